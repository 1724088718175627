"""Castle von Loghan at the terminal: an AI team plays the story to its end, the person may seat
Chaos characters (and decides for them), and seats the rules refuse are a usage error."""

from __future__ import annotations

import io
import json
import sys

from app.cli import main
from rules import catalog


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_an_ai_team_plays_the_story_to_its_end(capsys):
    code, out, _ = run(capsys, "play", "loghan", "--seats", "heuristic,heuristic,heuristic", "--preset", "story",
                       "--seed", "3", "--quiet", "--json")
    assert code == 0
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["game"] == "loghan" and summary["seats"] == ["heuristic"] * 3
    assert summary["shared"] == [1, 1, 1]  # a cooperative game: the team's result is shared
    assert summary["mean_scores"] == [1.0, 1.0, 1.0]  # this deal the team wins
    assert "Result:" in out


def test_chaos_seats_are_the_persons_under_the_solo_rules(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n1\n1\nq\n"))
    code, out, _ = run(capsys, "play", "loghan", "--seats", "human,chaos,chaos", "--seed", "4")
    assert code == 0 and "You left the game" in out  # the person left with q
    assert "Solo rules" in out
    assert "== Seat 2 (chaos) must pick one of the two drawn Decision cards" in out  # asked of the person


def test_seat_kinds_reach_the_rules():
    info = catalog.get("loghan")
    options = info.with_kinds({"preset": "hard"}, ["human", "chaos", "chaos", "human"])
    assert options == {"preset": "hard", "humans": [True, True, True, True],
                       "seats": ["human", "chaos", "chaos", "human"]}
    state = info.load().new_game(4, 1, options)
    assert state.rule_set == "two_main"
    plain = info.with_kinds(None, ["human", "hard", "easy"])
    assert plain == {"humans": [True, False, False]}  # no Chaos seat: the Group rules' own default


def test_mixing_ai_and_chaos_is_a_usage_error(capsys):
    code, _, err = run(capsys, "play", "loghan", "--seats", "hard,chaos,chaos", "--seed", "4")
    assert code == 2
    assert "never mixed" in err and "Traceback" not in err


def test_chaos_is_no_seat_kind_of_other_games(capsys):
    code, _, err = run(capsys, "play", "caleira", "--seats", "human,chaos")
    assert code == 2 and "unknown seat kind 'chaos'" in err


def test_exploration_at_the_terminal_scores_data_points(capsys):
    code, out, _ = run(capsys, "play", "loghan", "--mode", "exploration", "--board", "future", "--seats",
                       "heuristic,heuristic,heuristic,heuristic", "--seed", "5", "--quiet", "--json")
    assert code == 0
    summary = json.loads(out.strip().splitlines()[-1])
    scores = summary["mean_scores"]
    assert len(scores) == 4 and all(s == int(s) and s >= 0 for s in scores)  # Data Points
    best = [i for i, dp in enumerate(scores) if dp == max(scores)]
    if "Health reaches 0" in out:  # everyone lost: nobody wins, whatever the Data Points
        assert summary["wins"] == [0] * 4 and summary["shared"] == [0] * 4
    elif len(best) == 1:
        assert summary["wins"] == [1 if i in best else 0 for i in range(4)]
    else:
        assert summary["shared"] == [1 if i in best else 0 for i in range(4)]
    assert "energy_dp" in out and "trophy_dp" in out


def test_exploration_refuses_chaos_seats(capsys):
    code, _, err = run(capsys, "play", "loghan", "--mode", "exploration", "--seats", "human,chaos,chaos")
    assert code == 2 and "Story mode only" in err

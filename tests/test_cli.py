"""The ``castletop`` command line, run in-process: ``main([...])`` with captured output."""

from __future__ import annotations

import io
import os
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from rules import catalog

ROOT = Path(__file__).resolve().parents[1]

SUMMARY_KEYS = {"game", "games", "seats", "wins", "shared", "mean_scores", "mean_decision_seconds"}
STARTS = re.compile(r"^Game (\d+)/\d+ \(seed (-?\d+), Seat (\d+) \([a-z]+\) starts\)", re.M)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def last_json(out: str) -> dict:
    lines = out.strip().splitlines()
    return json.loads(lines[-1])


def test_random_game_prints_log_and_result(capsys):
    code, out, _ = run(capsys, "play", "caleira", "--seats", "random,random", "--seed", "7")
    assert code == 0
    assert "Seat 1 (random)" in out and "Seat 2 (random)" in out
    assert not re.search(r"Seat \d(?! \()", out), "every 'Seat N' is replaced by its label"
    assert "Turn 2:" in out  # the event log
    result = out[out.index("Result:"):]
    assert re.search(r"reason: (score|spire|own_spire)", result)
    assert "winners: Seat" in result
    assert re.search(r"Seat 1 \(random\): score -?\d+", result)
    assert re.search(r"Seat 2 \(random\): score -?\d+", result)
    assert "tie-break level:" in result


def test_same_seed_same_game(capsys):
    _, first, _ = run(capsys, "play", "caleira", "--seats", "random,random", "--seed", "11")
    _, second, _ = run(capsys, "play", "caleira", "--seats", "random,random", "--seed", "11")
    assert first == second


def test_match_json_summary(capsys):
    code, out, _ = run(capsys, "play", "caleira", "--seats", "random,random", "--seed", "3",
                       "--games", "4", "--json")
    assert code == 0
    summary = last_json(out)
    assert set(summary) == SUMMARY_KEYS
    assert summary["game"] == "caleira"
    assert summary["games"] == 4
    assert summary["seats"] == ["random", "random"]
    for key in ("wins", "shared", "mean_scores", "mean_decision_seconds"):
        assert len(summary[key]) == 2, key
    wins, shared = summary["wins"], summary["shared"]
    assert all(w >= 0 for w in wins) and all(s >= 0 for s in shared)
    assert all(w + s <= 4 for w, s in zip(wins, shared))
    # Two players: a shared win is shared by both, and every game of Caleira has a winner.
    assert shared[0] == shared[1]
    assert sum(wins) + shared[0] == 4
    assert all(isinstance(t, float) and t >= 0 for t in summary["mean_decision_seconds"])
    assert all(isinstance(m, (int, float)) for m in summary["mean_scores"])
    assert len(STARTS.findall(out)) == 4  # one line per game


def test_match_repeats(capsys):
    args = ("play", "caleira", "--seats", "random,random", "--seed", "5", "--games", "3", "--json")
    _, first, _ = run(capsys, *args)
    _, second, _ = run(capsys, *args)
    strip = lambda s: {k: v for k, v in last_json(s).items() if k != "mean_decision_seconds"}  # noqa: E731
    assert strip(first) == strip(second)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_first_seat_rotates(capsys, seats):
    games = 2 * seats
    code, out, _ = run(capsys, "play", "caleira", "--seats", ",".join(["random"] * seats),
                       "--seed", "100", "--games", str(games))
    assert code == 0
    starts = [(int(g), int(seed), int(seat)) for g, seed, seat in STARTS.findall(out)]
    assert [g for g, _, _ in starts] == list(range(1, games + 1))
    assert [seed for _, seed, _ in starts] == [100 + i for i in range(games)]
    assert [seat for _, _, seat in starts] == [i % seats + 1 for i in range(games)]


def test_options_for_start_fix_the_first_seat():
    game = catalog.load("caleira")
    for players in (2, 3, 4):
        for start in range(players):
            state = game.new_game(players, 9, game.options_for_start(players, 9, start))
            assert game.to_act(state) == start


def test_human_seat_bad_input_then_numbers(capsys, monkeypatch):
    answers = "x\n0\n\nt\n" + "1\n" * 400
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    code, out, _ = run(capsys, "play", "caleira", "--seats", "human,random", "--seed", "7", "--json")
    assert code == 0
    assert "'x' is not a number" in out
    assert "There is no action 0" in out
    assert "Type the number of an action" in out
    assert "Seat 1 (human)  <- you" in out  # the table as the human seat sees it
    assert re.search(r"^\s+1\. ", out, re.M)  # the numbered action list
    assert "Result:" in out
    summary = last_json(out)
    assert summary["mean_decision_seconds"][0] is None  # a human's time is not measured
    assert summary["mean_decision_seconds"][1] is not None


def test_human_log_hides_the_other_hand(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 400))
    _, out, _ = run(capsys, "play", "caleira", "--seats", "human,random", "--seed", "7")
    log = out[: out.index("Final table:")]
    assert re.search(r"Seat 2 \(random\) draws a card$", log, re.M)
    assert not re.search(r"Seat 2 \(random\) draws (?!a card)", log)


def test_the_human_reads_you(capsys, monkeypatch):
    """The one human at the terminal is "you": second-person events, prompts and table marks."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 400))
    _, out, _ = run(capsys, "play", "caleira", "--seats", "human,random", "--seed", "7")
    log = out[: out.index("Final table:")]
    assert re.search(r"^  You draw (?!a card)", log, re.M) and "  You play " in log
    assert "== You must play a card from hand ==" in log
    assert not re.search(r"\bSeat 1 \(human\) (draws|plays)", log)
    assert not re.search(r"\b[Yy]ou (draws|plays|has|is|wins|loses|gives|takes)\b", out)


def test_skycastle_at_the_terminal_shows_a_readable_table(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 400))
    code, out, _ = run(capsys, "play", "skycastle", "--seats", "human,random", "--seed", "4")
    assert code == 0
    first = out[out.index("== You must"): out.index("Your choice")]
    assert "Round 1 of 3, roles phase; first player: Seat 2 (random)" in first
    assert "Tile deck: 24 tiles" in first
    assert re.search(r"^\s+1L .*\| (K|Art|C)\d+", first, re.M)  # the castle grid: slots and tiles by row
    assert re.search(r"^\s+3L .*\| 3R", first, re.M)
    assert "Seat 1 (human)  <- you" in first
    assert re.search(r"guild: set aside \w+, \w+; unrevealed sets: ", first)  # your own roles
    assert "(hidden)" in first  # the rival's sets and set-aside roles are not shown
    assert re.search(r"treasure: .*score -?\d+", first)
    assert re.search(r"^\s+1\. Reveal set 1: ", first, re.M)
    assert "You reveal a set: " in out and "You must place the " in out
    assert re.search(r"\d:(Scout|Lookout|Sentry|Captain|Jeweler|Smuggler|Explorer|Thief)", out)  # roles on cells
    final = out[out.index("Final table:"):]
    assert "Game over after 3 rounds" in final and "Result:" in final
    assert not re.search(r"Seat \d(?! \()", out), "every 'Seat N' is replaced by its label"
    assert not re.search(r"\b[Yy]ou (sets|reveals|is|was|has|wins)\b", out)


def test_the_terminal_names_no_game():
    source = (Path(__file__).resolve().parents[1] / "app" / "cli" / "terminal.py").read_text(encoding="utf-8")
    for info in catalog.GAMES:
        assert info.id not in source.lower() and info.title not in source


@pytest.mark.parametrize("answers, code, message", [("", 1, "Input ended"), ("q\n", 0, "You left the game")])
def test_human_can_leave(capsys, monkeypatch, answers, code, message):
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    got, out, err = run(capsys, "play", "caleira", "--seats", "human,random", "--seed", "7")
    assert got == code
    assert message in out
    assert "Traceback" not in out + err


def test_unknown_game(capsys):
    code, _, err = run(capsys, "play", "chess", "--seats", "random,random")
    assert code == 2
    assert "unknown game 'chess'" in err and "caleira" in err


def test_unknown_seat_kind(capsys):
    code, _, err = run(capsys, "play", "caleira", "--seats", "random,wizard")
    assert code == 2
    assert "unknown seat kind 'wizard'" in err and "human" in err


@pytest.mark.parametrize("argv", [
    ("play", "caleira", "--seats", "random"),
    ("play", "caleira", "--seats", "random,random", "--players", "3"),
    ("play", "caleira", "--seats", "random,random", "--games", "0"),
])
def test_usage_errors(capsys, argv):
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert "error:" in err


def test_no_arguments_starts_the_window(capsys, monkeypatch):
    import app.main

    opened = []
    monkeypatch.setattr(app.main, "run_app", lambda *a, **k: opened.append(True) or 0)
    code, _, _ = run(capsys)
    assert code == 0
    assert opened == [True]


def test_help_lists_the_commands(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0
    assert "usage: castletop" in out and "play" in out and "demo" in out


def test_python_dash_m_app():
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-m", "app", "--version"], capture_output=True, text=True,
                          timeout=60, cwd=root)
    assert done.returncode == 0
    assert done.stdout.strip() == "castletop 0.1.0"


def test_the_window_without_a_display_says_so_and_fails(tmp_path):
    """No display and no headless driver asked for: a clear message and exit status 1, never a
    window nobody can see (SDL would quietly draw off-screen)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["CASTLETOP_HOME"] = str(tmp_path / "home")
    done = subprocess.run([sys.executable, "-m", "app"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1
    assert "no display" in done.stderr and "castletop play" in done.stderr

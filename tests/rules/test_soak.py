"""The random-play soak (``rules.soak``): every recorded failure replays cleanly now, a short soak
of every game passes through the same code, and a failure is written where a test finds it.

The long run is ``python -m rules.soak`` (10,000 games per game); CI runs a few hundred per game.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from rules import catalog, soak

CASE_FILES = sorted(soak.CASES.glob("*.json"))
GAMES = [info.id for info in catalog.GAMES]


@pytest.mark.parametrize("path", CASE_FILES, ids=[p.stem for p in CASE_FILES])
def test_a_recorded_failure_now_passes_every_check(path: Path) -> None:
    """Replays the case's setup and action indexes with every check after every action."""
    case = json.loads(path.read_text(encoding="utf-8"))
    assert case["game"] in GAMES and path.stem == f"{case['game']}-{case['seed']}"
    outcome = soak.check_case(case)
    assert outcome.end and outcome.end != "error"


def test_a_short_soak_of_every_game_finds_nothing(tmp_path: Path) -> None:
    """A few games per game, with every seat count of the smaller games and the determinism replay."""
    out = io.StringIO()
    totals = soak.soak(GAMES, games=4, seed=0, workers=1, out=tmp_path, stream=out)
    assert set(totals) == set(GAMES)
    for game_id, tally in totals.items():
        assert tally.errors == 0, out.getvalue()
        assert tally.games == 4 and tally.actions > 0 and tally.samples > 0
    assert not list(tmp_path.iterdir())
    assert "errors" in out.getvalue() and "total: 20 games" in out.getvalue()


def test_every_game_states_its_invariants() -> None:
    """Every game offers ``invariants`` and a new game has no problem."""
    for info in catalog.GAMES:
        module = info.load()
        assert callable(getattr(module, "invariants", None)), info.id
        assert module.invariants(module.new_game(info.default_players, 1)) == []


def test_a_failure_is_printed_written_and_replayed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A planted problem: reported with what reproduces it, written as a case file whose replay
    fails while the problem is there and passes once it is gone."""
    game_id = GAMES[0]
    module = catalog.load(game_id)
    real = module.invariants
    calls = {"n": 0}

    def planted(state):
        calls["n"] += 1
        return ["planted"] if calls["n"] % 7 == 0 else real(state)

    monkeypatch.setattr(module, "invariants", planted)
    out = io.StringIO()
    totals = soak.soak([game_id], games=2, seed=3, workers=1, out=tmp_path, stream=out)
    assert totals[game_id].errors == 2 and "FAILURE" in out.getvalue() and "planted" in out.getvalue()
    files = sorted(tmp_path.glob("*.json"))
    assert [p.name for p in files] == [f"{game_id}-{30_000_000 + k}.json" for k in range(2)]
    case = json.loads(files[0].read_text(encoding="utf-8"))
    assert case["check"] == "invariants" and case["actions"] and "planted" in case["error"]
    calls["n"] = 0
    with pytest.raises(soak.SoakFailure, match="planted"):
        soak.check_case(case)
    monkeypatch.setattr(module, "invariants", real)
    assert soak.check_case(case).end != "error"


def test_the_command_line_prints_its_figures(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert soak.main(["--games", "2", "--game", GAMES[0], "--workers", "1", "--out", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    assert GAMES[0] in printed and "games/s" in printed and "0 errors" in printed

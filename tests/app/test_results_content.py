"""What the results panel says for each game: the adapters' ``Ending`` carries the reason, a
breakdown in the game's own terms whose figures are the rules' ``Result.details``, the tie-break
when one was used, and the standings as they are for a game ended outside the rules."""

from __future__ import annotations

import random

import pygame
import pytest

from app.games import adapter_for
from app.scenes.results import standings
from rules import caleira, skycastle


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.display.quit()


def finished(module, players: int, want, tries: int = 400):
    """A game played at random to its end whose result satisfies ``want``."""
    for seed in range(tries):
        rng = random.Random(seed)
        state = module.new_game(players, seed, None)
        while module.to_act(state) is not None:
            state, _ = module.apply(state, rng.choice(list(module.legal_actions(state))))
        if want(module.result(state)):
            return state
    raise AssertionError("no such game in the seeds tried")


def names(n: int) -> list[str]:
    return ["You"] + (["Rival"] if n == 2 else [f"Rival {i}" for i in range(1, n)])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_caleira_scored_breakdown_matches_the_rules(players):
    state = finished(caleira, players, lambda r: r.reason == "score")
    result = caleira.result(state)
    ending = adapter_for("caleira", names(players)).ending(caleira.view(state, 0), result, 0)
    assert ending.columns == ("Face-up points", "Face-down", "Walls", "Pieces", "Total")
    assert [row.seat for row in ending.rows] == list(range(players))
    for row, details in zip(ending.rows, result.details):
        up, down, walls, pieces, total = row.cells
        assert (int(down), int(pieces), int(total)) == (details["face_down_count"], details["pieces"],
                                                        details["total"])
        assert int(up) + int(down) == details["total"]  # face-up points and 1 per face-down piece
        assert walls.split("/")[0].isdigit()
    assert ending.reason.startswith("All cards have been played")
    assert ending.lines[0] == ending.reason and len(ending.lines) >= 1 + players  # the terminal's text
    assert standings(ending, players) == list(result.scores)


@pytest.mark.parametrize("level, words", [(1, "more face-down pieces"), (2, "fewer castle pieces")])
def test_caleira_tiebreak_is_named(level, words):
    state = finished(caleira, 4, lambda r: r.reason == "score" and r.tiebreak_level == level, tries=3000)
    ending = adapter_for("caleira", names(4)).ending(caleira.view(state, 0), caleira.result(state), 0)
    assert words in ending.tiebreak and ending.tiebreak in ending.lines


def test_caleira_without_a_tiebreak_says_none():
    state = finished(caleira, 2, lambda r: r.reason == "score" and r.tiebreak_level == 0)
    ending = adapter_for("caleira", names(2)).ending(caleira.view(state, 0), caleira.result(state), 0)
    assert ending.tiebreak == ""


def test_caleira_spire_ending_names_whose_spire_fell():
    state = finished(caleira, 2, lambda r: r.reason == "spire")
    result = caleira.result(state)
    loser = result.losers[0]
    ending = adapter_for("caleira", names(2)).ending(caleira.view(state, 0), result, 0)
    assert ending.banner and ("Your" if loser == 0 else "Rival's") in ending.reason
    assert "Spire was destroyed" in ending.reason and not ending.count
    assert [int(r.cells[-1]) for r in ending.rows] == [d["total"] for d in result.details]


def test_caleira_standings_of_a_game_ended_outside_the_rules():
    state = caleira.new_game(3, 5, None)
    rng = random.Random(5)
    for _ in range(12):
        state, _ = caleira.apply(state, rng.choice(list(caleira.legal_actions(state))))
    view = caleira.view(state, 0)
    ending = adapter_for("caleira", names(3)).ending(view, None, 0)
    assert "as they stand" in ending.reason and not ending.count and not ending.tiebreak
    for row, castle in zip(ending.rows, view.castles):
        assert int(row.cells[3]) == len(castle)  # every piece counted, face-down ones unseen
        assert int(row.cells[1]) == sum(1 for _, up, _ in castle if not up)


def test_skycastle_scored_breakdown_matches_the_rules():
    state = finished(skycastle, 2, lambda r: True)
    result = skycastle.result(state)
    ending = adapter_for("skycastle", names(2)).ending(skycastle.view(state, 0), result, 0)
    assert ending.columns == ("Keys", "Artifacts", "Chests", "Skeleton keys", "Total")
    for row, d in zip(ending.rows, result.details):
        keys, artifacts, chests, skeleton, total = row.cells
        assert int(keys) == d["keys"] and int(chests) == d["chests"] and int(total) == d["total"]
        assert artifacts == f"{d['artifacts']} (+{d['artifact_points']})"
        assert skeleton.startswith(str(d["skeleton_keys"])) and (d["penalty"] == 0 or str(d["penalty"]) in skeleton)
    assert ending.reason.startswith("Three rounds played") and ending.notes
    assert standings(ending, 2) == list(result.scores)


def test_skycastle_tiebreak_on_key_tiles():
    state = finished(skycastle, 2, lambda r: r.tiebreak_level >= 1, tries=3000)
    result = skycastle.result(state)
    ending = adapter_for("skycastle", names(2)).ending(skycastle.view(state, 0), result, 0)
    assert "key tiles" in ending.tiebreak


def test_skycastle_standings_mid_game():
    state = skycastle.new_game(2, 4, None)
    rng = random.Random(4)
    for _ in range(10):
        state, _ = skycastle.apply(state, rng.choice(list(skycastle.legal_actions(state))))
    ending = adapter_for("skycastle", names(2)).ending(skycastle.view(state, 0), None, 0)
    assert "round 1 of 3" in ending.reason and len(ending.rows) == 2 and ending.lines[0] == ending.reason
    assert standings(ending, 2) == [skycastle.score_details(skycastle.view(state, 0), s)["total"] for s in (0, 1)]

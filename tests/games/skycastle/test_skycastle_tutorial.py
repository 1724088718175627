"""The Sky Castle walkthrough (shared/games/skycastle.md section 9) played through
``rules.core.tutorial.TutorialRun``: it follows SC-1's worked round with the learner as Blue, ends
round 1 Red 11 / Blue 17, and its highlights point at real things. The promises every tutorial
keeps are in test_tutorial_contract.py.
"""

from __future__ import annotations

from tutorial_checks import points
from test_skycastle_scenarios import SC1

import rules.skycastle as g
from rules import catalog
from rules.core.tutorial import (
    FINISH,
    NEXT,
    START,
    TutorialRun,
    play_through,
)
from rules.skycastle import (
    ChooseSet,
    Claim,
    Pay,
    Place,
    Swap,
    Thieve,
    legal_actions,
    to_act,
)
from rules.skycastle.actions import SLOT_BASE
from rules.skycastle.board import unused_keys
from rules.skycastle.cards import (
    CAPTAIN,
    EXPLORER,
    ROLE_NAMES,
    SCOUT,
    SENTRY,
    SMUGGLER,
    THIEF,
    TILE_IDS,
    cell_at,
)
from rules.skycastle.engine import score_details
from rules.skycastle.tutorial import (
    RED,
    RIVAL,
    TUTORIAL,
    YOU,
    highlight_exists,
    highlight_problem,
    tutorial,
)

BLUE = YOU
NO = -1


def c(row: int, col: int) -> int:
    return cell_at(row, col)


def owns(state, seat) -> list[str]:
    return sorted(TILE_IDS[t] for t in state.owned[seat])


LEARNER_MOVES = [
    START, NEXT, NEXT,
    ChooseSet(0), Place(CAPTAIN, SLOT_BASE + 0), Place(SMUGGLER, c(3, 1)), Place(EXPLORER, c(3, 3)),
    NEXT,
    Place(SCOUT, c(1, 4)), Place(THIEF, c(2, 3)), Place(SENTRY, c(2, 2)),
    NEXT,
    Swap(c(2, 4)), Thieve(True), Claim(c(2, 2)), Claim(c(1, 2)), Pay(2),
    NEXT, Claim(NO), NEXT, FINISH,
]


# --- the whole walkthrough -------------------------------------------------------------------------


def test_the_deal_is_sc1_with_blue_as_learner():
    assert TUTORIAL.learner == BLUE == 1 and RIVAL == RED == 0
    assert TUTORIAL.options["start"] == RED
    assert TUTORIAL.options["layout"] == SC1["layout"] and TUTORIAL.options["deals"] == SC1["deals"]
    assert TUTORIAL.problems() == []


def test_skycastle_tutorial_plays_to_the_end():
    run = TutorialRun(TUTORIAL, g)
    seen = []
    for want in points(run):
        seen.append((run.step_index + 1, want))
    assert run.finished and run.step is None and run.expected() is None
    assert run.rival_index == len(TUTORIAL.rival_actions)
    assert [w for _, w in seen] == LEARNER_MOVES
    assert [s for s, _ in seen] == [1, 2, 3, 4, 4, 4, 4, 5, 6, 6, 6, 7, 8, 9, 10, 11, 11, 12, 13, 14, 15]
    s = run.state
    # SC-1's expected result: Red 11 (3 + 0 + 7 + 1), Blue 17 (1 + 2 + 0 - 1 + 15)
    red, blue = score_details(s, RED), score_details(s, BLUE)
    assert (red["chests"], red["artifact_points"], red["penalty"], red["total"]) == (10, 1, 0, 11)
    assert (blue["chests"], blue["artifact_points"], blue["penalty"], blue["total"]) == (15, 3, -1, 17)
    assert owns(s, RED) == ["Art3", "C3a", "C7a", "K1", "K4"] and s.skel == (1, 2) and s.supply == 15
    assert owns(s, BLUE) == ["Art1", "Art2", "C15a", "K2", "K3"]
    # the hand-over: round 2, refilled in reading order, keys unused again, Blue first and to act
    assert s.round == 2 and s.first == BLUE and s.phase == "roles" and to_act(s) == BLUE
    assert [TILE_IDS[t] for t in s.grid] == ["K5", "Art4", "C7b", "K6", "Art5", "C3b", "C10a", "C10b", "K7", "Art6", "C15b", "Art7"]
    assert (unused_keys(s, RED), unused_keys(s, BLUE)) == (2, 2)
    assert g.result(s) is None  # rounds 2 and 3 are free play (spec 9, step 15)


def test_play_through_helper_and_catalog():
    assert catalog.load_tutorial("skycastle") is TUTORIAL
    assert g.TUTORIAL is TUTORIAL and tutorial() is TUTORIAL
    run = play_through(catalog.load_tutorial("skycastle"), g)
    assert (score_details(run.state, RED)["total"], score_details(run.state, BLUE)["total"]) == (11, 17)


def test_the_story_matches_the_spec_table():
    """What has happened when each step of spec 9 becomes the learner's."""
    run = TutorialRun(TUTORIAL, g)
    at = {}
    for _ in points(run):
        if run.move_index == 0:
            s = run.state
            at[run.step_index + 1] = (s, [e.text for e in run.step_events()])
    s1, log1 = at[1]
    assert s1.stacks[c(3, 3)] and s1.stacks[c(3, 4)] and s1.turn == 1  # Red's first set is down (step 3)
    assert any("Lookout and Jeweler" in t for t in log1)  # Blue sees its own set-aside roles
    s5, _ = at[5]
    assert s5.stacks[c(1, 1)] and s5.stacks[c(1, 3)] and s5.sets[BLUE] == ()  # step 6's set is automatic
    s7, log7 = at[7]
    assert s7.phase == "castle" and owns(s7, RED) == ["K1"]  # Red's Scout kept his tile and took K1
    assert any("(only option)" in t and "K1" in t for t in log7)
    assert legal_actions(s7) == (Swap(NO), Swap(c(2, 4)))  # (1,3) is shielded by the Lookout
    s9, _ = at[9]
    assert owns(s9, BLUE) == ["Art1"] and TILE_IDS[s9.grid[c(2, 4)]] == "C10b"
    s10, _ = at[10]
    assert "C3a" in owns(s10, RED) and owns(s10, BLUE) == ["Art1", "K2"]
    s11, _ = at[11]
    assert "K4" in owns(s11, RED) and "Art2" in owns(s11, BLUE) and unused_keys(s11, BLUE) == 2
    assert legal_actions(s11) == (Claim(c(1, 2)), Claim(NO))
    s12, log12 = at[12]
    assert "C7a" in owns(s12, RED) and any("skipped" in t for t in log12)
    assert legal_actions(s12) == (Claim(c(2, 3)), Claim(NO)) and unused_keys(s12, BLUE) == 0
    s14, log14 = at[14]
    assert any("Seat 1 11, Seat 2 17" in t for t in log14) and s14.round == 2


# --- wrong moves, buttons, highlights ------------------------------------------------------------


def test_learner_moves_have_their_own_hints():
    for number, step in enumerate(TUTORIAL.steps, 1):
        for expect in step.expect:
            assert expect.hint and expect.prompt, (number, expect.action)


def test_nothing_is_accepted_while_red_is_due():
    run = TutorialRun(TUTORIAL, g)
    assert run.rival_due() and run.expected() is None  # Red, first player, places first
    assert run.press(START) is False
    assert run.try_action(ChooseSet(0)) == (False, run.hint())
    run.advance_rivals()
    assert not run.rival_due() and run.press(START)


def test_highlights_name_things_that_exist():
    run = TutorialRun(TUTORIAL, g)
    for want in points(run):
        marks = run.highlights()
        assert marks, f"step {run.step_index + 1} highlights nothing"
        for mark in marks:
            assert highlight_problem(mark) is None
            assert highlight_exists(run.state, mark), (run.step_index + 1, mark)
            assert highlight_exists(g.view(run.state, YOU), mark), (run.step_index + 1, mark)
        awaited = run.awaited
        if isinstance(want, Place):
            assert ("hand", YOU, ROLE_NAMES[want.role]) in awaited.highlight
            assert ("piece", YOU if want.spot != c(3, 3) else RIVAL, want.spot + 1) in awaited.highlight
            assert ("button", "done") in awaited.highlight
        if isinstance(want, (Swap, Claim)) and want.cell >= 0:
            assert any(m[0] == "piece" and m[2] == want.cell + 1 for m in run.highlights())
        assert run.expected_label()


def test_highlight_exists_rejects_what_is_not_there():
    run = TutorialRun(TUTORIAL, g)
    run.advance_rivals()  # Red's first set is placed
    s = run.state
    assert not highlight_exists(s, ("piece", YOU, 19)) and not highlight_exists(s, ("piece", 2, 1))
    assert not highlight_exists(s, ("hand", YOU, "Wizard")) and not highlight_exists(s, ("zone", "discard"))
    assert highlight_exists(s, ("hand", YOU, "Lookout"))  # set aside
    assert not highlight_exists(s, ("hand", RED, "Jeweler"))  # already placed
    assert highlight_exists(s, ("hand", RED, "Scout")) and not highlight_exists(g.view(s, YOU), ("hand", RED, "Scout"))
    assert highlight_exists(s, ("piece", YOU, 13))  # free slot 1L


def test_misspelt_highlights_are_caught():
    """Sky Castle's words for highlights: core checks only the shape, this module the words."""
    s = g.new_game(2, 1)
    for bad in (("piece", YOU, 0), ("piece", YOU, 19), ("zone", "discard"), ("button", "face_up"),
                ("hand", YOU, "scout"), ("hand_area", 2), ("castle", YOU, 1), ("roles", YOU), (1, 2),
                ("piece", YOU, True)):
        assert highlight_problem(bad), bad
        assert not highlight_exists(s, bad), bad
    for good in (("piece", RIVAL, 18), ("zone", "queue"), ("button", "done"), ("hand", YOU, "Thief")):
        assert highlight_problem(good) is None, good

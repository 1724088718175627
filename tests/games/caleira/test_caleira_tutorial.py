"""Tutorials are data (DESIGN.md, Tutorials): the Caleira walkthrough played to the end headlessly
through ``rules.core.tutorial.TutorialRun``, its story and its highlights. What every tutorial
promises (hints for wrong moves, refused buttons, a legal script) is in test_tutorial_contract.py.

The Caleira walkthrough follows shared/games/caleira.md section 9 and ends 16-11 for You.
"""

from __future__ import annotations

from tutorial_checks import points

import rules.caleira as caleira
from rules import catalog
from rules.caleira import Flip, Look, Play, Target
from rules.caleira.cards import CARD_IDS
from rules.caleira.tutorial import RIVAL, TUTORIAL, YOU, highlight_exists, highlight_problem, tutorial
from rules.core.tutorial import FINISH, NEXT, START, Step, Tutorial, TutorialRun, play_through, seats_named


def _castle(state, seat):
    return [CARD_IDS[c] + ("↑" if up else "↓") for c, up, _ in state.castles[seat]]


def _hand(state, seat):
    return [CARD_IDS[c] for c in state.hands[seat]]


# --- the whole walkthrough -------------------------------------------------------------------------


def test_caleira_tutorial_plays_to_the_end():
    run = TutorialRun(TUTORIAL, caleira)
    seen_steps = []
    for want in points(run):
        seen_steps.append((run.step_index + 1, run.move_index, want))
    assert run.finished and run.step is None and run.expected() is None
    assert run.rival_index == len(TUTORIAL.rival_actions)
    res = run.result()
    assert res is not None and res.reason == "score"
    assert res.winners == (YOU,) and res.losers == (RIVAL,)
    assert res.scores == (16, 11) and res.tiebreak_level == 0
    assert res.details[YOU] == {"total": 16, "face_down_count": 2, "pieces": 9}
    # Of your two Battlements, the Rival saw BAT3 with its Wizard Tower, so that copy is played first
    # (rules.caleira.copies: the copy the onlookers know moves; spec 9 does not say which).
    assert _castle(run.state, YOU) == ["BAT1↑", "THR1↓", "TRE2↑", "OBS↑", "TRE4↑", "SPI↓", "BAT3↑", "BAT2↑", "MKT2↑"]
    assert _castle(run.state, RIVAL) == ["TRE1↑", "TRE3↑", "WIZ↑", "MKT1↑", "WAT1↑", "WAT3↑", "THR2↑"]
    # 13 steps: 3 buttons, 10 single-move steps, step 3/4/7 with two moves and step 5 with three.
    assert [s for s, _, _ in seen_steps] == [1, 2, 3, 3, 4, 4, 5, 5, 5, 6, 7, 7, 8, 9, 10, 11, 12, 13]
    assert [w for _, _, w in seen_steps] == [
        START, Play("BAT", False), Play("THR", True), Target(RIVAL, 1), Play("TRE", True), Target(RIVAL, 2),
        Play("OBS", True), Look(RIVAL, 2), Flip(False), NEXT, Play("TRE", True), Target(RIVAL, 2),
        Play("SPI", False), NEXT, Play("BAT", True), Play("BAT", True), Play("MKT", True), FINISH,
    ]


def test_play_through_helper_and_catalog():
    assert catalog.load_tutorial("caleira") is TUTORIAL
    assert catalog.get("caleira").load_tutorial() is TUTORIAL
    assert caleira.TUTORIAL is TUTORIAL and tutorial() is TUTORIAL
    run = play_through(catalog.load_tutorial("caleira"), catalog.load("caleira"))
    assert run.result().scores == (16, 11)
    assert TUTORIAL.problems() == []


def test_the_story_matches_the_spec_table():
    """Turn numbers and positions of spec 9, checked at the start of each step."""
    run = TutorialRun(TUTORIAL, caleira)
    at = {}
    for _ in points(run):
        if run.move_index == 0:
            s = run.state
            at[run.step_index + 1] = (s.turn, _hand(s, YOU), _castle(s, YOU), _castle(s, RIVAL), [e.text for e in run.step_events()])
    assert at[1][:2] == (1, ["BAT1", "SPI", "THR1"])  # the engine has already made turn 1's draw
    assert at[3][0] == 3 and at[3][3] == ["TRE1↓"] and "TRE2" in at[3][1]
    assert any("Seat 2 plays a card face-down" in t for t in at[3][4])  # not which card
    assert at[4][0] == 5 and at[4][2] == ["BAT1↓", "THR1↓"] and at[4][3] == ["TRE1↑", "BAR↑"] and "OBS" in at[4][1]
    assert at[5][0] == 7 and at[5][3] == ["TRE1↑", "WAT2↓"] and "BAT2" in at[5][1]
    assert at[6][0] == 9 and at[6][2][0] == "BAT1↑" and at[6][3] == ["TRE1↑", "WAT2↓", "TRE3↑"]
    assert at[7][0] == 9 and "TRE4" in at[7][1]
    assert at[8][0] == 11 and at[8][3] == ["TRE1↑", "TRE3↑", "WIZ↑"] and "THR2" in at[8][1]
    assert at[8][4] and any("reveals nothing" in t for t in at[8][4])  # the Watchtower from the discard pile
    assert at[9][0] == 13 and at[9][1] == ["BAT2", "BAT3", "MKT2"]
    assert any("gives Marketplace to Seat 1 and takes Throne Room" in t for t in at[9][4])
    assert at[11][0] == 15 and run.state.deck == ()
    assert at[12][0] == 17 and at[12][1] == ["MKT2"]
    assert at[13][0] == 18


def test_caleira_event_texts_can_use_the_tutorial_seat_names():
    assert seats_named("Seat 2 plays Barracks face-up (Seat 2's 2nd piece)", TUTORIAL) == \
        "Rival plays Barracks face-up (Rival's 2nd piece)"


# --- wrong moves, buttons, highlights ------------------------------------------------------------


def test_nothing_is_accepted_while_a_rival_is_due():
    run = TutorialRun(TUTORIAL, caleira)
    assert run.press(START)
    assert run.try_action(Play("BAT", False))[0]
    assert run.rival_due() and run.expected() is None and not run.waiting_for_button()
    assert run.try_action(Play("THR", True)) == (False, run.hint())
    assert run.press(NEXT) is False
    assert run.advance_rival()  # the Rival's face-down play
    assert not run.rival_due() and run.advance_rival() == [] and run.advance_rivals() == []


def test_highlights_name_things_that_exist():
    run = TutorialRun(TUTORIAL, caleira)
    for want in points(run):
        marks = run.highlights()
        assert marks, f"step {run.step_index + 1} highlights nothing"
        for mark in marks:
            assert highlight_problem(mark) is None
            assert highlight_exists(run.state, mark), (run.step_index + 1, mark)
            assert highlight_exists(caleira.view(run.state, YOU), mark), (run.step_index + 1, mark)
        awaited = run.awaited
        if isinstance(want, Play):
            assert ("hand", YOU, want.name) in awaited.highlight
            assert ("button", "face_up" if want.face_up else "face_down") in awaited.highlight
        if isinstance(want, (Target, Look)):
            assert ("piece", want.seat, want.pos) in awaited.highlight
        assert run.expected_label()


# --- what a script may say -------------------------------------------------------------------------


def test_malformed_scripts_are_reported():
    """Shapes the core rejects before play (the shared contract checks broken scripts in play)."""
    both = Step("x", "y", button=NEXT, expect=TUTORIAL.steps[1].expect)
    assert Tutorial("caleira", "t", 2, 1, TUTORIAL.options, 0, (both, TUTORIAL.steps[-1]), ()).problems()


def test_misspelt_highlights_are_caught():
    """Caleira's words for highlights: core checks only the shape, this module the words."""
    for bad in (("piece", 0, 0), ("zone", "moon"), ("x",), ("button", "face-up"), ("hand", YOU, "Battlements"),
                ("hand", 7, "BAT"), ("castle", YOU, 1), ("piece", YOU, "1"), "zone", ()):
        assert highlight_problem(bad), bad
        assert not highlight_exists(caleira.new_game(2, 1), bad), bad
    for good in (("button", "reveal_none"), ("zone", "discard"), ("hand_area", RIVAL), ("hand", YOU, "SPI")):
        assert highlight_problem(good) is None, good

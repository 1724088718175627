"""Tutorials are data (DESIGN.md, Tutorials): play each one to the end headlessly through
``rules.core.tutorial.TutorialRun``, and check that wrong moves only earn hints, buttons are
refused while a move is awaited, highlights point at real things, and the rivals' script is legal.

The Caleira walkthrough follows shared/games/caleira.md section 9 and ends 16-11 for You.
"""

from __future__ import annotations

import dataclasses

import pytest

import rules.caleira as caleira
from rules import catalog
from rules.caleira import Flip, Look, Play, StopPicking, Target, legal_actions, to_act, to_json
from rules.caleira.cards import CARD_IDS
from rules.caleira.tutorial import RIVAL, TUTORIAL, YOU, highlight_exists, tutorial
from rules.core.tutorial import (
    BUTTONS, FINISH, NEXT, START, Step, Tutorial, TutorialError, TutorialRun, highlight_problem, play_through,
    seats_named,
)


def _points(run: TutorialRun):
    """Every moment the learner can act (rivals advanced first), as (run, what is expected)."""
    while not run.finished:
        run.advance_rivals()
        yield run.expected()
        want = run.expected()
        ok = run.press(want) if isinstance(want, str) else run.try_action(want)[0]
        assert ok, f"step {run.step_index + 1}: {want!r} refused"


def _castle(state, seat):
    return [CARD_IDS[c] + ("↑" if up else "↓") for c, up, _ in state.castles[seat]]


def _hand(state, seat):
    return [CARD_IDS[c] for c in state.hands[seat]]


# --- the whole walkthrough -------------------------------------------------------------------------


def test_caleira_tutorial_plays_to_the_end():
    run = TutorialRun(TUTORIAL, caleira)
    seen_steps = []
    for want in _points(run):
        seen_steps.append((run.step_index + 1, run.move_index, want))
    assert run.finished and run.step is None and run.expected() is None
    assert run.rival_index == len(TUTORIAL.rival_actions)
    res = run.result()
    assert res is not None and res.reason == "score"
    assert res.winners == (YOU,) and res.losers == (RIVAL,)
    assert res.scores == (16, 11) and res.tiebreak_level == 0
    assert res.details[YOU] == {"total": 16, "face_down_count": 2, "pieces": 9}
    assert _castle(run.state, YOU) == ["BAT1↑", "THR1↓", "TRE2↑", "OBS↑", "TRE4↑", "SPI↓", "BAT2↑", "BAT3↑", "MKT2↑"]
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
    run = play_through(catalog.load_tutorial("caleira"))  # module found through the catalog
    assert run.result().scores == (16, 11)
    assert TUTORIAL.problems() == []


def test_the_story_matches_the_spec_table():
    """Turn numbers and positions of spec 9, checked at the start of each step."""
    run = TutorialRun(TUTORIAL, caleira)
    at = {}
    for _ in _points(run):
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


def test_every_wrong_action_gets_a_hint_and_changes_nothing():
    run = TutorialRun(TUTORIAL, caleira)
    tried = 0
    for want in _points(run):
        assert to_act(run.state) == YOU or (want == FINISH and caleira.result(run.state) is not None)
        before = (run.state, to_json(run.state), run.step_index, run.move_index, len(run.events), run.rival_index)
        for action in legal_actions(run.state):
            if action == want:
                continue
            ok, hint = run.try_action(action)
            tried += 1
            assert ok is False and isinstance(hint, str) and hint.strip(), (run.step_index + 1, action)
            assert hint == run.hint()
            assert (run.state, to_json(run.state), run.step_index, run.move_index, len(run.events),
                    run.rival_index) == before
        # a move that is not even legal is refused the same way
        ok, hint = run.try_action(Target(RIVAL, 99))
        assert ok is False and hint
    assert tried > 50
    assert run.try_action(Play("BAT", True)) == (False, run.hint())  # finished: nothing is accepted


def test_buttons_are_refused_while_a_move_is_awaited():
    run = TutorialRun(TUTORIAL, caleira)
    for want in _points(run):
        for button in BUTTONS + ("Reveal", ""):
            if isinstance(want, str) and button.lower() == want.lower():
                continue
            state, step = run.state, run.step_index
            assert run.press(button) is False
            assert run.state is state and run.step_index == step
    assert run.press(FINISH) is False


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
    for want in _points(run):
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


def test_step_texts_are_short_and_friendly():
    for number, step in enumerate(TUTORIAL.steps, 1):
        assert step.title and step.text
        sentences = [s for s in step.text.replace("!", ".").split(". ") if s.strip()]
        assert 1 <= len(sentences) <= 4, (number, len(sentences))
        for expect in step.expect:
            assert expect.hint, number


# --- the rivals' script -------------------------------------------------------------------------


def test_scripted_rival_actions_are_all_legal():
    """Replay with the bare engine: learner moves from the steps, rival moves from the script."""
    learner = [e.action for step in TUTORIAL.steps for e in step.expect]
    rivals = list(TUTORIAL.rival_actions)
    state = caleira.new_game(TUTORIAL.players, TUTORIAL.seed, TUTORIAL.options)
    while to_act(state) is not None:
        queue = learner if to_act(state) == YOU else rivals
        action = queue.pop(0)
        assert action in legal_actions(state), (state.turn, action)
        assert len(legal_actions(state)) >= 2  # only real decisions are scripted
        state, _ = caleira.apply(state, action)
    assert learner == [] and rivals == []
    assert caleira.result(state).scores == (16, 11)
    assert StopPicking() in TUTORIAL.rival_actions  # the Watchtowers reveal none


def test_a_broken_script_fails_loudly():
    bad_rival = dataclasses.replace(TUTORIAL, rival_actions=(Play("BAR", True),) + TUTORIAL.rival_actions[1:])
    with pytest.raises(TutorialError):
        play_through(bad_rival, caleira)
    short = dataclasses.replace(TUTORIAL, rival_actions=TUTORIAL.rival_actions[:3])
    with pytest.raises(TutorialError):
        play_through(short, caleira)
    no_finish = dataclasses.replace(TUTORIAL, steps=TUTORIAL.steps[:-1])
    with pytest.raises(TutorialError):
        TutorialRun(no_finish, caleira)
    both = Step("x", "y", button=NEXT, expect=TUTORIAL.steps[1].expect)
    assert Tutorial("caleira", "t", 2, 1, TUTORIAL.options, 0, (both, TUTORIAL.steps[-1]), ()).problems()
    assert highlight_problem(("piece", 0, 0)) and highlight_problem(("zone", "moon")) and highlight_problem(("x",))

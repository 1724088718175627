"""What every game's tutorial promises (DESIGN, Tutorials): only the taught move is accepted, a
wrong one earns a hint and changes nothing, the rivals' script holds only legal real decisions,
and a broken script fails at once. Each game's own file checks its story and its highlights.

A learner may play several seats (``Tutorial.learners``); a tutorial may have no scripted seat
at all (a cooperative game the learner plays alone)."""

from __future__ import annotations

import dataclasses
import importlib

import pytest
from tutorial_checks import points

from rules import catalog
from rules.core.tutorial import (
    BUTTONS, FINISH, TutorialError, TutorialRun, highlight_problem, highlights_of, play_through,
)

TUTORIALS = [info.id for info in catalog.GAMES if info.load_tutorial() is not None]
NOT_AN_ACTION = ("not", "an", "action")


@pytest.fixture(params=TUTORIALS)
def lesson(request):
    return catalog.load_tutorial(request.param), catalog.load(request.param)


def _snapshot(run: TutorialRun, game) -> tuple:
    return run.state, game.to_json(run.state), run.step_index, run.move_index, len(run.events), run.rival_index


def test_every_wrong_move_gets_a_hint_and_changes_nothing(lesson):
    tutorial, game = lesson
    run = TutorialRun(tutorial, game)
    tried = points_seen = 0
    for want in points(run):
        points_seen += 1
        assert game.to_act(run.state) in tutorial.learners or (want == FINISH and game.result(run.state) is not None)
        before = _snapshot(run, game)
        for action in list(game.legal_actions(run.state)) + [NOT_AN_ACTION]:
            if action == want:
                continue
            ok, hint = run.try_action(action)
            tried += 1
            assert ok is False and isinstance(hint, str) and hint.strip(), (run.step_index + 1, action)
            assert hint == run.hint()
            assert _snapshot(run, game) == before
    assert tried >= points_seen, "every stop of the lesson has at least one wrong move to try"
    assert run.try_action(NOT_AN_ACTION) == (False, run.hint())  # finished: nothing is accepted


def test_buttons_are_refused_while_a_move_is_awaited(lesson):
    tutorial, game = lesson
    run = TutorialRun(tutorial, game)
    for want in points(run):
        for button in BUTTONS + ("Done", ""):
            if isinstance(want, str) and button.lower() == want.lower():
                continue
            state, step = run.state, run.step_index
            assert run.press(button) is False
            assert run.state is state and run.step_index == step
    assert run.press(FINISH) is False


def test_step_texts_are_short_and_every_move_has_a_hint(lesson):
    tutorial, _ = lesson
    for number, step in enumerate(tutorial.steps, 1):
        assert step.title and step.text
        sentences = [s for s in step.text.replace("!", ".").split(". ") if s.strip()]
        assert 1 <= len(sentences) <= 4, (number, len(sentences))
        for expect in step.expect:
            assert expect.hint, (number, expect.action)


def test_scripted_moves_are_legal_real_decisions(lesson):
    """Replay with the bare engine: learner moves from the steps, rival moves from the script;
    a one-option decision is never scripted (the engine makes it), except a learner move the
    game offers alone on purpose, which its ``Expect`` marks ``only_option`` (and only then)."""
    tutorial, game = lesson
    learner = [e for step in tutorial.steps for e in step.expect]
    rivals = list(tutorial.rival_actions)
    state = game.new_game(tutorial.players, tutorial.seed, dict(tutorial.options))
    while (learner or rivals) and game.to_act(state) is not None:
        legal = game.legal_actions(state)
        if game.to_act(state) in tutorial.learners:
            expect = learner.pop(0)
            action = expect.action
            assert (len(legal) == 1) == expect.only_option, (action, legal)
        else:
            action = rivals.pop(0)
            assert len(legal) >= 2, (action, legal)
        assert action in legal, (state, action)
        state, _ = game.apply(state, action)
    assert learner == [] and rivals == []


def test_a_broken_script_fails_loudly(lesson):
    tutorial, game = lesson
    bad = dataclasses.replace(tutorial, rival_actions=(NOT_AN_ACTION,) + tutorial.rival_actions[1:])
    with pytest.raises(TutorialError):
        play_through(bad, game)
    if len(tutorial.rival_actions) > 3:  # (a tutorial without scripted seats has nothing to cut)
        short = dataclasses.replace(tutorial, rival_actions=tutorial.rival_actions[:3])
        with pytest.raises(TutorialError):
            play_through(short, game)
    no_finish = dataclasses.replace(tutorial, steps=tutorial.steps[:-1])
    with pytest.raises(TutorialError):
        TutorialRun(no_finish, game)


def test_every_highlight_is_in_the_games_words(lesson):
    """Core checks only a highlight's shape; the game's tutorial module knows its words, so a
    misspelt highlight fails here (and in the game's own test, which finds it on the table)."""
    tutorial, game = lesson
    words = importlib.import_module(f"{game.__name__}.tutorial")
    marks = [mark for step in tutorial.steps for mark in highlights_of(step)]
    assert marks
    for mark in marks:
        assert highlight_problem(mark) is None and words.highlight_problem(mark) is None, mark
    assert words.highlight_problem(("zone", "nowhere")) and words.highlight_problem(("no such kind", 0))

"""``Lesson``, the tutorial cursor that follows a game someone else holds (the app's session):
driven here against a state this test applies moves to itself, as the table does.

What every tutorial promises through ``TutorialRun`` is in test_tutorial_contract.py; this file
checks the cursor: it holds no state, it agrees with a run at every moment, it accepts exactly
the scripted rival moves and the awaited learner moves, and refuses anything else.
"""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from rules import catalog
from rules.core.tutorial import FINISH, Lesson, TutorialError, TutorialRun, highlight_problem, play_through

TUTORIALS = [info.id for info in catalog.GAMES if info.load_tutorial() is not None]
CURSOR = {"tutorial", "module", "learner", "step_index", "move_index", "rival_index", "finished"}


@pytest.fixture(params=TUTORIALS)
def lesson_game(request):
    return catalog.load_tutorial(request.param), catalog.load(request.param)


def start(tutorial, game):
    return game.new_game(tutorial.players, tutorial.seed, dict(tutorial.options))


def drive(lesson: Lesson, game, state, *, on_learner=None):
    """Play the lesson to its end against ``state`` as a table would: scripted rival moves and
    awaited learner moves applied here, each reported to ``observe``. Yields each learner moment."""
    guard = 0
    while not lesson.finished:
        guard += 1
        assert guard < 1000
        if lesson.rival_due(state):
            action = lesson.rival_action(state)
        elif lesson.waiting_for_button(state):
            yield state
            assert lesson.press(state, lesson.expected(state))
            continue
        else:
            yield state
            action = lesson.expected(state)
            assert lesson.allows(state, action) and lesson.allows_soon(state, action)
        after, _ = game.apply(state, action)
        lesson.observe(state, action, after)
        state = after
    yield state


def test_a_lesson_follows_an_outside_game_to_the_end(lesson_game):
    tutorial, game = lesson_game
    lesson = Lesson(tutorial, game)
    run = TutorialRun(tutorial, game)  # the same lesson on its own copy, moved on in step
    moments = 0
    for state in drive(lesson, game, start(tutorial, game)):
        if lesson.finished:
            final = state
            break
        run.advance_rivals()
        moments += 1
        assert set(vars(lesson)) == CURSOR  # a cursor: no game state
        assert (run.step_index, run.move_index, run.rival_index) == \
               (lesson.step_index, lesson.move_index, lesson.rival_index)
        assert game.to_json(run.state) == game.to_json(state)
        assert lesson.expected(state) == run.expected() and lesson.highlights() == run.highlights()
        assert lesson.hint(state) == run.hint() and lesson.prompt() == run.prompt()
        assert lesson.awaited_moves(state) == run.awaited_moves()
        assert lesson.expected_label(state) == run.expected_label()
        want = run.expected()
        assert run.press(want) if isinstance(want, str) else run.try_action(want)[0]
    assert run.finished and lesson.rival_index == len(tutorial.rival_actions)
    assert moments == sum(len(step.expect) or 1 for step in tutorial.steps)
    assert game.to_json(final) == game.to_json(play_through(tutorial, game).state)
    assert lesson.step is None and lesson.expected(final) is None and lesson.highlights() == ()


def test_observe_refuses_a_move_off_the_script(lesson_game):
    """At every learner moment, any other legal move applied to the game is refused, and the
    cursor is left as it was; a rival move other than the scripted one is refused too."""
    tutorial, game = lesson_game
    lesson = Lesson(tutorial, game)
    refused = 0
    state = start(tutorial, game)
    for state in drive(lesson, game, state):
        if lesson.finished:
            break
        where = (lesson.step_index, lesson.move_index, lesson.rival_index)
        for action in game.legal_actions(state):
            if lesson.allows(state, action):
                continue
            after, _ = game.apply(state, action)
            with pytest.raises(TutorialError, match="neither the awaited move"):
                lesson.observe(state, action, after)
            refused += 1
            assert (lesson.step_index, lesson.move_index, lesson.rival_index) == where
    assert refused > 10
    if not tutorial.rival_actions:
        return  # no scripted seat: the learner plays every seat
    # A rival off the script: the first rival decision with two options, answered differently.
    lesson = Lesson(tutorial, game)
    state = start(tutorial, game)
    while not lesson.rival_due(state):  # the learner's part up to the rival's first move
        want = lesson.expected(state)
        if lesson.waiting_for_button(state):
            assert lesson.press(state, want)
        else:
            after, _ = game.apply(state, want)
            lesson.observe(state, want, after)
            state = after
    other = next(a for a in game.legal_actions(state) if a != lesson.rival_action(state))
    with pytest.raises(TutorialError, match="script says"):
        lesson.observe(state, other, game.apply(state, other)[0])
    assert lesson.rival_index == 0


def test_buttons_and_moves_wait_their_turn(lesson_game):
    tutorial, game = lesson_game
    lesson = Lesson(tutorial, game)
    for state in drive(lesson, game, start(tutorial, game)):
        if lesson.finished:
            break
        want = lesson.expected(state)
        if isinstance(want, str):
            assert lesson.waiting_for_button(state) and lesson.awaited_moves(state) == ()
            assert not lesson.press(state, "Nope") and lesson.prompt() == ""
            assert not any(lesson.allows(state, a) or lesson.allows_soon(state, a) for a in game.legal_actions(state))
        else:
            assert not lesson.press(state, FINISH) and not lesson.waiting_for_button(state)
            assert lesson.awaited_moves(state)[0].action == want
            with pytest.raises(TutorialError, match="no scripted seat"):
                lesson.rival_action(state)
    # the lesson is over: it constrains nothing any more (Sky Castle plays on freely)
    assert lesson.finished and not lesson.rival_due(state) and lesson.expected(state) is None
    assert lesson.hint(state) == "The tutorial is over." and not lesson.press(state, FINISH)
    if game.to_act(state) is not None:
        action = game.legal_actions(state)[0]
        lesson.observe(state, action, game.apply(state, action)[0])  # ignored
        assert lesson.finished


def test_several_moves_may_be_staged_before_sending():
    """Sky Castle's placements: the whole set is awaited; only the first may be sent now."""
    tutorial, game = catalog.load_tutorial("skycastle"), catalog.load("skycastle")
    lesson = Lesson(tutorial, game)
    for state in drive(lesson, game, start(tutorial, game)):
        moves = lesson.awaited_moves(state)
        if len(moves) >= 3:
            assert lesson.allows(state, moves[0].action) and not lesson.allows(state, moves[1].action)
            assert all(lesson.allows_soon(state, m.action) for m in moves)
            assert lesson.prompt() == moves[0].prompt
            break
    else:
        pytest.fail("no step awaits three moves")


def test_a_broken_script_fails_when_it_is_reached(lesson_game):
    tutorial, game = lesson_game
    if tutorial.rival_actions:  # (a tutorial without scripted seats has no rival script to break)
        short = dataclasses.replace(tutorial, rival_actions=tutorial.rival_actions[:2])
        with pytest.raises(TutorialError, match="ran out"):
            for _ in drive(Lesson(short, game), game, start(tutorial, game)):
                pass
        wrong = dataclasses.replace(tutorial, rival_actions=tutorial.rival_actions[1:])
        with pytest.raises(TutorialError):  # "not legal" (or, in a game where any move fits, "ran out")
            for _ in drive(Lesson(wrong, game), game, start(tutorial, game)):
                pass
    with pytest.raises(TutorialError):
        Lesson(dataclasses.replace(tutorial, steps=tutorial.steps[:-1]), game)
    with pytest.raises(TypeError):
        TutorialRun(tutorial)  # type: ignore[call-arg]  # the rules module is the caller's to give


def test_learner_seats_default_to_the_learner_and_are_checked(lesson_game):
    """``learners`` lists every seat the learner plays (``learner`` alone unless a tutorial says
    more); a seat outside the game, a repeated one or a ``learner`` not among them is a script
    error. A learner seat is never a rival, whichever of them is to act."""
    tutorial, game = lesson_game
    assert tutorial.learner in tutorial.learners and tutorial.problems() == []
    others = [p for p in range(tutorial.players) if p not in tutorial.learners]
    if len(tutorial.learners) == 1:
        assert tutorial.learners == (tutorial.learner,)
        assert dataclasses.replace(tutorial, learners=()).learners == (tutorial.learner,)
    if others:
        assert dataclasses.replace(tutorial, learners=(others[0],)).problems()  # the learner left out
    for learners in ((tutorial.learner, tutorial.players), (tutorial.learner, tutorial.learner)):
        assert dataclasses.replace(tutorial, learners=learners).problems()
    everyone = Lesson(dataclasses.replace(tutorial, learners=tuple(range(tutorial.players))), game)
    state = start(tutorial, game)
    assert not everyone.rival_due(state) and Lesson(tutorial, game).rival_due(state) == (
        game.to_act(state) not in tutorial.learners)


def test_highlights_are_opaque_to_core():
    """Core checks the shape of a highlight, never its words: those are each game's."""
    for fine in (("piece", 0, 0), ("x",), ("moon", "full", 3), ("zone", "anything")):
        assert highlight_problem(fine) is None, fine
    for bad in ((), "zone", ["zone", "deck"], (1, 2), ("piece", 1.5), ("flag", True), ("zone", None)):
        assert highlight_problem(bad), bad


def test_core_imports_no_game():
    root = Path(__file__).resolve().parents[2]
    code = ("import sys, rules.core.tutorial, rules.core.game, rules.core.events; "
            "print(sorted(m for m in sys.modules if m.startswith('rules.') and not m.startswith('rules.core')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"

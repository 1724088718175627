"""Guided tutorials as plain data, a pure cursor that follows them, and a runner for tests.

Why data: the design asks for one scripted walkthrough per game that the rules tests can play
to the end headlessly, while the app's tutorial overlay only draws what the lesson says (the
step's text, its highlights, the move it waits for). A script is a list of frozen records that
is easy to read next to the spec's walkthrough table.

A ``Tutorial`` fixes the start (game, players, seed, ``new_game`` options with ``deal`` and
``rig``), names the learner's seat and lists ``Step`` records in order. A step waits either for
a tutorial button (``START``, ``NEXT``, ``FINISH``) or for one or more learner actions in
sequence (each an ``Expect``). Every other seat is scripted: ``rival_actions`` is one list,
consumed in order at every decision of a non-learner seat, and each entry must be legal then.

One person may play several seats (a cooperative game where the learner moves two characters):
``Tutorial.learners`` lists them (by default just ``learner``, which stays the seat whose eyes
the log uses). An awaited move is made by whichever learner seat is to act; in the app every
learner seat is a ``human`` seat of the same person, every other seat a scripted one.

A decision with one option is the engine's to make, so a lesson never teaches one, except where
the game deliberately offers a lone option (say, ending a phase so the player sees the roll
coming): the step's ``Expect`` then says ``only_option=True``, and the tutorial contract
(tests/rules/test_tutorial_contract.py) accepts a one-option learner move only when so marked.

Highlight targets are tuples ``(kind, value, ...)``: a kind name, then names and numbers. Core
checks only that shape (``highlight_problem``); each game's tutorial module documents its kinds
and values and checks them (``rules.<game>.tutorial``), and its table turns them into pieces.

Two ways to follow a lesson:

* ``Lesson`` is the cursor alone (step, awaited move, next scripted rival move) and holds no
  game state. Whoever holds the game passes its current state to every question and reports each
  move it applied; this is what the app's overlay does, next to the table's own session::

      lesson = Lesson(tutorial, module)
      if lesson.rival_due(state):
          action = lesson.rival_action(state)        # the scripted move, checked legal
      elif lesson.waiting_for_button(state):
          ... show lesson.step.text, lesson.highlights(); on click: lesson.press(state, name)
      elif lesson.allows(state, dropped):
          ...                                        # the awaited move: apply it
      else:
          ... show lesson.hint(state), glide back
      after, events = module.apply(state, action)
      lesson.observe(state, action, after)          # after every applied move, rival or learner

* ``TutorialRun`` is a lesson playing its own copy of the game (tests, headless checks).

Each part has its module: the records in ``tutorial_script``, the cursor in ``lesson``, the
runner (with ``play_through`` and ``seats_named``) in ``tutorial_run``. Import them all from
here.

Standard library only; no I/O; no game is imported here (callers pass the rules module).
"""

from __future__ import annotations

from .lesson import Lesson
from .tutorial_run import TutorialRun, play_through, seats_named
from .tutorial_script import (
    BUTTONS, FINISH, NEXT, START, Expect, Highlight, Step, Tutorial, TutorialError, highlight_problem,
    highlights_of,
)

__all__ = [
    "BUTTONS", "Expect", "FINISH", "Highlight", "Lesson", "NEXT", "START", "Step", "Tutorial", "TutorialError",
    "TutorialRun", "highlight_problem", "highlights_of", "play_through", "seats_named",
]

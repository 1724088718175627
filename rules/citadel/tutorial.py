"""The Citadel's guided walkthrough (spec section 9): not offered yet, ``TUTORIAL = None``.

Why: spec 9 has one person play both characters (Leroy's turn, then Irene's), and two of its
expected moves are *Roll the dice* when it is the only option (spec 7.1's deliberate exception).
The lesson framework (``rules.core.tutorial``) has a single learner seat whose every other seat is
scripted, and its contract (tests/rules/test_tutorial_contract.py) refuses a scripted or taught
move that is a seat's only option. Either the framework learns several learner seats and a game's
declared one-option exceptions, or the walkthrough must change; neither is this package's call.

The walkthrough's game itself is ready: the deal of spec 9.1 as ``new_game`` deal options with
scripted dice reaches the tutorial's end state T1 move by move
(tests/games/citadel/test_citadel_setup.py, ``test_T1_...``).
"""

TUTORIAL = None

"""The end of the game (§2.21): Story victory (012 read), defeat at Health 0, the Round-500 guard.

Story mode is cooperative: every seat wins or every seat loses. ``Result.scores`` holds 1.0 per
seat on a win and 0.0 on a loss; ``details`` give each seat's agent, the Round and the tracks.
Exploration scoring (Data Points) is a later issue.
"""

from __future__ import annotations

from ..core.events import Event
from ..core.result import Result
from .state import State

ROUND_GUARD = 500


def _result(state: State, reason: str, won: bool) -> Result:
    seats = tuple(range(state.n))
    details = tuple({"agent": a.id, "round": state.round_no, "health": state.health, "clarity": state.clarity,
                     "energy": a.energy} for a in state.agents)
    return Result(reason, seats if won else (), () if won else seats, tuple(1.0 if won else 0.0 for _ in seats),
                  0, details)


def _close(state: State, result: Result) -> State:
    """The finished state: no pending steps; what they held goes to the box (nothing is lost)."""
    from .accounting import held_by_steps
    return state.but(over=result, phase="over", stack=(), box=state.box + tuple(held_by_steps(state)))


def story_victory(state: State) -> tuple[State, list[Event]]:
    """Story card 012 is resolved: the game ends at once and everyone wins."""
    if state.over is not None:
        return state, []
    card = state.after_combat
    if card and card in state.story:  # story 011's "read 012 after the combat": it is read now
        state = state.but(story=tuple(c for c in state.story if c != card), box=state.box + (card,), after_combat="")
    state = _close(state, _result(state, "victory", True))
    return state, [Event("game_over", "Story card 012 is read: the module is recovered. Everyone wins!",
                         {"reason": "victory", "won": True})]


def defeat(state: State, why: str) -> tuple[State, list[Event]]:
    """Health 0 (or the Round guard): the game ends at once in a defeat."""
    if state.over is not None:
        return state, []
    words = {"health": "Health reaches 0: the group is lost.", "guard": "Round 500 is reached: the game ends."}
    state = _close(state, _result(state, "defeat" if why == "health" else "guard", False))
    return state, [Event("game_over", words.get(why, why), {"reason": why, "won": False})]

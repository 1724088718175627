"""The greedy team player for Castle von Loghan (Story mode is cooperative), the cheap policy
search uses in playouts, the evaluation that stands in for the end of a cut-off playout, and the
one-line reasons hints show. The generic players find it here (``rules.ai.guidance``); the rules
themselves live in the ``heuristics_*`` modules, one per kind of decision:

- ``heuristics_move``: where the Leader walks, the Refresh Phase, Sneak, the Cloak, re-flips, peeks;
- ``heuristics_events``: the event letters, blind to the card's back (§5.3);
- ``heuristics_windows``: the free-action windows (items, unique skills, re-equipping, gifts,
  trades, split costs);
- ``heuristics_combat``: Recuperation, Aid, targets, card order, riders, overkill, drops;
- ``heuristics_gear``: placing treasures, overflow, Disenchant, the Gob-Li, rewards;
- ``heuristics_base``: what they share;
- Exploration mode only (competitive, each agent for its own Data Points, §5.3):
  ``heuristics_compete`` (trophies, rewards, timelines, the end's Disenchant, trades and shares)
  and ``heuristics_play`` (Refresh, the Leader's walk, targets, overflow, the Gob-Li), which
  replace the team's handlers there (``EXPLORE_HANDLERS``); other seats' hidden cards are
  dropped from the view first (``known_view``).

``choose(view, seat, rng)`` reads only ``view(state, seat)``: tracks, the board, treasures in the
open, the enemy row, the story deck's top, the front of an event card and the seat's own hand. It
never reads deck orders, other hands, other seats' committed Decision cards (the view hides them)
or the back of an event card before the reveal (the content would tell it; ``heuristics_events``
does not ask). Every decision is a rule over that information, priced in Health points
(``evaluation``).
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from . import evaluation as ev
from . import evaluation_explore as ex
from . import heuristics_combat, heuristics_compete, heuristics_events, heuristics_gear, heuristics_move, \
    heuristics_play, heuristics_windows
from .actions import GIVE_ANSWER, SNEAK_PEEK, TOKEN_DRAW, TONIC_MISS, Action
from .engine import legal_actions
from .heuristics_base import OFF, ORACLE, STRICT, Pick, _default, _yes
from .heuristics_combat import _sub_skill
from .heuristics_move import move_goal
from .lookup import is_treasure
from .state import State

HANDLERS: dict[str, Callable[..., Pick]] = {
    **heuristics_move.HANDLERS,
    **heuristics_events.HANDLERS,
    **heuristics_windows.HANDLERS,
    **heuristics_combat.HANDLERS,
    **heuristics_gear.HANDLERS,
    "give_answer": _yes(GIVE_ANSWER, "a teammate's treasure is welcome"),
    "tonic_miss": _yes(TONIC_MISS, "a MISS only clogs the hand"),
    "sneak_peek": _yes(SNEAK_PEEK, "looking costs nothing"),
    "token_draw": _yes(TOKEN_DRAW, "a free treasure"),
}
SUB_SKILL_KINDS = ("KEEP_CARD", "DISCARD", "MODE", "PAY_EXTRA")
# Exploration mode (competitive, §5.3): these replace the team's handlers there, and only there.
EXPLORE_HANDLERS: dict[str, Callable[..., Pick]] = {**heuristics_play.HANDLERS, **heuristics_compete.HANDLERS}


def known_view(state: State, seat: int) -> State:
    """``state`` without the cards ``seat`` cannot identify (E40: another agent's face-down
    backpack and trophies show as counts), so that no rule prices a hidden card."""
    agents = state.agents
    if all(all(is_treasure(t) for t in a.backpack) and all(ex.is_enemy(t) for t in a.trophies) for a in agents):
        return state
    kept = tuple(a if i == seat else a.but(backpack=tuple(t for t in a.backpack if is_treasure(t)),
                                            trophies=tuple(t for t in a.trophies if ex.is_enemy(t)))
                 for i, a in enumerate(agents))
    return state.but(agents=kept)


def decide(state: State, seat: int, legal: Sequence[Action], fast: bool = False) -> Pick:
    """The team policy's choice among ``legal`` and why (``state`` is a view or a full state; only
    what ``seat`` may see is read)."""
    if len(legal) == 1:
        return legal[0], "the only option"
    top = state.stack[-1] if state.stack else None
    handler = HANDLERS.get(top.kind) if top is not None else None
    if state.mode == "exploration":
        state = known_view(state, seat)
        if top is not None:
            handler = EXPLORE_HANDLERS.get(top.kind, handler)
    pick: Pick | None = None
    try:
        if handler is not None:
            pick = handler(state, seat, legal, top, fast)
        elif any(a.kind in SUB_SKILL_KINDS for a in legal):
            pick = _sub_skill(state, seat, legal, top, fast)
    except Exception:  # the engine is still growing: a rule that trips falls back to a safe choice
        if STRICT:
            raise
        pick = None
    if pick is None or pick[0] not in legal:
        pick = _default(legal)
    return pick


def choose(view_state: State, seat: int, rng: random.Random) -> Action:
    """The greedy team player's decision from the seat's view."""
    return decide(view_state, seat, legal_actions(view_state))[0]


def reason(view_state: State, seat: int, action: Action) -> str:
    """One line on why the team policy recommends ``action`` (empty when it would not)."""
    pick, why = decide(view_state, seat, legal_actions(view_state))
    return why if pick == action else ""


# --- playouts ---------------------------------------------------------------------------------------------


def rollout(state: State, actions: Sequence[Action], rng: random.Random) -> Action:
    """The cheap playout policy: the team policy in its fast form (one-move gear lookahead, no
    gifts), with a little noise so playouts differ."""
    from .engine import to_act
    if rng.random() < 0.05:
        return actions[int(rng.random() * len(actions))]
    seat = to_act(state)
    try:
        return decide(state, seat if seat is not None else 0, actions, fast=True)[0]
    except Exception:  # a playout must never stop the search
        return actions[int(rng.random() * len(actions))]


# A game is 300-900 decisions, most of them small (windows, card plays). Playouts stop after about
# one combat round or one Round's worth of decisions and ``evaluate`` judges the rest.
PLAYOUT_LIMIT = 40


def evaluate(state: State) -> tuple[float, ...]:
    """The team's chance of winning (``evaluation.chance``) as each seat's payoff (1/n of it, as a
    shared win pays); in Exploration each seat's own chance: the group survives and it has the
    most Data Points (``evaluation.seat_values``)."""
    if state.mode == "exploration":
        return ev.seat_values(state)
    n = state.n
    p = ev.chance(state)
    return (p / n,) * n


# --- where the search players search (``rules.ai.guidance``) ------------------------------------------

# The decisions that shape a game: fight or Recuperate, which enemy to attack (not the card plays
# of a turn whose target is chosen), which Refresh action. Everywhere else (hundreds of windows,
# card plays, placings, bids a game) the search player plays ``choose`` at once: a few iterations
# there would only blur the policy. Never the event letters: a search simulates them with the
# engine, which resolves the card's real back, so a searched letter would read the hidden outcomes
# (§5.3); the blind letter of ``heuristics_events`` stands.
KEY_DECISIONS = frozenset({"combat.recup", "combat.attack", "refresh_act"})
NEVER_SEARCHED = frozenset({"event_card"})
# Exploration's Refresh is a public-goods choice (Rest helps every agent, Recharge only the one):
# every seat's search would free-ride on the others' Rests and the group would die, so the
# competing seats keep the rest-in-turn convention of ``heuristics_play`` there.
EXPLORE_UNSEARCHED = frozenset({"refresh_act"})

# The root favours ``choose``'s move with a bonus that fades with visits, so a short search stays
# close to the greedy team and a long one may overrule it.
SEARCH_PRIOR = 3.0


def search_when(view_state: State, seat: int) -> bool:
    """Whether the search player searches this decision (``rules.ai.guidance.search_filter``)."""
    top = view_state.stack[-1] if view_state.stack else None
    if top is None or top.kind in NEVER_SEARCHED or top.kind not in KEY_DECISIONS:
        return False
    if view_state.mode == "exploration" and top.kind in EXPLORE_UNSEARCHED:
        return False
    if top.kind == "combat.attack":
        turn = view_state.combat.turn if view_state.combat is not None else None
        return turn is None or turn.target < 0
    return True


def playout_stop(state: State) -> bool:
    """Where a search's simulation stops and ``evaluate`` stands in: at an event card's letters.
    Past them the engine would resolve the card's real back, which no seat may know before the
    reveal (§5.3) and a determinization cannot resample (the back belongs to the card shown)."""
    return any(step.kind in NEVER_SEARCHED for step in state.stack)


__all__ = ["HANDLERS", "KEY_DECISIONS", "OFF", "ORACLE", "PLAYOUT_LIMIT", "SEARCH_PRIOR", "choose", "decide",
           "evaluate", "move_goal", "playout_stop", "reason", "rollout", "search_when"]

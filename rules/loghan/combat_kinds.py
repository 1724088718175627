"""Author D's action kinds (spec §5.1, E23, E29) and the small helpers every combat module shares.

Actions are C's ``Action(kind, arg)``; card arguments are combat-card type ids ("HIT", "AID"),
enemy arguments row indices (an int), agent arguments seats. ``None`` as an argument means "none"
(no partner, no discard, keep the damage on the target).
"""

from __future__ import annotations

from typing import Callable, Iterable

from ..core.errors import IllegalAction
from . import steps
from .actions import Action
from .combat_state import CombatState
from .state import State
from .steps import Step

# Combat Step 2 (E23), Step 3, Step 4, Step 6
FIGHT, RECUPERATE, RECUP_DISCARD, DONE = "FIGHT", "RECUPERATE", "RECUP_DISCARD", "DONE"
PLAY_P1, PASS, AID_PARTNER, AID_DISCARD = "PLAY_P1", "PASS", "AID_PARTNER", "AID_DISCARD"
TARGET, PLAY, END_TURN = "TARGET", "PLAY", "END_TURN"
CLEVER_PAY, RIDER, MELEE_DISCARD, REDIRECT, PARRY_PAY = "CLEVER_PAY", "RIDER", "MELEE_DISCARD", "REDIRECT", "PARRY_PAY"
OVERKILL, LEAVE_IT, DROP_CHOICE = "OVERKILL", "LEAVE", "DROP_CHOICE"
# Rewards (§2.9, §2.10)
ACCEPT, REFUSE, OFFER, STAND, AWARD = "ACCEPT", "REFUSE", "OFFER", "STAND", "AWARD"
DISTRIBUTE, TAKE_TROPHY, DISCARD_TREASURE = "DISTRIBUTE", "TAKE_TROPHY", "DISCARD_TREASURE"

# Combat cards (C3)
HIT, CRIT, CLEVER, PARRY, AID, COUNTER, HARD, MISS = "HIT", "CRIT", "CLEVER", "PARRY", "AID", "COUNTER", "HARD", "MISS"
CARD_NAMES = {HIT: "Hit", CRIT: "Critical Hit", CLEVER: "Clever Attack", PARRY: "Parry", AID: "Aid",
              COUNTER: "Counter", HARD: "Hard Counter", MISS: "MISS"}
PRIORITY_3 = (COUNTER, HARD)


def combat(state: State) -> CombatState:
    """The combat in progress; an engine error (not an illegal action) if there is none."""
    if state.combat is None:
        raise RuntimeError("no combat in progress")
    return state.combat


def set_combat(state: State, **changes: object) -> State:
    return state.but(combat=combat(state).but(**changes))


def kinds_of(cards: Iterable[str], *, exclude: tuple[str, ...] = ()) -> list[str]:
    """The distinct card types among ``cards`` in C3 order (identical copies are one choice)."""
    present = set(cards)
    return [c for c in CARD_NAMES if c in present and c not in exclude]


def act(kind: str, arg: object, note: str) -> Action:
    return Action(kind, arg, note)  # type: ignore[arg-type]


def card_choices(kind: str, cards: Iterable[str], verb: str, *, none: str | None = None,
                 exclude: tuple[str, ...] = (MISS,)) -> list[Action]:
    """One action per distinct card type (MISS excluded unless told), plus a "none" option."""
    out = [act(kind, c, f"{verb} {CARD_NAMES[c]}") for c in kinds_of(cards, exclude=exclude)]
    if none is not None:
        out.append(act(kind, None, none))
    return out


def check(action: Action | None, legal: list[Action], what: str) -> Action:
    """``action`` if it is among ``legal``; otherwise ``IllegalAction`` saying what was expected."""
    if action is None or action not in legal:
        options = ", ".join(a.label for a in legal) or "nothing"
        raise IllegalAction(f"{action!r} is not legal {what}; the options are: {options}")
    return action


def remove_one(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def set_at(items: tuple, i: int, value: object) -> tuple:
    return items[:i] + (value,) + items[i + 1:]


def foe_name(state: State, index: int) -> str:
    """The enemy at ``index`` of the combat row by name, with its place in the row when another
    enemy there has the same name ("Skeleton (2nd in the row)"): labels must tell options apart."""
    from .actions import enemy_words

    return enemy_words([f.card for f in combat(state).row], index)


def register(kind: str, decider: Callable, legal: Callable, run: Callable) -> None:
    """Register a step kind so that a decision with exactly one legal option is never asked: it is
    carried out by ``apply`` (E1, E25), whatever the engine does about forced decisions."""

    def forced_decider(state: State, step: Step) -> int | None:
        seat = decider(state, step)
        if seat is not None and len(legal(state, step)) == 1:
            return None
        return seat

    def forced_run(state: State, step: Step, action: Action | None) -> tuple[State, list]:
        if action is None and decider(state, step) is not None:
            options = legal(state, step)
            if len(options) == 1:
                action = options[0]
        return run(state, step, action)

    steps.register(kind, forced_decider, legal, forced_run)

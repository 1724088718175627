"""What every part of the Loghan team policy shares: the action kinds the combat and reward
steps use, the switches that turn parts off for measurements, and small readings of a view (an
agent's usable hands, the first legal action of a kind, a safe default, what a treasure is worth to
an agent). Kept apart so the decision modules (``heuristics_*``) need not import each other.
"""

from __future__ import annotations

import os
from typing import Any, Callable, Sequence

from . import evaluation as ev
from .actions import DONE, LEAVE, PASS, PASS_WINDOW, STOP, Action
from .lookup import base, enemy, name, treasure
from .state import State

Pick = tuple[Action, str]

# combat action kinds (author D's strings)
FIGHT, RECUPERATE, RECUP_DISCARD = "FIGHT", "RECUPERATE", "RECUP_DISCARD"
PLAY_P1, AID_PARTNER, AID_DISCARD = "PLAY_P1", "AID_PARTNER", "AID_DISCARD"
TARGET, PLAY, END_TURN = "TARGET", "PLAY", "END_TURN"
CLEVER_PAY, RIDER, MELEE_DISCARD, REDIRECT, PARRY_PAY = "CLEVER_PAY", "RIDER", "MELEE_DISCARD", "REDIRECT", "PARRY_PAY"
OVERKILL, DROP_CHOICE = "OVERKILL", "DROP_CHOICE"
ACCEPT, REFUSE, OFFER, STAND, AWARD, DISTRIBUTE, TAKE_TROPHY = (
    "ACCEPT", "REFUSE", "OFFER", "STAND", "AWARD", "DISTRIBUTE", "TAKE_TROPHY")
COMBAT_SKILL = "COMBAT_SKILL"

STRICT = bool(os.environ.get("LOGHAN_AI_STRICT"))  # tests: let a rule that trips raise
# Parts of the policy that can be switched off to measure what they are worth (``winrates
# --without``): "skills" (unique and combat skills), "recuperate", "harvest" (quiet-Round
# Searches), "rest" (resting detours), "items" (no treasure used), "gear" (no re-equipping or
# gifts).
OFF: set[str] = set()
# Measurement-only variants that read what §5.3 forbids an AI seat to read, off by default and
# never used in play: "backs" (the event plan prices the back of the card being resolved,
# ``heuristics_oracle.event_plan``), to measure what that knowledge would be worth.
ORACLE: set[str] = set()


# --- small readings -------------------------------------------------------------------------------


def _me(v: State, seat: int):
    return v.agents[seat]


def _usable_hands(agent) -> tuple[str, ...]:
    return tuple(t for t in agent.equipped if not agent.is_dropped(t))


def _usable(agent) -> frozenset[str]:
    return frozenset(t for t in agent.treasures if not agent.is_dropped(t))


def _team_energy(v: State) -> int:
    return sum(a.energy for a in v.agents)


def _first(legal: Sequence[Action], kind: str, arg: Any = ...) -> Action | None:
    for a in legal:
        if a.kind == kind and (arg is ... or a.arg == arg):
            return a
    return None


def _default(legal: Sequence[Action]) -> Pick:
    for kind in (PASS_WINDOW, DONE, PASS, END_TURN, STOP, FIGHT, LEAVE):
        a = _first(legal, kind)
        if a is not None:
            return a, "nothing here clearly helps the team"
    for a in legal:  # yes/no questions: the cautious "no"
        if a.arg is False:
            return a, "nothing here clearly helps the team"
    return legal[0], "the only sensible option"


def _weak_of_row(v: State) -> frozenset[str]:
    """The weakness worth matching: that of the undefeated enemy with the most Health left."""
    c = v.combat
    if c is None or not c.undefeated():
        return frozenset()
    best = max(c.undefeated(), key=lambda i: (c.row[i].health - c.row[i].total, -i))
    return frozenset({enemy(c.row[best].card).weakness})


def _hands_score(agent, preset: str, weak: frozenset[str], bonus: int = 0) -> float:
    return ev.hands_value(_usable_hands(agent), preset, weak, bonus)


def _value_to(v: State, seat: int, card: str) -> float:
    return ev.treasure_value(_me(v, seat).treasures, card, v.preset)


def _keep_value(v: State, seat: int, card: str, use_only: bool = False) -> float:
    """What ``card`` (held by ``seat``) is worth to it: the gear lost without it, plus its use
    (or its Energy, unless ``use_only``)."""
    cards = list(_me(v, seat).treasures)
    if card in cards:
        cards.remove(card)
    if use_only:
        return ev.use_value(cards, card, v.preset)
    return ev.treasure_value(cards, card, v.preset)


def _expected_attack(v: State, seat: int, index: int, cp: int) -> float:
    """Tokens ``seat``'s hand places on enemy ``index`` this turn (min(CP, Hits + paid Clever
    Attacks) + Critical Hits + weakness), as E12 counts them."""
    agent = _me(v, seat)
    hand = agent.hand
    pay = agent.energy >= 1 or any(base(t) == "TG3" for t in _usable_hands(agent))
    free = v.combat.feint[seat] if v.combat is not None and seat < len(v.combat.feint) else 0
    hits = hand.count("HIT")
    attacks = hits + (hand.count("CLEVER") if pay else 0)
    tokens = min(cp + min(free, hits), attacks) + hand.count("CRIT")
    if tokens and _weak_to(v, seat, index):
        tokens += 1
    return float(tokens)


def _weak_to(v: State, seat: int, index: int) -> bool:
    foe = v.combat.row[index]
    types = ev._types_of(w for w in _usable_hands(_me(v, seat)) if treasure(w).weapon)
    return foe.card in v.marked or enemy(foe.card).weakness in types


def _cp(v: State, seat: int) -> int:
    agent = _me(v, seat)
    return max(1, sum(treasure(t).cp for t in _usable_hands(agent))) + agent.cp_bonus


def _threat(card: str) -> float:
    return ev.THREAT.get(base(card), 2.0)



def _yes(kind: str, why: str) -> Callable:
    def pick(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
        a = _first(legal, kind, True)
        return (a, why) if a is not None else _default(legal)
    return pick



def _who(v: State, seat: int) -> str:
    """The agent's name, as hints name agents (not seats)."""
    return name(v.agents[seat].id)

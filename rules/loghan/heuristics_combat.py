"""Combat decisions (§2.8): Recuperate when the hand's Counters cost more than its attacks place
(E23: shed Hard Counters, Counters, Misses first); Aid always (it discards Counters), on the
teammate holding most cards; targets by threat removed per token, preferring kills; cards in the
order Shock Clever Attack (draws), Critical Hit (free), Melee Clever Attack that discards a
Counter, Hit, Clever Attack, Parry only when the own deck's known make-up favours a draw; stop
once the target falls; riders, redirects and overkill onto whatever dies soonest. The seat reads
its own hand and deck make-up only; of the others, only hand sizes (as its view shows them).
"""

from __future__ import annotations

from typing import Any, Sequence

from . import evaluation as ev
from .actions import DONE, Action
from .heuristics_base import (
    AID_DISCARD, CLEVER_PAY, END_TURN, FIGHT, MELEE_DISCARD, OFF, PARRY_PAY, PLAY, PLAY_P1, RECUP_DISCARD, RECUPERATE,
    REDIRECT, TARGET, Pick, _cp, _default, _expected_attack, _first, _me, _threat, _usable_hands, _who,
)
from .lookup import base, name, treasure
from .state import State

# --- combat --------------------------------------------------------------------------------------------


def _counter_loss(v: State, seat: int, hand: Sequence[str]) -> float:
    """Health the hand's Priority 3 cards cost in Step 5 (after Block and Bulwark)."""
    hards, counters = list(hand).count("HARD"), list(hand).count("COUNTER")
    block = sum(treasure(t).block for t in _usable_hands(_me(v, seat)))
    hb = min(block, hards)
    cb = 0 if v.bulwark else min(block - hb, counters)
    loss = 2 * (hards - hb) + (0 if v.bulwark else counters - cb)
    return float(loss)


def _recup(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    me = _me(v, seat)
    hand = me.hand
    loss = _counter_loss(v, seat, hand)
    if loss and "AID" in hand:
        loss -= 2 if "HARD" in hand else 1
    cp = _cp(v, seat)
    pay = me.energy >= 1
    attacks = hand.count("HIT") + (hand.count("CLEVER") if pay else 0)
    tokens = min(cp, attacks) + hand.count("CRIT")
    if tokens and any(hand.count(x) for x in ("COUNTER", "HARD")) and pay and "CLEVER" in hand:
        loss -= 0.5  # a Melee Clever Attack can discard one
    fight_value = 0.7 * tokens + (0.4 if tokens else 0.0)
    misses = hand.count("MISS")
    recup_value = loss + 0.35 * misses
    rec = _first(legal, RECUPERATE) if "recuperate" not in OFF else None
    if rec is not None and recup_value > fight_value + 0.2:
        return rec, (f"the hand's Counters would cost {loss:.0f} Health and it places only {tokens} tokens: "
                     "Recuperate and discard them")
    return _first(legal, FIGHT) or legal[0], f"the hand places about {tokens} tokens"


RECUP_SHED = ("HARD", "COUNTER", "MISS", "PARRY")


def _recup_discard(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    for card in RECUP_SHED:
        a = _first(legal, RECUP_DISCARD, card)
        if a is not None:
            return a, f"discard the {card.title()}: the next draws will be better"
    if not (_me(v, seat).energy >= 1):
        a = _first(legal, RECUP_DISCARD, "CLEVER")
        if a is not None:
            return a, "a Clever Attack nobody can pay for is dead weight"
    return _first(legal, DONE) or legal[-1], "keep the attacks for the next combat round"


def _p1(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    a = _first(legal, PLAY_P1)
    if a is not None:
        return a, "Aid costs nothing and lets two agents discard Counters"
    return _default(legal)


def _aid_partner(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    options = [a for a in legal if a.arg is not None]
    if not options:
        return legal[-1], "nobody to aid"
    a = max(options, key=lambda x: (len(v.agents[x.arg].hand), -x.arg))  # type: ignore[index,operator]
    return a, f"{_who(v, a.arg)} holds the most cards, so most likely a Counter"  # type: ignore[operator]


def _aid_discard(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    for card in ("HARD", "COUNTER", "PARRY"):
        a = _first(legal, AID_DISCARD, card)
        if a is not None:
            return a, f"discard the {card.title()}"
    return _first(legal, AID_DISCARD, None) or legal[-1], "every card left is worth keeping"


def _target_score(v: State, seat: int, i: int, cp: int) -> float:
    foe = v.combat.row[i]
    rem = max(1, foe.health - foe.total)
    mine = _expected_attack(v, seat, i, cp)
    threat = _threat(foe.card)
    if foe.stun:
        threat *= 0.5
    score = threat / rem * min(mine, rem)
    if mine >= rem:
        score += 1.5 * threat - 0.05 * (mine - rem)
    return score


def _attack(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    c = v.combat
    turn = c.turn
    me = _me(v, seat)
    if turn is None:
        return _default(legal)
    if turn.target < 0:
        targets = [a for a in legal if a.kind == TARGET]
        if not c.undefeated():
            end = _first(legal, END_TURN)
            if end is not None:
                return end, "every enemy is down: keep the cards for the next combat"
        if not targets:
            return _default(legal)
        a = max(targets, key=lambda x: (_target_score(v, seat, x.arg, turn.cp), -x.arg))  # type: ignore[arg-type]
        foe = c.row[a.arg]  # type: ignore[index]
        return a, f"{name(foe.card)}: the most threat removed per token (it has {foe.health - foe.total} Health left)"
    foe = c.row[turn.target]
    plays = {a.arg: a for a in legal if a.kind == PLAY}
    end = _first(legal, END_TURN)
    if foe.defeated and end is not None:
        return end, "the target is down: keep the rest of the hand"
    types = ev._types_of(w for w in _usable_hands(me) if treasure(w).weapon)
    pay = me.energy >= 1 or any(base(t) == "TG3" for t in _usable_hands(me))
    counters = me.hand.count("COUNTER") + me.hand.count("HARD")
    if "CLEVER" in plays and pay and "Shock" in types and me.deck:
        return plays["CLEVER"], "a Shock Clever Attack draws a card: play it first"
    if "CRIT" in plays:
        return plays["CRIT"], "a Critical Hit costs no Combat Power"
    if "CLEVER" in plays and pay and counters and "Melee" in types:
        return plays["CLEVER"], "a Melee Clever Attack also discards a Counter"
    if "HIT" in plays:
        return plays["HIT"], "a Hit: 1 token"
    if "CLEVER" in plays and pay:
        return plays["CLEVER"], "a Clever Attack: 1 token"
    if "PARRY" in plays and _parry_worth(v, seat, turn.cp):
        return plays["PARRY"], "spare Combat Power: Parry and pay 1 Clarity to draw"
    if end is not None:
        return end, "nothing left worth playing"
    return _default(legal)


def _deck_odds(v: State, seat: int) -> dict[str, float]:
    deck = _me(v, seat).deck
    if not deck:
        return {}
    return {k: deck.count(k) / len(deck) for k in set(deck)}


def _parry_worth(v: State, seat: int, cp: int) -> bool:
    if v.clarity < 5 or cp < 2:
        return False
    odds = _deck_odds(v, seat)
    if not odds:
        return False
    gain = odds.get("CRIT", 0) + (odds.get("HIT", 0) + odds.get("CLEVER", 0)) * 0.9
    bad = odds.get("COUNTER", 0) * 1.0 + odds.get("HARD", 0) * 2.0
    return gain - bad - ev.CLARITY_UNIT > 0.0


def _parry_pay(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    turn = v.combat.turn if v.combat is not None else None
    cp = turn.cp if turn is not None else 0
    yes = _first(legal, PARRY_PAY, True)
    if yes is not None and _parry_worth(v, seat, cp + 1):
        return yes, "the deck is rich in attacks: draw one"
    return _first(legal, PARRY_PAY, False) or legal[-1], "a draw is not worth 1 Clarity now"


def _clever_pay(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    return _first(legal, CLEVER_PAY, True) or legal[0], "1 Energy for 1 token and a rider"


def _rider(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    me = _me(v, seat)
    options = {a.arg: a for a in legal}
    if "Melee" in options and ("COUNTER" in me.hand or "HARD" in me.hand):
        return options["Melee"], "the Melee rider discards a Counter"
    c = v.combat
    if "Ranged" in options and c is not None and c.turn is not None:
        if any(i != c.turn.target and c.row[i].health - c.row[i].total == 1 for i in c.undefeated()):
            return options["Ranged"], "the Ranged rider can finish another enemy"
    if "Shock" in options and me.deck:
        return options["Shock"], "the Shock rider draws a card"
    return legal[0], "any rider"


def _redirect(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    c = v.combat
    target = c.turn.target
    foe = c.row[target]
    keep = _first(legal, REDIRECT, None)
    for a in legal:
        if a.arg is None:
            continue
        other = c.row[a.arg]  # type: ignore[index]
        if other.health - other.total == 1 and (foe.health - foe.total > 1 or foe.defeated):
            return a, f"the token finishes {name(other.card)}"
    if foe.defeated:
        alive = [a for a in legal if a.arg is not None]
        if alive:
            a = max(alive, key=lambda x: _threat(c.row[x.arg].card))  # type: ignore[index]
            return a, "the target is down: put the token on another enemy"
    return keep or legal[-1], "keep the token on the target"


def _melee_discard(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    for card in ("HARD", "COUNTER"):
        a = _first(legal, MELEE_DISCARD, card)
        if a is not None:
            return a, f"discard the {card.title()} before it costs Health"
    return _first(legal, MELEE_DISCARD, None) or legal[-1], "every card left is worth keeping"


def _overkill(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    carries = [a for a in legal if a.arg != "LEAVE"]
    if carries:
        c = v.combat
        def worth(x: Action) -> tuple[float, int]:
            foe = c.row[x.arg]  # type: ignore[index]
            return _threat(foe.card) / max(1, foe.health - foe.total), -int(x.arg)  # type: ignore[arg-type]

        a = max(carries, key=worth)
        return a, f"carry the excess onto {name(c.row[a.arg].card)}"  # type: ignore[index]
    return legal[0], "leave the tokens"


def _drop(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    me = _me(v, seat)

    def after(card: str) -> float:
        hands = [t for t in _usable_hands(me) if t != card]
        return ev.hands_value(hands, v.preset)

    a = max(legal, key=lambda x: (after(x.arg), str(x.arg)))  # type: ignore[arg-type]
    return a, f"{name(a.arg)} is the least missed"


def _sub_skill(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    """Sub-decisions of combat skills (KEEP_CARD, DISCARD, MODE, PAY_EXTRA) when they exist."""
    order = ("CRIT", "HIT", "CLEVER", "AID", "PARRY", "MISS", "COUNTER", "HARD")
    kinds = {a.kind for a in legal}
    if "KEEP_CARD" in kinds:
        a = min((a for a in legal if a.kind == "KEEP_CARD"),
                key=lambda x: order.index(x.arg) if x.arg in order else 99)
        return a, "keep the better card"
    if "DISCARD" in kinds:
        for card in ("HARD", "COUNTER"):
            a = _first(legal, "DISCARD", card)
            if a is not None:
                return a, f"discard the {card.title()}"
        return _first(legal, "DISCARD", None) or legal[-1], "keep the hand"
    if "MODE" in kinds:
        a = _first(legal, "MODE", "hit_from_discard")
        return (a, "take a Hit back from the discard pile") if a is not None else (legal[0], "draw")
    if "PAY_EXTRA" in kinds:
        a = _first(legal, "PAY_EXTRA", _me(v, seat).energy >= 3)
        return (a or legal[0]), "one more card for 1 Energy"
    return _default(legal)


HANDLERS = {
    "combat.recup": _recup,
    "combat.recup_discard": _recup_discard,
    "combat.p1": _p1,
    "combat.aid_partner": _aid_partner,
    "combat.aid_discard": _aid_discard,
    "combat.attack": _attack,
    "combat.overkill": _overkill,
    "combat.clever_pay": _clever_pay,
    "combat.rider": _rider,
    "combat.redirect": _redirect,
    "combat.melee_discard": _melee_discard,
    "combat.parry_pay": _parry_pay,
    "combat.drop": _drop,
}

"""The free-action windows (§2.4: W1-W9) and what they lead to: potions and tonics when Health
or Clarity is in danger, Smoke Flask / Chrono Splinter / War-Horn / Energy Cell / Phase Cloak
when they pay, re-equipping before a combat round, the unique skills (Patch Protocol below 13
Health, Ghost Walk against a risky alert flip, Overclock and Mark Target for the whole combat,
Bulwark when Counters are likely), gifts of a treasure a teammate wields better, trades, and
each agent's share of a split cost (E21). Everything else passes: a window is offered hundreds
of times a game.
"""

from __future__ import annotations

from typing import Any, Sequence

from . import evaluation as ev
from .actions import CONTRIBUTE, MOVE, PASS_WINDOW, TRADE_ANSWER, TRADE_GIVE, TRADE_OPEN, TRADE_REMOVE, TRADE_SEND, \
    USE_ITEM, USE_SKILL, Action
from .gear import has_room, moved
from .heuristics_base import (
    COMBAT_SKILL, OFF, Pick, _cp, _default, _first, _hands_score, _keep_value, _me, _team_energy, _threat, _usable,
    _usable_hands, _value_to, _weak_of_row, _weak_to, _who,
)
from .lookup import base, item_gains, name, node_colour, skills, treasure
from .state import MAX_CLARITY, MAX_HEALTH, State

# --- windows -----------------------------------------------------------------------------------------


def _window(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    win = step.get("name")
    me = _me(v, seat)
    uses = [a for a in legal if a.kind == USE_ITEM] if "items" not in OFF else []
    # potions and tonics when the team needs them
    pick = _heal_pick(v, seat, uses, win)
    if pick is not None:
        return pick
    for a in uses:
        card = a.arg[0]  # type: ignore[index]
        b = base(card)
        if b == "TG9" and me.energy <= 3:
            return a, "the Energy Cell refills an agent that is nearly out of Energy"
        if v.combat is not None and win == "W3":
            threat = ev.row_threat(v)
            if b == "TB8" and (threat >= 4.0 or _boss_in_row(v)):
                return a, f"the Smoke Flask stuns every enemy: it saves about {threat:.0f} Health this round"
            if b == "TV1" and a.arg[1] is not None:  # type: ignore[index]
                foe = v.combat.row[a.arg[1]]  # type: ignore[index]
                best = max((i for i in v.combat.undefeated() if not v.combat.row[i].stun),
                           key=lambda i: _threat(v.combat.row[i].card), default=None)
                if best == a.arg[1] and _threat(foe.card) >= 2.5 and not foe.stun:  # type: ignore[index]
                    return a, f"the Chrono Splinter stuns {name(foe.card)}, the most dangerous enemy"
        if v.combat is not None and win == "W4" and b == "TR7" and (ev.row_threat(v) >= 3.0 or _boss_in_row(v)):
            return a, "the War-Horn gives every fighting agent one more card in a hard fight"
        if win == "W2" and b == "TR6" and _cancel_flip_worth(v, 1.6):
            return a, "the Phase Cloak cancels the Enemy Alert flip, which the group should not risk now"
    # weapons and shields in hand before a combat round (W3)
    if win == "W3" and v.combat is not None and "gear" not in OFF:
        mv = _best_move(v, seat, legal, fast)
        if mv is not None:
            return mv, "these hands place more tokens against this row"
    skill = _skill_pick(v, seat, legal, win) if "skills" not in OFF else None
    if skill is not None:
        return skill
    cs = _first(legal, COMBAT_SKILL)
    if cs is not None and win == "W4" and _combat_skill_worth(v, seat) and "skills" not in OFF:
        return cs, "Clarity is high and the hand is short of attacks: draw one more card"
    if win in ("W1", "W8", "W9") and not fast and "gear" not in OFF:
        gift = _gift_pick(v, seat, legal)
        if gift is not None:
            return gift
    a = _first(legal, PASS_WINDOW)
    return (a, "nothing here clearly helps the team") if a is not None else _default(legal)


BOSSES = ("EX1", "EX2")  # Vantz (Story and Exploration), the Wyrm (Exploration only)


def _boss_in_row(v: State) -> bool:
    return v.combat is not None and any(base(f.card) in BOSSES and not f.defeated for f in v.combat.row)


def _heal_pick(v: State, seat: int, uses: Sequence[Action], win: str) -> Pick | None:
    if not uses:
        return None
    danger = ev.row_threat(v) if v.combat is not None else 0.0
    low = v.health <= 4 or (win in ("W5", "W6", "W7", "W3", "W4") and v.health <= danger + 2)
    heals = [(a, item_gains(a.arg[0])[:2]) for a in uses if any(item_gains(a.arg[0])[:2])]  # type: ignore[index]
    if not heals:
        return None
    if low:
        hp = [x for x in heals if x[1][0] > 0]
        if hp:
            a, (h, c) = min(hp, key=lambda x: (x[1][0], x[1][1]))  # the smallest that heals
            return a, f"Health {v.health} is in danger: the potion gives {h} back"
    room_h, room_c = MAX_HEALTH - v.health, MAX_CLARITY - v.clarity
    for a, (h, c) in sorted(heals, key=lambda x: x[1]):
        if h and win in ("W1", "W8", "W9") and v.health <= 8 and room_h >= h:
            return a, f"Health {v.health} is low and the potion's {h} Health fits"
        if c and not h and v.clarity <= 3 and room_c >= c:
            return a, f"Clarity {v.clarity} is low: the tonic gives {c} back"
    return None


def _cancel_flip_worth(v: State, price: float) -> bool:
    colour = node_colour(v.board, v.node) or "G"
    return ev.flip_cost(v, colour) > price or (v.health <= 7 and colour != "G") or v.health <= 4


def _best_move(v: State, seat: int, legal: Sequence[Action], fast: bool) -> Action | None:
    """A MOVE towards the best hands against the row: the one that raises the hands' worth most,
    or else brings a wanted treasure into a hand / clears an unwanted one out (a step of a swap)."""
    me = _me(v, seat)
    weak = _weak_of_row(v)
    usable = _usable(me)
    want, want_v = ev.best_hands(me.treasures, v.preset, weak, usable)
    now = _hands_score(me, v.preset, weak)
    if want_v <= now + 0.05:
        return None
    wanted = set(want)
    best, best_key = None, (now + 0.05, 0)
    for a in legal:
        if a.kind != MOVE:
            continue
        try:
            one = moved(me, *a.arg)  # type: ignore[misc]
        except ValueError:
            continue
        hands = set(_usable_hands(one))
        progress = len(hands & wanted) - len(hands - wanted)
        before = set(_usable_hands(me))
        if progress <= len(before & wanted) - len(before - wanted):
            continue
        key = (_hands_score(one, v.preset, weak), progress)
        if key > best_key:
            best, best_key = a, key
        elif best is None or progress > best_key[1]:
            best, best_key = a, (max(best_key[0], key[0]), progress)
    return best


def _skill_pick(v: State, seat: int, legal: Sequence[Action], win: str) -> Pick | None:
    uses = [a for a in legal if a.kind == USE_SKILL]
    if not uses:
        return None
    me = _me(v, seat)
    skill = skills()[me.id]
    spare = _team_energy(v) - skill.cost
    if spare < 1:
        return None
    c = v.combat
    if me.id == "Pill":
        if v.health <= 13 or (v.health <= 14 and spare >= 10):
            return uses[0], f"Patch Protocol: +2 Health (Health {v.health}) for {skill.cost} Energy"
        return None
    if me.id == "Sable":
        if win == "W2" and _cancel_flip_worth(v, 1.4):
            return uses[0], "Ghost Walk cancels the Enemy Alert flip the group should not risk"
        return None
    if c is None:
        return None
    left = sum(max(0, f.health - f.total) for f in c.row if not f.defeated)
    if me.id == "Ilse" and win in ("W3", "W4") and left >= 5:
        best, gain = None, 0.0
        for a in uses:
            t = a.arg
            if not isinstance(t, int) or t in c.out:
                continue
            cp = _cp(v, t)
            g = ev.dmg(cp + 2, v.preset) - ev.dmg(cp, v.preset)
            if t == seat:  # this agent sees its own hand
                hand = me.hand
                g = min(cp + 2, hand.count("HIT") + hand.count("CLEVER")) - min(cp, hand.count("HIT")
                                                                               + hand.count("CLEVER"))
                g = max(g, 0) + 0.3 * (ev.dmg(cp + 2, v.preset) - ev.dmg(cp, v.preset))
            if g > gain:
                best, gain = a, g
        if best is not None and gain >= 0.5:
            who = _who(v, int(best.arg))  # type: ignore[arg-type]
            return best, f"Overclock: +2 Combat Power for the whole combat to {who}"
        return None
    if me.id == "Kestrel" and win in ("W3", "W4") and left >= 4:
        best, score = None, 0.0
        for a in uses:
            i = next((k for k, f in enumerate(c.row) if f.card == a.arg), -1)
            if i < 0 or c.row[i].defeated or a.arg in v.marked:
                continue
            foe = c.row[i]
            rem = foe.health - foe.total
            unmatched = sum(1 for s in range(v.n) if s not in c.out and not _weak_to(v, s, i))
            sc = unmatched * min(rem, 6) / 3.0
            if sc > score:
                best, score = a, sc
        if best is not None and score >= 2.0:
            return best, f"Mark Target on {name(best.arg)}: every attacker gets the weakness bonus on it"
        return None
    if me.id == "Brannoc" and win == "W4":
        mine = me.hand.count("COUNTER")
        others = sum(0.5 for s in range(v.n) if s != seat and s not in c.out)
        expected = mine + others
        if expected >= 1.3 or (v.health <= 5 and expected >= 0.5):
            return uses[0], f"Bulwark: about {expected:.1f} Counter cards would cost Health this combat round"
    return None


def _combat_skill_worth(v: State, seat: int) -> bool:
    me = _me(v, seat)
    attacks = me.hand.count("HIT") + me.hand.count("CLEVER")
    return v.clarity >= 7 and attacks < _cp(v, seat) and len(me.deck) > 0


def _gift_pick(v: State, seat: int, legal: Sequence[Action]) -> Pick | None:
    opens = [a for a in legal if a.kind == TRADE_OPEN]
    if not opens:
        return None
    gift = _best_gift(v, seat)
    if gift is None:
        return None
    card, to, gain = gift
    a = _first(legal, TRADE_OPEN, to)
    if a is None:
        return None
    return a, f"{name(card)} is worth {gain:.1f} more in {_who(v, to)}'s hands"


def _best_gift(v: State, seat: int, to: int | None = None) -> tuple[str, int, float] | None:
    """(treasure, receiver, team gain) of the best gift from ``seat``, if it clearly helps."""
    me = _me(v, seat)
    best = None
    for card in me.treasures:
        loss = _keep_value(v, seat, card)
        for other in range(v.n):
            if other == seat or (to is not None and other != to):
                continue
            if not has_room(v.agents[other], card):
                continue
            gain = _value_to(v, other, card) - loss
            if gain >= 0.4 and (best is None or gain > best[2]):
                best = (card, other, gain)
    return best


def _trade_build(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    to = step.get("to")
    if not step.get("give") and not step.get("take"):
        gift = _best_gift(v, seat, to)
        if gift is not None:
            a = _first(legal, TRADE_GIVE, gift[0])
            if a is not None:
                return a, f"give {name(gift[0])}: {_who(v, to)} wields it better"
    send = _first(legal, TRADE_SEND)
    if send is not None and step.get("give"):
        return send, "send the gift"
    return _first(legal, TRADE_REMOVE) or legal[-1], "no useful gift after all"


def _trade_answer(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    yes = _first(legal, TRADE_ANSWER, True)
    if yes is None:
        return legal[0], "the trade cannot be carried out"
    offerer = step.get("offerer")
    give, take = list(step.get("give")), list(step.get("take"))
    mine = [t for t in _me(v, seat).treasures if t not in take] + give
    theirs = [t for t in _me(v, offerer).treasures if t not in give] + take
    before = ev.gear_value(_me(v, seat).treasures, v.preset) + ev.gear_value(_me(v, offerer).treasures, v.preset)
    after = ev.gear_value(mine, v.preset) + ev.gear_value(theirs, v.preset)
    if after >= before - 0.05:
        return yes, "the trade leaves the team at least as well equipped"
    no = _first(legal, TRADE_ANSWER, False) or legal[-1]
    return no, "the trade would leave the team worse equipped"


def _contribute(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    """Pay a share of a skill / Cloak / purchase: keep 1 Energy for a Clever Attack when the
    agents after this one can cover the rest."""
    left = step.get("cost") - sum(k for _, k in step.get("paid"))
    payers = step.get("payers")
    after = payers[step.get("idx") + 1:]
    others = sum(v.agents[s].energy for s in after)
    me = _me(v, seat).energy
    want = min(me, left)
    keep = 1 if me >= 2 else 0
    if others >= left - (me - keep):
        want = min(want, max(0, me - keep))
    want = max(want, left - others)  # never let the use fail for want of this share
    want = max(0, min(want, me, left))
    a = _first(legal, CONTRIBUTE, want) or max(legal, key=lambda x: x.arg if isinstance(x.arg, int) else -1)
    return a, f"pay {a.arg} of the {left} Energy still needed"


HANDLERS = {
    "window": _window,
    "trade_build": _trade_build,
    "trade_answer": _trade_answer,
    "split": _contribute,
}

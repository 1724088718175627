"""Exploration mode's competitive choices (§2.9-2.10, §2.19, §2.21, §5.3): each AI agent plays for
its own Data Points (DP = floor(Energy / 5) + trophies) while keeping the group alive, since Health
0 makes everyone lose. ``heuristics.decide`` uses these handlers in place of the team's only when
``state.mode == "exploration"``; Story play never reaches them.

- Trophies: the one that adds most DP (a second Woods Wolf adds 3), never none when one is there.
- Rewards: a card is worth its use to this agent plus its end-of-game Disenchant Energy; accept
  whatever is worth something (Reward Points buy nothing else, and a refused card goes to a
  rival), bid up to what the card is worth and no more; ties go by player order from the Leader
  (E41), so matching the highest offer wins when this agent comes first.
- Timelines: travel only when the fresh Search tokens pay this agent its share of 10 x N Energy
  and the game runs long enough to harvest them; pay only its share, and only what is missing.
- The end: disenchant every treasure that gives Energy (it never lowers the score), then DONE.
- Trades, gifts, skill and Cloak shares: only when they pay this agent or keep Health above 0.
The rest of the choices (combat, the Refresh, the Leader's walk) are in ``heuristics_play``.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Sequence

from . import evaluation as ev
from . import evaluation_explore as ex
from .actions import CONTRIBUTE, DISENCHANT, DONE, NO_TRAVEL, PASS_WINDOW, TIMELINE_PROPOSE, TRADE_ANSWER, \
    TRADE_OPEN, TRADE_REMOVE, USE_SKILL, Action
from .heuristics_base import ACCEPT, OFFER, REFUSE, STAND, TAKE_TROPHY, Pick, _default, _first, _me
from .heuristics_windows import _boss_in_row, _window
from .lookup import is_treasure, name, node_colour, rooms_of, skills, token_list
from .state import State

BOARDS = ("past", "anomaly", "future")
DP_PER_USE = 0.5      # DP per point of a treasure's use value (``evaluation.use_value``, Health units):
                      # better gear places more tokens (Energy, first trophy picks) and keeps the group alive
DP_PER_RP = 0.35      # what a Reward Point is worth in later rewards
TREASURE_DP = {"G": 0.55, "B": 0.75, "R": 1.0, "V": 0.6}  # an unseen treasure of a colour, to its drawer
DANGER = 6            # Health at which an agent pays for the group's sake
LAST_TRAVEL = 14      # no travel once this many Random Events are resolved: too little time left


def worth(v: State, seat: int, card: str) -> float:
    """DP a treasure is worth to ``seat``: its use to this agent, then its Disenchant Energy."""
    if not is_treasure(card):
        return 0.0
    mine = [t for t in _me(v, seat).treasures if is_treasure(t) and t != card]
    return DP_PER_USE * max(0.0, ev.use_value(mine, card, v.preset)) + ex.disenchant_energy(card) / 5.0


# --- trophies and rewards ------------------------------------------------------------------------


def _trophy(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    takes = [a for a in legal if a.kind == TAKE_TROPHY and a.arg is not None]
    if not takes:
        return _first(legal, TAKE_TROPHY, None) or legal[-1], "no trophy is left"
    held = _me(v, seat).trophies
    a = max(takes, key=lambda x: (ex.trophy_gain(held, str(x.arg)), str(x.arg)))
    return a, f"{name(str(a.arg))} adds {ex.trophy_gain(held, str(a.arg)):.0f} Data Points, the most on offer"


def _reward_card(v: State) -> str:
    return v.reward.card if v.reward is not None else ""


def _answer(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    card = _reward_card(v)
    mine = worth(v, seat, card)
    accept = _first(legal, ACCEPT)
    if accept is not None and mine >= 0.15:
        return accept, f"{name(card)} is worth about {mine:.1f} Data Points to this agent"
    discards = [a for a in legal if a.kind == "DISCARD_TREASURE"]
    if discards:
        worst = min(discards, key=lambda x: (worth(v, seat, str(x.arg)), str(x.arg)))
        if mine >= worth(v, seat, str(worst.arg)) + 0.3:
            return worst, f"discard {name(str(worst.arg))} to make room for {name(card)}"
    return _first(legal, REFUSE) or legal[-1], f"{name(card)} is not worth a Reward Point here"


def _bid(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    card = _reward_card(v)
    auction = v.reward.auction if v.reward is not None else None
    mine = worth(v, seat, card)
    cap = min(_me(v, seat).rp, int(mine / DP_PER_RP)) if mine >= 0.15 else 0
    stand = _first(legal, STAND)
    if auction is None:
        return stand or _first(legal, OFFER, 1) or legal[-1], "the only bidder"
    order = v.order()
    high = auction.high
    rivals = [s for s, o in zip(auction.bidders, auction.offers) if o == high and s != seat and high > 0]
    first = all(order.index(seat) < order.index(s) for s in rivals)  # E41: ties go by player order
    if stand is not None and first:
        return stand, f"ties go by player order and this agent comes first: it keeps {name(card)}"
    need = max(1, high if first else high + 1)
    offer = _first(legal, OFFER, need)
    if offer is None:  # matching is not offered (this agent already holds the tie): raise by one
        offer = next((a for a in legal if a.kind == OFFER and isinstance(a.arg, int) and a.arg >= need), None)
    if offer is not None and int(offer.arg) <= cap:  # type: ignore[arg-type]
        return offer, f"{name(card)} is worth {mine:.1f} Data Points: {offer.arg} RP is a fair price"
    if stand is not None and _first(legal, REFUSE) is None:
        return stand, "stand"
    return _first(legal, REFUSE) or stand or legal[-1], f"{name(card)} is not worth more Reward Points"


# --- the end, trades and shares --------------------------------------------------------------------------


def _final_disenchant(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    dis = [a for a in legal if a.kind == DISENCHANT and ex.disenchant_energy(str(a.arg)) > 0]
    if dis:
        a = max(dis, key=lambda x: (ex.disenchant_energy(str(x.arg)), str(x.arg)))
        return a, f"{name(str(a.arg))} gives {ex.disenchant_energy(str(a.arg))} Energy towards the Data Points"
    return _first(legal, DONE) or legal[-1], "nothing left gives Energy"


def _trade_answer(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    yes, no = _first(legal, TRADE_ANSWER, True), _first(legal, TRADE_ANSWER, False)
    if yes is None or no is None:
        return legal[0], "the trade cannot be carried out"
    gain = sum(worth(v, seat, t) for t in step.get("give")) - sum(worth(v, seat, t) for t in step.get("take"))
    gain += (step.get("energy") or 0) / 5.0
    if gain >= 0.1:
        return yes, f"the trade gains this agent about {gain:.1f} Data Points"
    return no, "the trade does not pay this agent"


def _trade_build(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    return _first(legal, TRADE_REMOVE) or legal[-1], "a gift to a rival does not pay"


def _split(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    """A share of a skill or the Cloak (E21): the user pays what it can; the others pay only to
    keep the group from Health 0, and only what the later payers cannot."""
    left = step.get("cost") - sum(k for _, k in step.get("paid"))
    payers = step.get("payers")
    idx = step.get("idx")
    me = _me(v, seat).energy
    if idx == 0:
        want = min(me, left)
    elif v.health <= DANGER and step.get("purpose") == "skill":
        later = sum(v.agents[s].energy for s in payers[idx + 1:])
        share = math.ceil(left / max(1, len(payers) - idx))
        want = min(me, left, max(share, left - later))
    else:
        want = 0
    a = _first(legal, CONTRIBUTE, want) or _first(legal, CONTRIBUTE, 0) or legal[0]
    return a, f"pay {a.arg} of the {left} Energy still needed"


def _skill_pays(v: State, seat: int) -> bool:
    """Whether this agent's unique skill is worth its Energy (DP) now: healing or shielding the
    group when Health runs low, combat skills against a Boss or a dangerous row."""
    me = _me(v, seat)
    skill = skills()[me.id]
    if me.energy < skill.cost:
        return False
    threat = ev.row_threat(v) if v.combat is not None else 0.0
    if me.id == "Pill":
        return v.health <= 10
    if me.id == "Kestrel" and v.combat is not None and _boss_in_row(v):
        return True
    if me.id == "Sable":  # cancelling the flip: no enemies, so no Boss, and the Round still rests
        return v.health <= 8 or (v.boss_counter >= 10 and v.health < 14)
    if me.id in ("Ilse", "Kestrel", "Brannoc"):
        return v.combat is not None and (_boss_in_row(v) or threat >= 4.0 or v.health <= 7)
    return False


def _boss_mark(v: State, seat: int, legal: Sequence[Action]) -> Action | None:
    """Kestrel's Mark Target on a Boss in the row (the team's rule caps a target's Health at 6,
    which misses that a Boss's 24-28 Health is where the bonus pays most)."""
    c = v.combat
    if c is None or _me(v, seat).id != "Kestrel":
        return None
    for a in legal:
        if a.kind == USE_SKILL and isinstance(a.arg, str) and a.arg.startswith("EX") and a.arg not in v.marked:
            if any(f.card == a.arg and not f.defeated for f in c.row):
                return a
    return None


def _compete_window(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    """The team's window, without gifts or trade offers to rivals, and skills only when they pay."""
    skill_ok = _skill_pays(v, seat)
    boss = _boss_mark(v, seat, legal) if skill_ok else None
    if boss is not None:
        return boss, f"Mark Target on {name(str(boss.arg))}: every attack on the Boss gets the weakness bonus"
    kept = [a for a in legal if a.kind != TRADE_OPEN and (a.kind != USE_SKILL or skill_ok)]
    if not kept:
        return _default(legal)
    pick = _window(v, seat, kept, step, True)
    if pick[0] not in kept:
        return _first(kept, PASS_WINDOW) or kept[0], "nothing here pays this agent"
    return pick


# --- changing timelines ----------------------------------------------------------------------------


@lru_cache(maxsize=None)
def token_dp(colour: str) -> float:
    """The mean DP an unseen Search token of ``colour`` (C6) brings whoever reveals it."""
    tokens = token_list(colour) if colour in ("G", "B", "R") else ()
    return sum(_one_token(t, colour) for t in tokens) / len(tokens) if tokens else 0.0


def _one_token(token: str, colour: str) -> float:
    kind = token[2:]
    if kind.startswith("E") and kind[1:].isdigit():
        return int(kind[1:]) / 5.0
    if kind.startswith("T") and len(kind) == 2:
        return TREASURE_DP.get(kind[1], 0.5)
    if kind == "SUM":
        return -0.15
    return 0.1  # Health, Clarity (the group's), the Gob-Li


def travel_gain(v: State, board: str) -> float:
    """DP one agent may expect from travelling to ``board``: the fresh Search tokens (2 per "?"
    room, as far as each colour's pool and the tokens left here go) less those left behind,
    shared by N agents."""
    total = 0.0
    for i, colour in enumerate(("G", "B", "R")):
        here = sum(len(stack) for node, stack in v.search if node_colour(v.board, node) == colour)
        fresh = min(2 * len(rooms_of(board, colour)), len(v.pools[i]) + here)
        total += (fresh - here) * token_dp(colour)
    return total / max(1, v.n)


def _enemies_left(v: State) -> int:
    return sum(len(d) for d in v.edecks[:3]) + sum(len(d) for d in v.ediscards[:3])


def travel_pays(v: State, board: str) -> bool:
    """Travel pays an agent when its share (10 Energy = 2 DP) buys more in tokens, with time left
    to search them (the 20th Random Event is far, enemies remain to be drawn)."""
    if v.random_events >= LAST_TRAVEL or _enemies_left(v) < 2 * v.n:
        return False
    if sum(a.energy for a in v.agents) < 10 * v.n:
        return False
    return travel_gain(v, board) > 2.0 + 0.3  # 10 Energy each = 2 DP, and a margin


def _timeline(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    proposals = [a for a in legal if a.kind == TIMELINE_PROPOSE and travel_pays(v, str(a.arg))]
    if proposals:
        a = max(proposals, key=lambda x: (travel_gain(v, str(x.arg)), str(x.arg)))
        return a, "few Search tokens are left here: the new timeline's pay more than the Energy"
    return _first(legal, NO_TRAVEL) or legal[-1], "travelling would cost more Data Points than it brings"


def _timeline_contribute(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    board = step.get("board") if hasattr(step, "get") else None
    ks = sorted(int(a.arg) for a in legal if a.kind == CONTRIBUTE and isinstance(a.arg, int))
    zero = _first(legal, CONTRIBUTE, 0) or legal[0]
    if not ks or (board and not travel_pays(v, str(board))):
        return zero, "the new timeline does not pay this agent"
    me = _me(v, seat).energy
    top = ks[-1]
    missing = _missing(v, step, top, me)
    order = list(v.order())
    later = order[order.index(seat) + 1:] if seat in order else []
    rest = sum(v.agents[s].energy for s in later)
    if missing > top + rest:
        return zero, "the group cannot reach the price: pay nothing"
    share = math.ceil(missing / (len(later) + 1))
    want = max(share, missing - rest)
    a = _first(legal, CONTRIBUTE, min(top, want)) or zero
    return a, f"pay a fair share ({a.arg}) of the {missing} Energy still missing"


def _missing(v: State, step: Any, top: int, me: int) -> int:
    """Energy still missing from 10 x N (the step's record, else what the options tell)."""
    need = 10 * v.n
    for key in ("missing", "left"):
        x = step.get(key) if hasattr(step, "get") else None
        if isinstance(x, int):
            return x
    paid = step.get("paid") if hasattr(step, "get") else None
    if isinstance(paid, (tuple, list)):
        return need - sum(k for _, k in paid) if paid and isinstance(paid[0], (tuple, list)) else need - sum(paid)
    return top if top < me else need


HANDLERS = {
    "reward.trophy": _trophy,
    "reward.answer": _answer,
    "reward.bid": _bid,
    "final_disenchant": _final_disenchant,
    "trade_answer": _trade_answer,
    "trade_build": _trade_build,
    "split": _split,
    "window": _compete_window,
    "timeline": _timeline,
    "timeline_contribute": _timeline_contribute,
}

__all__ = ["BOARDS", "HANDLERS", "token_dp", "travel_gain", "travel_pays", "worth"]

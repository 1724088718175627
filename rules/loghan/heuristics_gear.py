"""Treasures and Rewards: where a gained treasure goes (§2.15.2), what overflow sheds, which
card a Requisition keeps, Disenchanting and selling junk, the Gob-Li's auction and shop, and the
Reward Phase (§2.9). One rule runs through them: a treasure goes to the agent whose gear gains
most from it (``evaluation.treasure_value``), so rewards are bid for with 1 RP by that agent and
refused by the others, and what nobody needs becomes Energy.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from . import evaluation as ev
from .actions import BID, BUY, DISCARD_TREASURE, DISENCHANT, DONE, LEAVE, PASS, SELL, Action
from .gear import has_room, put
from .heuristics_base import (
    ACCEPT, OFFER, REFUSE, STAND, Pick, _first, _hands_score, _keep_value, _me, _team_energy, _value_to, _who,
)
from .lookup import name, treasure
from .state import State

# --- treasures: placing, overflow, gifts, requisition ---------------------------------------------------


def _place(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    me = _me(v, seat)
    best, best_v = legal[0], -1e9
    for a in legal:
        card, place = a.arg  # type: ignore[misc]
        after = put(me, card, place)
        val = _hands_score(after, v.preset, frozenset())
        if val > best_v + 1e-9:
            best, best_v = a, val
    return best, "the place that keeps the best hands ready"


def _overflow(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    me = _me(v, seat)
    new = step.get("card")
    cards = list(me.treasures) + ([new] if new else [])

    def loss(t: str) -> float:
        rest = list(cards)
        rest.remove(t)
        return ev.gear_value(cards, v.preset) - ev.gear_value(rest, v.preset)

    shed = min(dict.fromkeys(a.arg[0] for a in legal), key=lambda t: (loss(t), t))  # type: ignore[index]
    options = [a for a in legal if a.arg[0] == shed]  # type: ignore[index]
    gives = [a for a in options if isinstance(a.arg[1], tuple)]  # type: ignore[index]
    if gives:
        a = max(gives, key=lambda x: _value_to(v, x.arg[1][1], shed))  # type: ignore[index]
        if _value_to(v, a.arg[1][1], shed) >= 0.3:  # type: ignore[index]
            return a, f"{name(shed)} helps {_who(v, a.arg[1][1])} more"  # type: ignore[index]
    dis = next((a for a in options if a.arg[1] == "DISENCHANT"), None)  # type: ignore[index]
    if dis is not None and (treasure(shed).cost or 0) > 2:
        return dis, f"{name(shed)} is the least useful treasure: disenchant it for Energy"
    ret = next((a for a in options if a.arg[1] == "RETURN"), options[0])  # type: ignore[index]
    return ret, f"{name(shed)} is the least useful treasure"


def _req_keep(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    cards = step.get("cards")
    a = max(legal, key=lambda x: _value_to(v, seat, cards[x.arg]))
    return a, f"{name(cards[a.arg])} is worth more to this agent"


def _junk(v: State, seat: int, card: str) -> bool:
    """Worth more as Energy than in anyone's hands (and not the Shock weapon Vantz fears)."""
    info = treasure(card)
    if info.cost is None or (info.weapon and "Shock" in info.weapon_types):
        return False
    worth = ev.energy_value(card)
    if _keep_value(v, seat, card, use_only=True) > worth:
        return False
    cards_of = lambda o: v.agents[o].treasures  # noqa: E731
    return all(ev.use_value(cards_of(o), card, v.preset) <= worth + 0.3 for o in range(v.n) if o != seat)


def _disenchant(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    for a in legal:
        if a.kind == DISENCHANT and _junk(v, seat, a.arg) and (treasure(a.arg).cost or 0) > 2:  # type: ignore[arg-type]
            return a, f"nobody in the team needs {name(a.arg)}: its Energy is worth more"
    return _first(legal, DONE) or legal[-1], "every treasure still helps"


def _sell(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    for a in legal:
        if a.kind == SELL and _junk(v, seat, a.arg):  # type: ignore[arg-type]
            return a, f"nobody in the team needs {name(a.arg)}: sell it"
    return _first(legal, DONE) or legal[-1], "every treasure still helps"


def _ware_buyer(v: State, ware: str, energy_of: Callable[[int], int]) -> tuple[int, float]:
    cost = treasure(ware).cost or 0
    best, best_v = -1, 0.0
    for s in v.order():
        if not has_room(v.agents[s], ware) or energy_of(s) < cost:
            continue
        val = _value_to(v, s, ware) - cost * ev.ENERGY_UNIT
        if val > best_v + 0.3:
            best, best_v = s, val
    return best, best_v


def _gob_bid(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    ware = step.get("wares")[0]
    high = step.get("high")
    buyer, _ = _ware_buyer(v, ware, lambda s: v.agents[s].energy)
    bids = [a for a in legal if a.kind == BID]
    if buyer == seat and bids and (high < 0 or v.agents[high].seat_kind != "ai"):
        return bids[0], f"{name(ware)} is worth its price to this agent most of all"
    return _first(legal, PASS) or legal[-1], f"{name(ware)} is better left to a teammate or not bought"


def _gob_shop(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    ware = step.get("wares")[0]
    cost = treasure(ware).cost or 0
    if _team_energy(v) >= cost + 2:
        buyer, _ = _ware_buyer(v, ware, lambda s: _team_energy(v))
        a = _first(legal, BUY, (ware, buyer)) if buyer >= 0 else None
        if a is not None:
            return a, f"{name(ware)} helps {_who(v, buyer)} more than its price"
    return _first(legal, LEAVE) or legal[-1], f"{name(ware)} is not worth its price"



# --- rewards -------------------------------------------------------------------------------------------


def _reward_card(v: State) -> str:
    r = v.reward
    return r.card if r is not None else ""


def _best_taker(v: State, card: str, seats: Sequence[int]) -> tuple[int, float]:
    best, best_v = -1, -1e9
    for s in seats:
        if v.agents[s].rp < 1 or not has_room(v.agents[s], card):
            continue
        val = _value_to(v, s, card)
        if val > best_v + 1e-9:
            best, best_v = s, val
    return best, best_v


def _reward_answer(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    card = _reward_card(v)
    r = v.reward
    mine = _value_to(v, seat, card)
    later: list[int] = []
    if r is not None and r.groups:
        later = [s for g in r.groups[r.group + 1:] for s in g if v.agents[s].seat_kind != "chaos"]
    _, other = _best_taker(v, card, later)
    accept = _first(legal, ACCEPT)
    if accept is not None:
        if mine >= 0.25 and mine >= 0.85 * other:
            return accept, f"{name(card)} adds {mine:.1f} to this agent's gear"
        return _first(legal, REFUSE) or legal[-1], (f"{name(card)} helps a teammate more" if other > mine
                                                     else f"{name(card)} adds nothing here")
    discards = [a for a in legal if a.kind == DISCARD_TREASURE]
    if discards and mine >= 0.6:
        worst = min(discards, key=lambda x: _keep_value(v, seat, x.arg))  # type: ignore[arg-type]
        cards = [t for t in _me(v, seat).treasures if t != worst.arg] + [card]
        gain = ev.gear_value(cards, v.preset) - ev.gear_value(_me(v, seat).treasures, v.preset)
        if gain >= 0.5 and mine >= other:
            return worst, f"discard {name(worst.arg)} to make room for {name(card)}"
    return _first(legal, REFUSE) or legal[-1], f"{name(card)} is not worth it here"


def _bid(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    card = _reward_card(v)
    auction = v.reward.auction if v.reward is not None else None
    bidders = auction.bidders if auction is not None else (seat,)
    best, best_v = _best_taker(v, card, bidders)
    stand = _first(legal, STAND)
    if best == seat and best_v >= 0.25:
        if stand is not None:
            return stand, f"this agent gains most from {name(card)}"
        offers = [a for a in legal if a.kind == OFFER]
        if offers:
            return offers[0], f"this agent gains most from {name(card)}: offer the least"
    if stand is not None and not any(a.kind == REFUSE for a in legal):
        return stand, "stand"
    return _first(legal, REFUSE) or legal[-1], f"a teammate gains more from {name(card)}"


def _award(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    card = _reward_card(v)
    a = max(legal, key=lambda x: (_value_to(v, x.arg, card), -x.arg))  # type: ignore[arg-type,operator]
    return a, f"{_who(v, a.arg)} gains most from {name(card)}"  # type: ignore[operator]


def _distribute(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    gives = [a for a in legal if a.arg[1] is not None]  # type: ignore[index]
    if gives:
        a = max(gives, key=lambda x: (_value_to(v, x.arg[1], x.arg[0]), -x.arg[1]))  # type: ignore[index,arg-type]
        if _value_to(v, a.arg[1], a.arg[0]) > 0.1:  # type: ignore[index,arg-type]
            return a, f"{_who(v, a.arg[1])} gains most from {name(a.arg[0])}"  # type: ignore[index,operator]
    ret = next((a for a in legal if a.arg[1] is None), legal[-1])  # type: ignore[index]
    return ret, "nobody needs it"


HANDLERS = {
    "place": _place,
    "overflow": _overflow,
    "req_keep": _req_keep,
    "disenchant": _disenchant,
    "gobli_sell": _sell,
    "gobli_auction": _gob_bid,
    "gobli_shop": _gob_shop,
    "reward.answer": _reward_answer,
    "reward.bid": _bid,
    "reward.award": _award,
    "reward.distribute": _distribute,
}

"""A measurement-only event plan that reads what §5.3 forbids an AI seat to read: the back of
the card being resolved (its outcomes and Ending, from the content). Never used in play: only
with ``"backs" in heuristics_base.ORACLE`` (``winrates --oracle backs``), to measure what knowing
the cards would be worth against the blind default (``heuristics_events``).

The plan is the best joint assignment of letters under the card's priced outcomes, its Ending
(conditions count letters) and what it does to the Enemy Alert (a summon or NO ALERT cancels the
coin flip); Chaos seats are counted at their own best letter.
"""

from __future__ import annotations

from itertools import product
from typing import Sequence

from . import evaluation as ev
from .lookup import ending_codes, event, node_colour
from .state import State


def _summon_colours(v: State, effect, colour: str) -> list[str]:
    """The enemies a summon effect adds (one colour each), [] for any other effect."""
    if effect is None:
        return []
    if effect.code == "S":
        n, m, c = effect.args
        return [str(c or colour)] * v.nm(int(n), int(m))
    if effect.code == "S1":
        return [str(effect.args[0] or colour)]
    return []


class _Card:
    """A card's priced pieces for the plan (read once per decision)."""

    def __init__(self, v: State, card: str, deck: str) -> None:
        self.v = v
        self.card = card
        self.info = event(card)
        self.colour = node_colour(v.board, v.node) or "G"
        self.energy = {i: a.energy for i, a in enumerate(v.agents)}
        lurkers = 0
        if deck:  # a Random Event: lurkers on the node's (and the drawn deck's) stack join
            for c in {self.colour, deck}:
                if c in "GBR":
                    lurkers += len(v.lurkers["GBR".index(c)])
        self.lurkers = lurkers
        sure = False
        for x in "ABCD":
            for _, codes in ending_codes(card, {x: v.n}, v.n):
                for code in codes:
                    if code.startswith("SUMMON_BOSS") or _summon_colours(v, ev.parse(code), self.colour):
                        sure = True
        self.combat_chance = 1.0 if sure or lurkers else 0.55
        self._outcomes: dict[tuple[int, str], tuple[float, float, float, list[str]]] = {}
        self._endings: dict[tuple[int, ...], tuple[float, float, float, list[str], bool]] = {}

    def _price(self, codes: Sequence[str], seat: int | None) -> tuple[float, float, float, list[str], bool]:
        """(value without Health/Clarity losses, Health lost, Clarity lost, summons, NO ALERT)."""
        val = hloss = closs = 0.0
        summons: list[str] = []
        no_alert = False
        for code in codes:
            word = code.split(" ", 1)[0]
            if word == "SUMMON_BOSS":
                summons.append("BOSS")
                continue
            if word == "STUN":
                val += 2.8
                continue
            if word == "NEUTRAL_DAMAGE":
                val += 1.1 * int(code.split()[-1])
                continue
            e = ev.parse(code)
            if e is None:
                continue
            if e.code == "NO ALERT":
                no_alert = True
                continue
            s = _summon_colours(self.v, e, self.colour)
            if s:
                summons += s
                continue
            if e.code in ("H", "C") and int(e.args[0]) < 0:
                if e.code == "H":
                    hloss -= int(e.args[0])
                else:
                    closs -= int(e.args[0])
                continue
            val += ev.effect_value(self.v, e, seat, self.combat_chance, self.colour, self.energy)
        return val, hloss, closs, summons, no_alert

    def outcome(self, seat: int, letter: str) -> tuple[float, float, float, list[str]]:
        key = (seat, letter)
        got = self._outcomes.get(key)
        if got is None:
            val, h, c, s, _ = self._price(self.info.outcomes["ABCD".index(letter)], seat)
            got = self._outcomes[key] = (val, h, c, s)
        return got

    def ending(self, counts: dict[str, int]) -> tuple[float, float, float, list[str], bool]:
        key = tuple(counts.get(x, 0) for x in "ABCD")
        got = self._endings.get(key)
        if got is None:
            val = hloss = closs = 0.0
            summons: list[str] = []
            no_alert = False
            for who, codes in ending_codes(self.card, counts, self.v.n):
                for _ in range(self.v.n if who == "each" else 1):
                    a, h, c, s, na = self._price(codes, None)
                    val, hloss, closs, no_alert = val + a, hloss + h, closs + c, no_alert or na
                    summons += s
            got = self._endings[key] = (val, hloss, closs, summons, no_alert)
        return got

    def total(self, letters: Sequence[str]) -> float:
        v = self.v
        counts = {x: 0 for x in "ABCD"}
        val = hloss = closs = 0.0
        summons: list[str] = []
        for seat, letter in enumerate(letters):
            counts[letter] += 1
            a, h, c, s = self.outcome(seat, letter)
            val, hloss, closs = val + a, hloss + h, closs + c
            summons += s
        a, h, c, s, no_alert = self.ending(counts)
        val, hloss, closs = val + a, hloss + h, closs + c
        summons = summons + s
        if v.preset == "story":  # the buffer: the card's first point of each loss is ignored
            hloss, closs = max(0.0, hloss - 1), max(0.0, closs - 1)
        over = max(0.0, closs - v.clarity)
        hloss += over
        closs -= over
        health_left = v.health - hloss
        val -= hloss * (1.0 + max(0.0, 6 - health_left) * 0.3) + (50.0 if health_left <= 0 else 0.0)
        val -= ev.CLARITY_UNIT * closs
        real = [c for c in summons if c != "BOSS"]
        if real:
            val -= sum(ev.enemy_cost(v, c) for c in real)
        elif not no_alert and "BOSS" not in summons:
            val -= ev.flip_cost(v, self.colour)
        return val


def event_plan(v: State, card: str, deck: str) -> tuple[str, ...]:
    """The team's joint letters (one per seat, ring order): the best assignment of the seats whose
    agents choose freely; Chaos seats are counted at their own best letter. Deterministic in the
    public facts, so every AI seat finds the same plan."""
    c = _Card(v, card, deck)
    n = v.n
    chaos = [i for i, a in enumerate(v.agents) if a.seat_kind == "chaos"]
    free = [i for i in range(n) if i not in chaos]
    own_best = {i: max("ABCD", key=lambda x: (c.outcome(i, x)[0] - c.outcome(i, x)[1] * 1.1
                                              - c.outcome(i, x)[2] * ev.CLARITY_UNIT, -ord(x))) for i in chaos}
    best, best_v = None, -1e18
    if len(free) <= 5:
        for letters in product("ABCD", repeat=len(free)):
            full = [""] * n
            for i, x in zip(free, letters):
                full[i] = x
            for i in chaos:
                full[i] = own_best[i]
            val = c.total(full)
            if val > best_v + 1e-9:
                best, best_v = tuple(full), val
    else:  # six free seats: coordinate ascent from everyone's own best
        full = ["A"] * n
        for _ in range(3):
            for i in free:
                full[i] = max("ABCD", key=lambda x: (c.total(full[:i] + [x] + full[i + 1:]), -ord(x)))
        best = tuple(full)
    return best  # type: ignore[return-value]


_PLAN_CACHE: dict[tuple, tuple[str, ...]] = {}


def _plan_cached(v: State, card: str, deck: str) -> tuple[str, ...]:
    key = (card, deck, v.health, v.clarity, v.node, v.preset, tuple((a.energy, a.seat_kind) for a in v.agents),
           tuple(len(x) for x in v.lurkers), len(v.tdecks[0]), v.round_no, tuple(a.treasures for a in v.agents))
    plan = _PLAN_CACHE.get(key)
    if plan is None:
        if len(_PLAN_CACHE) > 2000:
            _PLAN_CACHE.clear()
        plan = _PLAN_CACHE[key] = event_plan(v, card, deck)
    return plan


def letter_for(v: State, seat: int, card: str, deck: str, options: Sequence[str]) -> str:
    """This seat's letter among ``options`` in the plan (all four for ``DECIDE``; the two drawn
    for a Chaos pick, where the better fit to the others' planned letters is taken)."""
    plan = list(_plan_cached(v, card, deck))
    if len(options) == 4:
        return plan[seat]
    c = _Card(v, card, deck)
    return max(options, key=lambda x: (c.total(plan[:seat] + [x] + plan[seat + 1:]), -ord(x)))

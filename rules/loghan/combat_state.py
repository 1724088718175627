"""Author D's part of the state: the combat in progress and the reward phase in progress.

``State.combat`` is a ``CombatState`` while a combat runs (set by the ``"combat"`` phase step,
cleared at Combat end, §2.8.8); ``State.reward`` is a ``RewardState`` from then until the Reward
Phase is over (§2.9, §2.10). Both are frozen and JSON-able through ``to_data``/``from_data``
(``ValueError`` on malformed input; saves turn it into ``BadSave``).

Agents are named by their ring index (the index into ``State.agents``); enemies by their index in
the row, which never changes during a combat (new enemies join at the right end, nothing leaves
before the Reward Phase).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

# Combat stages (CombatState.stage): what the "combat" driver step does when it is on top.
START, DRAW, AFTER_W4, RECUP, P1, P2, AFTER_W6, P3, AFTER_W7, ENEMIES, CLEANUP, END = (
    "start", "draw", "after_w4", "recup", "p1", "p2", "after_w6", "p3", "after_w7", "enemies",
    "cleanup", "end")
STAGES = (START, DRAW, AFTER_W4, RECUP, P1, P2, AFTER_W6, P3, AFTER_W7, ENEMIES, CLEANUP, END)


@dataclass(frozen=True)
class Foe:
    """One enemy card in the row: its tokens per agent (ring order) plus neutral grey ones, its
    Stuns, and ``fell``: 0 while undefeated, else its place in the order of defeats (1 = first),
    which tells "the enemy defeated last" (§2.8.4 step 2) and "defeated during this turn"."""

    card: str
    health: int
    tokens: tuple[int, ...]
    neutral: int = 0
    stun: int = 0
    fell: int = 0
    fresh: bool = False  # joined during this Step 6: does not attack in it (§2.8.6)

    @property
    def total(self) -> int:
        return sum(self.tokens) + self.neutral

    @property
    def defeated(self) -> bool:
        return self.fell > 0

    def but(self, **changes: Any) -> "Foe":
        return replace(self, **changes)

    def to_data(self) -> list:
        return [self.card, self.health, list(self.tokens), self.neutral, self.stun, self.fell, self.fresh]

    @staticmethod
    def from_data(obj: Any) -> "Foe":
        if not (isinstance(obj, list) and len(obj) == 7 and isinstance(obj[0], str)
                and isinstance(obj[2], list) and isinstance(obj[6], bool)):
            raise ValueError("an enemy in the row is [card, health, tokens, neutral, stun, fell, fresh]")
        return Foe(obj[0], _int(obj[1]), tuple(_int(t) for t in obj[2]), _int(obj[3]), _int(obj[4]),
                   _int(obj[5]), obj[6])


@dataclass(frozen=True)
class AttackTurn:
    """The attack turn under way (§2.8.4): the budget left, the target, whether the weakness bonus
    was given, the defeat counter at the turn's start (a target with ``fell`` above it was
    defeated during this turn) and whether a Storm Lance was usable at the start."""

    agent: int
    cp: int
    target: int = -1
    bonus_used: bool = False
    fell_before: int = 0
    lance: bool = False

    def but(self, **changes: Any) -> "AttackTurn":
        return replace(self, **changes)

    def to_data(self) -> list:
        return [self.agent, self.cp, self.target, self.bonus_used, self.fell_before, self.lance]

    @staticmethod
    def from_data(obj: Any) -> "AttackTurn":
        if not (isinstance(obj, list) and len(obj) == 6):
            raise ValueError("an attack turn is [agent, cp, target, bonus, fell_before, lance]")
        return AttackTurn(_int(obj[0]), _int(obj[1]), _int(obj[2]), _bool(obj[3]), _int(obj[4]), _bool(obj[5]))


@dataclass(frozen=True)
class CombatState:
    """A combat in progress (§2.8). Hands, decks and discard piles stay in each ``Agent``; here
    is what exists only during the combat: the row, the cards lying in play (played cards and
    resolved Priority 3 cards until Step 7), who sits out this combat round, Feint's free
    Hits, and the counters the rules need. (Bulwark and Mark Target are ``State.bulwark``/``marked``.)"""

    row: tuple[Foe, ...]
    stage: str = START
    round: int = 0
    out: tuple[int, ...] = ()  # agents recuperating this combat round (not taking part)
    played: tuple[tuple[str, ...], ...] = ()  # per agent, cards in play until Step 7
    p1_done: tuple[int, ...] = ()  # agents that played their Priority 1 card this round
    placed: tuple[int, ...] = ()  # agents that placed at least one token this combat
    turn: AttackTurn | None = None
    cursor: int = 0  # position in a loop (Step 3 seat, Step 4 attacker, Step 6 enemy)
    passes: int = 0  # Step 3: consecutive passes since the last Priority 1 play
    feint: tuple[int, ...] = ()  # per agent, free Hits left this combat round (E33)
    summoned: int = 0  # enemies Vantz summoned this combat
    fell_count: int = 0

    def but(self, **changes: Any) -> "CombatState":
        return replace(self, **changes)

    # --- readings ---------------------------------------------------------------------------

    def undefeated(self) -> list[int]:
        return [i for i, f in enumerate(self.row) if not f.defeated]

    def last_defeated(self) -> int:
        """The row index of the enemy defeated last (-1 if none)."""
        best = -1
        for i, f in enumerate(self.row):
            if f.defeated and (best < 0 or f.fell > self.row[best].fell):
                best = i
        return best

    def taking_part(self, agent: int) -> bool:
        return agent not in self.out

    def with_foe(self, index: int, foe: Foe) -> "CombatState":
        return self.but(row=self.row[:index] + (foe,) + self.row[index + 1:])

    def in_play(self, agent: int) -> tuple[str, ...]:
        return self.played[agent] if agent < len(self.played) else ()

    # --- JSON -------------------------------------------------------------------------------

    def to_data(self) -> dict:
        return {
            "row": [f.to_data() for f in self.row], "stage": self.stage, "round": self.round,
            "out": list(self.out), "played": [list(p) for p in self.played], "p1_done": list(self.p1_done),
            "placed": list(self.placed), "turn": None if self.turn is None else self.turn.to_data(),
            "cursor": self.cursor, "passes": self.passes, "feint": list(self.feint), "summoned": self.summoned,
            "fell_count": self.fell_count,
        }

    @staticmethod
    def from_data(obj: Any) -> "CombatState":
        if not isinstance(obj, dict) or set(obj) != _COMBAT_KEYS:
            raise ValueError("a combat is an object with exactly the keys " + ", ".join(sorted(_COMBAT_KEYS)))
        if obj["stage"] not in STAGES:
            raise ValueError(f"unknown combat stage {obj['stage']!r}")
        return CombatState(
            row=tuple(Foe.from_data(f) for f in _list(obj["row"])), stage=obj["stage"], round=_int(obj["round"]),
            out=_ints(obj["out"]), played=tuple(_strs(p) for p in _list(obj["played"])),
            p1_done=_ints(obj["p1_done"]), placed=_ints(obj["placed"]),
            turn=None if obj["turn"] is None else AttackTurn.from_data(obj["turn"]), cursor=_int(obj["cursor"]),
            passes=_int(obj["passes"]), feint=_ints(obj["feint"]), summoned=_int(obj["summoned"]),
            fell_count=_int(obj["fell_count"]))


_COMBAT_KEYS = {"row", "stage", "round", "out", "played", "p1_done", "placed", "turn", "cursor", "passes",
                "feint", "summoned", "fell_count"}

# Reward stages (RewardState.stage)
R_ORDER, R_GAIN, R_OFFER, R_SOLO, R_GIVE, R_TROPHY, R_DONE = (
    "order", "gain", "offer", "solo", "give", "trophy", "done")
R_STAGES = (R_ORDER, R_GAIN, R_OFFER, R_SOLO, R_GIVE, R_TROPHY, R_DONE)


@dataclass(frozen=True)
class Auction:
    """An auction in a tied order group (§2.9, E29). ``bidders`` are the eligible agents still in,
    in player order; ``offers`` the offer of each (0 = none yet, parallel to ``bidders``);
    ``calm`` the agents that have had a turn since the last change of offer; ``cursor`` whose
    turn it is (index into ``bidders``). It ends when every agent still in is calm."""

    bidders: tuple[int, ...]
    offers: tuple[int, ...]
    calm: tuple[int, ...] = ()
    cursor: int = 0

    @property
    def high(self) -> int:
        return max(self.offers, default=0)

    def offer_of(self, agent: int) -> int:
        return self.offers[self.bidders.index(agent)]

    def to_data(self) -> list:
        return [list(self.bidders), list(self.offers), list(self.calm), self.cursor]

    @staticmethod
    def from_data(obj: Any) -> "Auction":
        if not (isinstance(obj, list) and len(obj) == 4):
            raise ValueError("an auction is [bidders, offers, calm, cursor]")
        return Auction(_ints(obj[0]), _ints(obj[1]), _ints(obj[2]), _int(obj[3]))


@dataclass(frozen=True)
class RewardState:
    """The Reward Phase in progress (§2.9, §2.10), as left by Combat end.

    ``defeated``: the defeated enemy cards (row order); ``counts``: each agent's tokens on them
    (ring order); ``placed``: agents that placed a token in the combat (Solo pool size);
    ``loot``: a defeated enemy shows Loot; ``node_colour``: the colour of the group's node at
    combat end ("" for none). Then: ``groups`` (order groups, each in player order), ``deck``
    (the reward deck or kept Solo cards, top first; hidden order), ``seen`` (agent, card) pairs
    (who drew which reward card: only that agent saw it), ``card`` (the card on offer, "" none),
    ``group`` (index of the group it is offered to), ``auction``, ``trophy_turn``."""

    defeated: tuple[str, ...]
    counts: tuple[int, ...]
    placed: tuple[int, ...]
    loot: bool
    node_colour: str = ""
    stage: str = R_ORDER
    groups: tuple[tuple[int, ...], ...] = ()
    deck: tuple[str, ...] = ()
    seen: tuple[tuple[int, str], ...] = ()
    card: str = ""
    group: int = 0
    auction: Auction | None = None
    trophy_turn: int = 0

    def but(self, **changes: Any) -> "RewardState":
        return replace(self, **changes)

    def order(self) -> tuple[int, ...]:
        """Every agent in reward order (groups flattened)."""
        return tuple(a for g in self.groups for a in g)

    def to_data(self) -> dict:
        return {
            "defeated": list(self.defeated), "counts": list(self.counts), "placed": list(self.placed),
            "loot": self.loot, "node_colour": self.node_colour, "stage": self.stage,
            "groups": [list(g) for g in self.groups], "deck": list(self.deck),
            "seen": [[a, c] for a, c in self.seen], "card": self.card, "group": self.group,
            "auction": None if self.auction is None else self.auction.to_data(), "trophy_turn": self.trophy_turn,
        }

    @staticmethod
    def from_data(obj: Any) -> "RewardState":
        if not isinstance(obj, dict) or set(obj) != _REWARD_KEYS:
            raise ValueError("a reward phase is an object with exactly the keys " + ", ".join(sorted(_REWARD_KEYS)))
        if obj["stage"] not in R_STAGES:
            raise ValueError(f"unknown reward stage {obj['stage']!r}")
        seen = []
        for pair in _list(obj["seen"]):
            if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[1], str)):
                raise ValueError("a seen reward card is [agent, card]")
            seen.append((_int(pair[0]), pair[1]))
        return RewardState(
            defeated=_strs(obj["defeated"]), counts=_ints(obj["counts"]), placed=_ints(obj["placed"]),
            loot=_bool(obj["loot"]), node_colour=_str(obj["node_colour"]), stage=obj["stage"],
            groups=tuple(_ints(g) for g in _list(obj["groups"])), deck=_strs(obj["deck"]), seen=tuple(seen),
            card=_str(obj["card"]), group=_int(obj["group"]),
            auction=None if obj["auction"] is None else Auction.from_data(obj["auction"]),
            trophy_turn=_int(obj["trophy_turn"]))

    def for_seat(self, seats_of: Any = None, viewer: int | None = None) -> "RewardState":
        """This reward phase as ``viewer``'s agents may know it (§5.2): of the reward deck, only
        the cards the viewer drew itself by name, the others as "?" + their colour (their backs;
        the extra card is unknown to all), in canonical sorted order (the order is hidden); and
        only the viewer's own draws in ``seen``. ``seats_of(agent)`` gives the seat deciding for
        an agent (identity when omitted).

        Under the Solo rules the kept cards being distributed (stage ``R_GIVE``) were revealed
        to everyone (the ``solo_pool`` event) and the person gives them away in this order, the
        first one now: their order stays, so that a view offers the card the game offers."""
        from .lookup import treasure

        seat = (lambda a: a) if seats_of is None else seats_of
        mine = tuple((a, c) for a, c in self.seen if viewer is not None and seat(a) == viewer)
        if self.stage == R_GIVE:
            return self.but(seen=mine)
        known = {c for _, c in mine}
        deck = tuple(sorted(c if c in known else HIDDEN_CARD + treasure(c).colour for c in self.deck))
        return self.but(deck=deck, seen=mine)

    def hidden_colours(self) -> tuple[str, ...]:
        """The colours of the reward deck's cards shown as backs (``for_seat``), one per card."""
        return tuple(c[len(HIDDEN_CARD):] for c in self.deck if c.startswith(HIDDEN_CARD))


HIDDEN_CARD = "?"  # a reward card a view shows by its back: "?" + colour (views.HIDDEN, not imported: no cycle)


_REWARD_KEYS = {"defeated", "counts", "placed", "loot", "node_colour", "stage", "groups", "deck", "seen", "card",
                "group", "auction", "trophy_turn"}


# --- checked readers for from_data ------------------------------------------------------------


def _int(v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"expected an integer, got {v!r}")
    return v


def _bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError(f"expected true or false, got {v!r}")
    return v


def _str(v: Any) -> str:
    if not isinstance(v, str):
        raise ValueError(f"expected a string, got {v!r}")
    return v


def _list(v: Any) -> list:
    if not isinstance(v, list):
        raise ValueError(f"expected a list, got {type(v).__name__}")
    return v


def _ints(v: Any) -> tuple[int, ...]:
    return tuple(_int(x) for x in _list(v))


def _strs(v: Any) -> tuple[str, ...]:
    return tuple(_str(x) for x in _list(v))


__all__ = ["AttackTurn", "Auction", "CombatState", "Foe", "RewardState", "STAGES", "R_STAGES"]

"""The content set's record types (``loghan_content.md`` C1-C12): frozen, hashable, picklable.

Every record keeps the spec's stable id (``Pill``, ``EG1``, ``TB3``, ``GATE``, ``G04``, ``"001"``)
and its texts verbatim, inline markdown included (``**bold**``, ``*italic*``, ```code```;
``plain()`` strips it for display). ``tag`` is ``"Book"`` for the items the demo rulebook names
and ``"Recon"`` (or ``"App"`` for presets) for reconstructions: the card inspector's
"reconstructed" badge is ``reconstructed``.

Colours are ``"G"`` ``"B"`` ``"R"`` ``"V"``; boards ``"PAST"`` ``"ANOMALY"`` ``"FUTURE"``; presets
and combat decks ``"story"`` ``"standard"`` ``"hard"``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Generic, TypeVar

from .content_codes import Effect

K = TypeVar("K")
V = TypeVar("V")


class ContentError(ValueError):
    """The content data is wrong: ``file`` and ``entry`` say where, the message what."""

    def __init__(self, file: str, entry: str, problem: str):
        super().__init__(f"loghan content {file}, {entry}: {problem}")
        self.file, self.entry, self.problem = file, entry, problem

    def __reduce__(self):
        return (ContentError, (self.file, self.entry, self.problem))


class FrozenDict(dict, Generic[K, V]):
    """A read-only, hashable, picklable dict that keeps its order (the spec's table order)."""

    __slots__ = ()

    def _read_only(self, *args, **kwargs):
        raise TypeError("loghan content is read-only")

    __setitem__ = __delitem__ = clear = pop = popitem = _read_only  # type: ignore[assignment]
    setdefault = update = __ior__ = _read_only  # type: ignore[assignment]

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(self.items()))

    def __reduce__(self):
        return (FrozenDict, (dict(self),))


_MARKUP = re.compile(r"\*\*|`|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])")


def plain(text: str) -> str:
    """``text`` without the spec's inline markdown (``**``, ``*``, backticks)."""
    return _MARKUP.sub("", text)


class _Tagged:
    tag: str

    @property
    def reconstructed(self) -> bool:
        """Whether the card inspector shows the "reconstructed" badge (spec section 4)."""
        return self.tag != "Book"


# --- agents (C1, C2) --------------------------------------------------------------------------------

@dataclass(frozen=True)
class UniqueSkill:
    name: str
    text: str
    clarity: int  # the group's Clarity must be at least this (checked, not spent)
    energy: int  # the cost, shareable between agents
    timing: str  # "general" | "combat" | "alert"
    timing_text: str
    windows: tuple[str, ...]  # "W1".."W9" (loghan.md 2.4)


@dataclass(frozen=True)
class CombatSkill:
    name: str
    text: str
    clarity: int  # the cost of one use (a usable Large Rod makes it 1: the engine's business)


@dataclass(frozen=True)
class Agent(_Tagged):
    id: str
    name: str
    tag: str
    tag_notes: FrozenDict[str, str]  # field -> the spec's bracket note, e.g. {"clarity": "Book"}
    colour: str  # the token colour, "#F2F2F2"
    colour_name: str
    colour_note: str | None  # "white outline"
    role: str
    unique_skill: UniqueSkill
    combat_skill: CombatSkill
    lore: str


@dataclass(frozen=True)
class AgentRules:
    start_energy: int
    start_reward_points: int
    start_text: str
    unique_skill_rules: tuple[str, ...]
    combat_skill_rules: tuple[str, ...]
    refresh_actions: tuple[str, ...]
    refresh_text: str
    cloak_name: str
    cloak_energy: int
    timings: FrozenDict[str, tuple[str, ...]]  # timing -> windows
    timing_texts: FrozenDict[str, str]
    empty_deck_text: str
    first_team: tuple[str, ...]
    decision_letters: tuple[str, ...]
    decision_text: str


@dataclass(frozen=True)
class DecisionCard:
    id: str  # "Pill:A"
    agent: str
    letter: str


# --- combat (C3) ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CombatCard(_Tagged):
    id: str
    name: str
    tag: str
    tag_note: str | None
    copies: FrozenDict[str, int]  # combat deck ("standard" | "hard") -> copies
    priority: int | None  # None: MISS
    priority_note: str | None
    cp_cost: int | None  # None: unplayable
    cp_note: str | None
    text: str

    @property
    def playable(self) -> bool:
        return self.cp_cost is not None


# --- enemies (C4) -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class EnemyType(_Tagged):
    id: str
    colour: str
    name: str
    subtitle: str | None
    tag: str
    tag_notes: FrozenDict[str, str]
    health: int
    weakness: str  # "Melee" | "Ranged" | "Shock"
    attack: str
    trophy_dp: int
    trophy_text: str
    trophy_set: tuple[int, int] | None  # (hold at least, DP each): the Woods Wolf's (2, 2)
    cards: int
    loot_cards: tuple[int, ...]  # card numbers with the Loot icon: (1,)
    cards_text: str


@dataclass(frozen=True)
class EnemyCard:
    id: str  # "EG1#1": the type and its card number 1-4
    type: str
    number: int
    loot: bool


@dataclass(frozen=True)
class Boss(_Tagged):
    id: str
    name: str
    tag: str
    health_multiplier: FrozenDict[str, int]  # preset -> multiplier (x agents in play)
    weakness: str
    attack: str
    loot: bool
    trophy_dp: int


@dataclass(frozen=True)
class EnemyRules:
    cards_per_type: int
    loot_card: int
    energy_reward: FrozenDict[str, int]  # "G" "B" "R" "V" and "X" (a boss) -> Energy per agent
    clarity_reward: FrozenDict[str, int]
    texts: FrozenDict[str, str]
    boss_decks: FrozenDict[str, tuple[str, ...]]  # "story" | "exploration" -> boss ids
    boss_text: str
    boss_example: str
    violet_text: str


# --- treasures (C5) ---------------------------------------------------------------------------------

WEAPON_TYPES = ("Melee", "Ranged", "Shock")


@dataclass(frozen=True)
class Treasure(_Tagged):
    id: str
    colour: str
    name: str
    tag: str
    tag_notes: FrozenDict[str, str]
    cost: int | None  # None: no cost (Violet): never sold, disenchanted or offered by the Gob-Li
    size: str  # "L" | "S"
    subtypes: tuple[str, ...]  # ("Weapon", "Shock", "Tech")
    hands: int | None  # weapons: 1 or 2
    cp: int
    use: str | None  # None | "Passive" | "Once/Round" | "Each time" | "DESTROY"
    use_timing: str | None  # "not in combat", "Combat Step 1 only"...
    effect: str | None
    block: int | None  # shields: Block n
    copies: int

    @property
    def weapon(self) -> bool:
        return "Weapon" in self.subtypes

    @property
    def weapon_types(self) -> tuple[str, ...]:
        return tuple(t for t in self.subtypes if t in WEAPON_TYPES)

    @property
    def two_handed(self) -> bool:
        return self.hands == 2


@dataclass(frozen=True)
class Artifact(_Tagged):
    id: str
    name: str
    tag: str
    effect: str
    door: str
    edge: str  # the edge it opens


# --- search tokens (C6) -----------------------------------------------------------------------------

@dataclass(frozen=True)
class TokenKind(_Tagged):
    id: str  # "S-E2"
    kind: str  # "Energy" | "Treasure" | "Health" | "Clarity" | "Summon" | "Gob-Li"
    tag: str
    text: str
    code: str  # the effect in C8 codes, "E+2"
    effects: tuple[Effect, ...]
    optional: bool  # the revealing agent may decline (treasure tokens: TOKEN_DRAW)


# --- boards (C7) ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Node:
    id: str
    name: str
    kind: str  # "room" | "corridor" | "outside" | "start"
    elevator: bool
    area: str
    level: str  # "castle" | "laboratory"
    xy: tuple[int, int]  # layout grid (the laboratory's inset grid for level "laboratory")
    colours: FrozenDict[str, str | None]  # board -> "?" colour; only the boards the node is on
    colour_notes: FrozenDict[str, str]  # board -> note ("rubble")

    def colour(self, board: str) -> str | None:
        return self.colours.get(board)


@dataclass(frozen=True)
class DoorState:
    state: str  # "open" | "locked" | "frozen" | "removed"
    key: str | None  # locked: the artifact that opens it (Story), None when no key exists
    note: str | None


@dataclass(frozen=True)
class Edge:
    id: str  # "1".."26", "L1".."L9"
    a: str
    b: str
    kind: str  # "trail", "door", "outside door", "stair up", "elevator"...
    door: str | None  # the door's name
    states: FrozenDict[str, DoorState | None]  # board -> state; None: not on that board

    @property
    def outside_door(self) -> bool:
        return self.kind == "outside door"

    def state(self, board: str) -> DoorState | None:
        """The edge's starting state on ``board``; None when it does not exist there (removed or
        absent)."""
        s = self.states.get(board)
        return None if s is None or s.state == "removed" else s

    def other(self, node: str) -> str:
        return self.b if node == self.a else self.a


@dataclass(frozen=True)
class Board:
    id: str
    name: str
    subtitle: str
    flavour: str
    levels: tuple[str, ...]
    nodes: tuple[str, ...]  # C7.1 table order (the order rooms are served and roaming ties break)
    edges: tuple[str, ...]  # edges that exist on this board (any state but removed)
    rooms: FrozenDict[str, tuple[str, ...]]  # colour -> "?" rooms in C7.1 order


# --- presets (C11) ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Preset:
    id: str
    name: str
    note: str | None
    default: bool
    boss_multiplier: FrozenDict[str, int]
    event_buffer: bool
    event_buffer_text: str
    combat_deck: str
    combat_deck_text: str
    tag: str = "App"


# --- tables the spec gives for checking (C5 totals, C7.1, C7.3, C9, C12) ----------------------------

@dataclass(frozen=True)
class RoomCount:
    rooms: FrozenDict[str, int]  # colour -> "?" rooms
    tokens_at_2: FrozenDict[str, int]
    tokens_at_3: FrozenDict[str, int] | None  # None: "not used"
    texts: tuple[str, ...]


@dataclass(frozen=True)
class Reference:
    past_adjacency: FrozenDict[str, tuple[tuple[str, str, bool], ...]]  # node -> (neighbour, edge, locked)
    past_distances: FrozenDict[str, int | None]  # from POD with no locked door open; None: unreachable
    past_distances_text: str
    room_counts: FrozenDict[str, RoomCount]  # board ->
    ending_mix: FrozenDict[str, tuple[int, tuple[str, ...]]]  # category -> (count, events named)
    ending_mix_texts: FrozenDict[str, str]
    treasure_totals: FrozenDict[str, int]  # "designs", "random_cards", "artifacts", and per colour
    counts: FrozenDict[str, int]  # C12, flattened: "search_tokens_G" for the per-colour ones
    count_rows: FrozenDict[str, str]  # C12 verbatim

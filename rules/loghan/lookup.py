"""The content as the engine reads it: treasures, enemies, the board, events, story, tokens, agents.

One place between the engine and the content author's ``content.load_content()``, so that the
engine's modules never depend on how the content is stored. Everything here is read from the
content (no table of its own); this module only reshapes it into what the engine holds in its
states, which must stay plain JSON-able data:

- boards are "past" / "anomaly" / "future" (the content's "PAST" ...);
- Covers are "C0".."C8" (the content's "0", "I".."VIII" in order);
- combat cards are their type ids ("HIT"; copies are interchangeable, so no "#k");
- outcomes and Endings are tuples of code strings in the spec's spelling (``content_codes``),
  which ``effects`` parses back with the same grammar; story instructions are the content's op
  names followed by their arguments ("PLACE_COVER C2", "ROAMING_ENEMY V GALLERY").

Canonical lists follow §2.23: content table order, copies consecutive and numbered ``#1..#k``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, NamedTuple

from .content import Content, load_content
from .lookup_story import (  # noqa: F401  (re-exported: the engine reads all content through lookup)
    COVERS, INSTRUCTIONS, STORY_CARDS, EventCard, _covers, code_strings, cover_id, cover_name, ending_codes, event,
    event_cards, instruction, story_deck)

_USE = {None: "-", "Passive": "passive", "DESTROY": "destroy", "Once/Round": "round", "Each time": "each"}


class Treasure(NamedTuple):
    id: str
    name: str
    colour: str
    cost: int | None
    size: str  # "L" or "S"
    types: frozenset[str]  # subtypes: "Weapon", "Melee", "Shield", "Potion", ...
    hands: int  # 1 or 2 for weapons, 0 otherwise
    cp: int
    use: str  # "-", "passive", "destroy", "round", "each"
    copies: int
    block: int
    timing: str  # the Use column's restriction ("not in combat", "Combat Step 1 only", ...) or ""
    effect: str

    @property
    def weapon(self) -> bool:
        return "Weapon" in self.types

    @property
    def weapon_types(self) -> frozenset[str]:
        return self.types & {"Melee", "Ranged", "Shock"} if self.weapon else frozenset()

    @property
    def two_handed(self) -> bool:
        return self.hands == 2


class Enemy(NamedTuple):
    id: str
    name: str
    colour: str  # G B R V, or X for a Boss
    health: int  # 0 for a Boss (its Health is a multiplier x agents: ``boss_health``)
    weakness: str


class Skill(NamedTuple):
    agent: str
    name: str
    threshold: int
    cost: int
    timing: str  # "general", "combat" (W3/W4), "alert" (W2)
    windows: tuple[str, ...]
    text: str


def content() -> Content:
    return load_content()


def base(card: str) -> str:
    return card.split("#", 1)[0]


def board_id(board: str) -> str:
    """The engine's "past" as the content's "PAST"."""
    return board.upper()


def board_name(board: str) -> str:
    """"The Future" for "future" (C7)."""
    return content().boards[board_id(board)].name


def lab_exit(node: str) -> str:
    """Where a time traveller on ``node`` arrives: a laboratory node's castle exit (C7.2), else itself."""
    return content().lab_exits.get(node, node)


# --- treasures ----------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def _treasures() -> dict[str, Treasure]:
    out = {}
    for t in content().treasures.values():
        out[t.id] = Treasure(t.id, t.name, t.colour, t.cost, t.size, frozenset(t.subtypes), t.hands or 0, t.cp,
                             _USE[t.use], t.copies, t.block or 0, t.use_timing or "", t.effect or "")
    return out


_GAINS = re.compile(r"(?:group|You) gains? (\d+) (Health|Clarity|Energy)(?: and (\d+) (Health|Clarity|Energy))?")


@lru_cache(maxsize=None)
def item_gains(card: str) -> tuple[int, int, int]:
    """(Health, Clarity, Energy) an item's effect text says it gives ("The group gains 4 Health
    and 2 Clarity.", "You gain 3 Energy."); zeros for anything else."""
    out = {"Health": 0, "Clarity": 0, "Energy": 0}
    m = _GAINS.search(treasure(card).effect)
    if m:
        out[m.group(2)] = int(m.group(1))
        if m.group(3):
            out[m.group(4)] = int(m.group(3))
    return out["Health"], out["Clarity"], out["Energy"]


def treasure(card: str) -> Treasure:
    """A treasure's card; for "?" (another agent's face-down backpack card in an Exploration view,
    E40) what every seat knows of it: a Small treasure of unknown kind."""
    found = _treasures().get(base(card))
    if found is None:
        if card != FACE_DOWN.id:
            raise KeyError(card)
        return FACE_DOWN
    return found


FACE_DOWN = Treasure("?", "face-down treasure", "", None, "S", frozenset(), 0, 0, "-", 0, 0, "", "")


def is_treasure(card: str) -> bool:
    return base(card) in _treasures()


@lru_cache(maxsize=None)
def treasure_cards(colour: str) -> tuple[str, ...]:
    return content().treasure_deck(colour)


@lru_cache(maxsize=None)
def _artifacts() -> dict[str, tuple[str, str]]:
    return {a.id: (a.name, a.edge) for a in content().artifacts.values()}


ARTIFACTS: dict[str, tuple[str, str]] = _artifacts()  # id -> (name, the edge it opens), C5.5 order


def artifact_edge(artifact: str) -> str:
    return ARTIFACTS[artifact][1]


# --- enemies ------------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def _enemies() -> dict[str, Enemy]:
    c = content()
    out = {e.id: Enemy(e.id, e.name, e.colour, e.health, e.weakness) for e in c.enemies.values()}
    out.update({b.id: Enemy(b.id, b.name, "X", 0, b.weakness) for b in c.bosses.values()})
    return out


def enemy(card: str) -> Enemy:
    return _enemies()[base(card)]


def trophy_points(trophies: tuple[str, ...] | list[str]) -> int:
    """The Data Points of a trophy list (C4's Trophy column; a set bonus such as the Woods Wolf's
    "2 each when you hold 2 or more" applies per type)."""
    c = content()
    total = 0
    held: dict[str, int] = {}
    for card in trophies:
        held[base(card)] = held.get(base(card), 0) + 1
    for kind, count in held.items():
        if kind in c.bosses:
            total += c.bosses[kind].trophy_dp * count
            continue
        e = c.enemies[kind]
        each = e.trophy_set[1] if e.trophy_set is not None and count >= e.trophy_set[0] else e.trophy_dp
        total += each * count
    return total


def trophy_value(card: str) -> int:
    """One trophy's printed Data Points (without a set bonus)."""
    c = content()
    kind = base(card)
    return c.bosses[kind].trophy_dp if kind in c.bosses else c.enemies[kind].trophy_dp


def has_loot(card: str) -> bool:
    """Card 1 of each type carries Loot (C4: ``loot_cards``); Bosses always do."""
    c = content()
    b = base(card)
    if b in c.bosses:
        return c.bosses[b].loot
    number = int(card.split("#", 1)[1]) if "#" in card else 0
    return number in c.enemies[b].loot_cards


@lru_cache(maxsize=None)
def enemy_cards(colour: str) -> tuple[str, ...]:
    """A colour's canonical enemy deck; "X": every Boss (Story mode uses ``boss_deck("story")``)."""
    if colour == "X":
        return tuple(content().bosses)
    return tuple(e.id for e in content().enemy_deck(colour))


def boss_deck(mode: str) -> tuple[str, ...]:
    return content().boss_deck(mode)


def boss_health(card: str, preset: str, agents: int) -> int:
    """A Boss's Health: its preset multiplier x agents in play (C4.5, C11)."""
    return content().boss_health(base(card), preset, agents)


def combat_energy(colour: str) -> int:
    """Energy per defeated enemy of ``colour`` ("X" a Boss) for each agent that placed a token."""
    return content().enemy_rules.energy_reward[colour]


def combat_clarity(colour: str) -> int:
    return content().enemy_rules.clarity_reward[colour]


# --- the board ----------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def nodes(board: str = "past") -> tuple[str, ...]:
    """Every node of ``board`` in C7.1 table order."""
    return content().boards[board_id(board)].nodes


def node_colour(board: str, node: str) -> str:
    """The node's "?" colour on ``board`` ("" for none), whether or not a Clean token covers it."""
    return _colours(board).get(node, "")


@lru_cache(maxsize=None)
def _colours(board: str) -> dict[str, str]:
    b = board_id(board)
    return {n: content().nodes[n].colour(b) or "" for n in content().boards[b].nodes}


def rooms_of(board: str, colour: str) -> tuple[str, ...]:
    return tuple(n for n in nodes(board) if node_colour(board, n) == colour)


@lru_cache(maxsize=None)
def edges(board: str = "past") -> dict[str, tuple[str, str, str]]:
    """edge id -> (node A, node B, door state on ``board``: open | locked | frozen); removed edges
    are absent."""
    b = board_id(board)
    out = {}
    for eid in content().boards[b].edges:
        edge = content().edges[eid]
        state = edge.state(b)
        if state is not None:
            out[eid] = (edge.a, edge.b, state.state)
    return out


@lru_cache(maxsize=None)
def neighbours(board: str, node: str) -> tuple[tuple[str, str], ...]:
    """(other node, edge id) for every edge of ``node`` on ``board``, in edge order."""
    out = []
    for eid, (a, b, _) in edges(board).items():
        if a == node:
            out.append((b, eid))
        elif b == node:
            out.append((a, eid))
    return tuple(out)


# --- tokens, combat cards, agents ---------------------------------------------------------------


@lru_cache(maxsize=None)
def token_list(colour: str) -> tuple[str, ...]:
    return content().token_pool(colour)


def token_kind(token: str) -> Any:
    """A Search token's kind (C6): ``effects`` as content ``Effect`` values, ``optional`` for a
    treasure token the revealing agent may decline."""
    return content().tokens[token]


@lru_cache(maxsize=None)
def combat_deck(preset: str) -> tuple[str, ...]:
    """One agent's 30 combat cards as type ids, in C3 order, for ``preset``'s deck."""
    deck = content().presets[preset].combat_deck
    return tuple(c.id for c in content().combat_cards.values() for _ in range(c.copies[deck]))


def combat_card(card: str) -> Any:
    return content().combat_cards[base(card)]


@lru_cache(maxsize=None)
def skills() -> dict[str, Skill]:
    out = {}
    for a in content().agents.values():
        u = a.unique_skill
        out[a.id] = Skill(a.id, u.name, u.clarity, u.energy, u.timing, u.windows, u.text)
    return out


AGENT_IDS: tuple[str, ...] = tuple(load_content().agents)
CLOAK_COST: int = load_content().agent_rules.cloak_energy
START_ENERGY: int = load_content().agent_rules.start_energy


def agent_name(agent_id: str) -> str:
    return content().agents[agent_id].name


def preset_event_buffer(preset: str) -> bool:
    return content().presets[preset].event_buffer


# --- names ----------------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def _names() -> dict[str, str]:
    c = content()
    out: dict[str, str] = {}
    out.update({n.id: n.name for n in c.nodes.values()})
    out.update({t.id: t.name for t in c.treasures.values()})
    out.update({e.id: e.name for e in c.enemies.values()})
    out.update({b.id: b.name for b in c.bosses.values()})
    out.update({e.id: e.title for e in c.events.values()})
    out.update({s.id: s.title for s in c.story.cards.values()})
    out.update({a.id: a.name for a in c.artifacts.values()})
    out.update({k.id: k.name for k in c.combat_cards.values()})
    out.update({mine: f"Cover {theirs}" for mine, theirs, _ in _covers()})
    out.update({t.id: _token_name(t) for t in c.tokens.values()})
    return out


def _token_name(token: Any) -> str:
    """"+2 Energy token", "Blue treasure token", "Summon token" (from the token's kind and code)."""
    effect = token.effects[0] if token.effects else None
    if effect is not None and effect.code in ("E", "H", "C"):
        return f"+{effect.args[0]} {token.kind} token"
    if effect is not None and effect.code == "T":
        colour = {"G": "Green", "B": "Blue", "R": "Red", "V": "Violet"}[effect.args[0]]
        return f"{colour} treasure token"
    return f"{token.kind} token"


def name(thing: object) -> str:
    """A readable name for an id (node, treasure, enemy, event, story card, artifact, combat card,
    Cover); the id itself otherwise."""
    if not isinstance(thing, str):
        return str(thing)
    names = _names()
    if thing in names:
        return names[thing]
    return names.get(base(thing), thing)

"""Castle von Loghan's content set: the spec's tables (``loghan_content.md`` C1-C12) as data.

The tables live as JSON in ``rules/loghan/data/`` (one file per section) and are read with
``importlib.resources``, so they are found from source, from a wheel and from a PyInstaller
bundle alike. ``load_content()`` reads and validates them once and returns a ``Content``; a
mistake in the data raises ``ContentError`` naming the file, the entry and the problem.

For tests and tools: ``read_raw()`` gives the parsed JSON (fresh copies), ``build_content(raw)``
builds and validates a ``Content`` from such a mapping.

Record types: ``content_types`` (pieces, boards, presets), ``content_events`` (outcomes,
Endings, events, story); the effect-code grammar: ``content_codes``.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

from . import content_build as build
from . import content_tables as tables
from .content_checks import check
from .content_events import CodeSpec, EventCard, InstructionSpec, Story
from .content_types import (Agent, AgentRules, Artifact, Board, Boss, CombatCard, ContentError, DecisionCard, Edge,
                            EnemyCard, EnemyRules, EnemyType, FrozenDict, Node, Preset, Reference, TokenKind, Treasure)

__all__ = ["CONTENT_NOTICE", "Content", "ContentError", "FILES", "build_content", "load_content", "parse_file",
           "read_raw"]

#: Shown verbatim at the top of the rules screen, in the card inspector and in the credits (C0,
#: loghan.md section 4).
CONTENT_NOTICE = (
    "Content notice: the cards, tokens, boards and story in this app are reconstructions written for "
    "Castletop. The printed demo components of Castle von Loghan are not public. Only the rules structure "
    "and the items the demo rulebook names (Pill, Skeleton, Thief, Dragon, Large Rod, Axe, Bow, Potion, "
    "Shields, Sphere Syphon, the Gob-Li, the P.O.D., and the combat cards Hit, Critical Hit, Clever Attack, "
    "Parry, Aid, Counter, Hard Counter and MISS) come from the publisher's demo rules."
)

#: The data files, keyed by their short names, with the section of loghan_content.md each holds.
FILES: dict[str, str] = {
    "agents": "C1", "decisions": "C2", "combat": "C3", "enemies": "C4", "treasures": "C5",
    "search_tokens": "C6", "boards": "C7", "effects": "C8", "events": "C9", "story": "C10",
    "presets": "C11", "counts": "C12",
}


@dataclass(frozen=True)
class Content:
    """Everything of C1-C12, keyed by the spec's ids, each table in the spec's order."""

    agents: FrozenDict[str, Agent]
    agent_rules: AgentRules
    decision_cards: FrozenDict[str, DecisionCard]  # "Pill:A"
    combat_cards: FrozenDict[str, CombatCard]
    combat_deck_sizes: FrozenDict[str, int]  # "standard" | "hard" -> 30
    enemies: FrozenDict[str, EnemyType]  # the regular types, decks G, B, R, V
    enemy_deck_sizes: FrozenDict[str, int]
    enemy_rules: EnemyRules
    bosses: FrozenDict[str, Boss]
    treasures: FrozenDict[str, Treasure]  # the designs, decks G, B, R, V
    treasure_deck_sizes: FrozenDict[str, int]
    artifacts: FrozenDict[str, Artifact]
    tokens: FrozenDict[str, TokenKind]
    token_pools: FrozenDict[str, tuple[tuple[str, int], ...]]  # colour -> (token, copies) in C6 order (E34)
    token_pool_sizes: FrozenDict[str, int]
    nodes: FrozenDict[str, Node]  # C7.1 order, the laboratory last
    edges: FrozenDict[str, Edge]  # C7.2 order
    boards: FrozenDict[str, Board]
    lab_exits: FrozenDict[str, str]  # laboratory node -> castle node (time travel, C7.2)
    codes: FrozenDict[str, CodeSpec]  # the C8 catalogue
    param_kinds: FrozenDict[str, str]
    conditions: FrozenDict[str, str]  # Condition.test -> the spec's wording
    instructions: FrozenDict[str, InstructionSpec]  # Step.op -> its rule (loghan.md 2.6.4)
    events: FrozenDict[str, EventCard]  # decks G, B, R
    story: Story
    presets: FrozenDict[str, Preset]
    start_health: int
    start_clarity: int
    difficulty_targets: FrozenDict[str, FrozenDict[str, str]]  # preset -> team -> target (informative)
    room_colours: FrozenDict[str, str]  # colour -> "#3FA34D"
    neutral_damage_colour: str
    section_tags: FrozenDict[str, str]  # file -> the section's bracket ("Recon; named anchors Book")
    notes: FrozenDict[str, tuple[str, ...]]  # file -> the section's rule texts, verbatim
    reference: Reference  # the spec's checking tables

    # --- canonical lists (loghan.md 2.23: content table order, copies consecutive, #1..#k) -------

    def combat_deck(self, deck: str = "standard") -> tuple[str, ...]:
        """One agent's combat deck, ``"HIT#1"`` … in C3 order; ``deck`` is a preset's ``combat_deck``."""
        return tuple(f"{c.id}#{k}" for c in self.combat_cards.values() for k in range(1, c.copies[deck] + 1))

    def enemy_deck(self, colour: str) -> tuple[EnemyCard, ...]:
        """``"EG1#1"`` … : each type's cards 1-4, card 1 with Loot."""
        return tuple(EnemyCard(f"{e.id}#{k}", e.id, k, k in e.loot_cards)
                     for e in self.enemies.values() if e.colour == colour for k in range(1, e.cards + 1))

    def treasure_deck(self, colour: str) -> tuple[str, ...]:
        """``"TG1#1"``, ``"TG1#2"``, ``"TG2#1"`` …"""
        return tuple(f"{t.id}#{k}" for t in self.treasures.values() if t.colour == colour
                     for k in range(1, t.copies + 1))

    def token_pool(self, colour: str) -> tuple[str, ...]:
        """The token kinds of one colour, one entry per token, in C6 order."""
        return tuple(t for t, copies in self.token_pools[colour] for _ in range(copies))

    def event_deck(self, colour: str) -> tuple[str, ...]:
        return tuple(e.id for e in self.events.values() if e.colour == colour)

    def boss_deck(self, mode: str) -> tuple[str, ...]:
        """``"story"`` or ``"exploration"``."""
        return self.enemy_rules.boss_decks[mode]

    @staticmethod
    def design(card: str) -> str:
        """``"TG8#1"`` -> ``"TG8"``."""
        return card.split("#", 1)[0]

    # --- lookups ----------------------------------------------------------------------------------

    def boss_health(self, boss: str, preset: str, agents: int) -> int:
        return self.bosses[boss].health_multiplier[preset] * agents

    def default_preset(self) -> Preset:
        return next(p for p in self.presets.values() if p.default)

    def adjacency(self, board: str) -> FrozenDict[str, tuple[tuple[str, str], ...]]:
        """node -> ((neighbour, edge id), …) over the edges that exist on ``board`` (open, locked
        or frozen at the start: whether one is passable now is the engine's business)."""
        out: dict[str, list[tuple[str, str]]] = {n: [] for n in self.boards[board].nodes}
        for e in self.boards[board].edges:
            edge = self.edges[e]
            out[edge.a].append((edge.b, e))
            out[edge.b].append((edge.a, e))
        return FrozenDict({n: tuple(v) for n, v in out.items()})


def _package_data(name: str) -> str:
    return resources.files(__package__).joinpath("data", f"{name}.json").read_text(encoding="utf-8")


def parse_file(name: str, text: str) -> Any:
    """One data file's JSON text (``name`` as in ``FILES``), refusing a key given twice (a
    duplicate id) and text that is not JSON."""
    def no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
        seen: dict[str, Any] = {}
        for key, value in pairs:
            if key in seen:
                raise ContentError(f"{name}.json", key, "duplicate id (the key appears twice)")
            seen[key] = value
        return seen
    try:
        return json.loads(text, object_pairs_hook=no_duplicates)
    except json.JSONDecodeError as exc:
        raise ContentError(f"{name}.json", f"line {exc.lineno}", f"not valid JSON: {exc.msg}") from None


def read_raw() -> dict[str, Any]:
    """The data files as parsed JSON, keyed as ``FILES``: a fresh copy on every call."""
    out = {}
    for name in FILES:
        try:
            text = _package_data(name)
        except FileNotFoundError:
            raise ContentError(f"{name}.json", build.FILE, "missing from the package data") from None
        out[name] = parse_file(name, text)
    return out


# spec: where the spec names things without giving them an id, the data chooses one: boards
# "PAST" "ANOMALY" "FUTURE"; presets "story" "standard" "hard"; combat decks "standard" (C3's
# "Story / Standard" column) and "hard"; decision cards "<agent>:<letter>"; "X" for a boss in the
# enemy reward tables (C4's "Boss"); story Covers by their numerals ("0", "I".."VIII").
# spec: C7.1 gives "Tokens needed at 3 per room" for The Past only ("not used" elsewhere): null.
# spec: story 001 is "Read at setup, at the P.O.D.": it has no node (nor colour); 006 and 010
# ("continues 005/009") have none either; C10's route keeps its "…" as a stop without a node.
# spec: an outcome or Ending of "—" is the empty list of effects; Pill's "General (see below)"
# timing is "general"; a Shield's "Block n." is also read as its Block number.
def build_content(raw: dict[str, Any]) -> Content:
    """A validated ``Content`` from ``raw`` (shaped like ``read_raw()``)."""
    missing = [n for n in FILES if n not in raw]
    if missing:
        raise ContentError(f"{missing[0]}.json", build.FILE, "missing")
    f = {n: build.Fields(f"{n}.json", build.FILE, raw[n]) for n in FILES}
    out: dict[str, Any] = {"notes": {}}
    tags = {}
    for name, fields in f.items():
        section = fields.str("section")
        if section != FILES[name]:
            fields.fail(f"holds section {section!r}, expected {FILES[name]!r}")
        fields.str("title")
        if "tag" in fields.data:
            tags[name] = fields.str("tag")
    build.agents(f["agents"], f["decisions"], out)
    build.combat(f["combat"], out)
    build.enemies(f["enemies"], out)
    build.treasures(f["treasures"], out)
    build.tokens(f["search_tokens"], out)
    tables.boards(f["boards"], out)
    tables.effect_codes(f["effects"], out)
    tables.events(f["events"], out)
    tables.story(f["story"], out)
    tables.presets(f["presets"], out)
    tables.counts(f["counts"], out)
    out["notes"]["combat"] = (f["combat"].str("text"),)
    for fields in f.values():
        fields.close()
    reference = Reference(out.pop("past_adjacency"), out.pop("past_distances"), out.pop("past_distances_text"),
                          out.pop("room_counts"), out.pop("ending_mix"), out.pop("ending_mix_texts"),
                          out.pop("treasure_totals"), out.pop("counts"), out.pop("count_rows"))
    notes = FrozenDict(out.pop("notes"))
    content = Content(**out, reference=reference, section_tags=FrozenDict(tags), notes=notes)
    check(content)
    return content


@functools.lru_cache(maxsize=1)
def load_content() -> Content:
    """The package's content, read and validated once."""
    return build_content(read_raw())

"""The records of the event and story cards (``loghan_content.md`` C8-C10): outcomes, Endings
and their steps, the Random Events, the story deck and its Covers; and the catalogue entries
of the effect codes and story instructions. See ``content_types`` for the conventions.
"""

from __future__ import annotations

from dataclasses import dataclass

from .content_codes import Condition, Effect
from .content_types import FrozenDict, _Tagged


# --- effect codes (C8) ------------------------------------------------------------------------------

@dataclass(frozen=True)
class CodeSpec:
    code: str
    syntax: str
    params: tuple[str, ...]  # kinds: "amount" "count" "colour" "colour?" "effects"
    meaning: str


@dataclass(frozen=True)
class InstructionSpec:
    op: str
    params: FrozenDict[str, str]  # Step field -> kind
    rule: str


@dataclass(frozen=True)
class Branch:
    when: Condition | None  # None: always (an "Otherwise")
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Step:
    """One instruction of an Ending, in order. ``op`` is ``EFFECTS`` (apply the first branch
    that holds), ``EACH_AGENT`` or a story instruction (``Content.instructions``)."""

    op: str
    branches: tuple[Branch, ...] = ()
    target: str | None = None  # artifact, cover, story card, node or boss id
    colour: str | None = None
    amount: int | None = None
    letter: str | None = None
    when: Condition | None = None


@dataclass(frozen=True)
class Ending:
    text: str
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Choice:
    letter: str
    label: str
    outcome: str  # the spec's code string, "H−2, T:R"
    note: str | None  # the spec's remark beside it
    effects: tuple[Effect, ...]


# --- events and story (C9, C10) ---------------------------------------------------------------------

@dataclass(frozen=True)
class EventCard(_Tagged):
    id: str
    colour: str
    title: str
    situation: str
    choices: tuple[Choice, ...]  # A-D
    ending: Ending
    tag: str = "Recon"


@dataclass(frozen=True)
class Cover:
    id: str  # "0", "I".."VIII"
    placed_by: str  # "setup" or a story card
    node: str | None  # the group enters it: the Cover is removed
    condition: str
    flavour: str


@dataclass(frozen=True)
class StoryCard(_Tagged):
    id: str  # "001"
    title: str
    where: str
    node: str | None
    colour: str | None
    continues: str | None  # resolved by "keep drawing" from this card
    text: str
    choices: tuple[Choice, ...]  # empty for the last card
    ending: Ending
    tag: str = "Recon"


@dataclass(frozen=True)
class RouteStop:
    node: str | None  # None: the spec's "…"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Story:
    title: str
    board: str
    text: str
    structure: tuple[str, ...]
    background: str
    cover_rule: str
    covers: FrozenDict[str, Cover]
    cards: FrozenDict[str, StoryCard]
    route: tuple[RouteStop, ...]
    route_text: str
    route_note: str

"""The event and story cards as the engine reads them (part of ``lookup``, which re-exports all of
this): outcomes as code strings, Endings as content steps read into code strings when the
Decision cards are counted, Covers as "C0".."C8", story instructions as "OP arguments".
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from .content import load_content
from .content_codes import Condition, format_effect
from .content_events import Ending


class EventCard(NamedTuple):
    """A Random Event or a story card: its outcomes A-D as code strings, its Ending as content."""

    id: str
    title: str
    ending: Ending
    outcomes: tuple[tuple[str, ...], ...]  # A-D, each a tuple of codes; () for "—"
    labels: tuple[str, ...]  # the front's choice labels A-D (empty for 012)
    situation: str

    @property
    def has_choices(self) -> bool:
        return bool(self.labels)


def code_strings(effects: tuple[Any, ...]) -> tuple[str, ...]:
    """Content ``Effect`` values as the code strings the engine keeps in its steps."""
    return tuple(format_effect(e) for e in effects)


@lru_cache(maxsize=None)
def _events() -> dict[str, EventCard]:
    c = load_content()
    out = {}
    for card in list(c.events.values()) + list(c.story.cards.values()):
        outcomes = tuple(code_strings(ch.effects) for ch in card.choices) or ((), (), (), ())
        labels = tuple(ch.label for ch in card.choices)
        situation = getattr(card, "situation", None) or getattr(card, "text", "")
        out[card.id] = EventCard(card.id, card.title, card.ending, outcomes, labels, situation)
    return out


def event(card: str) -> EventCard:
    return _events()[card]


@lru_cache(maxsize=None)
def event_cards(colour: str) -> tuple[str, ...]:
    return load_content().event_deck(colour)


@lru_cache(maxsize=None)
def _covers() -> tuple[tuple[str, str, str], ...]:
    """(engine Cover id, the content's id, the node that removes it or "") in C10.1 order."""
    covers = load_content().story.covers.values()
    return tuple((f"C{i}", cover.id, cover.node or "") for i, cover in enumerate(covers))


def cover_id(content_cover: str) -> str:
    """The content's Cover "II" as the engine's "C2"."""
    return next(mine for mine, theirs, _ in _covers() if theirs == content_cover)


def cover_name(cover: str) -> str:
    """The engine's "C2" as it is printed: "Cover II"."""
    return next(f"Cover {theirs}" for mine, theirs, _ in _covers() if mine == cover)


STORY_CARDS: tuple[str, ...] = tuple(load_content().story.cards)
COVERS: dict[str, str] = {mine: node for mine, _, node in _covers() if node}  # Cover -> the node that removes it


def story_deck() -> tuple[str, ...]:
    """E7: Cover 0 on 001, then 002-012 in number order; Covers I-VIII are set aside."""
    return (_covers()[0][0],) + STORY_CARDS


def ending_codes(card: str, chosen: dict[str, int], agents: int) -> list[tuple[str, tuple[str, ...]]]:
    """The Ending of ``card`` as (who, codes) pieces in order, given how many agents chose each
    letter: who is "group" (the Ending's own codes) or "each" (applied once per agent, "you"
    being that agent). Conditions are counted here, when the Ending is read (C8, E13)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for st in event(card).ending.steps:
        if st.op in ("EFFECTS", "EACH_AGENT"):
            for branch in st.branches:
                if branch.when is None or _holds(branch.when, chosen, agents):
                    out.append(("each" if st.op == "EACH_AGENT" else "group", code_strings(branch.effects)))
                    break
            continue
        if st.when is not None and not _holds(st.when, chosen, agents):
            continue
        out.append(("group", (instruction(st, chosen),)))
    return out


def _holds(cond: Condition, chosen: dict[str, int], agents: int) -> bool:
    return cond.holds(chosen, agents)


def instruction(st: Any, chosen: dict[str, int]) -> str:
    """A story instruction (``content_events.Step``) as one code string: its op and arguments."""
    if st.op == "PLACE_COVER":
        return f"PLACE_COVER {cover_id(st.target)}"
    if st.op == "NEUTRAL_DAMAGE":
        return f"NEUTRAL_DAMAGE {st.target} {(st.amount or 0) * chosen.get(st.letter, 0)}"
    if st.op == "REFILL_TOKENS":
        return f"REFILL_TOKENS {st.amount}"
    if st.op == "ROAMING_ENEMY":
        return f"ROAMING_ENEMY {st.colour} {st.target}"
    return " ".join(x for x in (st.op, st.target) if x)


INSTRUCTIONS: frozenset[str] = frozenset(load_content().instructions) - {"EFFECTS", "EACH_AGENT"}

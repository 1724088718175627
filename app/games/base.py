"""What a game adapter tells the table scene about the current decision."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..table.pieces import Zone


@dataclass
class Interactions:
    """Every way the viewer may act now, by gesture.

    ``drags[piece_key][zone_id]`` lists the actions a drop there means (one: done; several: a
    small choice). ``clicks[piece_key]`` are actions chosen by clicking a piece. ``buttons`` are
    (label, action) pairs on the table. ``all`` is every legal action, for the keyboard.
    """

    prompt: str = ""
    drags: dict[str, dict[str, list[Any]]] = field(default_factory=dict)
    clicks: dict[str, list[Any]] = field(default_factory=dict)
    buttons: list[tuple[str, Any]] = field(default_factory=list)
    noeffect: set[str] = field(default_factory=set)
    hover: dict[str, str] = field(default_factory=dict)
    dropzones: list[Zone] = field(default_factory=list)
    focus_key: dict[Any, str] = field(default_factory=dict)   # action -> piece it concerns
    all: list[Any] = field(default_factory=list)
    confirm: dict[Any, str] = field(default_factory=dict)     # action -> question to confirm first
    confirm_yes: dict[Any, str] = field(default_factory=dict) # action -> the confirming button's label
    reorder: list[int] | None = None                          # cards to put in order (Wizard Tower)
    reorder_title: str = ""                                   # what the ordering overlay asks
    pulsing: set[str] = field(default_factory=set)            # pieces to pulse gold (the effect resolving now)
    marks: dict[str, str] = field(default_factory=dict)       # piece key -> a glyph drawn on it ("swap")
    banner: str = ""                                          # out-of-turn decisions
    tints: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # piece key / zone id -> outline


@dataclass(frozen=True)
class LocalMove:
    """A step taken on the table only: nothing reaches the rules until the adapter says so.

    Sky Castle lets a player drag the roles of a set in any order and take them back before
    **Done** (spec 8.2); each drag is a ``LocalMove`` whose ``payload`` is the rules action it
    stands for (or ``"done"`` / ``"undo"``). The scene hands it to ``adapter.stage`` and, on
    Done, sends what ``adapter.next_staged`` gives, one action at a time.
    """

    payload: Any
    label: str

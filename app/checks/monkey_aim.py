"""Where the monkey aims: the rectangles of what is on screen now, and the table's legal gestures.

Random points rarely hit a button, so most clicks go to something a player could click: the menus'
pygame_gui widgets, the table's own buttons, pieces and zones, an open choice menu, a reading
panel's choices, a stepper's buttons. Everything is found through the generic scene and table
attributes (never a game's names), so a new game or scene is covered without changes here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame

# pygame_gui elements worth clicking, by class name, and how much (buttons lead to other scenes).
WIDGET_WEIGHTS = {"UIButton": 6.0, "UITextEntryLine": 1.5, "UIHorizontalSlider": 2.0, "UISelectionList": 1.0,
                  "UITextBox": 1.0, "UIDropDownMenu": 2.0, "UIHorizontalScrollBar": 0.5,
                  "UIVerticalScrollBar": 0.5}


@dataclass(frozen=True)
class Target:
    """Something on screen to aim at: where it is, how much to favour it, what it is."""

    rect: pygame.Rect
    weight: float
    tag: str


def table_of(app: Any) -> Any | None:
    """The table scene open in ``app`` (the topmost), or ``None``."""
    for scene in reversed(app.stack.scenes):
        if hasattr(scene, "session") and hasattr(scene, "board") and hasattr(scene, "aff"):
            return scene
    return None


def _rect(r: Any) -> pygame.Rect | None:
    try:
        rect = pygame.Rect(r)
    except (TypeError, ValueError):
        return None
    return rect if rect.w > 0 and rect.h > 0 else None


def widget_targets(app: Any) -> list[Target]:
    out = []
    for element in app.ui.get_sprite_group().sprites():
        kind = type(element).__name__
        weight = WIDGET_WEIGHTS.get(kind)
        if weight is None or not getattr(element, "visible", True):
            continue
        rect = _rect(getattr(element, "rect", None))
        if rect is not None:
            out.append(Target(rect, weight, f"widget:{kind}"))
    return out


def table_targets(table: Any, top: Any) -> list[Target]:
    """The table's buttons, pieces, zones and open pickers; a scene over it (a lesson) adds its own."""
    out: list[Target] = []
    for button in getattr(table, "buttons", ()):
        out.append(Target(pygame.Rect(button.rect), 4.0, "table:button"))
    menu = getattr(table, "menu", None)
    if menu is not None and menu.open:
        out += [Target(pygame.Rect(b.rect), 8.0, "table:menu") for b in menu.buttons]
    reading = getattr(table, "reading", None)
    if reading is not None:
        out += [Target(pygame.Rect(r), 5.0, "table:reading") for r in getattr(reading, "choice_rects", ())]
    stepper = getattr(table, "stepper", None)
    if stepper is not None:
        for r in (stepper.minus, stepper.plus, stepper.confirm, *stepper.extras):
            out.append(Target(pygame.Rect(r), 4.0, "table:stepper"))
    arrange = getattr(table, "arrange", None)
    if arrange is not None:
        out += [Target(pygame.Rect(r), 3.0, "table:arrange") for r in arrange.rects(table.area)]
    board = table.board
    out += [Target(r, 1.0, "table:piece") for p in board.pieces.values() if (r := _rect(p.rect)) is not None]
    out += [Target(r, 0.5, "table:zone") for z in board.zones.values() if (r := _rect(z.rect)) is not None]
    if top is not table:  # a lesson's Next / Finish button over the table
        button = getattr(top, "button", None)
        made = button() if callable(button) else None
        if made is not None:
            out.append(Target(pygame.Rect(made.rect), 6.0, "lesson:button"))
    return out


def targets(app: Any) -> list[Target]:
    """Everything worth aiming at in the scene on top (and the table under an overlay)."""
    out = widget_targets(app)
    top = app.stack.top
    table = table_of(app)
    if table is not None and table in app.stack.visible() and (top is table or not getattr(top, "widgets", None)):
        out += table_targets(table, top)
    return out


def pick(rng: random.Random, found: list[Target]) -> Target | None:
    if not found:
        return None
    return rng.choices(found, weights=[t.weight for t in found])[0]


def point_in(rng: random.Random, rect: pygame.Rect) -> tuple[int, int]:
    """A point inside ``rect``, near its middle more often than at its edge."""
    fx = min(max(rng.gauss(0.5, 0.18), 0.02), 0.98)
    fy = min(max(rng.gauss(0.5, 0.18), 0.02), 0.98)
    return int(rect.x + rect.w * fx), int(rect.y + rect.h * fy)


def legal_gesture(table: Any, rng: random.Random) -> tuple[str, Any, Any] | None:
    """One gesture that means a legal move of the person at the table, as the table offers it:
    ("drag", from, to), ("click", point, None); ``None`` when nothing is offered now."""
    if not table.session.is_human_turn():
        return None
    board, aff = table.board, table.aff
    options: list[tuple[str, Any, Any]] = []
    menu = table.menu
    if menu.open:
        return ("click", pygame.Rect(rng.choice(menu.buttons).rect).center, None)
    if table.reading is not None and table.reading.choice_rects:
        options += [("click", pygame.Rect(r).center, None) for r in table.reading.choice_rects]
    if getattr(table, "stepper", None) is not None:
        s = table.stepper
        options += [("click", pygame.Rect(r).center, None) for r in (s.minus, s.plus, s.confirm, s.confirm)]
    zones = {z.id: z for z in aff.dropzones}
    for drag in aff.drags:
        zone = zones.get(drag.zone) or board.zones.get(drag.zone)
        if drag.piece in board.pieces and zone is not None:
            options.append(("drag", pygame.Rect(board.pieces[drag.piece].rect).center, pygame.Rect(zone.rect).center))
    for click in aff.clicks:
        where = board.pieces.get(click.target) or board.zones.get(click.target)
        if where is not None:
            options.append(("click", pygame.Rect(where.rect).center, None))
    named = {b.key: b for b in table.buttons}
    for spec in table.table_buttons():
        if spec.name in named:
            options.append(("click", pygame.Rect(named[spec.name].rect).center, None))
    return rng.choice(options) if options else None

"""Castle von Loghan's table for one view (spec 7.1): the regions of ``geometry`` filled by
``panels`` (top bar, piles tray, track bar, agent panels, hand area), ``board`` (the room graph)
and ``stage`` (the phase's panel and the side region's choice box).

The seat the table looks through (``perspective``) owns the hand area; when it is the one to act,
its legal actions decide the buttons and choice rows (``gestures``), so the layout and the
affordances always agree on what is where.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from ...platform.settings import TEXT_SIZES
from ...table.layout import Layout, Link
from ...table.pieces import PieceSpec, Zone
from ...ui import gfx
from . import board as B
from . import geometry as geo
from . import panels as P
from . import explore as X
from . import stage as S
from .gestures import acting, gestures, options_for

LARGEST_TEXT = max(TEXT_SIZES.values())


def layout(view: Any, area: pygame.FRect, perspective: int, names: Sequence[str], page: str = "") -> Layout:
    """``page``: the board's level the person chose (The Future's Castle / Laboratory tabs)."""
    canvas = geo.Canvas(area)
    level = geo.page_level(view, page)
    specs: list[PieceSpec] = []
    zones: list[Zone] = []
    links: list[Link] = []
    seat = perspective if 0 <= perspective < view.n else 0
    to_act = acting(view)
    g = gestures(view, options_for(view, seat), seat)
    focus = geo.focus(view)
    main, side = canvas.rect(geo.MAIN), canvas.rect(geo.SIDE)
    P.top_bar(specs, view, canvas.rect(geo.TOP))
    tray = P.tray(specs, zones, view, canvas.rect(geo.PILES))
    P.tracks(specs, view, canvas.rect(geo.TRACK))
    P.agents(specs, zones, view, canvas.rect(geo.PANELS), names, to_act, seat)
    P.hand_area(specs, zones, view, canvas.rect(geo.HAND), seat, g, names, to_act)
    busy = bool(g.question or g.choices or g.holding)
    card = geo.event_showing(view)
    stepper = None
    if focus == "board":
        B.layout_board(specs, zones, links, view, main, small=False, level=level)
        if busy:
            stepper = S.choice_box(specs, g, side, area.h)
        else:
            S.info_box(specs, view, side)
    else:
        top = view.stack[-1].kind if view.stack else ""
        if top in ("timeline", "timeline_contribute"):
            X.timeline_panel(specs, view, main)
        elif view.combat is not None:
            S.combat_panel(specs, zones, view, main, seat)
        elif top.startswith("gobli"):
            S.gobli_panel(specs, zones, view, main, tuple(view.stack[-1].get("wares") or ()))
        elif view.reward is not None:
            S.reward_panel(specs, view, main)
            if top == "reward.trophy":  # Exploration: the trophy strip under the reward (7.3)
                u = main.h / 526  # left of the order ladder, under the reward deck
                X.trophy_strip(specs, view, pygame.FRect(main.x + 8 * u, main.y + 204 * u, 454 * u, 314 * u), g)
        elif card:
            S.event_panel(specs, zones, view, main, seat, card, any(d.zone == f"dslot:{seat}" for d in g.drags))
        if busy:
            stepper = S.choice_box(specs, g, side, area.h)
        else:
            B.layout_board(specs, zones, links, view, side, small=True, level=level)
    h = area.h
    prompt = canvas.rect(geo.PROMPT)
    tall = max(prompt.h, gfx.scaled_size(17, int(h), LARGEST_TEXT) * 1.5)  # room for the largest text setting
    prompt = pygame.FRect(prompt.x, prompt.bottom - tall, prompt.w, tall)
    return Layout(tuple(_unique(specs)), tuple(_unique_zones(zones)), prompt,
                  regions={"table": pygame.FRect(area), "main": main, "side": side, "board": main if focus == "board"
                           else side, "hand": canvas.rect(geo.HAND), "panels": canvas.rect(geo.PANELS),
                           "lesson": side, **({"stepper": stepper} if stepper is not None else {})},
                  sizes={"height": h, "card": canvas.length(140), "scale": canvas.s,
                         "text": gfx.scaled_size(17, int(h), LARGEST_TEXT)},
                  links=tuple(links))


def _unique(specs: list[PieceSpec]) -> list[PieceSpec]:
    seen: set[str] = set()
    out = []
    for spec in specs:
        if spec.key not in seen:
            seen.add(spec.key)
            out.append(spec)
    return out


def _unique_zones(zones: list[Zone]) -> list[Zone]:
    seen: set[str] = set()
    out = []
    for zone in zones:
        if zone.id not in seen:
            seen.add(zone.id)
            out.append(zone)
    return out


__all__ = ["layout"]

"""Castles of Caleira's art: card faces and backs from our SVGs with their words in fonts, the
known-card tags, and the stone a Trebuchet throws."""

from __future__ import annotations

import pygame

from rules.caleira import cards as C

from ...ui import gfx

ART_NAME = {C.BARRACKS: "barracks", C.BATTLEMENTS: "battlements", C.MARKETPLACE: "marketplace",
            C.OBSERVATORY: "observatory", C.SPIRE: "spire", C.THRONE_ROOM: "throne_room",
            C.TREBUCHET: "trebuchet", C.WATCHTOWER: "watchtower", C.WIZARD_TOWER: "wizard_tower"}
FALLBACK_COLOUR = {C.BARRACKS: (150, 60, 50), C.BATTLEMENTS: (120, 120, 130), C.MARKETPLACE: (200, 150, 40),
                   C.OBSERVATORY: (60, 90, 160), C.SPIRE: (200, 110, 170), C.THRONE_ROOM: (140, 40, 120),
                   C.TREBUCHET: (120, 80, 40), C.WATCHTOWER: (60, 130, 80), C.WIZARD_TOWER: (90, 60, 160)}


# --- card faces ------------------------------------------------------------------------------


@gfx.cached(maxsize=256)
def card_face(card: int, w: int, h: int, detail: bool) -> pygame.Surface:
    """A card's face: our SVG art with the title, the points and (large) the effect in fonts."""
    kind = C.KIND_OF[card]
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    try:
        art = gfx.svg(f"caleira/cards/{ART_NAME[kind]}.svg", w, h)
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
    except (FileNotFoundError, pygame.error):
        pygame.draw.rect(surface, gfx.PAPER, (0, 0, w, h), border_radius=max(4, w // 12))
        pygame.draw.rect(surface, FALLBACK_COLOUR[kind], (w * 0.1, h * 0.2, w * 0.8, h * 0.45), border_radius=6)
        pygame.draw.rect(surface, gfx.INK, (0, 0, w, h), 2, border_radius=max(4, w // 12))
    gfx.card_text(surface, C.TITLE[kind], str(C.POINTS[kind]), C.EFFECT_TEXT[kind] if detail else None)
    return surface


@gfx.cached(maxsize=64)
def card_back(w: int, h: int) -> pygame.Surface:
    try:
        return gfx.svg("caleira/cards/back.svg", w, h)
    except (FileNotFoundError, pygame.error):
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surface, (90, 40, 40), (0, 0, w, h), border_radius=max(4, w // 12))
        pygame.draw.rect(surface, gfx.GOLD, (4, 4, w - 8, h - 8), 2, border_radius=max(4, w // 12))
        return surface


@gfx.cached(maxsize=256)
def render_look(look: tuple, w: int, h: int) -> pygame.Surface:
    kind = look[0]
    if kind == "stone":
        return stone(max(3, min(w, h) // 2 - 4))
    if kind == "face":
        return card_face(look[1], w, h, w >= 180)
    back = card_back(w, h)
    if kind == "back":
        return back
    surface = back.copy()
    card = look[1]
    if kind == "mine":  # your own face-down piece: a faint preview of its face, for you only
        face = card_face(card, w, h, False).copy()
        face.set_alpha(70)
        surface.blit(face, (0, 0))
    tag_h = max(14, int(h * 0.16))
    tag = pygame.Rect(int(w * 0.06), int(h * 0.78), int(w * 0.88), tag_h)
    pygame.draw.rect(surface, gfx.PAPER, tag, border_radius=tag_h // 3)
    pygame.draw.rect(surface, gfx.INK, tag, 1, border_radius=tag_h // 3)
    name = gfx.text(C.TITLE[C.KIND_OF[card]], max(9, int(tag_h * 0.62)), gfx.INK, True)
    if name.get_width() > tag.w - 4:
        name = pygame.transform.smoothscale(name, (tag.w - 4, name.get_height()))
    surface.blit(name, name.get_rect(center=tag.center))
    return surface


@gfx.cached(maxsize=16)
def stone(size: int) -> pygame.Surface:
    """A Trebuchet's stone, as it flies (ART.md: simple shapes, one shade)."""
    surface = pygame.Surface((size * 2 + 8, size * 2 + 8), pygame.SRCALPHA)
    c = size + 4
    pygame.draw.circle(surface, (120, 116, 108), (c, c), size)
    pygame.draw.circle(surface, (40, 36, 30), (c, c), size, 2)
    pygame.draw.circle(surface, (190, 186, 176), (c - size / 3, c - size / 3), max(2, size // 3))
    return surface

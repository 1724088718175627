"""Castles of Caleira's art: card faces and backs from our SVGs with their words in fonts, the
known-card tags, and the stone a Trebuchet throws."""

from __future__ import annotations

import pygame

from rules.caleira import cards as C

from ...ui import gfx

ART_NAME = {C.BARRACKS: "barracks", C.BATTLEMENTS: "battlements", C.MARKETPLACE: "marketplace",
            C.OBSERVATORY: "observatory", C.SPIRE: "spire", C.THRONE_ROOM: "throne_room",
            C.TREBUCHET: "trebuchet", C.WATCHTOWER: "watchtower", C.WIZARD_TOWER: "wizard_tower"}
# Each card's effect in a few words of our own, written on the card when its full text would be too
# small to read (the full text stays on the large hover view).
SHORT_TEXT = {C.BARRACKS: "Turn one face-down", C.BATTLEMENTS: "Never destroyed",
              C.MARKETPLACE: "Trade a card", C.OBSERVATORY: "Peek at a piece",
              C.SPIRE: "Lose it, you lose", C.THRONE_ROOM: "Silent reveal", C.TREBUCHET: "Destroy a piece",
              C.WATCHTOWER: "Reveal up to two", C.WIZARD_TOWER: "Reorder the deck"}
FALLBACK_COLOUR = {C.BARRACKS: (150, 60, 50), C.BATTLEMENTS: (120, 120, 130), C.MARKETPLACE: (200, 150, 40),
                   C.OBSERVATORY: (60, 90, 160), C.SPIRE: (200, 110, 170), C.THRONE_ROOM: (140, 40, 120),
                   C.TREBUCHET: (120, 80, 40), C.WATCHTOWER: (60, 130, 80), C.WIZARD_TOWER: (90, 60, 160)}


# --- card faces ------------------------------------------------------------------------------


@gfx.cached(maxsize=256)
def card_face(card: int, w: int, h: int, least: int, effect: bool = True) -> pygame.Surface:
    """A card's face: our SVG art with the title, the points and the effect in fonts: in full when
    it is readable at ``least`` pixels, else in short, else (a small card, or no ``effect``) not at
    all."""
    kind = C.KIND_OF[card]
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    try:
        art = gfx.svg(f"caleira/cards/{ART_NAME[kind]}.svg", w, h)
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
    except (FileNotFoundError, pygame.error):
        pygame.draw.rect(surface, gfx.PAPER, (0, 0, w, h), border_radius=max(4, w // 12))
        pygame.draw.rect(surface, FALLBACK_COLOUR[kind], (w * 0.1, h * 0.2, w * 0.8, h * 0.45), border_radius=6)
        pygame.draw.rect(surface, gfx.INK, (0, 0, w, h), 2, border_radius=max(4, w // 12))
    gfx.card_text(surface, C.TITLE[kind], str(C.POINTS[kind]), C.EFFECT_TEXT[kind] if effect else None,
                  SHORT_TEXT[kind] if effect else None, least)
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


def render_look(look: tuple, w: int, h: int) -> pygame.Surface:
    """``look`` at ``w`` x ``h``, its words only where the open window can read them."""
    return _render(look, w, h, gfx.least_text())


@gfx.cached(maxsize=256)
def _render(look: tuple, w: int, h: int, least: int) -> pygame.Surface:
    kind = look[0]
    if kind == "stone":
        return stone(max(3, min(w, h) // 2 - 4))
    if kind == "face":  # ("face", card) or, a face-down piece shown at the end, ("face", card, "down")
        return card_face(look[1], w, h, least, len(look) < 3)
    back = card_back(w, h)
    if kind == "back":
        return back
    surface = back.copy()
    card = look[1]
    if kind == "mine":  # your own face-down piece: a faint preview of its face, for you only
        face = card_face(card, w, h, least, False).copy()  # faint: the name tag says what it is
        face.set_alpha(70)
        surface.blit(face, (0, 0))
    size = max(9, min(max(least, int(h * 0.1)), int(h * 0.14)))  # readable where the card allows
    tag_h = int(size * 1.45)
    tag = pygame.Rect(int(w * 0.06), int(h * 0.05), int(w * 0.88), tag_h)  # on top: clear of a pick's badge
    pygame.draw.rect(surface, gfx.PAPER, tag, border_radius=tag_h // 3)
    pygame.draw.rect(surface, gfx.INK, tag, 1, border_radius=tag_h // 3)
    name = gfx.text(C.TITLE[C.KIND_OF[card]], size, gfx.INK, True)
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

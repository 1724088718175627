"""Words on the table: zone labels and notes, seats' name plates, the prompt bar and its banner,
a toast for a moment's message, and the hover tooltip with the enlarged piece."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ..ui import gfx
from .board import Board
from .overlays import shade
from .pieces import Piece, Zone

TextSize = Callable[[int], int]
LABEL = (230, 230, 220)


def zone_words(surface: pygame.Surface, board: Board, names: Sequence[str], to_act: int | None,
               text: TextSize, badge: Callable[[int], tuple[str, tuple[int, ...]]] | None = None) -> None:
    """Every zone's label (under it) and note (beside it), and each seat's name plate: the seat's
    badge, name and "(to act)" above its area."""
    size = text(14)
    for zone in board.zones.values():
        if zone.dropzone:
            continue
        if zone.label:
            label = gfx.text(zone.label, size, LABEL, True)
            surface.blit(label, label.get_rect(midtop=(zone.rect.centerx, zone.rect.bottom + 2)))
        if zone.note:
            note = gfx.text(zone.note, size, LABEL, True)
            surface.blit(note, note.get_rect(midleft=(zone.rect.right + 8, zone.rect.centery)))
        if zone.nameplate and zone.seat is not None and zone.seat < len(names):
            name_plate(surface, zone.seat, names[zone.seat], to_act == zone.seat,
                       (zone.rect.x + 6, zone.rect.y - size - 6), size, badge(zone.seat) if badge else None)


def name_plate(surface: pygame.Surface, seat: int, name: str, acting: bool, topleft: tuple[float, float],
               size: int, mark: tuple[str, tuple[int, ...]] | None = None) -> None:
    shape, colour = mark or (gfx.PLAYER_SHAPES[seat % 8], gfx.PLAYER_COLOURS[seat % 8])
    badge = gfx.badge(shape, size + 4, colour, gfx.WHITE)
    surface.blit(badge, topleft)
    label = gfx.text(f"{name}{' (to act)' if acting else ''}", size, gfx.WHITE, True)
    surface.blit(label, (topleft[0] + size + 10, topleft[1]))


def prompt_bar(surface: pygame.Surface, rect: pygame.FRect, message: str, text: TextSize) -> None:
    """One line saying who decides what; a long line shrinks to fit its bar."""
    surface.blit(shade(int(rect.w), int(rect.h), 110), rect.topleft)
    size = text(17)
    line = gfx.text(message, size, gfx.WHITE, True)
    while line.get_width() > rect.w - 24 and size > 11:
        size -= 1
        line = gfx.text(message, size, gfx.WHITE, True)
    clip = surface.get_clip()
    surface.set_clip(rect)
    surface.blit(line, line.get_rect(midleft=(rect.x + 12, rect.centery)))
    surface.set_clip(clip)


def banner(surface: pygame.Surface, area: pygame.FRect, message: str, text: TextSize) -> None:
    """A decision out of turn (a card of yours fires while another seat plays), gold in mid-table."""
    line = gfx.fit_width(gfx.text(message, text(20), gfx.INK, True), area.w - 60)
    box = line.get_rect(center=(area.centerx, area.centery - area.h * 0.05)).inflate(30, 16)
    pygame.draw.rect(surface, gfx.GOLD, box, border_radius=10)
    surface.blit(line, line.get_rect(center=box.center))


TOAST_STYLES = {"error": ((60, 20, 20), gfx.DANGER), "info": ((28, 30, 34), gfx.GOLD)}


def toast(surface: pygame.Surface, area: pygame.FRect, message: str, text: TextSize, kind: str = "info") -> None:
    """A moment's message in mid-table: a refused move or a problem in red, news in gold."""
    block = gfx.wrapped(message, text(17), int(area.w * 0.8), gfx.WHITE, True, "center")
    box = block.get_rect(midtop=(area.centerx, area.y + area.h * 0.3)).inflate(24, 14)
    fill, edge = TOAST_STYLES.get(kind, TOAST_STYLES["info"])
    pygame.draw.rect(surface, fill, box, border_radius=10)
    pygame.draw.rect(surface, edge, box, 2, border_radius=10)
    surface.blit(block, block.get_rect(center=box.center))


def tip(surface: pygame.Surface, anchor: pygame.FRect, bounds: pygame.FRect, message: str, text: TextSize) -> None:
    """A small note above ``anchor`` (a greyed-out button's reason), kept inside ``bounds``."""
    block = gfx.wrapped(message, text(14), int(min(bounds.w - 20, text(14) * 22)), gfx.INK)
    box = block.get_rect(midbottom=(anchor.centerx, anchor.y - 8)).inflate(16, 10)
    box.clamp_ip(bounds)
    pygame.draw.rect(surface, gfx.PAPER, box, border_radius=8)
    pygame.draw.rect(surface, gfx.INK, box, 2, border_radius=8)
    surface.blit(block, block.get_rect(center=box.center))


def hover(surface: pygame.Surface, area: pygame.FRect, piece: Piece | Zone, words: Sequence[str],
          large: pygame.Surface | None, text: TextSize) -> None:
    """The piece enlarged beside it (a magnifier over the table) and its words in a tooltip by the
    piece (or the zone), drawn last and never under the enlargement."""
    lifted = None
    if large is not None:
        lifted = large.get_rect()
        lifted.midleft = (piece.rect.right + 16, area.centery)
        if lifted.right > area.right:
            lifted.midright = (piece.rect.x - 16, area.centery)
        lifted.clamp_ip(area)
        surface.blit(gfx.shadow(lifted.w, lifted.h, 12, 12, 180), (lifted.x - 6, lifted.y - 6))
        gfx.LIFTED.add(large)
        surface.blit(large, lifted)
    lines = [t for t in words if t]
    if not lines:
        return
    block = gfx.wrapped("\n".join(lines), text(15), int(area.w * 0.3), gfx.INK)
    box = block.get_rect(midbottom=(piece.rect.centerx, piece.rect.y - 8)).inflate(16, 10)
    box.clamp_ip(area)
    if lifted is not None and box.colliderect(lifted):  # beside the piece, away from the enlargement
        box.top = int(piece.rect.bottom) + 8
        if box.colliderect(lifted) or box.bottom > area.bottom:
            box.midtop = (lifted.centerx, lifted.bottom + 8) if lifted.bottom + box.h + 8 <= area.bottom else \
                (lifted.centerx, lifted.top - box.h - 8)
        box.clamp_ip(area)
    pygame.draw.rect(surface, gfx.PAPER, box, border_radius=8)
    pygame.draw.rect(surface, gfx.INK, box, 2, border_radius=8)
    surface.blit(block, block.get_rect(center=box.center))

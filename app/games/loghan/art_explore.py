"""Castle von Loghan's Exploration-mode looks: the Castle / Laboratory tabs and the lifts' level
arrows (spec 7.2), a treasure's back in a face-down backpack (5.2), the trophy strip's cards (7.3)
and the timeline dialog's boards (2.19).

Looks: ``("leveltab", label, shown, group here)``; ``("levelarrow", "up" | "down")``;
``("tback", colour or "")``; ``("trophy", enemy, dp)``; ``("timeboard", board, here, proposed,
rooms G B R)``; ``("purse", rows (agent, offer or -1, energy), total, need, proposed)``.
"""

from __future__ import annotations

import pygame

from ...ui import gfx
from . import words as W
from .art import CREAM, INK, blit_art, least, plate, words

LIGHT = (236, 232, 222)


@gfx.cached(maxsize=16)
def leveltab(label: str, shown: bool, here: bool, w: int, h: int) -> pygame.Surface:
    """A tab of the board's two levels: the shown one lit in gold; a dot where the group is."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, h // 3)
    fill = gfx.GOLD if shown else (50, 54, 66, 230)
    pygame.draw.rect(surface, fill, (0, 0, w, h), border_radius=r)
    pygame.draw.rect(surface, INK if shown else (150, 150, 150), (0, 0, w, h), 1, border_radius=r)
    dot = h * 0.18 if here else 0
    if here:
        pygame.draw.circle(surface, INK if shown else gfx.GOLD, (h * 0.4, h / 2), dot)
    words(surface, label, least(), (w / 2 + dot, h / 2), w - 4 * dot - 8, INK if shown else LIGHT, bold=shown)
    return surface


@gfx.cached(maxsize=8)
def levelarrow(way: str, w: int, h: int) -> pygame.Surface:
    """A lift's arrow to the other level (the house font has no arrows: drawn)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.circle(surface, (40, 44, 56), (w / 2, h / 2), min(w, h) / 2)
    pygame.draw.circle(surface, gfx.GOLD, (w / 2, h / 2), min(w, h) / 2, max(1, w // 12))
    a, b = w * 0.27, h * 0.3
    points = ((w / 2, h - b), (a, b), (w - a, b)) if way == "down" else ((w / 2, b), (a, h - b), (w - a, h - b))
    pygame.draw.polygon(surface, gfx.GOLD, points)
    return surface


@gfx.cached(maxsize=16)
def tback(colour: str, w: int, h: int) -> pygame.Surface:
    """A treasure face down (another agent's backpack in Exploration): its colour's back when the
    colour is known, else a plain patterned back."""
    if colour in W.COLOUR_FILE:
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        blit_art(surface, f"backs/treasure_{W.COLOUR_FILE[colour]}", (0, 0, w, h))
        return surface
    surface = plate(w, h, (70, 62, 86), INK, max(2, w // 8), 1)
    for k in range(-h, w, max(3, w // 4)):
        pygame.draw.line(surface, (96, 86, 116), (k, 0), (k + h, h), 1)
    pygame.draw.circle(surface, CREAM, (w / 2, h / 2), min(w, h) * 0.18, 1)
    return surface


@gfx.cached(maxsize=32)
def trophy(card: str, dp: int, w: int, h: int) -> pygame.Surface:
    """A defeated enemy offered as a trophy (its Data Points are on its *Take* button)."""
    from .art_cards import enemy

    e = W.enemy(card)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    surface.blit(enemy(card, getattr(e, "health", 0), (), 0, 0, False, False, False, (), w, h), (0, 0))
    return surface


@gfx.cached(maxsize=16)
def timeboard(board: str, here: bool, proposed: bool, rooms: tuple, w: int, h: int) -> pygame.Surface:
    """A board of the timeline dialog: its name, a sketch of its nodes ("?" colours), its rooms."""
    from .geometry import graph

    edge = gfx.GOLD if proposed else ((120, 200, 130) if here else (110, 110, 120))
    surface = plate(w, h, (30, 34, 46, 240), edge, max(6, h // 12), 3 if proposed or here else 1)
    size = least()
    words(surface, W.board_word(board), size, (w / 2, size * 0.95), w - 12, gfx.GOLD if proposed else LIGHT)
    g = graph(board)
    xs = [p[0] for p in g.spaces.values()]
    ys = [p[1] for p in g.spaces.values()]
    box = pygame.Rect(10, int(size * 1.9), w - 20, int(h - size * 4.1))
    k = min(box.w / max(1.0, max(xs) - min(xs)), box.h / max(1.0, max(ys) - min(ys)))

    def at(node: str) -> tuple[float, float]:
        x, y = g.spaces[node]
        return box.x + (x - min(xs)) * k + (box.w - (max(xs) - min(xs)) * k) / 2, box.y + (y - min(ys)) * k

    for a, b in g.edges:
        pygame.draw.line(surface, (120, 112, 96), at(a), at(b), 1)
    dot = max(3.0, k * 16)
    for node in g.spaces:
        colour = W.node_colour(board, node)
        pygame.draw.circle(surface, W.COLOUR_RGB[colour] if colour else (150, 146, 136), at(node), dot)
    tag = "The group is here" if here else ("Proposed" if proposed else "")
    counts = f"\"?\" rooms: G {rooms[0]} · B {rooms[1]} · R {rooms[2]}"
    words(surface, counts, size, (w / 2, h - size * 1.9), w - 12, LIGHT, bold=False)
    if tag:
        words(surface, tag, size, (w / 2, h - size * 0.8), w - 12, edge)
    return surface


@gfx.cached(maxsize=16)
def purse(rows: tuple, total: int, need: int, proposed: bool, w: int, h: int) -> pygame.Surface:
    """The contributions: each agent in player order (its offer, or waiting), and the running total
    against what the journey costs."""
    surface = plate(w, h, (26, 30, 40, 225), (80, 70, 50), 8, 1)
    size = least()
    bar_h = size * 1.6
    line = min(size * 1.7, (h - bar_h - size * 1.5) / max(1, len(rows)))
    for i, (agent_id, k, energy) in enumerate(rows):
        y = size * 0.6 + i * line + line / 2
        shape, colour = W.agent_badge(agent_id)
        pygame.draw.circle(surface, colour, (size, y), size * 0.45)
        words(surface, W.agent_name(agent_id), size, (size * 2, y), w * 0.45, LIGHT, left=True)
        words(surface, f"Energy {energy}", size, (w * 0.5, y), w * 0.22, (190, 190, 180), bold=False, left=True)
        said = f"gives {k}" if k >= 0 else ("…" if proposed else "")
        words(surface, said, size, (w * 0.75, y), w * 0.23, gfx.GOLD if k > 0 else LIGHT, left=True)
    bar = pygame.Rect(size, int(h - bar_h - size * 0.6), int(w - size * 2), int(bar_h))
    pygame.draw.rect(surface, (50, 52, 62), bar, border_radius=bar.h // 2)
    fill = int(bar.w * min(1.0, total / max(1, need)))
    if fill:
        pygame.draw.rect(surface, (110, 190, 120) if total >= need else gfx.GOLD, (bar.x, bar.y, fill, bar.h),
                         border_radius=bar.h // 2)
    words(surface, f"{total} / {need} Energy", size, bar.center, bar.w - 8, INK if fill > bar.w / 2 else LIGHT)
    return surface


@gfx.cached(maxsize=8)
def timeflash(board_words: str, w: int, h: int) -> pygame.Surface:
    """The journey: the board veiled in a time-blue glow with the new timeline's name."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    surface.fill((40, 60, 120, 150))
    for k in range(6):
        pygame.draw.circle(surface, (150, 190, 255, 40 + k * 12), (w / 2, h / 2), min(w, h) * (0.5 - k * 0.07), 3)
    size = max(least(), int(h * 0.09))
    words(surface, board_words, size, (w / 2, h / 2), w * 0.9, gfx.GOLD)
    return surface


LOOKS = {"timeflash": timeflash, "leveltab": leveltab, "levelarrow": levelarrow, "tback": tback, "trophy": trophy, "timeboard": timeboard,
         "purse": purse}

__all__ = ["LOOKS"]

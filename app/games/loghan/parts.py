"""The inner geometry of the table's larger pieces, shared by the layout (which puts treasures,
slots and zones there) and the art (which draws the frames around them): an agent panel's portrait,
name row, numbers, four slots and backpack; the track bar's pips; the piles tray's entries.

Every function takes a rectangle and returns rectangles inside it, so a piece drawn at ``(0, 0, w,
h)`` and the same piece placed on the table agree to the pixel.
"""

from __future__ import annotations

import pygame

SLOTS = ("left", "right", "belt", "back")
SLOT_WORDS = {"left": "L", "right": "R", "belt": "Belt", "back": "Back"}


def agent_parts(r: pygame.FRect) -> dict[str, pygame.FRect]:
    """An agent panel (spec 7.4, 320 x 120 at 1600 x 900): portrait and name row, Energy, RP and
    statuses, the four slots (L, R, Belt, Back), the backpack's six minis, the combat counts."""
    x, y, w, h = r
    pad = max(2.0, min(w, h) * 0.04)
    head = h * 0.27
    out = {"portrait": pygame.FRect(x + pad, y + pad, head * 1.05, head * 1.05)}
    px = out["portrait"].right + pad
    out["name"] = pygame.FRect(px, y + pad, w - (px - x) - pad, head * 0.52)
    out["numbers"] = pygame.FRect(px, y + pad + head * 0.54, w - (px - x) - pad, head * 0.5)
    top = y + pad * 2 + head * 1.05
    counts_h = h * 0.16
    slot_h = max(4.0, y + h - pad - counts_h - top - pad * 0.5)
    slot_w = min(slot_h * 0.75, (w - 2 * pad) * 0.62 / 4 - pad * 0.6)
    slot_h = slot_w / 0.75
    sx = x + pad
    for i, slot in enumerate(SLOTS):
        out[slot] = pygame.FRect(sx + i * (slot_w + pad * 0.6), top, slot_w, slot_h)
    out["both"] = out["left"].union(out["right"])
    pack_x = out["back"].right + pad * 1.6
    pack_w = x + w - pad - pack_x
    mini_w = min((pack_w - pad) / 3, slot_h * 0.48 * 0.75)
    mini_h = mini_w / 0.75
    gap = min(pad * 0.5, (pack_w - 3 * mini_w) / 2)
    out["backpack"] = pygame.FRect(pack_x, top, pack_w, slot_h)
    for i in range(6):
        row, col = divmod(i, 3)
        out[f"pack{i}"] = pygame.FRect(pack_x + col * (mini_w + gap), top + row * (mini_h + gap), mini_w, mini_h)
    out["counts"] = pygame.FRect(x + pad, y + h - pad - counts_h, w - 2 * pad, counts_h)
    return out


def track_parts(r: pygame.FRect, exploring: bool = False) -> dict[str, pygame.FRect]:
    """The track bar (spec 7.1): Health 0-15 (16 pips), Clarity 0-10 (11 pips), the Clean count;
    in Exploration also the Random Events (n/20) and the Boss counter (n/10), the pips narrower."""
    x, y, w, h = r
    icon = h * 0.8
    health_w, clarity_w, clean_w = (w * 0.33, w * 0.23, w * 0.12) if exploring else (w * 0.5, w * 0.34, w * 0.16)
    out = {"health_icon": pygame.FRect(x + 4, y + (h - icon) / 2, icon, icon)}
    hx = x + 8 + icon
    out["health"] = pygame.FRect(hx, y, health_w - icon - 12, h)
    cx = x + health_w + 4
    out["clarity_icon"] = pygame.FRect(cx, y + (h - icon) / 2, icon, icon)
    out["clarity"] = pygame.FRect(cx + icon + 4, y, clarity_w - icon - 12, h)
    ex = x + health_w + clarity_w
    out["clean"] = pygame.FRect(ex, y, clean_w, h)
    if exploring:
        rest = w - health_w - clarity_w - clean_w
        out["events"] = pygame.FRect(ex + clean_w, y, rest * 0.6, h)
        out["boss"] = pygame.FRect(ex + clean_w + rest * 0.6, y, rest * 0.4, h)
    return out


def pip(track: pygame.FRect, value: int, count: int) -> pygame.FRect:
    """Where pip ``value`` (0..count-1) of a track is."""
    step = track.w / count
    size = min(step * 0.9, track.h * 0.8)
    return pygame.FRect(track.x + step * value + (step - size) / 2, track.centery - size / 2, size, size)


def tray_parts(r: pygame.FRect) -> dict[str, pygame.FRect]:
    """The piles tray: the story deck on the left, then four rows (Random Events, enemies,
    treasures, Search tokens), each with a label and one entry per colour."""
    x, y, w, h = r
    story_w = w * 0.3
    out = {"story": pygame.FRect(x + 4, y + 4, story_w - 8, h - 8)}
    row_h = (h - 8) / 4
    label_w = w * 0.17
    entry_w = (w - story_w - label_w - 8) / 4
    for i, row in enumerate(("ev", "en", "tr", "tk")):
        ry = y + 4 + i * row_h
        out[f"{row}"] = pygame.FRect(x + story_w, ry, label_w, row_h)
        for j in range(4):
            out[f"{row}{j}"] = pygame.FRect(x + story_w + label_w + j * entry_w, ry, entry_w - 3, row_h - 2)
    return out


def hand_parts(r: pygame.FRect, tabs: bool) -> dict[str, pygame.FRect]:
    """The hand area (spec 7.4): the tabs (several seats of the person), the name line, the cards
    (combat hand or Decision cards) and the buttons row."""
    x, y, w, h = r
    tab_h = h * 0.1 if tabs else 0.0
    head_h = h * 0.1
    buttons_h = h * 0.15
    out = {"tabs": pygame.FRect(x, y, w, tab_h),
           "head": pygame.FRect(x, y + tab_h, w, head_h),
           "cards": pygame.FRect(x, y + tab_h + head_h, w, h - tab_h - head_h - buttons_h - 4),
           "buttons": pygame.FRect(x, y + h - buttons_h, w, buttons_h)}
    return out


__all__ = ["SLOTS", "SLOT_WORDS", "agent_parts", "hand_parts", "pip", "track_parts", "tray_parts"]

"""The pieces beside the board: action cards, character tiles, the treasure strip's ribbons, the
Saved and Lost rows, the action pips, the dice tray and the team's chips (art/citadel/README.md
says what each picture is; every word is drawn here with the house font).

Each function draws one look at a size and is cached by what it shows, so a frame costs blits.
"""

from __future__ import annotations

import pygame

from rules.citadel.content import (
    ABILITY, ABILITY_TEXT, CARD_NAME, CARD_OWNER, CARD_TEXT, CARD_TIMING, CHAR_NAME, CHAR_SHORT, CHAR_TITLE,
    POWER, POWER_TEXT, TREASURE_NAME,
)

from ...ui import gfx
from .board_art import CREAM, INK, art

CHARACTERS = {"NAT": ((230, 159, 0), "star"), "EDW": ((168, 105, 46), "hexagon"), "IRE": ((125, 85, 181), "ring"),
              "LER": ((0, 158, 142), "cross"), "DES": ((204, 76, 158), "diamond")}
MARKERS = {"R": ((198, 40, 40), "circle", "red"), "G": ((46, 125, 50), "triangle", "green"),
           "B": ((21, 101, 192), "square", "blue")}
PORTRAIT = {c: "characters/" + CHAR_NAME[c].lower().replace(" ", "_") for c in CHARACTERS}
TIMING_ART = {"now": "now", "this turn": "this_turn", "roll": "roll", "lasting": "lasting"}
TIMING_WORD = {"now": "Now", "this turn": "This turn", "roll": "Roll", "lasting": "Lasting"}
LAMP_ON, LAMP_OFF = (232, 62, 46), (96, 160, 96)
PLATE = (250, 244, 230)
# Each card in a few words of our own, written on it when its full text would be too small to read
# (the full text stays on the large view, on hover).
SHORT_TEXT = {
    "NG1": "2 free moves", "NG2": "A type OFF", "NG3": "Through a door", "NG4": "2 switches OFF",
    "NG5": "Moves go 2 far", "NG6": "Dodge a chase", "EW1": "A type OFF", "EW2": "Your doors open",
    "EW3": "Open and go", "EW4": "He locks none", "EW5": "2 doors open", "EW6": "2 switches OFF",
    "IE1": "A marker +2", "IE2": "No clock roll", "IE3": "Markers +1", "IE4": "+1 action",
    "IE5": "Stops his tricks", "IE6": "A type OFF", "LJ1": "A type OFF", "LJ2": "1 switch OFF",
    "LJ3": "Here and next door", "LJ4": "He turns none ON", "LJ5": "Swap 2 switches", "LJ6": "OFF here, +1 action",
    "DB1": "Reroll any dice", "DB2": "2 switches OFF", "DB3": "Clock moves 1", "DB4": "Pull him a room",
    "DB5": "1 switch OFF", "DB6": "Roll twice, pick",
}


def words(surface: pygame.Surface, message: str, size: int, centre: tuple[float, float], room: float,
          colour: tuple = INK, bold: bool = True, left: bool = False) -> pygame.Rect:
    label = gfx.fit_width(gfx.text(message, max(8, int(size)), colour, bold), max(8, room))
    where = label.get_rect(midleft=centre) if left else label.get_rect(center=(int(centre[0]), int(centre[1])))
    surface.blit(label, where)
    return where


def card_file(card: str) -> str:
    return "cards/" + CARD_NAME[card].lower().replace(",", "").replace("'", "").replace("-", "_").replace(" ", "_")


def _veil(surface: pygame.Surface, alpha: int = 120) -> None:
    w, h = surface.get_size()
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(veil, (30, 28, 34, alpha), veil.get_rect(), border_radius=max(4, w // 12))
    surface.blit(veil, (0, 0))


@gfx.cached(maxsize=128)
def card_face(card: str, w: int, h: int, least: int, state: str = "") -> pygame.Surface:
    """An action card: its owner's colour as the frame, the name, the timing badge and word, the
    illustration and, when it can be read at ``least`` pixels, the text. ``state``: "" , "played"
    (a gold band), "dim" (another card was played, or it cannot be played now)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = CHARACTERS[CARD_OWNER[card]][0]
    radius = max(4, w // 12)
    pygame.draw.rect(surface, colour, (0, 0, w, h), border_radius=radius)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 14), -max(4, w // 14))
    pygame.draw.rect(surface, PLATE, inner, border_radius=max(3, radius - 2))
    pygame.draw.rect(surface, INK, (0, 0, w, h), max(1, w // 90), border_radius=radius)
    title = max(least, int(h * 0.085))
    band = pygame.Rect(inner.x, inner.y, inner.w, int(title * 1.6))
    pygame.draw.rect(surface, (236, 224, 200), band, border_top_left_radius=max(3, radius - 2),
                     border_top_right_radius=max(3, radius - 2))
    words(surface, CARD_NAME[card], title, band.center, band.w - 6)
    timing = CARD_TIMING[card]
    badge = max(10, int(h * 0.1))
    icon = art(f"cards/timing_{TIMING_ART[timing]}", badge, badge)
    body_top = band.bottom + 2
    text_h = int(h * 0.3)
    picture = pygame.Rect(inner.x, body_top, inner.w, inner.bottom - body_top - text_h)
    image = art(card_file(card), min(picture.w, picture.h) * 0.92, min(picture.w, picture.h) * 0.92)
    if image is not None:
        surface.blit(image, image.get_rect(center=picture.center))
    if icon is not None:
        surface.blit(icon, (inner.x + 2, body_top + 2))
    panel = pygame.Rect(inner.x + 3, inner.bottom - text_h, inner.w - 6, text_h - 3)
    pygame.draw.rect(surface, (238, 228, 206), panel, border_radius=max(2, radius // 2))
    fit = gfx.fitted(CARD_TEXT[card], panel.w - 6, panel.h - 4, least, max(least, int(h * 0.06)))
    if fit is None:
        fit = gfx.fitted(SHORT_TEXT[card], panel.w - 6, panel.h - 4, max(8, least - 2), max(least, int(h * 0.085)))
    if fit is not None:
        surface.blit(fit[1], fit[1].get_rect(center=panel.center))
    else:
        words(surface, TIMING_WORD[timing], max(least, int(h * 0.08)), panel.center, panel.w - 6, (90, 70, 50))
    if state == "played":
        ribbon = pygame.Rect(0, int(h * 0.4), w, max(least + 6, int(h * 0.14)))
        pygame.draw.rect(surface, gfx.GOLD, ribbon)
        pygame.draw.rect(surface, INK, ribbon, 1)
        words(surface, "Played", int(ribbon.h * 0.7), ribbon.center, ribbon.w - 8)
    elif state == "dim":
        _veil(surface)
    return surface


@gfx.cached(maxsize=32)
def card_back(w: int, h: int) -> pygame.Surface:
    image = art("cards/back", w, h)
    return image if image is not None else pygame.Surface((w, h), pygame.SRCALPHA)


@gfx.cached(maxsize=64)
def character_tile(char: str, up: bool, w: int, h: int, least: int) -> pygame.Surface:
    """A character tile: face up, the portrait, name, title, ability and powerful action (their
    texts when readable); face down, the slate back with its unlit bulb and the name under it."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = CHARACTERS[char][0]
    radius = max(4, w // 10)
    if not up:
        back = art("characters/tile_back", w, h)
        if back is not None:
            surface.blit(back, (0, 0))
        strip = pygame.Rect(int(w * 0.08), int(h * 0.8), int(w * 0.84), int(h * 0.14))
        pygame.draw.rect(surface, colour, strip, border_radius=max(2, strip.h // 3))
        words(surface, CHAR_NAME[char], max(least, int(strip.h * 0.62)), strip.center, strip.w - 6, gfx.WHITE)
        return surface
    pygame.draw.rect(surface, colour, (0, 0, w, h), border_radius=radius)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 14), -max(4, w // 14))
    pygame.draw.rect(surface, PLATE, inner, border_radius=max(3, radius - 2))
    size = int(min(inner.w * 0.56, h * 0.3))
    portrait = art(PORTRAIT[char], size, size)
    if portrait is not None:
        surface.blit(portrait, portrait.get_rect(midtop=(w // 2, inner.y + 3)))
    y = inner.y + 3 + size + 2
    name = max(least, int(h * 0.075))
    words(surface, CHAR_NAME[char], name, (w / 2, y + name * 0.6), inner.w - 6)
    y += int(name * 1.3)
    small = max(least, int(h * 0.055))
    rest = inner.bottom - y - 4
    text = f"{ABILITY[char]}: {ABILITY_TEXT[char]}\n{POWER[char]} (once): {POWER_TEXT[char]}"
    fit = gfx.fitted(text.replace("\n", " "), inner.w - 8, rest, least, max(least, int(h * 0.045))) \
        if h >= 300 else None
    if fit is not None:
        surface.blit(fit[1], fit[1].get_rect(midtop=(w // 2, y + 2)))
    else:
        words(surface, CHAR_TITLE[char], small, (w / 2, y + small * 0.6), inner.w - 6, (90, 70, 50), False)
        y += int(small * 1.5)
        for label in (f"Ability: {ABILITY[char]}", f"Power: {POWER[char]}"):
            if y + small <= inner.bottom - 2:
                words(surface, label, small, (w / 2, y + small * 0.6), inner.w - 6)
            y += int(small * 1.35)
    return surface


@gfx.cached(maxsize=64)
def ribbon(colour: str, tile: str, room_name: str, steps: int, types: tuple, ready: bool, w: int, h: int,
           least: int) -> pygame.Surface:
    """A treasure of the strip: its tile, name and room, the minutes left in large type, and per
    switch type its icon with a lamp per switch (lit red = still active, green = OFF)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rgb, shape, _ = MARKERS[colour]
    radius = max(4, h // 5)
    pygame.draw.rect(surface, rgb, (0, 0, w, h), border_radius=radius)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, h // 10), -max(4, h // 10))
    pygame.draw.rect(surface, PLATE, inner, border_radius=max(3, radius - 2))
    if ready:
        pygame.draw.rect(surface, gfx.GOLD, (0, 0, w, h), max(3, h // 14), border_radius=radius)
    if not tile:
        return surface
    icon = inner.h - 4
    mark = gfx.badge(shape, max(10, int(icon * 0.42)), rgb, INK)
    tile_image = treasure_tile(tile, colour, False, icon, icon)
    surface.blit(tile_image, (inner.x + 2, inner.y + 2))
    surface.blit(mark, mark.get_rect(bottomright=(inner.x + 2 + icon + 2, inner.bottom)))
    minutes_w = int(inner.h * 1.25)
    left = inner.x + icon + 8
    big = max(least, int(inner.h * 0.52))
    mins = pygame.Rect(inner.right - minutes_w, inner.y, minutes_w, inner.h)
    words(surface, str(5 * steps), big, (mins.centerx, mins.y + big * 0.62), mins.w - 4,
          (170, 30, 40) if steps <= 2 else INK)
    words(surface, "min left", max(least - 2, int(inner.h * 0.2)), (mins.centerx, mins.bottom - inner.h * 0.16),
          mins.w - 2, (90, 70, 50), False)
    text_w = mins.x - left - 4
    line = max(least, int(inner.h * 0.34))
    words(surface, TREASURE_NAME[tile], line, (left, inner.y + inner.h * 0.27), text_w, INK, True, left=True)
    row_h = int(inner.h * 0.36)
    types_w = min(text_w * 0.62, type_row_width(types, row_h))
    row = pygame.Rect(int(left + text_w - types_w), int(inner.y + inner.h * 0.72 - row_h / 2), int(types_w), row_h)
    _type_row(surface, types, row)
    words(surface, room_name, max(least - 1, int(inner.h * 0.27)), (left, inner.y + inner.h * 0.72),
          text_w - types_w - 6, (90, 70, 50), False, left=True)
    return surface


def type_row_width(types: tuple, size: int) -> float:
    lamp = max(3, int(size * 0.34))
    return sum(size + 1 + total * (2 * lamp + 2) + lamp + 2 for _, _, total in types)


def _type_row(surface: pygame.Surface, types: tuple, rect: pygame.Rect) -> None:
    """Per switch type: its icon, then a lamp per switch of that type (filled red when active)."""
    x = rect.x
    size = rect.h
    lamp = max(3, int(size * 0.34))
    for kind, active, total in types:
        if x + size > rect.right + 1:
            break
        icon = art(f"switches/type_{kind}", size, size)
        if icon is not None:
            surface.blit(icon, (x, rect.y))
        x += size + 1
        for i in range(total):
            c = (x + lamp, rect.centery)
            if i < active:
                pygame.draw.circle(surface, LAMP_ON, c, lamp)
            else:
                pygame.draw.circle(surface, LAMP_OFF, c, lamp, max(1, lamp // 2))
            pygame.draw.circle(surface, INK, c, lamp, 1)
            x += 2 * lamp + 2
        x += lamp + 2


@gfx.cached(maxsize=128)
def treasure_tile(tile: str, colour: str, ready: bool, w: int, h: int) -> pygame.Surface:
    """A treasure tile: the cream plate, the treasure's picture, a border in its marker's colour
    (gold glow when it can be rescued now)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    size = min(w, h)
    plate = art("treasures/tile", size, size)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (w // 2, h // 2)
    if plate is not None:
        surface.blit(plate, rect)
    picture = art("treasures/" + TREASURE_FILES[tile], size * 0.78, size * 0.78)
    if picture is not None:
        surface.blit(picture, picture.get_rect(center=rect.center))
    rgb = MARKERS[colour][0] if colour in MARKERS else (120, 120, 120)
    pygame.draw.rect(surface, gfx.GOLD if ready else rgb, rect, max(2, size // 11), border_radius=max(3, size // 7))
    return surface


TREASURE_FILES = {
    "T01": "excalibur", "T02": "magna_carta", "T03": "declaration_of_independence", "T04": "rosetta_stone",
    "T05": "dead_sea_scrolls", "T06": "turin_shroud", "T07": "crown_jewels", "T08": "davinci_notebook",
    "T09": "bust_of_nefertiti", "T10": "ark_of_the_covenant", "T11": "tutankhamun_mask", "T12": "holy_grail",
    "T13": "mona_lisa", "T14": "hope_diamond", "T15": "crystal_skull", "T16": "morimoto_sabre",
    "T17": "faberge_egg", "T18": "shakespeare_first_folio",
}


@gfx.cached(maxsize=16)
def treasure_row(kind: str, count: int, w: int, h: int, least: int) -> pygame.Surface:
    """The Saved or Lost row: its name and count, and four slots (the tiles lie on them)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    fill = (36, 70, 44, 225) if kind == "saved" else (70, 32, 34, 225)
    pygame.draw.rect(surface, fill, (0, 0, w, h), border_radius=max(4, h // 6))
    pygame.draw.rect(surface, (150, 120, 80), (0, 0, w, h), max(1, h // 40), border_radius=max(4, h // 6))
    label = "Saved" if kind == "saved" else "Lost"
    band = row_band(h, least)
    words(surface, f"{label} {count}/4", max(least, int(band * 0.72)), (w / 2, band * 0.55), w - 8, CREAM)
    for r in row_slots(w, h, least):
        slot = art(f"treasures/slot_{kind}", r.w, r.h)
        if slot is not None:
            surface.blit(slot, r)
    return surface


def row_band(h: int, least: int) -> int:
    return max(least + 4, int(h * 0.3))


def row_slots(w: float, h: float, least: int) -> list[pygame.Rect]:
    """Where the four slots of a Saved or Lost row of ``w`` x ``h`` lie in it."""
    band = row_band(int(h), least)
    size = int(min(h - band - 4, (w - 10) / 4 - 4))
    gap = (w - 4 * size) / 5
    return [pygame.Rect(int(gap + i * (size + gap)), int(band + (h - band - size) / 2), size, size) for i in range(4)]


@gfx.cached(maxsize=64)
def chip(char: str, where: str, up: bool, deck: int, lasting: str, active: bool, human: bool, w: int, h: int,
         least: int) -> pygame.Surface:
    """A team member's chip: portrait with shape, name and its tile's side (a lit or dark bulb),
    where the character is, the cards left in its deck (a small card with the count), who plays
    it (a "Human" or "AI" tag: bottom right, or a line of its own on a narrow chip) and, when there
    is room, its lasting cards in force (else a gold star says there are some)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = CHARACTERS[char][0]
    radius = max(4, h // 5)
    pygame.draw.rect(surface, (40, 36, 44, 235), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(surface, gfx.GOLD if active else colour, (0, 0, w, h), max(2, h // 14) if active else 2,
                     border_radius=radius)
    size = int(h - 8 if w >= 2.6 * h else h * 0.6)
    portrait = art(PORTRAIT[char], size, size)
    if portrait is not None:
        surface.blit(portrait, (4, (h - size) // 2))
    left = size + 8
    card_w = max(8, int(h * 0.26))
    card = pygame.Rect(w - card_w - 5, 5, card_w, int(card_w * 1.35))
    pygame.draw.rect(surface, (58, 52, 96), card, border_radius=2)
    pygame.draw.rect(surface, gfx.GOLD, card, 1, border_radius=2)
    words(surface, str(deck), max(8, int(card.h * 0.7)), card.center, card.w + 2, gfx.WHITE)
    narrow = w < 3.4 * h  # no room for the tag beside the place: it takes a line of its own
    lines = 3 if (narrow or lasting) and h >= 3.2 * least else 2
    said = lines == 3 and not narrow  # the lasting cards' names on the third line
    line = max(least - 1, int(h * (0.27 if lines == 3 else 0.33)))
    step = (h - 6) / lines
    small = max(least - 2, int(line * 0.85))
    tag = gfx.text("Human" if human else "AI", small, INK if human else gfx.WHITE, True)
    own_line = lines == 3 and narrow
    pill = tag.get_rect(midleft=(left + 4, 3 + step * 2.5) if own_line else (0, 0)).inflate(8, 0)
    if not own_line:
        pill.midright = (w - 8, int(3 + step * (lines - 0.5)))
    pygame.draw.rect(surface, CREAM if human else (74, 82, 150), pill, border_radius=pill.h // 2)
    surface.blit(tag, tag.get_rect(center=pill.center))
    room = card.x - left - 3
    bulb = art("clock/idea_lit" if up else "clock/idea_unlit", line, line)
    name_room = room - line - 2 - (line if lasting and not said else 0)
    name_rect = words(surface, CHAR_SHORT[char], line, (left, 3 + step * 0.5), name_room, gfx.WHITE, left=True)
    x = name_rect.right + 2
    if bulb is not None:
        surface.blit(bulb, bulb.get_rect(midleft=(x, name_rect.centery)))
        x += line + 1
    if lasting and not said:  # a gold star: lasting cards in force (their names on hover)
        star = gfx.badge("star", max(8, line), gfx.GOLD, INK)
        surface.blit(star, star.get_rect(midleft=(x, name_rect.centery)))
    beside = w - left - 5 if own_line or lines == 3 else pill.x - left - 4
    words(surface, where, small, (left, 3 + step * 1.5), beside, (220, 214, 200), False, left=True)
    if said:
        words(surface, lasting, small, (left, 3 + step * 2.5), pill.x - left - 4, gfx.GOLD, False, left=True)
    return surface


@gfx.cached(maxsize=32)
def pips(actions: int, total: int, played: bool, w: int, h: int, least: int) -> pygame.Surface:
    """The action pips (gold for each action left, hollow for those spent) and the card's state."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, int(h * 0.3))
    x = r + 2
    for i in range(total):
        c = (x, h / 2)
        if i < actions:
            pygame.draw.circle(surface, gfx.GOLD, c, r)
        pygame.draw.circle(surface, CREAM, c, r, max(1, r // 3) if i >= actions else 1)
        x += 2 * r + 4
    label = f"{gfx.count(actions, 'action')} left" + (" · card played" if played else "")
    words(surface, label, max(least, int(h * 0.62)), (x + 4, h / 2), w - x - 6, CREAM, left=True)
    return surface


@gfx.cached(maxsize=32)
def dice_tray(badges: tuple[str, ...], w: int, h: int, least: int) -> pygame.Surface:
    """The dice tray: a felt-lined box with each die's name under its place, and the pending roll
    modifiers and lasting effects written down its right side."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surface, (92, 62, 38), (0, 0, w, h), border_radius=max(4, h // 8))
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, h // 10), -max(4, h // 10))
    pygame.draw.rect(surface, (38, 54, 70), inner, border_radius=max(3, h // 10))
    small = max(least - 3, int(h * 0.17))
    for rect, name in zip(die_rects(0, 0, w, h), ("Professor", "Colour", "Clock")):
        words(surface, name, small, (rect.centerx, h - small * 0.75 - max(2, h // 20)), rect.w * 1.12,
              (200, 190, 170), False)
    x0 = int(dice_width(w, h) + h * 0.1)
    if badges:
        line = max(least, int(h * 0.2))
        step = min(line * 1.35, (inner.h - 4) / len(badges))
        y = inner.y + (inner.h - step * len(badges)) / 2 + step / 2
        for badge in badges:
            words(surface, badge, line, (x0, y), inner.right - x0 - 6, gfx.GOLD, left=True)
            y += step
    return surface


def die_rects(x: float, y: float, w: float, h: float) -> list[pygame.FRect]:
    """Where the three dice lie in a dice tray at (x, y), ``w`` x ``h``: a row at the top, each
    die's name under it."""
    size = h * 0.6
    return [pygame.FRect(x + h * 0.14 + i * size * 1.3, y + h * 0.08, size, size) for i in range(3)]


def dice_width(w: float, h: float) -> float:
    """How much of a dice tray ``w`` x ``h`` the three dice take, from its left."""
    return die_rects(0, 0, w, h)[-1].right


__all__ = ["CHARACTERS", "MARKERS", "TREASURE_FILES", "card_back", "card_face", "character_tile", "chip",
           "dice_tray", "dice_width", "die_rects", "pips", "ribbon", "row_slots", "treasure_row", "treasure_tile",
           "words"]

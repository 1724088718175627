"""Tower of the Sleepy Wizard's art: adventurer cards from our class SVGs with their value, name
and reminder line in fonts, card backs, floor cards, guild tokens, the noise tracker, the wizard
in his four moods and the seats' plaques (art/wizardtower/README.md says where each word goes).

Looks (what a layout asks for):

- ``("card", card, mark, copy)``: an adventurer face up; ``mark`` "" or "peeked" (its owner has
  looked at it: an eye badge) or "known" (your own card you peeked at: gold frame and eye);
  ``copy`` the effective code a Shapeshifter copies once revealed (0 none).
- ``("back",)`` / ``("deck", count)``: a card back; the deck with its count.
- ``("floor", floor, current)`` / ``("floor_back", round)``: a tower floor face up (the current
  one glowing) or face down (revealed in that round).
- ``("guild", guild[, woke])``: a guild token (``woke``: it woke the wizard, a red glow);
- ``("flash",)``: the lightning's white flash over the table when the wizard wakes; ``("wizard", mood)``; ``("track", hot)``: the tracker's
  49 spaces with their bonuses (``hot``: the highest space reached, shaded up to it).
- ``("plaque", guild, lines, first)``: a seat's name-free plaque of figures (treasure, noise).
- ``("scoring", guild, name, team, codes, noise, gain, quietest)``: a guild's line of a round's
  scoring, held over the table a while (a ``Still``).
"""

from __future__ import annotations

from typing import Any

import pygame

from rules.wizardtower import cards as C

from ...ui import gfx

GUILDS = (("Fox", "fox", (200, 16, 46), "F"), ("Owl", "owl", (31, 95, 191), "O"),
          ("Toad", "toad", (46, 139, 58), "T"), ("Hare", "hare", (232, 180, 0), "H"),
          ("Moth", "moth", (123, 63, 160), "M"), ("Badger", "badger", (224, 106, 27), "B"),
          ("Swan", "swan", (242, 242, 242), "S"), ("Raven", "raven", (43, 43, 43), "R"))
CLASS_ART = {"Rogue": "rogue", "Healer": "healer", "Mage": "mage", "Ranger": "ranger", "Monk": "monk",
             "Druid": "druid", "Warrior": "warrior", "Knight": "knight", "Barbarian": "barbarian",
             "Slime": "slime", "Bard": "bard", "Shapeshifter": "shapeshifter"}
FLOOR_ICON = ("door", "mage", "healer_monk", "rogue", "slime", "bard", "armour", "plants", "cancelled", "chest",
              "second", "mirror", "darkness", "creaky", "telescope", "pool", "dusty_box", "crowd", "collapsed", "bed")
MOODS = ("sleep", "snore", "restless", "awake")
BONUS = tuple(C.tracker_bonus(i) for i in range(48))
LANTERN = (255, 214, 120)


def guild_of(view: Any, seat: int) -> int:
    """The seat's guild (the rules keep each seat's, chosen in New game: spec 2.4)."""
    return view.guilds[seat]


def guild_badge(guild: int) -> tuple[str, tuple[int, int, int]]:
    """A guild's shape and colour beside its name: its colour, and a shape of its own."""
    return gfx.PLAYER_SHAPES[guild], GUILDS[guild][2]


def mood(highest_total: int) -> int:
    """The wizard's mood for the highest total at the table (spec 8.5)."""
    return 0 if highest_total < 24 else 1 if highest_total < 36 else 2 if highest_total < 48 else 3


def _svg(name: str, w: int, h: int) -> pygame.Surface | None:
    try:
        return gfx.svg(f"wizardtower/{name}.svg", w, h)
    except (FileNotFoundError, pygame.error):
        return None


def _words(surface: pygame.Surface, message: str, size: int, centre: tuple[float, float], room: float,
           colour: tuple = gfx.INK, bold: bool = True) -> None:
    label = gfx.fit_width(gfx.text(message, max(8, size), colour, bold), room)
    surface.blit(label, label.get_rect(center=(int(centre[0]), int(centre[1]))))


# --- adventurers -----------------------------------------------------------------------------------


@gfx.cached(maxsize=512)
def card_face(card: int, w: int, h: int, least: int, mark: str = "", copy: int = 0) -> pygame.Surface:
    """An adventurer: the class art, the value in both corners, the name and the reminder line
    where they can be read at ``least`` pixels, a Shapeshifter's copy once revealed."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    art = _svg(f"cards/{CLASS_ART[C.CLASS[card]]}", w, h)
    k = w / 250
    if art is not None:
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
    else:
        pygame.draw.rect(surface, gfx.PAPER, (0, 0, w, h), border_radius=max(4, w // 12))
        pygame.draw.rect(surface, gfx.INK, (0, 0, w, h), 2, border_radius=max(4, w // 12))
    face = C.FACE[card]
    digits = int(38 * k * (0.8 if len(face) > 1 else 1.0))
    for x in (46, 204):
        _words(surface, face, digits, (x * k, 46 * k), 50 * k)
    if h >= 90:  # the name band, readable from about the table's card size
        size = min(int(24 * k), max(least, int(20 * k)))
        if size <= 26 * k:
            _words(surface, C.NAMES[card], size, (125 * k, 251 * k), 210 * k)
    if h >= 200:  # the hover size: the card number and the reminder line
        _words(surface, C.CARD_IDS[card], int(13 * k), (46 * k, 97 * k), 38 * k, bold=False)
        fit = gfx.fitted(C.REMINDER[C.KIND[card]], int(190 * k), int(56 * k), max(8, least - 2), int(20 * k))
        if fit is not None:
            surface.blit(fit[1], fit[1].get_rect(center=(int(125 * k), int(302 * k))))
    if copy:
        tag = gfx.text(f"= {C.code_words(copy)}", max(9, int(h * 0.11)), gfx.WHITE, True)
        box = tag.get_rect(center=(w // 2, int(h * 0.6))).inflate(8, 2)
        pygame.draw.rect(surface, (90, 40, 140), box, border_radius=box.h // 2)
        surface.blit(gfx.fit_width(tag, w - 6), tag.get_rect(center=box.center))
    if mark:
        _eye(surface, mark == "known")
    return surface


def _eye(surface: pygame.Surface, known: bool) -> None:
    """The peeked mark: an eye badge; your own known card also gets the gold 'known to you' frame."""
    w, h = surface.get_size()
    if known:
        pygame.draw.rect(surface, gfx.GOLD, (0, 0, w, h), max(2, w // 24), border_radius=max(4, w // 12))
    size = max(12, int(w * 0.3))
    eye = _svg("tokens/peeked", size, size)
    centre = (w // 2, int(h * 0.42))
    if eye is not None:
        surface.blit(eye, eye.get_rect(center=centre))
    else:
        pygame.draw.circle(surface, (0, 128, 128), centre, size // 2)
        pygame.draw.circle(surface, gfx.WHITE, centre, size // 5)


@gfx.cached(maxsize=64)
def card_back(w: int, h: int, count: int = -1) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    art = _svg("cards/back", w, h)
    if art is not None:
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
    else:
        pygame.draw.rect(surface, (30, 34, 70), (0, 0, w, h), border_radius=max(4, w // 12))
        pygame.draw.rect(surface, gfx.GOLD, (3, 3, w - 6, h - 6), 2, border_radius=max(4, w // 12))
    if count >= 0:
        size = max(12, int(h * 0.16))
        tag = gfx.text(str(count), size, gfx.INK, True)
        box = tag.get_rect(center=(w // 2, int(h * 0.8))).inflate(size * 0.8, 2)
        pygame.draw.rect(surface, gfx.PAPER, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, gfx.INK, box, 1, border_radius=box.h // 2)
        surface.blit(tag, tag.get_rect(center=box.center))
    return surface


# --- floors --------------------------------------------------------------------------------------


@gfx.cached(maxsize=128)
def floor_card(floor: int, w: int, h: int, current: bool, least: int) -> pygame.Surface:
    """A face-up floor: its icon and name (and its rule text when large enough to read)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    if current:
        pygame.draw.rect(surface, LANTERN, (0, 0, w, h), border_radius=max(4, h // 5))
    inner = pygame.Rect(0, 0, w, h).inflate(-6, -6) if current else pygame.Rect(0, 0, w, h)
    frame = _svg("floors/frame", inner.w, inner.h)
    if frame is not None:
        surface.blit(frame, frame.get_rect(center=inner.center))
    else:
        pygame.draw.rect(surface, (120, 112, 100), inner, border_radius=6)
    k = inner.h / 84
    icon = _svg(f"floors/icon_{FLOOR_ICON[floor]}", int(64 * k), int(64 * k))
    if icon is not None:
        surface.blit(icon, icon.get_rect(center=(inner.x + 42 * inner.w / 240, inner.centery)))
    panel = pygame.Rect(inner.x + int(84 * inner.w / 240), inner.y + int(9 * k), int(145 * inner.w / 240),
                        int(66 * k))
    name = C.FLOOR_NAMES[floor]
    rule = gfx.fitted(C.FLOOR_TEXT[floor], panel.w - 10, int(panel.h * 0.64), max(8, least - 2),
                      int(panel.h * 0.16), gfx.INK) if inner.h >= 110 else None
    if rule is not None:  # a large floor: its name over its rule
        _words(surface, name, int(panel.h * 0.2), (panel.centerx, panel.y + panel.h * 0.17), panel.w - 8)
        surface.blit(rule[1], rule[1].get_rect(midtop=(panel.centerx, int(panel.y + panel.h * 0.34))))
    else:  # its name alone (the hover shows the rule)
        fit = gfx.fitted(name, panel.w - 6, panel.h - 4, 8, max(9, int(panel.h * 0.42)), gfx.INK, True)
        if fit is not None:
            surface.blit(fit[1], fit[1].get_rect(center=panel.center))
    return surface


@gfx.cached(maxsize=32)
def floor_back(w: int, h: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    art = _svg("floors/back", w, h)
    if art is not None:
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
    else:
        pygame.draw.rect(surface, (140, 70, 50), (0, 0, w, h), border_radius=6)
    _words(surface, "?", int(h * 0.4), (w / 2, h / 2), w)
    return surface


# --- tokens, the tracker, the wizard ------------------------------------------------------------------


@gfx.cached(maxsize=64)
def guild_token(guild: int, w: int, h: int) -> pygame.Surface:
    """A guild's disc: its animal where it can be made out, its letter where it is small."""
    size = min(w, h)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    name, art, colour, letter = GUILDS[guild]
    centre = (w // 2, h // 2)
    disc = _svg(f"guilds/{art}", size, size) if size >= 26 else None
    if disc is not None:
        surface.blit(disc, disc.get_rect(center=centre))
        return surface
    ink = gfx.INK if sum(colour) > 450 else gfx.WHITE
    pygame.draw.circle(surface, colour, centre, size // 2)
    pygame.draw.circle(surface, gfx.WHITE if ink == gfx.INK and colour[0] < 100 else gfx.INK, centre, size // 2, 2)
    _words(surface, letter, int(size * 0.62), centre, size)
    return surface


def _glowing(token: pygame.Surface) -> pygame.Surface:
    """A token that woke the wizard: a red ring round it (spec 8.8), its shape unchanged."""
    out = token.copy()
    w, h = out.get_size()
    pygame.draw.circle(out, (220, 30, 30), (w // 2, h // 2), min(w, h) // 2, max(2, min(w, h) // 7))
    return out


@gfx.cached(maxsize=16)
def wizard(mood_index: int, w: int, h: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    art = _svg(f"wizard/{MOODS[mood_index]}", min(w, h), min(w, h))
    if art is not None:
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
    else:
        pygame.draw.circle(surface, (40, 50, 110), (w // 2, h // 2), min(w, h) // 2)
    return surface


@gfx.cached(maxsize=16)
def track(w: int, h: int, hot: int) -> pygame.Surface:
    """The noise tracker: spaces 0-48 with their numbers, the end-of-game bonus under each on a
    coin-coloured label, thicker dividers between the bonus bands, 48 the wizard's space."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surface, (38, 32, 48), (0, 0, w, h), border_radius=8)
    cell = w / 49
    top, mid = h * 0.08, h * 0.56
    size = max(8, min(int(cell * 0.5), int(h * 0.3)))
    for i in range(49):
        x = i * cell
        rect = pygame.FRect(x + 1, top, cell - 2, mid - top)
        fill = (96, 40, 48) if i == 48 else (70, 64, 90) if i <= hot else (58, 52, 72)
        pygame.draw.rect(surface, fill, rect, border_radius=3)
        if i == 0:
            pygame.draw.rect(surface, gfx.GOLD, rect, 1, border_radius=3)
        if i == 0 or i % 6 == 0 or i == 48 or cell >= 22:
            _words(surface, str(i), size, rect.center, cell, gfx.WHITE)
        if i < 48:
            coin = pygame.FRect(x + 2, mid + 2, cell - 4, h - mid - 4)
            pygame.draw.rect(surface, (214, 170, 60), coin, border_radius=4)
            _words(surface, str(BONUS[i]), max(8, min(size, int(coin.h * 0.8))), coin.center, cell)
        else:
            _words(surface, "W", max(8, min(size, int((h - mid) * 0.7))), (x + cell / 2, (mid + h) / 2), cell,
                   gfx.DANGER)
    for band in (7, 13, 19, 25, 31, 37, 48):  # where the bonus steps down
        x = band * cell
        pygame.draw.line(surface, gfx.GOLD, (x, 2), (x, h - 2), 3)
    return surface


@gfx.cached(maxsize=64)
def plaque(guild: int, lines: tuple[str, ...], first: bool, w: int, h: int, least: int) -> pygame.Surface:
    """A seat's figures on a small parchment: its guild token and one line each (treasure, total
    noise, the team's noise so far); a crown on the round's first player."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surface, gfx.PAPER, (0, 0, w, h), border_radius=8)
    pygame.draw.rect(surface, gfx.INK, (0, 0, w, h), 1, border_radius=8)
    token = min(h * 0.34, w * 0.42)
    surface.blit(guild_token(guild, int(token), int(token)), (int(w / 2 - token / 2), 4))
    if first:
        crown = _svg("tokens/crown", int(token * 0.7), int(token * 0.7))
        if crown is not None:
            surface.blit(crown, (int(w / 2 + token / 2 - 2), 2))
    room = h - token - 10
    size = max(least, 8)
    while size > 8 and len(lines) * size * 1.25 > room:
        size -= 1
    for i, line in enumerate(lines):
        label = gfx.fit_width(gfx.text(line, size, gfx.INK, True), w - 8)
        surface.blit(label, label.get_rect(midtop=(w // 2, int(token + 6 + i * size * 1.25))))
    return surface


@gfx.cached(maxsize=32)
def scoring_row(guild: int, name: str, team: tuple[int, ...], codes: tuple[int, ...], noise: int, gain: int,
                quietest: bool, w: int, h: int, least: int) -> pygame.Surface:
    """One guild's line of a round's scoring: its token and name, its four cards each stamped with
    what it scored (a cancelled card "0", a Rogue in a pair "10", a copy "= Mage 3"), its noise, and
    the treasure it took (a chest for the quietest)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surface, gfx.PAPER, (0, 0, w, h), border_radius=10)
    pygame.draw.rect(surface, gfx.GOLD if quietest else gfx.INK, (0, 0, w, h), 3 if quietest else 1,
                     border_radius=10)
    pad = max(3, h // 14)
    token = h - 2 * pad
    surface.blit(guild_token(guild, int(token * 0.7), int(token * 0.7)), (pad, pad))
    size = max(least, 9)
    label = gfx.fit_width(gfx.text(name, size, gfx.INK, True), w * 0.16)
    surface.blit(label, (pad, pad + int(token * 0.72)))
    ch = h - 2 * pad
    cw = int(ch * 5 / 7)
    x = int(w * 0.18)
    for card, code in zip(team, codes):
        copy = code if C.KIND[card] == C.SHAPESHIFTER and code else 0
        surface.blit(card_face(card, cw, ch, least, "", copy), (x, pad))
        stamp = _stamp(code, codes)
        if stamp:
            text, colour = stamp
            tag = gfx.text(text, max(10, int(ch * 0.3)), gfx.WHITE, True)
            box = tag.get_rect(center=(x + cw // 2, pad + int(ch * 0.55))).inflate(8, 0)
            pygame.draw.rect(surface, colour, box, border_radius=box.h // 2)
            surface.blit(tag, tag.get_rect(center=box.center))
        x += cw + pad
    total = gfx.text(f"= {noise} noise", max(size, int(h * 0.3)), gfx.INK, True)
    surface.blit(gfx.fit_width(total, w - x - pad * 2), (x + pad, h // 2 - total.get_height() // 2))
    if gain:
        coin = gfx.text(f"+{gain} treasure", size, (120, 80, 0), True)
        right = gfx.fit_width(coin, w * 0.2)
        surface.blit(right, (w - right.get_width() - pad * 2, h - right.get_height() - pad))
        if quietest:
            chest = _svg("tokens/chest", int(h * 0.45), int(h * 0.45))
            if chest is not None:
                surface.blit(chest, (w - chest.get_width() - pad * 2, pad))
    return surface


def _stamp(code: int, codes: tuple[int, ...]) -> tuple[str, tuple] | None:
    """What a card scored, when it is not simply its value: "0" when its group cancelled, "10" for
    a Rogue among Rogues, "0" for a formless Shapeshifter."""
    if 2 <= code <= 10 and codes.count(code) > 1:
        return "0", (90, 90, 90)
    if code == 1 and codes.count(1) > 1:
        return "10", gfx.DANGER
    if code == C.FORMLESS:
        return "0", (90, 90, 90)
    return None


def render_look(look: tuple, w: int, h: int) -> pygame.Surface:
    return _render(look, w, h, gfx.least_text())


@gfx.cached(maxsize=512)
def _render(look: tuple, w: int, h: int, least: int) -> pygame.Surface:
    kind = look[0]
    if kind == "card":
        return card_face(look[1], w, h, least, look[2], look[3])
    if kind == "back":
        return card_back(w, h)
    if kind == "deck":
        return card_back(w, h, look[1])
    if kind == "floor":
        return floor_card(look[1], w, h, look[2], least)
    if kind == "floor_back":
        return floor_back(w, h)
    if kind == "guild":
        token = guild_token(look[1], w, h)
        return _glowing(token) if len(look) > 2 and look[2] else token
    if kind == "flash":
        flash = pygame.Surface((w, h), pygame.SRCALPHA)
        flash.fill((255, 250, 225, 150))
        return flash
    if kind == "wizard":
        return wizard(look[1], w, h)
    if kind == "track":
        return track(w, h, look[1])
    if kind == "plaque":
        return plaque(look[1], look[2], look[3], w, h, least)
    if kind == "scoring":
        return scoring_row(*look[1:], w, h, least)
    raise ValueError(f"no art for {look!r}")

"""Castle von Loghan's looks and how each is drawn (``render``), enlarged on hover (``large``).

The board's pieces are drawn here; cards in ``art_cards``, the panels and plates in
``art_panels``. Every picture comes from ``art/loghan`` (README there) and every word is drawn
with the house font, never smaller than the window's least text size when it is meant to be read.

Board looks: ``("node", node, kind, here, small, colour, clean, tokens, top token)`` (its "?" disc,
Clean token and Search-token stack drawn in), ``("star",)``, ``("roam", enemy)``, ``("door", state)``,
``("group", agent ids)``; the coin: ``("coin", face, squash)`` and ``("coinbanner", words)``.
"""

from __future__ import annotations

import math

import pygame

from ...ui import gfx
from . import words as W

INK = (43, 27, 18)
CREAM = (246, 238, 220)
PARCHMENT = (236, 222, 188)
SLATE = (58, 64, 76)
SHOWCASE = (("event", "001", False, ()), ("enemy", "EG1#1", 3, (0, 0, 0), 0, 0, False, False, False, ()),
            ("treasure", "TR1#1", False))


def least() -> int:
    return gfx.least_text()


def art(name: str, w: float, h: float) -> pygame.Surface | None:
    try:
        return gfx.svg(f"loghan/{name}.svg", max(1, round(w)), max(1, round(h)))
    except (FileNotFoundError, pygame.error):
        return None


def blit_art(surface: pygame.Surface, name: str, rect: pygame.Rect | pygame.FRect) -> None:
    image = art(name, rect[2], rect[3])
    if image is not None:
        surface.blit(image, image.get_rect(center=(rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)))


def words(surface: pygame.Surface, message: str, size: int, centre: tuple[float, float], room: float,
          colour: tuple = INK, bold: bool = True, left: bool = False) -> pygame.Rect:
    label = gfx.fit_width(gfx.text(message, max(8, int(size)), colour, bold), max(8, room))
    where = label.get_rect(midleft=(int(centre[0]), int(centre[1]))) if left else \
        label.get_rect(center=(int(centre[0]), int(centre[1])))
    surface.blit(label, where)
    return where


def fits(message: str, size: int, room: float, bold: bool = True) -> bool:
    return gfx.font(max(8, int(size)), bold).size(message)[0] <= room


def plate(w: int, h: int, fill: tuple, edge: tuple = INK, radius: int | None = None, width: int = 2) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    r = radius if radius is not None else max(4, min(w, h) // 6)
    pygame.draw.rect(surface, fill, (0, 0, w, h), border_radius=r)
    if width:
        pygame.draw.rect(surface, edge, (0, 0, w, h), width, border_radius=r)
    return surface


def render(look: tuple, w: int, h: int) -> pygame.Surface:
    return _render(look, max(2, int(w)), max(2, int(h)))


@gfx.cached(maxsize=1024)
def _render(look: tuple, w: int, h: int) -> pygame.Surface:
    """A look drawn once per size, in the window's own pixel format (blitting it costs less)."""
    from . import art_cards as C
    from . import art_explore as X
    from . import art_panels as P

    kind = look[0]
    fn = BOARD.get(kind) or C.LOOKS.get(kind) or P.LOOKS.get(kind) or X.LOOKS.get(kind)
    if fn is None:
        raise KeyError(f"Castle von Loghan has no look {look!r}")
    surface = fn(*look[1:], w, h)
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def large(look: tuple, height: int) -> pygame.Surface | None:
    """``look`` enlarged with its words (hover), for a window ``height`` pixels tall."""
    from . import art_cards as C

    kind = look[0]
    big = int(height * 0.46)
    if kind == "treasure":
        card = C.treasure(look[1], False, int(big * 0.75), big)
    elif kind == "ccard":
        card = C.ccard(look[1], "", int(big * 0.714), big)
    elif kind == "enemy":
        card = C.enemy(*look[1:], int(big * 0.714), big)
    elif kind == "event":
        card = C.event(*look[1:], int(height * 0.5), int(height * 0.66))
    else:
        return None
    return inspector(card, height, rebuilt(kind, look[1]))


def rebuilt(kind: str, card_id: str) -> bool:
    """Whether the inspected item is one of the app's reconstructions (spec section 4's badge):
    its design (the id before any "#copy") is tagged other than [Book] in the content."""
    from rules.loghan.content import load_content

    content = load_content()
    table = {"treasure": content.treasures, "enemy": content.enemies, "ccard": content.combat_cards,
             "event": content.events}.get(kind)
    item = table.get(str(card_id).split("#")[0]) if table is not None else None
    return bool(getattr(item, "reconstructed", False))


@gfx.cached(maxsize=16)
def inspector(card: pygame.Surface, height: int, reconstructed: bool = False) -> pygame.Surface:
    """The card inspector: the card large, a "reconstructed" badge on the app's own cards, and
    under it the content notice (spec section 4)."""
    width = max(card.get_width(), int(height * 0.42))
    size = gfx.least_text(height)
    notice = gfx.wrapped(W.NOTICE, size, width - 16, INK)
    badge = None
    if reconstructed:
        words = gfx.font(size, True).render("reconstructed", True, CREAM)
        badge = words.get_rect().inflate(16, 8)
    below = card.get_height() + (badge.h + 6 if badge else 0)
    out = pygame.Surface((width, below + notice.get_height() + 22), pygame.SRCALPHA)
    out.blit(card, ((width - card.get_width()) // 2, 0))
    if badge is not None:
        badge.midtop = (width // 2, card.get_height() + 4)
        pygame.draw.rect(out, INK, badge, border_radius=badge.h // 2)
        out.blit(words, words.get_rect(center=badge.center))
    box = pygame.Rect(0, below + 4, width, notice.get_height() + 16)
    pygame.draw.rect(out, CREAM, box, border_radius=8)
    pygame.draw.rect(out, INK, box, 1, border_radius=8)
    out.blit(notice, (8, box.y + 8))
    return out


# --- the board ------------------------------------------------------------------------------------

FILLS = {"room": "board/parchment", "corridor": "board/corridor", "outside": "board/moss"}
FILL_COLOURS = {"room": (232, 214, 172), "corridor": (150, 150, 148), "outside": (92, 126, 78),
                "start": (200, 214, 226), "lift": (150, 150, 148)}


@gfx.cached(maxsize=256)
def node(node_id: str, kind: str, here: bool, small: bool, colour: str, clean: bool, tokens: int, top: str,
         w: int, h: int) -> pygame.Surface:
    """A node: its rounded rectangle (parchment room, grey corridor with a dashed outline, moss
    outside, the P.O.D. with its capsule, a lift with its icon), the name at the least readable
    size (the full name on hover), a room's "?" disc with its letter (a Clean token over it), and
    the Search-token stack badge spilling past the bottom-right corner."""
    pad = max(2, int(h * 0.3))
    out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    out.blit(plain_node(node_id, kind, here, small, w, h), (pad, pad))
    if colour:
        d = int(h * 0.56)
        disc = (pad + int(h * 0.08), pad + (h - d) // 2)
        out.blit(qdisc(colour, d, d), disc)
        if clean:
            out.blit(art_or_blank("board/clean_token", d + 2, d + 2), (disc[0] - 1, disc[1] - 1))
    if tokens:
        b = int(h * 0.5)
        out.blit(stack(tokens, colour, top, b, b), (pad + w - int(b * 0.7), pad + h - int(b * 0.7)))
    return out


def art_or_blank(name: str, w: int, h: int) -> pygame.Surface:
    image = art(name, w, h)
    return image if image is not None else pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)


@gfx.cached(maxsize=256)
def plain_node(node_id: str, kind: str, here: bool, small: bool, w: int, h: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, h // 4)
    fill = FILLS.get(kind)
    pygame.draw.rect(surface, FILL_COLOURS.get(kind, (200, 200, 200)), (0, 0, w, h), border_radius=radius)
    texture = art(fill, 128 * h / 44, 128 * h / 44) if fill else None
    if texture is not None:
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
        tiled = pygame.Surface((w, h), pygame.SRCALPHA)
        for x in range(0, w, texture.get_width()):
            for y in range(0, h, texture.get_height()):
                tiled.blit(texture, (x, y))
        tiled.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(tiled, (0, 0))
    ink = CREAM if kind == "outside" else INK
    if kind == "corridor":
        _dashed_rect(surface, pygame.Rect(1, 1, w - 2, h - 2), INK, max(1, h // 22))
    else:
        pygame.draw.rect(surface, INK, (0, 0, w, h), max(1, h // 22), border_radius=radius)
    left = h * 0.1
    if kind in ("start", "lift"):
        blit_art(surface, "board/pod" if kind == "start" else "board/lift", (h * 0.06, h * 0.08, h * 0.84, h * 0.84))
        left = h * 0.95
    elif kind == "room":
        left = h * 0.68
    room = w - left - h * 0.2
    size = least()
    cy = h * (0.34 if here else 0.5)
    label = None
    for name in ((W.SHORT.get(node_id, node_id),) if not small else ()) + (W.TINY.get(node_id, node_id),):
        if fits(name, size, room, bold=False):
            label = name
            break
    if label is None and not small:
        two = W.SHORT.get(node_id, node_id).split(" ", 1)
        if len(two) == 2 and all(fits(p, size, room, False) for p in two) and h >= size * 2.3 and not here:
            words(surface, two[0], size, (left + room / 2, h * 0.3), room, ink, bold=False)
            words(surface, two[1], size, (left + room / 2, h * 0.7), room, ink, bold=False)
            return surface
        label = W.TINY.get(node_id, node_id)
    if h >= size * (1.5 if small else 1.1):
        words(surface, label, size, (left + room / 2, cy), room, ink, bold=False)
    return surface


def _dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: tuple, width: int) -> None:
    dash = max(4, rect.h // 6)
    for x0, y0, x1, y1 in ((rect.left, rect.top, rect.right, rect.top), (rect.left, rect.bottom, rect.right, rect.bottom),
                           (rect.left, rect.top, rect.left, rect.bottom), (rect.right, rect.top, rect.right, rect.bottom)):
        length = math.hypot(x1 - x0, y1 - y0)
        steps = int(length // (dash * 2)) + 1
        for i in range(steps):
            a = i * dash * 2 / max(1, length)
            b = min(1.0, (i * dash * 2 + dash) / max(1, length))
            pygame.draw.line(surface, colour, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                             (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), width)


@gfx.cached(maxsize=32)
def qdisc(colour: str, w: int, h: int) -> pygame.Surface:
    """The "?" disc in the room's colour, with the white "?" and the colour's letter (7.2)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    blit_art(surface, f"board/qdisc_{W.COLOUR_FILE[colour]}", (0, 0, w, h))
    size = max(8, int(h * 0.62))
    words(surface, "?", size, (w * 0.4, h * 0.47), w, gfx.WHITE)
    words(surface, colour, max(7, int(h * 0.36)), (w * 0.74, h * 0.7), w, gfx.WHITE)
    return surface


@gfx.cached(maxsize=64)
def stack(count: int, colour: str, top: str, w: int, h: int) -> pygame.Surface:
    """The Search-token stack badge with its count (a peeked top token shows its picture)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    if top:
        from .art_cards import token_face
        surface.blit(token_face(top, w, h), (0, 0))
    else:
        blit_art(surface, "board/search_stack", (0, 0, w, h))
    r = max(6, int(h * 0.3))
    centre = (w - r, h - r)
    pygame.draw.circle(surface, CREAM, centre, r)
    pygame.draw.circle(surface, INK, centre, r, 1)
    words(surface, str(count), int(r * 1.5), centre, r * 2)
    return surface


@gfx.cached(maxsize=8)
def star(w: int, h: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    blit_art(surface, "board/star", (0, 0, w, h))
    return surface


@gfx.cached(maxsize=16)
def roam(card: str, w: int, h: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    blit_art(surface, "board/roaming_enemy", (0, 0, w, h))
    return surface


DOOR_ART = {"door": "board/door", "locked": "board/padlock", "unlocked": "board/padlock_open",
            "frozen": "board/snowflake", "thawed": "board/door"}


@gfx.cached(maxsize=16)
def door(state: str, w: int, h: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    blit_art(surface, DOOR_ART.get(state, "board/door"), (0, 0, w, h))
    return surface


@gfx.cached(maxsize=16)
def group(agents: tuple[str, ...], w: int, h: int) -> pygame.Surface:
    """The group token: the slate hexagon ringed with the agents' colours (and their shapes)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    c = (w / 2, h / 2)
    r = min(w, h) / 2
    n = max(1, len(agents))
    for i, agent in enumerate(agents):
        a0 = -math.pi / 2 + 2 * math.pi * i / n
        a1 = a0 + 2 * math.pi / n
        points = [c] + [(c[0] + r * math.cos(a0 + (a1 - a0) * k / 8), c[1] + r * math.sin(a0 + (a1 - a0) * k / 8))
                        for k in range(9)]
        pygame.draw.polygon(surface, W.agent_colour(agent), points)
    pygame.draw.circle(surface, INK, c, r, max(1, int(r * 0.08)))
    blit_art(surface, "board/group_token", (w * 0.12, h * 0.12, w * 0.76, h * 0.76))
    return surface


@gfx.cached(maxsize=64)
def coin(face: int, squash: float, w: int, h: int) -> pygame.Surface:
    """The Coin, squashed along x while it spins (``squash`` 0-1, 1 flat on the table)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    size = min(w, h)
    image = art("coin/" + ("tails" if face else "heads"), size, size)
    if image is not None:
        sw = max(2, int(size * max(0.04, squash)))
        image = pygame.transform.smoothscale(image, (sw, size))
        surface.blit(image, image.get_rect(center=(w / 2, h / 2)))
    return surface


@gfx.cached(maxsize=8)
def coinbanner(message: str, w: int, h: int) -> pygame.Surface:
    surface = plate(w, h, (28, 24, 32, 236), gfx.GOLD, max(6, h // 4), max(2, h // 20))
    head, _, rest = message.partition(" — ")
    size = max(least(), int(h * 0.32))
    if rest:
        words(surface, head, size, (w / 2, h * 0.33), w - 16, gfx.GOLD)
        words(surface, rest, max(least(), int(size * 0.8)), (w / 2, h * 0.7), w - 16, gfx.WHITE, bold=False)
    else:
        words(surface, head, size, (w / 2, h / 2), w - 16, gfx.GOLD)
    return surface


@gfx.cached(maxsize=32)
def float_text(text: str, colour: tuple, w: int, h: int) -> pygame.Surface:
    """A floating "+1" / "−2" over a track or a panel."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    size = max(least(), int(h * 0.8))
    shadow = gfx.text(text, size, (0, 0, 0), True)
    label = gfx.text(text, size, colour, True)
    where = label.get_rect(center=(w / 2, h / 2))
    surface.blit(shadow, where.move(2, 2))
    surface.blit(label, where)
    return surface


@gfx.cached(maxsize=8)
def cleandrop(w: int, h: int) -> pygame.Surface:
    return art_or_blank("board/clean_token", w, h)


BOARD = {"float": float_text, "cleandrop": cleandrop, "node": node, "star": star, "roam": roam, "door": door,
         "group": group, "coin": coin, "coinbanner": coinbanner}

__all__ = ["BOARD", "CREAM", "INK", "PARCHMENT", "SHOWCASE", "art", "blit_art", "fits", "large", "least", "plate",
           "render", "words"]

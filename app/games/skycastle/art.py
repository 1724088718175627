"""Sky Castle's art: role cards in each guild's colour and shape, portrait tokens with their
numbers and states, tiles with their points and costs, counted stacks and score plates."""

from __future__ import annotations

import pygame

from rules.skycastle import cards as C

from ...ui import gfx

COLOUR = ("blue", "red")  # seat 0 plays blue (circle), seat 1 red (square): gfx.PLAYER_COLOURS
PENALTY_RED = (190, 30, 40)


# Each role in a few words of our own, written on its card when the full text would be too small to
# read (the full text stays on the large hover view).
SHORT_TEXT = {C.SCOUT: "Swap, then take", C.LOOKOUT: "Stops swaps", C.SENTRY: "Takes a diagonal",
              C.CAPTAIN: "Any tile in his row", C.JEWELER: "Or loot next door",
              C.SMUGGLER: "Lost it? Next door", C.EXPLORER: "Tops a rival",
              C.THIEF: "Steals once"}


def role_file(role: int, seat: int) -> str:
    return f"skycastle/roles/{C.ROLE_NAMES[role].lower()}_{COLOUR[seat]}.svg"


# --- faces ------------------------------------------------------------------------------------------


@gfx.cached(maxsize=256)
def role_face(role: int, seat: int, w: int, h: int, least: int, peek: bool = False) -> pygame.Surface:
    """A role card: its art, name and number, and its text in full when readable at ``least``
    pixels, else in short, else (a small card) not at all. A ``peek`` card lies under the next one
    in a fan: only its left edge shows, so its name runs down that edge (and nothing is cut)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    try:
        art = gfx.svg(role_file(role, seat), w, h)
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
    except (FileNotFoundError, pygame.error):
        pygame.draw.rect(surface, gfx.PAPER, (0, 0, w, h), border_radius=max(4, w // 12))
        pygame.draw.rect(surface, gfx.PLAYER_COLOURS[seat], (0, 0, w, h), 3, border_radius=max(4, w // 12))
    number = C.NUMBER[role]
    if peek:
        gfx.card_text(surface, "", None if number is None else str(number), None, None, least)
        side_name(surface, C.ROLE_NAMES[role])
    else:
        gfx.card_text(surface, C.ROLE_NAMES[role], None if number is None else str(number), C.ROLE_TEXT[role],
                      SHORT_TEXT[role], least)
    return surface


def side_name(surface: pygame.Surface, name: str) -> None:
    """``name`` up the left edge of a card, under its number badge, on a parchment strip: the part of
    a fanned card that stays in sight (a fan shows at least 30% of each card)."""
    w, h = surface.get_size()
    strip = pygame.Rect(int(w * 0.04), int(h * 0.29), max(4, int(w * 0.24)), int(h * 0.67))
    pygame.draw.rect(surface, gfx.PAPER, strip, border_radius=max(2, strip.w // 3))
    pygame.draw.rect(surface, gfx.INK, strip, 1, border_radius=max(2, strip.w // 3))
    label = gfx.text(name, max(8, int(strip.w * 0.78)), gfx.INK, True)
    label = label.subsurface(label.get_bounding_rect())
    label = pygame.transform.rotate(label, 90)  # reads from the bottom up
    room = strip.h - 8
    if label.get_height() > room:
        label = pygame.transform.smoothscale(label, (label.get_width(), room))
    surface.blit(label, label.get_rect(center=strip.center))


@gfx.cached(maxsize=64)
def role_back(seat: int, w: int, h: int) -> pygame.Surface:
    try:
        return gfx.svg(f"skycastle/roles/back_{COLOUR[seat]}.svg", w, h)
    except (FileNotFoundError, pygame.error):
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surface, gfx.PLAYER_COLOURS[seat], (0, 0, w, h), border_radius=max(4, w // 12))
        return surface


@gfx.cached(maxsize=256)
def role_token(role: int, seat: int, size: int, state: str) -> pygame.Surface:
    """A portrait token with its number; ``state``: "" placed, "done" finished (faded), "wait"
    held (chain), "active" acting now (gold ring)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    try:
        art = gfx.svg(f"skycastle/tokens/role_{C.ROLE_NAMES[role].lower()}_{COLOUR[seat]}.svg", size, size)
        surface.blit(art, art.get_rect(center=(size // 2, size // 2)))
    except (FileNotFoundError, pygame.error):
        pygame.draw.circle(surface, gfx.PLAYER_COLOURS[seat], (size / 2, size / 2), size / 2 - 1)
    r = max(6, int(size * 0.2))
    centre = (size - r - 1, size - r - 1)
    if seat == 1:
        box = pygame.Rect(0, 0, 2 * r, 2 * r)
        box.center = centre
        pygame.draw.rect(surface, gfx.PAPER, box, border_radius=3)
        pygame.draw.rect(surface, gfx.INK, box, 2, border_radius=3)
    else:
        pygame.draw.circle(surface, gfx.PAPER, centre, r)
        pygame.draw.circle(surface, gfx.INK, centre, r, 2)
    mark = str(C.NUMBER[role]) if C.NUMBER[role] is not None else "-"
    digit = gfx.text(mark, max(8, int(r * 1.5)), gfx.INK, True)
    surface.blit(digit, digit.get_rect(center=centre))
    if state == "done":
        fade = pygame.Surface((size, size), pygame.SRCALPHA)
        fade.fill((40, 40, 40, 150))
        surface.blit(fade, (0, 0), special_flags=0)
    elif state == "wait":
        try:
            chain = gfx.svg("skycastle/tokens/chain.svg", size // 2, size // 2)
            surface.blit(chain, (0, size // 2))
        except (FileNotFoundError, pygame.error):
            pass
    elif state == "active":
        pygame.draw.circle(surface, gfx.GOLD, (size / 2, size / 2), size / 2 - 1, max(2, size // 14))
    return surface


@gfx.cached(maxsize=256)
def tile_face(tile: int, w: int, h: int, shielded: bool) -> pygame.Surface:
    if C.IS_CHEST[tile]:
        name = f"chest_{C.CHEST_POINTS[tile]}"
    else:
        name = C.TILE_KIND[tile]
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    try:
        art = gfx.svg(f"skycastle/tiles/{name}.svg", w, h)
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
    except (FileNotFoundError, pygame.error):
        pygame.draw.rect(surface, (200, 160, 200), (0, 0, w, h), border_radius=max(4, w // 8))
    if C.IS_CHEST[tile]:  # viewBox 200: points disc (42, 42), cost disc (169, 171)
        points = gfx.text(str(C.CHEST_POINTS[tile]), max(8, int(h * 0.2)), gfx.INK, True)
        surface.blit(points, points.get_rect(center=(w * 0.21, h * 0.21)))
        cost = gfx.text(str(C.COST[tile]), max(8, int(h * 0.16)), gfx.INK, True)
        surface.blit(cost, cost.get_rect(center=(w * 0.845, h * 0.855)))
    elif w >= 60:
        code = gfx.text(C.TILE_IDS[tile], max(9, int(h * 0.12)), gfx.INK, True)
        surface.blit(code, code.get_rect(topright=(w * 0.9, h * 0.08)))
    if shielded:
        try:
            shield = gfx.svg("skycastle/tokens/shield.svg", int(w * 0.3), int(h * 0.3))
            surface.blit(shield, (int(w * 0.66), int(h * 0.06)))
        except (FileNotFoundError, pygame.error):
            pass
    return surface


@gfx.cached(maxsize=64)
def svg_or_box(name: str, w: int, h: int, colour: tuple) -> pygame.Surface:
    try:
        return gfx.svg(name, w, h)
    except (FileNotFoundError, pygame.error):
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surface, colour, (0, 0, w, h), border_radius=max(3, w // 8))
        return surface


@gfx.cached(maxsize=128)
def counted(name: str, w: int, h: int, label: str, colour: tuple) -> pygame.Surface:
    """An SVG with a label on a dark pill along its bottom (a count, a penalty)."""
    surface = svg_or_box(name, w, h, (120, 120, 120)).copy()
    if label:
        size = max(10, int(min(w, h) * 0.32))
        text = gfx.text(label, size, gfx.WHITE, True)
        text = gfx.fit_width(text, w - 6)
        box = text.get_rect(midbottom=(w / 2, h - 2)).inflate(8, 2)
        pygame.draw.rect(surface, colour, box, border_radius=6)
        surface.blit(text, text.get_rect(center=box.center))
    return surface


@gfx.cached(maxsize=128)
def plate(lines: tuple[str, ...], w: int, h: int, seat: int, least: int = 10) -> pygame.Surface:
    """A dark plate edged in the seat's colour: the first line in gold, the others in white, one
    under the other when each can be ``least`` pixels tall, else all on one line."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surface, (20, 22, 26, 215), (0, 0, w, h), border_radius=8)
    edge = gfx.PLAYER_COLOURS[seat] if seat >= 0 else gfx.GOLD
    pygame.draw.rect(surface, edge, (0, 0, w, h), 2, border_radius=8)
    n = max(1, len(lines))
    if n > 1 and h / n * 0.75 < least:  # one line: "Score 6 · Keys 3/3 · ..."
        size = max(8, int(h * 0.55))
        parts = [gfx.text(line + (" · " if i < n - 1 else ""), size, gfx.WHITE if i else gfx.GOLD, True)
                 for i, line in enumerate(lines)]
        row = pygame.Surface((sum(p.get_width() for p in parts), parts[0].get_height()), pygame.SRCALPHA)
        x = 0
        for part in parts:
            row.blit(part, (x, 0))
            x += part.get_width()
        row = gfx.fit_width(row, w - 14)
        surface.blit(row, row.get_rect(midleft=(8, h / 2)))
        return surface
    size = max(10, min(int(h / n * 0.75), int(h * 0.5)))
    for i, line in enumerate(lines):
        text = gfx.fit_width(gfx.text(line, size if i else int(size * 1.1), gfx.WHITE if i else gfx.GOLD, True), w - 14)
        surface.blit(text, text.get_rect(midleft=(8, h * (i + 0.5) / n)))
    return surface


def render_look(look: tuple, w: int, h: int) -> pygame.Surface:
    """``look`` at ``w`` x ``h``, its words only where the open window can read them."""
    return _render(look, w, h, gfx.least_text())


@gfx.cached(maxsize=256)
def _render(look: tuple, w: int, h: int, least: int) -> pygame.Surface:
    kind = look[0]
    if kind == "role":  # ("role", role, seat, mode) mode: "" / "aside" / "out"
        _, role, seat, mode = look[:4]
        face = role_face(role, seat, w, h, least, look[4:] == ("peek",))
        if not mode:
            return face
        surface = face.copy()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((30, 30, 30, 120 if mode == "aside" else 60))
        surface.blit(shade, (0, 0))
        if mode == "out":
            text = gfx.fit_width(gfx.text("Sits out", max(9, int(h * 0.11)), gfx.WHITE, True), w * 0.9)
            box = text.get_rect(center=(w / 2, h * 0.5)).inflate(8, 4)
            pygame.draw.rect(surface, PENALTY_RED, box, border_radius=5)
            surface.blit(text, text.get_rect(center=box.center))
        return surface
    if kind == "back":
        return role_back(look[1], w, h)
    if kind == "token":
        _, role, seat, state = look
        return role_token(role, seat, min(w, h), state)
    if kind == "tile":
        return tile_face(look[1], w, h, look[2])
    if kind == "key":
        name = "skycastle/tokens/key_used.svg" if look[1] else "skycastle/tokens/key_unused.svg"
        return svg_or_box(name, w, h, (200, 170, 60))
    if kind == "skel":
        return counted("skycastle/tokens/skeleton_key.svg", w, h, look[1], PENALTY_RED)
    if kind == "deck":
        return counted("skycastle/tiles/tile_back.svg", w, h, look[1], (20, 20, 20))
    if kind == "supply":
        return counted("skycastle/tokens/skeleton_key.svg", w, h, look[1], (20, 20, 20))
    if kind == "first":
        return svg_or_box("skycastle/tokens/first_player.svg", w, h, gfx.GOLD)
    if kind == "plate":
        return plate(look[2], w, h, look[1], least)
    if kind == "swap_mark":
        return swap_mark(min(w, h), look[1])
    return pygame.Surface((w, h), pygame.SRCALPHA)


@gfx.cached(maxsize=32)
def swap_mark(size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The mark on a tile the Scout may swap with: a double arrow on a dark disc, the shape beside
    the colour."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(surface, (20, 20, 20, 210), (c, c), c)
    pygame.draw.circle(surface, colour, (c, c), c, max(2, size // 14))
    w = max(2, size // 10)
    head = size * 0.16
    for y, to_right in ((size * 0.38, True), (size * 0.62, False)):
        x0, x1 = size * 0.24, size * 0.76
        pygame.draw.line(surface, colour, (x0, y), (x1, y), w)
        tip = x1 if to_right else x0
        back = tip - head if to_right else tip + head
        pygame.draw.polygon(surface, colour, [(tip + (w / 2 if to_right else -w / 2), y), (back, y - head),
                                              (back, y + head)])
    return surface

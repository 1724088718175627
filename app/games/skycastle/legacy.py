"""Professor Treasure's Secret Sky Castle on the table (spec section 8): layout, gestures, motion
and sound.

Everything here starts from the viewer's ``view`` (never the true state) and the legal actions
the session hands over, so the table only shows what that seat may know.

Piece keys (stable, so the table glides a piece from where it was to where it now belongs):
``t<tile>`` a tile (castle cell, treasure), ``r<rid>`` a known role (card in a guild, token on
the castle), ``p<rid>`` a role of the revealed set waiting in the tray, ``b<seat>.<n>`` /
``a<seat>.<n>`` the rival's hidden sets / set-aside roles, ``k<rid>`` a token on the activation track, ``sk<seat>.<n>`` skeleton keys, ``deck``,
``supply``, ``status``, ``first``, ``plate<seat>``.

Zones: ``cell:<x>``, ``slot:<s>`` (drop targets while placing), ``cell:<x>:top`` /
``cell:<x>:under`` (the Sentry's halves, shown while dragging him), ``castle:<seat>`` (each
player's treasure; the table labels it with the player's name).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from rules import skycastle as rules
from rules.skycastle import cards as C
from rules.skycastle.actions import (
    SLOT_BASE,
    ChooseSet,
    Claim,
    Pay,
    Place,
    Swap,
    Thieve,
)
from rules.skycastle.board import holders, order_of, position, put, spots, unused_keys
from rules.skycastle.state import (
    CASTLE_PHASE,
    CLAIM,
    PAY,
    PLACE,
    ROLES_PHASE,
    SET,
    SWAP,
    THIEVE,
    placer,
)

from ..ui import gfx
from ..table.pieces import CARD, TILE, PieceSpec, Zone
from ..words import for_table
from .base import Interactions, LocalMove

COLOUR = ("blue", "red")  # seat 0 plays blue (circle), seat 1 red (square): gfx.PLAYER_COLOURS
STEP_GAP = 0.3
SOUND_OF = {"place": "place", "reveal": "reveal", "swap": "swap", "thieve": "thieve", "refill": "tile",
            "deal": "shuffle", "decline": "click", "release": "click", "let_go": "click", "keep": "click",
            "sit_out": "click", "react": "click"}
PENALTY_RED = (190, 30, 40)
# Spot colours (Okabe-Ito, so they stay apart for colour-blind players; the hover text says the same).
OPEN_GREEN = (0, 158, 115)     # an open tile; a claim paid with keys alone
RIVAL_ORANGE = (230, 159, 0)   # the Explorer's rival-topped cells; a chest needing skeleton keys
SLOT_BLUE = (86, 180, 233)     # the Captain's row-end slots; the Sentry's halves of an ally cell
SWAP_YELLOW = (240, 228, 66)   # the Scout's swappable neighbours


def role_file(role: int, seat: int) -> str:
    return f"skycastle/roles/{C.ROLE_NAMES[role].lower()}_{COLOUR[seat]}.svg"


# --- faces ------------------------------------------------------------------------------------------


@gfx.cached(maxsize=256)
def role_face(role: int, seat: int, w: int, h: int, detail: bool) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    try:
        art = gfx.svg(role_file(role, seat), w, h)
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
    except (FileNotFoundError, pygame.error):
        pygame.draw.rect(surface, gfx.PAPER, (0, 0, w, h), border_radius=max(4, w // 12))
        pygame.draw.rect(surface, gfx.PLAYER_COLOURS[seat], (0, 0, w, h), 3, border_radius=max(4, w // 12))
    number = C.NUMBER[role]
    gfx.card_text(surface, C.ROLE_NAMES[role], None if number is None else str(number),
                  C.ROLE_TEXT[role] if detail else None)
    return surface


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
def plate(lines: tuple[str, ...], w: int, h: int, seat: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surface, (20, 22, 26, 215), (0, 0, w, h), border_radius=8)
    edge = gfx.PLAYER_COLOURS[seat] if seat >= 0 else gfx.GOLD
    pygame.draw.rect(surface, edge, (0, 0, w, h), 2, border_radius=8)
    n = max(1, len(lines))
    size = max(10, min(int(h / n * 0.62), int(h * 0.5)))
    for i, line in enumerate(lines):
        text = gfx.fit_width(gfx.text(line, size if i else int(size * 1.1), gfx.WHITE if i else gfx.GOLD, True), w - 14)
        surface.blit(text, text.get_rect(midleft=(8, h * (i + 0.5) / n)))
    return surface


@gfx.cached(maxsize=256)
def render_look(look: tuple, w: int, h: int) -> pygame.Surface:
    kind = look[0]
    if kind == "role":  # ("role", role, seat, mode) mode: "" / "aside" / "out"
        _, role, seat, mode = look
        face = role_face(role, seat, w, h, w >= 180)
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
        return plate(look[2], w, h, look[1])
    return pygame.Surface((w, h), pygame.SRCALPHA)


# --- the adapter ----------------------------------------------------------------------------------


class SkyCastleTable:
    game_id = "skycastle"
    felt = "competitive"
    lesson_in_panel = True  # the castle fills the table: the tutorial's text goes in the side panel

    def __init__(self, players: int, viewer: int, names: Sequence[str]) -> None:
        self.players = players
        self.viewer = viewer
        self.names = list(names)
        self.card_size = (70.0, 98.0)
        self.tile_size = 120.0
        self._height = 800.0
        self.prompt_rect = pygame.FRect(0, 0, 10, 10)
        self.cell_rects: list[pygame.FRect] = []
        self.slot_rects: list[pygame.FRect] = []
        self.track_rect = pygame.FRect(0, 0, 1, 1)
        self.guild_rects: dict[int, pygame.FRect] = {}
        self._draft: list[Place] = []                 # roles dragged this placement turn, not sent yet
        self._draft_turn: tuple[int, int] = (-1, -1)  # (round, turn) the draft belongs to

    # --- words ------------------------------------------------------------------------------------
    def say(self, text: str) -> str:
        return for_table(text, self.names)

    def who(self, r: int) -> str:
        return self.say(f"Seat {C.seat_of(r) + 1}'s {C.ROLE_NAMES[C.role_of(r)]}")

    def render(self, look: tuple, w: int, h: int) -> pygame.Surface:
        return render_look(look, w, h)

    def large(self, look: tuple) -> pygame.Surface | None:
        h = int(self.card_size[1] * 2.8)
        w = int(h * 5 / 7)
        if look[0] == "role":
            return role_face(look[1], look[2], w, h, True)
        if look[0] == "token":
            return role_face(look[1], look[2], w, h, True)
        if look[0] == "tile":
            size = int(self.tile_size * 1.8)
            return tile_face(look[1], size, size, False)
        return None

    def sound(self, event: Any) -> str | None:
        kind = event.kind
        if kind == "game_over":
            return "win" if self.viewer in event.data.get("winners", ()) else "lose"
        if kind == "take":
            tile = event.data.get("tile", -1)
            if 0 <= tile < len(C.TILE_KIND):
                return "key" if C.IS_KEY[tile] else ("coin" if C.IS_CHEST[tile] else "claim")
            return "claim"
        return SOUND_OF.get(kind)

    # --- layout -------------------------------------------------------------------------------------
    def layout(self, view: Any, area: pygame.Rect) -> tuple[list[PieceSpec], list[Zone]]:
        view = self.staged_view(view)
        X, Y, W, H = (float(v) for v in area)
        self._height = H
        m = max(6.0, H * 0.012)
        v, rival = self.viewer, 1 - self.viewer
        label_h = gfx.scaled_size(14, int(H)) + 10
        button_h = gfx.scaled_size(17, int(H)) * 2.2 + 10
        prompt_h = max(28.0, H * 0.046)
        # Vertical bands: rival guild/treasure, castle, buttons, prompt, your guild/treasure.
        rival_h = H * 0.15
        own_ch = H * 0.145
        tag_h = gfx.scaled_size(13, int(H)) + 6
        castle_top = Y + m + label_h + rival_h + tag_h
        castle_bottom = Y + H - m - tag_h - own_ch - m - prompt_h - button_h
        gap = max(4.0, H * 0.008)
        t_h = (castle_bottom - castle_top - 2 * gap) / 3
        side_w_k = 0.85
        t_w = (W - 8 * m - 5 * gap) / (5 + 2 * side_w_k)
        t = max(40.0, min(t_h, t_w))
        self.tile_size = t
        sw = t * 0.5
        side_w = t * side_w_k
        castle_w = 4 * t + 5 * gap + 2 * sw
        x_left = X + m + side_w + m
        x_right = X + W - m - side_w - m
        cx0 = x_left + (x_right - x_left - castle_w) / 2
        cy0 = castle_top + (castle_bottom - castle_top - (3 * t + 2 * gap)) / 2
        specs: list[PieceSpec] = []
        zones: list[Zone] = []
        self.cell_rects = []
        self.slot_rects = []
        for x in C.CELLS:
            row, col = divmod(x, C.COLS)
            rect = pygame.FRect(cx0 + sw + gap + col * (t + gap), cy0 + row * (t + gap), t, t)
            self.cell_rects.append(rect)
            zones.append(Zone(f"cell:{x}", pygame.FRect(rect), ""))
        for s in C.SLOTS:
            row = C.slot_row(s)
            left = s % 2 == 0
            rect = pygame.FRect(cx0 if left else cx0 + castle_w - sw, cy0 + row * (t + gap) + t * 0.1, sw, t * 0.8)
            self.slot_rects.append(rect)
            zones.append(Zone(f"slot:{s}", pygame.FRect(rect), C.SLOT_NAMES[s]))
        self._castle(view, specs, t)
        # Left column: status, tile deck, skeleton key supply.
        colx = X + m
        status = pygame.FRect(colx, cy0, side_w, t * 0.55)
        deck_s = min(side_w, t * 0.8)
        specs.append(PieceSpec("status", TILE, ("plate", -1, (f"Round {view.round}/3",
                               f"First: {self._name(view.first)}")), status, z=1,
                               info=self.say(f"Round {view.round} of 3; Seat {view.first + 1} is first player")))
        deck_rect = pygame.FRect(colx + (side_w - deck_s) / 2, status.bottom + gap * 2, deck_s, deck_s)
        specs.append(PieceSpec("deck", TILE, ("deck", f"{len(view.deck)} tiles"), deck_rect, z=1,
                               info=f"Tile deck: {len(view.deck)} tiles (order hidden)"))
        sk_h = min(t * 0.95, cy0 + 3 * t + 2 * gap - deck_rect.bottom - gap * 2)
        sk_rect = pygame.FRect(colx + (side_w - sk_h * 5 / 7) / 2, deck_rect.bottom + gap * 2, sk_h * 5 / 7, sk_h)
        specs.append(PieceSpec("supply", CARD, ("supply", f"{view.supply} left"), sk_rect, z=1,
                               info=f"Skeleton key supply: {view.supply} of {C.SKELETON_KEYS}"))
        # Right column: the activation track.
        self.track_rect = pygame.FRect(x_right + m, cy0, side_w, 3 * t + 2 * gap)
        self._track(view, specs, self.track_rect)
        # Treasures (zones castle:<seat>, labelled by the table with the player's name).
        tw = min(W * 0.42, max(W * 0.3, t * 3.4))
        own_bottom = Y + H - m - tag_h
        self.prompt_rect = pygame.FRect(X + m, own_bottom - own_ch - m - prompt_h, W - 3 * m - tw, prompt_h)
        own_t = pygame.FRect(X + W - m - tw, self.prompt_rect.y, tw, own_bottom - self.prompt_rect.y)
        rival_t = pygame.FRect(X + W - m - tw, Y + m + label_h, tw, rival_h)
        for seat, rect in ((v, own_t), (rival, rival_t)):
            zones.append(Zone(f"castle:{seat}", pygame.FRect(rect), self._name(seat)))
            self._treasure(view, specs, seat, rect)
        first_s = label_h - 2
        first_zone = own_t if view.first == v else rival_t
        specs.append(PieceSpec("first", TILE, ("first",), pygame.FRect(first_zone.right - first_s - 4,
                               first_zone.y - first_s - 2, first_s, first_s), z=5,
                               info=self.say(f"First player this round: Seat {view.first + 1}")))
        # Guilds: your cards bottom left, the rival's top left.
        self.card_size = (own_ch * 5 / 7, own_ch)
        self.guild_rects = {v: pygame.FRect(X + m, own_bottom - own_ch, W - 3 * m - tw, own_ch),
                            rival: pygame.FRect(X + m, Y + m + label_h, W - 3 * m - tw, rival_h)}
        self._guild(view, specs, v, self.guild_rects[v])
        self._guild(view, specs, rival, self.guild_rects[rival])
        return specs, zones

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Seat {seat + 1}"

    def _castle(self, view: Any, specs: list[PieceSpec], t: float) -> None:
        finished = set(view.finished)
        active = self._active(view)
        for x in C.CELLS:
            rect = self.cell_rects[x]
            tile = view.grid[x]
            stack = view.stacks[x]
            shielded = any(C.role_of(r) == C.LOOKOUT and r not in finished for r in stack)
            if tile >= 0:
                info = C.tile_words(tile)
                if stack:
                    info += "; on it: " + ", ".join(self.who(r) for r in stack)
                if shielded:
                    info += "; a Lookout guards it (no swap)"
                specs.append(PieceSpec(f"t{tile}", TILE, ("tile", tile, shielded), rect.inflate(-4, -4), z=10,
                                       info=self.say(info)))
            # Bottom role at the lower left, each one above it offset up and right, over the icon
            # and clear of the chest's points (top left) and cost (bottom right).
            tok = t * 0.36
            n = len(stack)
            step = min(tok * 0.5, (t - tok - 8) / max(1, n - 1)) if n > 1 else 0
            for i, r in enumerate(stack):
                rr = pygame.FRect(rect.x + 4 + i * step, rect.bottom - 4 - tok - i * step, tok, tok)
                specs.append(PieceSpec(f"r{r}", TILE, ("token", C.role_of(r), C.seat_of(r),
                                                       self._state(view, r, finished, active)),
                                       rr, z=20 + i, owner=C.seat_of(r), info=self._role_info(view, r, x)))
        for s in C.SLOTS:
            r = view.slots[s]
            if r >= 0:
                rect = self.slot_rects[s]
                tok = min(rect.w, t * 0.42)
                rr = pygame.FRect(rect.centerx - tok / 2, rect.centery - tok / 2, tok, tok)
                specs.append(PieceSpec(f"r{r}", TILE, ("token", C.role_of(r), C.seat_of(r),
                                                       self._state(view, r, finished, active)),
                                       rr, z=20, owner=C.seat_of(r), info=self._role_info(view, r, SLOT_BASE + s)))

    @staticmethod
    def _active(view: Any) -> int:
        step = view.step
        if step is not None and step[0] in (SWAP, CLAIM):
            return step[2]
        if step is not None and step[0] == THIEVE:
            return step[2]
        return -1

    @staticmethod
    def _state(view: Any, r: int, finished: set[int], active: int) -> str:
        if r == active:
            return "active"
        if r in finished:
            return "done"
        if r in view.waiting:
            return "wait"
        return ""

    def _role_info(self, view: Any, r: int, spot: int) -> str:
        where = f"slot {C.SLOT_NAMES[spot - SLOT_BASE]}" if spot >= SLOT_BASE else C.cell_name(spot)
        words = f"{self.who(r)} at {where}. {C.ROLE_TEXT[C.role_of(r)]}"
        if r in view.finished:
            words += " (finished)"
        elif r in view.waiting:
            held = holders(view.stacks).get(r, ())
            words += " (held by " + ", ".join(self.who(h) for h in held) + ")" if held else " (waiting)"
        return words

    def _track(self, view: Any, specs: list[PieceSpec], rect: pygame.FRect) -> None:
        placed = [r for stack in view.stacks for r in stack] + [r for r in view.slots if r >= 0]
        if not placed:
            return
        finished = set(view.finished)
        active = self._active(view)
        rows = 8
        tok = min(rect.h / rows - 3, rect.w / 2 - 4)
        order = order_of(view) if view.phase == CASTLE_PHASE else ()
        for r in placed:
            role, seat = C.role_of(r), C.seat_of(r)
            row = 7 if role == C.THIEF else role  # roles 0-6 carry numbers 1-7
            col = 0 if seat == view.first else 1
            x = rect.x + col * (tok + 6) + (rect.w - 2 * tok - 6) / 2
            y = rect.y + row * (rect.h / rows)
            info = f"Activation track: {self.who(r)}"
            if r in order:
                info += f", acts {order.index(r) + 1} of {len(order)}"
            elif role == C.THIEF:
                info += " (no number: acts only when she Thieves)"
            specs.append(PieceSpec(f"k{r}", TILE, ("token", role, seat, self._state(view, r, finished, active)),
                                   pygame.FRect(x, y, tok, tok), z=5, owner=seat, info=self.say(info)))

    def _treasure(self, view: Any, specs: list[PieceSpec], seat: int, rect: pygame.FRect) -> None:
        d = rules.score_details(view, seat)
        owned = view.owned[seat]
        keys = [tt for tt in owned if C.IS_KEY[tt]]
        arts = [tt for tt in owned if C.IS_ARTIFACT[tt]]
        chests = [tt for tt in owned if C.IS_CHEST[tt]]
        unused = unused_keys(view, seat)
        n_art, n_sk = d["artifacts"], d["skeleton_keys"]
        plate_h = rect.h * 0.3
        lines = (f"Score {d['total']}",
                 (f"Keys {unused}/{len(keys)} · Art {n_art} (next +{n_art + 1}) · Chests {d['chests']}"
                  f" · Skel {n_sk} (next -{n_sk})"))
        specs.append(PieceSpec(f"plate{seat}", TILE, ("plate", seat, lines),
                               pygame.FRect(rect.x + 4, rect.y + 4, rect.w - 8, plate_h - 4), z=2,
                               info=self.say(f"Seat {seat + 1}: {d['total']} points = chests {d['chests']} + "
                                             f"artifacts {d['artifact_points']} ({n_art}) + skeleton keys "
                                             f"{d['penalty']} ({n_sk}); {unused} of {len(keys)} keys unused")))
        inner_y = rect.y + plate_h + 2
        inner_h = rect.bottom - inner_y - 4
        row_h = inner_h / 2 - 2
        s = row_h
        # Row 1: keys, then skeleton keys.
        x0 = rect.x + 6
        room = rect.w - 12
        sk_w = s * 5 / 7
        items = len(keys) + n_sk
        step = min(s * 1.05, (room - s) / max(1, items - 1)) if items > 1 else s
        x = x0
        for i, tt in enumerate(keys):
            used = i < view.used[seat]
            specs.append(PieceSpec(f"t{tt}", TILE, ("key", used), pygame.FRect(x, inner_y, s, s), z=30 + i,
                                   owner=seat, info=f"{C.TILE_IDS[tt]}: a key, {'used' if used else 'unused'} "
                                                    "this round"))
            x += step
        for i in range(n_sk):
            penalty = i  # the (i+1)-th skeleton key costs i points
            specs.append(PieceSpec(f"sk{seat}.{i}", CARD, ("skel", f"-{penalty}" if penalty else "0"),
                                   pygame.FRect(x, inner_y, sk_w, s), z=50 + i, owner=seat,
                                   info=f"Skeleton key {i + 1}: {'-' + str(penalty) if penalty else 'no'} penalty"))
            x += min(step, sk_w * 1.05)
        # Row 2: artifacts, then chests.
        y2 = inner_y + row_h + 4
        items = len(arts) + len(chests)
        step = min(s * 1.05, (room - s) / max(1, items - 1)) if items > 1 else s
        x = x0
        for i, tt in enumerate(arts + chests):
            specs.append(PieceSpec(f"t{tt}", TILE, ("tile", tt, False), pygame.FRect(x, y2, s, s), z=70 + i,
                                   owner=seat, info=C.tile_words(tt)))
            x += step

    def _guild(self, view: Any, specs: list[PieceSpec], seat: int, rect: pygame.FRect) -> None:
        """Sets, the set being placed, set-aside and sitting-out roles, fanned left to right."""
        ch = rect.h
        cw = ch * 5 / 7
        groups: list[tuple[str, list[tuple[str, tuple, str]]]] = []
        mine = seat == self.viewer
        n_back = 0
        for i, x in enumerate(view.sets[seat]):
            cards = []
            for role in x:
                if role >= 0:
                    cards.append((f"r{C.rid(seat, role)}", ("role", role, seat, ""),
                                  f"{C.ROLE_NAMES[role]}: {C.ROLE_TEXT[role]}"))
                else:
                    cards.append((f"b{seat}.{n_back}", ("back", seat), "A hidden role"))
                    n_back += 1
            groups.append((f"Set {i + 1}", cards))
        if view.phase == ROLES_PHASE and view.placing and placer(view) == seat:
            groups.append(("To place", [(f"p{C.rid(seat, role)}", ("role", role, seat, ""),
                                         f"{C.ROLE_NAMES[role]}: {C.ROLE_TEXT[role]}") for role in view.placing]))
        aside = []
        for i, role in enumerate(view.aside[seat]):
            if role >= 0:
                aside.append((f"r{C.rid(seat, role)}", ("role", role, seat, "aside"),
                              f"Set aside this round: {C.ROLE_NAMES[role]}"))
            else:
                aside.append((f"a{seat}.{i}", ("back", seat), "Set aside this round (hidden)"))
        if aside:
            groups.append(("Aside", aside))
        if view.out[seat]:
            groups.append(("Sits out", [(f"r{C.rid(seat, role)}", ("role", role, seat, "out"),
                                         f"{C.ROLE_NAMES[role]} had no legal spot and sits out this round")
                                        for role in view.out[seat]]))
        if not groups:
            return
        n_cards = sum(len(g[1]) for g in groups)
        group_gap = cw * 0.3

        def spread(label: str, fan: float) -> float:  # the tray lies open: its first card is dragged
            return cw * 1.04 if label == "To place" else fan

        def width(fan: float) -> float:
            return sum(spread(g[0], fan) * (len(g[1]) - 1) + cw for g in groups) + group_gap * (len(groups) - 1)

        fan = cw * 0.55
        if width(fan) > rect.w:  # squeeze the fans, then the cards
            fan = cw * 0.3
            if width(fan) > rect.w:
                k = rect.w / width(fan)
                cw, ch, group_gap = cw * k, ch * k, group_gap * k
                fan = cw * 0.3
        del n_cards
        x = rect.x
        y = rect.y + (rect.h - ch)
        z = 100 if mine else 80
        for label, cards in groups:
            step = spread(label, fan)
            for j, (key, look, info) in enumerate(cards):
                tag = label if j == 0 else ""
                specs.append(PieceSpec(key, CARD, look, pygame.FRect(x + j * step, y, cw, ch), z=z, tag=tag,
                                       owner=seat, info=self.say(info)))
                z += 1
            x += step * (len(cards) - 1) + cw + group_gap

    # --- decisions ----------------------------------------------------------------------------------
    def interactions(self, view: Any, legal: Sequence[Any], zones: dict[str, Zone]) -> Interactions:
        inter = Interactions(all=list(legal))
        step = view.step
        if step is None or not legal:
            return inter
        kind = step[0]
        inter.prompt = self.say(rules.describe_decision(view))
        if kind == SET:
            inter.prompt = "Click one of your sets to reveal it"
            for action in legal:
                if not isinstance(action, ChooseSet):
                    continue
                roles = view.sets[self.viewer][action.index]
                names = ", ".join(C.ROLE_NAMES[r] for r in roles)
                inter.confirm[action] = f"Reveal and place set {action.index + 1}: {names}? (It cannot be taken back.)"
                inter.confirm_yes[action] = "Place this set"
                for role in roles:
                    key = f"r{C.rid(self.viewer, role)}"
                    inter.clicks[key] = [action]
                    inter.hover[key] = f"Click to reveal set {action.index + 1}: {names}"
                    inter.focus_key.setdefault(action, key)
        elif kind == PLACE:
            self._staging(view, inter)
        elif kind == SWAP:
            self._swapping(view, legal, inter, step[2])
        elif kind == CLAIM:
            self._claiming(view, legal, inter, step[2])
        elif kind == THIEVE:
            r, cell = step[2], step[3]
            tile = view.grid[cell]
            cost = f" (cost {C.COST[tile]} key{'s' if C.COST[tile] != 1 else ''})" if C.IS_CHEST[tile] else ""
            inter.banner = self.say(f"{self.who(r)} announces {C.TILE_IDS[tile]}: Thieve it{cost}?")
            inter.prompt = "Your Thief is watching"
            for action in legal:
                if isinstance(action, Thieve):
                    inter.buttons.append(("Thieve" if action.yes else "Let it go", action))
                    inter.focus_key[action] = f"t{tile}"
        elif kind == PAY:
            cell = step[2]
            tile = view.grid[cell]
            have = unused_keys(view, self.viewer)
            inter.prompt = f"Pay {C.COST[tile]} for {C.TILE_IDS[tile]} ({have} unused key{'s' if have != 1 else ''})"
            sk = view.skel[self.viewer]
            pays = [a for a in legal if isinstance(a, Pay)]
            # Click the chest for the full list; short buttons too when they fit above the prompt.
            # One click, one payment (no menu): the chest pays with as many keys as possible, the
            # n-th unused key in your rack with n keys, the skeleton key supply with as few as possible.
            for key in self._cell_keys(view, cell):
                inter.clicks[key] = [pays[0]]
                inter.hover[key] = f"Click to {pays[0].label.lower()}"
            keys = [tt for tt in view.owned[self.viewer] if C.IS_KEY[tt]][view.used[self.viewer]:]
            for action in pays:
                if action.keys:
                    inter.clicks.setdefault(f"t{keys[action.keys - 1]}", [action])
                    inter.hover[f"t{keys[action.keys - 1]}"] = f"Click to {action.label.lower()}"
            inter.clicks["supply"] = [pays[-1]]
            inter.hover["supply"] = f"Click to {pays[-1].label.lower()}"
            buttons = []
            for action in pays:
                penalty = sum(range(sk, sk + action.skeletons))
                parts = [f"{action.keys} key{'s' if action.keys != 1 else ''}"] if action.keys else []
                if action.skeletons:
                    parts.append(f"{action.skeletons} skel. ({-penalty})")
                buttons.append((" + ".join(parts), action))
                inter.focus_key[action] = f"t{tile}"
            size = gfx.scaled_size(17, int(self._height * 1.15))
            need = sum(gfx.text(label, size, gfx.INK, True).get_width() + size * 2 + 10 for label, _ in buttons)
            if need <= self.prompt_rect.w - 20:
                inter.buttons = buttons
            else:
                inter.prompt += ": click a key or the chest"
        return inter

    # --- a placement turn: drag the set's roles in any order, Undo, Done (spec 7.1, 8.2) -------------
    def _draft_now(self, view: Any) -> list[Place]:
        """The draft for ``view``'s placement turn: emptied as soon as that turn is over (or undone),
        without the roles the rules have already placed (Done is under way)."""
        step = view.step
        turn = (view.round, view.turn)
        mine = view.phase == ROLES_PHASE and step is not None and step[0] == PLACE and step[1] == self.viewer
        if not mine or turn != self._draft_turn:
            self._draft, self._draft_turn = [], turn
        return [p for p in self._draft if p.role in view.placing]

    def staged(self, view: Any) -> tuple[Place, ...]:
        """The placements dragged but not yet sent, in the order they were made."""
        return tuple(self._draft_now(view))

    def staged_view(self, view: Any) -> Any:
        """``view`` with the draft's roles standing where they were dropped (what the player sees
        and what the next drop is checked against: spec 8.2, legal for the board as it stands)."""
        draft = self._draft_now(view)
        if not draft:
            return view
        board = view.copy()
        for place in draft:
            put(board, self.viewer, place)
        dragged = {p.role for p in draft}
        board.placing = tuple(role for role in board.placing if role not in dragged)
        return board

    def stage(self, move: LocalMove, view: Any) -> dict[str, str]:
        """Take a table-only step (drop a role, take the last one back); returns where pieces
        glide from (piece key -> piece key)."""
        draft = self._draft_now(view)
        if move.payload == "undo":
            if not draft:
                return {}
            last = draft.pop()
            self._draft = draft
            r = C.rid(self.viewer, last.role)
            return {f"p{r}": f"r{r}"}
        if isinstance(move.payload, Place) and move.payload in spots(self.staged_view(view), self.viewer,
                                                                     move.payload.role):
            self._draft = draft + [move.payload]
            r = C.rid(self.viewer, move.payload.role)
            return {f"r{r}": f"p{r}"}
        return {}

    def next_staged(self, view: Any, legal: Sequence[Any]) -> Any | None:
        """The rules action for the role the engine asks about now, as the draft placed it; ``None``
        when the engine asks for nothing the draft holds (the turn is over)."""
        step = view.step
        if view.phase != ROLES_PHASE or step is None or step[0] != PLACE or step[1] != self.viewer:
            return None
        wanted = next((p for p in self._draft if p.role == step[2]), None)
        if wanted is None:
            return None
        return next((a for a in legal if isinstance(a, Place) and (a.role, a.spot, a.under)
                     == (wanted.role, wanted.spot, wanted.under)), None)

    def _staging(self, view: Any, inter: Interactions) -> None:
        board = self.staged_view(view)
        inter.all = []
        for role in board.placing:
            key = f"p{C.rid(self.viewer, role)}"
            targets: dict[str, list[Any]] = {}
            for action in spots(board, self.viewer, role):
                if action.spot >= SLOT_BASE:
                    zid = f"slot:{action.spot - SLOT_BASE}"
                elif board.stacks[action.spot] and role == C.SENTRY:
                    zid = f"cell:{action.spot}:{'under' if action.under else 'top'}"
                    if zid not in {z.id for z in inter.dropzones}:
                        rect = self.cell_rects[action.spot]
                        half = pygame.FRect(rect.x, rect.y + (rect.h / 2 if action.under else 0), rect.w, rect.h / 2)
                        inter.dropzones.append(Zone(zid, half, "Underneath" if action.under else "On top",
                                                    dropzone=True))
                else:
                    zid = f"cell:{action.spot}"
                if action.spot >= SLOT_BASE or role == C.SENTRY and board.stacks[action.spot]:
                    inter.tints[zid] = SLOT_BLUE
                else:
                    inter.tints[zid] = RIVAL_ORANGE if role == C.EXPLORER else OPEN_GREEN
                move = LocalMove(action, action.label)
                targets.setdefault(zid, []).append(move)
                inter.focus_key[move] = key
                inter.all.append(move)
            inter.drags[key] = targets
            inter.hover[key] = f"Drag onto a glowing spot. {C.ROLE_TEXT[role]}"
        if self._draft_now(view):
            undo = LocalMove("undo", "Take back the last role")
            inter.buttons.append(("Take back", undo))
            inter.all.append(undo)
        if board.placing:
            names = ", ".join(C.ROLE_NAMES[r] for r in board.placing)
            inter.prompt = f"Drag your {names} onto glowing spots, in any order"
        else:
            done = LocalMove("done", "Done: place these roles")
            inter.buttons.append(("Done", done))
            inter.all.append(done)
            inter.prompt = "Press Done to place your roles (Take back moves the last one back)"

    def _cell_keys(self, view: Any, cell: int) -> list[str]:
        """The tile of ``cell`` and the role tokens standing on it (a click on either means the cell)."""
        keys = [f"t{view.grid[cell]}"] if view.grid[cell] >= 0 else []
        return keys + [f"r{r}" for r in view.stacks[cell]]

    def _swapping(self, view: Any, legal: Sequence[Any], inter: Interactions, r: int) -> None:
        at = position(view, r)
        targets = {f"cell:{a.cell}": [a] for a in legal if isinstance(a, Swap) and a.cell >= 0}
        for key in self._cell_keys(view, at):
            inter.drags[key] = targets
            inter.hover[key] = "Drag this tile onto a glowing neighbour to swap them"
        for action in legal:
            if not isinstance(action, Swap):
                continue
            if action.cell < 0:
                inter.buttons.append(("Keep tile", action))
                inter.focus_key[action] = f"t{view.grid[at]}"
                continue
            other = view.grid[action.cell]
            inter.focus_key[action] = f"t{other}"
            inter.tints[f"cell:{action.cell}"] = SWAP_YELLOW
            inter.marks[f"t{other}"] = "swap"
            for key in self._cell_keys(view, action.cell):
                inter.tints[key] = SWAP_YELLOW
                inter.clicks[key] = [action]
                inter.hover[key] = f"Swap your Scout's {C.TILE_IDS[view.grid[at]]} with {C.tile_words(other)}"
        inter.prompt = "Scout: drag his tile onto a neighbour, or keep it"

    def _claiming(self, view: Any, legal: Sequence[Any], inter: Interactions, r: int) -> None:
        seat = self.viewer
        have = unused_keys(view, seat)
        sk = view.skel[seat]
        for action in legal:
            if not isinstance(action, Claim):
                continue
            if action.cell < 0:
                inter.buttons.append(("Decline", action))
                continue
            tile = view.grid[action.cell]
            if C.IS_CHEST[tile]:
                cost = C.COST[tile]
                short = max(0, cost - have)
                text = f"Take {C.tile_words(tile)}"
                if short:
                    text += f": {short} skeleton key{'s' if short != 1 else ''}, {-sum(range(sk, sk + short))} pts"
                else:
                    text += f": pay {cost} of your {have} keys"
            elif C.IS_ARTIFACT[tile]:
                n = sum(1 for tt in view.owned[seat] if C.IS_ARTIFACT[tt])
                text = f"Take {C.TILE_IDS[tile]}: your artifact {n + 1}, +{n + 1} pts"
            else:
                text = f"Take {C.TILE_IDS[tile]}: a key"
            keys = self._cell_keys(view, action.cell)
            short_of_keys = C.IS_CHEST[tile] and C.COST[tile] > have
            for key in keys:
                inter.clicks[key] = [action]
                inter.hover[key] = text
                inter.tints[key] = RIVAL_ORANGE if short_of_keys else OPEN_GREEN
            if keys:
                inter.focus_key[action] = keys[0]
        inter.prompt = self.say(f"{self.who(r)}: click a tile to take it")
        if any(isinstance(a, Claim) and a.cell < 0 for a in legal):
            inter.prompt = self.say(f"{self.who(r)}: take a tile or decline")

    def order_action(self, cards: Sequence[int]) -> Any:  # Caleira's Wizard Tower only
        return None

    def order_look(self, card: int) -> tuple:
        return ("back", 0)

    # --- motion ---------------------------------------------------------------------------------------
    def transitions(self, old: Any, new: Any, events: Sequence[Any]) -> tuple[dict[str, Any], dict[str, float],
                                                                                 set[str], set[str]]:
        origins: dict[str, Any] = {}
        delays: dict[str, float] = {}
        flips: set[str] = set()
        shakes: set[str] = set()
        step = 0
        for event in events:
            d = event.data
            kind = event.kind
            if kind == "reveal" and old is not None:
                seat = d["seat"]
                backs = sum(len(x) for x in old.sets[seat])
                for j, role in enumerate(d["roles"]):
                    r = C.rid(seat, role)
                    if seat == self.viewer:
                        origins[f"p{r}"] = f"r{r}"
                    else:
                        origins[f"p{r}"] = f"b{seat}.{max(0, backs - len(d['roles']) + j)}"
                    origins.setdefault(f"r{r}", origins[f"p{r}"])  # placed (or sitting out) at once
                    delays[f"p{r}"] = delays[f"r{r}"] = step * STEP_GAP
                step += 1
            elif kind == "place":
                key = f"r{C.rid(d['seat'], d['role'])}"
                if old is not None and old.placing and d["role"] in old.placing:
                    origins[key] = f"p{C.rid(d['seat'], d['role'])}"
                delays[key] = step * STEP_GAP
                step += 1
            elif kind == "aside" and old is not None and d["seat"] != self.viewer:
                for j, role in enumerate(d["roles"]):
                    origins[f"r{C.rid(d['seat'], role)}"] = f"a{d['seat']}.{j}"
            elif kind == "swap":
                for tile in d["tiles"]:
                    delays[f"t{tile}"] = step * STEP_GAP
                step += 1
            elif kind == "thieve":
                shakes.add(f"r{d['from']}")  # the robbed role shakes and goes home empty-handed
                step += 1
            elif kind in ("announce", "let_go"):
                step += 1
            elif kind == "take":
                seat = d["seat"]
                delays[f"t{d['tile']}"] = step * STEP_GAP
                if d.get("keys") and old is not None:
                    for tt in new.owned[seat]:
                        if C.IS_KEY[tt]:
                            delays.setdefault(f"t{tt}", step * STEP_GAP)
                if d.get("skeletons") and old is not None:
                    for i in range(old.skel[seat], new.skel[seat]):
                        origins[f"sk{seat}.{i}"] = "supply"
                        delays[f"sk{seat}.{i}"] = step * STEP_GAP + 0.1 * (i - old.skel[seat])
                step += 1
            elif kind in ("decline", "robbed"):
                rid = d.get("rid")
                if rid is not None:
                    shakes.add(f"r{rid}")
                step += 1
            elif kind == "refill":
                for i, tile in enumerate(d["tiles"]):
                    origins[f"t{tile}"] = "deck"
                    delays[f"t{tile}"] = step * STEP_GAP + i * 0.08
                step += 1
        return origins, delays, flips, shakes

    def missiles(self, old: Any, events: Sequence[Any]) -> list[tuple[str, str, float, float]]:
        return []

    def curves(self, old: Any, new: Any, events: Sequence[Any], zones: dict[str, Zone],
               starts: dict[str, pygame.FRect]) -> dict[str, tuple[float, float]]:
        """A thieved tile sets off towards the announcer's treasure and swerves to the Thief's
        owner (spec 8.3): the control point of its curved glide, by piece key."""
        out: dict[str, tuple[float, float]] = {}
        for event in events:
            if event.kind != "thieve":
                continue
            key = f"t{event.data['tile']}"
            robbed = zones.get(f"castle:{C.seat_of(event.data['from'])}")
            start = starts.get(key)
            if robbed is not None and start is not None:
                out[key] = ((start.centerx + robbed.rect.centerx) / 2, (start.centery + robbed.rect.centery) / 2)
        return out

    def target_keys(self, view: Any, action: Any) -> set[str]:
        """What another seat's decision is about (its target glows a moment before it happens):
        piece keys, or zone ids for an empty spot."""
        if isinstance(action, ChooseSet) and view.step is not None:
            seat = view.step[1]
            before = sum(len(x) for x in view.sets[seat][:action.index])
            size = len(view.sets[seat][action.index]) if action.index < len(view.sets[seat]) else 0
            return {f"b{seat}.{before + j}" for j in range(size)} | {f"r{C.rid(seat, r)}" for r in
                                                                       view.sets[seat][action.index] if r >= 0}
        if isinstance(action, Place):
            if action.spot >= SLOT_BASE:
                return {f"slot:{action.spot - SLOT_BASE}"}
            tile = view.grid[action.spot]
            return {f"t{tile}"} if tile >= 0 else {f"cell:{action.spot}"}
        if isinstance(action, (Swap, Claim)) and action.cell >= 0 and view.grid[action.cell] >= 0:
            return {f"t{view.grid[action.cell]}"}
        if isinstance(action, Thieve) and action.yes and view.step is not None and view.grid[view.step[3]] >= 0:
            return {f"t{view.grid[view.step[3]]}"}
        return set()

    def notice_after(self, view: Any) -> str:
        """Said after your move: your take is in range of the rival's unspent Thief. Shown for the
        same moment whatever she then does, so the pause tells you nothing (spec 8.2)."""
        step = view.step
        if step is not None and step[0] == THIEVE and step[1] != self.viewer:
            return self.say(f"Seat {step[1] + 1}'s Thief is watching...")
        return ""

    def ending_banner(self, view: Any) -> str:
        return ""

    def tutorial_keys(self, view: Any, targets: Sequence[tuple]) -> set[str]:
        """Piece keys for the tutorial's highlight targets (``rules.skycastle.tutorial`` lists them)."""
        board = self.staged_view(view)
        keys: set[str] = set()
        for target in targets:
            kind = target[0]
            if kind == "hand":
                if target[2] not in C.ROLE_NAMES:
                    continue
                seat, role = target[1], C.ROLE_NAMES.index(target[2])
                r = C.rid(seat, role)
                if board.phase == ROLES_PHASE and placer(board) == seat and role in board.placing:
                    keys.add(f"p{r}")
                elif role in board.aside[seat] or role in board.out[seat] or any(role in x for x in board.sets[seat]):
                    keys.add(f"r{r}")
            elif kind == "zone" and target[1] == "deck":
                keys.add("deck")
            elif kind == "zone" and target[1] == "scoreboard":
                keys |= {"plate0", "plate1"}
            elif kind == "piece":
                seat, pos = target[1], target[2] - 1
                if pos in C.CELLS:
                    mine = [r for r in board.stacks[pos] if C.seat_of(r) == seat]
                    keys |= {f"r{r}" for r in mine}
                    if not mine and board.grid[pos] >= 0:
                        keys.add(f"t{board.grid[pos]}")
                elif pos - len(C.CELLS) in C.SLOTS:
                    r = board.slots[pos - len(C.CELLS)]
                    if r >= 0:
                        keys.add(f"r{r}")
        return keys

    def tutorial_zones(self, view: Any, targets: Sequence[tuple]) -> list[pygame.FRect]:
        """Rectangles for highlight targets that are places rather than pieces: a free slot, a
        guild, the activation track."""
        rects = []
        for target in targets:
            if target[0] == "hand_area" and target[1] in self.guild_rects:
                rects.append(self.guild_rects[target[1]])
            elif target[0] == "zone" and target[1] == "queue":
                rects.append(self.track_rect)
            elif target[0] == "piece":
                pos = target[2] - 1 - len(C.CELLS)
                if pos in C.SLOTS and view.slots[pos] < 0 and pos < len(self.slot_rects):
                    rects.append(self.slot_rects[pos])
        return rects

    def score_steps(self, view: Any) -> list[tuple[str, int, int]]:
        """(piece key, seat, points) in counting order: chests, artifacts (1, 2, 3...), skeleton keys."""
        if view.over is None:
            return []
        steps: list[tuple[str, int, int]] = []
        for seat in (0, 1):
            owned = view.owned[seat]
            steps += [(f"t{tt}", seat, C.CHEST_POINTS[tt]) for tt in owned if C.IS_CHEST[tt]]
            steps += [(f"t{tt}", seat, i + 1) for i, tt in enumerate(x for x in owned if C.IS_ARTIFACT[x])]
            steps += [(f"sk{seat}.{i}", seat, -i) for i in range(view.skel[seat]) if i]
        return steps

    # --- side information ------------------------------------------------------------------------------
    def scoreboard(self, view: Any) -> list[tuple[int, str]]:
        lines = []
        for seat in (0, 1):
            d = rules.score_details(view, seat)
            lines.append((seat, f"{d['total']} pts: chests {d['chests']}, art {d['artifacts']}, "
                                f"skel {d['skeleton_keys']}"))
        return lines


def result_lines(result: Any, names: Sequence[str], view: Any) -> list[str]:
    """The results screen: each seat's score by category (spec 3.12) and the key tie-break."""
    out = ["Three rounds played: chests, artifacts and skeleton keys counted."]
    for seat, name in enumerate(names):
        d = result.details[seat] if seat < len(result.details) else {}
        if not d:
            out.append(f"{name}: {result.scores[seat]:g} points")
            continue
        art = d["artifacts"]
        out.append(f"{name}: {d['total']} points = chests {d['chests']} + {art} artifact{'s' if art != 1 else ''} "
                   f"{d['artifact_points']} + {d['skeleton_keys']} skeleton keys {d['penalty']}"
                   f" ({d['keys']} key tile{'s' if d['keys'] != 1 else ''})")
    tie = {1: "Tied on points: more key tiles wins.", 2: "Tied on points and key tiles: the win is shared."}
    if result.tiebreak_level in tie:
        out.append(tie[result.tiebreak_level])
    return out

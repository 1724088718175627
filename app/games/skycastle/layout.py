"""Sky Castle's table (spec 8.1): the rival's guild and treasure on top, the castle of 3 x 4 tiles
with its row-end slots in the middle (status, tile deck and skeleton keys on its left, the
activation track on its right), your guild and treasure at the bottom.

Piece keys (stable, so the table glides a piece from where it was to where it now belongs):
``t<tile>`` a tile (castle cell, treasure), ``r<rid>`` a known role (card in a guild or in the
tray of the set being placed, token on the castle), ``b<seat>.<n>`` / ``a<seat>.<n>`` the rival's
hidden sets / set-aside roles, ``k<rid>`` a token on the activation track, ``sk<seat>.<n>``
skeleton keys, ``deck``, ``supply``, ``status``, ``first``, ``plate<seat>``. Zones: ``cell:<x>``,
``slot:<s>``, ``castle:<seat>`` (each player's treasure), ``track`` ("Order" under the activation
track), and the names of the rows and columns, ``row:<n>`` and ``col:<n>``, as the log names a
cell: "(2,3)" is row 2, column 3. Regions: ``track``, ``guild:<seat>``.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from rules import skycastle as rules
from rules.skycastle import cards as C
from rules.skycastle.actions import SLOT_BASE
from rules.skycastle.board import holders, order_of, unused_keys
from rules.skycastle.state import CASTLE_PHASE, CLAIM, ROLES_PHASE, SWAP, THIEVE, placer

from ...table.layout import Layout
from ...table.pieces import CARD, TILE, PieceSpec, Zone
from ...platform.settings import TEXT_SIZES
from ...ui import gfx

LARGEST_TEXT = max(TEXT_SIZES.values())  # the layout leaves room for words at the largest text setting


def layout(view: Any, area: pygame.FRect, viewer: int, names: Sequence[str], say: Callable[[str], str]) -> Layout:
    """The table for ``view`` (a staged placement already shown in it) seen by ``viewer``."""
    return _Builder(viewer, names, say).build(view, area)


class _Builder:
    """One layout in the making (made afresh for every call)."""

    def __init__(self, viewer: int, names: Sequence[str], say: Callable[[str], str]) -> None:
        self.viewer = viewer
        self.names = list(names)
        self.say = say
        self.cell_rects: list[pygame.FRect] = []
        self.slot_rects: list[pygame.FRect] = []
        self.track_rect = pygame.FRect(0, 0, 1, 1)
        self.guild_rects: dict[int, pygame.FRect] = {}

    def who(self, r: int) -> str:
        return self.say(f"Seat {C.seat_of(r) + 1}'s {C.ROLE_NAMES[C.role_of(r)]}")

    # --- layout -------------------------------------------------------------------------------------
    def build(self, view: Any, area: pygame.FRect) -> Layout:
        X, Y, W, H = (float(v) for v in area)
        m = max(6.0, H * 0.012)
        v, rival = self.viewer, 1 - self.viewer
        # Room for the table's words at the largest text setting: name plates and zone labels,
        # the tags under guild cards, the buttons above the prompt bar.
        size = gfx.scaled_size(14, int(H), LARGEST_TEXT)
        line = size * 1.4
        label_h = size + 10
        button_h = gfx.scaled_size(17, int(H), LARGEST_TEXT) * 2.2 + 10
        prompt_h = max(28.0, H * 0.046, gfx.scaled_size(17, int(H), LARGEST_TEXT) * 1.5)
        # Vertical bands: rival guild/treasure, castle, its bottom names, buttons, prompt, your guild/treasure.
        rival_h = H * 0.12   # the rival's cards are mostly backs
        own_ch = H * 0.18    # yours show their text
        tag_h = gfx.scaled_size(13, int(H), LARGEST_TEXT) * 1.4 + 6
        castle_top = Y + m + label_h + rival_h + tag_h
        castle_bottom = Y + H - m - tag_h - own_ch - m - prompt_h - button_h - line
        gap = max(4.0, H * 0.008)
        t_h = (castle_bottom - castle_top - 2 * gap) / 3
        side_w_k = 0.85
        rows_w = gfx.font(size, True).size("row 3")[0] + 8  # the rows' names left of the castle
        t_w = (W - 8 * m - 5 * gap - rows_w) / (5 + 2 * side_w_k)
        t = max(40.0, min(t_h, t_w))
        sw = t * 0.5
        side_w = t * side_w_k
        castle_w = 4 * t + 5 * gap + 2 * sw
        x_left = X + m + side_w + m + rows_w
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
            zones.append(Zone(f"cell:{x}", pygame.FRect(rect), name=C.cell_name(x)))
        # The names of rows and columns, as the log names cells: "(2,3)" is row 2, column 3.
        for col in range(C.COLS):
            x = cx0 + sw + gap + col * (t + gap) + t / 2
            zones.append(Zone(f"col:{col + 1}", pygame.FRect(x - t / 2, cy0 + 3 * t + 2 * gap - 1, t, 1),
                              f"col {col + 1}", inset=False))
        for row in range(C.ROWS):
            y = cy0 + row * (t + gap) + t / 2
            zones.append(Zone(f"row:{row + 1}", pygame.FRect(cx0 - rows_w, y - size * 0.7 - 3, rows_w - 4, 1),
                              f"row {row + 1}", inset=False))
        for s in C.SLOTS:
            row = C.slot_row(s)
            left = s % 2 == 0
            rect = pygame.FRect(cx0 if left else cx0 + castle_w - sw, cy0 + row * (t + gap) + t * 0.1, sw, t * 0.8)
            self.slot_rects.append(rect)
            zones.append(Zone(f"slot:{s}", pygame.FRect(rect), C.SLOT_NAMES[s], name=f"slot {C.SLOT_NAMES[s]}"))
        self._castle(view, specs, t)
        # Left column: status, tile deck, skeleton key supply.
        colx = X + m
        status = pygame.FRect(colx, cy0, side_w, t * 0.55)
        deck_s = min(side_w, t * 0.8)
        specs.append(PieceSpec("status", TILE, ("plate", -1, (f"Round {view.round}/3",
                               f"First: {self._name(view.first)}")), status, z=1,
                               info=self.say(f"Round {view.round} of 3; Seat {view.first + 1} is first player")))
        deck_rect = pygame.FRect(colx + (side_w - deck_s) / 2, status.bottom + gap * 2, deck_s, deck_s)
        specs.append(PieceSpec("deck", TILE, ("deck", gfx.count(len(view.deck), "tile")), deck_rect, z=1,
                               info=f"Tile deck: {gfx.count(len(view.deck), 'tile')} (order hidden)"))
        sk_h = min(t * 0.95, cy0 + 3 * t + 2 * gap - deck_rect.bottom - gap * 2)
        sk_rect = pygame.FRect(colx + (side_w - sk_h * 5 / 7) / 2, deck_rect.bottom + gap * 2, sk_h * 5 / 7, sk_h)
        specs.append(PieceSpec("supply", CARD, ("supply", f"{view.supply} left"), sk_rect, z=1,
                               info=f"Skeleton key supply: {view.supply} of {C.SKELETON_KEYS}"))
        # Right column: the activation track.
        self.track_rect = pygame.FRect(x_right + m, cy0, side_w, 3 * t + 2 * gap)
        zones.append(Zone("track", pygame.FRect(self.track_rect), "Order", name="the activation order"))
        self._track(view, specs, self.track_rect)
        # Treasures (zones castle:<seat>, labelled by the table with the player's name).
        tw = min(W * 0.42, max(W * 0.3, t * 3.4))
        own_bottom = Y + H - m - tag_h
        prompt = pygame.FRect(X + m, own_bottom - own_ch - m - prompt_h, W - 3 * m - tw, prompt_h)
        own_t = pygame.FRect(X + W - m - tw, prompt.y, tw, own_bottom - prompt.y)
        rival_t = pygame.FRect(X + W - m - tw, Y + m + label_h, tw, rival_h)
        for seat, rect in ((v, own_t), (rival, rival_t)):
            zones.append(Zone(f"castle:{seat}", pygame.FRect(rect), name=f"{self._name(seat)}'s treasure", seat=seat,
                              nameplate=True, tally=True))
            self._treasure(view, specs, seat, rect, max(min(own_t.h, rival_t.h) * 0.3, gfx.least_text(int(H)) * 1.4 + 8))
        first_s = label_h - 2
        first_zone = own_t if view.first == v else rival_t
        specs.append(PieceSpec("first", TILE, ("first",), pygame.FRect(first_zone.right - first_s - 4,
                               first_zone.y - first_s - 2, first_s, first_s), z=5,
                               info=self.say(f"First player this round: Seat {view.first + 1}")))
        # Guilds: your cards bottom left, the rival's top left.
        self.guild_rects = {v: pygame.FRect(X + m, own_bottom - own_ch, W - 3 * m - tw, own_ch),
                            rival: pygame.FRect(X + m, Y + m + label_h, W - 3 * m - tw, rival_h)}
        self._guild(view, specs, v, self.guild_rects[v])
        self._guild(view, specs, rival, self.guild_rects[rival])
        regions = {"track": self.track_rect, **{f"guild:{s}": r for s, r in self.guild_rects.items()}}
        return Layout(tuple(specs), tuple(zones), prompt, regions=regions,
                      sizes={"tile": t, "card": own_ch, "card_w": own_ch * 5 / 7, "height": H})

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
            # The stack fans out along the bottom edge, bottom role first, each one a little higher
            # and on top of the one before: clear of the chest's points (top left), its cost (bottom
            # right) and the tile's name (top right).
            tok = t * 0.36
            n = len(stack)
            reach = t * 0.74 - 4 - tok  # the last token ends where the cost begins
            step = min(tok * 0.9, reach / (n - 1)) if n > 1 else 0
            rise = min(t * 0.05, t * 0.16 / max(1, n - 1))
            for i, r in enumerate(stack):
                rr = pygame.FRect(rect.x + 4 + i * step, rect.bottom - 4 - tok - i * rise, tok, tok)
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

    def _treasure(self, view: Any, specs: list[PieceSpec], seat: int, rect: pygame.FRect, plate_h: float) -> None:
        """Seat ``seat``'s score plate (the same size for both seats), keys and skeleton keys, then
        artifacts and chests."""
        d = rules.score_details(view, seat)
        owned = view.owned[seat]
        keys = [tt for tt in owned if C.IS_KEY[tt]]
        arts = [tt for tt in owned if C.IS_ARTIFACT[tt]]
        chests = [tt for tt in owned if C.IS_CHEST[tt]]
        unused = unused_keys(view, seat)
        n_art, n_sk = d["artifacts"], d["skeleton_keys"]
        lines = (f"Score {d['total']}",
                 (f"Keys {unused}/{len(keys)} · Art {n_art} (next +{n_art + 1}) · Chests {d['chests']}"
                  f" · Skel {n_sk} (next {-n_sk})"))
        size = max(8, int(plate_h * 0.55))  # the plate's one line (art.plate): drop the hints if too long
        if gfx.font(size, True).size(" · ".join(lines))[0] > (rect.w - 22) * 1.1:
            lines = (lines[0], f"Keys {unused}/{len(keys)} · Art {n_art} · Chests {d['chests']} · Skel {n_sk}")
        specs.append(PieceSpec(f"plate{seat}", TILE, ("plate", seat, lines),
                               pygame.FRect(rect.x + 4, rect.y + 4, rect.w - 8, plate_h - 4), z=2,
                               info=self.say(f"Seat {seat + 1}: {gfx.count(d['total'], 'point')} = chests {d['chests']} + "
                                             f"artifacts {d['artifact_points']} ({n_art}) + skeleton keys "
                                             f"{d['penalty']} ({n_sk}); {unused} of {gfx.count(len(keys), 'key')} unused")))
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
            groups.append((f"Set of {len(cards)}", cards))  # no number: the sets left would renumber
        if view.phase == ROLES_PHASE and view.placing and placer(view) == seat:
            groups.append(("To place", [(f"r{C.rid(seat, role)}", ("role", role, seat, ""),
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
        group_gap = cw * 0.2

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
                if look[0] == "role" and j < len(cards) - 1 and step < cw * 0.9:
                    look = (*look, "peek")  # the next card covers its title: its name down its left edge
                specs.append(PieceSpec(key, CARD, look, pygame.FRect(x + j * step, y, cw, ch), z=z, tag=tag,
                                       owner=seat, info=self.say(info)))
                z += 1
            x += step * (len(cards) - 1) + cw + group_gap

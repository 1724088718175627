"""Castles of Caleira's table (spec section 8): your castle and hand at the bottom, the rivals
across the top (with two players the rival's hand sits in the top left corner, above the deck and
discard; with more, each rival's hand is above their castle), deck and discard down the left edge,
the pending effects down the right edge. Cards are as large as the window allows, and every word
the table writes around them has room at the largest text setting.

Piece keys: ``c<card>`` a card whose face the viewer sees (own hand, discard), ``s<slot>`` a castle
piece (by its slot, stable while it stays), ``h<seat>.<i>`` a rival's hidden hand card, ``d<i>``
the deck, ``box<i>`` unused cards (4 players), ``q<i>.<card>`` a pending effect. Zones:
``castle:<seat>``, ``hand:<seat>``, ``deck``, ``discard``, ``queue``.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from rules.caleira import cards as C
from rules.caleira.state import WATCH
from rules.core.text import ordinal

from ...platform.settings import TEXT_SIZES
from ...table.layout import Layout
from ...table.pieces import CARD, PieceSpec, Zone
from ...ui import gfx

Say = Callable[[str], str]

# Layouts leave room for words at the largest text setting, so no setting puts text on text.
LARGEST_TEXT = max(TEXT_SIZES.values())
PIECES = 5 * 1.06             # your castle row holds five pieces side by side, in cards,
SPOTS = 2.3                   # and the two drop spots (wider when their names are wider than a card)
SHRINK = 0.72                 # a long castle's cards shrink this far before they overlap
RIVAL_HAND = 0.62             # a rival's hand cards, of a castle card (2 players)
RIVALS_HAND = 0.55            # with 3 or 4 players, each rival's hand above their castle
RIVALS_CASTLE = 0.8           # with 3 or 4 players, each rival's castle


class Words:
    """The sizes of the table's words in an area ``H`` pixels tall (at the largest text setting):
    zone labels and name plates, a line of them, a table button, the prompt bar."""

    def __init__(self, H: float) -> None:
        self.size = gfx.scaled_size(14, int(H), LARGEST_TEXT)
        self.line = self.size * 1.4
        self.button = gfx.scaled_size(17, int(H), LARGEST_TEXT) * 2.2
        self.prompt = max(H * 0.05, gfx.scaled_size(17, int(H), LARGEST_TEXT) * 1.5)
        self.spot = float(gfx.font(gfx.scaled_size(16, int(H), LARGEST_TEXT), True).size("Face down")[0] + 10)

    def width(self, message: str) -> float:
        return float(gfx.font(self.size, True).size(message)[0])


def card_size(area: pygame.FRect, players: int = 2) -> tuple[float, float]:
    """The castle card: as large as the window allows, by height (three rows of cards, the words
    between them and a band of open felt) and by width (your castle holds five pieces and the drop
    spots beside the deck column and the pending ribbon)."""
    X, Y, W, H = area
    m = H * 0.02
    words = Words(H)
    mid = max(words.line * 1.5, H * 0.06)
    fixed = (2 * m + 0.6 * m + 2 * (words.size + 14) + 4 + words.button + 14 + words.prompt + mid)
    rows = 3.0
    if players > 2:  # each rival's hand above their castle, with its note
        fixed += 6 + 2
        rows = 2 + RIVALS_CASTLE + RIVALS_HAND
    ch_tall = (H - fixed) / rows
    # Across: the deck column (a card, or its label when wider), your castle, the pending ribbon.
    column, ribbon = words.width("Discard (18)") + 8, words.width("Pending") + 8
    cw_wide = W / 12
    for _ in range(30):  # the widths depend on the card's own: settle them
        cw_wide = (W - 4 * m - max(cw_wide, column) - max(cw_wide * 0.55, ribbon)) / (PIECES + SPOTS)
    ch = max(40.0, min(ch_tall, cw_wide * 7 / 5))
    return ch * 5 / 7, ch


def layout(view: Any, area: pygame.FRect, viewer: int, say: Say) -> Layout:
    X, Y, W, H = area
    n = view.players
    cw, ch = card_size(area, n)
    m = H * 0.02
    words = Words(H)
    specs: list[PieceSpec] = []
    zones: list[Zone] = []
    col = max(cw, words.width("Discard (18)") + 8)  # deck and discard, one above the other
    chip_w, chip_h = cw * 0.55, ch * 0.55
    ribbon_w = max(chip_w, words.width("Pending") + 8)
    left = X + m + col + m
    right = X + W - m - ribbon_w - m
    # Bottom up: your hand, the prompt bar, the buttons' band, your castle and its name plate.
    hand_y = Y + H - m - ch
    prompt = pygame.FRect(left, hand_y - 0.6 * m - words.prompt, right - left, words.prompt)
    castle_y = prompt.y - words.button - 14 - ch
    spot_w = max(cw, words.spot)  # a drop spot: a card, or its name when that is wider
    reserve = max(cw * SPOTS, spot_w * 2 + cw * 0.3) if view.over is None else 0
    next_piece = _row(specs, zones, view, viewer, viewer, left, right, castle_y, cw, ch, reserve, say)
    _hand(specs, zones, view, viewer, viewer, left, right, hand_y, cw, ch, True, "", words, say)
    # Top down: the rivals' hands and castles.
    rivals = [p for p in range(n) if p != viewer]
    top = Y + m
    if len(rivals) == 1:
        hcw, hch = cw * RIVAL_HAND, ch * RIVAL_HAND  # the rival's hand in the top left corner
        _hand(specs, zones, view, viewer, rivals[0], X + m, X + m + col, top + 6, hcw, hch, False,
              "label", words, say)
        rival_y = top + words.size + 10
        _row(specs, zones, view, viewer, rivals[0], left, right, rival_y, cw, ch, 0, say)
        rival_bottom = rival_y + ch + 4
        piles_y = max(top + 12 + hch + words.line + m, rival_y)
    else:
        span = (right - left) / len(rivals)
        hcw, hch = cw * RIVALS_HAND, ch * RIVALS_HAND
        rival_y = top + 12 + hch + words.size + 12
        for i, p in enumerate(rivals):
            x0, x1 = left + span * i, left + span * (i + 1) - m
            _hand(specs, zones, view, viewer, p, x0, x1, top + 6, hcw, hch, False, "note", words, say)
            _row(specs, zones, view, viewer, p, x0, x1, rival_y, cw * RIVALS_CASTLE, ch * RIVALS_CASTLE, 0, say)
        rival_bottom = rival_y + ch * RIVALS_CASTLE + 4
        piles_y = rival_y
    _piles(specs, zones, view, X + m, piles_y, col, m, words, cw, ch)
    # Pending effects: a ribbon of chips down the right edge, "Pending" under it above your castle.
    mid_bottom = castle_y - 4 - words.size - 6
    ribbon = pygame.FRect(X + W - m - ribbon_w, rival_y, ribbon_w, mid_bottom - words.line - 4 - rival_y)
    room = ribbon.h - chip_h
    step = chip_h * 0.7 if len(view.queue) < 2 else min(chip_h * 0.7, room / (len(view.queue) - 1))
    for i, (c, owner) in enumerate(view.queue):
        r = pygame.FRect(ribbon.centerx - chip_w / 2, ribbon.y + i * max(step, 4.0), chip_w, chip_h)
        specs.append(PieceSpec(f"q{i}.{c}", CARD, ("face", c), r, z=60 + i, owner=owner,
                               info=say(f"Pending: Seat {owner + 1}'s {C.title(c)}")))
    zones.append(Zone("queue", ribbon, "Pending"))
    # The open band between the castles, where a lesson's text fits (when it is tall enough).
    regions = {"play_here": next_piece}
    band = pygame.FRect(left, rival_bottom + m * 0.5, right - left, mid_bottom - rival_bottom - m)
    if band.h >= H * 0.12:
        regions["lesson"] = band
    return Layout(tuple(specs), tuple(zones), prompt, regions=regions,
                  sizes={"card": ch, "card_w": cw, "height": H, "spot_w": spot_w})


def _piles(specs: list[PieceSpec], zones: list[Zone], view: Any, x: float, y: float, col: float, m: float,
           words: Words, cw: float, ch: float) -> None:
    """Deck and discard, one above the other at the left edge, each labelled under it; the unused
    cards (4 players) under them, shown at the end."""
    cx = x + col / 2
    deck_rect = pygame.FRect(cx - cw / 2, y, cw, ch)
    zones.append(Zone("deck", pygame.FRect(deck_rect), f"Deck ({len(view.deck)})", name="the deck"))
    for i, c in enumerate(view.deck):
        r = pygame.FRect(deck_rect.x - min(i, 12) * 0.6, deck_rect.y - min(i, 12) * 0.6, cw, ch)
        look = ("known", c) if c != C.UNKNOWN and view.over is None else (("face", c) if c != C.UNKNOWN else ("back",))
        specs.append(PieceSpec(f"d{i}", CARD, look, r, z=i, info=_deck_info(view, i)))
    rise = 12 * 0.8  # a tall discard pile climbs this far
    discard_rect = pygame.FRect(cx - cw / 2, deck_rect.bottom + words.line + m + rise, cw, ch)
    zones.append(Zone("discard", pygame.FRect(discard_rect), f"Discard ({len(view.discard)})", name="the discard"))
    for i, c in enumerate(view.discard):
        r = pygame.FRect(discard_rect.x + min(i, 12) * 0.8, discard_rect.y - min(i, 12) * 0.8, cw, ch)
        specs.append(PieceSpec(f"c{c}", CARD, ("face", c), r, z=20 + i, info=C.title(c)))
    bw, bh = cw * 0.45, ch * 0.45
    for i, c in enumerate(view.box):  # 4 players: shown only at game over
        r = pygame.FRect(cx - bw * 1.05 + i * bw * 1.1, discard_rect.bottom + words.line + m, bw, bh)
        look = ("face", c) if c != C.UNKNOWN else ("back",)
        specs.append(PieceSpec(f"box{i}" if c == C.UNKNOWN else f"c{c}", CARD, look, r, z=5,
                               info="Not used this game"))


def _deck_info(view: Any, i: int) -> str:
    c = view.deck[i]
    depth = len(view.deck) - i
    if c != C.UNKNOWN:
        return f"Deck, {ordinal(depth)} from the top: {C.title(c)} (only you know)"
    return f"Deck: {gfx.count(len(view.deck), 'card')}"


def _hand(specs: list[PieceSpec], zones: list[Zone], view: Any, viewer: int, p: int, x0: float, x1: float,
          y: float, cw: float, ch: float, face: bool, count: str, words: Words, say: Say) -> None:
    """Seat ``p``'s hand between ``x0`` and ``x1``: yours face-up and centred, a rival's as backs,
    its count in words under it (``count`` "label", centred) or beside it ("note", from the left)."""
    hand = view.hands[p]
    n = len(hand)
    told = gfx.count(n, "card")
    room = x1 - x0 - 12
    if count == "note":
        room -= words.width(told) + 8  # the note stays inside this rival's span
    step = cw * 1.08 if n < 2 else max(2.0, min(cw * 1.08, (room - cw) / (n - 1)))
    width = step * max(0, n - 1) + cw
    # A rival's note stays put whatever the count (a card leaving the hand never passes over it).
    zone_w = room if count == "note" else min(max(width, cw * (3 if face else 2)), room)
    zx = x0 + 6 if count == "note" else (x0 + x1) / 2 - zone_w / 2
    start = zx if count == "note" else (x0 + x1) / 2 - width / 2
    zones.append(Zone(f"hand:{p}", pygame.FRect(zx - 6, y - 6, max(zone_w, width) + 12, ch + 12),
                      label=told if count == "label" else "", note=told if count == "note" else "",
                      name=say(f"Seat {p + 1}'s hand"), seat=p))
    for i, c in enumerate(hand):
        r = pygame.FRect(start + i * step, y, cw, ch)
        if face:
            specs.append(PieceSpec(f"c{c}", CARD, ("face", c), r, z=40 + i, owner=p, info=C.title(c)))
        else:
            known = c != C.UNKNOWN
            look = ("face", c) if known and view.over is not None else (("known", c) if known else ("back",))
            info = say(f"Seat {p + 1}'s hand" + (f": you know this is {C.title(c)}" if known else ""))
            specs.append(PieceSpec(f"h{p}.{i}", CARD, look, r, z=40 + i, owner=p, info=info))


def _row(specs: list[PieceSpec], zones: list[Zone], view: Any, viewer: int, p: int, x0: float, x1: float, y: float,
         cw: float, ch: float, reserve: float, say: Say) -> pygame.FRect:
    """Seat ``p``'s castle row, ``reserve`` pixels at its right end kept free (for the drop spots);
    returns where its next piece would go."""
    castle = view.castles[p]
    n = len(castle)
    avail = x1 - x0 - reserve
    # A long castle first takes smaller cards, side by side (their text goes when it would be too
    # small, never half hidden under the next card); only below SHRINK do the cards overlap.
    k = 1.0 if n <= 1 else min(1.0, max(SHRINK, avail / (cw * (1.06 * (n - 1) + 1))))
    pw, ph = cw * k, ch * k
    step = pw * 1.06 if n <= 1 else min(pw * 1.06, (avail - pw) / (n - 1))
    zones.append(Zone(f"castle:{p}", pygame.FRect(x0 - 4, y - 4, x1 - x0 + 8, ch + 8),
                      name=say(f"Seat {p + 1}'s castle"), seat=p, nameplate=True, tally=True))
    picks = view.step[3] if view.step is not None and view.step[0] == WATCH else ()
    for i, (c, up, slot) in enumerate(castle):
        r = pygame.FRect(x0 + i * step, y, pw, ph)
        if up or view.over is not None:
            look = ("face", c)
        elif c == C.UNKNOWN:
            look = ("back",)
        elif p == viewer:
            look = ("mine", c)
        else:
            look = ("known", c)
        where = say(f"Seat {p + 1}'s {ordinal(i + 1)} piece")
        if up:
            info = f"{where}: {C.title(c)}, face-up"
        elif c == C.UNKNOWN:
            info = f"{where}: face-down"
        else:
            info = f"{where}: face-down {C.title(c)} (you know it)"
        badge = str(picks.index(slot) + 1) if slot in picks else ""  # Watchtower picks, in order
        if not up and view.over is not None:  # revealed at the end, but it scores as face-down
            badge, info = "1", f"{info}; face-down: 1 point"
            look = ("face", c, "down")  # its effect never fired: its panel is left to the badge
        specs.append(PieceSpec(f"s{slot}", CARD, look, r, z=10 + i, owner=p, info=info, badge=badge))
    return pygame.FRect(x0 + n * step, y, cw, ch)

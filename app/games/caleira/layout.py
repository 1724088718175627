"""Castles of Caleira's table (spec section 8): your castle and hand at the bottom, the rivals
across the top, deck and discard on the left, the pending effects down the right edge.

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

from ...table.layout import Layout
from ...table.pieces import CARD, PieceSpec, Zone

Say = Callable[[str], str]


def card_size(area: pygame.FRect) -> tuple[float, float]:
    ch = area.h * 0.165
    return ch * 5 / 7, ch


def layout(view: Any, area: pygame.FRect, viewer: int, say: Say) -> Layout:
    X, Y, W, H = area
    cw, ch = card_size(area)
    m = H * 0.022
    specs: list[PieceSpec] = []
    zones: list[Zone] = []
    left = X + m * 2 + cw * 2 + m  # castles start right of the deck and discard
    right = X + W - m - cw * 0.55 - m  # the queue ribbon sits at the right edge
    # Your hand and castle, bottom up.
    hand_y = Y + H - m - ch
    prompt = pygame.FRect(X + m, hand_y - H * 0.06, W - 2 * m, H * 0.05)
    castle_y = prompt.y - m * 0.6 - ch
    next_piece = _row(specs, zones, view, viewer, viewer, left, right, castle_y, cw, ch, True, say)
    _hand(specs, zones, view, viewer, viewer, (left + right) / 2, hand_y, cw, ch, True, say)
    # Rivals across the top.
    rivals = [p for p in range(view.players) if p != viewer]
    span = (right - left) / len(rivals)
    scale = 1.0 if len(rivals) == 1 else 0.8
    for i, p in enumerate(rivals):
        x0, x1 = left + span * i, left + span * (i + 1) - m
        hcw, hch = cw * 0.62, ch * 0.62
        _hand(specs, zones, view, viewer, p, (x0 + x1) / 2, Y + m, hcw, hch, False, say)
        _row(specs, zones, view, viewer, p, x0, x1, Y + m + hch + m, cw * scale, ch * scale, False, say)
    _piles(specs, zones, view, X, Y, H, m, cw, ch)
    # Pending effects: a ribbon of chips at the right edge.
    chip_w, chip_h = cw * 0.5, ch * 0.5
    for i, (c, owner) in enumerate(view.queue):
        r = pygame.FRect(X + W - m - chip_w, Y + H * 0.2 + i * (chip_h * 0.7), chip_w, chip_h)
        specs.append(PieceSpec(f"q{i}.{c}", CARD, ("face", c), r, z=60 + i, owner=owner,
                               info=say(f"Pending: Seat {owner + 1}'s {C.title(c)}")))
    zones.append(Zone("queue", pygame.FRect(X + W - m - chip_w, Y + H * 0.2, chip_w, H * 0.5), "Pending"))
    # The open band between the castles, where a lesson's text fits.
    lesson = pygame.FRect(X + W * 0.25, Y + H * 0.325, W * 0.64, H * 0.225)
    return Layout(tuple(specs), tuple(zones), prompt, regions={"play_here": next_piece, "lesson": lesson},
                  sizes={"card": ch, "card_w": cw})


def _piles(specs: list[PieceSpec], zones: list[Zone], view: Any, X: float, Y: float, H: float, m: float,
           cw: float, ch: float) -> None:
    """Deck and discard, centre left; the unused cards (4 players) under them, shown at the end."""
    mid_y = Y + H * 0.39
    deck_rect = pygame.FRect(X + m, mid_y, cw, ch)
    zones.append(Zone("deck", pygame.FRect(deck_rect), f"Deck ({len(view.deck)})", name="the deck"))
    for i, c in enumerate(view.deck):
        r = pygame.FRect(deck_rect.x - min(i, 12) * 0.6, deck_rect.y - min(i, 12) * 0.6, cw, ch)
        look = ("known", c) if c != C.UNKNOWN and view.over is None else (("face", c) if c != C.UNKNOWN else ("back",))
        specs.append(PieceSpec(f"d{i}", CARD, look, r, z=i, info=_deck_info(view, i)))
    discard_rect = pygame.FRect(X + m * 2 + cw, mid_y, cw, ch)
    zones.append(Zone("discard", pygame.FRect(discard_rect), f"Discard ({len(view.discard)})", name="the discard"))
    for i, c in enumerate(view.discard):
        r = pygame.FRect(discard_rect.x + min(i, 12) * 0.8, discard_rect.y - min(i, 12) * 0.8, cw, ch)
        specs.append(PieceSpec(f"c{c}", CARD, ("face", c), r, z=20 + i, info=C.title(c)))
    for i, c in enumerate(view.box):  # 4 players: shown only at game over
        r = pygame.FRect(X + m + i * (cw * 0.6), mid_y + ch + m * 2, cw * 0.55, ch * 0.55)
        look = ("face", c) if c != C.UNKNOWN else ("back",)
        specs.append(PieceSpec(f"box{i}" if c == C.UNKNOWN else f"c{c}", CARD, look, r, z=5,
                               info="Not used this game"))


def _deck_info(view: Any, i: int) -> str:
    c = view.deck[i]
    depth = len(view.deck) - i
    if c != C.UNKNOWN:
        return f"Deck, {ordinal(depth)} from the top: {C.title(c)} (only you know)"
    return f"Deck: {len(view.deck)} cards"


def _hand(specs: list[PieceSpec], zones: list[Zone], view: Any, viewer: int, p: int, centre_x: float,
           y: float, cw: float, ch: float, face: bool, say: Say) -> None:
    hand = view.hands[p]
    n = len(hand)
    step = cw * 1.08
    width = step * max(0, n - 1) + cw
    x0 = centre_x - width / 2
    zone_w = max(width, cw * 3)
    zones.append(Zone(f"hand:{p}", pygame.FRect(centre_x - zone_w / 2 - 6, y - 6, zone_w + 12, ch + 12),
                      note=f"{n} card{'s' if n != 1 else ''} in hand" if not face else "",
                      name=say(f"Seat {p + 1}'s hand"), seat=p))
    for i, c in enumerate(hand):
        r = pygame.FRect(x0 + i * step, y, cw, ch)
        if face:
            specs.append(PieceSpec(f"c{c}", CARD, ("face", c), r, z=40 + i, owner=p, info=C.title(c)))
        else:
            known = c != C.UNKNOWN
            look = ("face", c) if known and view.over is not None else (("known", c) if known else ("back",))
            info = say(f"Seat {p + 1}'s hand" + (f": you know this is {C.title(c)}" if known else ""))
            specs.append(PieceSpec(f"h{p}.{i}", CARD, look, r, z=40 + i, owner=p, info=info))


def _row(specs: list[PieceSpec], zones: list[Zone], view: Any, viewer: int, p: int, x0: float, x1: float, y: float,
         cw: float, ch: float, own: bool, say: Say) -> pygame.FRect:
    """Seat ``p``'s castle row; returns where its next piece would go."""
    castle = view.castles[p]
    n = len(castle)
    reserve = cw * 2.3 if own else 0  # room for the face-up / face-down drop targets
    avail = x1 - x0 - reserve
    step = cw * 1.06 if n <= 1 else min(cw * 1.06, (avail - cw) / (n - 1))
    zones.append(Zone(f"castle:{p}", pygame.FRect(x0 - 4, y - 4, x1 - x0 + 8, ch + 8),
                      name=say(f"Seat {p + 1}'s castle"), seat=p, nameplate=True, tally=True))
    picks = view.step[3] if view.step is not None and view.step[0] == WATCH else ()
    for i, (c, up, slot) in enumerate(castle):
        r = pygame.FRect(x0 + i * step, y, cw, ch)
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
        specs.append(PieceSpec(f"s{slot}", CARD, look, r, z=10 + i, owner=p, info=info, badge=badge))
    return pygame.FRect(x0 + n * step, y, cw, ch)

"""Tower of the Sleepy Wizard's table (spec 8): the noise tracker with every guild's token and the
wizard across the top; the other seats around the table (a ring of 2-7, each with its hand's
fronts over its team and a plaque of figures); the tower, the deck and the market in the middle;
your plaque, your team and your hand (backs, or fronts in a gold frame once peeked) at the bottom.

Piece keys: ``a<card>`` an adventurer whose face the viewer sees (other hands, your peeked cards,
teams, the market), ``u<pos>`` one of your own hand cards you have not seen (by hand position),
``deck``, ``f0``-``f5`` the tower from the Ground Floor up, ``f<i>_large`` this round's floor over
the market, ``g<seat>`` a guild token on the
tracker, ``p<seat>`` a seat's plaque, ``track`` and ``wizard``. Zones: ``seat:<p>``,
``hand:<p>``, ``team:<p>``, ``tower``, ``deck``, ``market``.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from rules.wizardtower import cards as C
from rules.wizardtower.noise import propose_copies, round_noise

from ...platform.settings import TEXT_SIZES
from ...table.layout import Layout
from ...table.layouts import fan, ring
from ...table.pieces import CARD, TILE, TOKEN, PieceSpec, Zone
from ...ui import gfx
from .art import guild_of, mood

Say = Callable[[str], str]
LARGEST_TEXT = max(TEXT_SIZES.values())
CARD_RATIO = 5 / 7
FLOOR_RATIO = 240 / 84


def projected(team: Sequence[int], floor: int) -> int:
    """A team's noise so far, its Shapeshifters copying as the app proposes (spec 8.3: public)."""
    return round_noise(team, propose_copies(team, floor)) if team else 0


def figures(view: Any, seat: int) -> tuple[str, ...]:
    """A seat's plaque: treasure, total noise (its space), the team's noise so far."""
    total = view.totals[seat]
    lines = [gfx.count(view.treasure[seat], "treasure", "treasure"), f"Total noise {total}"]
    if view.over is None:
        lines.append(f"Team now {projected(view.teams[seat], view.floor)}")
    return tuple(lines)


class Words:
    """The table's word sizes in an area ``H`` pixels tall, at the largest text setting."""

    def __init__(self, H: float) -> None:
        self.size = gfx.scaled_size(14, int(H), LARGEST_TEXT)
        self.line = self.size * 1.4
        self.button = gfx.scaled_size(17, int(H), LARGEST_TEXT) * 2.2
        self.prompt = max(H * 0.05, gfx.scaled_size(17, int(H), LARGEST_TEXT) * 1.5)


def layout(view: Any, area: pygame.FRect, viewer: int, say: Say) -> Layout:
    X, Y, W, H = area
    m = max(4.0, H * 0.012)
    words = Words(H)
    specs: list[PieceSpec] = []
    zones: list[Zone] = []
    band = max(H * 0.075, words.size * 2.4)
    _tracker(specs, view, pygame.FRect(X + m, Y + m, W - 2 * m, band))
    rest = pygame.FRect(X + m, Y + band + 2 * m, W - 2 * m, H - band - 3 * m)
    bottom = (words.button + 10 + words.prompt + words.line + m * 3) / rest.h + 0.17
    seats = ring(rest, view.players, viewer, bottom=min(0.45, bottom), aspect=2.3, label_room=words.size + 10,
                 centre_min=(0.36, 0.24))
    for p in range(view.players):
        if p != viewer:
            _rival(specs, zones, view, p, seats[p], say)
    prompt = _mine(specs, zones, view, viewer, seats[viewer], words, m, say)
    _middle(specs, zones, view, seats.centre, words, m)
    return Layout(tuple(specs), tuple(zones), prompt, regions={"centre": seats.centre, "table": pygame.FRect(area)},
                  sizes={"card": seats[viewer].h * 0.4, "height": H, "mini": seats.slot_size[1] * 0.45})


def _tracker(specs: list[PieceSpec], view: Any, band: pygame.FRect) -> None:
    """The tracker, the wizard at its end, and each guild's token on its space (stacked upwards)."""
    hot = min(48, max(view.totals))
    size = band.h
    track = pygame.FRect(band.x, band.y, band.w - size - 6, band.h)
    specs.append(PieceSpec("track", TILE, ("track", hot), track, z=0, info="The noise tracker: the coin under each "
                                                                         "space is its end-of-game bonus"))
    specs.append(PieceSpec("wizard", TOKEN, ("wizard", mood(max(view.totals))), pygame.FRect(track.right + 6, band.y,
                                                                                               size, size),
                           z=1, info=_wizard_info(max(view.totals))))
    cell = track.w / 49
    token = max(8.0, min(cell * 0.95, band.h * 0.5))
    on: dict[int, list[int]] = {}
    for p, total in enumerate(view.totals):
        on.setdefault(min(48, total), []).append(p)
    base = track.y + band.h * 0.56  # the tokens stand on the space's number, over its bonus
    for space, who in on.items():
        step = min(token * 0.3, (base - track.y - token) / max(1, len(who) - 1)) if len(who) > 1 else 0
        for i, p in enumerate(who):
            r = pygame.FRect(track.x + (space + 0.5) * cell - token / 2, base - token - i * step, token, token)
            total = view.totals[p]
            specs.append(PieceSpec(f"g{p}", TOKEN, ("guild", guild_of(view, p), total >= 48), r, z=5 + i, owner=p,
                                   info=f"Seat {p + 1}: total noise {total}", tag=str(total) if total > 48 else ""))


def _wizard_info(highest: int) -> str:
    return ("The wizard sleeps deeply", "The wizard snores loudly", "The wizard is restless",
            "The wizard is awake!")[mood(highest)]


def _rival(specs: list[PieceSpec], zones: list[Zone], view: Any, p: int, r: pygame.FRect, say: Say) -> None:
    """Another seat: its hand's fronts (with peek marks) over its team, its plaque on the right."""
    g = max(3.0, r.h * 0.04)
    mh = (r.h - 3 * g) / 2
    mw = mh * CARD_RATIO
    zones.append(Zone(f"seat:{p}", pygame.FRect(r), name=say(f"Seat {p + 1}"), seat=p, nameplate=True, tally=True))
    hand_rect = pygame.FRect(r.x + g, r.y + g, 4 * mw + 3 * g, mh)
    team_rect = pygame.FRect(r.x + g, r.y + 2 * g + mh, 4 * mw + 3 * g, mh)
    zones.append(Zone(f"hand:{p}", hand_rect, name=say(f"Seat {p + 1}'s hand"), seat=p, inset=False))
    zones.append(Zone(f"team:{p}", team_rect, name=say(f"Seat {p + 1}'s team"), seat=p, inset=False))
    marks = view.peeked[p]
    for i, c in enumerate(view.hands[p]):
        if c < 0:
            continue
        rect = pygame.FRect(hand_rect.x + i * (mw + g), hand_rect.y, mw, mh)
        seen = bool(marks >> i & 1)
        info = say(f"Seat {p + 1}'s hand, position {i + 1}: {C.title(c)}"
                   + (" (Seat {0} has peeked: they know it)".format(p + 1) if seen else ""))
        specs.append(PieceSpec(f"a{c}", CARD, ("card", c, "peeked" if seen else "", 0), rect, z=20 + i, owner=p,
                               info=info))
    _team(specs, view, p, team_rect, mw, mh, g, say)
    plaque = pygame.FRect(team_rect.right + g, r.y + g, r.right - team_rect.right - 2 * g, r.h - 2 * g)
    specs.append(PieceSpec(f"p{p}", TOKEN, ("plaque", guild_of(view, p), figures(view, p), view.first == p), plaque,
                           z=2, owner=p, info=say(_plaque_info(view, p))))


def _plaque_info(view: Any, p: int) -> str:
    first = "; first player this round" if view.first == p and view.over is None else ""
    return f"Seat {p + 1}: {view.treasure[p]} treasure, total noise {view.totals[p]}{first}"


def _team(specs: list[PieceSpec], view: Any, p: int, rect: pygame.FRect, w: float, h: float, g: float,
          say: Say) -> None:
    copies = dict(view.copies[p]) if view.copies and p < len(view.copies) else {}
    for i, c in enumerate(view.teams[p]):
        r = pygame.FRect(rect.x + i * (w + g), rect.y, w, h)
        copy = C.CODE[copies[c]] if c in copies else 0
        info = say(f"Seat {p + 1}'s team: {C.title(c)}" + (f", copying {C.code_words(copy)}" if copy else ""))
        specs.append(PieceSpec(f"a{c}", CARD, ("card", c, "", copy), r, z=30 + i, owner=p, info=info))


def _mine(specs: list[PieceSpec], zones: list[Zone], view: Any, me: int, b: pygame.FRect, words: Words, m: float,
          say: Say) -> pygame.FRect:
    """Your band: the buttons' room and the prompt bar over your plaque, team and hand."""
    top = b.y + words.button + 10
    cards_y = top + words.prompt + m
    ch = b.bottom - m - words.line - cards_y
    cw = ch * CARD_RATIO
    g = max(4.0, cw * 0.08)
    plaque_w = max(cw * 1.1, words.size * 8)
    need = plaque_w + 8 * cw + 9 * g + 2 * g
    if need > b.w:  # narrow windows: smaller cards, side by side still
        k = (b.w - plaque_w - 11 * g) / (8 * cw)
        cw, ch = cw * k, ch * k
    team_rect = pygame.FRect(b.x + plaque_w + 2 * g, cards_y, 4 * cw + 3 * g, ch)
    hand_rect = pygame.FRect(team_rect.right + 3 * g, cards_y, 4 * cw + 3 * g, ch)
    plaque = pygame.FRect(b.x, top, plaque_w, b.bottom - m - top)
    zones.append(Zone(f"seat:{me}", pygame.FRect(plaque), name="You", seat=me, nameplate=True, tally=True,
                      inset=False))
    specs.append(PieceSpec(f"p{me}", TOKEN, ("plaque", guild_of(view, me), figures(view, me), view.first == me), plaque,
                           z=2, owner=me, info=say(_plaque_info(view, me))))
    noise = f": noise {projected(view.teams[me], view.floor)} so far" if view.over is None and view.teams[me] else ""
    zones.append(Zone(f"team:{me}", team_rect.inflate(g, g), label=f"Your team{noise}", name="your team", seat=me))
    zones.append(Zone(f"hand:{me}", hand_rect.inflate(g, g), name="your hand", seat=me))
    _team(specs, view, me, team_rect, cw, ch, g, say)
    marks = view.peeked[me]
    for i, c in enumerate(view.hands[me]):
        if c == C.EMPTY:
            continue
        r = pygame.FRect(hand_rect.x + i * (cw + g), cards_y, cw, ch)
        if c == C.UNKNOWN:
            specs.append(PieceSpec(f"u{i + 1}", CARD, ("back",), r, z=40 + i, owner=me, tag=str(i + 1),
                                   info=f"Your hand, position {i + 1}: you have not seen this card"))
        else:
            seen = bool(marks >> i & 1) and view.over is None
            specs.append(PieceSpec(f"a{c}", CARD, ("card", c, "known" if seen else "", 0), r, z=40 + i, owner=me,
                                   tag=str(i + 1), info=f"Your hand, position {i + 1}: {C.title(c)} (you peeked)"))
    return pygame.FRect(team_rect.x, top, b.right - team_rect.x, words.prompt)


def _middle(specs: list[PieceSpec], zones: list[Zone], view: Any, c: pygame.FRect, words: Words, m: float) -> None:
    """The tower (Ground Floor at the bottom), the deck, and the market in one or two rows."""
    room = c.h - words.line - m
    fh = min((room - 5 * 3) / 6, c.w * 0.3 / FLOOR_RATIO)
    fw = fh * FLOOR_RATIO
    label = f"Round {view.round} of 5"
    spill = max(0.0, (gfx.font(words.size, True).size(label)[0] - fw) / 2 + 4)  # the label stays on the table
    spill = min(spill, c.w * 0.1)  # ...unless a tall window's large words would leave no room for the market
    tower = pygame.FRect(c.x + spill, c.y + (room - (6 * fh + 15)) / 2, fw, 6 * fh + 15)
    zones.append(Zone("tower", tower.inflate(4, 4), label=label, name="the tower", inset=False))
    floors = (C.GF,) + tuple(view.tower) + (C.AT,)
    current = 0 if view.round == 1 else view.round - 1
    for i, floor in enumerate(floors):
        r = pygame.FRect(tower.x, tower.bottom - (i + 1) * fh - i * 3, fw, fh)
        if floor == C.UNKNOWN:
            specs.append(PieceSpec(f"f{i}", TILE, ("floor_back", i + 1), r, z=3,
                                   info=f"Unknown floor: revealed at the start of round {i + 1}"))
        else:
            now = i == current and view.over is None
            what = f"{C.FLOOR_NAMES[floor]}: {C.FLOOR_TEXT[floor]}" + (" (this round's floor)" if now else "")
            specs.append(PieceSpec(f"f{i}", TILE, ("floor", floor, now), r, z=3, info=what))
    ch = min(room * 0.8, (c.w - fw) * 0.16 / CARD_RATIO)
    cw = ch * CARD_RATIO
    words_w = gfx.font(words.size, True).size
    deck_x = max(tower.right + m * 2,  # its label clear of the tower's
                 tower.centerx + words_w(label)[0] / 2 + words_w(f"Deck ({len(view.deck)})")[0] / 2 + 8 - cw / 2)
    # A tall window makes the words large: the labels never push the market off the table.
    deck_x = max(tower.right + m, min(deck_x, c.right - cw - m * 3 - max(cw * 2, c.w * 0.25)))
    deck = pygame.FRect(deck_x, c.y + (room - ch) / 2, cw, ch)
    zones.append(Zone("deck", deck.inflate(6, 6), label=f"Deck ({len(view.deck)})", name="the deck"))
    if view.deck:
        specs.append(PieceSpec("deck", CARD, ("deck", len(view.deck)), deck, z=4,
                               info=f"The deck: {gfx.count(len(view.deck), 'card')}, face down"))
    market = pygame.FRect(deck.right + m * 3, c.y, c.right - deck.right - m * 3, room)
    zones.append(Zone("market", market, label=f"Market ({len(view.market)})", name="the market"))
    # This round's floor, large enough to read, over the market (the tower's mini cards are small).
    bh = min(market.h * 0.36, market.w * 0.75 / FLOOR_RATIO)
    cards_area = pygame.FRect(market)
    if view.over is None and bh >= words.size * 2.2:
        floor = floors[current]
        specs.append(PieceSpec(f"f{current}_large", TILE, ("floor", floor, True),
                               pygame.FRect(market.centerx - bh * FLOOR_RATIO / 2, market.y + 4, bh * FLOOR_RATIO, bh),
                               z=3, info=f"This round's floor: {C.FLOOR_NAMES[floor]}. {C.FLOOR_TEXT[floor]}"))
        cards_area = pygame.FRect(market.x, market.y + bh + 10, market.w, market.h - bh - 10)
    cards = view.market
    rows = [cards] if len(cards) <= 8 else [cards[: (len(cards) + 1) // 2], cards[(len(cards) + 1) // 2:]]
    mh = min(ch, (cards_area.h - 4 * (len(rows) + 1)) / len(rows))
    for j, row_cards in enumerate(rows):
        y = cards_area.y + 4 + j * (mh + 4) + (cards_area.h - len(rows) * (mh + 4) - 4) / 2
        rects = fan(pygame.FRect(market.x + 4, y, market.w - 8, mh), len(row_cards), (mh * CARD_RATIO, mh),
                    min_visible=0.34)
        for k, (card, r) in enumerate(zip(row_cards, rects)):
            specs.append(PieceSpec(f"a{card}", CARD, ("card", card, "", 0), r, z=50 + j * 20 + k,
                                   info=f"Market: {C.title(card)}"))

"""What a player notices on the Caleira table: cards say what they do wherever that can be read,
cards grow with the window, numbers agree with their nouns, legal drop spots are filled with
colour, and no words are drawn over other words at any window size or text size."""

from __future__ import annotations

import random
import re

import pygame
import pytest
import text_trace

from app.games import adapter_for
from app.games.caleira import art
from app.games.caleira.layout import card_size
from app.play.session import SeatSpec, Session
from app.scenes import navigation
from app.table.overlays import glow_layer
from app.table.panel import panel_rect
from app.ui import gfx
from rules import caleira
from rules.caleira import cards as C

SIZES = [(1024, 640), (1280, 720), (1600, 900), (1920, 1080)]
BIG = [(2560, 1440), (3840, 2160)]


@pytest.fixture
def fonts():
    pygame.display.init()
    pygame.font.init()
    gfx.reset()
    pygame.display.set_mode((64, 64))
    yield


def area(size):
    return pygame.FRect(0, 0, size[0] - panel_rect(size).w, size[1])


# --- 1. cards say what they do -------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES + BIG)
def test_every_card_on_the_table_says_what_it_does(fonts, size):
    """A card in a castle or a hand shows its effect (the full text, or a short form of our own
    where the full text would be too small), never in letters under the house minimum (14 px at
    720 px); the large view on hover has the full text."""
    least = gfx.least_text(size[1])
    cw, ch = card_size(area(size))
    for kind in art.SHORT_TEXT:
        said = gfx.card_words(int(cw), int(ch), C.EFFECT_TEXT[kind], art.SHORT_TEXT[kind], least)
        assert said is not None, f"{C.TITLE[kind]} says nothing at {size}"
        assert said[1] >= least
        large_h = int(ch * 2.6)
        said = gfx.card_words(int(large_h * 5 / 7), large_h, C.EFFECT_TEXT[kind], art.SHORT_TEXT[kind], least)
        assert said is not None and said[0] == "body" and said[1] >= least, f"{C.TITLE[kind]} large at {size}"


def test_small_cards_say_nothing_rather_than_something_unreadable(fonts):
    for h in range(30, 400, 7):
        for window in (640, 720, 1080, 2160):
            least = gfx.least_text(window)
            said = gfx.card_words(h * 5 // 7, h, C.EFFECT_TEXT["TRE"], art.SHORT_TEXT["TRE"], least)
            assert said is None or said[1] >= least


def test_the_short_forms_are_short(fonts):
    for kind, short in art.SHORT_TEXT.items():
        assert len(short) < len(C.EFFECT_TEXT[kind]) / 2 and short not in C.EFFECT_TEXT[kind]


# --- 2. cards grow with the window ---------------------------------------------------------------


def test_cards_grow_with_the_window(fonts):
    heights = [card_size(area(size))[1] for size in SIZES + BIG]
    assert heights == sorted(heights) and heights[-1] > heights[0] * 3
    for size in [(1600, 900), (1920, 1080)] + BIG:  # wide windows: the cards, not the felt, take the room
        cw, ch = card_size(area(size))
        assert ch >= size[1] * 0.19, f"cards of {ch:.0f} px in a {size} window leave the felt empty"


@pytest.mark.parametrize("size", SIZES + BIG)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_your_castle_holds_five_pieces_and_the_drop_spots(fonts, size, players):
    adapter = adapter_for("caleira", [f"P{i}" for i in range(players)])
    state = caleira.new_game(players, 3)
    layout = adapter.layout(caleira.view(state, 0), area(size), 0)
    castle = layout.zone("castle:0").rect
    cw = layout.size("card_w")
    assert castle.w >= cw * (5 * 1.06 + 2.2)


@pytest.mark.parametrize("size", SIZES + BIG)
def test_a_long_castle_takes_smaller_cards_before_they_overlap(fonts, size):
    """Overlapped cards hide half their words: a castle's cards shrink side by side first (their
    text goes when it would be too small), and overlap only once they are small."""
    from app.games.caleira.layout import SHRINK

    adapter = adapter_for("caleira", ["You", "Rival"])
    rng = random.Random(1)
    long_rows = 0
    for game in range(6):
        state = caleira.new_game(2, rng.randrange(10**6))
        while caleira.to_act(state) is not None:
            state, _ = caleira.apply(state, rng.choice(caleira.legal_actions(state)))
            view = caleira.view(state, 0)
            layout = adapter.layout(view, area(size), 0)
            cw = layout.size("card_w")
            for p, castle in enumerate(view.castles):
                row = sorted((s.rect for s in layout.pieces if s.key in {f"s{slot}" for _, _, slot in castle}),
                             key=lambda r: r.x)
                long_rows += len(row) > 5
                for a, b in zip(row, row[1:]):
                    if b.x < a.right - 1:
                        assert a.w <= cw * SHRINK + 0.5, f"{len(row)} pieces overlap at full size at {size}"
    assert long_rows


@pytest.mark.parametrize("size", SIZES)
def test_the_drop_spots_names_fit_them(fonts, size):
    """"Face up" and "Face down" are written inside their spots, at the largest text setting too."""
    adapter = adapter_for("caleira", ["You", "Rival"])
    state = caleira.new_game(2, 3)
    seat = caleira.to_act(state)
    view = caleira.view(state, seat)
    layout = adapter.layout(view, area(size), seat)
    aff = adapter.affordances(view, caleira.legal_actions(view), layout, seat)
    size_px = gfx.scaled_size(16, size[1], 1.25)
    castle = layout.zone(f"castle:{seat}").rect
    for zone in aff.dropzones:
        assert gfx.text(zone.label, size_px, gfx.WHITE, True).get_width() <= zone.rect.w
        assert castle.contains(zone.rect)


# --- 3. numbers agree with their words -----------------------------------------------------------

PLURALS = ("cards", "pieces", "points", "pts", "walls")
SINGULARS = ("card", "piece", "point", "pt", "wall")
ONE_MANY = re.compile(r"(?<![\d.])[-+−]?1 (" + "|".join(PLURALS) + r")\b")
MANY_ONE = re.compile(r"(?<![\d.])[-+−]?(0|[2-9]|\d\d+) (" + "|".join(SINGULARS) + r")\b")


def count_problems(text: str) -> list[str]:
    return [f"{m.group(0)!r} in {text!r}" for m in list(ONE_MANY.finditer(text)) + list(MANY_ONE.finditer(text))]


def test_the_count_check_catches_what_it_must():
    assert count_problems("6 pts: 1 pieces, 0 down")
    assert count_problems("Deck: 2 card")
    assert not count_problems("1 pt: 1 piece, 1 down, 0/3 walls")
    assert not count_problems("Seat 1's 2nd piece; face-down: 1 point")


def table_texts(adapter, view, legal, perspective, size=(1280, 720)):
    layout = adapter.layout(view, area(size), perspective)
    aff = adapter.affordances(view, legal, layout, perspective)
    texts = [line for _, line in adapter.scoreboard(view, perspective)]
    texts += [p.info for p in layout.pieces] + [p.tag for p in layout.pieces]
    texts += [w for z in list(layout.zones) + list(aff.dropzones) for w in (z.label, z.note, z.name)]
    texts += [aff.prompt, aff.banner, *aff.hover.values(), *(b.label for b in aff.buttons)]
    texts += [c.question for c in aff.confirms.values()]
    return [t for t in texts if t]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_numbers_agree_with_their_nouns(fonts, players):
    """Every text the table builds, over random games from every seat: no "1 pieces", no "2 card"."""
    adapter = adapter_for("caleira", [f"Seat {i + 1}" for i in range(players)])
    found = set()
    for game in range(12):
        rng = random.Random(game)
        state = caleira.new_game(players, rng.randrange(10**6))
        while True:
            seat = caleira.to_act(state)
            for viewer in range(players):
                view = caleira.view(state, viewer)
                legal = caleira.legal_actions(view) if seat == viewer else ()
                for text in table_texts(adapter, view, legal, viewer):
                    found.update(count_problems(text))
            if seat is None:
                break
            state, _ = caleira.apply(state, rng.choice(caleira.legal_actions(state)))
    assert not found, sorted(found)[:20]


# --- 4. a legal drop spot is filled with colour --------------------------------------------------


def test_a_legal_drop_spot_is_filled_not_just_outlined(fonts):
    for level in (0, 8):
        calm = glow_layer(120, 160, level, False, gfx.GOLD)
        hot = glow_layer(120, 160, level, True, gfx.GOLD)
        centre = (60, 80)
        assert 40 <= calm.get_at(centre).a < hot.get_at(centre).a <= 140, "filled, and what is under it shows"
        assert calm.get_at((4, 80)).a >= 190 and hot.get_at((5, 80)).a >= 240, "a bold outline"


def test_dragging_a_card_fills_the_face_up_and_face_down_spots(driver):
    d = driver
    session = Session.new("caleira", [SeatSpec("human", "You"), SeatSpec("easy", "Rival")], 5, {"position": {
        "hands": [["TRE1", "WAT1"], ["MKT1", "BAT1"]], "castles": [["OBS↑"], ["BAR↓"]], "deck": ["SPI"]}},
        store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    table = d.table()
    key = next(k for k in table.aff.draggable())
    up, down = (next(z for z in table.aff.dropzones if z.id == i).rect for i in ("drop:up", "drop:down"))
    spot = (int(down.x + down.w * 0.5), int(down.y + down.h * 0.15))
    before = d.app.screen.get_at(spot)
    start = table.board.pieces[key].rect.center
    d.move(start)
    d.press(start)
    d.move((start[0] + 5, start[1] - 40), (1, 0, 0))
    d.move(up.center, (1, 0, 0))
    d.step(2)
    during = d.app.screen.get_at(spot)
    d.release(up.center)
    assert sum(abs(a - b) for a, b in zip(before[:3], during[:3])) > 60, (before, during)
    assert during.r > during.b + 40, "the empty spot takes the highlight's gold"


# --- 5. no text on text ----------------------------------------------------------------------------

POSITIONS = {
    "a full table": {"position": {
        "hands": [["SPI", "TRE1", "WAT1", "OBS"], ["MKT1", "BAT1", "WIZ"]],
        "castles": [["THR1↑", "BAR↓", "WAT2↑", "THR2↓", "BAT2↑", "MKT2↑"],
                    ["BAT3↑", "TRE3↓", "WAT3↑", "TRE4↑", "TRE2↓"]], "deck": []}},
    "a Watchtower picks": {"position": {
        "hands": [["WAT1", "TRE1"], ["MKT1", "BAR"]], "castles": [["OBS↓", "THR1↓"], ["BAT1↓", "TRE2↓", "SPI↓"]],
        "deck": ["WIZ", "THR2", "BAT2", "WAT2"]}},
    "an Observatory looks": {"position": {
        "hands": [["OBS", "TRE1"], ["MKT1", "BAR"]], "castles": [["WAT1↓"], ["BAT1↓", "TRE2↓", "SPI↓"]],
        "deck": ["WIZ", "THR2", "BAT2", "WAT2"]}},
}


def half_hidden(trace, slack=2):
    """Words partly hidden by something opaque drawn after them (a button over a label): what
    hides words must hide all of them (a menu over the table), or none."""
    out = []
    covers = [m for m in trace.marks if m.kind == "cover"]
    for text in trace.texts():
        for cover in covers:
            hit = text.rect.clip(cover.rect)
            if cover.order > text.order and hit.w > slack and hit.h > slack and not cover.rect.contains(text.rect):
                out.append(f"{text.words!r} partly hidden at {hit} by {cover.rect}")
    return out


def words_problems(d, label, found):
    d.step(2)
    trace, widgets = text_trace.frame(d.app)
    problems = trace.overlaps() + trace.covered() + trace.clipped(pygame.Rect(0, 0, *d.app.size)) + widgets
    found += [f"{label}: {p}" for p in problems + half_hidden(trace)]


def hold_over(d, table, key, zone_id):
    """Carry ``key`` to just above ``zone_id`` (the card in the air does not hide the spot's name)."""
    start = table.board.pieces[key].rect.center
    zone = d.zone_rect(zone_id)
    end = (zone.centerx, zone.y - table.board.pieces[key].rect.h * 0.6)
    d.move(start)
    d.press(start)
    for t in (0.3, 0.7, 1.0):
        d.move((start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t), (1, 0, 0))
    return end


@pytest.mark.parametrize("text_size", ["medium", "large"])
@pytest.mark.parametrize("size", SIZES)
def test_no_text_on_text_at_any_size(driver, size, text_size):
    d = driver
    d.app.resize(size)
    d.app.settings.text_size = text_size
    d.app.apply_settings()
    found: list[str] = []
    for label, options in POSITIONS.items():
        session = Session.new("caleira", [SeatSpec("human", "You"), SeatSpec("random", "Rival")], 4, options,
                              store=d.app.store)
        navigation.open_table(d.app, session)
        d.step(3)
        table = d.table()
        words_problems(d, label, found)
        if label == "a full table":
            key = next(iter(table.aff.draggable()))
            end = hold_over(d, table, key, "drop:down")
            words_problems(d, f"{label}, a card carried to Face down", found)
            d.release(end)
            d.step(2)
        else:
            d.gesture_for_turn()  # play the Watchtower / Observatory face up
            if label == "an Observatory looks":
                d.gesture_for_turn()  # look at a piece: Turn face-up / Leave face-down
            words_problems(d, f"{label}, its buttons", found)
    for players in (2, 4):
        seats = [SeatSpec("human", "You")] + [SeatSpec("random", f"Rival {i}") for i in range(1, players)]
        session = Session.new("caleira", seats, 7, store=d.app.store)
        navigation.open_table(d.app, session)
        table = d.table()
        for _ in range(3000):
            if session.result() is not None:
                break
            if session.is_human_turn():
                d.gesture_for_turn()
            d.step()
        d.step(5)
        while d.scene is not table:  # the finished table, under its results
            d.app.stack.pop()
        table.toast_time = 0  # a moment's message lies over the table on purpose
        words_problems(d, f"{players}p, the end", found)
    assert not found, f"{len(found)} at {size}, {text_size}:\n" + "\n".join(found[:30])

"""What a player notices on the Sky Castle table: role cards say what they do, the order column
and the board's rows and columns are named as the log names them, tokens leave a tile's value in
sight, both score plates are alike, set names stay put, overlapped cards keep their whole name,
numbers agree with their nouns, the deal is told as what happened, legal spots are filled with
colour, and no words are drawn over other words at any window size or text size."""

from __future__ import annotations

import random
import re

import pygame
import pytest
import text_trace

from app.games import adapter_for
from app.games.skycastle import art
from app.play.session import SeatSpec, Session
from app.scenes import navigation
from app.table.panel import panel_rect
from app.ui import gfx
from rules import skycastle
from rules.core import event_text, events_for, name_seats
from rules.skycastle import cards as C

SIZES = [(1024, 640), (1280, 720), (1600, 900), (1920, 1080)]
NAMES = ["You", "Rival"]


@pytest.fixture
def fonts():
    pygame.display.init()
    pygame.font.init()
    gfx.reset()
    pygame.display.set_mode((64, 64))
    yield


def area(size):
    return pygame.FRect(0, 0, size[0] - panel_rect(size).w, size[1])


def positions(games=6, every=3):
    """(state, seat to act) along random games, now and then, and each game's end."""
    for g in range(games):
        rng = random.Random(g)
        state = skycastle.new_game(2, rng.randrange(10**6))
        n = 0
        while True:
            seat = skycastle.to_act(state)
            if seat is None or n % every == 0:
                yield state, seat
            if seat is None:
                break
            state, _ = skycastle.apply(state, rng.choice(skycastle.legal_actions(state)))
            n += 1


def layouts(size, games=4):
    adapter = adapter_for("skycastle", NAMES)
    for state, seat in positions(games):
        viewer = seat if seat is not None else 0
        view = skycastle.view(state, viewer)
        yield view, viewer, adapter.layout(view, area(size), viewer)


# --- role cards say what they do; overlapped ones keep their whole name -------------------------


@pytest.mark.parametrize("size", SIZES + [(2560, 1440)])
def test_role_cards_say_what_they_do(fonts, size):
    least = gfx.least_text(size[1])
    adapter = adapter_for("skycastle", NAMES)
    shown = 0
    for view, viewer, layout in layouts(size):
        for spec in layout.pieces:
            if spec.look[0] != "role" or spec.look[4:] == ("peek",) or spec.owner != viewer:
                continue
            role = spec.look[1]
            said = gfx.card_words(int(spec.rect.w), int(spec.rect.h), C.ROLE_TEXT[role], art.SHORT_TEXT[role], least)
            assert said is not None and said[1] >= least, f"{C.ROLE_NAMES[role]} says nothing at {size}"
            shown += 1
            large = adapter.large(spec.look, layout)
            h = large.get_height()
            said = gfx.card_words(large.get_width(), h, C.ROLE_TEXT[role], art.SHORT_TEXT[role], least)
            assert said is not None and said[0] == "body", f"{C.ROLE_NAMES[role]} large at {size}"
    assert shown


@pytest.mark.parametrize("size", SIZES)
def test_an_overlapped_card_shows_its_whole_name_not_a_cut_one(fonts, size):
    """A card covered by the next one in its fan carries its name down its visible edge ("peek");
    any other card is not covered, so its title band is whole."""
    for view, viewer, layout in layouts(size):
        cards = [p for p in layout.pieces if p.look[0] in ("role", "back") and p.key[0] in "rba"]
        for card in cards:
            covered = max((card.rect.clip(o.rect).w for o in cards if o.z > card.z and o.owner == card.owner
                           and o.rect.colliderect(card.rect)), default=0)
            if card.look[0] != "role":
                continue
            if card.look[4:] == ("peek",):
                assert card.rect.w - covered >= card.rect.w * 0.29, f"{card.key}: its name strip is hidden"
            else:
                assert covered <= card.rect.w * 0.05, f"{card.key} {card.look} is covered and cut at {size}"


# --- the board names what the log names ---------------------------------------------------------


def test_the_order_column_rows_and_columns_are_named_as_the_log_names_them(fonts):
    view, viewer, layout = next(layouts((1280, 720), games=1))
    assert layout.zone("track").label == "Order"
    rows = [z for z in layout.zones if z.id.startswith("row:")]
    cols = [z for z in layout.zones if z.id.startswith("col:")]
    assert len(rows) == C.ROWS and len(cols) == C.COLS
    for x in C.CELLS:
        cell = layout.zone(f"cell:{x}").rect
        row = next(z for z in rows if cell.top < z.rect.bottom + 2 + 8 < cell.bottom)  # its label, level with the row
        col = next(z for z in cols if cell.left < z.rect.centerx < cell.right)
        assert re.fullmatch(r"row \d", row.label) and re.fullmatch(r"col \d", col.label)
        assert C.cell_name(x) == f"({row.label[4:]},{col.label[4:]})"
    for s in C.SLOTS:
        assert layout.zone(f"slot:{s}").label == C.SLOT_NAMES[s]  # "slot 2L" in the log


# --- tokens leave a tile's value in sight; both score plates alike ------------------------------


def test_tokens_on_a_tile_leave_its_points_cost_and_name_in_sight(fonts):
    adapter = adapter_for("skycastle", NAMES)
    for n in range(1, 5):
        roles = [[1, 1, 0, "Jeweler"], [1, 1, 0, "Sentry"], [1, 1, 1, "Explorer"], [1, 1, 1, "Sentry"]][:n]
        pos = {"castle": ["C15a", "K2", "K3", "K4", "Art1", "Art2", "Art3", "Art4", "K5", "K6", "K7", "K8"],
               "roles": roles, "first": 0}
        try:
            state = skycastle.new_game(2, 1, {"position": pos})
        except ValueError:
            continue  # not a stack the rules allow
        for size in SIZES:
            layout = adapter.layout(skycastle.view(state, 0), area(size), 0)
            tile = layout.piece(f"t{C.parse_tile('C15a')}").rect
            t = tile.w
            keep = [pygame.FRect(tile.x, tile.y, t * 0.34, t * 0.34),                    # points
                    pygame.FRect(tile.right - t * 0.24, tile.bottom - t * 0.24, t * 0.24, t * 0.24),  # cost
                    pygame.FRect(tile.right - t * 0.4, tile.y, t * 0.4, t * 0.2)]         # its name
            tokens = [p for p in layout.pieces if p.look[0] == "token" and p.rect.colliderect(tile)]
            assert len(tokens) == n
            xs = [p.rect.x for p in sorted(tokens, key=lambda p: p.z)]
            assert xs == sorted(xs), "the bottom role first, left to right"
            for token in tokens:
                for spot in keep:
                    assert not token.rect.inflate(-2, -2).colliderect(spot), f"{n} tokens hide the tile's value"


@pytest.mark.parametrize("size", SIZES)
def test_your_score_plate_and_the_rivals_are_alike(fonts, size):
    for view, viewer, layout in layouts(size, games=2):
        mine, theirs = layout.piece(f"plate{viewer}").rect, layout.piece(f"plate{1 - viewer}").rect
        assert mine.size == theirs.size


# --- set names stay put; the deal says what happened ---------------------------------------------


def test_set_names_do_not_renumber_after_a_reveal(fonts):
    adapter = adapter_for("skycastle", NAMES)
    seen = 0
    for state, seat in positions(games=6, every=1):
        if seat is None or state.step[0] != "set":
            continue
        view = skycastle.view(state, seat)
        legal = skycastle.legal_actions(view)
        layout = adapter.layout(view, area((1280, 720)), seat)
        aff = adapter.affordances(view, legal, layout, seat)
        tags = [p.tag for p in layout.pieces if p.tag.startswith("Set")]
        assert tags and all(re.fullmatch(r"Set of \d", tag) for tag in tags), tags
        words = [*aff.hover.values(), *(c.question for c in aff.confirms.values())]
        assert not any(re.search(r"\bset \d", w) for w in words), words
        seen += 1
    assert seen


def test_the_deal_is_told_as_what_happened_to_your_roles():
    state, events = skycastle.new_game_with_events(2, 5)
    for reader in (0, 1):
        texts = [event_text(e, NAMES, reader) for e in events_for(events, reader)]
        mine = next(t for t in texts if "set aside" in t and t.startswith("Your"))
        assert re.match(r"Your \w+ and \w+ are set aside this round; your sets: ", mine), mine
        assert any(t.startswith(f"Two of {NAMES[1 - reader]}'s roles are set aside") for t in texts), texts
        assert not any(re.search(r"\b[Yy]ou (had )?set\b", t) for t in texts), texts
    while skycastle.to_act(state) is not None and state.phase != "castle":
        state, events = skycastle.apply(state, skycastle.legal_actions(state)[0])
    texts = [event_text(e, NAMES, 0) for e in events_for(events, 0)]
    assert any(re.match(r"Your \w+ and \w+ were set aside this round", t) for t in texts), texts


# --- numbers agree with their words ----------------------------------------------------------------

PLURALS = ("cards", "pieces", "points", "pts", "keys", "tiles", "roles", "sets", "artifacts", "chests")
SINGULARS = ("card", "piece", "point", "pt", "key", "tile", "role", "set", "artifact", "chest")
ONE_MANY = re.compile(r"(?<![\d.])[-+−]?1 (?:\w+ )?(" + "|".join(PLURALS) + r")\b")
MANY_ONE = re.compile(r"(?<![\d./])[-+−]?(0|[2-9]|\d\d+) (?:unused |skeleton )?(" + "|".join(SINGULARS) +
                      r")\b(?! (tile|tiles)\b)")


def count_problems(text: str) -> list[str]:
    return [f"{m.group(0)!r} in {text!r}" for m in list(ONE_MANY.finditer(text)) + list(MANY_ONE.finditer(text))]


def test_the_count_check_catches_what_it_must():
    assert count_problems("Pay 2 for C7a (1 unused keys)")
    assert count_problems("Take C10a: 2 skeleton key, -1 pts")
    assert count_problems("Tile deck: 0 tile (order hidden)")
    assert not count_problems("Take C10a: 1 skeleton key, -1 pt; 2 key tiles; 1 key tile; sets of 3")
    assert not count_problems("Round 1/3; Keys 0/2; acts 1 of 5; a set of 2; Art 3 (next +4)")


def all_texts(adapter, state, seat, viewer):
    view = skycastle.view(state, viewer)
    legal = skycastle.legal_actions(view) if seat == viewer else ()
    layout = adapter.layout(view, area((1280, 720)), viewer)
    aff = adapter.affordances(view, legal, layout, viewer)
    texts = [line for _, line in adapter.scoreboard(view, viewer)]
    texts += [p.info for p in layout.pieces] + [p.tag for p in layout.pieces]
    texts += [x for p in layout.pieces if p.look[0] in ("plate", "deck", "supply", "skel")
              for x in (p.look[1:] if p.look[0] != "plate" else p.look[2]) if isinstance(x, str)]
    texts += [w for z in list(layout.zones) + list(aff.dropzones) for w in (z.label, z.note, z.name)]
    texts += [aff.prompt, aff.banner, *aff.hover.values(), *(b.label for b in aff.buttons)]
    texts += [c.question for c in aff.confirms.values()]
    texts += [name_seats(a.label, NAMES, viewer) for a in legal]
    if seat is not None:
        texts.append(name_seats(skycastle.describe_decision(view), NAMES, viewer))
    return [t for t in texts if t]


def test_numbers_agree_with_their_nouns(fonts):
    """The table's texts and the rules' (events, prompts, labels) over random games, for each seat."""
    adapter = adapter_for("skycastle", NAMES)
    found = set()
    for g in range(8):
        rng = random.Random(100 + g)
        state, events = skycastle.new_game_with_events(2, rng.randrange(10**6))
        while True:
            seat = skycastle.to_act(state)
            for viewer in (0, 1, None):
                found.update(p for e in events_for(events, viewer) for p in count_problems(event_text(e, NAMES, viewer)))
            for viewer in (0, 1):
                for text in all_texts(adapter, state, seat, viewer):
                    found.update(count_problems(text))
            if seat is None:
                break
            state, events = skycastle.apply(state, rng.choice(skycastle.legal_actions(state)))
    assert not found, sorted(found)[:20]


# --- legal spots are filled with colour -------------------------------------------------------------


def open_table(d, seed):
    session = Session.new("skycastle", [SeatSpec("human", "You"), SeatSpec("random", "Rival")], seed,
                          store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    return d.table(), session


def to_placement(d, session, table):
    for _ in range(600):
        state = session.state
        if session.is_human_turn() and state.step[0] == "place" and not table.staging and len(state.placing) >= 2:
            return
        if session.is_human_turn():
            d.step()
            d.gesture_for_turn()
        d.step()
    raise AssertionError("never placing")


def test_dragging_a_role_fills_every_legal_spot_with_its_colour(driver):
    d = driver
    table, session = open_table(d, 3)
    to_placement(d, session, table)
    d.step(3)
    key = next(drag.piece for drag in table.aff.drags)
    legal = set(table.aff.drag_targets(key))
    spots = [z for z in table.board.zones.values() if z.id.startswith(("cell:", "slot:"))]
    spot = next(z for z in spots if z.id in legal)
    other = next(z for z in spots if z.id not in legal and not any(s.startswith(z.id + ":") for s in legal))

    def probe(zone):  # a point of the spot that a tile or a token hardly covers in colour
        return int(zone.rect.x + zone.rect.w * 0.5), int(zone.rect.y + zone.rect.h * 0.08)

    before = [d.app.screen.get_at(probe(z)) for z in (spot, other)]
    start = table.board.pieces[key].rect.center
    d.move(start)
    d.press(start)
    d.move((start[0] + 4, start[1] - 30), (1, 0, 0))
    d.move((start[0] + 8, start[1] - 60), (1, 0, 0))
    d.step(2)
    after = [d.app.screen.get_at(probe(z)) for z in (spot, other)]
    d.release((start[0] + 8, start[1] - 60))
    change = [sum(abs(a - b) for a, b in zip(x[:3], y[:3])) for x, y in zip(before, after)]
    assert change[0] > 40 and change[1] < 10, (before, after)


# --- no text on text --------------------------------------------------------------------------------


def half_hidden(trace, slack=2):
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
    d.table().toast_time = 0  # a moment's message lies over the table on purpose
    trace, widgets = text_trace.frame(d.app)
    problems = trace.overlaps() + trace.covered() + trace.clipped(pygame.Rect(0, 0, *d.app.size)) + widgets
    found += [f"{label}: {p}" for p in problems + half_hidden(trace)]


@pytest.mark.parametrize("text_size", ["medium", "large"])
@pytest.mark.parametrize("size", SIZES)
def test_no_text_on_text_at_any_size(driver, size, text_size):
    d = driver
    d.app.resize(size)
    d.app.settings.text_size = text_size
    d.app.apply_settings()
    found: list[str] = []
    for seed in (3, 11):
        table, session = open_table(d, seed)
        seen: set[str] = set()
        for _ in range(3000):
            if session.result() is not None:
                break
            if session.is_human_turn():
                d.step()
                kind = session.state.step[0]
                if kind not in seen:
                    seen.add(kind)
                    words_problems(d, f"seed {seed}, {kind}", found)
                    if kind == "place":  # a role carried over the castle
                        key = next(drag.piece for drag in table.aff.drags)
                        start = table.board.pieces[key].rect.center
                        end = table.board.zones["cell:5"].rect.center
                        d.move(start)
                        d.press(start)
                        d.move(((start[0] + end[0]) / 2, (start[1] + end[1]) / 2), (1, 0, 0))
                        d.move(end, (1, 0, 0))
                        words_problems(d, f"seed {seed}, a role carried", found)
                        d.release(start)
                        d.step(30)
                d.gesture_for_turn()
            d.step()
        d.step(5)
        while d.scene is not table:  # the finished table, under its results
            d.app.stack.pop()
        words_problems(d, f"seed {seed}, the end", found)
    assert not found, f"{len(found)} at {size}, {text_size}:\n" + "\n".join(found[:30])

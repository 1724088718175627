"""The generic table pieces, without a window: layouts (row, fan, grid, ring of seats), board
graphs (links that keep off third spaces, routes through the spaces' centres), standees (legible
on a crowded space), dice (a tumble lands on the named face), the standard chance events, and the
reading panel (choices hit where drawn, text never cut)."""

from __future__ import annotations

import math
import os
import random
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from app.games.contract import Choreography  # noqa: E402
from app.table import chance, dice, layouts, standees  # noqa: E402
from app.table.graph import BoardGraph, crosses  # noqa: E402
from app.table.layouts import inside, overlap  # noqa: E402
from app.table.motion import Motion, Route, route_length  # noqa: E402
from app.table.reading import ReadingPanel  # noqa: E402
from rules.core import Event  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = [(1024, 640), (1280, 720), (1920, 1080), (3840, 2160)]


@pytest.fixture(scope="module", autouse=True)
def fonts():
    from app.ui import gfx

    pygame.font.init()
    gfx.reset()  # fonts cached by an earlier test's pygame session are dead now
    yield


def table_area(size: tuple[int, int]) -> pygame.FRect:
    """The table's part of a window (the side panel takes the right: 22%, 240 to 420 px)."""
    w, h = size
    return pygame.FRect(0, 0, w - max(240, min(420, int(w * 0.22))), h)


# --- layouts -----------------------------------------------------------------------------------------


def test_row_is_centred_and_shrinks_to_fit():
    area = pygame.FRect(100, 50, 600, 200)
    rects = layouts.row(area, 4, (100, 140), 10)
    assert [round(r.w) for r in rects] == [100] * 4
    assert math.isclose((rects[0].x + rects[-1].right) / 2, area.centerx)
    assert all(math.isclose(r.centery, area.centery) for r in rects)
    tight = layouts.row(area, 12, (100, 140), 10)
    assert all(inside(r, area) for r in tight)
    assert not any(overlap(a, b) for a, b in zip(tight, tight[1:]))
    assert math.isclose(tight[0].w / tight[0].h, 100 / 140, rel_tol=1e-5)
    assert layouts.row(area, 0, (10, 10)) == []


def test_fan_overlaps_only_when_tight_and_keeps_each_corner():
    area = pygame.FRect(0, 0, 500, 160)
    loose = layouts.fan(area, 3, (100, 140))
    assert not any(overlap(a, b) for a, b in zip(loose, loose[1:]))
    for count in (6, 10, 20, 40):
        cards = layouts.fan(area, count, (100, 140), min_visible=0.3)
        assert len(cards) == count
        assert all(inside(r, area) for r in cards)
        for a, b in zip(cards, cards[1:]):
            assert b.x - a.x >= 0.3 * a.w - 1e-3, "a card's readable corner is covered"
    arced = layouts.fan(area, 7, (100, 140), arc=0.1)
    assert all(inside(r, area) for r in arced)
    assert arced[3].y < arced[0].y  # the middle card is higher


def test_grid_in_reading_order():
    area = pygame.FRect(0, 0, 300, 200)
    cells = layouts.grid(area, 2, 3)
    assert len(cells) == 6 and cells[1].x > cells[0].x and cells[3].y > cells[0].y
    assert all(inside(c, area) for c in cells)
    sized = layouts.grid(area, 3, 4, (100, 100), 10)
    assert all(inside(c, area) for c in sized)
    assert not any(overlap(a, b) for i, a in enumerate(sized) for b in sized[i + 1:])


def test_split_and_reference_canvas():
    area = pygame.FRect(0, 0, 1000, 500)
    top, rest = layouts.split(area, "top", 0.2, gap=10)
    assert top.h == 100 and rest.y == 110 and rest.h == 390
    r = layouts.from_reference(pygame.FRect(0, 0, 800, 450), (1600, 900), (800, 450, 160, 90))
    assert (r.x, r.y, r.w, r.h) == (400, 225, 80, 45)


def _clockwise_angle(rect: pygame.FRect, area: pygame.FRect) -> float:
    """0 at the bottom, growing clockwise on screen: left, top, right."""
    dx, dy = rect.centerx - area.centerx, rect.centery - area.centery
    return math.atan2(-dx, dy) % (2 * math.pi)


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("seats", range(3, 9))
def test_ring_of_seats(size, seats):
    for area in (table_area(size), pygame.FRect(0, 0, *size)):
        for perspective in range(seats):
            ring = layouts.ring(area, seats, perspective)
            rects = [ring[s] for s in range(seats)]
            plates = [ring.plate(s) for s in range(seats)]
            assert all(inside(r, area) for r in rects + plates), f"a seat or its name plate leaves {area}"
            assert inside(ring.centre, area)
            assert all(p.h >= 18 * area.h / 720 for p in plates)  # a 14 px name and its margin
            everything = rects + plates + [ring.centre]
            for i, a in enumerate(everything):
                for b in everything[i + 1:]:
                    assert not overlap(a, b), f"{a} overlaps {b}"
            own = ring[perspective]
            assert ring.slots[perspective] == "B" and ring.side(perspective) == "bottom"
            assert math.isclose(own.centerx, area.centerx, abs_tol=1)
            assert all(own.y >= ring[s].bottom - 0.5 for s in range(seats) if s != perspective)
            order = [(perspective + k) % seats for k in range(1, seats)]
            angles = [_clockwise_angle(ring[s], area) for s in order]
            assert angles == sorted(angles), "the seats do not go clockwise from the bottom"
            assert ring.side(order[0]) in ("left", "top") and ring.side(order[-1]) in ("right", "top")
            # room enough for a name plate and a few cards, even at 1024 x 640 with eight seats
            assert ring.slot_size[1] >= area.h * 0.13
            assert ring.centre.w >= area.w * 0.3 and ring.centre.h >= area.h * 0.25


def test_ring_follows_the_wizard_tower_slots():
    ring = layouts.ring(pygame.FRect(0, 0, 1600, 900), 8, 0)
    assert [ring.slots[s] for s in range(1, 8)] == ["LL", "LH", "TL", "TC", "TR", "RH", "RL"]
    assert ring[1].y > ring[2].y and ring[6].y < ring[7].y  # up the left side, down the right
    assert ring[3].x < ring[4].x < ring[5].x
    three = layouts.ring(pygame.FRect(0, 0, 1600, 900), 3, 2)
    assert three.slots == {2: "B", 0: "TL", 1: "TR"}
    with pytest.raises(ValueError):
        layouts.ring(pygame.FRect(0, 0, 1600, 900), 9, 0)


# --- board graphs -----------------------------------------------------------------------------------


def _loghan_like(seed: int) -> BoardGraph:
    """A room graph like Castle von Loghan's: nodes on a 120 x 62 grid, 108 x 44 each, joined to
    nodes up to two columns / rows away (so many straight lines would run under a third node)."""
    rng = random.Random(seed)
    cells = rng.sample([(gx, gy) for gx in range(7) for gy in range(8)], 22)
    spaces = {f"n{gx}_{gy}": (60 + 120 * gx, 80 + 62 * gy) for gx, gy in cells}
    names = list(spaces)
    edges = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            (ax, ay), (bx, by) = spaces[a], spaces[b]
            if abs(ax - bx) <= 240 and abs(ay - by) <= 124 and rng.random() < 0.3:
                edges.append((a, b))
    return BoardGraph(spaces, edges, size=(108, 44), bounds=(0, 40, 960, 540))


def _check_links(graph: BoardGraph, fitted) -> None:
    for link, (a, b) in zip(fitted.links(), graph.edges):
        if (a, b) in fitted.crossing:
            continue
        for space, r in fitted.rects.items():
            if space not in (a, b):
                assert not crosses(link.points, r), f"the {a}-{b} line runs under {space}"
        # the line shows between the two spaces: it starts on a's border and ends on b's
        assert not fitted.rects[a].inflate(-2, -2).collidepoint(link.points[0])
        assert not fitted.rects[b].inflate(-2, -2).collidepoint(link.points[-1])
        assert len(link.points) <= 4  # straight, an elbow, or a three-segment detour


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("rect", [pygame.FRect(0, 40, 960, 580), pygame.FRect(10, 10, 600, 380),
                                  pygame.FRect(0, 0, 2000, 1300)])
def test_random_boards_links_keep_off_third_spaces(seed, rect):
    """Random dense graphs on Loghan's grid: some edges have no straight, elbow or detour shape at
    all (the columns are 12 px apart); those are reported in ``crossing``, every other line keeps
    off every third space."""
    graph = _loghan_like(seed)
    fitted = graph.fit(rect)
    _check_links(graph, fitted)
    assert len(fitted.crossing) <= max(1, len(graph.edges) // 8)


# Castle von Loghan's castle board (loghan_content.md C7.1 / C7.2) and laboratory inset.
LOGHAN_GRID = {"POD": (4, 8), "PATH": (4, 7), "CAMP": (6, 7), "GRAVE": (0, 6), "MOAT": (3, 6), "GATE": (4, 5),
               "BAILEY": (4, 3), "STABLE": (6, 3), "WELL": (3, 4), "KITCH": (2, 3), "CELLAR": (1, 4), "HALL": (3, 2),
               "CHAPEL": (1, 2), "ARMORY": (5, 2), "BARRACKS": (5, 1), "LIBRARY": (1, 0), "GALLERY": (3, 0),
               "STAIR": (5, 0), "DUNGEON": (1, 5), "TOWER": (7, 0), "SOLAR": (2, 1)}
LOGHAN_EDGES = [("POD", "PATH"), ("PATH", "CAMP"), ("PATH", "GRAVE"), ("PATH", "GATE"), ("PATH", "MOAT"),
                ("MOAT", "KITCH"), ("MOAT", "STABLE"), ("MOAT", "DUNGEON"), ("GRAVE", "CHAPEL"), ("GATE", "BAILEY"),
                ("BAILEY", "STABLE"), ("BAILEY", "WELL"), ("BAILEY", "HALL"), ("BAILEY", "ARMORY"), ("WELL", "KITCH"),
                ("KITCH", "HALL"), ("KITCH", "CELLAR"), ("CELLAR", "DUNGEON"), ("HALL", "CHAPEL"), ("HALL", "GALLERY"),
                ("ARMORY", "BARRACKS"), ("BARRACKS", "STAIR"), ("GALLERY", "STAIR"), ("GALLERY", "LIBRARY"),
                ("STAIR", "TOWER"), ("GALLERY", "SOLAR")]
LAB_GRID = {"LIFT-A": (0, 2), "LIFT-B": (0, 0), "LAB-HUB": (1, 1), "CRYO": (2, 0), "CLONE": (2, 2), "SERVER": (3, 0),
            "REACTOR": (3, 2)}
LAB_EDGES = [("LIFT-A", "LAB-HUB"), ("LIFT-B", "LAB-HUB"), ("LAB-HUB", "CRYO"), ("LAB-HUB", "CLONE"),
             ("CRYO", "SERVER"), ("CLONE", "REACTOR"), ("SERVER", "REACTOR")]


@pytest.mark.parametrize("size", WINDOWS)
def test_loghan_boards_have_no_line_under_a_room(size):
    """loghan.md 7.7 U2: no edge polyline of any board crosses a node other than its two ends."""
    w, h = size
    board_area = layouts.from_reference(pygame.FRect(0, 0, w, h), (1600, 900), (0, 40, 960, 580))
    castle = BoardGraph({k: (60 + 120 * x, 80 + 62 * y) for k, (x, y) in LOGHAN_GRID.items()}, LOGHAN_EDGES,
                        size=(108, 44), bounds=(0, 40, 960, 580))
    lab = BoardGraph({k: (180 + 200 * x, 200 + 150 * y) for k, (x, y) in LAB_GRID.items()}, LAB_EDGES,
                     size=(108, 44), bounds=(0, 40, 960, 580))
    for graph in (castle, lab):
        fitted = graph.fit(board_area)
        assert not fitted.crossing
        _check_links(graph, fitted)
        assert all(inside(r, board_area) for r in fitted.rects.values())


def test_a_blocked_straight_line_becomes_an_elbow_or_a_detour():
    graph = BoardGraph({"a": (0, 0), "b": (2, 0), "c": (4, 0), "d": (4, 2)},
                       [("a", "c"), ("a", "d"), ("b", "c")], size=(1, 1))
    fitted = graph.fit(pygame.FRect(0, 0, 500, 300))
    assert len(fitted.polylines[("b", "c")]) == 2          # nothing in the way: straight
    assert len(fitted.polylines[("a", "c")]) == 4          # b sits on the line: a detour round it
    assert len(fitted.polylines[("a", "d")]) in (2, 3)     # the diagonal clears b (or bends)
    for points in fitted.polylines.values():
        assert not crosses(points, fitted.rects["b"].inflate(12, 12)) or points == fitted.polylines[("b", "c")]


def test_fitting_keeps_the_aspect_and_stays_inside():
    graph = BoardGraph({"a": (0, 0), "b": (10, 5)}, [("a", "b")], size=(2, 1))
    for rect in (pygame.FRect(0, 0, 1000, 100), pygame.FRect(0, 0, 100, 1000), pygame.FRect(5, 5, 640, 480)):
        fitted = graph.fit(rect)
        ra, rb = fitted.rect("a"), fitted.rect("b")
        assert inside(ra, rect) and inside(rb, rect)
        assert math.isclose(ra.w / ra.h, 2.0, rel_tol=1e-5)
        assert math.isclose((rb.centerx - ra.centerx) / (rb.centery - ra.centery), 2.0, rel_tol=1e-5)
        assert fitted.space_at(ra.center) == "a" and fitted.space_at((rect.right + 5, 0)) is None


def _walk(start: pygame.FRect, home: pygame.FRect, route: Route, frames: int = 240) -> list[tuple[float, float]]:
    class Standee:
        pass

    piece = Standee()
    piece.rect, piece.home = pygame.FRect(start), pygame.FRect(home)
    motion = Motion(pygame.FRect(start), 1.0, 0.0, route=route)
    seen = [tuple(piece.rect.center)]
    for _ in range(frames):
        done = motion.advance(piece, 1 / frames)
        seen.append(tuple(piece.rect.center))
        if done:
            break
    return seen


def test_a_route_of_three_spaces_passes_the_three_centres_in_order():
    graph = BoardGraph({"a": (0, 0), "b": (3, 0), "c": (3, 2)}, [("a", "b"), ("b", "c")], size=(1, 1))
    fitted = graph.fit(pygame.FRect(0, 0, 600, 400))
    points = fitted.path_points(["a", "b", "c"])
    centres = [fitted.centre(s) for s in "abc"]
    assert [points.index(c) for c in centres] == sorted(points.index(c) for c in centres)
    route = standees.walk(fitted, ["a", "b", "c"])
    assert route.points == (centres[1],) and not route.smooth
    start, home = pygame.FRect(0, 0, 20, 28), pygame.FRect(0, 0, 20, 28)
    start.center, home.center = centres[0], centres[2]
    seen = _walk(start, home, route)
    hits = [min(range(len(seen)), key=lambda i: math.dist(seen[i], c)) for c in centres]
    assert all(math.dist(seen[i], c) < 4 for i, c in zip(hits, centres)), "the walk misses a space's centre"
    assert hits == sorted(hits)
    assert math.isclose(route_length(centres[0], route, centres[2]), math.dist(*centres[:2]) + math.dist(*centres[1:]),
                        rel_tol=1e-5)


def test_a_route_follows_the_corners_of_a_detour():
    graph = BoardGraph({"a": (0, 0), "b": (2, 0), "c": (4, 0)}, [("a", "c"), ("a", "b")], size=(1, 1))
    fitted = graph.fit(pygame.FRect(0, 0, 600, 300))
    route = fitted.route(["a", "c"])
    assert len(route.points) == 2  # the two corners of the detour round b
    assert not crosses((fitted.centre("a"), *route.points, fitted.centre("c")), fitted.rect("b"))
    assert graph.shortest_path("c", "b") == ["c", "a", "b"]


# --- standees -----------------------------------------------------------------------------------------


def _head_centre(r: pygame.FRect) -> tuple[float, float]:
    return r.centerx, r.y + r.h * 0.26


@pytest.mark.parametrize("space, size", [
    (pygame.FRect(0, 0, 150, 90), (36, 50)),      # a room of a floor plan
    (pygame.FRect(0, 0, 120, 60), (30, 42)),      # a small room
    (pygame.FRect(0, 0, 108, 44), (20, 20)),      # Citadel's 20 px discs in a 108 x 44 node
    (pygame.FRect(40, 40, 300, 200), (70, 98)),   # a large space at 4K
    (pygame.FRect(0, 0, 70, 50), (40, 56)),       # cramped: must shrink
])
@pytest.mark.parametrize("count", range(1, 7))
def test_standees_on_one_space_stay_legible(space, size, count):
    rects = standees.stand(space, count, size)
    assert len(rects) == count
    for i, r in enumerate(rects):
        assert inside(r, space), f"standee {i} leaves its space"
        head = _head_centre(r)
        assert not any(later.collidepoint(head) for later in rects[i + 1:]), f"standee {i}'s head is hidden"
        assert r.w >= min(size[0], space.w / count) * 0.45  # shrunk, but never to a dot
    if count * size[0] * 1.12 <= space.w and size[1] <= space.h:
        assert all(math.isclose(r.w, size[0], rel_tol=1e-5) for r in rects)  # room enough: full size, one row
        assert not any(overlap(a, b) for a, b in zip(rects, rects[1:]))


def test_standee_art():
    look = standees.standee_look((0, 114, 178), "Ad", "circle", "hood")
    big = standees.render_look(look, 100, 140)
    assert big.get_size() == (100, 140)
    assert big.get_at((50, 36))[3] == 255  # the head's medallion
    assert big.get_at((2, 2))[3] == 0      # transparent round the figure
    small = standees.render_standee((0, 0, 0), "P", 24, 24)
    assert small.get_at((12, 12))[3] == 255
    for figure in standees.FIGURES:  # every silhouette is drawn and differs from the others
        assert standees.render_standee((213, 94, 0), "X", 70, 98, "", figure).get_bounding_rect().h > 60
    with pytest.raises(ValueError):
        standees.standee_look((0, 0, 0), "X", figure="dragon")


# --- dice -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("face", range(1, 7))
@pytest.mark.parametrize("delay", [0.0, 0.3])
def test_a_tumble_lands_on_the_named_face(face, delay):
    tumble = dice.Tumble(face, delay, 1.0, key="d2")
    seen = []
    frames = 0
    while not tumble.advance(1 / 60):
        seen.append(tumble.face_now())
        dx, dy = tumble.offset(100, 200, 64, 64)
        assert abs(dx - 100) < 64 and abs(dy - 200) < 64
        frames += 1
        assert frames < 200
    assert tumble.face_now() == face
    assert tumble.look(dice.die_look(1)) == dice.die_look(face)
    assert tumble.offset(100, 200, 64, 64) == (100, 200)
    assert 0.6 <= tumble.duration <= 0.9 and frames >= int((0.6 + delay) * 60) - 1
    rolling = seen[int(delay * 60) + 1:int((delay + 0.45) * 60)]
    assert len(set(rolling)) >= 3, "the shown face does not cycle"
    assert seen[-1] == face  # it settles on the face before it is done


def test_a_tumble_at_time_scale_zero_lands_at_once():
    tumble = dice.Tumble(4, 0.5, 0.0)
    assert tumble.done and tumble.face_now() == 4
    assert tumble.advance(0.0)
    assert tumble.offset(3, 4, 10, 10) == (3, 4)


def test_tumbles_repeat_and_start_from_the_old_face():
    a, b = dice.Tumble(6, 0.2, 1.0, key="d1", start=2), dice.Tumble(6, 0.2, 1.0, key="d1", start=2)
    assert a.sequence == b.sequence and a.sequence[-1] != 6
    assert a.face_now() == 2  # still in the hand: the old face
    roll = chance.standard_choreography([Event("roll", "", {"die": "d3", "face": 5})]).rolls[0]
    assert dice.Tumble.for_roll(roll).face == 5


def test_die_faces_differ():
    images = [pygame.image.tobytes(dice.render_die(f, 64), "RGBA") for f in range(1, 7)]
    assert len(set(images)) == 6
    for style in dice.STYLES:  # opaque inside: the felt never shows through a pip or a rim
        image = dice.render_die(6, 64, style)
        assert min(image.get_at((x, y))[3] for x in range(6, 54) for y in range(6, 54)) == 255
    custom = dice.render_look(dice.die_look("5m", "red"), 80, 64)
    assert custom.get_size() == (80, 64)
    assert dice.with_face(("walk", "red", 3), 1) == ("walk", "red", 1)


# --- chance events -------------------------------------------------------------------------------------


def test_standard_choreography_of_chance_events():
    events = [Event("shuffle", "The deck is shuffled", {"pile": "deck"}),
              Event("draw", "A card is drawn", {"pile": "deck", "to": "hand:3"}),
              Event("roll", "", {"die": "d1", "face": 3}), Event("roll", "", {"die": "d2", "face": 6}),
              Event("roll", "", {"die": "d3", "face": 1}), Event("walk", "not chance", {"x": 1}),
              Event("roll", "", {"die": "d1", "face": 2})]
    out = chance.standard_choreography(events)
    assert isinstance(out, Choreography)
    assert out.shakes == {"deck"}
    assert out.origins == {"hand:3": "deck"} and out.delays["hand:3"] >= chance.SHUFFLE_SECONDS
    first = out.rolls[:3]
    assert [(r.die, r.face) for r in first] == [("d1", 3), ("d2", 6), ("d3", 1)]
    assert len({r.delay for r in first}) == 1 and first[0].delay > out.delays["hand:3"]
    assert out.rolls[3].die == "d1" and out.rolls[3].delay >= first[0].delay + dice.TUMBLE_SECONDS
    names = [c.name for c in out.sounds]
    assert names == ["shuffle", "draw", "dice", "dice"]
    assert chance.chance_seconds(out) == out.rolls[3].delay + dice.TUMBLE_SECONDS
    keyed = chance.standard_choreography([Event("roll", "", {"die": "walk", "face": 2})], keys={"walk": "die:walk"})
    assert keyed.rolls[0].die == "die:walk"


def test_the_dice_sound():
    path = ROOT / "sounds" / "dice.wav"
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
        assert 0.3 < w.getnframes() / 44100 < 2.0
    assert '"dice.wav": s_dice' in (ROOT / "sounds" / "make_sounds.py").read_text()


# --- the reading panel -----------------------------------------------------------------------------------

STORY = ("The lantern gutters as the group steps into the Long Gallery. Portraits line both walls, and every one "
         "of them has had its eyes cut out. Somewhere beyond the far door a clock ticks, slow and heavy.\n\n") * 4
CHOICES = [("A - Follow the footprints back the way they came, quietly, keeping to the wall", "a"),
           ("B - Hold the lantern up to the portraits", "b"), ("C - Call out", "c"),
           ("D - Leave the gallery and bar the door behind you", "d")]


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("text_scale", [0.85, 1.0, 1.25])
@pytest.mark.parametrize("text", [STORY, "A short note.", "Averyveryverylongwordthatcannotfitonaline" * 6])
def test_reading_panel_is_readable_and_its_choices_are_hit_where_drawn(size, text_scale, text):
    area = table_area(size)
    panel = ReadingPanel("The Gallery of Blind Portraits", text, CHOICES, area, text_scale, window_height=size[1])
    assert inside(panel.rect, area)
    assert panel.body_size >= 14 * size[1] / 720 - 1e-9 or text_scale < 1
    font = pygame.font.Font(None, 1)  # noqa: F841 (font module is up)
    from app.ui import gfx

    body = gfx.font(panel.body_size)
    for first in range(panel.max_first + 1):
        panel.first = first
        shown = panel.visible_lines()
        assert len(shown) * panel.line_h <= panel.text_rect.h + 1e-6, "a line is cut at the bottom"
        assert all(body.size(line)[0] <= panel.text_rect.w for line in shown), "a line runs past the box"
    letters = len(text.replace(" ", "").replace("\n", ""))
    assert sum(len(line.replace("-", "")) for line in panel.lines) >= letters * 0.99  # no text lost
    for r in [panel.title_rect, panel.text_rect, *panel.choice_rects]:
        assert inside(r, panel.rect)
    assert not any(overlap(a, b) for i, a in enumerate(panel.choice_rects) for b in panel.choice_rects[i + 1:])
    assert not any(overlap(panel.text_rect, c) for c in panel.choice_rects)
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    panel.draw(surface, shade=False)
    for i, r in enumerate(panel.choice_rects):
        assert panel.choice_at(r.center) == i
        assert panel.choice_at((r.right - 3, r.bottom - 3)) == i
        colour = surface.get_at((int(r.x + 6), int(r.centery)))[:3]
        assert colour != gfx.PAPER[:3], "no button drawn where choice {i} is hit"
    assert panel.choice_at(panel.text_rect.center) is None
    assert panel.choice_at((panel.rect.x - 5, panel.rect.y - 5)) is None


def test_reading_panel_scrolls_and_takes_the_keyboard():
    area = table_area((1024, 640))
    panel = ReadingPanel("A long story", STORY * 2, CHOICES, area, 1.25, window_height=640)
    assert panel.scrolls and panel.max_first > 0 and panel.shown >= 3
    panel.scroll(-5)
    assert panel.first == 0
    panel.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert panel.first == 3
    panel.key(pygame.K_END)
    assert panel.first == panel.max_first and panel.visible_lines()[-1] == panel.lines[-1]
    panel.scroll(100)
    assert panel.first == panel.max_first
    assert panel.focus == 0
    panel.key(pygame.K_TAB)
    panel.key(pygame.K_DOWN)
    assert panel.focus == 2
    panel.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    panel.key(pygame.K_UP)
    panel.key(pygame.K_UP)
    assert panel.focus == 3  # wraps round
    assert panel.key(pygame.K_RETURN) == 3
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=panel.choice_rects[1].center, button=1)
    assert panel.handle(click) == 1 and panel.focus == 1
    short = ReadingPanel("Note", "Two lines\nonly.", ["OK"], area)
    assert not short.scrolls and short.max_first == 0 and short.visible_lines() == ["Two lines", "only."]

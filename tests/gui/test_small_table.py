"""The real table with the test-only Small Table game: dice roll to the rules' faces, standees walk
along their paths, seat rings of 3 to 8 fit from 1024 x 640 to 3840 x 2160, a story is read on the
reading panel and its choices are clicked.

These drive the table scene that runs contract adapters (``app.games.<id>.TABLE``); they skip,
saying why, while the scene does not have what they use yet (see ``READY``).
"""

from __future__ import annotations

import math
import os
from pathlib import Path

import pygame
import pytest

import smalltable
from smalltable import game
from smalltable.table import seat_zone, space_zone

READY = ("the table scene must find adapters by convention (app.games.table_class) and expose "
         "board, layout (Layout), aff (Affordances), buttons (keyed) and play(action)")
SHOTS = os.environ.get("CASTLETOP_SHOTS")  # a folder: save what the ring tests drew there


@pytest.fixture
def small(monkeypatch):
    return smalltable.register(monkeypatch)


def names(n: int) -> list[str]:
    return ["You", "Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"][:n]


def open_small(d, players: int = 3, options: dict | None = None, seed: int = 1, size: tuple[int, int] | None = None,
               monkeypatch=None):
    """The table for a game of ``players``: you at seat 0, the others random AIs. With
    ``monkeypatch``, the AIs hold their moves (so a test can watch one move play out alone)."""
    import app.games as games

    if not hasattr(games, "table_class"):
        pytest.skip(READY)
    from app.play.session import SeatSpec, Session
    from app.scenes import navigation

    if size is not None:
        d.app.resize(size)
        d.step(2)
    # one person: with several at one screen the eyes move to the next person after every move
    seats = [SeatSpec("human" if i == 0 else "random", name) for i, name in enumerate(names(players))]
    session = Session.new("smalltable", seats, seed, options or {}, store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    table = d.table()
    if not all(hasattr(table, attr) for attr in ("board", "layout", "aff", "buttons", "play")):
        pytest.skip(READY)
    if monkeypatch is not None and hasattr(table, "driver"):
        monkeypatch.setattr(table.driver, "next_move", lambda now, busy: None)
    return table, session


def button(table, key: str):
    return next(b for b in table.buttons if b.key == key)


def passes(path: list, point: tuple[float, float]) -> bool:
    """Whether a piece drawn at ``path`` (one centre a frame) went through ``point``: within half a
    frame's travel of it (a frame samples the walk; the corner itself falls between two frames)."""
    steps = [math.dist(a, b) for a, b in zip(path, path[1:])] or [0.0]
    return min(math.dist(p, point) for p in path) <= max(steps) / 2 + 1.5


def settle(d, table, frames: int = 240) -> list:
    """Step until nothing moves; every frame's piece centres."""
    seen = []
    for _ in range(frames):
        d.step()
        seen.append({k: tuple(p.rect.center) for k, p in table.board.pieces.items()})
        if not table.board.animating:
            break
    return seen


def test_a_die_rolled_shows_the_named_face_after_the_animation(driver, small, monkeypatch):
    d = driver
    table, session = open_small(d, options={"rig": [4, 1, 6]}, monkeypatch=monkeypatch)
    table.board.time_scale = 1.0  # the tests' app is instant; watch the tumble at normal speed
    d.click(button(table, "roll").rect.center)
    assert session.state.dice == (4, 1, 6), "the Roll button did not roll"
    die = table.board.pieces["d1"]
    assert die.tumble is not None, "the roll event did not make the die tumble"
    shown = []
    for _ in range(120):
        if die.tumble is None:
            break
        shown.append(die.tumble.face_now())
        d.step()
    assert die.tumble is None, "the tumble never landed"
    assert 0.5 * 60 <= len(shown) <= 1.2 * 60, f"the tumble took {len(shown)} frames"
    assert len(set(shown[:20])) >= 3, "the shown face did not cycle"
    settle(d, table)
    assert [table.board.pieces[k].look[-1] for k in game.DICE] == [4, 1, 6]
    # what is on the screen is the adapter's picture of the named face
    d.step()
    for key, face in zip(game.DICE, (4, 1, 6)):
        r = table.board.pieces[key].rect
        rect = pygame.Rect(int(r.x), int(r.y), int(r.w), int(r.h))  # where the board blits it
        drawn = table.adapter.render(table.board.pieces[key].look, rect.w, rect.h)
        probe = rect.inflate(-rect.w // 2, -rect.h // 2)
        screen = d.app.screen
        mismatched = sum(max(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3],
                                                        drawn.get_at((x - rect.x, y - rect.y))[:3])) > 8
                         for x in range(probe.x, probe.right, 2) for y in range(probe.y, probe.bottom, 2))
        assert mismatched == 0, f"{key} does not show {face} on the screen"


def test_a_roll_at_instant_speed_lands_at_once(driver, small, monkeypatch):
    d = driver
    table, session = open_small(d, options={"rig": [2, 2, 5]}, monkeypatch=monkeypatch)
    table.board.time_scale = 0.0
    d.click(button(table, "roll").rect.center)
    assert all(table.board.pieces[k].tumble is None for k in game.DICE)
    assert [table.board.pieces[k].look[-1] for k in game.DICE] == [2, 2, 5]


def test_a_standee_walked_along_three_spaces_passes_the_middle_one(driver, small, monkeypatch):
    d = driver
    table, session = open_small(d, monkeypatch=monkeypatch)
    table.board.time_scale = 1.0
    walk = game.Walk("ada", ("gate", "tower", "garden"))
    start = table.board.pieces["ada"].rect.center
    tower = table.board.zones[space_zone("tower")].rect.center
    table.play(walk)  # as another seat's move, or a keyboard choice, would be played
    assert session.state.at["ada"] == "garden"
    piece = table.board.pieces["ada"]
    assert piece.motion is not None and piece.motion.route is not None, "the walk has no route"
    frames = settle(d, table)
    path = [start] + [f["ada"] for f in frames]
    near = min(range(len(path)), key=lambda i: math.dist(path[i], tower))
    assert passes(path, tower), "the standee did not pass through the Tower"
    assert 0 < near < len(path) - 1
    assert passes(path, table.board.zones[space_zone("gate")].rect.center) or \
        table.board.zones[space_zone("gate")].rect.collidepoint(path[0])
    assert table.board.zones[space_zone("garden")].rect.contains(piece.rect)
    assert piece.rect == piece.home


def test_a_standee_dragged_to_a_far_space_walks_there(driver, small, monkeypatch):
    d = driver
    table, session = open_small(d, monkeypatch=monkeypatch)
    table.board.time_scale = 1.0
    ada = table.board.pieces["ada"]
    garden = table.board.zones[space_zone("garden")].rect
    d.drag(ada.rect.center, garden.center)
    assert session.state.at["ada"] == "garden", "dropping Ada on the Garden walked nowhere"
    tower = table.board.zones[space_zone("tower")].rect.center
    frames = settle(d, table)
    assert passes([f["ada"] for f in frames], tower), "the walk skipped the Tower"
    assert garden.contains(table.board.pieces["ada"].rect)


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
@pytest.mark.parametrize("players", range(3, 9))
def test_a_ring_of_seats_is_drawn(driver, small, size, players):
    d = driver
    table, session = open_small(d, players=players, size=size)
    d.step(2)
    area = table.area
    seats = {z.seat: z.rect for z in table.board.zones.values() if z.seat is not None}
    assert sorted(seats) == list(range(players))
    for seat, rect in seats.items():
        assert area.contains(rect), f"seat {seat} leaves the table"
        for other, rect2 in seats.items():
            if other > seat:
                assert not rect.colliderect(rect2), f"seats {seat} and {other} overlap"
    own = seats[session.perspective]
    assert all(own.y >= r.bottom - 1 for s, r in seats.items() if s != session.perspective)
    for key, piece in table.board.pieces.items():
        assert area.contains(piece.rect), f"{key} leaves the table"
    assert table.board.zones[seat_zone(0)].nameplate
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        pygame.image.save(d.app.screen, str(Path(SHOTS) / f"small_{players}_{size[0]}x{size[1]}.png"))


def test_a_story_is_read_and_a_choice_clicked(driver, small, monkeypatch):
    d = driver
    table, session = open_small(d, options={"story": True, "rig": [3, 3, 3]}, monkeypatch=monkeypatch)
    panel = getattr(table, "reading", None)
    if panel is None:
        pytest.skip("the scene shows no Reading picker yet (expected: TableScene.reading, an "
                    "app.table.reading.ReadingPanel built from aff.picker, drawn over the table)")
    labels = [label for label, _ in table.aff.picker.choices]
    assert panel.labels == labels
    for _ in range(3):  # the wheel scrolls the story
        d.app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    d.step()
    index = labels.index(game.Roll().label)
    d.click(panel.choice_rects[index].center)
    assert session.state.dice == (3, 3, 3), "clicking the Roll choice did not roll"

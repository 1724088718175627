"""The test-only Small Table game (tests/gui/smalltable): its rules follow the protocol, and its
adapter - written with the generic layouts, board graph, standees and dice only - lays out every
piece inside the window, purely, with a gesture for every legal action and a choreography that
walks standees along their paths and rolls the dice to the rules' faces."""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
for folder in (ROOT / "tests" / "gui", ROOT / "tests" / "rules"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

import smalltable  # noqa: E402
from smalltable import game, table  # noqa: E402
from protocol_checks import Chooser, Hooks, play_and_check  # noqa: E402

from app.games.contract import TableAdapter  # noqa: E402
from app.table.chance import standard_choreography  # noqa: E402
from app.table.layouts import inside, overlap  # noqa: E402
from app.table.pieces import DIE, STANDEE  # noqa: E402
from rules.core.game import problems  # noqa: E402

WINDOWS = [(1024, 640), (1280, 720), (3840, 2160)]


@pytest.fixture(scope="module", autouse=True)
def fonts():
    from app.ui import gfx

    pygame.font.init()
    gfx.reset()  # fonts cached by an earlier test's pygame session are dead now
    yield


def table_area(size: tuple[int, int]) -> pygame.FRect:
    w, h = size
    return pygame.FRect(0, 0, w - max(240, min(420, int(w * 0.22))), h)


def names(n: int) -> list[str]:
    return ["You", "Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"][:n]


def played(state, action):
    after, events = game.apply(state, action)
    return after, events


# --- the rules ---------------------------------------------------------------------------------


def test_the_rules_module_has_the_whole_protocol():
    assert problems(game) == []


@pytest.mark.parametrize("players", range(3, 9))
@pytest.mark.parametrize("seed", range(3))
def test_random_games_keep_the_protocol(players, seed):
    def invariant(state):
        assert sum(state.scores) >= 0 and set(state.at.values()) <= set(game.SPACES)

    final, actions = play_and_check(game, players, seed, Chooser([], seed), Hooks(invariant=invariant), full=True)
    assert game.result(final) is not None and len(actions) == 2 * players


def test_rigged_rolls_and_walks():
    state = game.new_game(3, 1, {"rig": [6, 5, 4]})
    walk = game.Walk("ada", ("gate", "tower", "garden"))
    assert walk in game.legal_actions(state) and walk.label == "Walk Ada to the Garden via the Tower"
    state, events = game.apply(state, game.Roll())
    assert state.dice == (6, 5, 4) and state.scores[0] == 15
    assert [(e.data["die"], e.data["face"]) for e in events if e.kind == "roll"] == [("d1", 6), ("d2", 5), ("d3", 4)]
    state, events = game.apply(state, walk)
    assert state.at["ada"] == "garden" and state.scores[1] == 2
    assert events[0].data == {"standee": "ada", "path": ["gate", "tower", "garden"]}


def test_registration_makes_it_a_known_game(monkeypatch):
    from rules import catalog
    import app.games as games

    smalltable.register(monkeypatch)
    assert catalog.get("smalltable").load() is game
    assert sys.modules["app.games.smalltable"] is table
    table_class = getattr(games, "table_class", None)
    if table_class is not None:  # the app finds tables by convention (app.games.<id>.TABLE)
        assert table_class("smalltable") is table.SmallTable


# --- the adapter --------------------------------------------------------------------------------------


def test_the_adapter_implements_the_contract():
    assert issubclass(table.SmallTable, TableAdapter)
    adapter = table.SmallTable(names(3))  # abstract methods all written: it can be built
    for look in adapter.showcase:
        assert adapter.render(look, 60, 80).get_size() == (60, 80)


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("players", range(3, 9))
def test_layout_is_pure_and_keeps_every_piece_inside(size, players):
    adapter = table.SmallTable(names(players))
    state = game.new_game(players, 5, {"at": {"ada": "hall", "bo": "hall"}})
    area = table_area(size)
    window = pygame.FRect(0, 0, *size)
    for perspective in range(players):
        view = game.view(state, perspective)
        layout = adapter.layout(view, area, perspective)
        assert layout == adapter.layout(view, area, perspective), "the same view laid out twice differs"
        assert layout == table.SmallTable(names(players)).layout(game.view(state, perspective), area, perspective)
        for piece in layout.pieces:
            assert inside(piece.rect, area) and inside(piece.rect, window), f"{piece.key} leaves the table"
        for zone in layout.zones:
            assert inside(zone.rect, area), f"{zone.id} leaves the table"
        assert inside(layout.prompt, area)
        seats = [z for z in layout.zones if z.seat is not None]
        assert sorted(z.seat for z in seats) == list(range(players))
        others = seats + [z for z in layout.zones if z.id.startswith("space:") or z.id == "tray"]
        for i, a in enumerate(others):
            for b in others[i + 1:]:
                assert not overlap(a.rect, b.rect), f"{a.id} overlaps {b.id}"
        own = next(z for z in seats if z.seat == perspective)
        assert all(own.rect.y >= z.rect.bottom - 0.5 for z in seats if z is not own)  # you sit at the bottom
        dice_rects = [p.rect for p in layout.pieces if p.kind == DIE]
        assert len(dice_rects) == 3 and not any(overlap(a, b) for a, b in zip(dice_rects, dice_rects[1:]))
        hall = layout.zone("space:hall").rect
        assert all(inside(p.rect, hall) for p in layout.pieces if p.kind == STANDEE)
        assert len(layout.links) == len(game.EDGES)
        assert layout.size("die") >= 24


def test_every_legal_action_has_a_gesture():
    adapter = table.SmallTable(names(4))
    state = game.new_game(4, 2)
    view = game.view(state, 0)
    layout = adapter.layout(view, table_area((1280, 720)), 0)
    legal = game.legal_actions(view)
    aff = adapter.affordances(view, legal, layout, 0)
    assert set(aff.actions()) == set(legal)
    for drag in aff.drags:
        assert layout.piece(drag.piece) is not None and layout.zone(drag.zone) is not None
    assert [b.name for b in aff.buttons] == ["roll"]
    assert {c.target for c in aff.clicks} == set(game.DICE)
    idle = adapter.affordances(view, (), layout, 0)
    assert not idle.actions() and not idle.prompt


def test_choreography_walks_along_the_path_and_rolls_the_named_faces():
    adapter = table.SmallTable(names(3))
    area = table_area((1280, 720))
    state = game.new_game(3, 4, {"rig": [2, 6, 3]})
    old = game.view(state, 0)
    before = adapter.layout(old, area, 0)
    state, events = game.apply(state, game.Walk("ada", ("gate", "tower", "garden")))
    new = game.view(state, 0)
    after = adapter.layout(new, area, 0)
    choreo = adapter.choreograph(old, new, events, before, after, 0)
    route = choreo.routes["ada"]
    tower = after.zone("space:tower").rect
    assert any(math.dist(p, tower.center) < 1e-3 for p in route.points), "the walk does not pass the Tower"
    gate, garden = before.piece("ada").rect, after.piece("ada").rect
    assert before.zone("space:gate").rect.contains(gate) and after.zone("space:garden").rect.contains(garden)
    assert adapter.target_of(old, game.Walk("ada", ("gate", "tower", "garden")), before) == {"ada", "space:garden"}

    old = new
    state, events = game.apply(state, game.Roll())
    new = game.view(state, 0)
    own = adapter.choreograph(old, new, events, after, adapter.layout(new, area, 0), 0)
    assert not own.rolls  # the table plays the standard chance events itself, as here:
    choreo = standard_choreography(events).merge(own)
    assert [(r.die, r.face) for r in choreo.rolls] == [("d1", 2), ("d2", 6), ("d3", 3)]
    assert "dice" in [c.name for c in choreo.sounds]
    assert "2, 6 and 3" in choreo.notice


def test_a_story_decision_is_offered_as_a_reading():
    from app.games.contract import Reading

    adapter = table.SmallTable(names(3))
    state = game.new_game(3, 1, {"story": True})
    view = game.view(state, 0)
    layout = adapter.layout(view, table_area((1024, 640)), 0)
    aff = adapter.affordances(view, game.legal_actions(view), layout, 0)
    assert isinstance(aff.picker, Reading)
    assert [a for _, a in aff.picker.choices] == list(game.legal_actions(view))
    assert game.from_json(game.to_json(state)) == state


def test_lessons_scores_and_ending():
    adapter = table.SmallTable(names(3))
    state = game.new_game(3, 0, {"turns_each": 1, "rig": [1, 1, 1]})
    for action in (game.Roll(), game.Walk("bo", ("gate", "hall")), game.Walk("ada", ("gate", "well"))):
        state, _ = game.apply(state, action)
    view = game.view(state, 0)
    layout = adapter.layout(view, table_area((1280, 720)), 0)
    marks = adapter.lesson_marks(view, layout, adapter.affordances(view, (), layout, 0),
                                 [("zone", "dice"), ("space", "well"), ("button", "roll")], 0)
    assert marks.pieces == set(game.DICE) and marks.zones == {"space:well"} and marks.buttons == {"roll"}
    assert adapter.scoreboard(view, 0) == [(0, "3 points"), (1, "1 point"), (2, "1 point")]
    ending = adapter.ending(view, game.result(state), 0)
    assert ending.lines[0] == "All turns are played" and ending.lines[1] == "You: 3 points"

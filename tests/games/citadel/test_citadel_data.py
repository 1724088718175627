"""What the Citadel gives the app besides the protocol: the floor plan (spec 8.2) as data, the
rules reference (spec 5's notice, the rulings, the reconstructed badges), the terminal table, the
lobby options, saves that refuse anything malformed, views and the undo's known facts."""

from __future__ import annotations

import json
import math
import re

import pytest

import rules.citadel as g
from cit_helpers import RESCUE, Action, do, s0
from rules.citadel import board, geometry, reference
from rules.citadel.rulings import RULINGS


def _inside(point, polygon) -> bool:
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _dist(a, b) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def test_the_floor_plan_keeps_doorway_neighbours_side_by_side():
    assert len(geometry.ROOM_POLYGONS) == 12 and len(geometry.RUGS) == 36
    for room, poly in geometry.ROOM_POLYGONS.items():
        poly = list(poly)
        for anchors in (geometry.ROOM_CENTRES, geometry.SWITCH_ANCHORS, geometry.TREASURE_ANCHORS,
                        geometry.STANDEE_ANCHORS, geometry.NAME_ANCHORS):
            assert _inside(anchors[room], poly), room
    for door, (a, b) in board.DOOR_ROOMS.items():
        p = geometry.DOORWAY_POINTS[door]
        assert _dist(p, geometry.ROOM_CENTRES[a]) < 150 and _dist(p, geometry.ROOM_CENTRES[b]) < 150
    for door, room, colour, glyph, centre, angle, size in geometry.RUGS:
        other = next(r for r in board.DOOR_ROOMS[door] if r != room)
        assert _inside(centre, list(geometry.ROOM_POLYGONS[room])), (door, room)
        assert _dist(centre, geometry.ROOM_CENTRES[room]) < _dist(centre, geometry.ROOM_CENTRES[other])
        assert colour == board.SIDE_COLOUR[door][room] and glyph == board.COLOUR_GLYPHS[colour]
    assert geometry.DOORWAY_POINTS["D07"] == geometry.polar(176, 30) and geometry.DOORWAY_GAPS["D01"] == 40
    assert set(geometry.WINDOW_POINTS) == {"GAL", "LIB", "BAL"} and geometry.CLOCK_SPACES[12] == (360.0, 292.0)


def test_the_board_graph_for_the_table():
    data = geometry.board_graph()
    assert set(data["spaces"]) == set(board.ROOMS) | {"OUT"}
    assert len(data["edges"]) == 21 and ("OUT", "GAL") in data["edges"]
    assert data["bounds"] == (0.0, 0.0, 720.0, 720.0)
    assert all(set(e) <= set(data["spaces"]) for e in data["edges"])


def test_the_rules_reference():
    ids = [sid for sid, _, _ in reference.SECTIONS]
    assert len(ids) == len(set(ids)) and "rulings" in ids and "about" in ids
    body = dict((sid, text) for sid, _, text in reference.SECTIONS)
    assert body["about"].startswith(reference.ABOUT)
    assert "the Kitchen, Dining Room and Conservatory" in reference.ABOUT
    assert len(RULINGS) == 52 and "52. Passing the dice has no rules effect." in body["rulings"]
    for sid in ("castle", "treasures", "characters", "cards", "switches"):
        assert "[Reconstructed]" in body[sid], sid
    assert body["characters"].count("[Reconstructed]") == 9  # every power, every ability but Nathan's
    for target in re.findall(r"<a href='([^']+)'>", "".join(body.values())):
        assert target in ids


def test_the_terminal_table():
    s = s0(("LER", "IRE"), where={"IRE": "KIT"}, off=["STU", "DIN", "LIB"])
    lines = g.text_table(g.view(s, 1), 1, ["Ann", "Ben"])
    text = "\n".join(lines)
    assert "Ann (Leroy Johnson): outside" in text and "Ben (Irene Elder): in the Kitchen" in text
    assert "<- you" in text and "READY" in text and "Seat" not in text


def test_the_lobby_options():
    assert g.OPTIONS == (
        ("difficulty", "Difficulty", (("beginner", "Beginner (no 55-minute treasures)"),
                                      ("standard", "Standard (all 18 treasures)"),
                                      ("expert", "Expert (no 30-minute treasures)")), "beginner"),
        ("clock_die", "Clock die", (("auto", "As the difficulty"), ("gentle", "Gentle (1 double face)"),
                                    ("standard", "Standard (2 double faces)"),
                                    ("harsh", "Harsh (3 double faces)")), "auto"),
    )
    for key, _, choices, default in g.OPTIONS:
        for value, _ in choices:
            assert g.new_game(2, 3, {key: value})
    assert g.FACTS.cooperative and not g.FACTS.secrets and g.FACTS.default_players == 2
    assert g.FACTS.players == (1, 2, 3, 4, 5)


def test_views_hide_orders_and_nothing_else():
    s = g.new_game(3, 12)
    v = g.view(s, 1)
    assert v.rng == 0 and v.viewer == 1
    assert list(v.stack) == sorted(s.stack) and sorted(v.room_deck, key=board.ROOMS.index) == list(v.room_deck)
    assert [sorted(d) for d in v.decks] == [list(d) for d in v.decks]
    assert g.view(s, 0).decks == v.decks
    twin = g.determinize(v, 1, __import__("random").Random(1))
    assert sorted(twin.stack) == sorted(s.stack) and twin.switches == s.switches and twin.rng != 0


def test_known_facts_grow_when_a_treasure_is_drawn():
    s = s0(off=["STU", "DIN", "LIB"], where={"LER": "KIT"})
    before = g.known_cards(g.view(s, 0))
    after = g.known_cards(g.view(do(s, Action(RESCUE, "R"))[0], 0))
    assert ("treasure", "T08") in after - before and ("room", "CEL") in after - before


def _save(s):
    return json.loads(g.to_json(s))


@pytest.mark.parametrize("change", [
    lambda o: o["state"].update(where=["LAB"]),                      # in the Professor's room
    lambda o: o["state"]["decks"][0].append("LJ1"),                  # a card twice
    lambda o: o["state"].update(stack=o["state"]["stack"][1:]),      # a treasure missing
    lambda o: o["state"]["switches"].__setitem__(0, ["SW02", True]),  # a switch tile twice
    lambda o: o["state"].update(step=["idea", 0, "", 0, ""]),        # a decision out of its phase
    lambda o: o["state"].update(players=2),
    lambda o: o.update(version=99),
    lambda o: o["state"].update(treasures=[None, None, None]),
])
def test_bad_saves_are_refused(change):
    obj = _save(s0(where={"LER": "KIT"}))
    change(obj)
    with pytest.raises(g.BadSave):
        g.from_json(json.dumps(obj))


def test_a_save_round_trips_mid_walk():
    s = s0(("NAT", "LER"), active="LER", lasting={"NAT": ["NG6"]}, where={"NAT": "CON"}, open=["D14"],
           professor="GAL", dice={"professor": ["walk2"], "colour": ["R"], "clock": ["single"]})
    s, _ = do(s, Action("END_ACTIONS"))
    assert s.step[0] == "duck" and s.walk == 1 and s.stage == "walk"
    again = g.from_json(g.to_json(s))
    assert again == s
    a = g.apply(again, Action("DUCK", "LIB"))[0]
    b = g.apply(s, Action("DUCK", "LIB"))[0]
    assert a == b and a.professor == "STU"

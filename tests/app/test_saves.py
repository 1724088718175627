"""Bad save files: corrupt, truncated, foreign or hostile files are never executed, never
overwritten, moved aside, and explained in one line."""

from __future__ import annotations

import json
import os
import pickle
import sys
from pathlib import Path

import pytest

import rules.caleira as caleira
from app.play.session import SeatSpec, Session
from app.platform.storage import SaveStore

SEATS = [SeatSpec("human", "Ann"), SeatSpec("random", "Bot")]


@pytest.fixture
def store(tmp_path) -> SaveStore:
    return SaveStore(tmp_path / "saves")


def a_save(store: SaveStore) -> dict:
    session = Session.new("caleira", SEATS, 3, store=store)
    session.apply((session.human_actions() or caleira.legal_actions(session.state))[0])
    store.flush()
    return json.loads(store.path.read_text())


def rejected(store: SaveStore, content: bytes, reason: str) -> str:
    """Write ``content`` as the save, load it, and check it was refused and moved aside intact."""
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(content)
    session, message = Session.load(store)
    assert session is None
    assert message.startswith("Your saved game could not be read (")
    assert reason in message, message
    assert "\n" not in message
    assert not store.path.exists()
    moved = [p for p in store.folder.iterdir() if p.name.startswith("current.corrupt-")]
    assert len(moved) == 1 and moved[0].read_bytes() == content
    assert f"it was moved to {moved[0]}" in message
    return message


def test_no_save_is_not_an_error(store):
    assert Session.load(store) == (None, None)


def test_truncated_save(store):
    a_save(store)
    text = store.path.read_bytes()
    rejected(store, text[: len(text) // 2], "not valid JSON: it is cut short")


def test_empty_save(store):
    rejected(store, b"", "the file is empty")


def test_binary_garbage(store):
    rejected(store, os.urandom(64) + b"\xff", "not valid JSON")


class Payload:
    """Unpickling this would run a command that leaves a marker file."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f'{sys.executable} -c "open(r\'{self.marker}\', \'w\')"',))


def test_pickle_is_never_unpickled(store, tmp_path):
    marker = tmp_path / "pwned"
    rejected(store, pickle.dumps(Payload(marker)), "not valid JSON")
    assert not marker.exists()


def test_python_code_is_never_run(store, tmp_path):
    marker = tmp_path / "pwned"
    code = f"__import__('os').system('touch {marker}')"
    rejected(store, code.encode(), "not valid JSON")
    assert not marker.exists()


def test_python_code_inside_a_json_state_is_never_run(store, tmp_path):
    marker = tmp_path / "pwned"
    data = a_save(store)
    data["state"] = f"__import__('os').system('touch {marker}')"
    rejected(store, json.dumps(data).encode(), "the game in it is damaged: the save is not valid JSON")
    assert not marker.exists()


def person(d: dict, **change) -> None:
    d["people"][0].update(change)


@pytest.mark.parametrize("change, reason", [
    (lambda d: d.update(format="some-other-app"), "it is not a Castletop saved game"),
    (lambda d: d.pop("format"), "it is not a Castletop saved game"),
    (lambda d: d.update(version=3), "it was saved by a newer version of Castletop"),
    (lambda d: d.update(version="1"), "unknown save version"),
    (lambda d: d.update(version=0), "unknown save version"),
    (lambda d: d.update(game="chess"), "it is for a game this version does not know ('chess')"),
    (lambda d: d.update(seed="7"), "its seed is not a number"),
    (lambda d: d.update(seats=[{"kind": "human", "name": "Ann"}]), "its list of seats is wrong"),
    (lambda d: d.update(seats=[{"kind": "human", "name": "Ann"}, {"kind": "god", "name": "Zed"}]), "unknown seat kind"),
    (lambda d: d.update(seats=[{"kind": "human", "name": "Ann"}, {"kind": "random", "name": 5}]),
     "a seat needs a name"),
    (lambda d: d.update(seats=[{"kind": "human", "name": "Ann"}, {"kind": "random", "name": "Bot", "person": "X"}]),
     "only a human seat is played by a person"),
    (lambda d: d.update(seats=[{"kind": "human", "name": "Ann", "person": ["x"]}, {"kind": "random", "name": "B"}]),
     "a person needs a name"),
    (lambda d: d.update(seats=[{"kind": "human", "name": "Ann"}] * 3), "its game state does not fit its seats"),
    (lambda d: d.update(seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo"}]),
     "its list of people does not fit its seats"),
    (lambda d: d.update(people=[]), "its list of people does not fit its seats"),
    (lambda d: d.update(people="Ann"), "its list of people does not fit its seats"),
    (lambda d: person(d, person="Bob"), "its list of people does not fit its seats"),
    (lambda d: person(d, eyes=1), "its list of people does not fit its seats"),
    (lambda d: person(d, eyes=True), "its list of people does not fit its seats"),
    (lambda d: person(d, log="Turn 1"), "its game log is not a list of lines"),
    (lambda d: person(d, log=[1, 2]), "its game log is not a list of lines"),
    (lambda d: person(d, undo_note=5), "its undo note is not text"),
    (lambda d: d.update(log=["a line nobody reads"]), "its game log is not a list of lines"),
    (lambda d: d.update(looking="Bob"), "it does not say who is at the screen"),
    (lambda d: d.update(looking=None), "it does not say who is at the screen"),
    (lambda d: d.update(looking=["Ann"]), "it does not say who is at the screen"),
    (lambda d: d.update(state={"players": 2}), "it holds no game state"),
    (lambda d: d.update(undo=[{"person": "Ann", "state": "{}", "logs": [0]}]), "the game in it is damaged"),
    (lambda d: d.update(undo=[{"person": "Ann", "state": d["state"], "logs": [10_000]}]), "its undo list is wrong"),
    (lambda d: d.update(undo=[{"person": "Bot", "state": d["state"], "logs": [0]}]), "its undo list is wrong"),
    (lambda d: d.update(undo=[{"person": "Ann", "state": d["state"], "logs": []}]), "its undo list is wrong"),
    (lambda d: d.update(undo=[{"person": "Ann", "state": d["state"], "log": 0}]), "its undo list is wrong"),
    (lambda d: d.update(undo=[{"person": "Ann", "state": d["state"], "logs": [0]}] * 51), "its undo list is wrong"),
])
def test_foreign_or_damaged_saves(store, change, reason):
    data = a_save(store)
    change(data)
    rejected(store, json.dumps(data).encode(), reason)


def v1_save(store: SaveStore) -> dict:
    """A version-1 save as Castletop 0.1.0 wrote it (see tests/app/fixtures)."""
    path = Path(__file__).parent / "fixtures" / "v1_caleira_2p.json"
    return json.loads(path.read_text())


@pytest.mark.parametrize("change, reason", [
    (lambda d: d.update(log="Turn 1"), "its game log is not a list of lines"),
    (lambda d: d.update(undo=[{"state": "{}", "log": 0}]), "the game in it is damaged"),
    (lambda d: d.update(undo=[{"state": d["state"], "log": 10_000}]), "its undo list is wrong"),
    (lambda d: d.update(undo=[{"state": d["state"], "log": 1}],
                        seats=[{"kind": "easy", "name": "A"}, {"kind": "hard", "name": "B"}]),
     "its undo list is wrong"),
    (lambda d: d.update(undo_note=5), "its undo note is not text"),
    (lambda d: d.update(seats=[{"kind": "human", "name": "Ann"}] * 3), "does not fit its seats"),
])
def test_damaged_version_1_saves(store, change, reason):
    data = v1_save(store)
    change(data)
    rejected(store, json.dumps(data).encode(), reason)


def test_a_state_that_breaks_the_rules_gives_bad_save(store):
    data = a_save(store)
    state = json.loads(data["state"])
    state["state"]["deck"] = state["state"]["deck"] + state["state"]["deck"][:1]  # a card twice
    data["state"] = json.dumps(state)
    rejected(store, json.dumps(data).encode(), "the game in it is damaged: the save holds a card twice")


def test_a_json_list_or_string(store):
    rejected(store, b"[1, 2, 3]", "it is not a Castletop saved game")
    for p in store.folder.iterdir():
        p.unlink()
    rejected(store, b'"hello"', "it is not a Castletop saved game")


def test_the_moved_file_is_never_overwritten_by_the_next_game(store):
    message = rejected(store, b"{broken", "not valid JSON")
    [moved] = list(store.folder.iterdir())
    session = Session.new("caleira", SEATS, 4, store=store)
    session.apply((session.human_actions() or caleira.legal_actions(session.state))[0])
    assert moved.read_bytes() == b"{broken"
    assert Session.load(store)[0] is not None
    assert str(moved) in message


def test_a_new_game_moves_an_unread_foreign_file_aside(store):
    store.folder.mkdir(parents=True)
    store.path.write_bytes(b"\x80\x04 not ours")
    Session.new("caleira", SEATS, 4, store=store)
    store.flush()
    kept = [p for p in store.folder.iterdir() if p.name != "current.json"]
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x80\x04 not ours"


def test_a_finished_game_is_not_offered(store):
    session = Session.new("caleira", SEATS, 1, {"position": {
        "hands": [["BAT1"], ["BAT2", "BAT3"]], "castles": [["OBS↑"], ["WIZ↓"]], "deck": [], "active": 0}})
    data = session.to_save()
    while not session.is_over():
        session.apply(caleira.legal_actions(session.state)[0])
    data["state"] = caleira.to_json(session.state)
    store.folder.mkdir(parents=True)
    store.path.write_text(json.dumps(data))
    assert Session.load(store) == (None, None)
    assert list(store.folder.iterdir()) == []


def test_a_save_keeps_the_new_game_choices_and_drops_strange_ones(store):
    """What was chosen in New game (``FACTS.options``) comes back with the save, for "Play again";
    an option the game does not have, or a value it does not offer, is left out, not fatal."""
    seats = [SeatSpec("human", "You"), SeatSpec("random", "A"), SeatSpec("random", "B")]
    session = Session.new("wizardtower", seats, 5, {"guild": {0: "raven"}}, store=store)
    back, problem = Session.load(store)
    assert problem is None and back.options == {"guild": {0: "raven"}} and back.state.guilds == (7, 0, 1)
    obj = json.loads(store.path.read_text())
    obj["options"] = {"guild": {"0": "cat"}, "speed": "ludicrous"}
    store.path.write_text(json.dumps(obj))
    back, problem = Session.load(store)
    assert problem is None and back.options == {} and back.state == session.state

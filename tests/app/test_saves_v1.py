"""Saves written by Castletop 0.1.0 (version 1) still load and continue exactly, and come back
from a version-2 save unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.play.session import Session
from app.platform.storage import SaveStore

FIXTURES = Path(__file__).parent / "fixtures"
NAMES = sorted(p.name[: -len(".expected.json")] for p in FIXTURES.glob("v1_*.expected.json"))


def load_fixture(name: str, folder: Path) -> tuple[Session, dict, SaveStore]:
    store = SaveStore(folder)
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text((FIXTURES / f"{name}.json").read_text())
    session, message = Session.load(store)
    assert message is None and session is not None
    return session, json.loads((FIXTURES / f"{name}.expected.json").read_text()), store


def test_every_fixture_has_its_expectation():
    assert NAMES == ["v1_caleira_2p", "v1_caleira_3p", "v1_skycastle_2p"]
    assert all((FIXTURES / f"{n}.json").exists() for n in NAMES)


def expect(session: Session, expected: dict) -> None:
    assert session.to_act() == expected["to_act"]
    assert [a.label for a in session.human_actions()] == expected["legal"]
    assert session.module.to_json(session.view()) == expected["view"]
    assert session.log[-len(expected["log_tail"]):] == expected["log_tail"]
    assert session.can_undo()[0] is expected["can_undo"]


@pytest.mark.parametrize("name", NAMES)
def test_a_version_1_save_continues_exactly(tmp_path, name):
    session, expected, store = load_fixture(name, tmp_path)
    old = json.loads((FIXTURES / f"{name}.json").read_text())
    # One person, the old viewer, at the screen: no curtain, the same seat's eyes and log.
    assert session.people == ["You"] and session.looking == "You" and session.curtain() is None
    assert session.perspective == 0 and session.is_human_turn()
    assert session.log == old["log"]
    expect(session, expected)
    if not expected["can_undo"]:
        assert session.can_undo()[1] == old["undo_note"]
    # It plays on: the first legal decision is the rules' own next state, and the log grows.
    action = session.human_actions()[0]
    state = session.module.apply(session.module.from_json(old["state"]), action)[0]
    session.apply(action)
    assert session.module.to_json(session.state) == session.module.to_json(state)
    assert len(session.log) > len(old["log"])
    assert session.can_undo()[0] and session.undo()[0]
    expect(session, expected)  # and undo brings the loaded position back whole
    store.flush()
    assert json.loads(store.path.read_text())["version"] == 2


@pytest.mark.parametrize("name", NAMES)
def test_version_1_to_version_2_round_trip(tmp_path, name):
    session, expected, _ = load_fixture(name, tmp_path / "one")
    store = SaveStore(tmp_path / "two")
    session.save(store)
    store.flush()
    data = json.loads(store.path.read_text())
    assert data["version"] == 2 and data["looking"] == "You" and data["people"][0]["person"] == "You"
    again, message = Session.load(store)
    assert message is None
    assert again.module.to_json(again.state) == session.module.to_json(session.state)
    assert again.logs == session.logs and again.seats == session.seats
    assert (again.looking, again.perspective, again.can_undo()) == (session.looking, session.perspective,
                                                                    session.can_undo())
    assert again.to_save() == session.to_save()
    expect(again, expected)
    if expected["can_undo"]:  # the undo point survived both formats
        assert again.undo()[0] and session.undo()[0]
        assert again.module.to_json(again.state) == session.module.to_json(session.state)
        assert again.log == session.log

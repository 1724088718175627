"""Sessions: whole games with saves after every action, exact resumes, and undo."""

from __future__ import annotations

import json
import sys
import types

import pytest

import rules.caleira as caleira
from app.play.ai_service import AiService
from app.play.session import AiRequest, SeatSpec, Session
from app.platform.storage import SaveStore
from rules import catalog
from rules.caleira import Play
from rules.core import IllegalAction

YOU, BOT = SeatSpec("human", "Ann"), SeatSpec("random", "Bot")


def ai_move(session: Session, ai: AiService) -> list:
    req = session.ai_request()
    ai.request(req.game_id, req.kind, req.seat, req.view_json, req.seed, {"seconds": None, "iterations": 30})
    index = ai.poll()
    assert index is not None and not ai.busy
    return session.apply_ai(req, index)


def same(a: Session, b: Session) -> bool:
    return (a.module.to_json(a.state) == b.module.to_json(b.state) and a.log == b.log and a.logs == b.logs
            and a.can_undo() == b.can_undo() and a.seats == b.seats and a.seed == b.seed
            and (a.looking, a.perspective) == (b.looking, b.perspective))


@pytest.mark.parametrize("seats, seed", [
    ((YOU, BOT), 1), ((BOT, YOU), 2), ((YOU, BOT), 3),
    ((YOU, SeatSpec("heuristic", "Cy"), SeatSpec("easy", "Di")), 4),
    ((SeatSpec("normal", "Cy"), YOU, BOT, SeatSpec("hard", "Di")), 5),
])
def test_whole_game_saved_after_every_action_and_resumed_exactly(tmp_path, seats, seed):
    store = SaveStore(tmp_path)
    ai = AiService("sync")
    session = Session.new("caleira", list(seats), seed, store=store)
    assert store.exists() and same(Session.load(store)[0], session)
    assert session.log and session.log[0].startswith("Turn 1: ")
    assert not any("Seat " in line for line in session.log)  # names, not "Seat N"
    actions = 0
    while not session.is_over():
        if session.is_human_turn():
            events = session.apply(session.human_actions()[0])
        else:
            assert session.human_actions() == ()
            events = ai_move(session, ai)
        actions += 1
        assert isinstance(events, list)
        if session.is_over():
            break
        resumed, message = Session.load(store)
        assert message is None
        assert same(resumed, session)
        assert resumed.viewer == session.viewer == [s.kind for s in seats].index("human")
    assert actions > 5
    assert session.result() is not None
    assert not store.exists()  # a finished game is not offered as Continue
    assert Session.load(store) == (None, None)
    assert list(tmp_path.iterdir()) == []  # no temp files, nothing moved aside


def test_resumed_game_continues_identically(tmp_path):
    store = SaveStore(tmp_path)
    ai = AiService("sync")
    session = Session.new("caleira", [YOU, BOT], 11, store=store)
    for _ in range(6):
        if session.is_human_turn():
            session.apply(session.human_actions()[-1])
        else:
            ai_move(session, ai)
    resumed, _ = Session.load(store)
    for _ in range(40):
        if session.is_over():
            break
        if session.is_human_turn():
            action = session.human_actions()[0]
            session.apply(action)
            resumed.apply(action)
        else:
            req, other = session.ai_request(), resumed.ai_request()
            assert (req.kind, req.seat, req.view_json) == (other.kind, other.seat, other.view_json)
            assert req.seed == other.seed
            ai.request(req.game_id, req.kind, req.seat, req.view_json, req.seed, {})
            index = ai.poll()
            session.apply_ai(req, index)
            resumed.apply_ai(other, index)
        assert resumed.module.to_json(resumed.state) == session.module.to_json(session.state)
        assert resumed.log == session.log


def test_new_game_checks_seats():
    with pytest.raises(ValueError):
        Session.new("caleira", [YOU], 1)
    with pytest.raises(ValueError):
        SeatSpec("wizard", "Zed")
    with pytest.raises(ValueError):
        SeatSpec("human", "")
    with pytest.raises(KeyError):
        Session.new("chess", [YOU, BOT], 1)


def test_ai_only_demo_is_seen_from_seat_0():
    session = Session.new("caleira", [BOT, SeatSpec("heuristic", "Cy")], 5)
    assert session.viewer == 0
    assert session.view() == caleira.view(session.state, 0)
    assert session.can_undo()[0] is False
    assert not session.is_human_turn() and session.ai_request() is not None


def test_illegal_action_leaves_everything_unchanged(tmp_path):
    store = SaveStore(tmp_path)
    session = Session.new("caleira", [YOU, BOT], 1, store=store)
    while not session.is_human_turn():
        ai_move(session, AiService("sync"))
    store.flush()
    before = (caleira.to_json(session.state), list(session.log), store.path.read_text(), session.version)
    with pytest.raises(IllegalAction):
        session.apply(Play("XYZ", True))
    store.flush()
    assert (caleira.to_json(session.state), session.log, store.path.read_text(), session.version) == before


def test_stale_ai_answer_is_ignored():
    session = Session.new("caleira", [BOT, YOU], 2)
    if session.is_human_turn():
        session.apply(session.human_actions()[0])
    req = session.ai_request()
    session.apply(caleira.legal_actions(session.state)[0])  # the game moved on meanwhile
    assert session.apply_ai(req, 0) is None
    assert session.apply_ai(AiRequest(req.game_id, req.kind, 7, "", 0, session.version), 0) is None


# --- undo -------------------------------------------------------------------------------------


def human_to_play(seed: int) -> tuple[Session, SaveStore]:
    session = Session.new("caleira", [YOU, BOT], seed)
    ai = AiService("sync")
    while not session.is_human_turn():
        ai_move(session, ai)
    return session


def test_nothing_to_undo_at_the_start():
    session = Session.new("caleira", [YOU, BOT], 1)
    assert session.can_undo() == (False, "You have no decision to take back yet.")
    assert session.undo() == (False, "You have no decision to take back yet.")


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_undo_right_after_a_play_restores_the_state_whole(tmp_path, seed):
    session = human_to_play(seed)
    session.store = store = SaveStore(tmp_path)
    before, log_before = caleira.to_json(session.state), list(session.log)
    action = session.human_actions()[-1]
    events = session.apply(action)
    after, log_after = caleira.to_json(session.state), list(session.log)
    ok, why = session.can_undo()
    assert ok, why
    version = session.version
    assert session.undo() == (True, "Your last decision was taken back.")
    assert session.version > version
    assert caleira.to_json(session.state) == before  # generator included
    assert session.log == log_before
    assert Session.load(store)[0].module.to_json(Session.load(store)[0].state) == before  # the undo was saved
    # Chance repeats exactly: the same decision gives the same next state and the same events.
    assert session.apply(action) == events
    assert caleira.to_json(session.state) == after and session.log == log_after


def test_undo_is_refused_after_the_human_draws_a_card(tmp_path):
    session = human_to_play(1)
    ai = AiService("sync")
    while session.is_human_turn():  # Ann's whole turn (a play, then maybe its effect's choices)
        session.apply(session.human_actions()[0])
    mark = len(session.log)
    while not session.is_human_turn():
        ai_move(session, ai)
    # Ann's next turn began with a draw from the deck.
    assert any(line.startswith("You draw ") and line != "You draw a card" for line in session.log[mark:])
    ok, why = session.can_undo()
    assert not ok
    assert why.startswith("You have drawn a card since") and "see it twice" in why
    assert session.undo() == (False, why)
    # A decision made after the draw can be taken back again.
    session.apply(session.human_actions()[0])
    if not session.is_over() and session.can_undo()[0]:
        assert session.undo()[0]
        assert session.can_undo() == (False, why)  # ... but not the one before the draw


def late_position(seed: int = 1):
    """Ann to play with an empty deck: after her play and Bot's reply nothing new is drawn."""
    return {"position": {"hands": [["BAT1", "BAT2"], ["BAT3", "SPI"]], "castles": [["OBS↑"], ["WIZ↓"]],
                         "deck": [], "active": 0}}


def test_undo_takes_back_the_ai_replies_that_followed(tmp_path):
    store = SaveStore(tmp_path)
    session = Session.new("caleira", [YOU, BOT], 1, late_position(), store=store)
    start, log_start = caleira.to_json(session.state), list(session.log)
    session.apply(Play("BAT", False))
    session.apply(Play("SPI", False))  # Bot's reply: face-down, nothing revealed to Ann
    assert session.is_human_turn() and len(session.log) > len(log_start)
    assert session.can_undo()[0]
    assert session.undo()[0]
    assert caleira.to_json(session.state) == start and session.log == log_start
    assert same(Session.load(store)[0], session)


def test_undo_refused_after_a_card_is_turned_face_up(tmp_path):
    session = Session.new("caleira", [YOU, BOT], 1, late_position())
    session.apply(Play("BAT", True))
    session.apply(Play("BAT", True))  # Bot shows a card Ann could not know
    ok, why = session.can_undo()
    assert not ok and why.startswith("A hidden card was revealed to you since your last decision")
    assert "Bot plays Battlements face-up" in why


def test_no_undo_once_the_game_is_over():
    session = Session.new("caleira", [YOU, BOT], 1, late_position())
    while not session.is_over():
        actions = session.human_actions() or caleira.legal_actions(session.state)
        session.apply(actions[0])
    assert session.can_undo() == (False, "The game is over.")


def test_undo_survives_save_and_load(tmp_path):
    store = SaveStore(tmp_path)
    session = Session.new("caleira", [YOU, BOT], 1, late_position(), store=store)
    start = caleira.to_json(session.state)
    session.apply(Play("BAT", False))
    resumed, message = Session.load(store)
    assert message is None and resumed.can_undo()[0]
    assert resumed.undo()[0]
    assert caleira.to_json(resumed.state) == start


def test_known_cards_of_a_caleira_view():
    state = caleira.new_game(2, 1, late_position())
    unknown = set(state.hands[1]) | {state.castles[1][0][0]}
    assert caleira.known_cards(caleira.view(state, 0)) == frozenset(c for c in range(18) if c not in unknown)
    assert -1 not in caleira.known_cards(caleira.view(state, 1))


# --- the protocol the session relies on ------------------------------------------------------------


def test_every_game_offers_what_the_session_needs():
    """``known_cards`` is part of every game's protocol: undo has no fallback for a game without it."""
    from app.play.saves import NEEDS, missing

    assert "known_cards" in NEEDS
    for info in catalog.GAMES:
        assert missing(info.load()) == [], info.id


@pytest.fixture
def no_known_cards(monkeypatch):
    """Caleira under another id, hiding ``known_cards``."""
    proxy = types.ModuleType("rules.nokc")

    def lookup(name):
        if name == "known_cards":
            raise AttributeError(name)
        return getattr(caleira, name)

    proxy.__getattr__ = lookup
    monkeypatch.setitem(sys.modules, "rules.nokc", proxy)
    info = catalog.GameInfo("nokc", "Caleira without known cards", (2, 3, 4), 2)
    monkeypatch.setattr(catalog, "GAMES", catalog.GAMES + (info,))
    return "nokc"


def test_a_game_without_known_cards_is_refused_with_a_clear_message(no_known_cards, tmp_path):
    with pytest.raises(ValueError, match="Caleira without known cards cannot be played here: its rules lack "
                                         "known_cards"):
        Session.new(no_known_cards, [YOU, BOT], 1, late_position())
    store = SaveStore(tmp_path)
    data = Session.new("caleira", [YOU, BOT], 1, late_position()).to_save()
    data["game"] = no_known_cards
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps(data))
    session, message = Session.load(store)
    assert session is None and "cannot be played by this version" in message


def test_concede_removes_the_save_and_ends_the_game(tmp_path):
    store = SaveStore(tmp_path)
    session = Session.new("caleira", [YOU, BOT], 1, store=store)
    move = (session.human_actions() or caleira.legal_actions(session.state))[0]
    session.concede()
    assert not store.exists() and session.store is None
    assert session.is_over() and session.to_act() is None and session.winners() == (1,)
    with pytest.raises(IllegalAction):
        session.apply(move)
    assert not store.exists()


def test_a_failed_save_is_reported_and_the_game_goes_on(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    session = Session.new("caleira", [YOU, BOT], 1, store=store)

    def full(obj):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "write", full)
    session.apply((session.human_actions() or caleira.legal_actions(session.state))[0])
    assert session.save_error == "The game could not be saved (No space left on device); it goes on unsaved."


def test_a_failed_background_save_is_reported(tmp_path, monkeypatch):
    from app.platform import storage

    store = SaveStore(tmp_path)
    session = Session.new("caleira", [YOU, BOT], 1, store=store)
    assert session.save_error is None

    def denied(path, text):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "atomic_write_text", denied)
    session.apply((session.human_actions() or caleira.legal_actions(session.state))[0])
    store.flush()
    assert session.save_error == "The game could not be saved (Permission denied); it goes on unsaved."
    monkeypatch.undo()
    session.apply((session.human_actions() or caleira.legal_actions(session.state))[0])
    store.flush()
    assert session.save_error is None
    assert same(Session.load(store)[0], session)


def test_save_file_format(tmp_path):
    store = SaveStore(tmp_path)
    session = Session.new("caleira", [YOU, BOT], 9, store=store)
    store.flush()
    data = json.loads(store.path.read_text())
    assert data["format"] == "castletop-save" and data["version"] == 2 and data["game"] == "caleira"
    assert data["seed"] == 9
    assert data["seats"] == [{"kind": "human", "name": "Ann", "person": "Ann"}, {"kind": "random", "name": "Bot"}]
    assert caleira.from_json(data["state"]) == session.state
    assert data["looking"] == "Ann"
    assert data["people"] == [{"person": "Ann", "eyes": 0, "log": session.log, "undo_note": None}]
    assert data["log"] == [] and data["undo"] == []


@pytest.mark.parametrize("seats, seed", [((YOU, BOT), 1), ((BOT, YOU), 2)])
def test_sky_castle_saved_after_every_action_and_resumed_exactly(tmp_path, seats, seed):
    """Sky Castle pauses deep inside a turn (a payment inside a Thieve inside a reaction): every
    pause saves and resumes to the same position, log and undo."""
    store = SaveStore(tmp_path)
    ai = AiService("sync")
    session = Session.new("skycastle", list(seats), seed, store=store)
    kinds = set()
    while not session.is_over():
        kinds.add(session.state.step[0])
        if session.is_human_turn():
            session.apply(session.human_actions()[-1])
        else:
            ai_move(session, ai)
        if session.is_over():
            break
        resumed, message = Session.load(store)
        assert message is None and same(resumed, session)
        assert resumed.module.legal_actions(resumed.state) == session.module.legal_actions(session.state)
    assert {"set", "place", "claim"} <= kinds
    assert session.result() is not None and session.state.round == 3
    assert not store.exists()

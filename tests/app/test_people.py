"""People at one screen: who looks, whose eyes the table uses, the curtain between people, each
person's own log, and undo per person."""

from __future__ import annotations

import json
import sys

import pytest

import rules.caleira as caleira
from app.play.ai_service import AiService
from app.play.session import SeatSpec, Session
from app.play.undo import NOTHING_YET, not_yours
from app.platform.storage import SaveStore
from rules import catalog
from rules.caleira import Play
from rules.caleira.cards import UNKNOWN
from rules.core import Event, event_text, events_for
from rules.core.game import GameFacts

ANN, BOB = SeatSpec("human", "Ann"), SeatSpec("human", "Bob")
BOT = SeatSpec("random", "Bot")


def ai_move(session: Session, ai: AiService) -> list:
    req = session.ai_request()
    ai.request(req.game_id, req.kind, req.seat, req.view_json, req.seed, {"seconds": None, "iterations": 30})
    return session.apply_ai(req, ai.poll())


def late_position() -> dict:
    """Seat 1 to play with an empty deck: nothing is drawn, nothing hidden is revealed by a face-down play."""
    return {"position": {"hands": [["BAT1", "BAT2"], ["BAT3", "SPI"]], "castles": [["OBS↑"], ["WIZ↓"]],
                         "deck": [], "active": 0}}


def draws(lines: list[str], who: str) -> list[str]:
    return [line for line in lines if line.startswith(f"{who} draw")]


# --- two people sharing the screen -------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_two_people_pass_the_screen_and_see_only_their_own_hands(seed, tmp_path):
    store = SaveStore(tmp_path)
    session = Session.new("caleira", [ANN, BOB], seed, store=store)
    assert session.people == ["Ann", "Bob"] and session.looking == "Ann"
    assert session.person_of(0) == "Ann" and session.person_of(1) == "Bob"
    asked = []
    for _ in range(300):
        if session.is_over():
            break
        seat = session.to_act()
        person = session.person_of(seat)
        waiting = session.curtain()
        if person != session.looking:
            assert waiting == person  # Caleira has secrets: the screen must change hands first
            assert not session.is_human_turn() and session.human_actions() == ()
            asked.append(waiting)
            session.pass_to(waiting)
        assert session.curtain() is None and session.looking == person and session.perspective == seat
        assert session.is_human_turn()
        view = session.view()
        assert caleira.to_json(view) == caleira.to_json(caleira.view(session.state, seat))
        other = 1 - seat
        assert all(c == UNKNOWN for c in view.hands[other] if c not in caleira.known_cards(view))
        session.apply(session.human_actions()[0])
    assert session.is_over()
    assert {"Ann", "Bob"} <= set(asked)
    ann, bob = session.logs["Ann"], session.logs["Bob"]
    # Each reads their own draws by name of card and the other's as "a card".
    assert draws(ann, "You") and all(line != "You draw a card" for line in draws(ann, "You"))
    assert draws(ann, "Bob") and all(line == "Bob draws a card" for line in draws(ann, "Bob"))
    assert draws(bob, "You") and all(line != "You draw a card" for line in draws(bob, "You"))
    assert all(line == "Ann draws a card" for line in draws(bob, "Ann"))
    assert len(draws(ann, "You")) == len(draws(bob, "Ann"))


def test_the_log_is_the_looking_persons_and_each_reads_through_their_own_eyes():
    session = Session.new("caleira", [ANN, BOB], 4)
    for _ in range(10):
        if session.curtain():
            session.pass_to(session.curtain())
        seat = session.to_act()
        action = session.human_actions()[0]
        events = caleira.apply(session.state, action)[1]
        lengths = {p: len(v) for p, v in session.logs.items()}
        assert session.apply(action) == events_for(events, seat)  # as the acting person's seat saw it
        for person in ("Ann", "Bob"):
            me = session.seats_of(person)[0]
            expected = [event_text(e, session.names, me) for e in events_for(events, me)]
            assert session.logs[person][lengths[person]:] == expected
        assert session.log is session.logs[session.looking]


def test_the_screen_changes_hands_only_when_someone_takes_it():
    session = Session.new("caleira", [ANN, BOB], 1, late_position())
    session.apply(Play("BAT", False))
    assert session.curtain() == "Bob" and session.looking == "Ann" and session.perspective == 0
    assert session.view().hands[1] == (UNKNOWN, UNKNOWN)
    with pytest.raises(ValueError):
        session.pass_to("Zed")
    session.pass_to("Bob")
    assert session.looking == "Bob" and session.perspective == 1 and session.is_human_turn()


def test_a_shared_game_continued_asks_for_the_screen_first(tmp_path):
    store = SaveStore(tmp_path)
    session = Session.new("caleira", [ANN, BOB], 1, late_position(), store=store)
    session.apply(Play("BAT", False))
    session.pass_to("Bob")
    resumed, _ = Session.load(store)
    assert resumed.looking == "Bob" and resumed.perspective == 1
    assert resumed.curtain() == "Bob" and not resumed.is_human_turn()  # who opened the app is unknown
    resumed.pass_to("Bob")
    assert resumed.curtain() is None and resumed.is_human_turn()
    assert resumed.logs == session.logs


# --- one person, several seats -------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_one_person_holding_two_seats_needs_no_curtain(seed):
    seats = [SeatSpec("human", "You"), SeatSpec("human", "You (2)", "You"), SeatSpec("random", "Rival")]
    session = Session.new("caleira", seats, seed)
    assert session.people == ["You"] and session.seats_of("You") == (0, 1)
    ai = AiService("sync")
    last_mine = session.perspective
    for _ in range(400):
        if session.is_over():
            break
        assert session.curtain() is None
        seat = session.to_act()
        if seat == 2:
            assert session.perspective == last_mine  # during the AI's turn the table stays put
            assert not session.is_human_turn()
            ai_move(session, ai)
        else:
            assert session.perspective == seat and session.is_human_turn()
            last_mine = seat
            session.apply(session.human_actions()[0])
    assert session.is_over()
    log = session.log
    # A draw by either of this person's seats is theirs to read, whichever seat's eyes they used.
    mine = [line for line in log if line.startswith(("You draw", "You (2) draws"))]
    assert mine and not any(line.endswith(" a card") for line in mine)
    assert any(line == "Rival draws a card" for line in log)


def test_a_private_event_of_any_of_a_persons_seats_is_shown_to_them():
    seats = [SeatSpec("human", "You"), SeatSpec("random", "Rival"), SeatSpec("human", "You (2)", "You")]
    session = Session.new("caleira", seats, 1)
    hidden = Event("draw", "Seat 3 draws Trebuchet", {"seat": 2}, frozenset({2}),
                   Event("draw", "Seat 3 draws a card", {"seat": 2}), subject=2, you="You draw Trebuchet")
    session.eyes["You"] = 0
    assert [t for _, t in session.read([hidden], "You")] == ["You (2) draws Trebuchet"]
    session.eyes["You"] = 2
    assert [t for _, t in session.read([hidden], "You")] == ["You draw Trebuchet"]
    # ... and nobody else sees more than the redacted news (the onlooker-less AI seat has no log).
    assert set(session.logs) == {"You"}


# --- a game without secrets: the table follows the acting person -------------------------------------


@pytest.fixture
def open_game(monkeypatch):
    """Caleira's rules under a game that declares no secrets (as a cooperative game might)."""
    monkeypatch.setitem(sys.modules, "rules.openleira", caleira)
    facts = GameFacts("openleira", "Open Caleira", (2, 3, 4), 2, cooperative=True, secrets=False)
    monkeypatch.setattr(catalog, "GAMES", catalog.GAMES + (facts,))
    return "openleira"


def test_without_secrets_the_view_switches_to_the_acting_person(open_game):
    session = Session.new(open_game, [ANN, BOT, BOB], 3)
    ai = AiService("sync")
    switched = set()
    for _ in range(200):
        if session.is_over():
            break
        assert session.curtain() is None
        seat = session.to_act()
        if session.person_of(seat) is None:
            ai_move(session, ai)
            continue
        assert session.looking == session.person_of(seat) and session.perspective == seat
        assert session.is_human_turn()
        switched.add(session.looking)
        session.apply(session.human_actions()[0])
    assert switched == {"Ann", "Bob"}


# --- undo per person -------------------------------------------------------------------------------


def test_undo_is_per_person(tmp_path):
    store = SaveStore(tmp_path)
    session = Session.new("caleira", [ANN, BOB], 1, late_position(), store=store)
    start = caleira.to_json(session.state)
    session.apply(Play("BAT", False))
    assert session.can_undo()[0]  # Ann may still take it back before handing the screen over
    session.pass_to("Bob")
    assert session.can_undo() == (False, NOTHING_YET)  # Bob cannot take back Ann's move
    assert session.undo() == (False, NOTHING_YET)
    before_bob, logs_before = caleira.to_json(session.state), {p: list(v) for p, v in session.logs.items()}
    session.apply(Play("BAT", False))
    assert session.curtain() == "Ann"
    session.pass_to("Ann")
    assert session.can_undo() == (False, not_yours("Bob"))
    resumed, _ = Session.load(store)
    resumed.pass_to("Ann")
    assert resumed.can_undo() == (False, not_yours("Bob"))  # the reason is saved with her
    # Bob takes his back: both logs lose his move, the position is the one before it.
    session.pass_to("Bob")
    assert session.can_undo()[0] and session.undo()[0]
    assert caleira.to_json(session.state) == before_bob and session.logs == logs_before
    assert session.perspective == 1 and session.is_human_turn()
    session.pass_to("Ann")
    assert session.can_undo() == (False, not_yours("Bob"))  # Ann's move stays: Bob decided after it
    assert caleira.to_json(session.state) != start


def test_undo_takes_back_the_ai_replies_for_the_person_looking():
    session = Session.new("caleira", [ANN, BOT, BOB], 2)
    ai = AiService("sync")
    while session.person_of(session.to_act()) != "Ann" or session.curtain():
        if session.curtain():
            session.pass_to(session.curtain())
        elif session.is_human_turn():
            session.apply(session.human_actions()[0])
        else:
            ai_move(session, ai)
    assert session.looking == "Ann"
    before = caleira.to_json(session.state)
    logs = {p: list(v) for p, v in session.logs.items()}
    while session.to_act() == 0:
        session.apply(session.human_actions()[-1])
    while session.to_act() == 1:
        ai_move(session, ai)
    ok, why = session.can_undo()
    if ok:  # nothing hidden was revealed to Ann by the AI's reply
        assert session.undo()[0]
        assert caleira.to_json(session.state) == before and session.logs == logs
    else:
        assert "see it twice" in why


# --- AI-only games as before -------------------------------------------------------------------------


def test_an_ai_only_game_is_watched_from_seat_0(tmp_path):
    store = SaveStore(tmp_path)
    session = Session.new("caleira", [BOT, SeatSpec("heuristic", "Cy")], 5, store=store)
    assert session.people == [] and session.looking is None and session.perspective == 0
    assert session.curtain() is None and session.person_of(0) is None
    ai = AiService("sync")
    for _ in range(8):
        state = session.state
        req = session.ai_request()
        ai.request(req.game_id, req.kind, req.seat, req.view_json, req.seed, {"seconds": None, "iterations": 30})
        index = ai.poll()
        action = caleira.legal_actions(caleira.view(state, req.seat))[index]
        events = caleira.apply(state, action)[1]
        mark = len(session.log)
        assert session.apply_ai(req, index) == events_for(events, 0)
        assert session.log[mark:] == [event_text(e, session.names) for e in events_for(events, 0)]
    assert not any(line.startswith(("You ", "Your ")) for line in session.log)  # an onlooker's words
    store.flush()
    data = json.loads(store.path.read_text())
    assert data["people"] == [] and data["looking"] is None and data["log"] == session.log
    resumed, message = Session.load(store)
    assert message is None and resumed.log == session.log and resumed.curtain() is None


def test_without_secrets_the_screen_cannot_be_stuck_on_someone_who_is_not_to_act(open_game):
    session = Session.new(open_game, [ANN, BOB], 1, late_position())
    session.apply(Play("BAT", False))
    assert session.looking == "Bob" and session.is_human_turn()
    session.pass_to("Ann")  # nothing to hide: the table stays with the person to act
    assert session.looking == "Bob" and session.is_human_turn() and session.curtain() is None

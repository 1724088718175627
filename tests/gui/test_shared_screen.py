"""People sharing one screen, played by mouse on the real table: two people at Caleira pass the
screen behind a curtain and each sees only their own hand; one person playing two seats moves
from seat to seat with no curtain."""

from __future__ import annotations

import pygame

from app.play.session import SeatSpec, Session
from app.scenes import navigation
from rules import caleira
from rules.caleira import cards as C


def own_hand_shown_only(table, session) -> None:
    """The table's pieces show the faces of the perspective seat's hand and no other hand's."""
    seat = table.perspective
    state = session.state
    faces = {p.look[1] for p in table.board.pieces.values() if p.look[0] in ("face", "mine")}
    for other in range(state.players):
        hidden = set(state.hands[other]) - faces
        if other == seat:
            assert not hidden, f"seat {seat} does not see its own hand"
        else:
            shown = set(state.hands[other]) & faces
            known = {c for c in table.view.hands[other] if c != C.UNKNOWN}
            assert shown <= known, f"seat {seat} sees seat {other}'s hand: {shown - known}"


def play_through(d, session, table, limit=2000):
    """Gesture every person's decision; lift each curtain with its button. Returns the curtains
    met, as (the person named, the seat then to act)."""
    curtains = []
    for _ in range(limit):
        if session.result() is not None:
            break
        scene = d.scene
        if type(scene).__name__ == "CurtainScene":
            to_act = session.to_act()
            assert scene.person == session.person_of(to_act)
            assert table not in d.app.stack.visible(), "the table shows through the curtain"
            curtains.append((scene.person, to_act))
            d.click_widget("#show_table")
            assert d.scene is table and session.looking == scene.person
            continue
        if session.is_human_turn():
            assert table.perspective == session.to_act()
            own_hand_shown_only(table, session)
            d.gesture_for_turn()
        d.step()
    return curtains


def test_two_people_pass_the_screen_behind_a_curtain(driver):
    d = driver
    seats = [SeatSpec("human", "Ann", "Ann"), SeatSpec("human", "Bob", "Bob")]
    session = Session.new("caleira", seats, 12, store=d.app.store)
    d.record(session)
    navigation.open_table(d.app, session)
    d.step(3)
    table = d.table()
    curtains = play_through(d, session, table)
    assert session.result() is not None
    people = [p for p, _ in curtains]
    assert {"Ann", "Bob"} <= set(people) and len(curtains) >= 6
    assert all(a != b for a, b in zip(people, people[1:])), "a curtain between every change of person"
    # Each person's log is their own: Ann reads her draws by name, Bob's only as "draws a card".
    ann, bob = session.logs["Ann"], session.logs["Bob"]
    assert any(line.startswith("You draw ") and "a card" not in line for line in ann)
    assert all(not (line.startswith("Bob draws ") and "a card" not in line) for line in ann)
    assert any(line.startswith("You draw ") for line in bob)


def test_one_person_plays_two_seats_without_a_curtain(driver):
    d = driver
    seats = [SeatSpec("human", "Ann (north)", "Ann"), SeatSpec("human", "Ann (south)", "Ann"),
             SeatSpec("easy", "Rival")]
    session = Session.new("caleira", seats, 13, store=d.app.store)
    d.record(session)
    navigation.open_table(d.app, session)
    d.step(3)
    table = d.table()
    seen = set()
    for _ in range(2000):
        if session.result() is not None:
            break
        assert type(d.scene).__name__ != "CurtainScene", "one person needs no curtain"
        if session.is_human_turn():
            seen.add(table.perspective)
            assert table.perspective == session.to_act()
            own_hand_shown_only(table, session)
            d.gesture_for_turn()
        d.step()
    assert session.result() is not None
    assert seen == {0, 1}, "the table follows the person from seat to seat"
    for action, before, after in d.applied:
        assert caleira.to_json(caleira.apply(before, action)[0]) == caleira.to_json(after)


def test_the_curtain_is_opaque_on_screen(driver):
    d = driver
    seats = [SeatSpec("human", "Ann", "Ann"), SeatSpec("human", "Bob", "Bob")]
    session = Session.new("caleira", seats, 12, caleira.options_for_start(2, 12, 0), store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    d.gesture_for_turn()
    d.step(3)
    assert type(d.scene).__name__ == "CurtainScene"
    shot = d.app.screen.copy()
    table = d.table()
    for piece in table.board.pieces.values():  # no card of the table is on screen
        r = pygame.Rect(piece.rect).clip(shot.get_rect())
        if r.w > 8 and r.h > 8:
            colours = {shot.get_at((r.x + i * r.w // 5, r.y + j * r.h // 5))[:3] for i in range(1, 5) for j in range(1, 5)}
            assert len(colours) < 12, f"{piece.key} seems to be drawn under the curtain"

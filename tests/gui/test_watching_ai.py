"""Watching AI seats play (any game): a person may pause them, resume, or let the seat acting now
finish its turn at once, and then the table's pace comes back."""

from __future__ import annotations

from app.play.session import SeatSpec, Session
from app.scenes import navigation


def open_watched_table(d):
    d.app.settings.animation_speed = "normal"  # the AI seats play at a readable pace here
    seats = [SeatSpec("human", "You"), SeatSpec("random", "Rival 1"), SeatSpec("random", "Rival 2")]
    session = Session.new("wizardtower", seats, 3, {"first": 1}, store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    d.record(session)
    return d.table(), session


def test_pause_resume_and_finish_an_ai_turn(driver):
    d = driver
    table, session = open_watched_table(d)
    assert session.to_act() == 1 and table.watching_ai()
    assert {b.key for b in table.buttons} >= {"pause", "rush"} and "hint" not in {b.key for b in table.buttons}
    d.click(d.button("pause").rect.center)
    d.step(2)
    assert table.driver.paused and d.button("pause").label == "Resume"
    d.step(300)  # five seconds: nobody moves while paused
    assert d.applied == []
    d.click(d.button("pause").rect.center)
    for _ in range(600):
        d.step()
        if d.applied:
            break
    assert d.applied and d.applied[0][1].step[1] == 1, "resumed, the AI seat played"
    assert table.board.time_scale > 0
    seat = session.to_act()
    assert seat != 0, "still an AI seat's turn"
    d.click(d.button("rush").rect.center)
    assert table.rushing == seat and table.board.time_scale == 0
    count = len(d.applied)
    for _ in range(200):
        d.step()
        if session.to_act() != seat:
            break
    assert session.to_act() != seat and len(d.applied) > count
    d.step(2)
    assert table.rushing is None and table.board.time_scale > 0, "the table's pace is back"


def test_a_hint_names_a_legal_move_with_a_reason_and_plays_nothing(driver):
    """The Hint button asks the hard AI (from your seat's view); the prompt bar names its move and
    one line of why; nothing is applied until you act."""
    from rules import catalog

    d = driver
    for game in catalog.GAMES:
        from app.games import has_table

        if not has_table(game.id):
            continue
        n = game.default_players
        seats = [SeatSpec("human", "You")] + [SeatSpec("random", f"Rival {i}") for i in range(1, n)]
        session = Session.new(game.id, seats, 4, store=d.app.store)
        navigation.open_table(d.app, session)
        d.step(3)
        for _ in range(400):
            if session.is_human_turn():
                break
            d.step()
        table = d.table()
        d.record(session)
        before = session.version
        d.click(d.button("hint").rect.center)
        d.step(3)
        assert table.hint_text.startswith("Hint: ") and "(" in table.hint_text, (game.id, table.hint_text)
        assert session.version == before and d.applied == [], "a hint is never played for you"
        focused = table.keyboard_options()[table.focus]
        assert focused in session.human_actions()
        assert table.adapter.say(focused.label, table.perspective) in table.hint_text
        d.applied.clear()

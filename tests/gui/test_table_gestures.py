"""Gestures on the table: illegal drops, keyboard play, undo, hover, tutorial, resizing."""

from __future__ import annotations

import pygame
import pytest

from app.play.session import SeatSpec, Session
from rules import caleira
from app.scenes import navigation


def open_table(d, seed=5, options=None, seats=None):
    seats = seats or [SeatSpec("human", "You"), SeatSpec("easy", "Rival")]
    session = Session.new("caleira", seats, seed, options, store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    return d.table(), session


def test_illegal_drop_glides_back_with_a_reason(driver):
    d = driver
    table, session = open_table(d, options={"position": {
        "hands": [["SPI", "TRE1", "WAT1"], ["MKT1", "BAT1"]], "castles": [[], []], "deck": ["OBS", "BAR"]}})
    before = caleira.to_json(session.state)
    spire = next(k for k in table.inter.drags if table.board.pieces[k].look == ("face", caleira.cards.ID_OF["SPI"]))
    assert set(table.inter.drags[spire]) == {"drop:down"}  # the Spire only face-down
    start = table.board.pieces[spire].rect.center
    up_zone = next(z for z in table.inter.dropzones if z.id == "drop:up")
    d.drag(start, up_zone.rect.center)
    assert caleira.to_json(session.state) == before  # nothing happened
    assert table.toast  # a one-line reason
    assert table.board.pieces[spire].rect.center == pytest.approx(start, abs=1)


def test_keyboard_plays_a_whole_decision(driver):
    d = driver
    table, session = open_table(d, seed=8)
    d.record(session)
    d.key(pygame.K_TAB)
    focused = table.focused_action()
    assert focused is not None and focused in session.human_actions()
    d.key(pygame.K_RETURN)
    assert d.applied and d.applied[0][0] == focused


def test_undo_takes_back_a_play_until_the_next_draw(driver):
    d = driver
    table, session = open_table(d, seed=3)
    start = caleira.to_json(session.state)
    d.gesture_for_turn()
    d.step(3)
    # Undo is allowed right after the play (before any new card is drawn by us).
    ok, _ = session.can_undo()
    if ok:
        d.key(pygame.K_z, pygame.KMOD_CTRL)
        assert caleira.to_json(session.state) == start
    # Play on to our next turn: we have drawn a card, so undo is refused with a reason.
    d.gesture_for_turn()
    for _ in range(50):
        if session.is_human_turn():
            break
        d.step()
    if session.is_human_turn() and session.state.deck:
        ok, reason = session.can_undo()
        assert not ok and reason


def test_hover_shows_the_card_large(driver):
    d = driver
    table, session = open_table(d)
    key = next(iter(table.inter.drags))
    d.move(table.board.pieces[key].rect.center)
    d.step(45)  # more than half a second at 60 frames per second
    assert table.hover_key == key
    assert table.adapter.large(table.board.pieces[key].look) is not None


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080), (3840, 2160)])
def test_resizing_keeps_every_piece_inside(driver, size):
    d = driver
    table, session = open_table(d, options={"position": {
        "hands": [["SPI", "TRE1", "WAT1"], ["MKT1", "BAT1"]],
        "castles": [["OBS↑", "BAR↓", "THR1↑", "THR2↓", "WAT2↑", "WAT3↓", "TRE2↑"], ["MKT2↓", "BAT2↑", "TRE3↓", "BAT3↑", "TRE4↑"]],
        "deck": ["WIZ"]}})
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    d.step(3)
    assert d.app.size == size
    window = pygame.Rect(0, 0, *size)
    for piece in table.board.pieces.values():
        assert window.contains(pygame.Rect(piece.rect)), piece.key
    for button in table.buttons:
        assert window.contains(pygame.Rect(button.rect)), button.key


def test_tutorial_plays_to_the_end_by_mouse(driver):
    from rules.caleira.tutorial import TUTORIAL

    d = driver
    d.click_widget("#tutorials")
    d.click_widget("#learn_caleira")
    table = d.table()
    driver_t = table.tutorial
    run = driver_t.run
    for _ in range(600):
        if run.finished:
            break
        if driver_t.button is not None and run.waiting_for_button():
            d.click(driver_t.button.rect.center)
            continue
        if table.session.is_human_turn() and run.expected() is not None and not run.waiting_for_button():
            expected = run.expected()
            before = len(run.events)
            # A wrong move first: it gets a hint, not a penalty.
            wrong = [a for a in table.inter.all if a != expected]
            if wrong and len(run.events) % 3 == 0:
                state = caleira.to_json(table.session.state)
                table._choose(wrong[0])
                assert caleira.to_json(table.session.state) == state and table.toast
            gesture = d.gesture_for_expected(expected)
            assert gesture == expected
            assert len(run.events) >= before
            continue
        d.step()
    assert run.finished
    result = table.session.result()
    assert result.scores == (16, 11) and result.winners == (0,)
    assert TUTORIAL.players == 2


def test_wizard_tower_reorders_by_dragging(driver):
    d = driver
    table, session = open_table(d, options={"position": {
        "hands": [["WIZ", "OBS"], ["MKT1"]], "castles": [[], []], "deck": ["TRE1", "WAT1", "BAR", "THR1"]}})
    d.record(session)
    wiz = next(k for k in table.inter.drags if table.board.pieces[k].look == ("face", caleira.cards.ID_OF["WIZ"]))
    up = next(z for z in table.inter.dropzones if z.id == "drop:up")
    d.drag(table.board.pieces[wiz].rect.center, up.rect.center)
    assert table.order_cards, "the Wizard Tower overlay is open"
    names = [caleira.cards.KIND_OF[c] for c in table.order_cards]
    assert names == ["TRE", "WAT", "BAR"]
    rects = table._order_rects()
    d.drag(rects[0].center, rects[2].center)  # the top card goes to third place
    assert [caleira.cards.KIND_OF[c] for c in table.order_cards] == ["WAT", "BAR", "TRE"]
    done = next(b for b in table.buttons if b.key == "done")
    d.click(done.rect.center)
    order = [a for a, _, _ in d.applied if isinstance(a, caleira.Order)]
    assert order == [caleira.Order(("WAT", "BAR", "TRE"))]


def test_marketplace_gives_a_card_by_dragging_it_to_the_rival(driver):
    d = driver
    table, session = open_table(d, options={"position": {
        "hands": [["MKT1", "OBS", "TRE1"], ["WAT1", "BAT1"]], "castles": [[], []], "deck": ["BAR"]},
        "rig": ["WAT1"]})
    d.record(session)
    mkt = next(k for k in table.inter.drags if table.board.pieces[k].look == ("face", caleira.cards.ID_OF["MKT1"]))
    up = next(z for z in table.inter.dropzones if z.id == "drop:up")
    d.drag(table.board.pieces[mkt].rect.center, up.rect.center)
    obs = f"c{caleira.cards.ID_OF['OBS']}"
    assert table.inter.drags[obs] == {"hand:1": [caleira.Exchange("OBS", 1)]}
    d.drag(table.board.pieces[obs].rect.center, table.board.zones["hand:1"].rect.center)
    mine = [(a, after) for a, _, after in d.applied if isinstance(a, caleira.Exchange)]
    assert [a for a, _ in mine] == [caleira.Exchange("OBS", 1)]
    after = mine[0][1]
    assert caleira.cards.ID_OF["WAT1"] in after.hands[0]
    assert caleira.cards.ID_OF["OBS"] in after.hands[1]

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
    spire = next(k for k in table.aff.draggable() if table.board.pieces[k].look == ("face", caleira.cards.ID_OF["SPI"]))
    assert set(table.aff.drag_targets(spire)) == {"drop:down"}  # the Spire only face-down
    start = table.board.pieces[spire].rect.center
    d.drag(start, d.zone_rect("drop:up").center)
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
    turn = session.state.turn
    for _ in range(400):
        if session.is_human_turn() and session.state.turn > turn:
            break
        if session.is_human_turn():
            d.gesture_for_turn()
        d.step()
    if session.is_human_turn() and session.state.turn > turn:
        assert any(line.startswith("You draw") for line in session.log[-6:])
        ok, reason = session.can_undo()
        assert not ok and "drawn" in reason


def test_hover_shows_the_card_large(driver):
    d = driver
    table, session = open_table(d)
    key = table.aff.drags[0].piece
    d.move(table.board.pieces[key].rect.center)
    d.step(45)  # more than half a second at 60 frames per second
    assert table.hover_key == key
    assert table.adapter.large(table.board.pieces[key].look, table.layout) is not None


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
    overlay = d.scene
    lesson = overlay.lesson
    moves = 0
    for _ in range(600):
        if lesson.finished:
            break
        state = table.session.state
        if lesson.waiting_for_button(state):
            d.click(overlay.button().rect.center)
            continue
        if table.session.is_human_turn() and lesson.expected(state) is not None:
            expected = lesson.expected(state)
            # A wrong move first: it gets a hint, not a penalty.
            wrong = [a for a in table.aff.actions() if a != expected]
            if wrong and moves % 3 == 0:
                before = caleira.to_json(state)
                table.choose(wrong[0])
                if table.menu.open:
                    table.choose(table.menu.options[0][1], confirmed=True)
                assert caleira.to_json(table.session.state) == before and table.toast
            gesture = d.gesture_for_expected(expected)
            assert gesture == expected
            moves += 1
            continue
        d.step()
    assert lesson.finished
    result = table.session.result()
    assert result.scores == (16, 11) and result.winners == (0,)
    assert TUTORIAL.players == 2


def test_wizard_tower_reorders_by_dragging(driver):
    d = driver
    table, session = open_table(d, options={"position": {
        "hands": [["WIZ", "OBS"], ["MKT1"]], "castles": [[], []], "deck": ["TRE1", "WAT1", "BAR", "THR1"]}})
    d.record(session)
    wiz = next(k for k in table.aff.draggable() if table.board.pieces[k].look == ("face", caleira.cards.ID_OF["WIZ"]))
    d.drag(table.board.pieces[wiz].rect.center, d.zone_rect("drop:up").center)
    arrange = table.arrange
    assert arrange is not None, "the Wizard Tower overlay is open"

    def names() -> list[str]:
        return [caleira.cards.KIND_OF[arrange.picker.looks[i][1]] for i in arrange.order]

    assert names() == ["TRE", "WAT", "BAR"]
    rects = arrange.rects(table.area)
    d.drag(rects[0].center, rects[2].center)  # the top card goes to third place
    assert names() == ["WAT", "BAR", "TRE"]
    d.click(d.button("done").rect.center)
    order = [a for a, _, _ in d.applied if isinstance(a, caleira.Order)]
    assert order == [caleira.Order(("WAT", "BAR", "TRE"))]


def test_marketplace_gives_a_card_by_dragging_it_to_the_rival(driver):
    d = driver
    table, session = open_table(d, options={"position": {
        "hands": [["MKT1", "OBS", "TRE1"], ["WAT1", "BAT1"]], "castles": [[], []], "deck": ["BAR"]},
        "rig": ["WAT1"]})
    d.record(session)
    mkt = next(k for k in table.aff.draggable() if table.board.pieces[k].look == ("face", caleira.cards.ID_OF["MKT1"]))
    d.drag(table.board.pieces[mkt].rect.center, d.zone_rect("drop:up").center)
    obs = f"c{caleira.cards.ID_OF['OBS']}"
    assert {z: [g.action for g in drags] for z, drags in table.aff.drag_targets(obs).items()} == {
        "hand:1": [caleira.Exchange("OBS", 1)]}
    d.drag(table.board.pieces[obs].rect.center, table.board.zones["hand:1"].rect.center)
    mine = [(a, after) for a, _, after in d.applied if isinstance(a, caleira.Exchange)]
    assert [a for a, _ in mine] == [caleira.Exchange("OBS", 1)]
    after = mine[0][1]
    assert caleira.cards.ID_OF["WAT1"] in after.hands[0]
    assert caleira.cards.ID_OF["OBS"] in after.hands[1]

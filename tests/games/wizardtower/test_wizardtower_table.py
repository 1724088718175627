"""Tower of the Sleepy Wizard on the real table, played by mouse gestures (spec 8.3, 8.4): what you
see of your own hand, peeking by a click, hiring by dragging a hand card, the deck or a market card
into your team, sending a hand card to the market, the copies chosen from a list, refusals that
change nothing, and whole games to the end with the rules' state checked after every gesture."""

from __future__ import annotations

import random

import pytest

from app.play.session import SeatSpec, Session
from app.scenes import navigation
from rules import wizardtower as rules
from rules.wizardtower import cards as C
from rules.wizardtower.tutorial import OPTIONS
from rules.wizardtower.actions import (
    ChooseCopies, EndPeek, HireFromDeck, HireFromHand, HireFromMarket, Peek, SendToMarket,
)

def open_table(d, players=3, seed=7, options=None, kind="random"):
    seats = [SeatSpec("human", "You")] + [SeatSpec(kind, f"Rival {i}") for i in range(1, players)]
    session = Session.new("wizardtower", seats, seed, options, store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    d.record(session)
    return d.table(), session


def rigged():
    """The tutorial's deal (spec 9.1): you start; your hand A17, A33, A50, A47; market A10, A37, A29;
    deck top A19 then A21."""
    return dict(OPTIONS)


def until_my_turn(d, session, frames=400):
    for _ in range(frames):
        if session.result() is not None or session.is_human_turn():
            d.step(3)  # the table catches up: the rival's last move shown, your options offered
            return
        d.step()
    raise AssertionError("the rivals did not hand the turn back")


def gesture(d, make):
    """Make a gesture (``make()``); the first action it applied (the rivals may play on after it)."""
    count = len(d.applied)
    make()
    assert len(d.applied) > count, f"the gesture applied nothing ({d.table().toast})"
    return d.applied[count][0]


def grab(rect):
    """Where to take hold of a card: its left edge, which stays visible where a row overlaps."""
    return rect.x + rect.w * 0.15, rect.centery


def piece(table, key):
    return table.board.pieces[key]


def test_your_hand_shows_backs_and_the_others_fronts(driver):
    d = driver
    table, session = open_table(d, options=rigged())
    mine = [piece(table, f"u{pos}") for pos in range(1, 5)]
    assert all(p.look == ("back",) for p in mine)  # you cannot see your own hand
    for card in session.state.hands[0]:
        assert f"a{card}" not in table.board.pieces  # nowhere on your table
    for seat in (1, 2):  # every other hand face up
        for card in session.state.hands[seat]:
            assert piece(table, f"a{card}").look[:2] == ("card", card)


def test_peek_by_click_then_done(driver):
    d = driver
    table, session = open_table(d, options=rigged())
    assert session.state.step == ("peek", 0)
    assert gesture(d, lambda: d.click(piece(table, "u1").rect.center)) == Peek(1)
    a17 = C.parse_card("A17")
    assert piece(table, f"a{a17}").look == ("card", a17, "known", 0)  # Brother Hush, in a gold frame
    assert "u1" not in table.board.pieces and "u2" in table.board.pieces
    assert gesture(d, lambda: d.click(d.button("done_peeking").rect.center)) == EndPeek()
    assert session.state.peeked[0] == 0b0001


def test_hire_from_hand_deck_and_market_by_dragging(driver):
    d = driver
    table, session = open_table(d, options=rigged(), kind="heuristic")
    d.click(d.button("done_peeking").rect.center)
    until_my_turn(d, session)
    # Option A: your first card into your team; it turns face up for you too.
    assert gesture(d, lambda: d.drag(piece(table, "u1").rect.center, d.zone_rect("team:0").center)) == HireFromHand(1)
    a17 = C.parse_card("A17")
    assert session.state.teams[0][0] == a17 and piece(table, f"a{a17}").look == ("card", a17, "", 0)
    until_my_turn(d, session)
    # Option B: the deck into your team, then a hand card onto the market.
    top = session.state.deck[0]
    assert gesture(d, lambda: d.drag(piece(table, "deck").rect.center, d.zone_rect("team:0").center)) == HireFromDeck()
    assert session.state.teams[0][1] == top and session.state.step == ("send", 0)
    assert {a.pos for a in session.human_actions()} == {2, 3, 4}  # only the sends
    before = rules.to_json(session.state)
    d.drag(piece(table, "u2").rect.center, d.zone_rect("team:0").center)  # not where it goes now
    assert rules.to_json(session.state) == before and table.toast
    sent = session.state.hands[0][3]
    count = len(d.applied)
    assert gesture(d, lambda: d.drag(piece(table, "u4").rect.center, d.zone_rect("market").center)) == SendToMarket(4)
    assert d.applied[count][2].market[-1] == sent and sent not in session.state.hands[0]
    until_my_turn(d, session)
    # Option C: a market card into your team.
    card = session.state.market[0]
    hire = HireFromMarket(card)
    assert gesture(d, lambda: d.drag(grab(piece(table, f"a{card}").rect), d.zone_rect("team:0").center)) == hire
    assert card in session.state.teams[0] and card not in session.state.market


def test_a_refused_deck_drag_says_why_and_changes_nothing(driver):
    d = driver
    table, session = open_table(d, options=rigged())
    d.click(d.button("done_peeking").rect.center)
    until_my_turn(d, session)
    before = rules.to_json(session.state)
    d.drag(piece(table, "deck").rect.center, d.zone_rect("market").center)
    assert rules.to_json(session.state) == before
    assert table.toast  # a one-line reason, in a player's words
    assert "market" in table.toast.lower() or "team" in table.toast.lower()


@pytest.mark.parametrize("players", [3, 5, 8])
def test_whole_games_by_gestures(driver, players):
    """Random gestures for every decision of yours (peeks, the three hires, sends, copies from the
    list), each checked against the rules: the action the gesture meant is the one applied, and the
    session's state is the rules' own result of it."""
    d = driver
    table, session = open_table(d, players=players, seed=100 + players)
    rng = random.Random(players)
    kinds = set()
    for _ in range(3000):
        if session.result() is not None:
            break
        if not session.is_human_turn():
            d.step()
            continue
        d.step(2)  # the table shows the latest state and offers its moves
        aff, board = table.aff, table.board
        gestures = [("reading", i) for i in range(len(aff.picker.choices))] if table.reading is not None else []
        gestures += [("drag", g) for g in aff.drags if g.piece in board.pieces]
        gestures += [("click", g) for g in aff.clicks if g.target in board.pieces]
        gestures += [("button", g) for g in aff.buttons]
        kind, g = rng.choice(gestures)
        count = len(d.applied)
        if kind == "reading":
            expected = d.choose_reading(g)
        elif kind == "drag":
            d.drag(grab(board.pieces[g.piece].rect), d.zone_rect(g.zone).center)
            expected = g.action
        elif kind == "click":
            d.click(grab(board.pieces[g.target].rect))
            expected = g.action
        else:
            d.click(d.button(g.name).rect.center)
            expected = g.action
        assert len(d.applied) > count, f"{kind} {expected} applied nothing"  # (the rivals may play on)
        action, before, after = d.applied[count]
        assert action == expected
        assert rules.to_json(after) == rules.to_json(rules.apply(before, action)[0])
        kinds.add(type(action).__name__)
        for pos, card in enumerate(session.state.hands[0], 1):  # your unseen cards stay backs
            if card >= 0 and not session.state.peeked[0] >> (pos - 1) & 1:
                assert f"a{card}" not in table.board.pieces
    assert session.result() is not None, "the game did not end"
    assert {"HireFromHand", "SendToMarket"} <= kinds
    d.step(5)


def test_the_copies_by_a_drag_or_a_button(driver):
    """Polly Morph (hired from position 3) copies by a drag onto a team card or by a button; each
    button says the noise its choice gives, the app's proposal first (spec 3.6, 8.4)."""
    d = driver
    table, session = open_table(d, options=rigged(), kind="heuristic")
    a50 = C.parse_card("A50")
    for _ in range(2000):  # hire Polly Morph and three more, until the copies are asked
        if session.state.step is not None and session.state.step[0] == "copy" and session.is_human_turn():
            break
        if not session.is_human_turn():
            d.step()
            continue
        d.step(2)
        legal = session.human_actions()
        if EndPeek() in legal:
            d.click(d.button("done_peeking").rect.center)
        elif HireFromHand(3) in legal:
            d.drag(piece(table, "u3").rect.center, d.zone_rect("team:0").center)
        else:
            d.gesture_for_turn()
    d.step(2)
    legal = [a for a in session.human_actions() if isinstance(a, ChooseCopies)]
    assert a50 in session.state.teams[0] and len(legal) >= 2, "Polly Morph has a choice to make"
    buttons = [b for b in table.buttons if b.key.startswith("copies_")]
    assert len(buttons) == len(legal) and all("noise" in b.label for b in buttons)
    proposal = rules.propose_copies(session.state.teams[0], session.state.floor)
    assert table.aff.buttons[0].action.mapping == proposal
    drags = [g for g in table.aff.drags if g.piece == f"a{a50}"]
    assert {g.action for g in drags} == set(legal)  # one Shapeshifter: a drag for every choice
    other = next(g for g in drags if g.action.mapping != proposal)
    start = piece(table, f"a{a50}").rect.center
    assert gesture(d, lambda: d.drag(start, d.zone_rect(other.zone).center)) == other.action
    assert session.state.step is None or session.state.step != ("copy", 0)


def test_the_copies_by_a_button(driver):
    d = driver
    table, session = open_table(d, options=rigged(), kind="heuristic")
    for _ in range(2000):
        if session.state.step is not None and session.state.step[0] == "copy" and session.is_human_turn():
            break
        if not session.is_human_turn():
            d.step()
            continue
        d.step(2)
        legal = session.human_actions()
        if HireFromHand(3) in legal:
            d.drag(piece(table, "u3").rect.center, d.zone_rect("team:0").center)
        else:
            d.gesture_for_turn()
    d.step(2)
    last = [b for b in table.buttons if b.key.startswith("copies_")][-1]
    chosen = next(b.action for b in table.aff.buttons if b.name == last.key)
    assert gesture(d, lambda: d.click(last.rect.center)) == chosen


def test_tutorial_plays_to_the_end_by_mouse(driver):
    """Title > Tutorials > Tower of the Sleepy Wizard, every taught move made by its gesture (a
    wrong one first now and then: a hint, nothing changes), to the spec's checkpoints (9.2)."""
    d = driver
    d.click_widget("#tutorials")
    d.click_widget("#learn_wizardtower")
    table = d.table()
    overlay = d.scene
    lesson = overlay.lesson
    moves = 0
    for _ in range(1500):
        if lesson.finished:
            break
        state = table.session.state
        if lesson.waiting_for_button(state):
            d.click(overlay.button().rect.center)
            continue
        if table.session.is_human_turn() and lesson.expected(state) is not None:
            d.step(2)
            expected = lesson.expected(state)
            wrong = [a for a in table.aff.actions() if a != expected]
            if wrong and moves % 3 == 0:
                before = rules.to_json(state)
                table.choose(wrong[0])
                assert rules.to_json(table.session.state) == before and table.toast
            assert d.gesture_for_expected(expected) == expected
            moves += 1
            continue
        d.step()
    assert lesson.finished
    s = table.session.state
    assert s.round == 2 and s.floor == C.parse_floor("F01") and s.first == 1
    assert s.totals == (0, 13, 0) and s.treasure == (2, 0, 2)
    assert moves >= 8

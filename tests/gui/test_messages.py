"""Messages in a player's words, for every game: a refused drop names places the way the table
shows them (never a zone id, never key syntax like "cell:3", never an empty target); a greyed-out
Undo says why; a successful undo is news, not an error."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from app.games import has_table
from app.play.session import SeatSpec, Session
from app.scenes import navigation
from rules import catalog

CASES = [(g.id, n) for g in catalog.GAMES if has_table(g.id) for n in g.players]
KEY_SYNTAX = re.compile(r"\b[\w]+:[\w]+\b")  # "cell:3", "drop:up", "castle:0"


def problems(message: str, zone_ids: set[str]) -> list[str]:
    out = []
    if not message.strip():
        out.append("empty")
    if KEY_SYNTAX.search(message):
        out.append(f"key syntax {KEY_SYNTAX.search(message).group(0)!r}")
    if any(re.search(rf"(?<![\w']){re.escape(z)}(?![\w'])", message) for z in zone_ids if len(z) > 3 and ":" in z):
        out.append("a zone id")
    if re.search(r"\bon\s*[.,]|\bon\s*$|\bor\s*[.,]|,\s*[.,]", message):
        out.append("an empty target")
    return out


@pytest.mark.parametrize("game_id, players", CASES)
def test_every_refused_drop_names_places_in_player_words(driver, game_id, players):
    d = driver
    seats = [SeatSpec("human", "You")] + [SeatSpec("random", f"Rival {i}") for i in range(1, players)]
    session = Session.new(game_id, seats, 70 + players, store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    table = d.table()
    rng = random.Random(players)
    area = table.area
    checked = 0
    for _ in range(600):
        if session.result() is not None:
            break
        if not session.is_human_turn():
            d.step()
            continue
        zone_ids = set(table.board.zones) | {z.id for z in table.aff.dropzones}
        for key in list(table.aff.draggable())[:4]:
            piece = table.board.pieces[key]
            for _ in range(6):
                start = piece.rect.center
                table.drag.pick(piece, start, table.aff.drag_targets(key), table.aff.dropzones)
                pos = (rng.uniform(area.x, area.right - 1), rng.uniform(area.y, area.bottom - 1))
                table.drag.carry(pos, table.board)
                dropped, landed, over = table.drag.drop(pos, table.board)
                if not landed:
                    message = table.drag.why_not(table.board, over)
                    assert not problems(message, zone_ids), (message, problems(message, zone_ids))
                    checked += 1
                table.drag.refuse(dropped, 0)
                table.drag.clear()
        d.gesture_for_turn()
        d.step()
    assert checked > 0, "no refused drop was tried"


def test_a_greyed_out_undo_says_why_and_an_undo_is_news(driver):
    d = driver
    session = Session.new("caleira", [SeatSpec("human", "You"), SeatSpec("easy", "Rival")], 5,
                          catalog.load("caleira").options_for_start(2, 5, 0), store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    table = d.table()
    undo = d.button("undo")
    assert not undo.enabled and undo.why, "nothing to take back yet, and it says so"
    d.move(undo.rect.center)
    d.click(undo.rect.center)
    assert table.toast == undo.why and table.toast_kind == "info"
    d.gesture_for_turn()
    d.step(3)
    ok, _ = session.can_undo()
    if ok:
        d.click(d.button("undo").rect.center)
        assert table.toast_kind == "info" and "taken back" in table.toast
    table.refused("Not there")
    assert table.toast_kind == "error"


def test_the_greyed_out_reason_shows_on_hover(driver):
    d = driver
    session = Session.new("caleira", [SeatSpec("human", "You"), SeatSpec("easy", "Rival")], 5, store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    table = d.table()
    undo = d.button("undo")
    before = d.app.screen.copy()
    d.move(undo.rect.center)
    d.step(2)
    above = pygame.Rect(undo.rect.x - 40, undo.rect.y - 80, undo.rect.w + 80, 70)
    changed = sum(1 for x in range(above.x, above.right, 4) for y in range(above.y, above.bottom, 4)
                  if 0 <= x < d.app.size[0] and d.app.screen.get_at((x, y)) != before.get_at((x, y)))
    assert changed > 20, "a note appears above the greyed-out button"

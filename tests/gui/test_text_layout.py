"""No text on text, nothing cut: every scene of every game, at 1024x640 and 1920x1080, with Normal
and Large text. Each frame is drawn into a tracing surface (``tests/support/text_trace.py``) that
knows where every word landed; no two visible texts may overlap and none may be cut by its panel
or the window; every menu widget's words must fit it."""

from __future__ import annotations

import pygame
import pytest
import text_trace

from app.games import has_lesson, has_table
from app.play.session import SeatSpec, Session
from app.scenes import navigation
from rules import catalog

GAMES = [g for g in catalog.GAMES if has_table(g.id)]
# Positions one gesture away from a decision with buttons on the table (Watchtower: Reveal none).
RIGGED = [("caleira", {"position": {"hands": [["WAT1", "TRE1"], ["MKT1", "BAR"]],
                                     "castles": [["OBS↓", "THR1↓"], ["BAT1↓", "TRE2↓", "SPI↓"]],
                                     "deck": ["WIZ", "THR2", "BAT2", "WAT2"]}},
            "caleira: a Watchtower picks pieces to reveal")]


def look(d, label: str, found: list[str]) -> None:
    d.step(3)
    for problem in text_trace.problems(d.app):
        found.append(f"{label}: {problem}")


def to_title(d) -> None:
    from app.scenes.title import TitleScene

    d.app.stack.clear_to(TitleScene(d.app))
    d.step(3)


def table_scenes(d, game, players: int, found: list[str]) -> None:
    seats = [SeatSpec("human", "You")] + [SeatSpec("random", f"Rival {i}" if players > 2 else "Rival")
                                          for i in range(1, players)]
    session = Session.new(game.id, seats, 9, store=d.app.store)
    navigation.open_table(d.app, session)
    table = d.table()
    look(d, f"{game.id} {players}p table, start", found)
    # The pause menu and the settings over the table, while there is a table under them (a short
    # game may reach its results within the gestures below).
    d.key(pygame.K_ESCAPE)
    look(d, f"{game.id} pause over the table", found)
    d.click_widget("#settings")
    look(d, f"{game.id} settings over the pause menu", found)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert d.scene is table, f"{game.id}: Esc did not lead back to the table but to {type(d.scene).__name__}"
    for n in range(60):  # into the game, by gestures, looking now and then
        if session.result() is not None:
            break
        if session.is_human_turn():
            if n in (4, 11, 25):
                look(d, f"{game.id} {players}p table, move {n}", found)
                piece = next((p for p in table.board.pieces.values() if p.look and table.area.contains(p.rect)), None)
                if piece is not None:  # its words and the piece shown large
                    d.move(piece.rect.center)
                    d.step(40)
                    look(d, f"{game.id} {players}p table, hovering {piece.key}", found)
                    d.move((2, 2))
            d.gesture_for_turn()
        d.step()
    for _ in range(3000):  # to the end and the results
        if type(d.scene).__name__ == "ResultsScene":
            break
        if session.is_human_turn() and d.scene is table:
            d.gesture_for_turn()
        d.step()
    assert type(d.scene).__name__ == "ResultsScene", f"{game.id} {players}p: no results after 3000 frames"
    look(d, f"{game.id} {players}p results", found)
    to_title(d)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("text_size", ["medium", "large"])
def test_no_text_on_text_and_nothing_cut(driver, size, text_size):
    d = driver
    d.app.resize(size)
    d.app.settings.text_size = text_size
    d.app.apply_settings()
    found: list[str] = []
    title = d.scene
    title.message = "Your saved game could not be read: it was moved aside, so nothing is lost."
    title.resume()
    look(d, "title with a message", found)
    to_title(d)
    look(d, "title", found)
    for oid in ("#new_game", "#tutorials", "#settings", "#rules"):
        d.click_widget(oid)
        look(d, oid[1:], found)
        to_title(d)
    for game in GAMES:
        d.click_widget("#new_game")
        d.scene._set_game(game.title)
        d.scene._set_players(f"{max(game.players)} players")
        look(d, f"new game: {game.id}, {max(game.players)} players", found)
        to_title(d)
        table_scenes(d, game, game.default_players, found)
        if max(game.players) > game.default_players:
            table_scenes(d, game, max(game.players), found)
        if has_lesson(game.id):
            from app.scenes.tutorial import start_tutorial

            start_tutorial(d.app, game.id)
            look(d, f"{game.id} lesson, first step", found)
            overlay = d.scene
            for _ in range(3):
                button = overlay.button()
                if button is not None:
                    d.click(button.rect.center)
                look(d, f"{game.id} lesson, step {overlay.lesson.step_index + 1}", found)
            to_title(d)
    for game_id, options, label in RIGGED:
        session = Session.new(game_id, [SeatSpec("human", "You"), SeatSpec("random", "Rival")], 4, options,
                              store=d.app.store)
        navigation.open_table(d.app, session)
        d.step(3)
        d.gesture_for_turn()
        look(d, label, found)
        to_title(d)
    seats = [SeatSpec("human", "Ann", "Ann"), SeatSpec("human", "Bob", "Bob")]
    session = Session.new(GAMES[0].id, seats, 3, GAMES[0].load().options_for_start(2, 3, 1), store=d.app.store)
    navigation.open_table(d.app, session)
    look(d, "the curtain", found)
    assert not found, f"{len(found)} problems at {size}, {text_size} text:\n" + "\n".join(found[:40])

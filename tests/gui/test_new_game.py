"""New game by mouse: the seat counts each game allows, one row per seat that fits the window
(up to 8, two columns), people and AIs named as they will be at the table."""

from __future__ import annotations

import itertools
import sys

import pygame
import pytest

import rules.caleira
from app.scenes import navigation
from rules import catalog
from rules.core.game import GameFacts
from app.scenes.new_game import NewGameScene


def choose(d, object_id: str, option: str) -> None:
    """Open the dropdown ``object_id`` and click ``option`` in its list."""
    menu = d.widget(object_id)
    if menu.selected_option[0] == option:
        return
    d.click(menu.rect.center)
    items = menu.current_state.options_selection_list.item_list
    item = next(i for i in items if i["text"] == option)
    assert item["button_element"] is not None, f"{option} is scrolled out of sight in {object_id}"
    d.click(item["button_element"].rect.center)
    d.step(3)  # the choice travels button -> list -> dropdown -> scene, a frame each
    assert d.widget(object_id).selected_option[0] == option


def options(d, object_id: str) -> list[str]:
    return [text for text, _ in d.widget(object_id).options_list]


def open_new_game(d) -> None:
    d.click_widget("#new_game")
    assert type(d.scene).__name__ == "NewGameScene"


@pytest.fixture
def every_game_playable(monkeypatch):
    """Every catalog game may be picked, table or not: these tests are about seats."""
    import app.games

    monkeypatch.setattr(app.games, "has_table", lambda game_id: True)


@pytest.fixture
def eight_seats(monkeypatch, every_game_playable):
    """A fake game for 1 to 8 seats (Caleira's rules under another id)."""
    monkeypatch.setitem(sys.modules, "rules.octo", rules.caleira)
    facts = GameFacts("octo", "Octo Castle of the Eight", tuple(range(1, 9)), 2)
    monkeypatch.setattr(catalog, "GAMES", catalog.GAMES + (facts,))
    return facts


@pytest.fixture
def started(monkeypatch):
    """The sessions New game starts (the table itself is not under test here)."""
    sessions = []
    monkeypatch.setattr(navigation, "open_table", lambda host, session, lesson=None: sessions.append(session))
    return sessions


def test_each_game_offers_exactly_its_seat_counts(driver, every_game_playable):
    d = driver
    open_new_game(d)
    for facts in catalog.GAMES:
        choose(d, "#game", facts.title)
        assert options(d, "#players") == [f"{n} players" for n in facts.players if n <= 8]
        assert d.widget("#players").selected_option[0] == f"{facts.default_players} players"
        assert [d.has_widget(f"#seat{i}") for i in range(9)] == [i < facts.default_players for i in range(9)]


def widget_rects(d) -> list[tuple[str, pygame.Rect]]:
    scene = d.scene
    return [(str(w.get_object_ids()[-1]), pygame.Rect(w.rect)) for w in scene.widgets if w.visible]


def assert_laid_out(d, seats: int) -> None:
    screen = pygame.Rect((0, 0), d.app.size)
    rects = widget_rects(d)
    ids = [oid for oid, _ in rects]
    assert [f"#seat{i}" in ids for i in range(8)] == [i < seats for i in range(8)]
    for oid, rect in rects:
        assert screen.contains(rect), f"{oid} {rect} leaves the {screen.size} window"
    for (a, ra), (b, rb) in itertools.combinations(rects, 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
    from app.ui import gfx

    font_px, row, _ = d.scene.metrics()
    for w in d.scene.widgets:
        if type(w).__name__ == "UILabel":  # the label's words fit its box, in the menus' font and at full size
            assert w.font.get_rect(w.text).width <= w.rect.w, w.text
            assert gfx.font(font_px).size(w.text)[0] <= w.rect.w, w.text
        assert w.rect.h >= row >= font_px * 1.5


@pytest.mark.parametrize("size, text", [((1024, 640), "large"), ((1024, 640), "medium"), ((1920, 1080), "large"),
                                        ((1280, 800), "small")])
def test_eight_seat_rows_fit_the_window(driver, eight_seats, size, text):
    d = driver
    d.app.settings.text_size = text
    d.app.apply_settings()
    d.app.resize(size)
    d.step(2)
    open_new_game(d)
    choose(d, "#game", eight_seats.title)
    for count in (8, 5, 4, 1, 8):
        choose(d, "#players", f"{count} players")
        assert_laid_out(d, count)
    # Two columns: seats 1-4 on the left, 5-8 on the right, each a row of its own.
    left = [d.widget(f"#seat{i}").rect for i in range(4)]
    right = [d.widget(f"#seat{i}").rect for i in range(4, 8)]
    assert all(a.right < b.left and a.y == b.y for a, b in zip(left, right))
    # The last seat's list fits above it, every choice in sight.
    choose(d, "#seat7", "Player 8")


def test_seats_are_named_rivals_teammates_and_people(driver, eight_seats, started, monkeypatch):
    d = driver
    open_new_game(d)
    choose(d, "#game", eight_seats.title)
    choose(d, "#players", "4 players")
    assert [d.widget(f"#seat_name{i}").text for i in range(4)] == ["1. You", "2. Rival", "3. Rival 2", "4. Rival 3"]
    choose(d, "#seat2", "Player 2")
    assert [d.widget(f"#seat_name{i}").text for i in range(4)] == [
        "1. Player 1", "2. Rival", "3. Player 2", "4. Rival 2"]
    monkeypatch.setattr(catalog, "GAMES", catalog.GAMES[:-1] + (GameFacts(
        "octo", "Octo Castle of the Eight", tuple(range(1, 9)), 2, cooperative=True),))
    choose(d, "#seat2", "You")
    assert [d.widget(f"#seat_name{i}").text for i in range(4)] == [
        "1. You", "2. Teammate", "3. You (2)", "4. Teammate 2"]


def test_starting_caleira_with_two_people(driver, started):
    d = driver
    open_new_game(d)
    choose(d, "#game", "Castles of Caleira")
    choose(d, "#players", "2 players")
    choose(d, "#seat1", "Player 2")
    d.click_widget("#advanced")  # the seed is folded away until asked for
    d.click(d.widget("#seed").rect.center)
    for ch in "77":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    d.step(2)
    d.click_widget("#start")
    [session] = started
    assert session.game_id == "caleira" and session.seed == 77 and session.store is d.app.store
    assert session.people == ["Player 1", "Player 2"] and session.names == ["Player 1", "Player 2"]
    assert [s.kind for s in session.seats] == ["human", "human"]
    assert session.looking == "Player 1"


def test_one_person_may_hold_several_seats_and_a_saved_game_is_replaced_only_when_confirmed(driver, started):
    d = driver
    d.app.store.write({"format": "castletop-save", "version": 2})
    d.app.store.flush()
    open_new_game(d)
    choose(d, "#game", "Castles of Caleira")
    choose(d, "#players", "3 players")
    choose(d, "#seat2", "You")
    d.click_widget("#start")
    assert not started and "replaces your saved game" in d.scene.message
    d.click_widget("#start")
    [session] = started
    assert session.people == ["You"] and session.names == ["You", "Rival", "You (2)"]
    assert session.seats_of("You") == (0, 2)


def test_a_seed_that_is_not_a_number_is_refused(driver, started):
    d = driver
    open_new_game(d)
    d.click_widget("#advanced")
    d.click(d.widget("#seed").rect.center)
    for ch in "abc":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    d.step(2)
    d.click_widget("#start")
    assert not started and d.scene.message.startswith("The seed must be a whole number")
    assert d.widget("#seed").get_text() == "abc"


def test_a_game_for_one_person_refuses_a_second_persons_seat(driver, started):
    """A game whose facts allow one person's seat (everyone else's seat shows that person's own hand)
    says so instead of starting; with the other seats given to AI players it starts."""
    one = next((g for g in catalog.GAMES if g.person_seats == 1), None)
    if one is None:
        pytest.skip("no game limits the people at one screen")
    d = driver
    open_new_game(d)
    choose(d, "#game", one.title)
    choose(d, "#seat1", "Player 2")
    d.click_widget("#start")
    assert not started and "one person plays one seat" in d.scene.message
    choose(d, "#seat1", "AI easy")
    d.click_widget("#start")
    [session] = started
    assert session.game_id == one.id and [s.kind for s in session.seats].count("human") == 1


def test_a_games_own_choices_reach_its_rules(driver, started):
    """Every game option (``FACTS.options``) is a row of New game; what is chosen there is what the
    game starts with, a choice each person makes for their own seat included."""
    d = driver
    open_new_game(d)
    for game in NewGameScene.playable():
        choose(d, "#game", game.title)
        for option in game.options:
            oid = f"#option_{option.key}" + ("_0" if option.per_person else "")
            assert options(d, oid) == [words for _, words in option.choices]
            assert d.widget(oid).selected_option[0] == option.shown(option.default)
    game = next((g for g in NewGameScene.playable() if g.options), None)
    if game is None:
        pytest.skip("no game offers choices")
    choose(d, "#game", game.title)
    picked = {}
    for option in game.options:
        value, words = option.choices[-1]
        choose(d, f"#option_{option.key}" + ("_0" if option.per_person else ""), words)
        picked[option.key] = {0: value} if option.per_person else value
    d.click_widget("#start")
    [session] = started
    assert session.options == picked
    again = session.module.new_game(len(session.seats), session.seed, picked)
    assert session.module.to_json(session.state) == session.module.to_json(again), "the rules got the choices"


def test_a_chosen_guild_is_the_persons_colour_at_the_table(driver, started):
    """Tower of the Sleepy Wizard: the person's guild is chosen in New game (spec 2.4); the AI
    seats take the other guilds in order."""
    d = driver
    open_new_game(d)
    choose(d, "#game", "Tower of the Sleepy Wizard")
    choose(d, "#option_guild_0", "Raven")
    d.click_widget("#start")
    [session] = started
    assert session.state.guilds == (7, 0, 1, 2)

"""The menus' words: the text size setting reaches every menu widget and still fits at 1024x640;
New game shows the game's blurb and picture and folds the seed away; Continue says what it
continues; a menu over a menu never draws its title over the other's; the title's message plate
sits under the subtitle."""

from __future__ import annotations

import random

import pygame
import pytest

from app.play.session import SeatSpec, Session
from app.scenes import navigation
from app.scenes.menu import menu_px
from rules import catalog


def text_size(d, size, text) -> None:
    d.app.settings.text_size = text
    d.app.apply_settings()
    d.app.resize(size)
    d.step(2)


def visible_buttons(d):
    return [w for w in d.app.ui.get_sprite_group().sprites()
            if type(w).__name__ in ("UIButton", "UILabel") and w.visible and getattr(w, "text", "")]


def assert_words_fit(d) -> None:
    screen = pygame.Rect((0, 0), d.app.size)
    for w in visible_buttons(d):
        assert screen.contains(w.rect), f"{w.text!r} {w.rect} leaves the window"
        assert w.font.size(w.text)[0] <= w.rect.w - 4, f"{w.text!r} does not fit {w.rect.w} px"


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_large_text_reaches_every_menu_and_fits(driver, size):
    d = driver
    sizes = {}
    for text in ("medium", "large"):
        text_size(d, size, text)
        sizes[text] = px = menu_px(d.app)
        assert d.widget("#quit").font.get_point_size() == px  # the theme's size, not pygame_gui's 14 pt
        assert_words_fit(d)
        for oid in ("#settings", "#new_game", "#tutorials", "#stats"):
            d.click_widget(oid)
            assert d.widget("#back").font.get_point_size() == px
            assert_words_fit(d)
            d.key(pygame.K_ESCAPE)
    assert sizes["large"] > sizes["medium"]


def test_resizing_the_window_resizes_the_menus_words(driver):
    d = driver
    from app.ui import gfx

    text_size(d, (1024, 640), "large")
    small = d.widget("#new_game").font.size("New game")
    text_size(d, (1920, 1080), "large")
    big = d.widget("#new_game").font.size("New game")
    assert big[0] > small[0] and abs(big[0] - gfx.font(menu_px(d.app)).size("New game")[0]) <= 2


def test_new_game_shows_the_blurb_and_picture_and_folds_the_seed(driver):
    d = driver
    text_size(d, (1024, 640), "large")
    d.click_widget("#new_game")
    scene = d.scene
    for game in scene.playable():  # the games New game offers: those on the table
        scene._set_game(game.title)
        d.step(2)
        assert scene.game_id == game.id
        words = [s for s, plate in scene._words() if not plate]
        assert game.blurb and words and words[0].get_height() > 0
        picture = scene.picture()
        assert picture is not None and scene.picture_rect is not None
        assert pygame.Rect((0, 0), d.app.size).contains(scene.picture_rect)
        for w in scene.widgets:
            assert not scene.picture_rect.colliderect(w.rect), f"the picture covers {w.get_object_ids()}"
        assert d.has_widget("#advanced") and not d.has_widget("#seed")
        assert_words_fit(d)
    d.click_widget("#advanced")
    assert d.has_widget("#seed") and d.widget("#advanced").text == "Hide advanced options"
    d.click(d.widget("#seed").rect.center)
    for ch in "42":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    d.step(2)
    d.click_widget("#advanced")
    assert not d.has_widget("#seed") and d.widget("#advanced").text == "Advanced options (seed 42)"
    d.click_widget("#start")
    assert d.table().session.seed == 42


def test_continue_names_the_game_how_far_and_the_opponents(driver):
    d = driver
    session = Session.new("skycastle", [SeatSpec("human", "You"), SeatSpec("normal", "Rival")], 3, store=d.app.store)
    rng = random.Random(1)
    m = session.module
    while not any(line.startswith("Round 2") for line in session.log):
        session.apply(rng.choice(list(m.legal_actions(m.view(session.state, session.to_act())))))
    session.save(d.app.store)
    navigation.to_title(d.app)
    d.step(2)
    assert d.widget("#continue").text == "Continue: Secret Sky Castle, round 2, vs Normal AI"
    session = Session.new("caleira", [SeatSpec("human", "You")] + [SeatSpec(k, f"Rival {i}") for i, k in
                                                                   ((1, "easy"), (2, "hard"))], 3, store=d.app.store)
    navigation.to_title(d.app)
    d.step(2)
    assert d.widget("#continue").text == "Continue: Castles of Caleira, turn 1, vs Easy AI and Hard AI"
    assert_words_fit(d)
    d.click_widget("#continue")
    assert d.table().session.stats is not None


def test_a_menu_over_a_menu_draws_a_clean_page(driver, monkeypatch):
    d = driver
    session = Session.new("caleira", [SeatSpec("human", "You"), SeatSpec("easy", "Rival")], 4)
    navigation.open_table(d.app, session)
    d.step(2)
    d.key(pygame.K_ESCAPE)
    pause = d.scene
    drawn = []
    from app.scenes.menu import MenuScene

    monkeypatch.setattr(MenuScene, "draw_heading", lambda self, surface: drawn.append(type(self).__name__))
    d.step()
    assert drawn == ["PauseScene"]
    drawn.clear()
    d.click_widget("#settings")
    drawn.clear()
    d.step()
    assert drawn == ["SettingsScene"] and pause.under_a_page()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_title_message_sits_under_the_subtitle(driver, size):
    d = driver
    text_size(d, size, "large")
    title = d.scene
    title.message = ("Your settings file could not be read (not valid JSON: it is cut short); it was moved to "
                     "/home/someone/.config/Castletop/settings.corrupt-20260101-101500.json")
    title.resume()
    d.step(2)
    places = title.heading()
    assert places["title"].bottom <= places["subtitle"].top
    assert places["subtitle"].bottom < places["message"].top
    buttons = [w.rect for w in title.widgets]
    assert all(places["message"].bottom < r.top for r in buttons)
    assert all(pygame.Rect((0, 0), d.app.size).contains(r) for r in buttons)

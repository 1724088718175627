"""Every scene opens and closes; a corrupt save is reported and moved aside; random input never
breaks the app or the game."""

from __future__ import annotations

import random

import pygame

from app.play.session import SeatSpec, Session
from rules import caleira
from app.scenes import navigation


def test_every_scene_opens_and_closes(driver):
    d = driver
    for button, scene in (("#new_game", "NewGameScene"), ("#tutorials", "TutorialsScene"),
                          ("#rules", "RulesIndexScene"), ("#settings", "SettingsScene"),
                          ("#credits", "CreditsScene")):
        d.click_widget(button)
        assert type(d.scene).__name__ == scene
        d.key(pygame.K_ESCAPE)
        assert type(d.scene).__name__ == "TitleScene"
    session = Session.new("caleira", [SeatSpec("human", "You"), SeatSpec("easy", "Rival")], 4, store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(2)
    d.key(pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "PauseScene"
    for button, scene in (("#rules", "RulesScene"), ("#settings", "SettingsScene")):
        d.click_widget(button)
        assert type(d.scene).__name__ == scene
        d.key(pygame.K_ESCAPE)
        assert type(d.scene).__name__ == "PauseScene"
    d.click_widget("#resume")
    assert type(d.scene).__name__ == "TableScene"
    d.key(pygame.K_ESCAPE)
    d.click_widget("#save_quit")
    assert type(d.scene).__name__ == "TitleScene"
    assert d.has_widget("#continue")
    d.click_widget("#continue")
    assert type(d.scene).__name__ == "TableScene"
    assert caleira.to_json(d.table().session.state) == caleira.to_json(session.state)
    d.key(pygame.K_ESCAPE)
    d.click_widget("#concede")
    d.click_widget("#yes")  # conceding asks first, then shows the results
    assert type(d.scene).__name__ == "ResultsScene"
    assert not d.app.store.exists()
    d.click_widget("#title")
    assert type(d.scene).__name__ == "TitleScene"


def test_rules_reference_links_jump_between_sections(driver):
    d = driver
    d.click_widget("#rules")
    d.click_widget("#rules_caleira")
    scene = d.scene
    assert scene.current == "goal"
    d.click_widget("#section_scoring")
    assert scene.current == "scoring"
    import pygame_gui

    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_BOX_LINK_CLICKED, link_target="faces",
                                         ui_element=scene.box, ui_object_id="#rules_text"))
    d.step(2)
    assert scene.current == "faces"


def test_every_game_has_its_rules_from_the_title_and_they_fit_the_window(driver):
    """The title's Rules lists every game; each opens its own reference, whose contents and Close
    button stay inside a short window however many sections it has."""
    from rules import catalog

    d = driver
    d.app.resize((1280, 720))
    d.step(2)
    d.click_widget("#rules")
    for info in catalog.GAMES:
        d.click_widget(f"#rules_{info.id}")
        scene = d.scene
        assert type(scene).__name__ == "RulesScene" and scene.game_id == info.id
        assert scene.title == f"Rules: {info.title}"
        close = d.widget("#close")
        assert close.rect.bottom <= 720
        last = d.widget(f"#section_{scene.sections[-1][0]}")
        assert last.rect.bottom < close.rect.top
        d.click_widget("#close")
        assert type(d.scene).__name__ == "RulesIndexScene"
    d.click_widget("#back")
    assert type(d.scene).__name__ == "TitleScene"


def test_credits_show_every_games_notice(driver):
    from app.scenes.credits import credits_html
    from rules import catalog

    text = credits_html()
    for info in catalog.GAMES:
        assert info.title in text.replace("&#x27;", "'")
    noticed = [info for info in catalog.GAMES if info.notice]
    assert noticed, "a game whose content is reconstructed gives the credits its notice"
    for info in noticed:
        assert info.notice.replace("'", "&#x27;").replace('"', "&quot;") in text
    d = driver
    d.click_widget("#credits")
    assert d.widget("#credits_text").html_text == text


def test_settings_apply_at_once_and_are_kept(driver, home):
    d = driver
    d.click_widget("#settings")
    d.click_widget("#contrast")
    assert d.app.settings.high_contrast is True
    d.key(pygame.K_ESCAPE)
    from app.platform import settings

    loaded, message = settings.load()
    assert message is None and loaded.high_contrast is True


def test_corrupt_save_gets_a_message_and_is_moved_aside(home, monkeypatch):
    from app.main import App
    from app.platform.storage import SaveStore

    store = SaveStore()
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text('{"format": "castletop-save", "version": 1, "game": "caleira", "state": "{trunc')
    pygame.init()
    app = App((1280, 800), test_mode=True)
    try:
        from gui_driver import Driver

        d = Driver(app, monkeypatch)
        d.step(2)
        assert type(d.scene).__name__ == "TitleScene"
        assert "moved" in d.scene.message.lower() or "could not" in d.scene.message.lower()
        assert not store.path.exists()
        aside = [p for p in store.folder.iterdir() if p.name != store.path.name]
        assert aside and "trunc" in aside[0].read_text()
        d.step(3)  # the app goes on
        assert not d.has_widget("#continue")
    finally:
        app.close()
        pygame.quit()


def test_five_thousand_random_input_events(driver):
    d = driver
    rng = random.Random(2026)
    session = Session.new("caleira", [SeatSpec("human", "You"), SeatSpec("random", "Rival")], 17, store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(2)
    w, h = d.app.size
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_h, pygame.K_z, pygame.K_SPACE, pygame.K_LEFT]
    for i in range(5000):
        kind = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        d.pos = pos
        if kind < 0.45:
            event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(rng.random() < 0.3, 0, 0),
                                       touch=False)
        elif kind < 0.65:
            event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)), touch=False)
        elif kind < 0.85:
            event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 1, 3)), touch=False)
        else:
            key = rng.choice(keys)
            mod = pygame.KMOD_CTRL if key == pygame.K_z else 0
            event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        pygame.event.post(event)
        d.step()
        if i % 500 == 0:
            # Back to a table if the events wandered off to the title (save and quit, concede...).
            if type(d.scene).__name__ not in ("TableScene", "PauseScene", "RulesScene", "SettingsScene"):
                from app.scenes.title import TitleScene

                d.app.stack.clear_to(TitleScene(d.app))
                session = Session.new("caleira", [SeatSpec("human", "You"), SeatSpec("random", "Rival")],
                                      100 + i, store=d.app.store)
                navigation.open_table(d.app, session)
                d.step()
    # Whatever happened, every game state the app holds is a valid one.
    for scene in d.app.stack.scenes:
        s = getattr(scene, "session", None)
        if s is not None:
            text = caleira.to_json(s.state)
            assert caleira.to_json(caleira.from_json(text)) == text


def test_text_size_applies_to_menus_at_once(driver):
    d = driver
    d.click_widget("#settings")
    before = d.app.ui
    d.app.settings.text_size = "large"
    d.app.apply_settings()
    d.step(2)
    assert d.app.ui is not before  # menus rebuilt with the larger font
    assert d.has_widget("#back") and type(d.scene).__name__ == "SettingsScene"
    d.click_widget("#back")
    assert type(d.scene).__name__ == "TitleScene" and d.has_widget("#new_game")
    # The title, covered by settings while it was rebuilt, shows only its own buttons again.
    assert not d.has_widget("#text_size")

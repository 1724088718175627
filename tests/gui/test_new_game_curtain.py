"""The curtain between two people at one screen: opaque, lifted only by the next person."""

from __future__ import annotations

import pygame

from app.play.session import SeatSpec, Session
from app.scenes.base import Scene
from app.scenes.curtain import CurtainScene
from rules.caleira import Play

MAGENTA = (255, 0, 255)


class Secret(Scene):
    """Stands for the table: a screen full of the previous person's secrets."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(MAGENTA)


def shared_game() -> Session:
    session = Session.new("caleira", [SeatSpec("human", "Ann"), SeatSpec("human", "Bob")], 1, {"position": {
        "hands": [["BAT1", "BAT2"], ["BAT3", "SPI"]], "castles": [["OBS↑"], ["WIZ↓"]], "deck": [], "active": 0}})
    session.apply(Play("BAT", False))
    assert session.curtain() == "Bob"
    return session


def curtain_over_the_table(d) -> tuple[Session, CurtainScene, list[str]]:
    session = shared_game()
    lifted: list[str] = []
    d.app.stack.push(Secret(d.app))
    curtain = CurtainScene(d.app, session, "Bob", lambda: lifted.append(session.looking))
    d.app.stack.push(curtain)
    d.step(2)
    return session, curtain, lifted


def magenta_pixels(surface: pygame.Surface) -> int:
    mask = pygame.mask.from_threshold(surface, MAGENTA, (1, 1, 1, 255))
    return mask.count()


def test_the_curtain_hides_the_table_completely(driver):
    d = driver
    session, curtain, lifted = curtain_over_the_table(d)
    assert d.app.stack.visible() == [curtain]
    assert magenta_pixels(d.app.screen) == 0
    assert curtain.title == "Pass to Bob" and "Bob" in curtain.why() and "Ann" in curtain.why()
    assert d.widget("#show_table").text == "I'm Bob: show my table"
    assert session.looking == "Ann" and not lifted
    d.key(pygame.K_ESCAPE)  # never lifts it by accident
    assert d.scene is curtain and session.looking == "Ann"
    d.app.resize((1024, 640))
    d.step(2)
    assert magenta_pixels(d.app.screen) == 0 and d.has_widget("#show_table")


def test_the_button_shows_the_next_persons_table(driver):
    d = driver
    session, curtain, lifted = curtain_over_the_table(d)
    d.click_widget("#show_table")
    assert lifted == ["Bob"]  # on_lift runs once the session knows who is looking
    assert session.looking == "Bob" and session.perspective == 1 and session.is_human_turn()
    assert isinstance(d.scene, Secret) and not d.has_widget("#show_table")


def test_enter_or_space_lift_the_curtain_once(driver):
    for key in (pygame.K_RETURN, pygame.K_SPACE):
        d = driver
        session, curtain, lifted = curtain_over_the_table(d)
        d.key(key)
        d.key(key)
        assert lifted == ["Bob"] and isinstance(d.scene, Secret)
        d.app.stack.pop()


def test_a_continued_shared_game_says_why(driver):
    session = shared_game()
    session.unsure = True
    curtain = CurtainScene(driver.app, session, "Bob", lambda: None)
    assert "goes on" in curtain.why()

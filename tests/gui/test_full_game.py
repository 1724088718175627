"""A whole game from the title screen through New game to Results, by mouse alone."""

from __future__ import annotations

from rules import caleira


def test_whole_game_by_mouse(driver):
    d = driver
    assert type(d.scene).__name__ == "TitleScene"
    d.click_widget("#new_game")
    assert type(d.scene).__name__ == "NewGameScene"
    d.click_widget("#advanced")  # the seed is under Advanced options
    entry = d.widget("#seed")
    d.click(entry.rect.center)
    for ch in "1234":
        import pygame

        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    d.step(2)
    d.click_widget("#start")
    table = d.table()
    session = table.session
    assert session.seed == 1234
    d.record(session)
    gestures = 0
    for _ in range(400):
        if session.result() is not None:
            break
        if not session.is_human_turn():
            d.step()
            continue
        before_count = len(d.applied)
        before_state = session.state
        expected = d.gesture_for_turn()
        gestures += 1
        mine = d.applied[before_count]
        assert mine[0] == expected, f"the gesture meant {mine[0]}, expected {expected}"
        assert mine[1] is before_state
        after, _ = caleira.apply(before_state, expected)
        assert caleira.to_json(mine[2]) == caleira.to_json(after)
    assert session.result() is not None
    assert gestures >= 8
    d.step(5)
    assert type(d.scene).__name__ == "ResultsScene"
    assert not d.app.store.exists()  # a finished game is not offered as Continue
    d.click_widget("#title")
    assert type(d.scene).__name__ == "TitleScene"

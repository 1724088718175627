"""A real end of game, by mouse: Concede asks first, then every ending opens the results plate
(opaque: nothing of the table shows over it), with the breakdown, the statistics line and Play
again / New game / Title; statistics are kept across a restart and shown from the title."""

from __future__ import annotations

import random

import pygame

from app.platform import stats
from app.play.session import SeatSpec, Session
from app.scenes import navigation


def start_from_new_game(d) -> Session:
    d.click_widget("#new_game")
    d.click_widget("#start")
    return d.table().session


def finish(d, session: Session, seed: int = 1) -> None:
    """Play every remaining move straight through the session, then let the table end the game."""
    rng = random.Random(seed)
    m = session.module
    while not session.is_over():
        session.apply(rng.choice(list(m.legal_actions(m.view(session.state, session.to_act())))))
    d.table().refresh()
    for _ in range(400):
        if type(d.scene).__name__ == "ResultsScene":
            return
        d.step()
    raise AssertionError(f"no results; {type(d.scene).__name__} on top")


def test_concede_asks_first_then_shows_the_results(driver):
    d = driver
    session = start_from_new_game(d)
    assert session.stats is not None
    d.key(pygame.K_ESCAPE)
    d.click_widget("#concede")
    pause = d.scene
    assert type(pause).__name__ == "PauseScene" and pause.title == "Concede this game?"
    assert "You lose and Rival wins" in pause.message and not d.has_widget("#resume")
    d.click_widget("#no")
    assert pause.title == "Paused" and d.has_widget("#resume") and not session.is_over()
    d.click_widget("#concede")
    d.key(pygame.K_ESCAPE)  # Esc takes the question back too
    assert pause.title == "Paused" and d.scene is pause
    d.click_widget("#concede")
    d.click_widget("#yes")
    results = d.scene
    assert type(results).__name__ == "ResultsScene"
    assert results.report.headline == "You conceded: Rival wins"
    assert session.is_over() and session.winners() == (1,) and not d.app.store.exists()
    assert d.app.stack.visible() == [results]  # opaque: the table is not drawn under it
    assert [row[-1] for row in results.report.grid.rows] == ["Conceded", "Winner"]
    assert any("1 played, 0 won" in line for line in results.report.stats)
    record = stats.book().get("caleira", "vs Normal AI")
    assert (record.played, record.lost) == (1, 1)
    d.click_widget("#title")
    assert type(d.scene).__name__ == "TitleScene"


def test_the_results_of_a_finished_game_and_play_again(driver):
    d = driver
    session = start_from_new_game(d)
    table = d.table()
    finish(d, session)
    results = d.scene
    table.say("A message the table wanted to show")  # whatever the table has to say stays under the plate
    d.step(2)
    assert d.app.stack.visible() == [results]
    report = results.report
    result = session.result()
    assert report.grid.header[1:-1] == ["Face-up points", "Face-down", "Walls", "Pieces", "Total"]
    assert [int(row[-2]) for row in report.grid.rows] == [d_["total"] for d_ in result.details]
    assert report.headline in ("You win!", "Rival wins", "Shared victory: You and Rival")
    assert bool(report.tiebreak) == (result.tiebreak_level > 0)
    assert report.stats == [f"Castles of Caleira vs Normal AI: {stats.book().get('caleira', 'vs Normal AI').summary()}"]
    screen = pygame.Rect((0, 0), d.app.size)
    assert screen.contains(results.plate)
    for oid in ("#again", "#new_game", "#title"):
        assert results.plate.contains(d.widget(oid).rect)
    d.step(10)
    assert stats.book().get("caleira", "vs Normal AI").played == 1  # counted once
    d.click_widget("#again")
    again = d.table().session
    assert again is not session and again.seats == session.seats and again.stats is not None
    assert type(d.scene).__name__ == "TableScene"


def test_statistics_are_kept_across_a_restart_and_shown_from_the_title(driver, monkeypatch):
    d = driver
    session = start_from_new_game(d)
    finish(d, session, seed=4)
    won = 0 in session.winners()
    d.app.close()
    from app.main import App
    from gui_driver import Driver

    app = App((1280, 800), test_mode=True)
    try:
        d2 = Driver(app, monkeypatch)
        d2.step(2)
        d2.click_widget("#stats")
        scene = d2.scene
        assert type(scene).__name__ == "StatsScene" and not scene.message
        assert scene.rows == [["Castles of Caleira vs Normal AI", "1", str(int(won)), str(int(not won)),
                               f"{session.result().scores[0]:g}", "1 win" if won else "1 loss"]]
        d2.click_widget("#back")
        assert type(d2.scene).__name__ == "TitleScene"
    finally:
        app.close()


def test_a_damaged_statistics_file_is_reported_on_the_title_and_moved_aside(home, monkeypatch):
    from app.main import App
    from gui_driver import Driver

    home.mkdir(parents=True, exist_ok=True)
    (home / "stats.json").write_text('{"format": "castletop-stats", "version": 1, "records": [')
    pygame.init()
    app = App((1280, 800), test_mode=True)
    try:
        d = Driver(app, monkeypatch)
        d.step(2)
        assert "statistics file could not be read" in d.scene.message
        assert not (home / "stats.json").exists()
        assert [p.name for p in home.iterdir() if p.name.startswith("stats.corrupt-")]
        d.click_widget("#stats")
        assert d.scene.rows == [] and d.has_widget("#back")
    finally:
        app.close()
        pygame.quit()


def test_a_lesson_is_not_counted_and_its_results_replay_the_lesson(driver):
    d = driver
    from app.scenes.results import ResultsScene
    from app.scenes.tutorial import start_tutorial

    start_tutorial(d.app, "caleira")
    session = d.table().session
    assert session.tutorial and session.stats is None
    session.concede()
    d.app.stack.push(ResultsScene(d.app, session))
    d.step(2)
    assert d.widget("#again").text == "Replay the lesson" and d.scene.report.stats == []
    assert not stats.default_path().exists()


def test_shared_screen_can_be_abandoned_by_everyone(driver):
    d = driver
    session = Session.new("skycastle", [SeatSpec("human", "Ann"), SeatSpec("human", "Bob")], 5, store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(2)
    if type(d.scene).__name__ == "CurtainScene":
        d.click_widget("#show_table")
    d.key(pygame.K_ESCAPE)
    d.click_widget("#abandon")
    assert d.scene.title == "End this game for everyone?"
    d.click_widget("#yes")
    assert type(d.scene).__name__ == "ResultsScene"
    assert d.scene.report.headline == "Game abandoned: nobody wins"
    assert d.scene.report.reason.startswith("Everyone left the game.")

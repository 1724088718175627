"""Watch replay, by mouse and keyboard: a game played to its end through the app, then played back
on its own table from the results panel and from the statistics list (pause, step, play to the
end, the end state equal to the recorded one), and an edited replay refused with a message."""

from __future__ import annotations

import json

import pygame

from app.platform import stats
from app.play import replay
from app.play.session import SeatSpec, Session
from app.scenes import navigation

GAME = "caleira"  # a short game: about 30 decisions for two players
TOO_MANY = 3000


def play_to_results(d) -> Session:
    """A short game against a quick AI rival, played on the table: the person's moves by gestures
    (real mouse events), the rival's by the synchronous AI, to the results."""
    session = Session.new(GAME, [SeatSpec("human", "You"), SeatSpec("heuristic", "Rival")], 11,
                          store=d.app.store)
    session.stats = stats.book()
    navigation.open_table(d.app, session)
    d.record(session)
    for _ in range(TOO_MANY):
        if session.result() is not None:
            break
        if session.is_human_turn():
            d.step(2)
            count = len(d.applied)
            d.gesture_for_turn()
            assert len(d.applied) > count, d.table().toast
        else:
            d.step()
    for _ in range(TOO_MANY):
        if type(d.scene).__name__ == "ResultsScene":
            return session
        d.step()
    raise AssertionError(f"no results; {type(d.scene).__name__} on top")


def run_to_end(d, table, limit: int = TOO_MANY) -> None:
    for _ in range(limit):
        if table.ended:
            return
        d.step()
    raise AssertionError("the replay did not end")


def test_watch_replay_from_the_results(driver):
    d = driver
    session = play_to_results(d)
    results = d.scene
    path = session.recorder.kept
    assert path is not None and path.exists()
    assert results.plate.contains(d.widget("#watch_replay").rect)
    recorded = json.loads(path.read_text())
    assert recorded["decisions"] == [list(x) for x in session.recorder.decisions]
    assert len(recorded["decisions"]) >= len(d.applied) > 5  # the AI may have moved before recording began
    d.click_widget("#watch_replay")
    table = d.scene
    assert type(table).__name__ == "ReplayTable" and table.session is not session
    d.click(d.button("pause").rect.center)
    assert table.driver.paused
    played = table.session.applied
    d.step(20)
    assert table.session.applied == played  # paused: nothing moves
    d.click(d.button("step").rect.center)
    d.step(5)
    assert table.session.applied == played + 1 and table.driver.paused
    d.key(pygame.K_RIGHT)
    d.step(5)
    assert table.session.applied == played + 2
    assert d.button("pause").label == "Play"
    d.key(pygame.K_SPACE)
    assert not table.driver.paused
    run_to_end(d, table)
    assert table.ended.startswith("Replay complete") and table.ended_kind == "info"
    assert table.session.applied == len(recorded["decisions"])
    assert replay.digest(session.module, table.session.state) == replay.digest(session.module, session.state)
    assert table.session.result() == session.result()
    assert not d.button("step").enabled
    d.key(pygame.K_ESCAPE)
    assert d.scene is results


def test_watch_replay_from_the_statistics_list(driver):
    d = driver
    session = play_to_results(d)
    d.click_widget("#title")
    d.click_widget("#stats")
    stats = d.scene
    assert type(stats).__name__ == "StatsScene"
    d.click_widget("#recent")
    assert stats.entries and stats.entries[0][0] == session.recorder.kept
    d.click_widget("#watch_replay")
    table = d.scene
    assert type(table).__name__ == "ReplayTable"
    d.key(pygame.K_SPACE)
    assert table.driver.paused
    d.key(pygame.K_RIGHT)
    d.step(5)
    assert table.session.applied >= 1
    d.click(d.button("pause").rect.center)
    run_to_end(d, table)
    assert table.ended.startswith("Replay complete")
    assert replay.digest(session.module, table.session.state) == replay.digest(session.module, session.state)
    d.click(d.button("back").rect.center)
    assert d.scene is stats


def test_an_edited_replay_is_refused_with_a_message(driver):
    d = driver
    session = play_to_results(d)
    path = session.recorder.kept
    obj = json.loads(path.read_text())
    index, label = obj["decisions"][2]
    obj["decisions"][2] = [index + 1, label]  # another move than the one recorded
    path.write_text(json.dumps(obj))
    results = d.scene
    d.click_widget("#watch_replay")
    table = d.scene
    run_to_end(d, table)
    assert table.ended_kind == "error" and "Move 3 of" in table.ended and "Replay refused" in table.ended
    assert table.session.applied == 2 and not path.exists()  # set aside, not deleted
    assert [p for p in path.parent.iterdir() if ".corrupt-" in p.name]
    d.click(d.button("back").rect.center)
    assert d.scene is results and not d.has_widget("#watch_replay")


def test_a_replay_from_another_version_is_refused_on_the_results(driver):
    d = driver
    session = play_to_results(d)
    path = session.recorder.kept
    obj = json.loads(path.read_text())
    obj["version"] = 2
    path.write_text(json.dumps(obj))
    results = d.scene
    d.click_widget("#watch_replay")
    assert d.scene is results and "newer version of Castletop" in results.report.problem
    assert not d.has_widget("#watch_replay") and d.has_widget("#again")  # nothing else is lost
    assert not path.exists() and [p for p in path.parent.iterdir() if ".corrupt-" in p.name]

"""Kill and resume (issue 16, part 3): the short version of ``python -m app.checks.kill_resume``
through the same code, and the pieces it relies on: the writer's test pause (off by default), the
sweep of temporary files a kill leaves, the demo's ``--save``."""

from __future__ import annotations

import os
import sys
import threading
import time

import pytest

from app.checks import kill_resume, kill_resume_verdict
from app.platform import storage
from rules import catalog


@pytest.mark.skipif(os.name != "posix", reason="SIGSTOP and SIGKILL")
def test_the_short_check_kills_three_apps_and_every_one_resumes(tmp_path):
    lines: list[str] = []
    started = time.perf_counter()
    outcomes = kill_resume.run(3, 1, work=tmp_path, echo=lines.append)
    figures = kill_resume.summary(outcomes, time.perf_counter() - started)
    assert all(o.ok for o in outcomes), "\n".join(lines)
    assert [o.plan.game_id for o in outcomes] == [g.id for g in catalog.GAMES[:3]]
    assert any(o.inside for o in outcomes), "a kill aimed inside a save landed elsewhere"
    assert all(o.moves_after >= kill_resume.MOVES_AFTER for o in outcomes if o.had_save)
    assert figures[-1].startswith("runs 3, kills 3, ") and "resumes OK 3;" in figures[-1]
    assert not list(tmp_path.glob("run*")), "a passing run leaves nothing behind"


def test_plans_take_every_game_in_turn_with_setups_the_rules_accept():
    plans = kill_resume.plans(2 * len(catalog.GAMES), 5)
    assert [p.game_id for p in plans] == [g.id for g in catalog.GAMES] * 2
    for plan in plans:
        info = catalog.get(plan.game_id)
        assert len(plan.seats) in info.players
        info.new_game_options(plan.options, [])  # ValueError for an option the game has not
    assert [p.inside for p in plans[:3]] == [False, True, False]
    assert plans == kill_resume.plans(2 * len(catalog.GAMES), 5), "the seed repeats the plans"


def test_a_save_whose_log_goes_back_is_a_problem():
    from app.play.session import SeatSpec, Session

    info = catalog.GAMES[0]
    session = Session.new(info.id, [SeatSpec("random", f"AI {i}") for i in range(info.default_players)], 3)
    first = session.to_save()
    while len(session.to_save()["log"]) == len(first["log"]) and not session.is_over():
        session.apply(session.module.legal_actions(session.module.view(session.state, session.to_act()))[0])
    later = session.to_save()
    assert kill_resume_verdict.save_problem(later, first) is None
    assert "does not continue" in kill_resume_verdict.save_problem(first, later)
    assert "not a valid save" in kill_resume_verdict.save_problem({"format": "castletop-save"}, None)


# --- the writer's test pause ------------------------------------------------------------------


@pytest.mark.parametrize("value, pause", [(None, 0.0), ("", 0.0), ("soon", 0.0), ("-1", 0.0), ("nan", 0.0),
                                          ("0.25", 0.25), ("1e9", storage.MAX_PAUSE)])
def test_the_save_pause_is_off_unless_asked_for(monkeypatch, value, pause):
    if value is None:
        monkeypatch.delenv(storage.PAUSE_ENV, raising=False)
    else:
        monkeypatch.setenv(storage.PAUSE_ENV, value)
    assert storage.save_pause() == pause


def test_a_paused_write_leaves_the_old_file_and_half_a_temporary_one(tmp_path):
    target = tmp_path / "current.json"
    target.write_text('{"old": 1}')
    text = '{"new": "' + "x" * 100 + '"}'
    writer = threading.Thread(target=storage.atomic_write_text, args=(target, text), kwargs={"pause": 0.5})
    writer.start()
    deadline = time.monotonic() + 5
    while not storage.temporaries(target) and time.monotonic() < deadline:
        time.sleep(0.005)
    time.sleep(0.05)
    (tmp,) = storage.temporaries(target)
    assert tmp.read_text() == text[:len(text) // 2]
    assert storage.read_json(target) == {"old": 1}
    writer.join()
    assert storage.read_json(target) == {"new": "x" * 100}
    assert storage.temporaries(target) == []


def test_the_store_writes_through_the_pause_when_asked(monkeypatch, tmp_path):
    monkeypatch.setenv(storage.PAUSE_ENV, "0.05")
    store = storage.SaveStore(tmp_path)
    started = time.perf_counter()
    store.write({"format": storage.SAVE_FORMAT, "n": 1})
    assert store.flush(5)
    assert time.perf_counter() - started >= 0.05
    assert storage.read_json(store.path) == {"format": storage.SAVE_FORMAT, "n": 1}


# --- what a kill leaves behind ----------------------------------------------------------------


def _age(path, seconds):
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_old_temporary_files_are_swept_young_ones_and_others_kept(tmp_path):
    target = tmp_path / "current.json"
    old, young = tmp_path / ".current.json.a1.tmp", tmp_path / ".current.json.b2.tmp"
    other, unrelated = tmp_path / ".settings.json.c3.tmp", tmp_path / "current.json.tmp"
    for path in (old, young, other, unrelated):
        path.write_text("{half")
    _age(old, 2 * storage.STALE_TEMP)
    _age(other, 2 * storage.STALE_TEMP)
    assert sorted(storage.temporaries(target)) == sorted([old, young])
    assert storage.sweep_temporaries(target) == 1
    assert not old.exists() and young.exists() and other.exists() and unrelated.exists()


def test_continue_reads_the_save_never_a_temporary_one_and_sweeps_an_old_one(tmp_path):
    store = storage.SaveStore(tmp_path, background=False)
    store.write({"format": storage.SAVE_FORMAT, "n": 2})
    left = tmp_path / ".current.json.zz.tmp"
    left.write_text('{"format": "castletop-save", "n"')  # a kill in the middle of the next save
    _age(left, 2 * storage.STALE_TEMP)
    value, message = store.read(lambda obj: obj)
    assert (value, message) == ({"format": storage.SAVE_FORMAT, "n": 2}, None)
    assert not left.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["current.json"]


def test_the_title_sweeps_an_old_temporary_file_even_with_no_save_left(tmp_path):
    """A kill inside the first save of a new deal (the last game ended, its save removed) leaves a
    temporary file and no save: the title's look for a save tidies it away all the same."""
    for look in (lambda store: store.flush(), lambda store: store.exists()):  # the title flushes first
        store = storage.SaveStore(tmp_path)
        left = tmp_path / ".current.json.zz.tmp"
        left.write_text('{"format": "castletop-save", "n"')
        _age(left, 2 * storage.STALE_TEMP)
        look(store)
        assert not left.exists() and not os.path.lexists(store.path)


def test_the_demo_saves_only_when_asked():
    from app.cli.command import build_parser

    game = catalog.GAMES[0].id
    assert build_parser().parse_args(["demo", game, "--save"]).save is True
    assert build_parser().parse_args(["demo", game]).save is False


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX only")
def test_the_check_needs_no_game_words():
    source = kill_resume.__file__
    text = open(source, encoding="utf-8").read()
    assert not any(g.id in text for g in catalog.GAMES)

"""Hostile saves, the short version (issue 16, part 4): a few cases of every kind, each run
through the real app headless (start-up, the title, Continue when offered, New game).
``python -m app.checks.hostile_saves`` runs the whole corpus."""

from __future__ import annotations

import os
import random
import tracemalloc
from collections import Counter

import pytest

from app.checks import hostile_corpus as hc
from app.checks import hostile_saves as hs


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """The full corpus, generated from real files saved the app's way (in a temporary home)."""
    work = tmp_path_factory.mktemp("hostile")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("CASTLETOP_HOME", str(work / "sources-home"))
        cases, marker = hs.build(work, quick=False)
    return work, marker, cases


def _picked(cases: list[hc.Case], kind: str) -> list[hc.Case]:
    """At most one saved game (any game) and one other file of ``kind``: the short version."""
    rng = random.Random(kind)
    mine = [c for c in cases if c.kind == kind]
    saves = [c for c in mine if c.target == hc.SAVE]
    others = [c for c in mine if c.target != hc.SAVE]
    return [rng.choice(group) for group in (saves, others) if group]


def test_the_corpus_is_the_size_the_issue_asks_for(corpus):
    _, _, cases = corpus
    per_file = Counter((c.kind, c.target, c.label.split(":")[0]) for c in cases)
    files = {c.label.split(":")[0] for c in cases if c.kind == "control"}
    assert len(files) == 5 + 2  # a save of every game in the catalog, the settings, the statistics
    for name in files:
        target = name.split(" ")[0]
        assert per_file[("truncated", target, name)] >= 40
        assert per_file[("flipped", target, name)] >= 40
        assert per_file[("wrong-type", target, name)] >= 9  # every field, nine wrong values
    assert {c.kind for c in cases} == set(hc.KINDS)


@pytest.mark.parametrize("kind", hc.KINDS)
def test_every_kind_is_refused_clearly_or_used_safely(corpus, kind, tmp_path):
    _, marker, cases = corpus
    picked = _picked(cases, kind)
    assert picked
    report = hs.run(picked, tmp_path, marker)
    assert report.failures == []
    assert report.cases == len(picked)
    assert not marker.exists()


# --- what the corpus found, pinned down -------------------------------------------------------


def test_a_pipe_in_the_file_s_place_is_refused_without_waiting(tmp_path):
    from app.platform import storage

    path = tmp_path / "current.json"
    os.mkfifo(path)  # opening it for reading the ordinary way waits for a writer forever
    with pytest.raises(storage.Unreadable, match="not an ordinary file"):
        storage.read_json(path)


def test_a_huge_file_is_refused_by_its_size_before_reading(tmp_path):
    from app.platform import storage

    path = tmp_path / "current.json"
    with open(path, "wb") as handle:
        handle.truncate(200 * 2**20)
    tracemalloc.start()
    with pytest.raises(storage.Unreadable, match=r"far too large \(200 MB\)"):
        storage.read_json(path)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 2**20


def test_links_that_lead_nowhere_are_reported_and_kept(tmp_path):
    from app.platform import storage

    loop, dangling = tmp_path / "a.json", tmp_path / "b.json"
    os.symlink(loop, loop)
    os.symlink(tmp_path / "missing.json", dangling)
    for path, reason in ((loop, "leads back to itself"), (dangling, "does not exist")):
        value, message = storage.load_json(path, "settings file", lambda o: o)
        assert value is None and reason in message and "it was moved to" in message
        assert not os.path.lexists(path) and len(hs.asides(path)) == 1 and os.path.islink(hs.asides(path)[0])


def test_a_file_where_the_saves_folder_goes_is_moved_aside(home):
    from app.platform import paths

    home.mkdir()
    (home / "saves").write_text("mine")
    assert paths.saves_dir().is_dir()
    [message] = paths.take_moved_aside()
    assert message.startswith("Your saves folder could not be read (it is not a folder); it was moved to ")
    assert [p.read_text() for p in home.glob("saves.corrupt-*")] == ["mine"]


def test_an_absurd_number_in_a_game_state_is_a_bad_save():
    from rules.core import BadSave
    from rules.core.saves import load_object

    with pytest.raises(BadSave, match="absurdly long number"):
        load_object('{"game": "g", "version": 1, "state": {"n": ' + "9" * 5000 + "}}", "g", 1)


def test_a_last_undo_point_that_is_not_an_object_is_a_clear_refusal(tmp_path):
    import json

    from app.play.session import Session
    from app.platform.storage import SaveStore
    from rules import catalog

    data = json.loads(hc.mid_game_save(catalog.GAMES[0], tmp_path / "made", 7))
    assert data["undo"], "the save should hold undo points"
    store = SaveStore(tmp_path / "saves", background=False)
    store.folder.mkdir(parents=True)
    store.path.write_text(json.dumps({**data, "undo": data["undo"] + ["not a point"]}))
    session, message = Session.load(store)
    assert session is None and "its undo list is wrong" in message

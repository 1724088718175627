"""Replays, without a window: every finished game keeps its seed, options, seats and decisions (never
its hidden state) in a bounded shelf of JSON files; undo and save-and-continue keep the record
whole; playing the file back through the rules ends in the recorded state; a file that does not
match the rules is refused with a clear reason (and set aside, never deleted)."""

from __future__ import annotations

import json
import random

import pytest

from app.platform.stats import StatsBook
from app.platform.storage import SaveStore
from app.play import replay, replay_file
from app.play.replay import Playback, Recorder, Refused, verify
from app.play.session import SeatSpec, Session
from rules import catalog

YOU, BOT = SeatSpec("human", "Ann"), SeatSpec("random", "Bot")


def counted(home, game: str, seats, seed: int, store=None) -> Session:
    session = Session.new(game, list(seats), seed, store=store)
    session.stats = StatsBook(home / "stats.json")
    return session


def play_out(session: Session, seed: int = 1, limit: int = 5000) -> None:
    """Random moves until the game ends (or ``limit`` moves, when it is less than 5000)."""
    rng = random.Random(seed)
    m = session.module
    for _ in range(limit):
        if session.is_over():
            return
        session.apply(rng.choice(list(m.legal_actions(m.view(session.state, session.to_act())))))
    assert limit < 5000, "the game did not end"


def kept(session: Session) -> replay.Replay:
    assert session.recorder.kept is not None, session.recorder.why or session.recorder.problem
    rep, message = replay_file.ReplayShelf(session.recorder.kept.parent).load(session.recorder.kept)
    assert message is None
    return rep


@pytest.mark.parametrize("game", [g.id for g in catalog.GAMES])
def test_every_game_keeps_a_replay_that_plays_back_to_the_same_end(home, game):
    info = catalog.get(game)
    seats = [YOU] + [SeatSpec("random", f"Bot {i}") for i in range(1, info.default_players)]
    session = counted(home, game, seats, 3)
    play_out(session, seed=5)
    rep = kept(session)
    assert rep.game_id == game and rep.seed == 3 and rep.seats == seats
    assert rep.decisions == session.recorder.decisions and rep.decisions
    assert rep.end == replay.digest(session.module, session.state)
    assert verify(rep) is None
    text = session.recorder.kept.read_text()
    assert '"state"' not in text and session.module.to_json(session.state) not in text  # no hidden state


def test_the_file_says_what_it_is(home):
    session = counted(home, "caleira", [YOU, BOT], 4)
    play_out(session)
    obj = json.loads(session.recorder.kept.read_text())
    assert (obj["format"], obj["version"], obj["game"]) == ("castletop-replay", 1, "caleira")
    assert obj["seats"][0] == {"kind": "human", "name": "Ann", "person": "Ann"}
    assert all(isinstance(i, int) and isinstance(label, str) for i, label in obj["decisions"])
    assert obj["setup"] == "vs Random AI" and obj["headline"]
    assert session.recorder.kept.parent == home / "replays"


def test_no_replay_for_a_lesson_or_a_game_played_outside_the_app(home):
    lesson = counted(home, "caleira", [YOU, BOT], 4)
    lesson.tutorial = True
    play_out(lesson)
    bare = Session.new("caleira", [YOU, BOT], 4)
    play_out(bare)
    assert lesson.recorder.kept is None and bare.recorder.kept is None
    assert not (home / "replays").exists()


def test_undo_takes_the_decisions_back_too(home):
    session = counted(home, "skycastle", [YOU, BOT], 2)
    rng = random.Random(3)
    undone = 0
    while not session.is_over():
        m = session.module
        before = len(session.recorder.decisions)
        session.apply(rng.choice(list(m.legal_actions(m.view(session.state, session.to_act())))))
        if session.can_undo()[0] and rng.random() < 0.3:
            state = m.to_json(session.state)
            ok, _ = session.undo()
            assert ok and len(session.recorder.decisions) < max(before + 1, 1)
            assert m.to_json(session.state) != state
            undone += 1
    assert undone >= 2
    assert verify(kept(session)) is None


def test_a_continued_game_keeps_its_whole_record(home, tmp_path):
    store = SaveStore(tmp_path / "saves", background=False)
    session = counted(home, "caleira", [YOU, BOT], 6, store=store)
    rng = random.Random(2)
    m = session.module
    for _ in range(8):
        session.apply(rng.choice(list(m.legal_actions(m.view(session.state, session.to_act())))))
    made = list(session.recorder.decisions)
    resumed, message = Session.load(store)
    assert message is None and resumed.recorder.decisions == made and resumed.recorder.start
    resumed.stats = session.stats
    play_out(resumed, seed=9)
    rep = kept(resumed)
    assert rep.decisions[:8] == made and verify(rep) is None


def test_a_save_without_a_record_or_with_a_damaged_one_still_loads(home, tmp_path):
    store = SaveStore(tmp_path / "saves", background=False)
    session = counted(home, "caleira", [YOU, BOT], 6, store=store)
    m = session.module
    session.apply(list(m.legal_actions(m.view(session.state, session.to_act())))[0])
    for raw, why in ((None, replay.NOT_KEPT), ({"decisions": [["x", 1]]}, "damaged"),
                     ({"decisions": [[0, "a"]], "marks": [5], "start": "0" * 64}, "damaged"), ([1] * 3, "damaged")):
        obj = session.to_save()
        obj["replay"] = raw
        store.write(obj)
        loaded, message = Session.load(store)
        assert message is None and loaded is not None and not loaded.recorder.enabled
        assert why in loaded.recorder.why
        assert loaded.to_save()["replay"] is None
    assert Recorder.restored({"decisions": [], "marks": [], "start": None}).enabled


def test_the_shelf_keeps_the_last_fifty(home):
    session = counted(home, "caleira", [YOU, BOT], 4)
    play_out(session)
    rep = kept(session)
    shelf = replay_file.ReplayShelf(home / "replays")
    for _ in range(replay_file.KEEP + 5):
        path, problem = shelf.keep(rep)
        assert problem is None and path.exists()
    assert len(shelf.files()) == replay_file.KEEP
    assert shelf.entries()[0][0] == path  # newest first


def edited(home, change) -> tuple[replay_file.ReplayShelf, object]:
    session = counted(home, "caleira", [YOU, BOT], 8)
    play_out(session)
    path = session.recorder.kept
    obj = json.loads(path.read_text())
    change(obj)
    path.write_text(json.dumps(obj) if not isinstance(obj, str) else obj)
    return replay_file.ReplayShelf(path.parent), path


@pytest.mark.parametrize("change, words", [
    (lambda o: o.update(version=2), "newer version of Castletop"),
    (lambda o: o.update(version="x"), "unknown replay format version"),
    (lambda o: o.update(format="castletop-save"), "not a Castletop replay"),
    (lambda o: o.update(game="chess"), "a game this version does not know"),
    (lambda o: o.update(seed="7"), "seed"),
    (lambda o: o.update(seats=[{"kind": "wizard"}]), "seats"),
    (lambda o: o.update(decisions=[[0]]), "list of moves is wrong"),
    (lambda o: o.update(end="nope"), "fingerprints"),
])
def test_a_file_that_is_not_a_usable_replay_is_refused_and_set_aside(home, change, words):
    shelf, path = edited(home, change)
    rep, message = shelf.load(path)
    assert rep is None and message.startswith("Replay refused: ") and words in message
    assert not path.exists() and "set aside" in message
    assert [p for p in path.parent.iterdir() if ".corrupt-" in p.name]


def test_a_cut_short_file_is_refused(home):
    session = counted(home, "caleira", [YOU, BOT], 8)
    play_out(session)
    path = session.recorder.kept
    path.write_text(path.read_text()[:200])
    rep, message = replay_file.ReplayShelf(path.parent).load(path)
    assert rep is None and "cut short" in message


@pytest.mark.parametrize("change, words", [
    (lambda o: o["decisions"].__setitem__(3, [o["decisions"][3][0] + 1, o["decisions"][3][1]]), "Move 4 of"),
    (lambda o: o["decisions"].__setitem__(3, [99, o["decisions"][3][1]]), "Move 4 of"),
    (lambda o: o["decisions"].__setitem__(3, [o["decisions"][3][0], "Win at once"]), "Move 4 of"),
    (lambda o: o.update(decisions=o["decisions"][:-3]), "does not end as recorded"),
    (lambda o: o["decisions"].append(o["decisions"][-1]), "after the game was over"),
    (lambda o: o.update(end="0" * 64), "does not end as recorded"),
])
def test_moves_that_do_not_match_the_rules_are_refused_during_playback(home, change, words):
    shelf, path = edited(home, change)
    rep, message = shelf.load(path)
    assert message is None
    why = verify(rep)
    assert why is not None and why.startswith("Replay refused: ") and words in why
    assert "set aside" in shelf.refuse(rep, why) and not path.exists()


@pytest.mark.parametrize("change, words", [
    (lambda o: o.update(rules=99), "another version of the rules"),
    (lambda o: o.update(seed=o["seed"] + 1), "does not start the way"),
    (lambda o: o.update(start="0" * 64), "does not start the way"),
])
def test_another_version_of_the_rules_is_refused_before_playback(home, change, words):
    shelf, path = edited(home, change)
    rep, message = shelf.load(path)
    with pytest.raises(Refused, match=words):
        Playback(rep)


def test_a_conceded_game_keeps_its_replay_up_to_the_concession(home):
    session = counted(home, "caleira", [YOU, BOT], 5)
    play_out(session, limit=3)
    assert not session.is_over()
    session.concede()
    rep = kept(session)
    assert rep.headline == "Ann conceded: Bot wins" and len(rep.decisions) == 3
    playback = Playback(rep)
    while (action := playback.next_action()) is not None:
        playback.session.apply(action)
    assert playback.done() and playback.verdict() is None and playback.session.result() is None


def test_a_move_that_cannot_be_recorded_costs_the_replay_not_the_game(home, monkeypatch):
    session = counted(home, "caleira", [YOU, BOT], 5)
    monkeypatch.setattr(replay, "legal_now", lambda *a: 1 / 0)
    m = session.module
    session.apply(list(m.legal_actions(m.view(session.state, session.to_act())))[0])
    assert session.version == 1 and not session.recorder.enabled and "no replay" in session.recorder.why
    monkeypatch.undo()
    play_out(session)
    assert session.is_over() and session.recorder.kept is None and session.counted is not None

"""Where files live, atomic writes, JSON-only reads and moving bad files aside."""

from __future__ import annotations

import json
import pickle

import pytest

from app.platform import paths, storage


def test_home_override_holds_settings_and_saves(home):
    assert not home.exists()  # nothing is created until asked for
    assert paths.config_dir() == home
    assert paths.saves_dir() == home / "saves"
    assert paths.settings_path() == home / "settings.json"
    assert (home / "saves").is_dir()


def test_platform_folders_without_override(monkeypatch, tmp_path):
    import platformdirs

    monkeypatch.delenv("CASTLETOP_HOME")
    calls = []

    def fake(kind):
        def folder(name, appauthor=None):
            calls.append((kind, name, appauthor))
            return str(tmp_path / kind)
        return folder

    monkeypatch.setattr(platformdirs, "user_config_dir", fake("config"))
    monkeypatch.setattr(platformdirs, "user_data_dir", fake("data"))
    assert paths.config_dir() == tmp_path / "config"
    assert paths.saves_dir() == tmp_path / "data" / "saves"
    assert (tmp_path / "data" / "saves").is_dir()
    assert calls == [("config", "Castletop", False), ("data", "Castletop", False)]


def test_atomic_write_replaces_and_leaves_no_temp_files(tmp_path):
    target = tmp_path / "f.json"
    storage.atomic_write_text(target, "one")
    storage.atomic_write_json(target, {"two": 2})
    assert json.loads(target.read_text()) == {"two": 2}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]


def test_failed_write_keeps_the_old_file_and_no_temp(tmp_path, monkeypatch):
    target = tmp_path / "f.json"
    target.write_text('{"old": true}')

    def broken(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", broken)
    with pytest.raises(OSError):
        storage.atomic_write_text(target, '{"new": true}')
    assert target.read_text() == '{"old": true}'
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


@pytest.mark.parametrize("content, reason", [
    (b"", "empty"),
    (b'{"format": "castletop-save", "ver', "cut short"),
    (b"\x80\x04\x95\x00\x00", "not valid JSON"),
    (b"__import__('os').system('echo hi')", "not valid JSON"),
    (b"[" * 100_000 + b"]" * 100_000, "not valid JSON"),
    (b"1" * 10_000, "not valid JSON"),
])
def test_read_json_rejects_what_is_not_json(tmp_path, content, reason):
    path = tmp_path / "x.json"
    path.write_bytes(content)
    with pytest.raises(storage.Unreadable, match=reason):
        storage.read_json(path)


def test_read_json_caps_the_size(tmp_path, monkeypatch):
    monkeypatch.setattr(storage, "MAX_BYTES", 100)
    path = tmp_path / "x.json"
    path.write_text(json.dumps(["a" * 200]))
    with pytest.raises(storage.Unreadable, match="too large"):
        storage.read_json(path)


def test_load_json_missing_file_is_not_an_error(tmp_path):
    assert storage.load_json(tmp_path / "none.json", "saved game", lambda o: o) == (None, None)


def test_load_json_moves_a_bad_file_aside_with_a_message(tmp_path):
    path = tmp_path / "current.json"
    path.write_bytes(b"not json at all")
    value, message = storage.load_json(path, "saved game", lambda o: o)
    assert value is None
    assert message.startswith("Your saved game could not be read (not valid JSON")
    assert "\n" not in message
    assert not path.exists()
    moved = [p for p in tmp_path.iterdir()]
    assert len(moved) == 1 and moved[0].name.startswith("current.corrupt-") and moved[0].suffix == ".json"
    assert str(moved[0]) in message
    assert moved[0].read_bytes() == b"not json at all"


def test_load_json_rejection_by_the_checker(tmp_path):
    path = tmp_path / "current.json"
    path.write_text("[1, 2]")

    def check(obj):
        raise ValueError("it is not a Castletop saved game")

    value, message = storage.load_json(path, "saved game", check)
    assert value is None and "(it is not a Castletop saved game)" in message
    assert not path.exists()


def test_move_aside_never_clobbers(tmp_path):
    path = tmp_path / "current.json"
    taken = storage.aside_name(path)
    taken.write_text("an earlier corrupt file")
    path.write_text("a new corrupt file")
    moved = storage.move_aside(path)
    assert moved != taken
    assert taken.read_text() == "an earlier corrupt file"
    assert moved.read_text() == "a new corrupt file"
    path.write_text("a third one")
    third = storage.move_aside(path)
    assert len({taken, moved, third}) == 3
    assert not path.exists()


def test_save_store_write_read_clear(tmp_path):
    store = storage.SaveStore(tmp_path)
    assert not store.exists()
    store.write({"format": "castletop-save", "n": 1})
    assert store.exists() and store.path == tmp_path / "current.json"
    assert store.read(lambda o: o["n"]) == (1, None)
    store.clear()
    assert not store.exists()
    store.clear()  # nothing to clear is fine


def test_save_store_default_folder_is_the_saves_folder(home):
    store = storage.SaveStore()
    assert store.path == home / "saves" / "current.json"


def test_save_store_never_overwrites_a_foreign_file(tmp_path):
    store = storage.SaveStore(tmp_path)
    store.path.write_bytes(pickle.dumps({"not": "ours"}))
    moved = store.write({"format": "castletop-save", "n": 2})
    assert moved is not None and moved.read_bytes() == pickle.dumps({"not": "ours"})
    store.flush()
    assert json.loads(store.path.read_text())["n"] == 2
    other = storage.SaveStore(tmp_path)
    assert other.write({"format": "castletop-save", "n": 3}) is None  # ours: replaced in place
    assert other.flush()
    assert len(list(tmp_path.iterdir())) == 2


def test_save_store_clear_moves_a_foreign_file_aside(tmp_path):
    store = storage.SaveStore(tmp_path)
    store.path.write_text("garbage")
    store.clear()
    assert not store.exists()
    assert [p.read_text() for p in tmp_path.iterdir()] == ["garbage"]


def test_background_writes_return_at_once_and_keep_only_the_latest(tmp_path, monkeypatch):
    import threading

    gate = threading.Event()
    written = []
    real = storage.atomic_write_text

    def slow(path, text):
        gate.wait(5)
        written.append(json.loads(text)["n"])
        real(path, text)

    monkeypatch.setattr(storage, "atomic_write_text", slow)
    store = storage.SaveStore(tmp_path)
    for n in range(5):
        store.write({"format": "castletop-save", "n": n})  # returns while the disk is "busy"
    assert not store.flush(0.05)
    gate.set()
    assert store.flush(5)
    assert written[-1] == 4 and len(written) <= 2  # the first, maybe, then only the newest
    assert store.read(lambda o: o["n"]) == (4, None)
    assert [p.name for p in tmp_path.iterdir()] == ["current.json"]


def test_background_write_errors_are_reported(tmp_path, monkeypatch):
    store = storage.SaveStore(tmp_path)
    store.write({"format": "castletop-save", "n": 1})
    store.flush()

    def full(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "atomic_write_text", full)
    store.write({"format": "castletop-save", "n": 2})
    store.flush()
    assert store.error == "No space left on device"
    monkeypatch.undo()
    store.write({"format": "castletop-save", "n": 3})
    store.flush()
    assert store.error is None and store.read(lambda o: o["n"]) == (3, None)


def test_clear_drops_writes_not_yet_done(tmp_path):
    store = storage.SaveStore(tmp_path)
    for n in range(20):
        store.write({"format": "castletop-save", "n": n})
    store.clear()
    assert not store.exists()
    assert list(tmp_path.iterdir()) == []


def test_synchronous_store(tmp_path):
    store = storage.SaveStore(tmp_path, background=False)
    store.write({"format": "castletop-save", "n": 1})
    assert json.loads(store.path.read_text())["n"] == 1
    assert store.flush() and store.error is None


def test_the_machinery_imports_no_pygame():
    """The AI worker and the headless tools import these; pygame would slow them and need a display."""
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys; import app.platform.paths, app.platform.storage, app.platform.settings, app.play.session, app.play.ai_service; "
            "sys.exit('pygame' in sys.modules)")
    root = Path(__file__).resolve().parents[2]
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0

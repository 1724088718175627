"""Settings: defaults, validation field by field, atomic round trips, unreadable files."""

from __future__ import annotations

import json
import math

import pytest

from app.platform import settings as settings_mod
from app.platform.settings import Settings, load


def test_defaults():
    s = Settings()
    assert (s.effects_volume, s.fullscreen, s.window_size) == (0.8, False, (1280, 800))
    assert (s.animation_speed, s.high_contrast, s.text_size) == ("normal", False, "medium")
    assert s.ai_step_seconds == 0.8 and s.animation_scale == 1.0 and s.text_scale == 1.0


@pytest.mark.parametrize("speed, step, scale", [
    ("slow", 1.2, 1.5), ("normal", 0.8, 1.0), ("fast", 0.2, 0.25), ("instant", 0.0, 0.0)])
def test_animation_speed(speed, step, scale):
    s = Settings(animation_speed=speed)
    assert s.ai_step_seconds == step
    assert math.isclose(s.animation_scale, scale)


@pytest.mark.parametrize("size, scale", [("small", 0.85), ("medium", 1.0), ("large", 1.25)])
def test_text_size(size, scale):
    assert Settings(text_size=size).text_scale == scale


def test_missing_file_gives_defaults_quietly(home):
    assert load() == (Settings(), None)


def test_round_trip(home):
    s = Settings(effects_volume=0.25, fullscreen=True, window_size=(1920, 1080), animation_speed="fast",
                 high_contrast=True, text_size="large")
    s.save()
    assert (home / "settings.json").is_file()
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]  # no temp file left
    loaded, message = load()
    assert message is None
    assert loaded == s
    assert isinstance(loaded.window_size, tuple)
    data = json.loads((home / "settings.json").read_text())
    assert data["format"] == "castletop-settings" and data["version"] == 1


def test_round_trip_to_an_explicit_path(tmp_path):
    path = tmp_path / "elsewhere" / "s.json"
    Settings(effects_volume=0.0).save(path)
    assert load(path) == (Settings(effects_volume=0.0), None)


@pytest.mark.parametrize("field, bad", [
    ("effects_volume", 1.5), ("effects_volume", -0.1), ("effects_volume", "loud"), ("effects_volume", True),
    ("effects_volume", None), ("fullscreen", "yes"), ("fullscreen", 1), ("window_size", [100, 100]),
    ("window_size", [1280]), ("window_size", "1280x800"), ("window_size", [1280.5, 800]),
    ("window_size", [True, 800]), ("animation_speed", "ludicrous"), ("animation_speed", 2),
    ("high_contrast", None), ("text_size", "huge"), ("text_size", ["large"]),
])
def test_a_bad_field_falls_back_to_its_default_and_keeps_the_rest(home, field, bad):
    good = Settings(effects_volume=0.3, fullscreen=True, window_size=(1600, 900), animation_speed="slow",
                    high_contrast=True, text_size="small")
    good.save()
    data = json.loads((home / "settings.json").read_text())
    data[field] = bad
    (home / "settings.json").write_text(json.dumps(data))
    loaded, message = load()
    assert message is None
    assert getattr(loaded, field) == getattr(Settings(), field)
    for other in ("effects_volume", "fullscreen", "window_size", "animation_speed", "high_contrast", "text_size"):
        if other != field:
            assert getattr(loaded, other) == getattr(good, other)


def test_missing_and_unknown_fields(home):
    (home).mkdir()
    (home / "settings.json").write_text(json.dumps({"text_size": "large", "from_the_future": 1}))
    assert load() == (Settings(text_size="large"), None)


def test_nan_volume_is_rejected(home):
    home.mkdir()
    (home / "settings.json").write_text('{"effects_volume": NaN}')
    assert load()[0].effects_volume == 0.8


@pytest.mark.parametrize("content, reason", [
    (b"{\"effects_volume\": 0.5,", "not valid JSON"),
    (b"", "empty"),
    (b"[1, 2, 3]", "not a settings file"),
    (b'{"format": "castletop-save"}', "not a Castletop settings file"),
    (b"\x80\x04K\x01.", "not valid JSON"),
])
def test_unreadable_file_gives_defaults_is_moved_aside_and_says_so(home, content, reason):
    home.mkdir()
    path = home / "settings.json"
    path.write_bytes(content)
    loaded, message = load()
    assert loaded == Settings()
    assert message.startswith("Your settings file could not be read (") and reason in message
    assert not path.exists()
    [moved] = [p for p in home.iterdir()]
    assert moved.name.startswith("settings.corrupt-") and moved.read_bytes() == content
    assert str(moved) in message


def test_save_over_a_foreign_file_moves_it_aside(home):
    home.mkdir()
    (home / "settings.json").write_text("garbage")
    Settings(text_size="large").save()
    assert load() == (Settings(text_size="large"), None)
    assert sorted(p.read_text() for p in home.iterdir() if p.name != "settings.json") == ["garbage"]


def test_bad_values_set_in_code_are_not_saved(home):
    s = Settings()
    s.effects_volume = 7
    s.text_size = "giant"
    s.save()
    assert load()[0] == Settings()


def test_save_writes_atomically(home, monkeypatch):
    Settings(text_size="small").save()
    monkeypatch.setattr(settings_mod.storage.os, "replace", lambda a, b: (_ for _ in ()).throw(OSError("disk")))
    with pytest.raises(OSError):
        Settings(text_size="large").save()
    assert load()[0].text_size == "small"
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]

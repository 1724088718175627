"""``castletop --selftest`` from source: it passes on a complete checkout and names what is
missing when a file is gone. (CI runs the same check inside the packaged app.)"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.platform import resources
from app.cli import selftest
from app.cli import main

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(os.environ.get("CI") == "true",
                    reason="CI runs the same self-test inside the packaged app after the tests (.ci/run)")
def test_selftest_passes_from_source(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    env["CASTLETOP_HOME"] = str(tmp_path / "home")  # the self-test uses its own; this one stays empty
    proc = subprocess.run([sys.executable, "-m", "app", "--selftest"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    summary = proc.stdout.strip().splitlines()[-1]
    assert summary.startswith("castletop ") and "self-test passed (source" in summary
    assert "scenes drawn" in summary and "caleira" in summary and "AI process answered" in summary
    assert not (tmp_path / "home").exists(), "the self-test never touches the player's folder"


def test_selftest_is_a_documented_option(capsys):
    assert main(["--help"]) == 0
    assert "--selftest" in capsys.readouterr().out


def _run(monkeypatch, *checks: str) -> tuple[int, str, str]:
    monkeypatch.setattr(selftest, "CHECKS", [c for c in selftest.CHECKS if c[0] in checks])
    out, err = io.StringIO(), io.StringIO()
    code = selftest.run(out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def test_a_missing_sound_fails_with_its_name(monkeypatch):
    real = resources.sound
    monkeypatch.setattr(resources, "sound", lambda name: real(name) if name != "win.wav" else real("gone/win.wav"))
    code, out, err = _run(monkeypatch, "sound")
    assert code == 1 and out == ""
    assert "self-test FAILED" in err and "sounds/win.wav" in err


def test_art_a_scene_needs_is_checked(monkeypatch):
    real = resources.art
    monkeypatch.setattr(resources, "art", lambda rel: real("gone/felt.svg") if rel == "table/felt.svg" else real(rel))
    code, _, err = _run(monkeypatch, "scenes")
    assert code == 1
    assert "art/table/felt.svg" in err


def test_an_unexpected_error_is_reported_not_raised(monkeypatch):
    def broken(report):
        raise RuntimeError("the disk caught fire")

    monkeypatch.setattr(selftest, "CHECKS", [("assets", broken)])
    out, err = io.StringIO(), io.StringIO()
    assert selftest.run(out=out, err=err) == 1
    assert "assets: RuntimeError: the disk caught fire" in err.getvalue()


@pytest.mark.parametrize("var", ["SDL_VIDEODRIVER", "CASTLETOP_HOME"])
def test_environment_is_restored(monkeypatch, var):
    monkeypatch.setenv(var, "kept")
    monkeypatch.setattr(selftest, "CHECKS", [])
    assert selftest.run(out=io.StringIO(), err=io.StringIO()) == 0
    assert os.environ[var] == "kept"


def test_first_frame_report_for_the_startup_benchmark(tmp_path):
    """``CASTLETOP_REPORT_FIRST_FRAME``: the window opens, draws once, writes the time and closes
    (build_specs/measure_startup.py times the packaged app this way)."""
    report = tmp_path / "first_frame.txt"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "CASTLETOP_HOME": str(tmp_path / "home"), "CASTLETOP_REPORT_FIRST_FRAME": str(report)}
    launched = time.time()
    proc = subprocess.run([sys.executable, "-m", "app"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    first = float(report.read_text())
    assert launched < first < time.time()


def test_a_double_clicked_mac_app_ignores_its_process_serial_number(tmp_path, monkeypatch):
    """Older macOS versions pass ``-psn_0_NNN`` to a double-clicked app: it opens the window."""
    report = tmp_path / "first_frame.txt"
    for key, value in {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                       "CASTLETOP_HOME": str(tmp_path / "home"), "CASTLETOP_REPORT_FIRST_FRAME": str(report)}.items():
        monkeypatch.setenv(key, value)
    assert main(["-psn_0_12345"]) == 0
    assert report.is_file()

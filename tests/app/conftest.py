"""Headless tests of the app's machinery (no pygame): every file goes to a temporary
``CASTLETOP_HOME``, never the real profile."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Each test gets its own empty Castletop home."""
    folder = tmp_path / "castletop-home"
    monkeypatch.setenv("CASTLETOP_HOME", str(folder))
    return folder

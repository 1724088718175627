"""Tests of the app's machinery: every file goes to a temporary ``CASTLETOP_HOME``, never the real
profile (the ``home`` fixture of ``tests/conftest.py``, for every test here)."""

import pytest


@pytest.fixture(autouse=True)
def _own_home(home):
    return home

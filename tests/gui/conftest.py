"""Headless window tests: the real app (the ``driver`` fixture of ``tests/conftest.py``)."""

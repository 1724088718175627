"""Scenes: title, menus, the table, overlays (see base.py for the stack)."""

"""Scenes on a stack (``base.py``): the title and menus, the table (``table.py`` with its input
and drawing), overlays on it (the tutorial, the pause menu, the rules), the curtain between people
sharing a screen, and the results. ``navigation.py`` moves between them."""

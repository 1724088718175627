"""Castletop's application: the pygame-ce window, the terminal game and the tools around them.

How it is grouped, top to bottom (each layer uses only the ones below it):

- ``cli``: the command line (``castletop``, ``play``, ``demo``, ``--selftest``); ``cli.terminal``
  plays in the terminal through the rules protocol alone and imports no pygame.
- ``main``: ``App``, the window and its frame loop, and the services scenes share (``Host``).
- ``scenes``: title, menus, the table, the tutorial overlay, the curtain, results.
- ``games``: the declared contract between the table and a game (``games/contract.py``) and one
  adapter package per game (``games/<id>/``); ``games/README.md`` says how to add a game.
- ``table``: the generic table: pieces, zones, layouts, motion, drag and drop, dice, standees...
- ``play``: the running game: the session (seats, people, undo, saves), the AI service, the
  turn driver. ``ui``: drawing helpers. ``platform``: folders, settings, files, sound.
"""

__version__ = "0.1.0"

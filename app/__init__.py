"""Castletop's application layer: the command line now, the pygame-ce window later.

``app.cli`` is the entry point (console script ``castletop``, or ``python -m app``).
``app.cli.terminal`` plays games in the terminal through the rules protocol alone; it imports no
pygame, so ``castletop play`` starts fast and runs on machines without a display.
"""

__version__ = "0.1.0"

"""The command line: ``castletop`` (the window), ``castletop play`` (the terminal game),
``castletop demo`` (AIs on the table), ``castletop --selftest``.

``main`` is the console script's entry point; the terminal game (``terminal``) imports no pygame,
so ``castletop play`` starts fast and runs without a display.
"""

from .command import main

__all__ = ["main"]

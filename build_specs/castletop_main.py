"""The packaged app's entry point: the same command line as ``castletop`` and ``python -m app``.

``app.cli.main`` calls ``multiprocessing.freeze_support()`` before anything else, so the AI's
worker process (started with "spawn") runs the worker and not a second window.
"""

from app.cli import main

if __name__ == "__main__":
    raise SystemExit(main())

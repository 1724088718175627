"""``python -m app`` runs the same command line as the ``castletop`` script."""

from .cli import main

raise SystemExit(main())

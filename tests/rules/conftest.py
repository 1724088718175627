"""Make ``protocol_checks`` (next to this file) and the ``rules`` package importable."""

import sys
from pathlib import Path

for path in (Path(__file__).resolve().parent, Path(__file__).resolve().parents[2]):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

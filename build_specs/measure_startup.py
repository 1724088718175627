"""Time from launching Castletop to its first frame on screen, for the built app and from source.

    python3 build_specs/measure_startup.py                      # dist/castletop/castletop, source
    python3 build_specs/measure_startup.py --onefile            # also dist/castletop-onefile
    python3 build_specs/measure_startup.py --runs 9 --window    # a real window (needs a display)

Each run starts the program with ``CASTLETOP_REPORT_FIRST_FRAME=<file>``: the app writes the
``time.time()`` of its first flipped frame there and closes (see ``app/main.py``). The figure is
that time minus the time just before the launch; one warm-up run is not counted; the median of
``--runs`` is printed, with every run. Headless by default (SDL's dummy drivers, software
rendering); settings and saves go to a fresh temporary ``CASTLETOP_HOME`` each run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE = ".exe" if sys.platform == "win32" else ""


def first_frame(command: list[str], window: bool, timeout: float = 60.0) -> float:
    with tempfile.TemporaryDirectory(prefix="castletop-measure-") as folder:
        report = Path(folder) / "first_frame.txt"
        env = {**os.environ, "CASTLETOP_HOME": str(Path(folder) / "home"),
               "CASTLETOP_REPORT_FIRST_FRAME": str(report), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        if not window:
            env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        launched = time.time()
        proc = subprocess.run(command, env=env, cwd=ROOT, timeout=timeout, capture_output=True, text=True)
        if proc.returncode != 0 or not report.is_file():
            raise SystemExit(f"{' '.join(command)} failed (exit {proc.returncode}):\n{proc.stdout}{proc.stderr}")
        return float(report.read_text().strip()) - launched


def measure(label: str, command: list[str], runs: int, window: bool) -> float:
    first_frame(command, window)  # warm-up: file cache, and a one-file app's first unpacking
    times = [first_frame(command, window) for _ in range(runs)]
    median = statistics.median(times)
    print(f"{label}: launch to first frame median {median:.3f} s over {runs} runs "
          f"(min {min(times):.3f}, max {max(times):.3f}; runs: {', '.join(f'{t:.3f}' for t in times)})", flush=True)
    return median


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="measure_startup.py", description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--onefile", action="store_true", help="also time dist/castletop-onefile")
    parser.add_argument("--no-source", action="store_true", help="skip the from-source comparison")
    parser.add_argument("--window", action="store_true", help="open a real window instead of SDL's dummy driver")
    args = parser.parse_args(argv)
    onedir = args.dist / "castletop"
    targets = []
    if (onedir / f"castletop{EXE}").is_file():
        targets.append((f"one-folder app ({size_mb(onedir):.1f} MB)", [str(onedir / f"castletop{EXE}")]))
    else:
        print(f"(no one-folder app at {onedir}: build it with build_specs/build.py)")
    onefile = args.dist / f"castletop-onefile{EXE}"
    if args.onefile:
        if onefile.is_file():
            targets.append((f"one-file app ({size_mb(onefile):.1f} MB)", [str(onefile)]))
        else:
            print(f"(no one-file app at {onefile}: build it with build_specs/build.py --onefile)")
    if not args.no_source:
        targets.append(("from source (python -m app)", [sys.executable, "-m", "app"]))
    for label, command in targets:
        measure(label, command, args.runs, args.window)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Hostile saves (issue 16, part 4): every file the app reads at start-up and on Continue, broken
in every way of ``app.checks.hostile_corpus``, run through the real app, headless.

    python -m app.checks.hostile_saves [--quick]

Each case gets its own temporary ``CASTLETOP_HOME`` holding one hostile thing; the app starts
(settings, then the title scene reads the saved game and the statistics), draws its title, continues
the game when one is offered, and starts a new game. A case fails unless: the file is either used
as it is or refused with a clear one-line message saying what is wrong and where it was moved;
a refused file is kept aside unchanged (never deleted, never overwritten, even by the new game);
nothing is executed (the marker never appears); and loading takes bounded time and memory.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import resource
import shutil
import signal
import stat
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from . import hostile_corpus as hc

WHAT = {hc.SAVE: "saved game", hc.SETTINGS: "settings file", hc.STATS: "statistics file", hc.FOLDER: "saves folder"}
CASE_SECONDS = 20.0     # a case taking longer is stuck (a read that never ends)
START_SECONDS = 5.0     # start-up to a drawn title, hostile files included
MEMORY_MB = 64          # how much a single case may add to the process's peak memory
MESSAGE_CHARS = 240     # a player's line, not counting the path it names
QUICK_AI = {"seconds": None, "iterations": 1}  # AI seats answer at once: the files are under test, not the AI
PYTHON_WORDS = re.compile(r"Traceback|\b\w+(Error|Exception)\b|<\w+ object|sys\.set_int_max_str_digits")


@dataclass
class Report:
    cases: int = 0
    kinds: Counter = field(default_factory=Counter)
    targets: Counter = field(default_factory=Counter)
    outcomes: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    slowest: tuple[float, str] = (0.0, "")
    heaviest: tuple[float, str] = (0.0, "")


class _Overtime(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise _Overtime()


# --- what is on disk ------------------------------------------------------------------------------


def snapshot(path: Path) -> tuple[Any, ...] | None:
    """What is at ``path`` (not following a link), enough to tell it was kept as it was."""
    try:
        info = os.lstat(path)
    except OSError:
        return None
    if stat.S_ISLNK(info.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISDIR(info.st_mode):
        return ("folder", tuple(sorted(os.listdir(path))))
    if not stat.S_ISREG(info.st_mode):
        return ("special", stat.S_IFMT(info.st_mode))
    digest = hashlib.sha256()
    with open(path, "rb") as handle:  # the ends of a huge file are enough (and its size)
        digest.update(handle.read(1 << 20))
        if info.st_size > 2 << 20:
            handle.seek(-(1 << 20), os.SEEK_END)
            digest.update(handle.read())
    return ("file", info.st_size, digest.hexdigest())


def asides(path: Path) -> list[Path]:
    """The places ``path`` was moved aside to (``stem.corrupt-<time>[-n]suffix``)."""
    folder = path.parent
    if not folder.is_dir():
        return []
    return sorted(folder / n for n in os.listdir(folder)
                  if n.startswith(f"{path.stem}.corrupt-") and n.endswith(path.suffix))


# --- one case ----------------------------------------------------------------------------------


def _frames(app: Any, n: int) -> None:
    for _ in range(n):
        app.step()


def _top(app: Any) -> str:
    return type(app.stack.top).__name__


def _drive(app: Any, problems: list[str]) -> tuple[str, Any]:
    """The title, Continue when offered, then New game; returns (the title's message, saved)."""
    from ..scenes import navigation

    title = app.stack.top
    if _top(app) != "TitleScene":
        problems.append(f"the app started on {_top(app)}, not the title")
        return "", None
    message, saved = title.message, title.saved
    if saved is None and os.path.lexists(app.store.path) and f"Your {WHAT[hc.SAVE]} " not in message:
        problems.append("something is where the save goes, neither offered as Continue nor refused")
    if saved is not None:
        title.continue_game()
        _frames(app, 2)
        if _top(app) != "TableScene":
            problems.append(f"Continue opened {_top(app)}, not the table")
        navigation.to_title(app)
        _frames(app, 1)
    navigation.new_game(app)
    _frames(app, 1)
    for _ in range(2):  # the second Start confirms replacing a saved game
        if _top(app) == "NewGameScene":
            app.stack.top.start()  # the new game is saved at once: the case's aside must survive it
    if _top(app) != "TableScene":
        problems.append(f"New game did not open a table ({_top(app)}: {getattr(app.stack.top, 'message', '')!r})")
    app.store.flush()
    return message, saved


def _check_message(case: hc.Case, lines: list[str], moved: list[Path], problems: list[str]) -> None:
    """A refused file: one clear line naming it, why, and where it went."""
    what = WHAT[case.target]
    mine = [line for line in lines if line.startswith(f"Your {what} ")]
    if len(mine) != 1:
        problems.append(f"expected one message about the {what}, got {lines!r}")
        return
    line = mine[0]
    if len(moved) != 1:
        problems.append(f"expected the {what} kept aside once, found {[p.name for p in moved]}")
        return
    if not line.startswith(f"Your {what} could not be read (") or not line.endswith(f"it was moved to {moved[0]}"):
        problems.append(f"unclear message: {line!r}")
    reason = line[len(f"Your {what} could not be read ("):line.rfind("); it was moved to")]
    if len(reason) > MESSAGE_CHARS or PYTHON_WORDS.search(reason):
        problems.append(f"the reason is not for a player: {reason[:300]!r}")


_FELT: dict[Any, Any] = {}  # the table's felt, drawn once for every app of the run (it is only art)


def run_case(case: hc.Case, home: Path, marker: Path) -> tuple[str, list[str], float, float]:
    """Run one case in ``home``: (outcome, problems, start-up seconds, memory growth in MB)."""
    from ..main import App

    problems: list[str] = []
    target = hc.target_path(home, case.target)
    case.make(target)
    before = snapshot(target)
    os.environ["CASTLETOP_HOME"] = str(home)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    app = None
    started = 0.0
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, CASE_SECONDS)
    try:
        t0 = time.perf_counter()
        app = App((1024, 640), test_mode=True, ai_settings=QUICK_AI)
        app._felt_cache = _FELT
        _frames(app, 1)
        started = time.perf_counter() - t0
        message, saved = _drive(app, problems)
    except _Overtime:
        problems.append(f"stuck: more than {CASE_SECONDS:.0f} s")
        message, saved = "", None
    except Exception as exc:  # the very thing this check looks for
        where = traceback.extract_tb(exc.__traceback__)[-1]
        problems.append(f"{type(exc).__name__}: {str(exc)[:200]} at {Path(where.filename).name}:{where.lineno}")
        message, saved = "", None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        if app is not None:
            app.close()
    grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss) / 1024
    if started > START_SECONDS:
        problems.append(f"start-up took {started:.1f} s")
    if grown > MEMORY_MB:
        problems.append(f"memory grew by {grown:.0f} MB")
    if marker.exists():
        problems.append("SOMETHING WAS EXECUTED: the marker file appeared")
        marker.unlink()
    moved = asides(target)
    lines = [line for line in message.split("\n") if line]
    if moved or any(line.startswith(f"Your {WHAT[case.target]} ") for line in lines):
        outcome = "refused"
        _check_message(case, lines, moved, problems)
        if moved and snapshot(moved[-1]) != before:
            problems.append("the file kept aside is not the file that was there")
        if case.expect == hc.ACCEPT:
            problems.append("a good file was refused")
    else:
        outcome = "used" if saved is not None or case.target != hc.SAVE else "finished"
        if case.expect == hc.REFUSE:
            problems.append(f"a broken file was not refused (messages: {lines!r})")
        if case.expect == hc.ACCEPT and (lines or (case.target == hc.SAVE and saved is None)):
            problems.append(f"a good file was not used as it is (messages: {lines!r})")
    return outcome, problems, started, grown


# --- the corpus, run ---------------------------------------------------------------------------


def build(work: Path, quick: bool) -> tuple[list[hc.Case], Path]:
    """The corpus (its quick sample with ``quick``) and the marker path it must never create."""
    marker = work / "EXECUTED"
    os.environ["CASTLETOP_HOME"] = str(work / "sources-home")  # never the player's own folders
    src = hc.sources(work / "sources")
    cases = hc.corpus(src, marker)
    return (hc.sample(cases, 2) if quick else cases), marker


def run(cases: list[hc.Case], work: Path, marker: Path, *, progress: bool = False) -> Report:
    """Every case, each in a fresh home under ``work`` (removed afterwards)."""
    import pygame

    pygame.init()
    report = Report()
    saved_home = os.environ.get("CASTLETOP_HOME")
    passwd = snapshot(Path("/etc/passwd"))
    try:
        for i, case in enumerate(cases):
            home = work / f"home-{i}"
            outcome, problems, started, grown = run_case(case, home, marker)
            report.cases += 1
            report.kinds[case.kind] += 1
            report.targets[case.target] += 1
            report.outcomes[outcome] += 1
            report.slowest = max(report.slowest, (started, case.label))
            report.heaviest = max(report.heaviest, (grown, case.label))
            report.failures += [f"[{case.kind}] {case.label}: {p}" for p in problems]
            shutil.rmtree(home, ignore_errors=True)
            if progress and (i + 1) % 100 == 0:
                print(f"  ... {i + 1}/{len(cases)} cases, {len(report.failures)} failures", flush=True)
    finally:
        if saved_home is None:
            os.environ.pop("CASTLETOP_HOME", None)
        else:
            os.environ["CASTLETOP_HOME"] = saved_home
    if snapshot(Path("/etc/passwd")) != passwd:
        report.failures.append("/etc/passwd changed")
    return report


def _lines(report: Report, quick: bool, seconds: float, cpu: float) -> Iterator[str]:
    yield f"hostile saves ({'quick' if quick else 'full'}): corpus of {report.cases} cases"
    yield "  by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(report.kinds.items()))
    yield "  by file: " + ", ".join(f"{WHAT[k]} {n}" for k, n in sorted(report.targets.items()))
    yield "  outcomes: " + ", ".join(f"{k} {n}" for k, n in sorted(report.outcomes.items()))
    yield f"  slowest start-up: {report.slowest[0]:.2f} s ({report.slowest[1]})"
    yield f"  most memory added by one case: {report.heaviest[0]:.0f} MB ({report.heaviest[1]})"
    for failure in report.failures[:60]:
        yield "  FAIL " + failure
    if len(report.failures) > 60:
        yield f"  ... and {len(report.failures) - 60} more"
    yield f"failures: {len(report.failures)}"
    yield f"time: {seconds:.1f} s (processor time {cpu:.1f} s)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.checks.hostile_saves", description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a sample of every kind (the CI size)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    t0, c0 = time.perf_counter(), time.process_time()
    home = os.environ.get("CASTLETOP_HOME")
    with tempfile.TemporaryDirectory(prefix="castletop-hostile-") as tmp:
        work = Path(tmp)
        cases, marker = build(work, args.quick)
        report = run(cases, work, marker, progress=not args.quick)
    os.environ.pop("CASTLETOP_HOME", None)
    if home is not None:
        os.environ["CASTLETOP_HOME"] = home
    for line in _lines(report, args.quick, time.perf_counter() - t0, time.process_time() - c0):
        print(line)
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())

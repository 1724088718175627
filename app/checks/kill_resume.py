"""Kill and resume (issue 16, part 3): SIGKILL the real app at a random moment, relaunch, Continue.

Each run starts ``castletop demo GAME --save`` as a subprocess (headless, a fresh CASTLETOP_HOME)
on the games of the catalog in turn, with varied seat counts, AI kinds, options and animation
speeds, so the AI seats play a game that is saved after every move. While it plays, the saved
game is read again and again: every version must parse, be a valid save, and extend the one
before. At a random moment (a third of the runs: while a save is half-written, through the
writer's test pause ``storage.PAUSE_ENV``) the app is frozen (SIGSTOP), the files on disk are
noted, and it is killed (SIGKILL): freezing first changes nothing for the app (no code of it runs
between the two signals) and tells exactly what was on disk when it died. Then
``app.checks.continue_probe`` relaunches the app and presses the title's Continue: the game it
opens must equal the save on disk at the kill (the last action whose save completed), a few more
AI moves must apply and be saved, and every file under CASTLETOP_HOME must parse (a temporary file
a kill left is never read as the save; an old one is swept away by the app)::

    python -m app.checks.kill_resume [--runs 100] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from ..platform import storage
from .kill_resume_verdict import MOVES_AFTER, Outcome, SaveWatch, at_kill, check_files, check_resume

ROOT = Path(__file__).resolve().parents[2]  # the folder holding the ``app`` package
AI_KINDS = ("random", "random", "heuristic", "heuristic", "easy")
SPEEDS = ("instant", "instant", "fast")
INSIDE_EVERY = 3       # every third run aims its kill inside a save
EARLY_EVERY = 10       # and one run in ten at any moment from the launch on (start-up included)
PAUSE = 0.3            # seconds the writer waits halfway through a save in those runs
FIRST_SAVE_WAIT = 60.0
PROBE_WAIT = 90.0
POLL = 0.004
STOP_WAIT = 1.0        # seconds to wait for the frozen app to report stopped


@dataclass
class Plan:
    """One run: which game, who plays, how fast, and when to kill."""

    index: int
    game_id: str
    seats: list[str]
    options: dict[str, str]
    seed: int
    speed: str
    delay: float          # seconds after the first move's save before the kill (or before waiting for a save)
    inside: bool          # kill while a save is being written
    early: bool           # count the delay from the launch instead: the kill may come before any save
    age_temps: bool       # make the temporary files a kill left look old, so the app must sweep them

    def describe(self) -> str:
        opts = " ".join(f"--{k.replace('_', '-')} {v}" for k, v in self.options.items())
        return f"demo {self.game_id} --seats {','.join(self.seats)} --seed {self.seed} {opts}".strip()


def plans(runs: int, seed: int) -> list[Plan]:
    """``runs`` plans, the catalog's games in turn, everything else drawn from ``seed``."""
    from rules import catalog

    out = []
    for i in range(runs):
        rng = random.Random(seed * 1_000_003 + i)
        info = catalog.GAMES[i % len(catalog.GAMES)]
        count = rng.choice(info.players)
        seats = [rng.choice(AI_KINDS) for _ in range(count)]
        out.append(Plan(i, info.id, seats, _options(info, count, rng), rng.randrange(1, 10**6),
                        rng.choice(SPEEDS), rng.uniform(0.0, 2.0), i % INSIDE_EVERY == 1, i % EARLY_EVERY == 7,
                        rng.random() < 0.5))
    return out


def _options(info: Any, count: int, rng: random.Random) -> dict[str, str]:
    """A random value for each option the game offers for the whole table, as the command line
    takes them; a combination the rules refuse falls back to the defaults one option at a time."""
    chosen = {o.key: rng.choice(o.values) for o in info.options if not o.per_person}
    module = info.load()
    for key in [None, *chosen]:
        if key is not None:
            chosen.pop(key)
        try:
            module.new_game_with_events(count, 1, info.with_people(info.new_game_options(chosen, []),
                                                                   [False] * count))
            return chosen
        except ValueError:
            continue
    return {}


# --- one run ------------------------------------------------------------------------------------


def _env(home: Path, pause: bool) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != storage.PAUSE_ENV}
    env.update({"CASTLETOP_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)})
    if pause:
        env[storage.PAUSE_ENV] = str(PAUSE)
    return env


def _kill_group(proc: subprocess.Popen, sig: int) -> None:
    """Signal the app and its AI worker (its own process group, started by us)."""
    try:
        os.killpg(proc.pid, sig)
    except ProcessLookupError:
        pass


def _stop(proc: subprocess.Popen, save: Path) -> tuple[bytes | None, list[Path]]:
    """Freeze the app, note what is on disk (the save, temporary files), then kill it."""
    _kill_group(proc, signal.SIGSTOP)
    # A signal lands a moment later: wait until every thread of the app has stopped. Bounded: a
    # thread inside vfork (starting the AI worker, whose child the SIGSTOP froze) never reports.
    end = time.monotonic() + STOP_WAIT
    while time.monotonic() < end:
        try:
            if os.waitpid(proc.pid, os.WNOHANG | os.WUNTRACED)[0]:
                break
        except ChildProcessError:
            break
        time.sleep(0.002)
    try:
        data: bytes | None = save.read_bytes()
    except FileNotFoundError:
        data = None
    temps = storage.temporaries(save)
    _kill_group(proc, signal.SIGKILL)
    proc.wait()
    return data, temps


def _play_and_kill(plan: Plan, home: Path, watch: SaveWatch, log: Path) -> tuple[bytes | None, list[Path]] | None:
    """Start the app, watch its saves, and kill it at the plan's moment; what was on disk then."""
    outcome = watch.outcome
    save = home / "saves" / storage.SaveStore.FILE
    cmd = [sys.executable, "-m", "app", "demo", plan.game_id, "--seats", ",".join(plan.seats), "--seed",
           str(plan.seed), "--seconds", "3600", "--size", "1024x640", "--save"]
    for key, value in plan.options.items():
        cmd += [f"--{key.replace('_', '-')}", value]
    with open(log, "wb") as err:
        proc = subprocess.Popen(cmd, env=_env(home, plan.inside), cwd=ROOT, stdout=err, stderr=err,
                                stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        started = time.monotonic()
        kill_at: float | None = started + 3 * plan.delay if plan.early else None
        while True:
            watch.look()
            now = time.monotonic()
            if kill_at is None and outcome.saves_seen >= 2:  # the game is under way: its first move is saved
                kill_at = now + plan.delay
            if kill_at is not None and now >= kill_at and (not plan.inside or storage.temporaries(save)):
                break
            if now > max(started, kill_at or 0.0) + FIRST_SAVE_WAIT:
                outcome.problems.append("no move was saved in time" if kill_at is None else "no save began in time")
                return None
            if proc.poll() is not None:
                outcome.problems.append(f"the app exited by itself (status {proc.returncode})")
                return None
            time.sleep(POLL)
        outcome.killed_after = time.monotonic() - started
        return _stop(proc, save)
    finally:
        if proc.poll() is None:
            _kill_group(proc, signal.SIGKILL)
            proc.wait()


def _probe(home: Path, report: Path, log: Path) -> dict[str, Any] | None:
    cmd = [sys.executable, "-m", "app.checks.continue_probe", "--report", str(report), "--moves", str(MOVES_AFTER)]
    with open(log, "ab") as err:
        proc = subprocess.Popen(cmd, env=_env(home, False), cwd=ROOT, stdout=err, stderr=err,
                                stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            proc.wait(PROBE_WAIT)
        except subprocess.TimeoutExpired:
            _kill_group(proc, signal.SIGKILL)
            proc.wait()
            return None
    try:
        return json.loads(report.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def run_one(plan: Plan, work: Path) -> Outcome:
    """Play, kill, relaunch, Continue and check, in a fresh CASTLETOP_HOME under ``work``."""
    from ..platform.settings import Settings

    started = time.perf_counter()
    outcome = Outcome(plan)
    home = Path(tempfile.mkdtemp(prefix=f"run{plan.index:03d}-", dir=work))
    outcome.home = str(home)
    Settings(animation_speed=plan.speed, window_size=(1024, 640)).save(home / "settings.json")
    log = work / f"run{plan.index:03d}.log"
    watch = SaveWatch(home / "saves" / storage.SaveStore.FILE, outcome)
    killed = _play_and_kill(plan, home, watch, log)
    if killed is not None:
        data, temps = killed
        outcome.inside, outcome.temps_left, outcome.had_save = bool(temps), len(temps), data is not None
        on_disk = at_kill(data, watch)
        if plan.age_temps:
            old = time.time() - 2 * storage.STALE_TEMP
            for tmp in temps:
                os.utime(tmp, (old, old))
        report = _probe(home, work / f"run{plan.index:03d}.json", log)
        if report is None:
            outcome.problems.append("the relaunched app gave no report (see the log)")
        else:
            check_resume(report, on_disk, outcome)
            check_files(home, temps, plan.age_temps, outcome)
    outcome.seconds = time.perf_counter() - started
    if outcome.ok:
        shutil.rmtree(home, ignore_errors=True)
        log.unlink(missing_ok=True)
        (work / f"run{plan.index:03d}.json").unlink(missing_ok=True)
    return outcome


# --- the command --------------------------------------------------------------------------------


def run(runs: int, seed: int, work: Path | None = None, echo: Any = print, jobs: int = 2) -> list[Outcome]:
    """Every run of the check, ``jobs`` at a time (each has one app process alive at a time: the
    killed one, then the relaunched one); reported in order."""
    from concurrent.futures import ThreadPoolExecutor

    own = work is None
    work = Path(tempfile.mkdtemp(prefix="castletop-kill-resume-")) if own else work
    outcomes = []
    with ThreadPoolExecutor(max(1, jobs)) as pool:
        futures = [(plan, pool.submit(run_one, plan, work)) for plan in plans(runs, seed)]
        for plan, future in futures:
            try:
                outcome = future.result()
            except Exception as exc:  # a fault of the check itself: reported as the run's problem
                outcome = Outcome(plan, problems=[f"the check failed: {type(exc).__name__}: {exc}"])
            outcomes.append(outcome)
            echo(describe(outcome, runs))
            for problem in outcome.problems:
                echo(f"    {problem}\n    files kept in {outcome.home} (log {work / f'run{outcome.plan.index:03d}.log'})")
    if own and all(o.ok for o in outcomes):
        shutil.rmtree(work, ignore_errors=True)
    return outcomes


def describe(outcome: Outcome, runs: int) -> str:
    """One line per run: what was played, where the kill landed, how the resume went."""
    plan = outcome.plan
    where = "inside a save" if outcome.inside else ("before any save" if not outcome.had_save else "between saves")
    return (f"run {plan.index + 1:3d}/{runs}: {plan.describe()} ({plan.speed}) killed {where} after "
            f"{outcome.saves_seen} saves; {'resumed OK' if outcome.ok else 'FAILED'} ({outcome.moves_after} "
            f"moves after; killed at {outcome.killed_after:.1f} s, {outcome.seconds:.1f} s in all)")


def summary(outcomes: Sequence[Outcome], seconds: float) -> list[str]:
    """The figures: per game kind and in all, and the time taken."""
    rows: dict[str, list[Outcome]] = {}
    for o in outcomes:
        rows.setdefault(o.plan.game_id, []).append(o)
    head = f"{'game':<14}{'runs':>6}{'kills':>7}{'inside a save':>15}{'resumes OK':>12}{'saves seen':>12}"
    lines = [head]
    for name, group in [*rows.items(), ("all", list(outcomes))]:
        lines.append(f"{name:<14}{len(group):>6}{len(group):>7}{sum(o.inside for o in group):>15}"
                     f"{sum(o.ok for o in group):>12}{sum(o.saves_seen for o in group):>12}")
    temps = sum(o.temps_left for o in outcomes)
    swept = sum(o.temps_swept for o in outcomes)
    lines.append(f"temporary files left by kills: {temps} (swept by the relaunched app once old: {swept}; "
                 f"the others ignored); kills with no save on disk yet: {sum(not o.had_save for o in outcomes)}")
    lines.append(f"runs {len(outcomes)}, kills {len(outcomes)}, inside a save {sum(o.inside for o in outcomes)}, "
                 f"resumes OK {sum(o.ok for o in outcomes)}; time {seconds:.1f} s")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.checks.kill_resume", description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=100, help="kills (default 100; CI runs 10)")
    parser.add_argument("--seed", type=int, default=1, help="draws the games' setups and the kill moments (default 1)")
    parser.add_argument("--jobs", type=int, default=2, choices=(1, 2), help="runs at once (default 2)")
    args = parser.parse_args(argv)
    if os.name != "posix":
        print("kill_resume needs POSIX signals (SIGSTOP, SIGKILL)", file=sys.stderr)
        return 2
    started = time.perf_counter()
    outcomes = run(max(1, args.runs), args.seed, echo=lambda line: print(line, flush=True), jobs=args.jobs)
    for line in summary(outcomes, time.perf_counter() - started):
        print(line)
    return 0 if all(o.ok for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())

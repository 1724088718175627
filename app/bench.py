"""App benchmarks: ``python -m app.bench``.

Prints frame-time p50/p95/p99 on each game's table (two seats, or the game's fullest table when it
has no two-player game: 8 seats) at 1280x720 and 1920x1080 while a piece is being dragged and an
AI is thinking in its own process; the CPU an idle
table uses (the real frame loop, 10 s, nothing happening), and the time of the first frame after
the loop wakes up (an input after a sleep); and the time from launching the app to an interactive
title screen. Headless (SDL's dummy video driver: software rendering, which is
what these machines have). Medians of several runs; nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

STARTUP_PROBE = r"""
import time, sys
t0 = float(sys.argv[1])
import pygame
from app.main import App
pygame.init()
app = App()
app.step(1 / 60)
print(time.time() - t0, app.started_in)
app.close()
"""


IDLE_PROBE = r"""
import json, sys, threading, time
import pygame
from app.main import App
from app.play.session import SeatSpec, Session
from app.scenes.navigation import open_table
from rules.catalog import load
game, w, h, seconds, every = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
pygame.init()
app = App((w, h))
module = load(game)
n = 2 if 2 in module.FACTS.players else max(module.FACTS.players)
session = Session.new(game, [SeatSpec("human", "You")] + [SeatSpec("random", f"Rival {i}") for i in range(1, n)], 11,
                      module.options_for_start(n, 11, 0))
open_table(app, session)
settle = time.perf_counter() + 4  # the table deals itself out, its pulses come to rest
latest = time.perf_counter() + 15  # (a long opening: until nothing is left to move, at most this)
while time.perf_counter() < settle or (app.next_wake() is not None and time.perf_counter() < latest):
    app.step(1 / 60)
    time.sleep(1 / 60)

def later(delay, event):
    time.sleep(delay)
    pygame.event.post(event)

if every > 0:  # a key nobody uses, now and then: each one wakes the sleeping loop
    for i in range(1, int(seconds / every)):
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F6, mod=0, unicode="", scancode=0)
        threading.Thread(target=later, args=(i * every, key), daemon=True).start()
threading.Thread(target=later, args=(seconds, pygame.event.Event(pygame.QUIT)), daemon=True).start()
cpu = time.process_time()
app.run()
print(json.dumps({"cpu": time.process_time() - cpu, "wakes": app.wake_frames}))
app.close()
"""


def idle(game: str, size: tuple[int, int], seconds: float, every: float) -> dict:
    """The real frame loop on a table where nothing happens (``every`` > 0: a key now and then)."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "CASTLETOP_HOME": home, "PYTHONPATH": root}
        out = subprocess.run([sys.executable, "-c", IDLE_PROBE, game, str(size[0]), str(size[1]), str(seconds),
                              str(every)], env=env, capture_output=True, text=True, check=True, cwd=root,
                             timeout=seconds + 120).stdout
    return json.loads(out.strip().splitlines()[-1])


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1))))]


def seats_for(module: object) -> int:
    """The table measured: two seats where the game allows them, else its fullest table."""
    players = module.FACTS.players  # type: ignore[attr-defined]
    return 2 if 2 in players else max(players)


def frame_times(game: str, size: tuple[int, int], frames: int) -> list[float]:
    """Frame times with a piece (a hand card, a role) dragged in circles while the hard AI thinks."""
    import math

    import pygame

    from app.main import App
    from app.play.session import SeatSpec, Session
    from app.scenes.navigation import open_table
    from rules.catalog import load

    pygame.init()
    app = App(size)
    app.settings.animation_speed = "normal"
    module = load(game)
    n = seats_for(module)
    options = module.options_for_start(n, 11, 0)  # you move first
    session = Session.new(game, [SeatSpec("human", "You")] + [SeatSpec("hard", f"Rival {i}") for i in range(1, n)],
                          11, options)
    open_table(app, session)
    for _ in range(20):
        app.step(1 / 60)
    table = app.stack.top
    for _ in range(8):  # a click first (reveal a set, peek), until something can be dragged
        deadline = time.perf_counter() + 120
        while not session.is_human_turn() and time.perf_counter() < deadline:  # the others play first
            app.step(1 / 60)
            time.sleep(1 / 120)
        if table.aff.drags:
            break
        table.play(session.human_actions()[0])
        for _ in range(40):
            app.step(1 / 60)
    key = table.aff.drags[0].piece
    piece = table.board.pieces[key]
    start = (int(piece.rect.centerx), int(piece.rect.centery))
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)])
    # Keep the AI service busy with a hard decision from the rival's seat the whole time.
    view = session.module.view(session.state, 1)
    rules_json = session.module.to_json(view)
    times = []
    for i in range(frames):
        if not app.ai.service.busy:
            app.ai.service.request(game, "hard", 1, rules_json, i, {"seconds": 0.9})
        app.ai.service.poll()
        angle = i / 20
        pos = (int(start[0] + 200 * math.cos(angle) - 200), int(start[1] - 250 + 120 * math.sin(angle)))
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0), touch=False)
        t0 = time.perf_counter()
        app.step(1 / 60, [event])
        times.append(time.perf_counter() - t0)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))
    app.close()
    pygame.quit()
    return times[30:]


def startup(runs: int) -> tuple[list[float], list[float]]:
    """(launch-to-interactive-title seconds, in-process App() seconds) per run."""
    walls, inits = [], []
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "CASTLETOP_HOME": home, "PYTHONPATH": root}
        for _ in range(runs):
            out = subprocess.run([sys.executable, "-c", STARTUP_PROBE, repr(time.time())], env=env,
                                 capture_output=True, text=True, check=True, cwd=root).stdout.split()
            walls.append(float(out[-2]))
            inits.append(float(out[-1]))
    return walls, inits


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m app.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=400)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", action="append", help="only this game's table (repeatable)")
    args = parser.parse_args(argv)
    from app.games import has_table
    from rules.catalog import GAMES, load

    for game in (g.id for g in GAMES if has_table(g.id)):
        if args.game and game not in args.game:
            continue
        for size in ((1280, 720), (1920, 1080)):
            times = [t * 1000 for t in frame_times(game, size, args.frames)]
            seats = seats_for(load(game))
            print(f"{game} table {size[0]}x{size[1]}, {seats} seats, piece dragged, hard AI thinking: frame p50 "
                  f"{percentile(times, 50):.2f} ms, "
                  f"p95 {percentile(times, 95):.2f} ms, p99 {percentile(times, 99):.2f} ms, max {max(times):.2f} ms "
                  f"({len(times)} frames)", flush=True)
        size = (1920, 1080)
        runs = [idle(game, size, 10.0, 0.0) for _ in range(max(1, args.runs // 2))]
        shares = [r["cpu"] / 10.0 * 100 for r in runs]
        print(f"{game} idle table {size[0]}x{size[1]}, real frame loop, 10 s: CPU {statistics.median(shares):.2f}% "
              f"of one core (median of {len(shares)} runs: {', '.join(f'{s:.2f}' for s in shares)})", flush=True)
        wakes = [t * 1000 for t in idle(game, size, 36.0, 1.2)["wakes"]]
        if wakes:
            print(f"{game} table {size[0]}x{size[1]}, first frame after a wake-up: p50 {percentile(wakes, 50):.2f} ms, "
                  f"p99 {percentile(wakes, 99):.2f} ms, max {max(wakes):.2f} ms ({len(wakes)} wake-ups)", flush=True)
    walls, inits = startup(args.runs)
    print(f"start to interactive title (process launch to first frame): median {statistics.median(walls):.3f} s "
          f"(min {min(walls):.3f}, max {max(walls):.3f}, {args.runs} runs); App() itself {statistics.median(inits):.3f} s")


if __name__ == "__main__":
    main()

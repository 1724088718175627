"""The UI monkey: thousands of random input events over every scene of every game, headless.

``python -m app.checks.monkey [--events N] [--seed S] [--game ID]`` drives the real app (test mode:
a fixed clock, instant animations, the synchronous seeded AI, a temporary ``CASTLETOP_HOME``) with
clicks, drags, keys, the wheel, window resizes (tiny and huge), focus changes, window closes and
Esc storms, aimed mostly at what is on screen (``monkey_aim``). Every few hundred events it starts
a New game of the next game through the menus (``monkey_nav``). After every frame it checks that
no exception escaped and that the open session's state is one the rules can reach (its JSON loads
back equal, its legal actions are the rules' own, the game is not stuck). A crash is recorded with
the seed, the event index, the scene and a traceback, and the run goes on from a fresh app, so one
crash never hides another. The run is deterministic for a seed: ``--events`` up to a crash's index
reproduces it. Exit status 1 when anything was found.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

from .monkey_aim import legal_gesture, pick, point_in, table_of, targets
from .monkey_input import Input, Stop
from .monkey_nav import Navigator, scene_name

DEFAULT_EVENTS = 20_000
HANG_SECONDS = 60  # one event taking longer than this is recorded as a hang
KINDS = {"click": 30, "drag": 14, "move": 6, "key": 16, "text": 3, "wheel": 5, "resize": 2.5, "focus": 3,
         "esc_storm": 1.2, "close": 0.3, "drag_interrupted": 3}
TABLE_PLAY = 0.4  # at the table on the person's turn: how often the event is a legal gesture
HOMING = 0.12     # away from the table: how often the event heads back to it
AI_SETTINGS = {"seconds": None, "iterations": 8}  # the synchronous AI, on a small fixed budget: the UI is under test


class Hang(Exception):
    pass


class Unreachable(Exception):
    """The session's state is not one the rules can reach."""


def _alarm(signum: int, frame: Any) -> None:
    raise Hang(f"one event took more than {HANG_SECONDS} s")


class Monkey(Input):
    def __init__(self, events: int, seed: int, games: list[str], rotate: int, root: Path,
                 size: tuple[int, int] = (1024, 640)) -> None:
        super().__init__(random.Random(seed))
        self.total, self.seed, self.games, self.rotate, self.root, self.size = events, seed, games, rotate, root, size
        self.index = 0
        self.kinds: Counter[str] = Counter()
        self.scenes: Counter[str] = Counter()
        self.started: Counter[str] = Counter()
        self.modes: Counter[str] = Counter()
        self.at_table: Counter[str] = Counter()
        self.actions: Counter[str] = Counter()
        self.finished: Counter[str] = Counter()
        self.crashes: list[dict[str, Any]] = []
        self.relaunches = 0
        self.homes = 0
        self.checked_states = 0
        self.cpu_seconds = 0.0
        self.continued = 0
        self._games: set[tuple[Any, ...]] = set()
        self._ended: set[tuple[Any, ...]] = set()
        self.next_game = 0
        self.progress = 0  # print a line every this many events (0: quiet)
        self._said = 0
        self.nav = Navigator(self)
        self.recent: list[str] = []
        self._top: Any = None
        self._seen: Any = None
        self._last_state: dict[int, Any] = {}
        self.app: Any = None

    # --- the app --------------------------------------------------------------------------------
    def launch(self, fresh_home: bool) -> None:
        """Start the app (again): in a new home after a crash, in the same one after a Quit."""
        import weakref

        import pygame

        from ..main import App

        if self.app is not None:
            try:
                self.app.close()
            except Exception:  # a crashed app may not close cleanly; the next one starts anyway
                pass
            pygame.quit()
        if fresh_home or self.homes == 0:
            self.homes += 1
            os.environ["CASTLETOP_HOME"] = str(self.root / f"home{self.homes}")
        pygame.init()
        self.app = App(self.size, test_mode=True, ai_settings=AI_SETTINGS)
        self._top, self._last_state = None, {}
        self._seen = self._seen if self._seen is not None else weakref.WeakSet()
        self.settle(2)

    def after_frame(self) -> None:
        """Checked after every frame: the window still open, the scene, the session's state."""
        app = self.app
        if not app.running:  # Quit, or the window closed: start the app again, as a player would
            self.relaunches += 1
            self.launch(fresh_home=False)
            return
        top = app.stack.top
        if top is not self._top:
            self._top = top
            self.scenes[scene_name(top)] += 1
        table = table_of(app)
        if table is not None:
            self._check_session(table.session)

    def _check_session(self, session: Any) -> None:
        key = (session.game_id, session.seed, tuple(session.names))
        if session not in self._seen:  # a new game, or one continued (counted once, by its seed)
            self._seen.add(session)
            if key in self._games:
                self.continued += 1
            else:
                self._games.add(key)
                people = len(session.people)
                kind = "lesson" if session.tutorial else ("watch" if not people else f"{people} people")
                self.started[session.game_id] += 1
                self.modes[f"{session.game_id} {len(session.seats)} seats, {kind}"] += 1
        state = session.state
        if self._last_state.get(id(session)) is state:
            return
        self._last_state = {id(session): state}
        self.checked_states += 1
        problem = reachable(session.module, state)
        if problem:
            raise Unreachable(f"{session.game_id} seed {session.seed}: {problem}")
        if session.module.result(state) is not None and key not in self._ended:
            self._ended.add(key)
            self.finished[session.game_id] += 1

    def record(self, exc: BaseException, kind: str, trace: str) -> dict[str, Any]:
        """What was found where: seed, event index, scene, stack, game, recent events, traceback."""
        stack = [scene_name(s) for s in self.app.stack.scenes] if self.app is not None else []
        table = table_of(self.app) if self.app is not None else None
        return {"seed": self.seed, "index": self.index, "scene": stack[-1] if stack else "-", "stack": stack,
                "game": table.session.game_id if table is not None else None, "kind": kind,
                "error": f"{type(exc).__name__}: {exc}", "recent": list(self.recent[-8:]), "traceback": trace}

    def crashed(self, exc: BaseException) -> None:
        """Record what escaped (or what check failed), then go on from a fresh app."""
        kind = "state" if isinstance(exc, Unreachable) else type(exc).__name__
        self.crashes.append(self.record(exc, kind, "".join(traceback.format_exception(exc))))
        if self.progress:
            print(f"  crash at event {self.index}: {self.crashes[-1]['error'][:200]}", file=sys.stderr, flush=True)
        self.launch(fresh_home=True)

    # --- the run --------------------------------------------------------------------------------
    def run(self) -> float:
        """Send ``total`` events; returns the seconds taken."""
        from ..play.session import Session

        original = Session.apply

        def counted(session: Any, action: Any) -> Any:
            seat = session.to_act()
            who = "ai" if seat is not None and session.seats[seat].kind != "human" else "person"
            events = original(session, action)
            self.actions[f"{session.game_id} {who}"] += 1
            return events

        Session.apply = counted  # type: ignore[method-assign]
        from ..play.ai_service import AiService

        fallback = AiService._fallback

        def failed(service: Any, req: Any, why: str) -> int:  # the AI raised: the app plays on, we record it
            self.crashes.append(self.record(RuntimeError(why), "ai", traceback.format_exc()))
            return fallback(service, req, why)

        AiService._fallback = failed  # type: ignore[method-assign]
        import pygame

        mouse = (pygame.mouse.get_pos, pygame.mouse.get_pressed)
        pygame.mouse.get_pos = lambda: self.pos
        pygame.mouse.get_pressed = lambda num_buttons=3, desktop=False: (self.held + (0, 0))[:num_buttons]
        alarm = hasattr(signal, "setitimer")
        if alarm:
            previous = signal.signal(signal.SIGALRM, _alarm)
        started, cpu = time.perf_counter(), time.process_time()
        game = 0
        try:
            self.launch(fresh_home=True)
            while self.index < self.total:
                if alarm:
                    signal.setitimer(signal.ITIMER_REAL, HANG_SECONDS)
                try:
                    if self.index >= self.next_game:
                        self.next_game = self.index + self.rotate
                        self.nav.start_game(self.games[game % len(self.games)], self.rng)
                        game += 1
                    else:
                        self.one_event()
                except Stop:
                    pass  # a crash was recorded and a fresh app started
                except (Exception, Hang) as exc:  # outside a frame: the monkey's own steps failed
                    self.index += 1
                    self.crashed(exc)
                finally:
                    if alarm:
                        signal.setitimer(signal.ITIMER_REAL, 0)
                if self.progress and self.index >= self._said + self.progress:
                    self._said = self.index
                    print(f"  {self.index:,} events, {time.perf_counter() - started:.0f} s, "
                          f"{sum(self.started.values())} games, {sum(self.actions.values()):,} actions, "
                          f"{len(self.crashes)} crashes", file=sys.stderr, flush=True)
        finally:
            Session.apply = original  # type: ignore[method-assign]
            AiService._fallback = fallback  # type: ignore[method-assign]
            pygame.mouse.get_pos, pygame.mouse.get_pressed = mouse
            if alarm:
                signal.signal(signal.SIGALRM, previous)
            if self.app is not None:
                self.app.close()
        self.cpu_seconds = time.process_time() - cpu
        return time.perf_counter() - started

    def one_event(self) -> None:
        app = self.app
        table = table_of(app)
        name = scene_name(app.stack.top)
        at_table = table is not None and name in ("TableScene", "TutorialOverlay")
        if at_table:
            self.at_table[table.session.game_id] += 1
        if at_table and table.session.is_human_turn() and self.rng.random() < TABLE_PLAY:
            gesture = legal_gesture(table, self.rng)
            if gesture is not None and self.rng.random() < 0.2:
                self.kinds["play by keyboard"] += 1
                self.keyboard_play()
                return
            if gesture is not None:
                kind, start, end = gesture
                self.kinds["play"] += 1
                self.drag(start, end) if kind == "drag" else self.click(start, settle=1)
                return
        if not at_table and self.rng.random() < HOMING:
            self.kinds["homing"] += 1
            before = self.index
            self.nav.toward_table()
            if self.index > before:
                return
        kind = self.rng.choices(list(KINDS), weights=list(KINDS.values()))[0]
        self.kinds[kind] += 1
        getattr(self, f"random_{kind}")()

    # --- aiming -----------------------------------------------------------------------------------
    def aim(self, off_target: float = 0.12) -> tuple[int, int]:
        """A point on something on screen, now and then anywhere (off the window too)."""
        w, h = self.app.size
        target = pick(self.rng, targets(self.app))
        if target is None or self.rng.random() < off_target:
            if self.rng.random() < 0.1:
                return self.rng.randint(-50, w + 50), self.rng.randint(-50, h + 50)
            return self.rng.randrange(w), self.rng.randrange(h)
        return point_in(self.rng, target.rect)


def reachable(module: Any, state: Any) -> str | None:
    """Why ``state`` is not one the rules can reach, or ``None``: its JSON loads back equal, its
    legal actions survive the round trip, and it is not stuck (someone acts, or there is a result)."""
    loaded = module.from_json(module.to_json(state))
    if loaded != state:
        return "from_json(to_json(state)) != state"
    legal = list(module.legal_actions(state))
    if list(module.legal_actions(loaded)) != legal:
        return "legal_actions differ after a JSON round trip"
    seat, result = module.to_act(state), module.result(state)
    if seat is None and result is None:
        return "stuck: nobody to act and no result"
    if seat is not None and result is None and not legal:
        return f"stuck: seat {seat} to act with no legal action"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.checks.monkey", description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=DEFAULT_EVENTS, help="input events to send (20,000)")
    parser.add_argument("--seed", type=int, default=1, help="the monkey's seed (the run repeats for a seed)")
    parser.add_argument("--game", action="append", help="only this game (may repeat); every game by default")
    parser.add_argument("--rotate", type=int, default=0, help="start the next game every N events")
    parser.add_argument("--progress", type=int, default=0, help="print a line every N events")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")  # Ctrl+C stops the run (SDL would make it a window close)
    from rules import catalog

    from ..games import has_table

    games = args.game or [g.id for g in catalog.GAMES if has_table(g.id)]
    unknown = [g for g in games if g not in catalog.GAME_IDS]
    if unknown:
        parser.error(f"unknown game {', '.join(unknown)} (one of {', '.join(catalog.GAME_IDS)})")
    rotate = args.rotate or max(100, min(400, args.events // (2 * len(games))))
    random.seed(args.seed)  # New game's random seeds come from here
    with tempfile.TemporaryDirectory(prefix="castletop-monkey-") as root:
        monkey = Monkey(args.events, args.seed, games, rotate, Path(root))
        monkey.progress = args.progress
        seconds = monkey.run()
    from .monkey_report import report

    print(report(monkey, seconds))
    return 1 if monkey.crashes else 0


if __name__ == "__main__":
    sys.exit(main())

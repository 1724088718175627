"""``castletop --selftest``: check that this copy of Castletop has everything it needs.

The same checks run from a source checkout, an installed wheel and the packaged app (where a data
file left out of the bundle would otherwise only show up on a player's machine):

1. assets: every file under ``art/`` and ``sounds/`` and both fonts, found through
   ``app.platform.resources`` (the helper the app itself uses) and actually decoded;
2. sound: the mixer starts and the app's ``SoundBoard`` loads and plays every effect;
3. scenes: the real ``App`` (test mode) draws every scene off-screen: title, new game,
   tutorials, rules, settings, a table, the pause menu, each tutorial and the results of a
   finished game; every art file a scene asks for must exist;
4. games: a short AI game of every game in ``rules.catalog`` through the rules protocol, and one
   move chosen by the AI in its own process (the worker a frozen app has to start correctly).

It needs no screen and no sound card: unless ``SDL_VIDEODRIVER`` / ``SDL_AUDIODRIVER`` are set,
it uses SDL's dummy drivers. Settings and saves go to a temporary ``CASTLETOP_HOME``, so the
player's own files are never touched. ``run()`` prints one summary line and returns 0, or prints
what failed (one line per failed check) and returns 1. ``CASTLETOP_SELFTEST_VERBOSE=1`` adds a
line per check (and the traceback of an unexpected error).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any, Callable

from .. import __version__
from ..scenes.navigation import open_table

FRAMES = 2               # frames drawn per scene
AI_ITERATIONS = 20       # the easy AI's search budget in the self-test games
PROCESS_TIMEOUT = 60.0   # seconds to wait for the AI process (a cold start of a frozen app is slow)
SIZE = (1280, 800)


class SelfTestError(Exception):
    """A check failed; the message says what is wrong in one line."""


def _attach_console() -> None:
    """A windowed app on Windows starts without stdout/stderr: print to the console it was
    started from, if any (``start /wait castletop.exe --selftest``). Never fails."""
    if sys.platform != "win32" or sys.stdout is not None:
        return
    try:
        import ctypes

        if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
            stream = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
            sys.stdout = sys.stderr = stream
    except Exception:
        pass


def _say(text: str, stream: Any = None) -> None:
    stream = stream if stream is not None else sys.stdout
    if stream is None:  # a windowed app on Windows has no console: the exit status tells
        return
    try:
        print(text, file=stream, flush=True)
    except (OSError, ValueError):
        pass


# --- 1. assets ---------------------------------------------------------------------------------


def check_assets(report: dict[str, Any]) -> str:
    import pygame

    from ..platform import resources

    art_root = resources.art("")
    svgs = sorted(p.relative_to(art_root).as_posix() for p in art_root.rglob("*.svg"))
    if not svgs:
        raise SelfTestError(f"no SVG art in {art_root}")
    for rel in svgs:
        path = resources.art(rel)
        try:
            image = pygame.image.load_sized_svg(str(path), (64, 64))
        except (pygame.error, OSError) as exc:
            raise SelfTestError(f"art/{rel} could not be read: {exc}") from None
        if image.get_width() < 1 or image.get_height() < 1:
            raise SelfTestError(f"art/{rel} rendered empty")
    wavs = sorted(p.name for p in resources.sound("").rglob("*.wav"))
    for bold in (False, True):
        path = resources.font(bold)
        pygame.font.init()
        pygame.font.Font(str(path), 14).render("Castletop", True, (0, 0, 0))
    report["art"] = len(svgs)
    report["wav"] = len(wavs)
    return f"{len(svgs)} art files, {len(wavs)} sound files, 2 fonts"


# --- 2. sound ------------------------------------------------------------------------------------


def check_sound(report: dict[str, Any]) -> str:
    import pygame

    from ..platform import resources
    from ..platform.audio import NAMES, SoundBoard, every_sound

    try:
        pygame.mixer.init()
    except pygame.error as exc:
        raise SelfTestError(f"the mixer did not start ({exc}; SDL_AUDIODRIVER={os.environ.get('SDL_AUDIODRIVER')})")
    board = SoundBoard(0.0)
    if not board.enabled:
        raise SelfTestError("the sound board could not start the mixer")
    board.load_all()
    missing = [n for n in NAMES if n not in board.sounds]
    if missing:
        raise SelfTestError(f"sound effects missing: {', '.join(f'sounds/{n}.wav' for n in missing)}")
    for name in every_sound():  # the games' own sounds decode too
        if name not in board.sounds:
            pygame.mixer.Sound(str(resources.sound(f"{name}.wav")))
    board.volume = 0.01
    board.play("click")
    report["sounds"] = len(board.sounds)
    return f"mixer {pygame.mixer.get_init()}, {len(board.sounds)} effects"


# --- 3. scenes -------------------------------------------------------------------------------------


class _ArtWatch:
    """Remembers every art file asked for through ``resources.art`` while the scenes draw."""

    def __init__(self) -> None:
        from ..platform import resources

        self.resources = resources
        self.original = resources.art
        self.asked: set[str] = set()

    def __enter__(self) -> "_ArtWatch":
        def art(relative: str) -> Path:
            self.asked.add(relative)
            return self.original(relative)

        self.resources.art = art  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: Any) -> None:
        self.resources.art = self.original  # type: ignore[assignment]

    def missing(self) -> list[str]:
        return sorted(rel for rel in self.asked if rel and not self.original(rel).is_file())


def _finished_session(game_id: str, seed: int) -> Any:
    """A session played to the end by AIs through the protocol (checked as it goes)."""
    from rules import catalog
    from rules.ai import make_player

    from ..play.session import SeatSpec, Session

    info = catalog.get(game_id)
    module = info.load()
    players = info.default_players
    kinds = ["easy"] + ["heuristic"] * (players - 1)
    session = Session.new(game_id, [SeatSpec(k, f"{k.capitalize()} AI {i + 1}") for i, k in enumerate(kinds)], seed)
    ais = [make_player("easy", module, seed, seconds=None, iterations=AI_ITERATIONS)]
    ais += [make_player("heuristic", module, seed + i) for i in range(1, players)]
    moves = 0
    limit = 20_000
    while (seat := session.to_act()) is not None:
        view = module.view(session.state, seat)
        action = ais[seat].choose(view, seat)
        if action not in module.legal_actions(view):
            raise SelfTestError(f"{game_id}: the AI chose an action that is not legal ({action!r})")
        session.apply(action)
        moves += 1
        if moves > limit:
            raise SelfTestError(f"{game_id}: no result after {limit} moves")
    result = session.result()
    if result is None:
        raise SelfTestError(f"{game_id}: the game ended without a result")
    again = module.from_json(module.to_json(session.state))
    if module.to_json(again) != module.to_json(session.state):
        raise SelfTestError(f"{game_id}: the finished game does not survive a save and load")
    session.moves = moves
    return session


def check_scenes(report: dict[str, Any]) -> str:
    import pygame

    from rules import catalog

    from ..main import App
    from ..scenes.new_game import NewGameScene
    from ..scenes.pause import PauseScene
    from ..scenes.results import ResultsScene
    from ..scenes.settings import SettingsScene
    from ..scenes.title import TitleScene
    from ..scenes.tutorials import TutorialsScene
    from ..scenes.credits import CreditsScene
    from ..scenes.rules_reference import RulesIndexScene, RulesScene
    from ..scenes.table import TableScene
    from ..play.session import SeatSpec, Session
    from ..games import has_lesson, has_table
    from ..scenes.tutorial import TutorialOverlay, start_tutorial

    drawn: list[str] = []
    with _ArtWatch() as watch:
        pygame.init()
        app = App(SIZE, test_mode=True)
        try:
            def frames(label: str, count: int = FRAMES) -> None:
                for _ in range(count):
                    app.step(1 / 60, [])
                top = app.stack.top
                if top is None:
                    raise SelfTestError(f"{label}: the scene stack is empty")
                drawn.append(label)

            def show(scene: Any, label: str) -> None:
                app.stack.push(scene)
                frames(label)
                if app.stack.top is not scene:
                    raise SelfTestError(f"{label}: another scene took over ({type(app.stack.top).__name__})")
                app.stack.pop()

            if not isinstance(app.stack.top, TitleScene):
                raise SelfTestError(f"the app opened on {type(app.stack.top).__name__}, not the title")
            frames("title")
            show(NewGameScene(app), "new game")
            show(TutorialsScene(app), "tutorials")
            show(SettingsScene(app), "settings")
            show(RulesIndexScene(app), "rules index")
            show(CreditsScene(app), "credits")
            for info in catalog.GAMES:
                show(RulesScene(app, info.id), f"rules ({info.id})")
                if not has_table(info.id):  # played in the terminal until its table is built
                    continue
                seats = [SeatSpec("human", "You")] + [SeatSpec("easy", f"Rival {i}")
                                                      for i in range(1, info.default_players)]
                open_table(app, Session.new(info.id, seats, 7))
                table = app.stack.top
                if not isinstance(table, TableScene):
                    raise SelfTestError(f"{info.id}: starting a game did not open the table")
                frames(f"table ({info.id})")
                show(PauseScene(app, table), f"pause ({info.id})")
                app.stack.clear_to(TitleScene(app))
                if has_lesson(info.id):
                    start_tutorial(app, info.id)
                    if not isinstance(app.stack.top, TutorialOverlay):
                        raise SelfTestError(f"{info.id}: the tutorial did not open")
                    frames(f"tutorial ({info.id})")
                    app.stack.clear_to(TitleScene(app))
                finished = _finished_session(info.id, 11)
                open_table(app, finished)
                for _ in range(120):  # the table shows the results once its animations are done
                    app.step(1 / 60, [])
                    if isinstance(app.stack.top, ResultsScene):
                        break
                else:
                    app.stack.push(ResultsScene(app, finished))
                frames(f"results ({info.id})")
                app.stack.clear_to(TitleScene(app))
            frames("title again", 1)
        finally:
            app.close()
            pygame.display.quit()
        missing = watch.missing()
        if missing:
            raise SelfTestError(f"art the scenes asked for is missing: {', '.join('art/' + m for m in missing)}")
    report["scenes"] = len(drawn)
    return f"{len(drawn)} scenes drawn ({', '.join(drawn)}), {len(watch.asked)} art files used"


# --- 4. games ----------------------------------------------------------------------------------------


def _ai_game(info: Any, module: Any, players: int, options: dict[str, Any] | None) -> int:
    """One game of an easy AI against random players to its end; the number of moves."""
    from rules.ai import make_player

    state = module.new_game(players, 3, options)
    ais = [make_player("easy", module, 5, seconds=None, iterations=AI_ITERATIONS)]
    ais += [make_player("random", module, 5 + p) for p in range(1, players)]
    moves = 0
    while (seat := module.to_act(state)) is not None:
        state, _events = module.apply(state, ais[seat].choose(module.view(state, seat), seat))
        moves += 1
        if moves > 20_000:
            raise SelfTestError(f"{info.id}: no result after {moves} moves")
    if module.result(state) is None:
        raise SelfTestError(f"{info.id}: the game ended without a result")
    return moves


def check_games(report: dict[str, Any]) -> str:
    """A short AI game of every game (and of each competitive mode), straight through the rules protocol."""
    from rules import catalog

    out = []
    for info in catalog.GAMES:
        module = info.load()
        setups = [(players, None) for players in sorted({min(info.players), info.default_players, max(info.players)})]
        setups += [(info.default_players, {key: value}) for key, value in info.rivals_when]  # a competitive mode
        for players, options in setups:
            moves = _ai_game(info, module, players, options)
            mode = "".join(f" {value}" for value in (options or {}).values())
            out.append(f"{info.id} {players}p{mode} {moves} moves")
    report["games"] = out
    return ", ".join(out)


def check_ai_process(report: dict[str, Any]) -> str:
    """One move chosen by the AI in its own process: the worker a packaged app must start."""
    from rules import catalog

    from ..play.ai_service import AiService

    info = catalog.GAMES[0]
    module = info.load()
    state = module.new_game(info.default_players, 1, None)
    seat = module.to_act(state)
    view = module.view(state, seat)
    service = AiService("process", timeout=PROCESS_TIMEOUT)
    started = time.perf_counter()
    try:
        service.request(info.id, "easy", seat, module.to_json(view), 1, {"seconds": None, "iterations": 10})
        while (index := service.poll()) is None:
            if time.perf_counter() - started > PROCESS_TIMEOUT + 5:
                raise SelfTestError("the AI process did not answer")
            time.sleep(0.01)
        error = service.take_error()
        if error:
            raise SelfTestError(f"the AI process failed: {error}")
        legal = module.legal_actions(view)
        if not 0 <= index < len(legal):
            raise SelfTestError(f"the AI process answered {index}, not one of {len(legal)} moves")
    finally:
        service.close()
    took = time.perf_counter() - started
    report["ai process"] = round(took, 2)
    return f"answered in {took:.2f} s"


CHECKS: list[tuple[str, Callable[[dict[str, Any]], str]]] = [
    ("assets", check_assets),
    ("sound", check_sound),
    ("scenes", check_scenes),
    ("games", check_games),
    ("ai process", check_ai_process),
]


def run(verbose: bool = False, out: Any = None, err: Any = None) -> int:
    """Run every check; 0 when all pass, else 1. One summary line (``verbose``: one per check)."""
    started = time.perf_counter()
    _attach_console()
    saved_env = {k: os.environ.get(k) for k in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "CASTLETOP_HOME")}
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    failures: list[str] = []
    report: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="castletop-selftest-") as home:
        os.environ["CASTLETOP_HOME"] = home  # never the player's settings or saves
        try:
            for name, check in CHECKS:
                t0 = time.perf_counter()
                try:
                    detail = check(report)
                except SelfTestError as exc:
                    failures.append(f"{name}: {exc}")
                except Exception as exc:  # anything else is a failure too, with where it happened
                    where = traceback.extract_tb(exc.__traceback__)[-1]
                    failures.append(f"{name}: {type(exc).__name__}: {exc} "
                                    f"({Path(where.filename).name}, line {where.lineno})")
                    if verbose:
                        traceback.print_exc(file=err if err is not None else sys.stderr)
                else:
                    if verbose:
                        _say(f"  {name}: ok ({time.perf_counter() - t0:.2f} s): {detail}", out)
        finally:
            try:
                import pygame

                pygame.quit()
            except Exception:
                pass
            for key, value in saved_env.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
    took = time.perf_counter() - started
    where = "bundle" if getattr(sys, "frozen", False) else "source"
    try:
        from ..platform import resources

        if where == "source" and "_assets" in resources.art("").parts:
            where = "installed"
    except Exception:
        pass
    if failures:
        _say(f"castletop {__version__} self-test FAILED ({len(failures)} of {len(CHECKS)} checks, {where}, "
             f"{took:.1f} s):", err if err is not None else sys.stderr)
        for line in failures:
            _say(f"  {line}", err if err is not None else sys.stderr)
        return 1
    games = ", ".join(report.get("games", []))
    _say(f"castletop {__version__} self-test passed ({where}, {took:.1f} s): {report.get('art', 0)} art files, "
         f"{report.get('sounds', 0)} sounds, {report.get('scenes', 0)} scenes drawn, AI games ({games}), "
         f"AI process answered in {report.get('ai process', 0):.2f} s", out)
    return 0

"""The ``castletop`` command line.

    castletop                                   the window
    castletop play GAME [--seats K,K] [--seed N] [--games N] [--json]
    castletop demo GAME [--seconds S] [--screenshot PNG] [--save]
    castletop --selftest                        check this copy (source or packaged app) and exit

``main(argv)`` returns the exit status: 0 done, 1 a game could not be played or was abandoned,
2 a usage error (unknown game, unknown seat kind, wrong number of players), 130 Ctrl-C.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from typing import Sequence

from .. import __version__

USAGE_ERROR = 2


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises instead of exiting, so ``main`` always returns a status."""

    def exit(self, status: int = 0, message: str | None = None) -> None:  # type: ignore[override]
        if message:
            sys.stderr.write(message)
        raise _Exit(status)


class _Exit(Exception):
    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


def _seat_kinds() -> tuple[str, ...]:
    from rules.ai import KINDS

    from .terminal import HUMAN
    return (HUMAN, *KINDS)


def build_parser() -> argparse.ArgumentParser:
    from rules import catalog

    example = catalog.GAMES[0].id
    games = ", ".join(f"{g.id} ({g.title}, {'/'.join(map(str, g.players))} players)" for g in catalog.GAMES)
    parser = _Parser(
        prog="castletop",
        description="Castletop: castle-themed tabletop games against AI opponents.",
        epilog="Run 'castletop play --help' for the terminal game.",
    )
    parser.add_argument("--version", action="version", version=f"castletop {__version__}")
    parser.add_argument("--selftest", action="store_true",
                        help="check that this copy of Castletop works (assets, sound, every scene drawn "
                             "off-screen, a short AI game of every game) and exit: 0 when all is well")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    play = sub.add_parser(
        "play",
        help="play a game in the terminal (watch AIs, or take a seat yourself)",
        description="Play a game in the terminal and print its event log and result.\n"
                    f"Games: {games}.",
        epilog="examples:\n"
               f"  castletop play {example} --seats human,normal        you against the normal AI\n"
               f"  castletop play {example} --seats hard,random --seed 7\n"
               f"  castletop play {example} --seats hard,random --games 200 --json",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    play.add_argument("game", metavar="GAME", help=f"the game's id, e.g. {example}")
    play.add_argument("--seats", metavar="KINDS",
                      help="comma-separated seat kinds in seat order, from: "
                           f"{', '.join(_seat_kinds())} (default: human, then normal for the other seats); "
                           "and a game's own kinds that a person decides for"
                           + "".join(f" ({g.id}: {', '.join(g.person_kinds)})" for g in catalog.GAMES if g.person_kinds))
    play.add_argument("--players", type=int, metavar="N",
                      help="number of players (default: the number of seats listed, else the game's default)")
    play.add_argument("--seed", type=int, metavar="N",
                      help="seed of the first game; game i uses seed+i (default: random, printed)")
    play.add_argument("--games", type=int, default=1, metavar="N",
                      help="play a match of N games; the first seat rotates from game to game (default 1)")
    play.add_argument("--json", action="store_true",
                      help="end with one line of JSON: game, games, seats, wins, shared, mean_scores, "
                           "mean_decision_seconds (lists by seat)")
    log = play.add_mutually_exclusive_group()
    log.add_argument("--log", dest="log", action="store_true", default=None,
                     help="print every game's event log in a match too")
    log.add_argument("--quiet", dest="log", action="store_false",
                     help="no event log, only results (ignored while a human plays)")
    _option_flags(play, catalog)
    play.set_defaults(run=_run_play, parser=play)
    demo = sub.add_parser(
        "demo",
        help="open the table and let AIs play each other (works headless too)",
        description="Open the table, let AI seats play each other for a while, and optionally save a "
                    "screenshot at the end. With SDL_VIDEODRIVER=dummy it runs without a screen.",
    )
    demo.add_argument("game", metavar="GAME", help=f"the game's id, e.g. {example}")
    demo.add_argument("--seconds", type=float, default=20.0, help="how long to watch (default 20)")
    demo.add_argument("--screenshot", metavar="PNG", help="save the last frame to this PNG file")
    demo.add_argument("--seats", metavar="KINDS", default=None,
                      help="comma-separated AI kinds (default: normal for every seat of the default count)")
    demo.add_argument("--seed", type=int, default=None, metavar="N", help="the deal's seed (default: random)")
    demo.add_argument("--size", default="1280x800", metavar="WxH", help="window size (default 1280x800)")
    demo.add_argument("--save", action="store_true",
                      help="save the game after every move, as a game started from New game is (it replaces "
                           "the saved game; Continue on the title resumes it)")
    _option_flags(demo, catalog)
    demo.set_defaults(run=_run_demo, parser=demo)
    return parser


def _option_flags(parser: argparse.ArgumentParser, catalog: Any) -> None:
    """A flag per game option any game declares (``--difficulty``, ``--guild``...): each game
    checks its own values when the command runs."""
    seen: dict[str, list[str]] = {}
    for game in catalog.GAMES:
        for option in game.options:
            seen.setdefault(option.key, []).append(f"{game.id}: {'/'.join(option.values)}")
    for key, where in seen.items():
        parser.add_argument(f"--{key.replace('_', '-')}", dest=f"option_{key}", metavar="VALUE",
                            help=f"{key.replace('_', ' ')} ({'; '.join(where)})")


def chosen_options(args: argparse.Namespace, info: Any, people: Sequence[int]) -> dict[str, Any] | None:
    """The game's ``new_game`` options from the option flags given (``None`` when none was);
    the parser's error for a flag the game has not or a value it does not offer."""
    chosen = {key[len("option_"):]: value for key, value in vars(args).items()
              if key.startswith("option_") and value is not None}
    if not chosen:
        return None
    try:
        return info.new_game_options(chosen, people)
    except ValueError as exc:
        args.parser.error(str(exc))
        raise


def _run_demo(args: argparse.Namespace) -> int:
    from rules import catalog

    parser: argparse.ArgumentParser = args.parser
    try:
        info = catalog.get(args.game)
    except KeyError:
        parser.error(f"unknown game {args.game!r}; known games: {', '.join(g.id for g in catalog.GAMES)}")
    from ..games import has_table

    if not has_table(info.id):
        parser.error(f"{info.title} has no table yet; play it in the terminal with 'castletop play {info.id}'")
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else ["normal"] * info.default_players
    if any(s not in ("random", "heuristic", "easy", "normal", "hard") for s in seats):
        parser.error("demo seats are AI kinds: random, heuristic, easy, normal, hard")
    if len(seats) not in info.players:
        parser.error(f"{info.title} is played by {'/'.join(map(str, info.players))} players")
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error("--size is WIDTHxHEIGHT, e.g. 1280x800")
    from .demo import run_demo

    return run_demo(info.id, seats, args.seconds, args.screenshot, args.seed, (width, height),
                    chosen_options(args, info, []), save=args.save)


def _run_play(args: argparse.Namespace) -> int:
    from rules import catalog

    from .terminal import BadSetup, PlayError, Quit, play_match

    parser: argparse.ArgumentParser = args.parser
    try:
        info = catalog.get(args.game)
    except KeyError:
        known = ", ".join(g.id for g in catalog.GAMES)
        parser.error(f"unknown game {args.game!r}; known games: {known}")
    kinds = _seat_kinds() + tuple(info.person_kinds)
    if args.seats is not None:
        seats = [s.strip().lower() for s in args.seats.split(",")]
        bad = [s for s in seats if s not in kinds]
        if bad:
            parser.error(f"unknown seat kind {bad[0]!r}; choose from: {', '.join(kinds)}")
        players = args.players if args.players is not None else len(seats)
        if len(seats) != players:
            parser.error(f"--players {players} needs {players} seats, but --seats lists {len(seats)}")
    else:
        players = args.players if args.players is not None else info.default_players
        seats = ["human"] + ["normal"] * (players - 1)
    if players not in info.players:
        counts = [str(n) for n in info.players]
        allowed = counts[0] if len(counts) == 1 else f"{', '.join(counts[:-1])} or {counts[-1]}"
        parser.error(f"{info.title} is played by {allowed} players, not {players}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    seed = args.seed
    if seed is None:
        seed = random.randrange(1_000_000)
        print(f"(seed {seed}; repeat this game with --seed {seed})")
    try:
        play_match(info, seats, seed, args.games, as_json=args.json, log=args.log,
                   options=chosen_options(args, info, [i for i, kind in enumerate(seats)
                                                       if kind == "human" or kind in info.person_kinds]))
    except BadSetup as exc:
        parser.error(f"{info.title} cannot start so: {exc}")
    except Quit as exc:
        print(exc)
        return exc.code
    except PlayError as exc:
        print(f"castletop: {exc}", file=sys.stderr)
        return 1
    return 0


def _start_app(args: argparse.Namespace) -> int:
    """The pygame-ce window: title screen, games, tutorials."""
    from ..main import run_app

    return run_app()


def main(argv: Sequence[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the AI runs in a child process, also inside the bundle
    argv = list(sys.argv[1:] if argv is None else argv)
    # macOS may hand a double-clicked app a process serial number ("-psn_0_12345"): not ours.
    argv = [a for a in argv if not a.startswith("-psn_")]
    if not argv:  # the window, at once: no parser to build (a double-clicked app starts faster)
        try:
            return _start_app(argparse.Namespace())
        except KeyboardInterrupt:
            return 130
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        args.root_parser = parser
        if args.selftest:
            from .selftest import run as selftest

            return selftest(verbose=os.environ.get("CASTLETOP_SELFTEST_VERBOSE", "") not in ("", "0"))
        run = getattr(args, "run", _start_app)
        return run(args)
    except _Exit as exc:
        return exc.status
    except KeyboardInterrupt:
        print("\nInterrupted.", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (``castletop play ... | head``): stop quietly.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 1


if __name__ == "__main__":
    raise SystemExit(main())

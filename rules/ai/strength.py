"""AI strength: ``python -m rules.ai.strength [--games 200] [--iterations 1000]``.

Plays the issue's three two-player matchups per game with the first seat rotating: ``hard``
against ``random``, ``hard`` against ``heuristic``, and ``heuristic`` against ``random``. Search
players use a fixed iteration budget instead of the clock so the figures repeat exactly; the
time budget is what players get in the app. Prints one line per matchup; slow (minutes).
"""

from __future__ import annotations

import argparse
import json
import time

from ..catalog import GAMES
from .arena import play_match

MATCHUPS = (("hard", "random"), ("hard", "heuristic"), ("heuristic", "random"))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m rules.ai.strength", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--iterations", type=int, default=1000, help="ISMCTS iterations per decision")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", action="store_true", help="also print each match as JSON")
    args = parser.parse_args(argv)
    fixed = {"seconds": None, "iterations": args.iterations}
    settings = {level: fixed for level in ("easy", "normal", "hard")}
    for info in GAMES:
        if args.game and info.id not in args.game:
            continue
        if 2 not in info.players:
            continue
        for first, second in MATCHUPS:
            t0 = time.perf_counter()
            stats = play_match(info.id, [first, second], args.games, seed=args.seed, workers=args.workers,
                               settings=settings)
            rate = stats.win_rate(0)
            print(f"{info.id}: {first} vs {second}: {rate:.1%} for {first} "
                  f"({stats.wins[0]} wins, {stats.wins[1]} losses, {stats.shared[0]} shared, {stats.games} games, "
                  f"first seat rotating, {args.iterations} iterations; {time.perf_counter() - t0:.0f} s)",
                  flush=True)
            if args.json:
                print(json.dumps(stats.as_json()), flush=True)


if __name__ == "__main__":
    main()

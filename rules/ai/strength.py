"""AI strength: ``python -m rules.ai.strength [--games 200] [--iterations 1000]``.

Plays three matchups per game with the first seat rotating: ``hard`` against ``random``, ``hard``
against ``heuristic``, and ``heuristic`` against ``random``: one against one in a two-player game,
one against a full table of the other kind at the game's default seat count otherwise (``hard``
against three ``random`` seats at four). Search players use a fixed iteration budget instead of
the clock so the figures repeat exactly; the time budget is what players get in the app. Prints
one line per matchup: the win rate (a shared win counts half) and, with more than two seats, how
often the first kind ranked first (alone or shared); slow (minutes).
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
    parser.add_argument("--seats", type=int, default=0, help="seats for a game without two-player play "
                                                             "(default: the game's own default)")
    parser.add_argument("--matchup", action="append", help="only this matchup, e.g. hard-random (repeatable)")
    parser.add_argument("--json", action="store_true", help="also print each match as JSON")
    args = parser.parse_args(argv)
    fixed = {"seconds": None, "iterations": args.iterations}
    settings = {level: fixed for level in ("easy", "normal", "hard")}
    for info in GAMES:
        if args.game and info.id not in args.game:
            continue
        seats = 2 if 2 in info.players else (args.seats or info.default_players)
        for first, second in MATCHUPS:
            if args.matchup and f"{first}-{second}" not in args.matchup:
                continue
            t0 = time.perf_counter()
            kinds = [first] + [second] * (seats - 1)
            stats = play_match(info.id, kinds, args.games, seed=args.seed, workers=args.workers,
                               settings=settings)
            rate = stats.win_rate(0)
            others = "" if seats == 2 else f" x{seats - 1}"
            firsts = "" if seats == 2 else f", first place (alone or shared) {stats.first_place(0):.1%}"
            print(f"{info.id}: {first} vs {second}{others}: {rate:.1%} for {first}{firsts} "
                  f"({stats.wins[0]} wins, {stats.shared[0]} shared, {stats.games - stats.wins[0] - stats.shared[0]} "
                  f"losses, {stats.games} games, mean score {stats.mean_scores[0]:.1f} against "
                  f"{sum(stats.mean_scores[1:]) / (seats - 1):.1f}, first seat rotating, {args.iterations} iterations; "
                  f"{time.perf_counter() - t0:.0f} s)", flush=True)
            if args.json:
                print(json.dumps(stats.as_json()), flush=True)


if __name__ == "__main__":
    main()

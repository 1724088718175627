"""Speed benchmarks for every game's rules and AI: ``python -m rules.bench``.

Prints, per game: random full games per second and actions per second through the protocol,
ISMCTS iterations per second and per ``hard`` decision, and the median decision time of each
difficulty (again at the fullest table, when the game seats more than by default). Figures are
medians of several runs (these machines are noisy); nothing is asserted.
Strength (win rates) is measured separately by ``python -m rules.ai.strength``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from types import ModuleType

from .ai.guidance import search_filter
from .ai.ismcts import LEVELS, IsmctsPlayer
from .ai.players import make_player
from .catalog import GAMES, GameInfo


def random_play(game: ModuleType, players: int, seconds: float, seed: int) -> tuple[float, float]:
    """(full games per second, actions per second) of uniform random play via the protocol."""
    rng = random.Random(seed)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_game(players, rng.randrange(2**31))
        while game.to_act(state) is not None:
            legal = game.legal_actions(state)
            state, _ = game.apply(state, legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed


def sample_decisions(game: ModuleType, players: int, count: int, seed: int) -> list[tuple[object, int]]:
    """(view, seat) pairs at real decisions (two or more options) spread over random games; for a
    game that names the decisions worth a search (``search_when``), only those: the others are the
    heuristic's, timed on its own line."""
    rng = random.Random(seed)
    only = search_filter(game)
    found: list[tuple[object, int]] = []
    while len(found) < count:
        state = game.new_game(players, rng.randrange(2**31))
        while (seat := game.to_act(state)) is not None:
            legal = game.legal_actions(state)
            if len(legal) > 1 and rng.random() < 0.25:
                view = game.view(state, seat)
                if only is None or only[0](view, seat):
                    found.append((view, seat))
            state, _ = game.apply(state, legal[rng.randrange(len(legal))])
    return found[:count]


def bench_game(info: GameInfo, seconds: float, decisions: int) -> None:
    game = info.load()
    players = info.default_players
    print(f"== {info.title} ({info.id}), {players} players ==")
    runs = [random_play(game, players, seconds, seed) for seed in range(3)]
    print(f"random play: {statistics.median(r[0] for r in runs):,.0f} games/s, "
          f"{statistics.median(r[1] for r in runs):,.0f} actions/s (median of 3 runs of {seconds:g} s)")
    bench_decisions(game, players, decisions)
    most = max(info.players)
    if most != players:  # the fullest table: a hard decision keeps its time budget there too
        print(f"-- at {most} players --")
        bench_decisions(game, most, decisions)


def bench_decisions(game: ModuleType, players: int, decisions: int) -> None:
    """The AI's figures on ``decisions`` positions of random ``players``-seat games."""
    spots = sample_decisions(game, players, decisions, seed=11)
    hard = LEVELS["hard"]
    iterations = []
    rates = []
    for i, (view_state, seat) in enumerate(spots):
        player = IsmctsPlayer.for_level("hard", game, seed=i)
        t0 = time.perf_counter()
        player.choose(view_state, seat)
        elapsed = time.perf_counter() - t0
        iterations.append(player.last_iterations)
        rates.append(player.last_iterations / elapsed)
    print(f"ISMCTS (hard settings): {statistics.median(rates):,.0f} iterations/s; "
          f"{statistics.median(iterations):,.0f} iterations per {hard.seconds:g} s hard decision "
          f"(median over {len(spots)} decisions; min {min(iterations):,}, max {max(iterations):,})")
    for level in ("easy", "normal", "hard"):
        times = decision_times(game, level, spots)
        print(f"decision time {level:>6}: median {statistics.median(times):.3f} s, max {max(times):.3f} s")
    for kind in ("random", "heuristic"):
        times = decision_times(game, kind, spots)
        print(f"decision time {kind:>9}: median {statistics.median(times) * 1e3:.3f} ms")


def decision_times(game: ModuleType, kind: str, spots: list[tuple[object, int]]) -> list[float]:
    """Seconds a fresh player of ``kind`` takes to decide at each sampled spot."""
    times = []
    for i, (view_state, seat) in enumerate(spots):
        player = make_player(kind, game, seed=i)
        t0 = time.perf_counter()
        player.choose(view_state, seat)
        times.append(time.perf_counter() - t0)
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m rules.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="benchmark only this game (repeatable)")
    parser.add_argument("--seconds", type=float, default=3.0, help="length of each random-play run")
    parser.add_argument("--decisions", type=int, default=15, help="decisions sampled for the AI figures")
    args = parser.parse_args(argv)
    for info in GAMES:
        if args.game and info.id not in args.game:
            continue
        bench_game(info, args.seconds, args.decisions)


if __name__ == "__main__":
    main()

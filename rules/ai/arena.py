"""Matches between players: whole games through the protocol, the first seat rotating.

Used by ``castletop play --games``, the benchmarks and the strength checks. Each game is
independent (its own seed and freshly seeded players), so a match can be spread over processes
and still repeat exactly.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ..catalog import load
from ..core.result import Result
from .players import make_player


@dataclass
class GameRecord:
    index: int
    start: int
    result: Result
    decision_seconds: list[list[float]] = field(default_factory=list)  # per seat: each choose()
    actions: int = 0
    seed: int = 0


@dataclass
class MatchStats:
    game: str
    games: int
    seats: list[str]
    wins: list[int]
    shared: list[int]
    mean_scores: list[float]
    mean_decision_seconds: list[float | None]

    def as_json(self) -> dict[str, Any]:
        return {"game": self.game, "games": self.games, "seats": self.seats, "wins": self.wins,
                "shared": self.shared, "mean_scores": self.mean_scores,
                "mean_decision_seconds": self.mean_decision_seconds}

    def first_place(self, seat: int) -> float:
        """Games in which ``seat`` ranked first, alone or sharing the win."""
        return (self.wins[seat] + self.shared[seat]) / max(1, self.games)

    def win_rate(self, seat: int) -> float:
        """Outright wins plus half of shared wins, per game."""
        return (self.wins[seat] + 0.5 * self.shared[seat]) / max(1, self.games)


def play_game(game_id: str, kinds: Sequence[str], seed: int, start: int | None, index: int = 0,
              settings: dict[str, dict[str, Any]] | None = None) -> GameRecord:
    """One game between AI seats of the given kinds; ``start`` fixes the first seat."""
    game = load(game_id)
    n = len(kinds)
    options = game.options_for_start(n, seed, start) if start is not None else None
    state = game.new_game(n, seed, options)
    settings = settings or {}
    players = [make_player(kind, game, seed=seed * 1009 + 17 * seat + 1, **settings.get(kind, {}))
               for seat, kind in enumerate(kinds)]
    times: list[list[float]] = [[] for _ in range(n)]
    actions = 0
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        t0 = time.perf_counter()
        action = players[seat].choose(view, seat)
        times[seat].append(time.perf_counter() - t0)
        state, _ = game.apply(state, action)
        actions += 1
    return GameRecord(index, start if start is not None else -1, game.result(state), times, actions, seed)


def _play_indexed(args: tuple) -> GameRecord:
    return play_game(*args)


def play_match(game_id: str, kinds: Sequence[str], games: int, seed: int = 0, workers: int = 1,
               settings: dict[str, dict[str, Any]] | None = None,
               on_game: Callable[[GameRecord], None] | None = None) -> MatchStats:
    """``games`` games; game ``i`` uses seed ``seed + i`` and first seat ``i % seats``."""
    n = len(kinds)
    jobs = [(game_id, list(kinds), seed + i, i % n, i, settings) for i in range(games)]
    if workers > 1:
        import multiprocessing as mp

        with mp.get_context("spawn").Pool(workers) as pool:
            records = []
            for record in pool.imap_unordered(_play_indexed, jobs):
                records.append(record)
                if on_game:
                    on_game(record)
    else:
        records = []
        for job in jobs:
            record = _play_indexed(job)
            records.append(record)
            if on_game:
                on_game(record)
    return summarize(game_id, kinds, records)


def summarize(game_id: str, kinds: Sequence[str], records: Sequence[GameRecord]) -> MatchStats:
    n = len(kinds)
    wins, shared = [0] * n, [0] * n
    scores = [0.0] * n
    times: list[list[float]] = [[] for _ in range(n)]
    for rec in records:
        res = rec.result
        for seat in range(n):
            if seat in res.winners:
                if len(res.winners) == 1:
                    wins[seat] += 1
                else:
                    shared[seat] += 1
            scores[seat] += res.scores[seat]
            times[seat].extend(rec.decision_seconds[seat])
    count = max(1, len(records))
    return MatchStats(game_id, len(records), list(kinds), wins, shared, [s / count for s in scores],
                      [sum(t) / len(t) if t else None for t in times])


"""Exploration mode's report (``python -m rules.loghan.winrates --mode exploration --board past``):
whole games of AI opponents (every seat AI, each playing for its own Data Points, §5.3), and what
they tell: the Data Point distribution per seat and for the winner, how often the group lives to
the scoring ("events" / "no_enemy" / "guard") rather than losing at Health 0 ("defeat", where the
Data Points are for information only, E39), how games end (E45), Rounds played, travels and
Bosses. ``--kinds greedy,hard`` also pits one search seat (seat 1, the app's level) against
greedy opponents, to check that searching does not play worse.
"""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter
from typing import Any, Sequence

BOARDS = ("past", "anomaly", "future")
SCORED = ("events", "no_enemy", "guard")


def play(board: str, preset: str, seed: int, agents: int = 4, search: str = "",
         iterations: int | None = None) -> dict[str, Any]:
    """One Exploration game of AI agents; ``search`` (a level or "search") plays seat 0."""
    from .. import loghan as game
    from . import heuristics
    from .winrates import search_player

    state = game.new_game(agents, seed, {"mode": "exploration", "board": board, "preset": preset,
                                         "seats": ["ai"] * agents})
    rng = random.Random(seed * 7919 + 11)
    searcher = search_player(search, seed * 31, iterations) if search else None
    t0 = time.perf_counter()
    decisions = travels = bosses = 0
    try:
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            if searcher is not None and seat == 0:
                action = searcher.choose(view, seat)
            else:
                action = _greedy(game, heuristics, state, view, seat, rng)
            state, events = game.apply(state, action)
            decisions += 1
            for e in events:
                travels += e.kind == "travel"
                bosses += e.kind == "enemy_entered" and (e.data or {}).get("source") == "boss"
    except Exception as exc:  # an engine error ends the game; counted apart
        return {"error": True, "reason": f"engine error ({type(exc).__name__}: {exc})"[:90], "board": board}
    r = game.result(state)
    dps = [float(d.get("dp", s)) for d, s in zip(r.details, r.scores)] if r.details else list(r.scores)
    split = [(float(d.get("energy_dp", 0)), float(d.get("trophy_dp", 0))) for d in r.details]
    return {"error": False, "board": board, "reason": r.reason, "winners": list(r.winners), "dp": dps,
            "split": split, "agents": [a.id for a in state.agents],
            "round": state.round_no, "events": state.random_events, "health": state.health,
            "travels": travels, "bosses": bosses, "decisions": decisions, "seconds": time.perf_counter() - t0}


def _greedy(game: Any, heuristics: Any, state: Any, view: Any, seat: int, rng: random.Random) -> Any:
    """``heuristics.choose`` on the seat's view (it offers the state's own options)."""
    return heuristics.choose(view, seat, rng)


def _job(args: tuple) -> dict[str, Any]:
    board, preset, seed, agents, search, iterations = args
    out = play(board, preset, seed, agents, search, iterations)
    out["seed"] = seed
    return out


def _quart(xs: Sequence[float]) -> str:
    if not xs:
        return "-"
    q = statistics.quantiles(xs, n=4, method="inclusive") if len(xs) > 1 else [xs[0]] * 3
    return (f"mean {statistics.fmean(xs):5.2f}  median {statistics.median(xs):4.1f}  "
            f"Q1 {q[0]:4.1f}  Q3 {q[2]:4.1f}  max {max(xs):4.0f}")


def summary(records: Sequence[dict[str, Any]], agents: int, search: str = "") -> str:
    errors = [r for r in records if r["error"]]
    ok = [r for r in records if not r["error"]]
    games = len(ok)
    lines = []
    survived = [r for r in ok if r["reason"] in SCORED]
    ends = Counter(r["reason"] for r in ok)
    lines.append(f"  games {games}; the group survives to the scoring in {len(survived)} "
                 f"({len(survived) / max(1, games):.1%}); ends: "
                 + ", ".join(f"{k} {v} ({v / max(1, games):.0%})" for k, v in ends.most_common()))
    rounds = [r["round"] for r in ok]
    lines.append(f"  Rounds: {_quart(rounds)}; Random Events resolved: mean "
                 f"{statistics.fmean([r['events'] for r in ok]) if ok else 0:.1f}; travels/game "
                 f"{sum(r['travels'] for r in ok) / max(1, games):.2f}; Bosses/game "
                 f"{sum(r['bosses'] for r in ok) / max(1, games):.2f}; "
                 f"{sum(r['seconds'] for r in ok) / max(1, games):.2f} s/game")
    for label, pool in (("scored games", survived), ("defeats (DP for information, E39)",
                                                      [r for r in ok if r["reason"] == "defeat"])):
        if not pool:
            continue
        lines.append(f"  Data Points in {label}:")
        for s in range(agents):
            agent = pool[0].get("agents", [""] * agents)[s]
            who = f"seat {s + 1} {agent}" + (f" ({search})" if search and s == 0 else "")
            lines.append(f"    {who:24s} {_quart([r['dp'][s] for r in pool])}")
        if pool is survived:
            lines.append(f"    {'winner':24s} {_quart([max(r['dp']) for r in pool])}")
            parts = [x for r in pool for x in r.get("split", [])]
            if parts:
                lines.append(f"    of which from Energy {statistics.fmean(p[0] for p in parts):.1f} DP and from trophies "
                             f"{statistics.fmean(p[1] for p in parts):.1f} DP per agent")
            wins = Counter(w for r in pool for w in r["winners"])
            shared = sum(1 for r in pool if len(r["winners"]) > 1)
            lines.append("    wins per seat: " + ", ".join(f"seat {s + 1} {wins[s]}" for s in range(agents))
                         + f" ({shared} shared)")
    if search:
        pay = [1.0 / len(r["winners"]) if 0 in r["winners"] else 0.0 for r in ok]
        lines.append(f"  seat 1 ({search}) payoff {sum(pay) / max(1, games):.3f} per game (a greedy seat's fair share "
                     f"of the scored games: {len(survived) / max(1, games) / agents:.3f})")
    if errors:
        kinds = Counter(r["reason"] for r in errors)
        lines.append(f"  {len(errors)} more games stopped by an engine error (not counted): "
                     + "; ".join(f"{k} x{v}" for k, v in kinds.most_common(3)))
    return "\n".join(lines)


def run(boards: Sequence[str], games: int, seed: int, agents: int, preset: str, kinds: Sequence[str],
        workers: int = 1, iterations: int | None = None, search_games: int | None = None) -> None:
    print(f"Castle von Loghan, Exploration: {agents} AI agents (each for its own Data Points), {preset} preset, "
          f"seeds {seed}..", flush=True)
    for board in boards:
        for kind in kinds:
            search = "" if kind == "greedy" else kind
            n = search_games if (search and search_games is not None) else games
            jobs = [(board, preset, seed + i, agents, search, iterations) for i in range(n)]
            t0 = time.perf_counter()
            if workers > 1:
                import multiprocessing as mp
                with mp.get_context("spawn").Pool(workers) as pool:
                    records = list(pool.imap_unordered(_job, jobs))
            else:
                records = [_job(j) for j in jobs]
            label = "greedy" if not search else f"seat 1 {search} vs greedy"
            print(f"{board} ({label}) [{time.perf_counter() - t0:.0f} s]\n{summary(records, agents, search)}",
                  flush=True)


__all__ = ["BOARDS", "play", "run", "summary"]

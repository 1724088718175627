"""How often the AI wins Castle von Loghan: ``python -m rules.loghan.winrates``.

For each preset (Story, Standard, Hard) it plays N games (default 500) of each kind asked for and
prints the win rate (with a 95 % interval), the mean Round the games end in, how they end (victory;
defeat, by where the story stood: "Tower" means Cover VII / 009-010 were next, "Solar" the boss
fight) and the time per game. Kinds (``--kinds``, default all but ``search``):

- ``greedy``: the all-AI team, every seat the greedy team policy (``heuristics.choose`` on the
  seat's view), under the Group rules;
- ``chaos``: Chaos-rule play (§2.20, Solo rules): seat 1 is the person's main character, played
  by the same greedy policy, and every other agent is a Chaos character (the person's choices the
  Chaos constraints leave open are the greedy policy's too);
- ``random``: every seat picks uniformly among its legal actions;
- ``search``: the all-AI team, every seat ISMCTS (``rules.ai.ismcts.IsmctsPlayer``) with a fixed
  iteration budget (``--iterations``, default 12) and the guided playouts of ``heuristics``; it
  searches only the decisions ``heuristics.search_when`` names, starting from the greedy move
  (``heuristics.SEARCH_PRIOR``), and plays the greedy move elsewhere;
- ``easy``, ``normal``, ``hard``: the same, as the app's AI levels (``IsmctsPlayer.for_level``:
  their time budgets per searched decision, or ``--level-iterations``). The summary adds the
  searched decisions per game and the time and iterations per searched decision.
  Slow: give the search kinds fewer games (``--search-games``).

Three agents by default (``--agents``; Pill, Brannoc, Kestrel, ...). Game ``i`` of a preset uses
seed ``--seed + i`` for every kind, so kinds meet the same deals. ``--without`` switches parts of
the greedy policy off (``heuristics.OFF``) to measure what they are worth; ``--oracle backs`` lets
the event letters read the card's back (``heuristics.ORACLE``: forbidden in play by §5.3, the AI's
default is blind) to measure what that knowledge is worth; ``--workers`` spreads
the games over processes. E36's reference (greedy policy, three agents) is about 21 / 5 / 0 %.

One harness workaround, for an engine bug reported in requests.md: in the Solo rules' reward
``DISTRIBUTE`` the view sorts the kept cards, so its legal actions name another card than the true
state's; ``_view`` gives the seat the true order of the cards it has all seen.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter
from typing import Any, Sequence

PRESETS = ("story", "standard", "hard")
KINDS = ("greedy", "chaos", "random", "search", "easy", "normal", "hard")
SEARCH_KINDS = ("search", "easy", "normal", "hard")
STAGE_NAMES = {0: "Gatehouse", 1: "Great Hall", 2: "Chapel", 3: "Dungeon", 3.5: "Dungeon", 4: "Library",
               5: "Barracks", 6: "Tower", 6.5: "Tower", 7: "Solar", 7.5: "Solar (boss fight)", 8: "Solar"}


def search_game() -> Any:
    """The rules module the search players search (the protocol's ``determinize`` included)."""
    from .. import loghan
    return loghan


# --- one game ----------------------------------------------------------------------------------


def search_player(kind: str, seed: int, iterations: int | None = None) -> Any:
    """A seat of a search team: the plain ``IsmctsPlayer``, which searches only where
    ``heuristics.search_when`` says (Recuperation, attack targets, Refresh actions; never the event
    letters, §5.3) from the greedy move (``SEARCH_PRIOR``) and plays ``heuristics.choose`` at the
    rest. ``search``: a fixed number of ``iterations``; ``easy``/``normal``/``hard``: the app's
    levels (``IsmctsPlayer.for_level``), with their time budgets, or ``iterations`` in place of the
    time (reproducible)."""
    from ..ai.ismcts import IsmctsPlayer
    if kind == "search":
        return IsmctsPlayer(search_game(), seed=seed, seconds=None, iterations=iterations or 12)
    if iterations:
        return IsmctsPlayer.for_level(kind, search_game(), seed, seconds=None, iterations=iterations)
    return IsmctsPlayer.for_level(kind, search_game(), seed)


def seats_for(kind: str, agents: int) -> list[str]:
    if kind == "chaos":
        return ["human"] + ["chaos"] * (agents - 1)
    return ["ai"] * agents


def play(kind: str, preset: str, seed: int, agents: int = 3, iterations: int | None = 12,
         without: Sequence[str] = (), oracle: Sequence[str] = ()) -> dict[str, Any]:
    """One game; returns what the summary needs."""
    from .. import loghan as game
    from . import heuristics
    from .evaluation import story_stage

    _switch(heuristics, without, oracle)
    state = game.new_game(agents, seed, {"preset": preset, "seats": seats_for(kind, agents)})
    rng = random.Random(seed * 7919 + 11)
    players: list[Any] = []
    if kind in SEARCH_KINDS:
        players = [search_player(kind, seed * 31 + i, iterations) for i in range(agents)]
    t0 = time.perf_counter()
    decisions = 0
    think = [0, 0.0, 0]  # searched decisions, their seconds, their iterations
    try:
        while (seat := game.to_act(state)) is not None:
            view = _view(game, state, seat)
            if kind == "random":
                legal = game.legal_actions(view)
                action = legal[rng.randrange(len(legal))]
            elif kind in SEARCH_KINDS:
                action = _think(players[seat], view, seat, think)
            else:
                action = heuristics.choose(view, seat, rng)
            state, _ = game.apply(state, action)
            decisions += 1
    except Exception as exc:  # an engine error ends the game; it is counted apart, never as a loss
        return {"won": False, "reason": f"engine error ({type(exc).__name__}: {exc})"[:90], "round": state.round_no,
                "stage": story_stage(state, final=False), "health": state.health, "decisions": decisions,
                "seconds": time.perf_counter() - t0, "error": True}
    result = game.result(state)
    won = bool(result.winners)
    return {"won": won, "reason": result.reason, "round": state.round_no, "stage": story_stage(state, final=False),
            "health": state.health, "decisions": decisions, "seconds": time.perf_counter() - t0,
            "searched": think[0], "search_seconds": think[1], "iterations": think[2]}


def _think(player: Any, view: Any, seat: int, think: list) -> Any:
    """``player.choose``, adding a searched decision's count, time and iterations to ``think``."""
    before, t0 = player.searched, time.perf_counter()
    action = player.choose(view, seat)
    if player.searched > before:
        think[0] += 1
        think[1] += time.perf_counter() - t0
        think[2] += player.last_iterations
    return action


def _view(game: Any, state: Any, seat: int) -> Any:
    """``view(state, seat)``, except that in the Solo rules' ``DISTRIBUTE`` the kept cards keep
    their order: the person has seen them all, and the engine's view sorts them, so that its legal
    actions name a different card than the true state's (requests.md)."""
    view = game.view(state, seat)
    top = state.stack[-1] if state.stack else None
    if top is not None and top.kind == "reward.distribute" and view.reward is not None:
        view = view.but(reward=view.reward.but(deck=state.reward.deck))
    return view


def _switch(heuristics: Any, without: Sequence[str], oracle: Sequence[str] = ()) -> None:
    heuristics.OFF.clear()
    heuristics.OFF.update(without)
    heuristics.ORACLE.clear()
    heuristics.ORACLE.update(oracle)


def _job(args: tuple) -> dict[str, Any]:
    kind, preset, seed, agents, iterations, without, oracle = args
    out = play(kind, preset, seed, agents, iterations, without, oracle)
    out.update(kind=kind, preset=preset, seed=seed)
    return out


# --- fitting the evaluation ---------------------------------------------------------------------

FIT_VARIANTS = ((), ("skills", "recuperate"), ("skills", "recuperate", "harvest", "rest", "items", "gear"),
                ("skills", "recuperate", "items"), ("items",), ("recuperate", "rest", "items"))


def _samples(args: tuple) -> list[tuple[tuple[float, ...], int]]:
    """Positions (every 8th decision) of one greedy-variant game, each with the game's outcome."""
    preset, seed, without = args
    from .. import loghan as game
    from . import heuristics
    from .evaluation import features
    _switch(heuristics, without)
    state = game.new_game(3, seed, {"preset": preset, "seats": ["ai"] * 3})
    rng = random.Random(seed)
    seen, k = [], 0
    try:
        while (seat := game.to_act(state)) is not None:
            if k % 8 == 0:
                seen.append(features(state))
            state, _ = game.apply(state, heuristics.choose(game.view(state, seat), seat, rng))
            k += 1
    except Exception:  # an engine error: the game tells nothing
        return []
    won = int(bool(game.result(state).winners))
    return [(f, won) for f in seen]


def fit(games: int, seed: int = 50000, workers: int = 1) -> tuple[float, ...]:
    """Logistic weights for ``evaluation.features`` from greedy-variant games of every preset
    (Newton's method, a little L2)."""
    jobs = [(preset, seed + i, FIT_VARIANTS[i % len(FIT_VARIANTS)]) for preset in PRESETS for i in range(games)]
    if workers > 1:
        import multiprocessing as mp
        with mp.get_context("spawn").Pool(workers) as pool:
            data = [x for part in pool.imap_unordered(_samples, jobs) for x in part]
    else:
        data = [x for j in jobs for x in _samples(j)]
    k = len(data[0][0])
    w = [0.0] * k
    for _ in range(25):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, y in data:
            z = sum(a * b for a, b in zip(w, x))
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            r = p * (1 - p)
            for i in range(k):
                grad[i] += (p - y) * x[i]
                xi = r * x[i]
                row = hess[i]
                for j in range(k):
                    row[j] += xi * x[j]
        for i in range(k):
            grad[i] += 0.01 * w[i]
            hess[i][i] += 0.01
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
    wins = sum(y for _, y in data)
    print(f"fitted on {len(data)} positions from {len(jobs)} games ({wins} from won games)", flush=True)
    return tuple(round(a, 3) for a in w)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


# --- the summary ------------------------------------------------------------------------------


def interval(wins: int, games: int) -> tuple[float, float]:
    """A 95 % Wilson interval for a win rate."""
    if games == 0:
        return 0.0, 0.0
    z = 1.96
    p = wins / games
    d = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / d
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def summary(records: Sequence[dict[str, Any]]) -> str:
    errors = [r for r in records if r.get("error")]
    records = [r for r in records if not r.get("error")]
    games = len(records)
    wins = sum(r["won"] for r in records)
    lo, hi = interval(wins, games)
    rounds = sum(r["round"] for r in records) / max(1, games)
    ends = Counter("victory" if r["won"] else (r["reason"] if r["reason"] != "defeat"
                                              else f"defeat at {STAGE_NAMES.get(r['stage'], r['stage'])}")
                   for r in records)
    per = sum(r["seconds"] for r in records) / max(1, games)
    won = [r["health"] for r in records if r["won"]]
    margin = f"; mean Health left in won games {sum(won) / len(won):.1f}" if won else ""
    ends_text = ", ".join(f"{k} {v}" for k, v in ends.most_common())
    searched = sum(r.get("searched", 0) for r in records)
    if searched:
        per_search = sum(r["search_seconds"] for r in records) / searched
        margin += (f"; {searched / games:.0f} searched decisions/game, {per_search:.3f} s and "
                   f"{sum(r['iterations'] for r in records) / searched:.0f} iterations each")
    err = ""
    if errors:
        kinds = Counter(r["reason"] for r in errors)
        err = f"; {len(errors)} more games stopped by an engine error (not counted): " + "; ".join(
            f"{k} x{v}" for k, v in kinds.most_common(3))
    return (f"{wins}/{games} won = {wins / max(1, games):.1%} (95% {lo:.1%}-{hi:.1%}); mean Round {rounds:.1f}; "
            f"{per:.2f} s/game{margin}; ends: {ends_text}{err}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m rules.loghan.winrates", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per preset and kind (default 500)")
    parser.add_argument("--search-games", type=int, default=None, help="games per preset for the search team "
                                                                        "(default: --games)")
    parser.add_argument("--kinds", default="greedy,chaos,random",
                        help="comma-separated: greedy, chaos, random, search, easy, normal, hard")
    parser.add_argument("--presets", default=",".join(PRESETS))
    parser.add_argument("--agents", type=int, default=None, help="agents (default 3; 4 in exploration)")
    parser.add_argument("--iterations", type=int, default=12, help="ISMCTS iterations per decision (search kind)")
    parser.add_argument("--level-iterations", type=int, default=None,
                        help="easy/normal/hard kinds: this many iterations per searched decision instead of the "
                             "level's time budget (reproducible)")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--without", default="", help="greedy parts to switch off (heuristics.OFF), comma-separated")
    parser.add_argument("--oracle", default="", help="measurement only, forbidden in play (§5.3): 'backs' lets the "
                                                     "event letters read the card's back (heuristics.ORACLE)")
    parser.add_argument("--mode", choices=("story", "exploration"), default="story",
                        help="exploration: the AI opponents' Data Points and survival (winrates_explore); kinds "
                             "greedy and one search level (seat 1) vs greedy; --agents defaults to 4 there")
    parser.add_argument("--board", default="past", help="exploration: boards, comma-separated (past,anomaly,future)")
    parser.add_argument("--preset", default="standard", help="exploration: the difficulty preset")
    parser.add_argument("--fit", type=int, default=0, metavar="GAMES",
                        help="instead: fit evaluation.WEIGHTS on GAMES greedy-variant games per preset")
    args = parser.parse_args(argv)
    if args.mode == "exploration":
        from .winrates_explore import run
        kinds = [k for k in args.kinds.split(",") if k in ("greedy",) + SEARCH_KINDS] or ["greedy"]
        run(args.board.split(","), args.games, args.seed, args.agents or 4, args.preset, kinds, args.workers,
            args.level_iterations if args.level_iterations else None, args.search_games)
        return
    args.agents = args.agents or 3
    if args.fit:
        print("WEIGHTS =", fit(args.fit, workers=args.workers), flush=True)
        return
    kinds = [k for k in args.kinds.split(",") if k]
    without = tuple(w for w in args.without.split(",") if w)
    oracle = tuple(w for w in args.oracle.split(",") if w)
    for k in kinds:
        if k not in KINDS:
            parser.error(f"unknown kind {k!r}")
    print(f"Castle von Loghan win rates: {args.agents} agents, seeds {args.seed}..; "
          f"E36 reference (greedy, 3 agents): about 21 / 5 / 0 % (Story / Standard / Hard)"
          + (f"; greedy without {', '.join(without)}" if without else "")
          + (f"; ORACLE {', '.join(oracle)} (reads hidden information)" if oracle else "; event letters blind (§5.3)"),
          flush=True)
    for preset in args.presets.split(","):
        for kind in kinds:
            n = args.search_games if (kind in SEARCH_KINDS and args.search_games is not None) else args.games
            its = args.iterations if kind == "search" else args.level_iterations
            jobs = [(kind, preset, args.seed + i, args.agents, its, without, oracle) for i in range(n)]
            t0 = time.perf_counter()
            if args.workers > 1:
                import multiprocessing as mp
                with mp.get_context("spawn").Pool(args.workers) as pool:
                    records = list(pool.imap_unordered(_job, jobs))
            else:
                records = [_job(j) for j in jobs]
            its = args.iterations if kind == "search" else args.level_iterations
            label = kind + (f" ({its} iterations)" if kind in SEARCH_KINDS and its else
                            " (time budget)" if kind in SEARCH_KINDS else "")
            print(f"{preset:8s} {label:24s} {summary(records)} [{time.perf_counter() - t0:.0f} s]", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])

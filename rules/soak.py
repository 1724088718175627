"""Random-play soak: ``python -m rules.soak [--games N] [--game ID ...] [--seed S] [--workers K] [--out DIR]``.

Plays N complete games of uniformly random legal actions for every game of the catalog (every
seat count in turn, options and seat kinds drawn at random) and checks, because the quality bar
is "thousands of random games, nothing created or lost":

* after every action, the game's own ``invariants(state)`` (an optional protocol name: a list of
  problems, empty when every piece is accounted for);
* on every ``SAMPLE``-th action and the last: the JSON round trip of the state and of every
  seat's view; for every seat, that a full state drawn from its view shows it the same view
  (``view(determinize(view(s, seat), seat, rng), seat) == view(s, seat)``: the view hides what it
  must and nothing it needn't) and keeps the invariants; that the acting seat's view offers the
  same actions as the state;
* on every ``DETERMINISM``-th game: replaying the seed and the chosen action indexes gives the
  identical final state.

A failure is printed with what reproduces it (game, seed, seats, options, action indexes) and
written as JSON to ``<out>/<game>-<seed>.json``; ``tests/rules/test_soak.py`` replays every such
file. A game that reaches its action cap (``FACTS.random_play`` x ``CAP_MARGIN``) is counted, not
an error. Exit status 1 when any game failed.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Iterable, Sequence

from .catalog import GAMES, get
from .core.game import GameFacts

SAMPLE = 10  # the generic (costly) checks run on every SAMPLE-th action and on the last one
DETERMINISM = 50  # every DETERMINISM-th game is replayed from its seed and action indexes
CAP_MARGIN = 4  # the action cap is FACTS.random_play times this
CHUNK = 20  # games per task handed to a worker
SETUP_TRIES = 100  # option draws before giving up on a seed (every draw refused by the rules)
KIND_TRIES = 20  # seat-kind draws for one option draw
CASE_FILES = 5  # failures written as case files per game and run (the rest are only counted)
CASES = Path(__file__).resolve().parents[1] / "tests" / "rules" / "soak_cases"


# --- one game's setup -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Setup:
    """What a soak game starts from: enough to rebuild ``new_game``'s arguments exactly."""

    game: str
    seed: int
    players: int
    chosen: dict[str, str]  # option key -> value (a per-person option: every person's value)
    kinds: tuple[str, ...]  # per seat: "human", "ai" or one of FACTS.person_kinds

    def options(self) -> dict[str, Any] | None:
        facts = get(self.game)
        people = [seat for seat, kind in enumerate(self.kinds) if kind != "ai"]
        options = facts.new_game_options(self.chosen, people) if self.chosen else None
        return facts.with_kinds(options, self.kinds)

    def to_obj(self) -> dict[str, Any]:
        return {"game": self.game, "seed": self.seed, "players": self.players, "chosen": dict(self.chosen),
                "kinds": list(self.kinds)}

    @classmethod
    def from_obj(cls, obj: dict[str, Any]) -> "Setup":
        return cls(str(obj["game"]), int(obj["seed"]), int(obj["players"]), dict(obj["chosen"]), tuple(obj["kinds"]))


def _kinds(facts: GameFacts, players: int, rng: random.Random) -> tuple[str, ...]:
    """Who plays each seat: a number of people (at most ``person_seats``), the rest all of one
    other kind (the AI or a kind a person decides for), so that mixes a game allows come often."""
    most = players if facts.person_seats is None else min(players, facts.person_seats)
    people = set(rng.sample(range(players), rng.randint(0, most)))
    other = rng.choice(["ai", *facts.person_kinds])
    return tuple("human" if seat in people else other for seat in range(players))


def draw_setup(game_id: str, seed: int, players: int) -> tuple[Setup, Any]:
    """A setup for ``seed`` the rules accept and its first state: options drawn at random, then
    seat kinds; a refused combination (``ValueError``) draws the kinds again, then the options."""
    facts = get(game_id)
    module = facts.load()
    rng = random.Random(f"setup:{seed}")
    for _ in range(SETUP_TRIES):
        chosen = {o.key: rng.choice(o.values) for o in facts.options}
        for _ in range(KIND_TRIES):
            setup = Setup(facts.id, seed, players, chosen, _kinds(facts, players, rng))
            try:
                return setup, module.new_game(players, seed, setup.options())
            except ValueError:
                continue
    raise RuntimeError(f"{game_id}: no accepted options for seed {seed} in {SETUP_TRIES} draws")


# --- playing and checking -------------------------------------------------------------------------


class SoakFailure(Exception):
    """A check that did not hold (``check`` names it)."""

    def __init__(self, check: str, message: str) -> None:
        super().__init__(f"{check}: {message}")
        self.check = check


@dataclass
class Outcome:
    """One game's figures, and its failure (``None`` when every check held)."""

    setup: Setup
    actions: list[int] = field(default_factory=list)
    end: str = ""  # the result's reason, or "capped"
    samples: int = 0
    failure: dict[str, Any] | None = None
    final: Any = None  # the last state


def _require(ok: bool, check: str, message: str) -> None:
    if not ok:
        raise SoakFailure(check, message)


def _invariants(module: ModuleType, state: Any, check: str) -> None:
    own = getattr(module, "invariants", None)
    if callable(own):
        problems = own(state)
        _require(not problems, check, "; ".join(problems))


def sample_checks(module: ModuleType, state: Any, players: int, tag: str) -> None:
    """The generic checks of one state: JSON, views, determinize, the acting seat's actions."""
    text = module.to_json(state)
    again = module.from_json(text)
    _require(again == state, "json", "the state changed through JSON")
    _require(module.to_json(again) == text, "json", "to_json(from_json(text)) differs from text")
    actor = module.to_act(state)
    for seat in range(players):
        seen = module.view(state, seat)
        _require(module.from_json(module.to_json(seen)) == seen, "json", f"seat {seat}'s view changed through JSON")
        _require(module.to_act(seen) == actor, "view", f"seat {seat}'s view changes who is to act")
        full = module.determinize(seen, seat, random.Random(f"{tag}:{seat}"))
        _invariants(module, full, "determinize")
        _require(module.view(full, seat) == seen, "determinize",
                 f"a state drawn from seat {seat}'s view shows seat {seat} something else")
        if seat == actor:
            mine, true = list(module.legal_actions(seen)), list(module.legal_actions(state))
            _require(mine == true, "view", f"seat {seat}'s view offers {[a.label for a in mine]}, "
                                           f"the state {[a.label for a in true]}")


def play(setup: Setup, choose: Callable[[int], int], sample: int = SAMPLE, state: Any = None) -> Outcome:
    """Play one game with ``choose(n) -> index``; raises ``SoakFailure`` (or whatever the rules
    raise) with ``Outcome.actions`` holding the indexes chosen so far."""
    facts = get(setup.game)
    module = facts.load()
    outcome = Outcome(setup)
    if state is None:
        state = module.new_game(setup.players, setup.seed, setup.options())
    cap = facts.random_play * CAP_MARGIN
    _invariants(module, state, "invariants")
    sample_checks(module, state, setup.players, f"{setup.seed}:0")
    step = 0
    try:
        while module.to_act(state) is not None:
            _require(module.result(state) is None, "result", "a result while a seat is to act")
            if step >= cap:
                outcome.end = "capped"
                break
            legal = module.legal_actions(state)
            _require(len(legal) > 0, "legal_actions", f"seat {module.to_act(state)} is to act but has no action")
            index = choose(len(legal))
            outcome.actions.append(index)
            state, _ = module.apply(state, legal[index])
            step += 1
            _invariants(module, state, "invariants")
            if step % sample == 0:
                sample_checks(module, state, setup.players, f"{setup.seed}:{step}")
                outcome.samples += 1
        if outcome.end != "capped":
            result = module.result(state)
            _require(result is not None, "result", "no seat to act but no result")
            _require(not module.legal_actions(state), "result", "a finished game offers actions")
            outcome.end = str(result.reason)
        if step % sample:
            sample_checks(module, state, setup.players, f"{setup.seed}:{step}")
            outcome.samples += 1
    except Exception as exc:
        exc.soak_outcome = outcome  # type: ignore[attr-defined]
        raise
    outcome.final = state
    return outcome


def check_replay(outcome: Outcome) -> None:
    """Determinism: the setup and the chosen action indexes give the identical final state again."""
    setup = outcome.setup
    module = get(setup.game).load()
    state = module.new_game(setup.players, setup.seed, setup.options())
    for index in outcome.actions:
        state, _ = module.apply(state, module.legal_actions(state)[index])
    _require(state == outcome.final and module.to_json(state) == module.to_json(outcome.final), "determinism",
             "replaying the seed and the actions gives another final state")


def check_case(case: dict[str, Any]) -> Outcome:
    """Replay a recorded failure (a case file's data) with every check after every action, then on
    to the end by the seed's random choices, and replay that for determinism; raises whatever
    still fails. A recorded index beyond a (since changed) legal list wraps around."""
    setup = Setup.from_obj(case)
    script, fallback = list(case["actions"]), random.Random(setup.seed)

    def choose(n: int) -> int:
        return script.pop(0) % n if script else fallback.randrange(n)

    outcome = play(setup, choose, sample=1)
    if outcome.end != "capped":
        check_replay(outcome)
    return outcome


def failure_record(setup: Setup, actions: list[int], exc: BaseException) -> dict[str, Any]:
    """What reproduces a failure, as plain JSON data."""
    frames = traceback.extract_tb(exc.__traceback__)
    try:
        options = repr(setup.options())
    except Exception as exc2:  # noqa: BLE001 - a setup that cannot even build its options
        options = f"({type(exc2).__name__}: {exc2})"
    return {**setup.to_obj(), "options": options, "actions": list(actions),
            "check": getattr(exc, "check", "exception"), "error": f"{type(exc).__name__}: {exc}",
            "where": [f"{f.filename.split('rules')[-1]}:{f.lineno} {f.name}" for f in frames[-4:]]}


def soak_one(game_id: str, number: int, seed: int) -> Outcome:
    """Game ``number`` of a run (it fixes the seat count) on ``seed``, every check made."""
    facts = get(game_id)
    players = facts.players[number % len(facts.players)]
    try:
        setup, first = draw_setup(game_id, seed, players)
    except Exception as exc:  # noqa: BLE001 - a soak reports every failure
        bare = Setup(game_id, seed, players, {}, ())
        return Outcome(bare, end="error", failure=failure_record(bare, [], exc))
    rng = random.Random(seed)
    try:
        outcome = play(setup, rng.randrange, state=first)
        if number % DETERMINISM == 0 and outcome.end != "capped":
            check_replay(outcome)
        return outcome
    except Exception as exc:  # noqa: BLE001 - a soak reports every failure
        outcome = getattr(exc, "soak_outcome", None) or Outcome(setup)
        outcome.end = "error"
        outcome.failure = failure_record(setup, outcome.actions, exc)
        return outcome


# --- a run: chunks over worker processes, figures ----------------------------------------------------


@dataclass
class Tally:
    """One game's figures over a run."""

    games: int = 0
    actions: int = 0
    errors: int = 0
    capped: int = 0
    samples: int = 0
    seconds: float = 0.0
    ends: Counter = field(default_factory=Counter)


def run_chunk(task: tuple[str, int, int, int]) -> tuple[str, Tally, list[dict[str, Any]]]:
    """Games ``first``..``first + count - 1`` of one game: (game id, figures, failures)."""
    game_id, base, first, count = task
    tally, failures = Tally(), []
    start = time.process_time()
    for number in range(first, first + count):
        outcome = soak_one(game_id, number, base + number)
        tally.games += 1
        tally.actions += len(outcome.actions)
        tally.samples += outcome.samples
        tally.ends[outcome.end] += 1
        tally.capped += outcome.end == "capped"
        if outcome.failure is not None:
            tally.errors += 1
            failures.append(outcome.failure)
    tally.seconds = time.process_time() - start
    return game_id, tally, failures


def tasks(game_ids: Sequence[str], games: int, seed: int) -> list[tuple[str, int, int, int]]:
    """Chunks of every game, interleaved so that every game progresses from the start."""
    base = seed * 10_000_000
    per_game = [[(g, base, first, min(CHUNK, games - first)) for first in range(0, games, CHUNK)] for g in game_ids]
    out = []
    for i in range(max((len(c) for c in per_game), default=0)):
        out += [chunks[i] for chunks in per_game if i < len(chunks)]
    return out


def write_case(failure: dict[str, Any], out: Path) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{failure['game']}-{failure['seed']}.json"
    path.write_text(json.dumps(failure, indent=1) + "\n", encoding="utf-8")
    return path


def report_failure(failure: dict[str, Any], path: Path | None, stream: Any) -> None:
    print(f"FAILURE {failure['game']} seed {failure['seed']} ({failure['players']} seats, options "
          f"{failure['options']}) after {len(failure['actions'])} actions: {failure['error']}", file=stream)
    print(f"  actions: {failure['actions']}", file=stream)
    print(f"  case: {path}" if path else "  (case file not written: too many this run)", file=stream, flush=True)


def soak(game_ids: Sequence[str], games: int, seed: int = 0, workers: int = 1, out: Path | None = CASES,
         stream: Any = None, progress: float = 60.0) -> dict[str, Tally]:
    """Run the soak; print failures as they come and a progress line every ``progress`` seconds."""
    stream = stream or sys.stdout
    totals = {g: Tally() for g in game_ids}
    written: Counter = Counter()
    work = tasks(game_ids, games, seed)
    start = last = time.perf_counter()
    pool = multiprocessing.get_context("spawn").Pool(workers) if workers > 1 else None
    results: Iterable = pool.imap_unordered(run_chunk, work) if pool else map(run_chunk, work)
    try:
        for game_id, tally, failures in results:
            total = totals[game_id]
            for name in ("games", "actions", "errors", "capped", "samples", "seconds"):
                setattr(total, name, getattr(total, name) + getattr(tally, name))
            total.ends.update(tally.ends)
            for failure in failures:
                path = None
                if out is not None and written[game_id] < CASE_FILES:
                    path = write_case(failure, out)
                    written[game_id] += 1
                report_failure(failure, path, stream)
            now = time.perf_counter()
            if now - last >= progress:
                last = now
                done = ", ".join(f"{g} {t.games}/{games}" for g, t in totals.items())
                errors = sum(t.errors for t in totals.values())
                print(f"[{now - start:,.0f} s] {done}; errors {errors}", file=stream, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    print_figures(totals, time.perf_counter() - start, workers, stream)
    return totals


def print_figures(totals: dict[str, Tally], wall: float, workers: int, stream: Any) -> None:
    print(f"{'game':<12} {'games':>7} {'actions':>10} {'errors':>6} {'capped':>6} {'samples':>8} "
          f"{'cpu s':>8} {'games/s':>8}  ends", file=stream)
    for game_id, t in totals.items():
        rate = t.games / t.seconds if t.seconds else 0.0
        ends = ", ".join(f"{reason} {n}" for reason, n in sorted(t.ends.items()))
        print(f"{game_id:<12} {t.games:>7,} {t.actions:>10,} {t.errors:>6} {t.capped:>6} {t.samples:>8,} "
              f"{t.seconds:>8.1f} {rate:>8.1f}  {ends}", file=stream)
    games = sum(t.games for t in totals.values())
    errors = sum(t.errors for t in totals.values())
    print(f"total: {games:,} games, {sum(t.actions for t in totals.values()):,} actions, {errors} errors, "
          f"{wall:,.1f} s wall on {workers} worker(s) (games/s: per worker CPU second)", file=stream, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.soak", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per game of the catalog")
    parser.add_argument("--game", action="extend", nargs="+", metavar="ID", help="soak only these games")
    parser.add_argument("--seed", type=int, default=0, help="run seed: game k of a run plays seed S*10^7+k")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--out", type=Path, default=CASES, help="where failing cases are written")
    args = parser.parse_args(argv)
    ids = [g.id for g in GAMES]
    chosen = args.game or ids
    unknown = [g for g in chosen if g not in ids]
    if unknown:
        parser.error(f"unknown game(s) {', '.join(unknown)}; known: {', '.join(ids)}")
    totals = soak(chosen, args.games, args.seed, max(1, args.workers), args.out)
    return 1 if any(t.errors for t in totals.values()) else 0


if __name__ == "__main__":
    sys.exit(main())

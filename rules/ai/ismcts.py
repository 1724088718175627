"""Information-Set Monte-Carlo Tree Search (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS").

It works on the rules protocol alone and never sees the true state: every iteration samples a
full state with ``determinize(view, seat, rng)``, walks a tree keyed by actions (choosing among
the children that are legal in that sample by UCB with availability counts), plays the game out
(randomly, or guided by the game's cheap rollout policy) and backs the payoff of every seat up
the path. Difficulty is the time budget plus how much the game's heuristics guide the playouts.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, Sequence

from . import guidance


@dataclass(frozen=True)
class Level:
    seconds: float
    guided_rollouts: bool
    exploration: float = 0.7


LEVELS: dict[str, Level] = {
    "easy": Level(seconds=0.08, guided_rollouts=False, exploration=1.2),
    "normal": Level(seconds=0.35, guided_rollouts=True),
    "hard": Level(seconds=0.9, guided_rollouts=True),
}


class Node:
    __slots__ = ("children", "visits", "avail", "reward", "seat")

    def __init__(self, seat: int) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.seat = seat  # the seat that chose the action leading here


class IsmctsPlayer:
    """Search within ``seconds`` (what players get) or exactly ``iterations`` (what tests and
    strength benchmarks use, so results repeat)."""

    def __init__(self, game: ModuleType, seed: int = 0, *, seconds: float | None = 0.9,
                 iterations: int | None = None, guided_rollouts: bool = True, exploration: float = 0.7,
                 kind: str = "ismcts") -> None:
        self.game = game
        self.rng = random.Random(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.exploration = exploration
        self.kind = kind
        self.rollout: Callable[[Any, Sequence[Any], random.Random], Any] | None = (
            guidance.rollout_policy(game) if guided_rollouts else None)
        self.last_iterations = 0
        self.last_reason = ""  # one line on the last choice, for a person's hint
        self.cutoff = guidance.playout_cutoff(game)
        # A cooperative game shares a win between the seats (1/n each); UCB's exploration term is
        # tuned for rewards in [0, 1], so the shared payoff is scaled back up to the team's.
        facts = getattr(game, "FACTS", None)
        self.team_rewards = bool(getattr(facts, "cooperative", False))
        self.prior = guidance.search_prior(game)
        self.only_at = guidance.search_filter(game)
        self.stop = guidance.playout_stop(game) if self.cutoff else None  # its evaluation stands in
        self.searched = 0  # decisions searched (the rest, if the game names them, were the heuristic's)
        self.favoured: Any = None  # the heuristic's move at the root of the current search
        self.prior_weight = 0.0

    @classmethod
    def for_level(cls, level: str, game: ModuleType, seed: int = 0, **overrides: Any) -> "IsmctsPlayer":
        spec = LEVELS[level]
        settings: dict[str, Any] = {"seconds": spec.seconds, "guided_rollouts": spec.guided_rollouts,
                                    "exploration": spec.exploration, "kind": level}
        settings.update(overrides)
        return cls(game, seed, **settings)

    def choose(self, view_state: Any, seat: int) -> Any:
        g = self.game
        legal = g.legal_actions(view_state)
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        rng = self.rng
        if self.only_at is not None and not self.only_at[0](view_state, seat):
            self.last_iterations = 0
            self.last_reason = ""
            return self.only_at[1](view_state, seat, random.Random(rng.random()))
        self.searched += 1
        root = Node(seat)
        self.favoured, self.prior_weight = None, 0.0
        if self.prior is not None:
            self.prior_weight, heuristic = self.prior
            self.favoured = heuristic(view_state, seat, random.Random(rng.random()))
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        limit = self.iterations
        done = 0
        while True:
            if limit is not None and done >= limit:
                break
            if deadline is not None and time.perf_counter() >= deadline and (limit is None or done >= 1):
                break
            self._iterate(root, g.determinize(view_state, seat, rng), rng)
            done += 1
        self.last_iterations = done
        # Ties (a search too short to tell moves apart) go to the heuristic's move.
        best = max(legal, key=lambda a: (root.children[a].visits if a in root.children else -1, a == self.favoured))
        chosen = root.children.get(best)
        self.last_reason = (f"the search followed it in {chosen.visits} of {done} simulated futures, more than any "
                            f"other of the {len(legal)} moves" if chosen is not None and done > 1 else "")
        return best

    def _iterate(self, root: Node, state: Any, rng: random.Random) -> None:
        g = self.game
        to_act, legal_actions, apply = g.to_act, g.legal_actions, g.apply
        node = root
        path = []
        c = self.exploration
        stop = self.stop
        stopped = False
        # Selection and expansion.
        while True:
            seat = to_act(state)
            if seat is None:
                break
            if stop is not None and node is not root and stop(state):
                stopped = True
                break
            actions = legal_actions(state)
            children = node.children
            untried = [a for a in actions if a not in children]
            if untried:
                if node is root and self.favoured in untried:  # the heuristic's move is tried first
                    action = self.favoured
                else:
                    action = untried[int(rng.random() * len(untried))]
                child = Node(seat)
                children[action] = child
                for a in actions:
                    if a in children:
                        children[a].avail += 1
                state, _ = apply(state, action)
                path.append(child)
                break
            best_value = -1.0
            best_action = None
            favoured = self.favoured if node is root else None
            for a in actions:
                ch = children[a]
                ch.avail += 1
                value = ch.reward / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if a == favoured:  # progressive bias: the heuristic's move, until visits speak
                    value += self.prior_weight / (1 + ch.visits)
                if value > best_value:
                    best_value, best_action = value, a
            node = children[best_action]
            state, _ = apply(state, best_action)
            path.append(node)
        # Playout: to the end, or (long games) for a while and then the game's evaluation.
        rollout = self.rollout
        limit, evaluate = self.cutoff if self.cutoff else (None, None)
        steps = 0
        while not stopped and to_act(state) is not None:
            if limit is not None and steps >= limit:
                break
            if stop is not None and stop(state):
                break
            actions = legal_actions(state)
            if rollout is None:
                action = actions[int(rng.random() * len(actions))]
            else:
                action = rollout(state, actions, rng)
            state, _ = apply(state, action)
            steps += 1
        res = g.result(state)
        if res is None:
            payoffs = list(evaluate(state))
        else:
            payoffs = [g.payoff(res, p) for p in range(len(res.scores))]
        if self.team_rewards:
            payoffs = [p * len(payoffs) for p in payoffs]
        for n in path:
            n.visits += 1
            n.reward += payoffs[n.seat]
        root.visits += 1

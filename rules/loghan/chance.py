"""The chance source (§2.23, E5, E14): every coin, shuffle and random pick goes through here.

Scripted results in ``State.script`` are consumed first (tests, scenarios, the tutorial; they use
no generator draw); otherwise the project's generator in ``State.rng`` decides. A script entry is
used only by the kind of draw it names, and only when it fits (an "order" must be a permutation
of the items being shuffled), so an unrelated shuffle never eats a scripted coin.
"""

from __future__ import annotations

from typing import Sequence, TypeVar

from ..core import rng as rngmod
from .state import LETTERS, State

T = TypeVar("T")
HEADS, TAILS = 0, 1


def _take(state: State, kind: str, fits=lambda v: True) -> tuple[State, object] | None:
    if state.script and state.script[0][0] == kind and fits(state.script[0][1]):
        return state.but(script=state.script[1:]), state.script[0][1]
    return None


def coin(state: State) -> tuple[State, int]:
    """A Coin flip: 0 = Heads, 1 = Tails (one draw of two)."""
    taken = _take(state, "coin", lambda v: v in (0, 1))
    if taken is not None:
        return taken  # type: ignore[return-value]
    value, r = rngmod.below(state.rng, 2)
    return state.but(rng=r), value


def below(state: State, n: int) -> tuple[State, int]:
    """A uniform pick in [0, n) (e.g. a random first Leader)."""
    taken = _take(state, "below", lambda v: isinstance(v, int) and 0 <= v < n)
    if taken is not None:
        return taken  # type: ignore[return-value]
    value, r = rngmod.below(state.rng, n)
    return state.but(rng=r), value


def shuffle(state: State, items: Sequence[T]) -> tuple[State, list[T]]:
    """A shuffle of ``items`` as given (the canonical list); index 0 of the result is the top."""
    if len(items) <= 1:
        return state, list(items)
    taken = _take(state, "order", lambda v: sorted(v) == sorted(items))
    if taken is not None:
        return taken[0], list(taken[1])  # type: ignore[arg-type]
    out, r = rngmod.shuffled(state.rng, items)
    return state.but(rng=r), out


def sample(state: State, items: Sequence[T], k: int) -> tuple[State, list[T]]:
    """``k`` items drawn without replacement, in draw order (the Chaos pick, the Solo pool)."""
    taken = _take(state, "pick", lambda v: len(v) == k and all(x in items for x in v))
    if taken is not None:
        return taken[0], list(taken[1])  # type: ignore[arg-type]
    pool = list(items)
    out = []
    r = state.rng
    for _ in range(min(k, len(pool))):
        i, r = rngmod.below(r, len(pool))
        out.append(pool.pop(i))
    return state.but(rng=r), out


def chaos_pair(state: State) -> tuple[State, tuple[str, str]]:
    """The 2 of 4 Decision cards drawn for a Chaos agent (E14), in letter order."""
    state, pair = sample(state, LETTERS, 2)
    return state, tuple(sorted(pair))  # type: ignore[return-value]

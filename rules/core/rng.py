"""A tiny seeded generator that lives inside game states.

The state is one 64-bit integer, so copying a game state copies its generator for free, JSON
holds it exactly, and the same seed plus the same actions always gives the same game. The
mixing function is SplitMix64 (Steele, Lea and Flood, 2014).
"""

from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")
MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """A generator state from any integer seed."""
    return _mix((seed * _GOLDEN + 0x632BE59BD9B4E019) & MASK64)


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def next64(state: int) -> tuple[int, int]:
    """(a 64-bit random number, the next state)."""
    state = (state + _GOLDEN) & MASK64
    return _mix(state), state


def below(state: int, n: int) -> tuple[int, int]:
    """(a uniform integer in [0, n), the next state); rejection sampling keeps it unbiased."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, state = next64(state)
        if value < limit:
            return value % n, state


def shuffled(state: int, items: Sequence[T]) -> tuple[list[T], int]:
    """(a Fisher-Yates shuffle of ``items``, the next state)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return out, state

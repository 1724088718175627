"""The monkey's figures: what it sent, where it went, what it started and played, what broke."""

from __future__ import annotations

from collections import Counter
from typing import Any


def _counts(counter: Counter, indent: str = "  ") -> list[str]:
    return [f"{indent}{key:<34} {n:>7,}" for key, n in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))]


def signature(crash: dict[str, Any]) -> str:
    """The kind of crash: its error's first line and the innermost frame of the app's own code."""
    lines = [ln.strip() for ln in crash["traceback"].splitlines() if ln.strip().startswith('File "')]
    ours = [ln for ln in lines if "/app/" in ln or "/rules/" in ln] or lines
    return f"{crash['error'].splitlines()[0][:160]} @ {ours[-1] if ours else '?'}"


def report(m: Any, seconds: float) -> str:
    total = sum(m.actions.values())
    out = [f"UI monkey: seed {m.seed}, {m.index:,} events ({m.raw:,} pygame events, frame by frame), "
           f"new game every {m.rotate} events over {len(m.games)} game(s)",
           f"time: {seconds:.1f} s ({m.cpu_seconds:.1f} s of CPU), {m.index / max(seconds, 1e-9):.1f} events/s",
           "events by kind:", *_counts(m.kinds),
           "scenes visited (times each came on top):", *_counts(m.scenes),
           f"games started per game (and {m.continued} continued):", *_counts(m.started),
           "  (seats and modes)", *_counts(m.modes, "    "),
           "games finished per game:", *_counts(m.finished),
           "events at the table per game:", *_counts(m.at_table),
           f"actions applied: {total:,}", *_counts(m.actions),
           f"states checked (JSON round trip, legal actions, not stuck): {m.checked_states:,}",
           f"app restarts after Quit or closing the window: {m.relaunches}; navigation fallbacks: "
           f"{m.nav.fallbacks}", *[f"  {why}" for why in m.nav.why],
           f"crashes: {len(m.crashes)}"]
    kinds = Counter(signature(c) for c in m.crashes)
    for sig, n in kinds.most_common():
        first = next(c for c in m.crashes if signature(c) == sig)
        out += [f"  {n} x {sig}",
                f"    first at event {first['index']} (seed {first['seed']}), scene {first['scene']}, "
                f"stack {' > '.join(first['stack'])}, game {first['game']}",
                "    recent events:", *[f"      {e}" for e in first["recent"]],
                "    " + first["traceback"].rstrip().replace("\n", "\n    ")]
    return "\n".join(out)

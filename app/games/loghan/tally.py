"""The end of an Exploration game (spec 2.21, E39): the Data Points tally per agent — Energy ÷ 5
(rounded down), each trophy's DP, the total — the most DP winning (ties share); at Health 0
everyone loses and the Data Points are shown for information only."""

from __future__ import annotations

from typing import Any, Sequence

from rules.loghan.lookup import trophy_points

from ..contract import CountStep, Ending, ScoreRow
from . import words as W

COLUMNS = ("Agent", "Energy", "Energy ÷ 5", "Trophies", "Trophy DP", "Data Points")
WHY = {"no_enemy": "no enemy could be drawn", "events": "the 20th Random Event's Round ended",
       "guard": "the Round limit was reached"}


def details(view: Any, result: Any) -> list[dict]:
    """Each agent's count: the rules' own when the game is over, else as it stands."""
    if result is not None and getattr(result, "details", None):
        return [dict(d) for d in result.details]
    out = []
    for a in view.agents:
        mine = tuple(t for t in a.trophies if not t.startswith("?"))
        tdp = trophy_points(mine)
        out.append({"agent": a.id, "energy": a.energy, "energy_dp": a.energy // 5, "trophy_dp": tdp,
                    "dp": a.energy // 5 + tdp, "trophies": list(a.trophies)})
    return out


def trophy_names(ids: Sequence[str]) -> str:
    known = [W.enemy_name(t) for t in ids if not str(t).startswith("?")]
    if len(known) < len(ids):
        return str(len(ids))
    counts: dict[str, int] = {}
    for n in known:
        counts[n] = counts.get(n, 0) + 1
    return ", ".join(f"{n} ×{k}" if k > 1 else n for n, k in counts.items()) or "none"


def exploration_ending(view: Any, result: Any, names: Sequence[str]) -> Ending:
    rows_data = details(view, result)
    lost = result is not None and result.reason == "defeat"
    winners = tuple(result.winners) if result is not None else ()
    rows = [ScoreRow(seat, (W.agent_name(d["agent"]), str(d["energy"]), str(d["energy_dp"]),
                            trophy_names(d.get("trophies") or ()), str(d["trophy_dp"]), str(d["dp"])))
            for seat, d in enumerate(rows_data)]
    best = " and ".join(W.agent_short(rows_data[s]["agent"]) for s in winners)
    top = max((d["dp"] for d in rows_data), default=0)
    if result is None:
        banner, reason = "", f"The game ended in Round {view.round_no}, outside the rules."
    elif lost:
        banner = "Health 0: everyone loses"
        reason = (f"Health reached 0 in Round {view.round_no}: every agent loses. The Data Points below are for "
                  "information only.")
    else:
        banner = f"Most Data Points: {best} ({top})"
        reason = (f"The exploration ended in Round {view.round_no} ({WHY.get(result.reason, result.reason)}): "
                  f"{best} win{'s' if len(winners) == 1 else ''} with {top} Data Points.")
    notes = [f"Exploration on {W.board_word(view.board)}, {W.PRESET_WORD.get(view.preset, view.preset)}; "
             f"{view.random_events} of 20 Random Events; Health {view.health}/15.",
             "Data Points = Energy ÷ 5 (rounded down) + each trophy's Data Points"
             + (" (at Health 0 without the final Disenchant)." if lost else "; the most Data Points win, "
                                                                            "equal scores share the win."),
             W.NOTICE]
    count = [CountStep(f"ag:{seat}", seat, points) for seat, d in enumerate(rows_data)
             for points in (d["energy_dp"], d["trophy_dp"]) if points] if not lost else []
    lines = [reason] + [f"{names[s] if s < len(names) else 'Seat ' + str(s + 1)} played {W.agent_name(d['agent'])}: "
                        f"{d['dp']} Data Points" for s, d in enumerate(rows_data)] + notes
    return Ending(banner, count, lines, reason=reason, columns=COLUMNS, rows=rows, notes=notes)


__all__ = ["COLUMNS", "details", "exploration_ending", "trophy_names"]

"""The score of Sky Castle (spec 3.12): each seat's figures, who wins, and the game-over event.

Its own module because the score is read from several places: the end of every round
(``turns``), the end of the game, the heuristics and the text table.
"""

from __future__ import annotations

from ..core.events import Event
from ..core.result import Result
from ..core.text import seat_name
from .cards import CHEST_POINTS, IS_ARTIFACT, IS_KEY, artifact_points, skeleton_penalty
from .state import OVER, State


def score_details(s: State, seat: int) -> dict[str, int]:
    """The per-seat figures of the score (spec 3.12)."""
    owned = s.owned[seat]
    chests = sum(CHEST_POINTS[t] for t in owned)
    artifacts = sum(1 for t in owned if IS_ARTIFACT[t])
    penalty = skeleton_penalty(s.skel[seat])
    total = chests + artifact_points(artifacts) + penalty
    return {"total": total, "chests": chests, "artifacts": artifacts, "artifact_points": artifact_points(artifacts),
            "skeleton_keys": s.skel[seat], "penalty": penalty, "keys": sum(1 for t in owned if IS_KEY[t])}


def rank(details: tuple[dict[str, int], ...]) -> tuple[tuple[int, ...], int]:
    """(winners, tie-break level): higher total (0), then more key tiles (1), else shared (2)."""
    lead = [0, 1]
    for level, key in enumerate(("total", "keys")):
        best = max(details[p][key] for p in lead)
        lead = [p for p in lead if details[p][key] == best]
        if len(lead) == 1:
            return tuple(lead), level
    return tuple(lead), 2


def _score_words(s: State) -> str:
    return ", ".join(f"{seat_name(p)} {score_details(s, p)['total']}" for p in (0, 1))


_TIE_WORDS = ("", " on more key tiles", "")


def _finish_game(w: State, ev: list[Event]) -> None:
    details = tuple(score_details(w, p) for p in (0, 1))
    winners, level = rank(details)
    losers = tuple(p for p in (0, 1) if p not in winners)
    w.over = Result("score", winners, losers, tuple(d["total"] for d in details), level, details)
    w.phase, w.step, w.agenda = OVER, None, ()
    data = {"winners": winners, "losers": losers, "scores": w.over.scores, "tiebreak_level": level}
    head = f"Game over ({_score_words(w)})"
    if len(winners) > 1:
        ev.append(Event("game_over", f"{head}: shared victory", data))
    else:
        ev.append(Event("game_over", f"{head}: {seat_name(winners[0])} wins{_TIE_WORDS[level]}", data,
                        subject=winners[0], you=f"{head}: You win{_TIE_WORDS[level]}"))

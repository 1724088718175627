"""The end of a game of Castles of Caleira (spec 3.7 and 3.8): what castles score, who wins, and
the game-over event.

Its own module because both ways a game ends meet here: the flow of play (``turns``) ends it
on score once every card is played, and a destroyed Princess' Spire (``effects``) ends it at
once. It needs nothing from either.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..core.events import Event
from ..core.result import Result
from ..core.text import seat_name
from .cards import BATTLEMENTS_BONUS_POINTS, CARD_POINTS, FACE_DOWN_POINTS, IS_BATTLEMENTS
from .state import State


def piece_points(castle: Sequence[tuple[int, bool, int]]) -> list[int]:
    """What each piece of a castle scores (spec 3.8): face-down 1; face-up its points, and each
    Battlements 3 when all three lie face-up in this castle."""
    bonus = sum(1 for c, up, _ in castle if up and IS_BATTLEMENTS[c]) == 3
    return [FACE_DOWN_POINTS if not up else BATTLEMENTS_BONUS_POINTS if bonus and IS_BATTLEMENTS[c]
            else CARD_POINTS[c] for c, up, _ in castle]


def castle_score(castle: Sequence[tuple[int, bool, int]]) -> tuple[int, int, int]:
    """(total, face-down count, pieces) of a castle, Battlements bonus included (spec 3.8)."""
    return sum(piece_points(castle)), sum(1 for _, up, _ in castle if not up), len(castle)


def rank(seats: Sequence[int], scores: Sequence[tuple[int, int, int]]) -> tuple[tuple[int, ...], int]:
    """(winners, tie-break level): highest total, then more face-down pieces, then fewer pieces."""
    lead = list(seats)
    keys = (lambda s: scores[s][0], lambda s: scores[s][1], lambda s: -scores[s][2])
    for level, key in enumerate(keys):
        best = max(key(s) for s in lead)
        lead = [s for s in lead if key(s) == best]
        if len(lead) == 1:
            return tuple(lead), level
    return tuple(lead), 3


def _finish(w: State, ev: list[Event], reason: str, winners: Sequence[int], losers: Sequence[int],
            level: int, text: str, subject: int | None = None, you: str = "",
            also: Mapping[int, str] | None = None) -> None:
    scores = [castle_score(c) for c in w.castles]
    w.over = Result(reason, tuple(winners), tuple(losers), tuple(s[0] for s in scores), level,
                    tuple({"total": t, "face_down_count": d, "pieces": n} for t, d, n in scores))
    data = {"reason": reason, "winners": tuple(winners), "losers": tuple(losers), "scores": tuple(scores),
            "tiebreak_level": level}
    ev.append(Event("game_over", text, data, subject=subject, you=you, also=also or {}))


def _end_by_score(w: State, ev: list[Event]) -> None:
    seats = range(w.players)
    scores = [castle_score(c) for c in w.castles]
    winners, level = rank(seats, scores)
    losers = [s for s in seats if s not in winners]
    played = f"All cards played ({', '.join(f'{seat_name(s)} {t}' for s, (t, _, _) in enumerate(scores))})"
    if len(winners) > 1:  # "shared victory for Seat 1 and Seat 2": no seat is the subject
        _finish(w, ev, "score", winners, losers, level,
                f"{played}: shared victory for {' and '.join(seat_name(s) for s in winners)}")
        return
    _finish(w, ev, "score", winners, losers, level, f"{played}: {seat_name(winners[0])} wins{_TIE_WORDS[level]}",
            winners[0], f"{played}: You win{_TIE_WORDS[level]}")


def _end_by_spire(w: State, ev: list[Event], spire_owner: int, by: int) -> None:
    lost = seat_name(spire_owner)
    if by != spire_owner:
        won = seat_name(by)
        _finish(w, ev, "spire", (by,), (spire_owner,), 0, f"{lost}'s Princess' Spire falls: {won} wins, {lost} loses",
                by, f"{lost}'s Princess' Spire falls: You win, {lost} loses",
                {spire_owner: f"Your Princess' Spire falls: {won} wins, you lose"})
        return
    others = [s for s in range(w.players) if s != spire_owner]
    if len(others) == 1:
        winners, level = (others[0],), 0
    else:
        winners, level = rank(others, [castle_score(c) for c in w.castles])
    names = " and ".join(seat_name(s) for s in winners)
    verb = "win" if len(winners) > 1 else "wins"
    # "Seat 2 and Seat 3 win" reads "you and Seat 3 win": only a single winner needs words of its own.
    also = {winners[0]: f"{lost} destroys their own Princess' Spire and loses; you win"} if len(winners) == 1 else {}
    _finish(w, ev, "own_spire", winners, (spire_owner,), level,
            f"{lost} destroys their own Princess' Spire and loses; {names} {verb}",
            spire_owner, f"You destroy your own Princess' Spire and lose; {names} {verb}", also)


_TIE_WORDS = ("", " on more face-down pieces", " on fewer castle pieces", "")

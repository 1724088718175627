"""How a game ended and what it is called, in words every screen shares.

- ``Outcome``: a game ended outside the rules: a person conceded (they lose; see ``concession``
  for who wins), or it was abandoned (it cannot go on: every person at a shared screen left it, or
  the AI failed beyond recovery; nobody wins).
- ``setup_words``: the seat set-up as the statistics and Continue name it ("vs Normal AI",
  "vs 2 Normal AIs", "vs 1 other person and Hard AI", "with Normal AI" in a cooperative game).
- ``short_title``: a game's title short enough for a button.
- ``progress_words``: how far a game has gone ("round 2"), from the rules' optional
  ``describe_progress(view)`` or else from the log's "Round N" / "Turn N" lines.
- ``headline``: the results' first line ("You win!", "Rival wins", "You conceded: Rival wins").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

from .seats import AI_KINDS, HUMAN, YOU, SeatSpec

CONCEDED, ABANDONED = "conceded", "abandoned"
WIN, LOSS, NEUTRAL = "win", "loss", "neutral"


@dataclass(frozen=True)
class Outcome:
    """A game ended outside the rules. ``by``: the person who conceded (``None`` when abandoned);
    ``why``: one line for the results ("Everyone left the game")."""

    reason: str
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    by: str | None = None
    why: str = ""


def concession(seats: Sequence[SeatSpec], person: str, standings: Sequence[float] | None,
               cooperative: bool) -> Outcome:
    """``person`` concedes: their seats lose. The other seats win when there is one of them (or one
    other side); among several, the leader(s) by the game's standings at that moment (``standings``:
    a number per seat, higher is better; without them every other seat shares the win). In a
    cooperative game the whole team loses."""
    mine = tuple(i for i, s in enumerate(seats) if s.kind == HUMAN and s.person == person)
    others = [i for i in range(len(seats)) if i not in mine]
    if cooperative or not others:
        return Outcome(CONCEDED, (), tuple(range(len(seats))), person)
    winners = others
    if len(others) > 1 and standings is not None and len(standings) == len(seats):
        best = max(standings[i] for i in others)
        winners = [i for i in others if standings[i] == best]
    return Outcome(CONCEDED, tuple(winners), tuple(i for i in range(len(seats)) if i not in winners), person)


def abandonment(seats: Sequence[SeatSpec], why: str) -> Outcome:
    return Outcome(ABANDONED, (), (), None, why)


# --- who the player is, and the set-up around them ---------------------------------------------------


def user_of(people: Sequence[str]) -> str | None:
    """The person whose statistics a game counts for: "You" when one person plays, else the one
    who set the game up ("Player 1", the menu's "You"), else the first person in seat order."""
    for name in (YOU, "Player 1"):
        if name in people:
            return name
    return people[0] if people else None


def _ai_words(kinds: Sequence[str]) -> list[str]:
    words = []
    for kind in sorted(set(kinds), key=lambda k: AI_KINDS.index(k) if k in AI_KINDS else 99):
        n = kinds.count(kind)
        words.append(f"{kind.capitalize()} AI" if n == 1 else f"{n} {kind.capitalize()} AIs")
    return words


def setup_words(seats: Sequence[SeatSpec], user: str | None, cooperative: bool) -> str:
    """The seats around ``user`` in a few words (the statistics' key, Continue's label)."""
    mine = [s for s in seats if s.kind == HUMAN and s.person == user]
    others = sorted({s.person for s in seats if s.kind == HUMAN and s.person != user})
    parts = []
    if others:
        parts.append(f"{len(others)} other {'person' if len(others) == 1 else 'people'}")
    parts += _ai_words([s.kind for s in seats if s.kind != HUMAN])
    if not parts:
        words = "solo"
    else:
        words = ("with " if cooperative else "vs ") + (", ".join(parts[:-1]) + " and " + parts[-1]
                                                      if len(parts) > 1 else parts[0])
    if len(mine) > 1:
        words = f"{words} (you play {len(mine)} seats)"
    return words


def short_title(title: str) -> str:
    """A title short enough for a button: the name after a possessive ("Someone's Secret Castle"
    -> "Secret Castle"), else the title itself."""
    head, sep, tail = title.rpartition("'s ")
    return tail if sep and len(tail.split()) >= 2 else title


# --- how far the game has gone --------------------------------------------------------------------------

_PROGRESS = re.compile(r"^(Round|Turn) (\d+)\b")


def progress_words(module: Any, view: Any, log: Sequence[str]) -> str:
    """A few words on how far the game has gone ("round 2"), or "" when nothing says. The rules may
    offer ``describe_progress(view)``; otherwise the latest "Round N" or "Turn N" line of the log."""
    describe = getattr(module, "describe_progress", None)
    if callable(describe):
        try:
            return str(describe(view) or "")
        except Exception:  # a description is a courtesy: never stop the title for it
            pass
    for line in reversed(log):
        match = _PROGRESS.match(line)
        if match:
            return f"{match.group(1).lower()} {match.group(2)}"
    return ""


# --- the results' first line --------------------------------------------------------------------------


def _together(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _wins(names: Sequence[str], winners: Sequence[int]) -> str:
    """"Rival wins", "You win", "Rival and Rival 2 share the win"."""
    if len(winners) > 1:
        return f"{_together([names[s] for s in winners])} share the win"
    name = names[winners[0]]
    return f"{name} {'win' if name == YOU or name.startswith(YOU + ' (') else 'wins'}"


def headline(names: Sequence[str], seats: Sequence[SeatSpec], winners: Sequence[int],
             outcome: Outcome | None, looking: str | None) -> tuple[str, str]:
    """(the results' first line, its tone: ``WIN``/``LOSS`` for the person looking, else ``NEUTRAL``)."""
    mine = {i for i, s in enumerate(seats) if s.kind == HUMAN and s.person == looking}
    alone = len({s.person for s in seats if s.kind == HUMAN}) == 1
    tone = NEUTRAL
    if alone and mine and winners:
        tone = WIN if mine & set(winners) else LOSS
    if outcome is not None and outcome.reason == ABANDONED:
        return "Game abandoned: nobody wins", NEUTRAL
    if outcome is not None and outcome.reason == CONCEDED:
        who = "You" if outcome.by in (YOU, None) else outcome.by
        if not winners:
            return f"{who} conceded: the game is lost", LOSS if alone else NEUTRAL
        return f"{who} conceded: {_wins(names, winners)}", LOSS if alone else NEUTRAL
    if not winners:
        return "Nobody wins", tone
    if len(winners) > 1:
        return f"Shared victory: {_together([names[s] for s in winners])}", tone
    return _wins(names, winners) + ("" if tone == LOSS else "!"), tone


# --- counting a finished game ----------------------------------------------------------------------------


def count(book: Any, game_id: str, setup: str, seats: Sequence[SeatSpec], people: Sequence[str],
          winners: Sequence[int], outcome: Outcome | None, result: Any) -> Any:
    """Count a finished game for the user (``user_of``) in ``book`` (``app.platform.stats``): the
    record counted, or a one-line message when the file could not be written."""
    from ..platform.stats import ABANDONED as GAVE_UP, LOST, WON

    user = user_of(people)
    mine = [i for i, s in enumerate(seats) if s.kind == HUMAN and s.person == user]
    if outcome is not None and outcome.reason == ABANDONED:
        verdict = GAVE_UP
    else:
        verdict = WON if set(mine) & set(winners) else LOST
    score = max(result.scores[i] for i in mine) if result is not None and result.scores and mine else None
    try:
        return book.record(game_id, setup, verdict, score)
    except OSError as exc:
        return f"Your statistics could not be saved ({exc.strerror or exc})."

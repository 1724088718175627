"""The standard chance events and how they look and sound on the table.

Why: dice, shuffles and draws happen in several games, and each game's rules already decide the
outcome inside ``apply``. If every game reports them with the same event kinds and data, one
function turns them into the table's theatre (a die tumbling to its face, a pile shaking, a card
flying off a pile, the matching sounds) and an adapter only merges the result into its own
choreography.

The kinds (``Event.kind``) and their ``data``:

=============  =====================================================================
``"roll"``     ``die``: the die piece's key; ``face``: the face it landed on (int)
``"shuffle"``  ``pile``: the shuffled pile's piece key
``"draw"``     ``pile``: the pile's piece key; optional ``to``: the key of the piece
               drawn, which then flies from the pile
=============  =====================================================================

Rules packages cannot import the app; they write these kinds as plain strings, and their
adapters name the piece keys (or translate the rules' own ids).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from .choreography import Choreography, Cue, Roll
from .dice import TUMBLE_SECONDS

ROLL, SHUFFLE, DRAW = "roll", "shuffle", "draw"
KINDS = (ROLL, SHUFFLE, DRAW)

# sounds/ files for each (dice.wav is the rattle made by sounds/make_sounds.py)
SOUND_ROLL, SOUND_SHUFFLE, SOUND_DRAW = "dice", "shuffle", "draw"

SHUFFLE_SECONDS = 0.4   # a shuffled pile shakes, then what follows it starts
DRAW_GAP = 0.15         # between two draws in a row (150 ms each)


def _kind_data(event: Any) -> tuple[str, Mapping[str, Any]]:
    return getattr(event, "kind", ""), (getattr(event, "data", None) or {})


def is_chance(event: Any) -> bool:
    """A standard chance event: a ``roll`` naming its ``die``, a ``shuffle`` or ``draw`` naming
    its ``pile``. A game's own events of the same kind without those (a card drawn into a hand,
    told the game's way) are left to its adapter."""
    kind, data = _kind_data(event)
    return kind == ROLL and "die" in data or kind in (SHUFFLE, DRAW) and "pile" in data


def standard_choreography(events: Iterable[Any], start: float = 0.0,
                          keys: Mapping[str, str] | None = None, seconds: float = TUMBLE_SECONDS) -> Choreography:
    """The rolls, shakes, flights and sounds of the chance events among ``events`` (any others
    are left to the adapter), in the order they happened, the first at ``start`` seconds.

    Dice rolled by consecutive events tumble together with one rattle (the three dice of a turn);
    a die rolled again starts a new throw after the first has landed. ``keys`` maps the rules' ids
    to piece keys where they differ (``{"walk": "die:walk"}``); ``seconds``: how long a throw
    tumbles (a game's ``TableAdapter.tumble_seconds``)."""
    keys = keys or {}
    out = Choreography()
    t = start
    throw: set[str] | None = None   # the dice of the throw under way
    throw_at = t

    def end_throw() -> None:
        nonlocal throw, t
        if throw is not None:
            t = throw_at + seconds
            throw = None

    for event in events:
        if not is_chance(event):
            continue
        kind, data = _kind_data(event)
        if kind == ROLL:
            die = keys.get(str(data["die"]), str(data["die"]))
            if throw is not None and die in throw:
                end_throw()
            if throw is None:
                throw, throw_at = set(), t
                out.sounds.append(Cue(SOUND_ROLL, throw_at))
            throw.add(die)
            out.rolls.append(Roll(die, int(data["face"]), throw_at, seconds))
            continue
        end_throw()
        pile = keys.get(str(data.get("pile", "")), str(data.get("pile", "")))
        if kind == SHUFFLE:
            out.shakes.add(pile)
            out.sounds.append(Cue(SOUND_SHUFFLE, t))
            t += SHUFFLE_SECONDS
        elif kind == DRAW:
            out.sounds.append(Cue(SOUND_DRAW, t))
            to = data.get("to")
            if to:
                to = keys.get(str(to), str(to))
                out.origins[to] = pile
                out.delays[to] = t
            t += DRAW_GAP
    return out


def chance_seconds(choreography: Choreography) -> float:
    """When the last roll of ``choreography`` has landed (0 without rolls), at normal speed."""
    return max((r.delay + r.seconds for r in choreography.rolls), default=0.0)


__all__ = ["DRAW", "KINDS", "ROLL", "SHUFFLE", "SOUND_DRAW", "SOUND_ROLL", "SOUND_SHUFFLE", "chance_seconds",
           "is_chance", "standard_choreography"]

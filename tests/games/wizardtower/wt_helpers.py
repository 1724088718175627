"""Builders shared by the Tower of the Sleepy Wizard tests: teams written as faces, rounds built
straight to their scoring, and short ways to play on.

Faces as in the spec: a number for a value, ``R`` a Rogue, ``S`` a Shapeshifter.
"""

from __future__ import annotations

import rules.wizardtower as g
from rules.wizardtower.cards import CARD_IDS, FACE

_FACE = {"R": "1*", "S": "?"}


class Picker:
    """Hands out distinct cards by face, lowest card number first."""

    def __init__(self, used=()) -> None:
        self.used = set(used)

    def card(self, face: str) -> str:
        want = _FACE.get(face, face)
        for c, f in enumerate(FACE):
            if f == want and CARD_IDS[c] not in self.used:
                self.used.add(CARD_IDS[c])
                return CARD_IDS[c]
        raise ValueError(f"no card of face {face} left")

    def team(self, faces: str) -> list[str]:
        return [self.card(f) for f in faces.split()]

    def rest(self, count: int) -> list[str]:
        out = [c for c in CARD_IDS if c not in self.used][:count]
        self.used.update(out)
        return out


OTHER_FLOORS = ["F14", "F15", "F16", "F17", "F18", "F13"]


def tower_with(floor: str, at: int) -> list[str]:
    """A tower with ``floor`` at T``at`` (1-4) and floors without a bonus elsewhere."""
    others = [f for f in OTHER_FLOORS if f != floor]
    tower = others[:3]
    tower.insert(at - 1, floor)
    return tower


def scoring_position(teams: list[str], floor: str = "GF", rnd: int | None = None, totals=None, treasure=None,
                     first: int = 0, start: int | None = None):
    """(state, events, card ids of each team): a round whose four passes are over, on ``floor``
    (round 1 for GF, else round 2 unless ``rnd`` says), stopped at the first copy choice or gone
    on past scoring."""
    n = len(teams)
    pick = Picker()
    ids = [pick.team(t) for t in teams]
    rnd = rnd or (1 if floor == "GF" else 2)
    tower = tower_with(floor, rnd - 1) if floor != "GF" else ["F14", "F15", "F16", "F17"]
    pos = {"round": rnd, "first": first, "hands": [[None] * 4 for _ in range(n)], "teams": ids,
           "market": pick.rest(3), "totals": list(totals or [0] * n), "treasure": list(treasure or [0] * n)}
    options = {"tower": tower, "first": first if start is None else start, "position": pos}
    state, events = g.new_game_with_events(n, 1, options)
    return state, events, ids


def choose_copies(state, events, choices: dict[int, tuple] | None = None):
    """Answer every copy decision: the given mapping for a seat, else the proposal."""
    choices = choices or {}
    while g.to_act(state) is not None and state.step[0] == "copy":
        seat = g.to_act(state)
        mapping = choices.get(seat, g.propose_copies(state.teams[seat], state.floor))
        action = next(a for a in g.legal_actions(state) if a.mapping == mapping)
        state, new = g.apply(state, action)
        events = events + new
    return state, events


def gains(events, n: int) -> list[int]:
    """Treasure collected per seat in ``events`` (round treasure and tracker bonuses)."""
    out = [0] * n
    for e in events:
        if e.kind == "treasure":
            out[e.data["seat"]] += e.data["gain"]
        elif e.kind == "bonus":
            out[e.data["seat"]] += e.data["bonus"]
    return out


def noises(events) -> dict[int, int]:
    return {e.data["seat"]: e.data["noise"] for e in events if e.kind == "noise"}


def play_first_until(state, stop):
    """Apply the first legal action until ``stop(state)``; the state and all events."""
    events = []
    while not stop(state):
        assert g.to_act(state) is not None, "the game ended first"
        state, new = g.apply(state, g.legal_actions(state)[0])
        events += new
    return state, events


def to_round(players: int, floor: str, seed: int = 3):
    """A game whose tower has ``floor`` at T1, played (first legal action) into round 2."""
    state = g.new_game(players, seed, {"tower": tower_with(floor, 1), "first": 0})
    return play_first_until(state, lambda s: s.round == 2)

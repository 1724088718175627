"""A hand-written Castles of Caleira player, and the cheap policy search uses in playouts.

Each option gets a score in rough "points" from what the deciding seat can see: its own hand
and pieces, face-up cards, the discard pile and, in a view, the cards its knowledge pins.
Another seat's face-down piece or hand card counts as unknown unless the view shows it, so the
policy never cheats even when handed a full (sampled) state during search.
"""

from __future__ import annotations

import functools
import random
from typing import Any, Sequence

from .actions import Exchange, Flip, Look, Order, Pick, Play, StopPicking, Target
from .cards import (
    BARRACKS, BATTLEMENTS, CARD_POINTS, HAS_EFFECT, IS_BATTLEMENTS, KIND_OF, MARKETPLACE, OBSERVATORY, POINTS,
    SPIRE, SPIRE_CARD, THRONE_ROOM, TREBUCHET, UNKNOWN, WATCHTOWER, WIZARD_TOWER,
)
from .engine import legal_actions, to_act
from .state import State

WIN = 60.0  # what destroying a Spire is worth against ordinary points
# How much we like to hold (or have a rival hold) a card, for the Wizard Tower and the Marketplace.
CARD_WORTH = {TREBUCHET: 3.0, BARRACKS: 3.0, OBSERVATORY: 3.0, WIZARD_TOWER: 2.5, WATCHTOWER: 2.5,
              MARKETPLACE: 2.0, THRONE_ROOM: 2.0, BATTLEMENTS: 1.2, SPIRE: 0.5}
# What an unknown card fired for a rival costs us, on average.
RIVAL_EFFECT_HARM = 1.5
UNKNOWN_FACE_DOWN_POINTS = 1.8  # average face-up worth of a card we cannot see


class _Seen:
    """What ``seat`` can see of ``state``; the counts are worked out only when a score needs them
    (playouts ask for thousands of decisions per second)."""

    def __init__(self, state: State, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.viewing = state.viewer == seat
        self.rivals = [p for p in range(state.players) if p != seat]

    @functools.cached_property
    def hidden_trebuchets(self) -> int:
        """Trebuchets that could still fire: not discarded, not face-up, not ours."""
        state = self.state
        visible = sum(1 for c in state.discard if KIND_OF[c] == TREBUCHET)
        visible += self.my_tre_in_hand
        for p, castle in enumerate(state.castles):
            for c, up, _ in castle:
                if KIND_OF[c] == TREBUCHET and self.knows(p, c, up):
                    visible += 1
        return 4 - visible

    @functools.cached_property
    def my_tre_in_hand(self) -> int:
        return sum(1 for c in self.state.hands[self.seat] if KIND_OF[c] == TREBUCHET)

    @functools.cached_property
    def unknown_rival_down(self) -> int:
        state = self.state
        return sum(1 for p in self.rivals for c, up, _ in state.castles[p] if not self.knows(p, c, up))

    @functools.cached_property
    def spire_odds(self) -> float:
        """The chance that a given hidden rival piece is the Spire (0 when we know where it is)."""
        state = self.state
        if SPIRE_CARD in state.discard or SPIRE_CARD in state.hands[self.seat]:
            return 0.0
        for p, castle in enumerate(state.castles):
            for c, up, _ in castle:
                if c == SPIRE_CARD and self.knows(p, c, up):
                    return 0.0
        # Places it could be that we cannot see: rival hands, unknown rival pieces, the deck.
        places = self.unknown_rival_down + sum(1 for p in self.rivals if state.hands[p]) + (1 if state.deck else 0)
        return 1.0 / places if places else 0.0

    def knows(self, p: int, card: int, up: bool) -> bool:
        if card == UNKNOWN:
            return False
        return up or p == self.seat or (self.viewing and not up)

    def bonus_delta(self, p: int) -> float:
        """Points a seat gains when this Battlements turns face-up (the third gives 9)."""
        ups = sum(1 for c, up, _ in self.state.castles[p] if up and IS_BATTLEMENTS[c])
        return 9.0 if ups == 2 else (1.0 if ups == 1 else 0.0)


def _piece(state: State, seat: int, pos: int) -> tuple[int, bool, int]:
    return state.castles[seat][pos - 1]


def _shown_points(seen: _Seen, p: int, card: int) -> float:
    if IS_BATTLEMENTS[card]:
        ups = sum(1 for c, up, _ in seen.state.castles[p] if up and IS_BATTLEMENTS[c])
        return 3.0 if ups == 3 else 0.0
    return float(CARD_POINTS[card])


def _reveal_value(seen: _Seen, p: int, card: int, up: bool, fires: bool) -> float:
    """Value to us of turning the piece at seat ``p`` face-up."""
    if up:
        return 0.0
    if not seen.knows(p, card, up):
        if p == seen.seat:
            return 0.0
        return -(UNKNOWN_FACE_DOWN_POINTS - 1.0) - (RIVAL_EFFECT_HARM if fires else 0.0)
    if IS_BATTLEMENTS[card]:
        gain = seen.bonus_delta(p) - 1.0
    else:
        gain = CARD_POINTS[card] - 1.0
    if card == SPIRE_CARD:
        gain -= 3.0 * seen.hidden_trebuchets if p == seen.seat else -2.0 * seen.my_tre_in_hand
    effect = 0.0
    if fires and HAS_EFFECT[card]:
        effect = 1.5 if p == seen.seat else -RIVAL_EFFECT_HARM
        if KIND_OF[card] == TREBUCHET and p != seen.seat:
            effect = -2.5
    return (gain if p == seen.seat else -gain) + effect


def _destroy_value(seen: _Seen, p: int, card: int, up: bool) -> float:
    mine = p == seen.seat
    if not seen.knows(p, card, up):  # a rival's hidden piece
        return seen.spire_odds * WIN + 1.0 - RIVAL_EFFECT_HARM * 0.6
    if card == SPIRE_CARD:
        return -WIN if mine else WIN
    if IS_BATTLEMENTS[card]:
        return 0.0 if up else (seen.bonus_delta(p) - 1.0) * (1 if mine else -1)
    lost = _shown_points(seen, p, card) if up else 1.0
    effect = 0.0
    if not up and HAS_EFFECT[card]:
        effect = 1.5 if mine else -RIVAL_EFFECT_HARM
    return (-lost if mine else lost) + effect


def _barracks_value(seen: _Seen, p: int, card: int, up: bool) -> float:
    if not up:
        return 0.0
    if IS_BATTLEMENTS[card]:
        ups = sum(1 for c, u, _ in seen.state.castles[p] if u and IS_BATTLEMENTS[c])
        change = -8.0 if ups == 3 else 1.0  # breaking a full set costs 9 - 1 points
    else:
        change = 1.0 - CARD_POINTS[card]
    retrigger = 0.4 if HAS_EFFECT[card] else 0.0
    return (change + retrigger) if p == seen.seat else -(change + retrigger)


def _throne_value(seen: _Seen, p: int, card: int, up: bool) -> float:
    return 0.0 if up else _reveal_value(seen, p, card, up, fires=False) + (0.3 if p != seen.seat else 0.0)


def _best(values: Sequence[float], default: float = 0.0) -> float:
    return max(values) if values else default


def _targets(seen: _Seen, value) -> list[float]:
    return [value(seen, p, c, up) for p, castle in enumerate(seen.state.castles) for c, up, _ in castle]


def _play_value(seen: _Seen, action: Play) -> float:
    kind = action.name
    state, seat = seen.state, seen.seat
    hand_after = len(state.hands[seat]) - 1
    if not action.face_up:
        value = 1.0
        if kind == SPIRE:
            return value - 2.5 * seen.hidden_trebuchets - 0.5
        if kind == TREBUCHET:
            value += 0.4  # a hidden Trebuchet fires for us if a rival reveals it
        if kind == BATTLEMENTS:
            value += 0.3
        return value
    if kind == BATTLEMENTS:
        return seen.bonus_delta(seat) - 0.2
    value = float(POINTS[kind])
    if kind == TREBUCHET:
        value += _best(_targets(seen, _destroy_value))
    elif kind == BARRACKS:
        value += _best(_targets(seen, _barracks_value))
    elif kind == THRONE_ROOM:
        value += _best(_targets(seen, _throne_value))
    elif kind == WATCHTOWER:
        gains = sorted((v for v in _targets(seen, lambda s, p, c, u: _reveal_value(s, p, c, u, True)) if v > 0),
                       reverse=True)
        value += sum(gains[:2])
    elif kind == OBSERVATORY:
        value += 0.5 if seen.unknown_rival_down else 0.0
    elif kind == WIZARD_TOWER:
        value += 0.3 if state.deck else 0.0
    elif kind == MARKETPLACE:
        value += 0.3 if hand_after and any(state.hands[p] for p in seen.rivals) else 0.0
    return value


def _order_value(seen: _Seen, action: Order) -> float:
    state = seen.state
    value = 0.0
    drawer = state.active
    for name in action.names:  # top first: drawn by the next seats in turn order
        drawer = (drawer + 1) % state.players
        worth = CARD_WORTH[name]
        value += worth if drawer == seen.seat else -worth / max(1, len(seen.rivals))
    return value


def score(seen: _Seen, action: Any) -> float:
    """How good ``action`` looks to the seat deciding, in rough points."""
    state = seen.state
    if isinstance(action, Play):
        return _play_value(seen, action)
    if isinstance(action, Target):
        c, up, _ = _piece(state, action.seat, action.pos)
        effect = KIND_OF[state.step[2]]  # type: ignore[index]
        fn = {BARRACKS: _barracks_value, THRONE_ROOM: _throne_value, TREBUCHET: _destroy_value}[effect]
        return fn(seen, action.seat, c, up)
    if isinstance(action, Pick):
        c, up, _ = _piece(state, action.seat, action.pos)
        return _reveal_value(seen, action.seat, c, up, fires=True)
    if isinstance(action, StopPicking):
        return 0.0
    if isinstance(action, Look):
        c, up, _ = _piece(state, action.seat, action.pos)
        unknown = not seen.knows(action.seat, c, up)
        return (1.0 if unknown else 0.0) + (0.5 if action.seat != seen.seat else 0.0)
    if isinstance(action, Flip):
        slot = state.step[3][0]  # type: ignore[index]
        for p, castle in enumerate(state.castles):
            for c, up, s in castle:
                if s == slot:
                    known = c != UNKNOWN
                    value = _reveal_value(seen, p, c, up, fires=True) if known else -1.0
                    return value if action.up else 0.0
        return 0.0
    if isinstance(action, Order):
        return _order_value(seen, action)
    if isinstance(action, Exchange):
        worth = CARD_WORTH[action.name]
        if action.name == SPIRE:
            worth = -1.0 - seen.hidden_trebuchets  # handing the Spire over moves the danger to them
        return -worth + 0.1 * len(state.hands[action.partner])
    return 0.0


def choose(view_state: State, seat: int, rng: random.Random) -> Any:
    """The heuristic player's pick (ties broken at random)."""
    actions = legal_actions(view_state)
    seen = _Seen(view_state, seat)
    return max(actions, key=lambda a: (score(seen, a), rng.random()))


def rollout(state: State, actions: Sequence[Any], rng: random.Random) -> Any:
    """Playout policy for search: the heuristic most of the time, a random move now and then."""
    if len(actions) == 1 or rng.random() < 0.2:
        return actions[int(rng.random() * len(actions))]
    seen = _Seen(state, to_act(state))  # type: ignore[arg-type]
    return max(actions, key=lambda a: (score(seen, a), rng.random()))

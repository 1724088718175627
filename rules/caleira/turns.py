"""The flow of play of Castles of Caleira (spec 3.3 and 3.4): the options of each decision, and
every step that needs none (turns and their draws, effects leaving the queue, one-option
decisions, the end on score).

``_advance`` runs after ``apply`` has carried out a decision (``effects``) and after setup,
until a seat must choose between at least two options or the game is over.
"""

from __future__ import annotations

import functools
import itertools

from ..core.events import Event
from ..core.text import seat_name
from . import knowledge as kn
from .actions import Action, Exchange, Flip, Look, Order, Pick, Play, StopPicking, Target
from .cards import (
    BARRACKS, KIND_OF, MARKETPLACE, OBSERVATORY, SPIRE, THRONE_ROOM, TITLE, TITLES, TREBUCHET, WATCHTOWER,
    WIZARD_TOWER, title,
)
from .effects import _act, _with_hand, _with_record
from .scoring import _end_by_score
from .state import EXCHANGE, FLIP, LOOK, ORDER, PLAY, TARGET, WATCH, State

# --- options ---------------------------------------------------------------------------------

_PLAYS = {(kind, up): Play(kind, up) for kind in TITLE for up in (True, False)}
# Options are rebuilt after every action; equal actions are shared rather than re-created.
_target_option = functools.lru_cache(maxsize=None)(Target)
_pick_option = functools.lru_cache(maxsize=None)(Pick)
_look_option = functools.lru_cache(maxsize=None)(Look)
_FLIPS = (Flip(True), Flip(False))
_VERBS = {BARRACKS: "Turn face-down", THRONE_ROOM: "Turn face-up silently", TREBUCHET: "Destroy"}


@functools.lru_cache(maxsize=4096)
def _play_options(hand: tuple[int, ...]) -> tuple[Play, ...]:
    """D1: one option per (card name, side); the Spire only face-down."""
    out: list[Play] = []
    for kind in dict.fromkeys(KIND_OF[c] for c in hand):
        if kind != SPIRE:
            out.append(_PLAYS[(kind, True)])
        out.append(_PLAYS[(kind, False)])
    return tuple(out)


def _options(s: State) -> tuple[Action, ...]:
    kind, owner, card, data = s.step  # type: ignore[misc]
    if kind == PLAY:
        return _play_options(s.hands[owner])
    if kind == TARGET:
        verb = _VERBS[KIND_OF[card]]
        return tuple([_target_option(p, i + 1, verb, TITLES[c] if up else "face-down")
                      for p, castle in enumerate(s.castles) for i, (c, up, _) in enumerate(castle)])
    if kind == WATCH:
        picks = [_pick_option(p, i + 1) for p, castle in enumerate(s.castles)
                 for i, (_, up, slot) in enumerate(castle) if not up and slot not in data]
        return tuple(picks) + (StopPicking(len(data)),)
    if kind == LOOK:
        return tuple(_look_option(p, i + 1) for p, castle in enumerate(s.castles)
                     for i, (_, up, _) in enumerate(castle) if not up)
    if kind == FLIP:
        return _FLIPS
    if kind == ORDER:
        names = tuple(KIND_OF[c] for c in data)
        return tuple(Order(p) for p in dict.fromkeys(itertools.permutations(names)))
    if kind == EXCHANGE:
        names = dict.fromkeys(KIND_OF[c] for c in s.hands[owner])
        partners = [p for p in range(s.players) if p != owner and s.hands[p]]
        return tuple(Exchange(n, p) for n in names for p in partners)
    raise AssertionError(kind)


# --- the flow of play ------------------------------------------------------------------------


def _advance(w: State, ev: list[Event]) -> None:
    """Run every step that needs no choice, until a real decision or the end of the game."""
    while w.over is None:
        if w.step is not None:
            options = _options(w)
            if len(options) >= 2:
                w._legal = options
                return
            if len(options) == 1:
                _act(w, options[0], ev, only=True)
            else:
                _nothing_to_do(w, ev)
        elif w.queue:
            _start_effect(w, ev)
        elif not any(w.hands):
            _end_by_score(w, ev)
        else:
            _begin_turn(w, ev, (w.active + 1) % w.players)
    w.step = None
    w.queue = ()
    w._legal = ()


def _begin_turn(w: State, ev: list[Event], seat: int) -> None:
    w.active = seat
    w.turn += 1
    name = seat_name(seat)
    ev.append(Event("turn", f"Turn {w.turn}: {name}", {"seat": seat, "turn": w.turn}))
    if w.deck:
        card = w.deck[-1]
        index = len(w.deck) - 1
        w.deck = w.deck[:-1]
        w.hands = _with_hand(w.hands, seat, tuple(sorted(w.hands[seat] + (card,))))
        if w.know is not None:
            # The drawer learns the card; everyone else learns only that it left the deck's top.
            place = kn.deck_place(index)
            w.know = tuple([
                kn.see(rec, card, place, kn.hand(seat)) if p == seat
                else kn.move_place(rec, place, kn.hand(seat))
                for p, rec in enumerate(w.know)])
        drawn = title(card)
        hidden = Event("draw", f"{name} draws a card", {"seat": seat}, subject=seat, you="You draw a card")
        ev.append(Event("draw", f"{name} draws {drawn}", {"seat": seat, "card": card}, frozenset((seat,)), hidden,
                        seat, f"You draw {drawn}"))
    w.step = (PLAY, seat, -1, ())


def _start_effect(w: State, ev: list[Event]) -> None:
    (card, owner), w.queue = w.queue[0], w.queue[1:]
    kind = KIND_OF[card]
    where = " from the discard pile" if card in w.discard else ""
    what = f"{seat_name(owner)}'s {title(card)}"
    ev.append(Event("resolve", f"{what} resolves{where}", {"seat": owner, "card": card, "from_discard": bool(where)}))
    if kind in (BARRACKS, THRONE_ROOM, TREBUCHET):
        w.step = (TARGET, owner, card, ())
    elif kind == WATCHTOWER:
        w.step = (WATCH, owner, card, ())
    elif kind == OBSERVATORY:
        w.step = (LOOK, owner, card, ())
    elif kind == MARKETPLACE:
        w.step = (EXCHANGE, owner, card, ())
    elif kind == WIZARD_TOWER:
        if not w.deck:
            ev.append(Event("nothing", f"{what}: the deck is empty, nothing happens", {"seat": owner, "card": card}))
            return
        top = tuple(reversed(w.deck[-3:]))  # top first
        if w.know is not None:
            rec = w.know[owner]
            for i, c in enumerate(top):
                place = kn.deck_place(len(w.deck) - 1 - i)
                rec = kn.see(rec, c, place, place)
            w.know = _with_record(w.know, owner, rec)
        names = ", ".join(title(c) for c in top)
        ev.append(Event("peek", f"{what} looks at the top {len(top)} cards of the deck: {names}",
                        {"seat": owner, "card": card, "count": len(top), "cards": top}, frozenset((owner,)),
                        Event("peek", f"{what} looks at the top {len(top)} cards of the deck",
                              {"seat": owner, "card": card, "count": len(top)})))
        w.step = (ORDER, owner, card, top)
    else:  # Battlements and the Spire are never queued
        raise AssertionError(f"{title(card)} has no effect")


def _nothing_to_do(w: State, ev: list[Event]) -> None:
    kind, owner, card, _ = w.step  # type: ignore[misc]
    if kind == PLAY:
        ev.append(Event("nothing", f"{seat_name(owner)} has no card to play", {"seat": owner, "card": card},
                        subject=owner, you="You have no card to play"))
    else:
        why = {TARGET: "no castle piece to target", LOOK: "no face-down piece to look at",
               EXCHANGE: "no exchange is possible"}[kind]
        ev.append(Event("nothing", f"{seat_name(owner)}'s {title(card)}: {why}, nothing happens",
                        {"seat": owner, "card": card}))
    w.step = None

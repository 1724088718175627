"""The rules of Castles of Caleira (spec sections 3 and 4): setup, turns, the effect queue.

``apply`` copies the state, carries out the chosen action, then ``_advance`` runs every step
that needs no decision (draws, single-option choices, effects with nothing to do, the end of
the game) until a seat must choose between at least two options or the game is over.
"""

from __future__ import annotations

import functools
import itertools
from typing import Any, Mapping, Sequence

from ..core import rng as rngmod
from ..core.errors import IllegalAction
from ..core.flow import cached_legal_actions, checked_apply
from ..core.events import Event
from ..core.result import Result
from ..core.text import seat_name
from . import knowledge as kn
from .actions import Action, Exchange, Flip, Look, Order, Pick, Play, StopPicking, Target, piece_words
from .cards import (
    ALL_CARDS, BARRACKS, BATTLEMENTS_BONUS_POINTS, CARD_IDS, CARD_POINTS, FACE_DOWN_POINTS,
    HAS_EFFECT, IS_BATTLEMENTS, KIND_OF, MARKETPLACE, OBSERVATORY, SPIRE, SPIRE_CARD, THRONE_ROOM, TITLE, TITLES,
    TREBUCHET, WATCHTOWER, WIZARD_TOWER, parse_card, title,
)
from .state import EXCHANGE, FLIP, LOOK, ORDER, PLAY, TARGET, WATCH, State

HAND_SIZE = 2
PRIVATE_DECISIONS = (PLAY, ORDER, EXCHANGE)  # their options list hidden cards (spec 7.2)

# --- setup ----------------------------------------------------------------------------------


def new_game(players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    """A seeded start. ``options`` may hold ``deal`` and ``rig`` (spec 3.2), or ``position``
    (a mid-game position built for a test or a lesson; see ``_build_position``)."""
    return new_game_with_events(players, seed, options)[0]


def new_game_with_events(players: int, seed: int,
                         options: Mapping[str, Any] | None = None) -> tuple[State, list[Event]]:
    """``new_game``, plus the events of the opening (the first turn's draw and any automatic
    steps before the first decision), for the log and the table's first animation."""
    if players not in (2, 3, 4):
        raise ValueError("Castles of Caleira is played by 2, 3 or 4 players")
    options = dict(options or {})
    unknown = set(options) - {"deal", "rig", "position"}
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
    s = State.__new__(State)
    s.players = players
    s.rng = rngmod.seed_state(seed)
    s.rig = tuple(parse_card(c) for c in options.get("rig", ()))
    s.queue = ()
    s.over = None
    s.viewer = None
    s._legal = None
    s.step = None
    s.discard = ()
    s.next_slot = 0
    s.castles = ((),) * players
    if "position" in options:
        _build_position(s, options["position"])
    else:
        if "deal" in options:
            hands, deck, box, start = _checked_deal(players, options["deal"])
        else:
            hands, deck, box, start = _random_deal(s, players)
        s.hands = tuple(tuple(sorted(h)) for h in hands)
        s.deck = tuple(reversed(deck))  # stored bottom first
        s.box = tuple(box)
        s.active = start
        s.turn = 0
    s.know = tuple(
        kn.fresh_record(p, players, s.hands, s.castles, len(s.deck), len(s.box), s.discard)
        for p in range(players)
    )
    events: list[Event] = []
    if s.step is None:
        _begin_turn(s, events, s.active)
    _advance(s, events)
    return s, events


def _random_deal(s: State, players: int) -> tuple[list[list[int]], list[int], list[int], int]:
    cards, s.rng = rngmod.shuffled(s.rng, ALL_CARDS)
    box = sorted(cards[:2]) if players == 4 else []
    cards = cards[2:] if players == 4 else cards
    hands = [cards[HAND_SIZE * p: HAND_SIZE * (p + 1)] for p in range(players)]
    deck = cards[HAND_SIZE * players:]  # top first
    start, s.rng = rngmod.below(s.rng, players)
    return hands, deck, box, start


def _checked_deal(players: int, deal: Mapping[str, Any]) -> tuple[list[list[int]], list[int], list[int], int]:
    try:
        hands = [[parse_card(c) for c in h] for h in deal["hands"]]
        deck = [parse_card(c) for c in deal["deck"]]
        box = [parse_card(c) for c in deal.get("box", ())]
        start = deal.get("start", 0)
    except (KeyError, TypeError) as exc:
        raise ValueError(f"a deal needs 'hands', 'deck', 'box' and 'start' ({exc})") from None
    if len(hands) != players or any(len(h) != HAND_SIZE for h in hands):
        raise ValueError(f"a deal gives {HAND_SIZE} cards to each of the {players} players")
    if len(box) != (2 if players == 4 else 0):
        raise ValueError("a deal boxes 2 cards with 4 players and none otherwise")
    every = [c for h in hands for c in h] + deck + box
    if sorted(every) != list(ALL_CARDS):
        raise ValueError("a deal must use every card exactly once")
    if not (isinstance(start, int) and 0 <= start < players):
        raise ValueError("a deal's start must be a seat")
    return hands, deck, box, start


def _build_position(s: State, pos: Mapping[str, Any]) -> None:
    """A position written as in the spec's scenarios (section 6).

    ``hands``: card IDs per seat; ``castles``: per seat, pieces like ``"SPI↓"``/``"WAT1↑"``;
    ``deck``: top first; ``box``; ``active`` (default 0); ``drawn`` (default True: the active
    seat has drawn and must play; False: its turn starts with the draw). Every other card is
    in the discard pile.
    """
    players = s.players
    hands = [[parse_card(c) for c in h] for h in pos.get("hands", [[]] * players)]
    castles_in = pos.get("castles", [[]] * players)
    if len(hands) != players or len(castles_in) != players:
        raise ValueError("a position lists a hand and a castle for every seat")
    castles = []
    for castle in castles_in:
        pieces = []
        for text in castle:
            if not isinstance(text, str) or text[-1:] not in ("↑", "↓"):
                raise ValueError(f"a piece is written like 'SPI↓' or 'WAT1↑', not {text!r}")
            pieces.append((parse_card(text[:-1]), text[-1] == "↑", s.next_slot))
            s.next_slot += 1
        castles.append(tuple(pieces))
    deck = [parse_card(c) for c in pos.get("deck", [])]
    box = [parse_card(c) for c in pos.get("box", [])]
    used = [c for h in hands for c in h] + [p[0] for c in castles for p in c] + deck + box
    if len(set(used)) != len(used):
        raise ValueError("a position uses a card twice")
    s.hands = tuple(tuple(sorted(h)) for h in hands)
    s.castles = tuple(castles)
    s.deck = tuple(reversed(deck))
    s.box = tuple(sorted(box))
    s.discard = tuple(c for c in ALL_CARDS if c not in set(used))
    s.active = pos.get("active", 0)
    s.turn = pos.get("turn", 1)
    if pos.get("drawn", True):
        s.step = (PLAY, s.active, -1, ())
    else:
        s.turn -= 1


# --- the protocol -----------------------------------------------------------------------------


def to_act(state: State) -> int | None:
    """The seat that decides now, or ``None`` once the game is over."""
    return None if state.step is None else state.step[1]


def legal_actions(state: State) -> tuple[Action, ...]:
    """The acting seat's options (cached on the state: it never changes).

    On a view of a seat that is not the one deciding, the options of a private decision
    (which cards to play, give or order) are unknown, and the answer is empty.
    """
    return cached_legal_actions(state, _options, PRIVATE_DECISIONS)  # type: ignore[return-value]


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """Carry out ``action`` for the seat to act; the input state is never changed."""
    return checked_apply(state, action, legal_actions, why_illegal, _act, _advance)


def result(state: State) -> Result | None:
    return state.over


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


_ASKS = {
    PLAY: "play a card from hand", TARGET: "choose a target for {card}", WATCH: "pick pieces for {card}",
    LOOK: "choose a face-down piece for {card} to look at", FLIP: "turn the looked-at piece face-up or leave it",
    ORDER: "put the {card}'s cards back in order", EXCHANGE: "choose a card and a player for {card}",
}


def describe_decision(state: State) -> str:
    """What the seat to act must decide, in words ("Seat 2 must choose a target for Trebuchet")."""
    if state.step is None:
        return "The game is over"
    kind, owner, card, _ = state.step
    ask = _ASKS[kind].format(card=title(card) if card >= 0 else "")
    return f"{seat_name(owner)} must {ask}"


def why_illegal(state: State, action: object) -> str:
    """A one-line reason why ``action`` is not legal now. Seats appear only as owners ("Seat 1's
    hand"), never as the subject of a verb, so ``name_seats(..., you=seat)`` reads right."""
    if state.step is None:
        return "The game is over"
    kind, owner, card, data = state.step
    try:
        label = action.label  # type: ignore[attr-defined]
    except (AttributeError, KeyError, TypeError):  # not an action, or one naming no card
        label = repr(action)
    expected = {PLAY: Play, TARGET: Target, WATCH: (Pick, StopPicking), LOOK: Look, FLIP: Flip,
                ORDER: Order, EXCHANGE: Exchange}[kind]
    if not isinstance(action, expected):
        return f"{describe_decision(state)}; '{label}' does not answer that"
    if isinstance(action, Play):
        if action.name == SPIRE and action.face_up:
            return "The Princess' Spire can only be played face-down"
        return f"{seat_name(owner)}'s hand holds no {TITLE.get(action.name, action.name)}"
    if isinstance(action, (Target, Pick, Look)):
        castle = state.castles[action.seat] if 0 <= action.seat < state.players else ()
        if not 1 <= action.pos <= len(castle):
            return "There is no such castle piece"
        if isinstance(action, (Pick, Look)):
            return "Only face-down pieces (not already picked) can be chosen"
    if isinstance(action, Order):
        return "That order does not match the cards looked at"
    if isinstance(action, Exchange):
        if action.partner == owner or not (0 <= action.partner < state.players):
            return "Choose another player to exchange with"
        if not state.hands[action.partner]:
            return f"{seat_name(action.partner)}'s hand holds no card to exchange"
        return f"{seat_name(owner)}'s hand holds no {TITLE.get(action.name, action.name)}"
    return f"'{label}' is not possible now"


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
                _set(kn.move_place(rec, place, 0), card, kn.hand(seat)) if p == seat
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
                rec = kn.pin(rec, c, kn.deck_place(len(w.deck) - 1 - i), True)
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


# --- carrying out decisions -------------------------------------------------------------------


def _act(w: State, action: Action, ev: list[Event], only: bool) -> None:
    kind, owner, card, data = w.step  # type: ignore[misc]
    note = " (only option)" if only else ""
    if kind in PRIVATE_DECISIONS and only:
        # Whether a private decision was automatic is as private as its options (spec 7.2).
        ev.append(Event("only_option", f"{seat_name(owner)} had only one option", {"seat": owner},
                        frozenset((owner,)), None, owner, "You had only one option"))
        note = ""
    if kind == PLAY:
        _play(w, ev, owner, action)  # type: ignore[arg-type]
    elif kind == TARGET:
        _target(w, ev, owner, card, action, note)  # type: ignore[arg-type]
    elif kind == WATCH:
        _watch(w, ev, owner, card, data, action, note)
    elif kind == LOOK:
        _look(w, ev, owner, card, action, note)  # type: ignore[arg-type]
    elif kind == FLIP:
        _flip(w, ev, owner, card, data[0], action.up)  # type: ignore[union-attr]
    elif kind == ORDER:
        _order(w, ev, owner, card, data, action.names)  # type: ignore[union-attr]
    elif kind == EXCHANGE:
        _exchange(w, ev, owner, card, action)  # type: ignore[arg-type]


def _play(w: State, ev: list[Event], seat: int, action: Play) -> None:
    hand = w.hands[seat]
    name = action.name
    for card in hand:  # hands are sorted: the lowest id of that name
        if KIND_OF[card] == name:
            break
    w.hands = _with_hand(w.hands, seat, tuple([c for c in hand if c != card]))
    slot = w.next_slot
    w.next_slot += 1
    castle = w.castles[seat] + ((card, action.face_up, slot),)
    w.castles = _with_hand(w.castles, seat, castle)
    pos = len(castle)
    where = piece_words(seat, pos)
    name = seat_name(seat)
    place = kn.slot_place(slot)
    data = {"seat": seat, "pos": pos, "card": card, "face_up": action.face_up}
    played = title(card)
    if action.face_up:
        if w.know is not None:
            w.know = tuple([_set(rec, card, place) for rec in w.know])
        ev.append(Event("play", f"{name} plays {played} face-up ({where})", data,
                        subject=seat, you=f"You play {played} face-up ({where})"))
        if HAS_EFFECT[card]:
            _enqueue(w, ev, card, seat)
    else:
        if w.know is not None:
            own = kn.hand(seat)
            w.know = tuple([_set(rec, card, place) if p == seat else kn.spread(rec, own, place)
                            for p, rec in enumerate(w.know)])
        hidden = Event("play", f"{name} plays a card face-down ({where})", {"seat": seat, "pos": pos, "face_up": False},
                       subject=seat, you=f"You play a card face-down ({where})")
        ev.append(Event("play", f"{name} plays {played} face-down ({where})", data, frozenset((seat,)), hidden,
                        seat, f"You play {played} face-down ({where})"))
    w.step = None


def _target(w: State, ev: list[Event], owner: int, card: int, action: Target, note: str) -> None:
    effect = KIND_OF[card]
    seat, index = action.seat, action.pos - 1
    target, up, slot = w.castles[seat][index]
    who = f"{seat_name(owner)}'s {title(card)}"
    where = piece_words(seat, action.pos)
    base = {"seat": seat, "pos": action.pos, "by": owner, "effect": card}
    w.step = None
    if effect == BARRACKS:
        if up:
            _set_piece(w, seat, index, (target, False, slot))
            ev.append(Event("flip_down", f"{who} turns {where} ({title(target)}) face-down{note}",
                            {**base, "card": target}))
        else:
            ev.append(Event("no_effect", f"{who} targets {where}, already face-down: no effect{note}", base))
    elif effect == THRONE_ROOM:
        if up:
            ev.append(Event("no_effect", f"{who} targets {where} ({title(target)}), already face-up: no effect{note}",
                            {**base, "card": target}))
        else:
            _reveal(w, ev, seat, index, f"{who} turns {where} face-up silently: {title(target)}{note}",
                    fire=False, extra={"by": owner, "effect": card, "silent": True})
    else:
        _destroy(w, ev, owner, card, seat, index, note)


def _destroy(w: State, ev: list[Event], owner: int, card: int, seat: int, index: int, note: str) -> None:
    """Spec 3.6: Battlements stand, the Spire ends the game, anything else goes to the discard."""
    target, up, slot = w.castles[seat][index]
    who = f"{seat_name(owner)}'s {title(card)}"
    where = piece_words(seat, index + 1)
    base = {"seat": seat, "pos": index + 1, "by": owner, "effect": card, "card": target, "was_face_up": up}
    if IS_BATTLEMENTS[target]:
        if up:
            ev.append(Event("bounce", f"{who} hits {where} (Battlements), which cannot be destroyed: no effect{note}",
                            base))
        else:
            _reveal(w, ev, seat, index, f"{who} hits {where}: Battlements, which cannot be destroyed; "
                                         f"it turns face-up and stays{note}", fire=False,
                    extra={"by": owner, "effect": card, "bounce": True})
        return
    castle = w.castles[seat]
    w.castles = _with_hand(w.castles, seat, castle[:index] + castle[index + 1:])
    w.discard = w.discard + (target,)
    if w.know is not None:
        place = kn.slot_place(slot)
        w.know = tuple(_set(kn.pin(rec, target, place, True), target, kn.DISCARD) for rec in w.know)
    hidden = "" if up else " (it was face-down)"
    ev.append(Event("destroy", f"{who} destroys {where}: {title(target)}{hidden}{note}", base))
    if target == SPIRE_CARD:
        _end_by_spire(w, ev, spire_owner=seat, by=owner)
    elif not up and HAS_EFFECT[target]:
        _enqueue(w, ev, target, seat)


def _watch(w: State, ev: list[Event], owner: int, card: int, picks: tuple[int, ...], action: Action,
           note: str) -> None:
    who = f"{seat_name(owner)}'s {title(card)}"
    if isinstance(action, Pick):
        slot = w.castles[action.seat][action.pos - 1][2]
        picks = picks + (slot,)
        ev.append(Event("pick", f"{who} picks {piece_words(action.seat, action.pos)}{note}",
                        {"seat": action.seat, "pos": action.pos, "by": owner, "number": len(picks)}))
        left = any(not up and s not in picks for castle in w.castles for _, up, s in castle)
        if len(picks) < 2 and left:
            w.step = (WATCH, owner, card, picks)
            return
    elif not picks:
        ev.append(Event("reveal_none", f"{who} reveals nothing{note}", {"seat": owner, "card": card}))
    w.step = None
    for slot in picks:  # all picks flip together, in pick order
        seat, index = _find_slot(w, slot)
        _reveal(w, ev, seat, index, f"{who} reveals {piece_words(seat, index + 1)}: "
                                     f"{title(w.castles[seat][index][0])}", fire=True, extra={"by": owner})


def _look(w: State, ev: list[Event], owner: int, card: int, action: Look, note: str) -> None:
    seat, index = action.seat, action.pos - 1
    target, _, slot = w.castles[seat][index]
    if w.know is not None:
        w.know = _with_record(w.know, owner, kn.pin(w.know[owner], target, kn.slot_place(slot), True))
    who = f"{seat_name(owner)}'s {title(card)}"
    where = piece_words(seat, action.pos)
    ev.append(Event("look", f"{who} looks at {where}: {title(target)}{note}",
                    {"seat": seat, "pos": action.pos, "by": owner, "card": target}, frozenset((owner,)),
                    Event("look", f"{who} looks at {where}{note}", {"seat": seat, "pos": action.pos, "by": owner})))
    w.step = (FLIP, owner, card, (slot,))


def _flip(w: State, ev: list[Event], owner: int, card: int, slot: int, up: bool) -> None:
    w.step = None
    seat, index = _find_slot(w, slot)
    who = f"{seat_name(owner)}'s {title(card)}"
    if up:
        _reveal(w, ev, seat, index, f"{who} turns {piece_words(seat, index + 1)} face-up: "
                                     f"{title(w.castles[seat][index][0])}", fire=True, extra={"by": owner})
    else:
        ev.append(Event("leave", f"{who} leaves {piece_words(seat, index + 1)} face-down",
                        {"seat": seat, "pos": index + 1, "by": owner}))


def _order(w: State, ev: list[Event], owner: int, card: int, top: tuple[int, ...], names: tuple[str, ...]) -> None:
    remaining = sorted(top)
    new_top = []
    for name in names:  # copies of one name go back in ascending id order from the top
        c = next(c for c in remaining if KIND_OF[c] == name)
        remaining.remove(c)
        new_top.append(c)
    k = len(new_top)
    bottom = w.deck[:-k]
    w.deck = bottom + tuple(reversed(new_top))
    if w.know is not None:
        places = 0
        for i in range(k):
            places |= kn.deck_place(len(bottom) + i)
        recs = []
        for p, rec in enumerate(w.know):
            if p == owner:
                for i, c in enumerate(new_top):
                    rec = kn.pin(rec, c, kn.deck_place(len(w.deck) - 1 - i), True)
            else:
                rec = kn.spread(rec, places, places)
            recs.append(rec)
        w.know = tuple(recs)
    who = f"{seat_name(owner)}'s {title(card)}"
    ev.append(Event("order", f"{who} puts back {', '.join(title(c) for c in new_top)} (top first)",
                    {"seat": owner, "card": card, "count": k, "cards": tuple(new_top)}, frozenset((owner,)),
                    Event("order", f"{who} puts the {k} cards back in an order only they know",
                          {"seat": owner, "card": card, "count": k})))
    w.step = None


def _exchange(w: State, ev: list[Event], owner: int, card: int, action: Exchange) -> None:
    partner = action.partner
    give = next(c for c in w.hands[owner] if KIND_OF[c] == action.name)
    theirs = w.hands[partner]
    if w.rig:
        take = w.rig[0]
        if take not in theirs:
            raise IllegalAction(f"the rigged Marketplace pick {CARD_IDS[take]} is not in "
                                f"{seat_name(partner)}'s hand")
        w.rig = w.rig[1:]
    else:
        i, w.rng = rngmod.below(w.rng, len(theirs))
        take = theirs[i]  # hands are kept sorted by card ID
    hands = list(w.hands)
    hands[owner] = tuple(sorted([c for c in hands[owner] if c != give] + [take]))
    hands[partner] = tuple(sorted([c for c in theirs if c != take] + [give]))
    w.hands = tuple(hands)
    if w.know is not None:
        both = kn.hand(owner) | kn.hand(partner)
        recs = []
        for p, rec in enumerate(w.know):
            if p in (owner, partner):
                rec = kn.pin(kn.pin(rec, give, kn.hand(partner), False), take, kn.hand(owner), False)
            else:
                rec = kn.spread(rec, both, both)
            recs.append(rec)
        w.know = tuple(recs)
    a, b = seat_name(owner), seat_name(partner)
    ev.append(Event("exchange", f"{a} gives {title(give)} to {b} and takes {title(take)}",
                    {"seat": owner, "partner": partner, "given": give, "taken": take, "card": card},
                    frozenset((owner, partner)),
                    Event("exchange", f"{a} gives a card to {b} and takes one in return",
                          {"seat": owner, "partner": partner, "card": card},
                          subject=owner, you=f"You give a card to {b} and take one in return"),
                    subject=owner, you=f"You give {title(give)} to {b} and take {title(take)}"))
    w.step = None


# --- small helpers -------------------------------------------------------------------------------


def _reveal(w: State, ev: list[Event], seat: int, index: int, text: str, fire: bool,
            extra: dict[str, Any]) -> None:
    card, _, slot = w.castles[seat][index]
    _set_piece(w, seat, index, (card, True, slot))
    if w.know is not None:
        place = kn.slot_place(slot)
        w.know = tuple([kn.pin(rec, card, place, True) for rec in w.know])
    ev.append(Event("flip_up", text, {"seat": seat, "pos": index + 1, "card": card, **extra}))
    if fire and HAS_EFFECT[card]:
        _enqueue(w, ev, card, seat)


def _enqueue(w: State, ev: list[Event], card: int, owner: int) -> None:
    w.queue = w.queue + ((card, owner),)
    ev.append(Event("queue", f"{seat_name(owner)}'s {title(card)} joins the queue", {"seat": owner, "card": card}))


def _find_slot(w: State, slot: int) -> tuple[int, int]:
    for seat, castle in enumerate(w.castles):
        for index, piece in enumerate(castle):
            if piece[2] == slot:
                return seat, index
    raise AssertionError(f"no piece in slot {slot}")


def _set_piece(w: State, seat: int, index: int, piece: tuple[int, bool, int]) -> None:
    castle = w.castles[seat]
    w.castles = _with_hand(w.castles, seat, castle[:index] + (piece,) + castle[index + 1:])


def _with_hand(rows: tuple, seat: int, row: tuple) -> tuple:
    """``rows`` with entry ``seat`` replaced (used for hands and castles alike)."""
    return rows[:seat] + (row,) + rows[seat + 1:]


def _with_record(know: tuple, seat: int, rec: tuple) -> tuple:
    return know[:seat] + (rec,) + know[seat + 1:]


def _set(rec: tuple[int, ...], card: int, place: int) -> tuple[int, ...]:
    return rec[:card] + (place,) + rec[card + 1:]


# --- the end ---------------------------------------------------------------------------------------


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


def options_for_start(players: int, seed: int, start: int) -> dict[str, Any]:
    """``new_game`` options for a seeded random deal with a chosen first seat (for matches in
    which the first seat rotates)."""
    r = State.__new__(State)
    r.rng = rngmod.seed_state(seed)
    hands, deck, box, _ = _random_deal(r, players)
    return {"deal": {"hands": [[CARD_IDS[c] for c in h] for h in hands], "deck": [CARD_IDS[c] for c in deck],
                     "box": [CARD_IDS[c] for c in box], "start": start}}

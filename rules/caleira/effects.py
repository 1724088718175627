"""Carrying out a decision of Castles of Caleira (spec 3.5 and 3.6): the card played, and each
effect's target, picks, look, flip, order or exchange, with the events that tell of it.

``_act`` is called by ``apply`` for the chosen action and by the flow of play (``turns``) for a
decision with one option; neither runs the next step, which is the flow's to do. The small
helpers that rewrite a hand, a castle or a knowledge record live here too, the lowest module
that needs them; ``turns`` uses them as well.
"""

from __future__ import annotations

from typing import Any

from ..core import rng as rngmod
from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.text import seat_name
from . import knowledge as kn
from .actions import Action, Exchange, Look, Pick, Play, Target, piece_words
from .cards import BARRACKS, CARD_IDS, HAS_EFFECT, IS_BATTLEMENTS, KIND_OF, SPIRE_CARD, THRONE_ROOM, title
from .copies import copy_to_move
from .scoring import _end_by_spire
from .state import EXCHANGE, FLIP, LOOK, ORDER, PLAY, TARGET, WATCH, State

PRIVATE_DECISIONS = (PLAY, ORDER, EXCHANGE)  # their options list hidden cards (spec 7.2)
_OTHERS = {n: tuple(tuple(p for p in range(n) if p != seat) for seat in range(n)) for n in (2, 3, 4)}


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
    # Face-up or face-down, the card will show one day: the copy the others know of goes first.
    card = copy_to_move(w, seat, action.name, _OTHERS[w.players][seat])
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
            own = kn.hand(seat)
            w.know = tuple([_set(rec, card, place) if p == seat else kn.see(rec, card, own, place)
                            for p, rec in enumerate(w.know)])
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
        w.know = tuple([kn.see(rec, target, place, kn.DISCARD) for rec in w.know])
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
        place = kn.slot_place(slot)
        w.know = _with_record(w.know, owner, kn.see(w.know[owner], target, place, place))
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
    give = copy_to_move(w, owner, action.name, (partner,))  # the partner sees which copy comes
    theirs = w.hands[partner]
    if w.rig:
        take = w.rig[0]
        if take not in theirs:
            raise IllegalAction(f"the rigged Marketplace pick {CARD_IDS[take]} is not in "
                                f"{seat_name(partner)}'s hand")
        w.rig = w.rig[1:]
    else:
        i, w.rng = rngmod.below(w.rng, len(theirs))
        # Hands are kept sorted by card ID; of the name picked, the copy the taker knows of comes.
        take = copy_to_move(w, partner, KIND_OF[theirs[i]], (owner,))
    hands = list(w.hands)
    hands[owner] = tuple(sorted([c for c in hands[owner] if c != give] + [take]))
    hands[partner] = tuple(sorted([c for c in theirs if c != take] + [give]))
    w.hands = tuple(hands)
    if w.know is not None:
        mine, yours = kn.hand(owner), kn.hand(partner)
        both = mine | yours
        recs = []
        for p, rec in enumerate(w.know):
            if p == owner:
                rec = _set(kn.see(rec, take, yours, mine), give, yours)
            elif p == partner:
                rec = _set(kn.see(rec, give, mine, yours), take, mine)
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
        w.know = tuple([kn.see(rec, card, place, place) for rec in w.know])
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

"""The flow of play (spec 3.3-3.5, 3.6's copy choice): each decision's options, carrying out a
decision, and every step that needs none.

``_advance`` runs after ``apply`` has carried out a decision (``_act``) and after setup, until a
seat must choose between at least two options or the game is over. Round starts and scoring are
in ``rounds``.
"""

from __future__ import annotations

from ..core.events import Event
from ..core.text import seat_name
from .actions import (
    END_PEEK, HIRE_DECK, HIRE_HAND, HIRE_MARKET, PEEKS, SENDS, Action, ChooseCopies, EndPeek, HireFromDeck,
    HireFromHand, HireFromMarket, Peek, SendToMarket,
)
from .cards import CODE, DECK_HIRE_ALLOWED, EMPTY, NAMES, OWN_TURN_ONCE, PEEK_COUNT, PEEK_TIMING, code_words, title
from .noise import copy_options, score_team
from .rounds import score_round
from .state import COPIES_PHASE, COPY, HIRE, PEEK, PEEK_PHASE, SEND, TURNS_PHASE, State, replace

_BITS = (0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4)  # popcount of 4-bit peek marks


def _peekable(s: State, seat: int) -> list[Action]:
    hand, marks = s.hands[seat], s.peeked[seat]
    return [PEEKS[i + 1] for i in range(4) if hand[i] != EMPTY and not marks >> i & 1]


def copy_choices(s: State, seat: int) -> tuple[ChooseCopies, ...]:
    """The distinct copy decisions of ``seat``'s team, labelled with their targets and noise."""
    team = s.teams[seat]
    out = []
    for mapping, _ in copy_options(team):
        noise, bonus, _ = score_team(team, mapping, s.floor)
        words = ", ".join(f"{NAMES[a]} as {code_words(CODE[b])}" for a, b in mapping)
        extra = f", floor bonus {bonus}" if bonus else ""
        out.append(ChooseCopies(mapping, f"{words} (noise {noise}{extra})"))
    return tuple(out)


def _options(s: State) -> tuple[Action, ...]:
    kind, seat = s.step  # type: ignore[misc]
    if kind == HIRE:
        out: list[Action] = []
        if PEEK_TIMING[s.floor] == OWN_TURN_ONCE and s.storeroom[seat] < 2:
            out += _peekable(s, seat)
        hand = s.hands[seat]
        out += [HIRE_HAND[i + 1] for i in range(4) if hand[i] != EMPTY]
        if s.deck and DECK_HIRE_ALLOWED[s.floor]:
            out.append(HIRE_DECK)
        # Every market card: adventurers of one value differ by name, so each is the player's own choice.
        out += [HIRE_MARKET[c] for c in s.market]
        return tuple(out)
    if kind == SEND:
        hand = s.hands[seat]
        return tuple(SENDS[i + 1] for i in range(4) if hand[i] != EMPTY)
    if kind == PEEK:
        return tuple(_peekable(s, seat)) + (END_PEEK,)
    return copy_choices(s, seat)


def _advance(w: State, ev: list[Event]) -> None:
    """Run every step that needs no choice, until a real decision or the end of the game."""
    n = w.players
    while w.over is None:
        if w.step is not None:
            options = _options(w)
            if len(options) >= 2:
                w._legal = options
                return
            if len(options) != 1:
                raise AssertionError(f"a decision without options: {w.step}")
            _act(w, options[0], ev, True)
        elif w.phase == TURNS_PHASE:
            if w.turn < 4 * n:
                w.step = (HIRE, (w.first + w.turn) % n)
            else:
                w.phase, w.turn = COPIES_PHASE, 0
        elif w.phase == PEEK_PHASE:
            if w.turn < n:
                w.step = (PEEK, (w.first + w.turn) % n)
            else:
                w.phase, w.turn = TURNS_PHASE, 0
        elif w.turn < n:
            seat = (w.first + w.turn) % n
            if len(copy_options(w.teams[seat])) >= 2:
                w.step = (COPY, seat)
            else:
                w.turn += 1
        else:
            score_round(w, ev)
    w._legal = ()


def _take_from_hand(w: State, seat: int, pos: int) -> int:
    """Empty hand position ``pos`` (its peek mark goes with it) and return its card."""
    card = w.hands[seat][pos - 1]
    w.hands = replace(w.hands, seat, replace(w.hands[seat], pos - 1, EMPTY))
    if w.peeked[seat] >> (pos - 1) & 1:
        w.peeked = replace(w.peeked, seat, w.peeked[seat] & ~(1 << (pos - 1)))
    return card


def _hired(w: State, seat: int, card: int) -> None:
    w.teams = replace(w.teams, seat, w.teams[seat] + (card,))
    if w.storeroom[seat] == 1:
        w.storeroom = replace(w.storeroom, seat, 2)  # hiring ends a delayed peek in use


def _act(w: State, action: Action, ev: list[Event], only: bool) -> None:
    seat = w.step[1]  # type: ignore[index]
    name = seat_name(seat)
    cls = type(action)
    if cls is HireFromHand:
        pos = action.pos  # type: ignore[union-attr]
        card = _take_from_hand(w, seat, pos)
        _hired(w, seat, card)
        what = f"hire{{s}} {title(card)} from {{own}} hand (position {pos})"
        ev.append(Event("hire", f"{name} " + what.format(s="s", own="their"),
                        {"seat": seat, "card": card, "from": "hand", "pos": pos}, subject=seat,
                        you="You " + what.format(s="", own="your")))
        w.turn += 1
        w.step = None
    elif cls is HireFromMarket:
        card = action.card  # type: ignore[union-attr]
        w.market = tuple(c for c in w.market if c != card)
        _hired(w, seat, card)
        ev.append(Event("hire", f"{name} hires {title(card)} from the market",
                        {"seat": seat, "card": card, "from": "market"}, subject=seat,
                        you=f"You hire {title(card)} from the market"))
        w.step = (SEND, seat)
    elif cls is HireFromDeck:
        card = w.deck[0]
        w.deck = w.deck[1:]
        _hired(w, seat, card)
        ev.append(Event("hire", f"{name} hires the top card of the deck: {title(card)}",
                        {"seat": seat, "card": card, "from": "deck"}, subject=seat,
                        you=f"You hire the top card of the deck: {title(card)}"))
        w.step = (SEND, seat)
    elif cls is SendToMarket:
        pos = action.pos  # type: ignore[union-attr]
        card = _take_from_hand(w, seat, pos)
        w.market = w.market + (card,)
        note = " (the last card in hand)" if only else ""
        ev.append(Event("send", f"{name} sends {title(card)} from hand position {pos} to the market{note}",
                        {"seat": seat, "card": card, "pos": pos}, subject=seat,
                        you=f"You send {title(card)} from hand position {pos} to the market{note}"))
        w.turn += 1
        w.step = None
    elif cls is Peek:
        _peek(w, seat, action.pos, ev)  # type: ignore[union-attr]
    elif cls is EndPeek:
        ev.append(Event("end_peek", f"{name} is done peeking", {"seat": seat}, subject=seat,
                        you="You are done peeking"))
        w.turn += 1
        w.step = None
    elif cls is ChooseCopies:
        w.pending = replace(w.pending, seat, action.mapping)  # type: ignore[union-attr]
        hidden = Event("copies", f"{name} chooses their Shapeshifter copies in secret", {"seat": seat},
                       subject=seat, you="You choose your Shapeshifter copies in secret")
        ev.append(Event("copies", f"{name} chooses their Shapeshifter copies: {action.label}",
                        {"seat": seat, "mapping": action.mapping}, frozenset((seat,)), hidden,  # type: ignore
                        subject=seat, you=f"You choose your Shapeshifter copies: {action.label}"))
        w.turn += 1
        w.step = None
    else:  # pragma: no cover - legal_actions offers nothing else
        raise AssertionError(f"unknown action {action!r}")


def _peek(w: State, seat: int, pos: int, ev: list[Event]) -> None:
    """Mark the peek (public), and close the window when it is spent (spec 3.4, R35)."""
    marks = w.peeked[seat] | 1 << (pos - 1)
    w.peeked = replace(w.peeked, seat, marks)
    ev.append(Event("peek", f"{seat_name(seat)} peeks at hand position {pos}", {"seat": seat, "pos": pos},
                    subject=seat, you=f"You peek at hand position {pos}"))
    if w.phase == TURNS_PHASE:  # the Dusty Storeroom's delayed peek
        w.storeroom = replace(w.storeroom, seat, w.storeroom[seat] + 1)
        return
    if _BITS[marks] >= PEEK_COUNT[w.floor] or not _peekable(w, seat):
        w.turn += 1
        w.step = None

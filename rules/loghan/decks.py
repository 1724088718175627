"""Drawing from the treasure, enemy, Boss and Random Event decks (§2.17, §2.6.1, E14).

A draw from colour X: if X's deck is empty its discard pile is shuffled into a new deck; if X has
no cards at all, the fallback colours are tried the same way; if nothing can be drawn the draw
gives nothing and the caller carries on (Story mode); in Exploration mode an enemy draw that gives
nothing also marks the game for scoring (``State.ending``, E38: the engine stops it at once). Returned cards are reshuffled into their own
deck; discarded ones go face up onto their own discard pile.
"""

from __future__ import annotations

from ..core.events import Event
from . import chance
from .copies import settle
from .lookup import enemy, treasure
from .state import COLOURS, State, replace_at

FALLBACK = {"G": "GBR", "B": "BGR", "R": "RBG", "V": "VRBG"}
EVENT_FALLBACK = {"G": "GBR", "B": "BGR", "R": "RBG"}


def _draw(state: State, colour: str, decks: str, discards: str, what: str) -> tuple[State, str, list[Event]]:
    events: list[Event] = []
    for c in FALLBACK[colour]:
        i = COLOURS.index(c)
        deck, pile = getattr(state, decks)[i], getattr(state, discards)[i]
        if not deck and pile:
            state, new = chance.shuffle(state, pile)
            state = state.but(**{decks: replace_at(getattr(state, decks), i, tuple(new)),
                                 discards: replace_at(getattr(state, discards), i, ())})
            deck = tuple(new)
            events.append(Event("reshuffle", f"The {c} {what} discard pile is shuffled into a new deck",
                                {"deck": f"{what}:{c}", "size": len(deck)}))
        if deck:
            deck = settle(deck)  # which copy comes out must not depend on the hidden order
            return state.but(**{decks: replace_at(getattr(state, decks), i, deck[1:])}), deck[0], events
    events.append(Event("empty", f"No {what} can be drawn ({colour})", {"deck": f"{what}:{colour}"}))
    return state, "", events


def draw_treasure(state: State, colour: str) -> tuple[State, str, list[Event]]:
    """(state, card or "" when nothing can be drawn, events); the card is in nobody's hands yet."""
    return _draw(state, colour, "tdecks", "tdiscards", "treasure")


def draw_enemy(state: State, colour: str) -> tuple[State, str, list[Event]]:
    if colour == "BOSS":
        return draw_boss(state)
    state, card, events = _draw(state, colour, "edecks", "ediscards", "enemy")
    if not card and state.mode == "exploration" and not state.ending:
        state = state.but(ending="no_enemy")
        events.append(Event("no_enemy", "No enemy can be drawn: the exploration ends", {}))
    return state, card, events


def draw_boss(state: State) -> tuple[State, str, list[Event]]:
    deck, pile = state.boss_deck, state.boss_discard
    if not deck and pile:
        state, new = chance.shuffle(state, pile)
        deck, state = tuple(new), state.but(boss_discard=())
    if not deck:
        return state, "", [Event("empty", "No Boss can be drawn", {"deck": "boss"})]
    return state.but(boss_deck=deck[1:]), deck[0], []


def reshuffle_treasure(state: State, card: str) -> tuple[State, list[Event]]:
    """The card goes back into its own deck, and that deck is shuffled."""
    i = COLOURS.index(treasure(card).colour)
    state, new = chance.shuffle(state, state.tdecks[i] + (card,))
    return state.but(tdecks=replace_at(state.tdecks, i, tuple(new))), [
        Event("reshuffle", f"A treasure is reshuffled into the {COLOURS[i]} deck",
              {"deck": f"treasure:{COLOURS[i]}", "card": card})]


def discard_treasure(state: State, card: str) -> State:
    i = COLOURS.index(treasure(card).colour)
    return state.but(tdiscards=replace_at(state.tdiscards, i, state.tdiscards[i] + (card,)))


def discard_enemy(state: State, card: str) -> State:
    colour = enemy(card).colour
    if colour == "X":
        return state.but(boss_discard=state.boss_discard + (card,))
    i = COLOURS.index(colour)
    return state.but(ediscards=replace_at(state.ediscards, i, state.ediscards[i] + (card,)))


def to_box(state: State, *cards: str) -> State:
    return state.but(box=state.box + tuple(cards))


def draw_event(state: State, colour: str) -> tuple[State, str, str]:
    """(state, card, the colour of the deck it came from): the BOTTOM card (the last index) of the
    node colour's Random Event deck, with the fallback order; ("", "") when all three are empty."""
    for c in EVENT_FALLBACK[colour]:
        i = "GBR".index(c)
        deck = state.events[i]
        if deck:
            return state.but(events=replace_at(state.events, i, deck[:-1])), deck[-1], c
    return state, "", ""


def add_lurker(state: State, deck_colour: str, card: str) -> State:
    """A face-down enemy on top of the lurker stack of a Random Event deck (index 0 = top)."""
    i = "GBR".index(deck_colour)
    return state.but(lurkers=replace_at(state.lurkers, i, (card,) + state.lurkers[i]))

"""Identical copies (C3, C4: copies numbered ``#1..#k``): which copy comes out of a hidden pile, so
that an ID never tells a seat more than the card would; and the hooks of the generic check
(tests/rules/test_identical_copies.py).

What is identical: treasures of one type (``TG5#1`` .. ``TG5#3``, the same card), and enemies of
one type that agree on Loot (card 1 of a type carries it, C4: ``EG2#2`` .. ``EG2#4`` are alike,
``EG2#1`` is not). Combat cards and Search tokens are held by type already (no IDs to tell apart);
events, story cards and Bosses are all different cards.

Where copies hide: the treasure decks (a view shows their contents sorted, never their order), the
enemy decks and the lurker stacks (a view shows backs). A pile's order is hidden, so which copy
lies where in it is no knowledge at all; but the copy's ID comes into sight when the card does (in
actions and views), so the engine never lets it depend on the order: ``settle`` gives the copies
of each kind in a pile their IDs in position order (lowest on top) before a card leaves it (every
draw, a lurker stack joining the row). Two games that differ only in which copy of a kind lies
where in one pile are then one game under other names (``identical_groups``, ``swap_copies``).

Not grouped: the reward deck (its cards are known to their drawers, and come from the treasure
decks already settled) and copies in two different piles (which pile a card is in is knowledge:
the treasure deck is shown sorted, the lurkers join in their own time).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any, Callable, Iterable

from .lookup import enemy_cards, has_loot, treasure_cards
from .state import COLOURS, State


@lru_cache(maxsize=None)
def _kinds() -> dict[str, str]:
    """Every card with copies -> its kind (the card as a player sees it); one-of-a-kind cards are absent."""
    kind: dict[str, str] = {}
    for colour in COLOURS:
        for card in treasure_cards(colour):
            kind[card] = card.split("#", 1)[0]
        for card in enemy_cards(colour):
            kind[card] = card.split("#", 1)[0] + ("+loot" if has_loot(card) else "")
    counts: dict[str, int] = {}
    for k in kind.values():
        counts[k] = counts.get(k, 0) + 1
    return {card: k for card, k in kind.items() if counts[k] > 1}


@lru_cache(maxsize=None)
def _copies() -> dict[str, tuple[str, ...]]:
    """Kind -> its cards, in ID order."""
    out: dict[str, list[str]] = {}
    for card, k in _kinds().items():
        out.setdefault(k, []).append(card)
    return {k: tuple(sorted(v)) for k, v in out.items()}


def kind_of(card: str) -> str | None:
    """The kind of a card that has identical copies, else ``None``."""
    return _kinds().get(card)


def settle(pile: tuple[str, ...]) -> tuple[str, ...]:
    """``pile`` with the copies of each kind renamed in position order (the lowest ID nearest the
    top, index 0): the same cards in the same places, named so that no order shows in an ID."""
    kinds = _kinds()
    spots: dict[str, list[int]] = {}
    for i, card in enumerate(pile):
        k = kinds.get(card)
        if k is not None:
            spots.setdefault(k, []).append(i)
    if not any(len(at) > 1 for at in spots.values()):
        return pile
    out = list(pile)
    for at in spots.values():
        for i, card in zip(at, sorted(pile[i] for i in at)):
            out[i] = card
    return tuple(out)


def _hidden_piles(state: State) -> Iterable[tuple[str, ...]]:
    yield from state.tdecks
    yield from state.edecks
    yield from state.lurkers


def identical_groups(state: State) -> tuple[tuple[str, ...], ...]:
    """The card IDs no seat can tell apart, in groups of two or more: copies of one kind in one
    hidden pile (see the module docstring)."""
    out = []
    kinds = _kinds()
    for pile in _hidden_piles(state):
        groups: dict[str, list[str]] = {}
        for card in pile:
            k = kinds.get(card)
            if k is not None:
                groups.setdefault(k, []).append(card)
        out += [tuple(sorted(g)) for g in groups.values() if len(g) > 1]
    return tuple(out)


def _renamed(obj: Any, rename: Callable[[str], str]) -> Any:
    if isinstance(obj, str):
        return rename(obj)
    if isinstance(obj, list):
        return [_renamed(x, rename) for x in obj]
    if isinstance(obj, dict):
        return {key: _renamed(x, rename) for key, x in obj.items()}
    return obj


def swap_copies(state: State, a: str, b: str) -> State:
    """``state`` with two copies of one kind trading places (their IDs exchanged everywhere)."""
    if a == b or kind_of(a) is None or kind_of(a) != kind_of(b):
        raise ValueError("swap_copies takes two copies of one kind")
    from .saves import from_json, to_json
    swap = {a: b, b: a}
    return from_json(json.dumps(_renamed(json.loads(to_json(state)), lambda s: swap.get(s, s))))


_ID = re.compile(r'"([TE][A-Z]+\d+#\d+)"')


def canonical_view(view: State) -> str:
    """A view's JSON with the copies of each kind renamed in the order they first show in it: equal
    for two views that differ only in the names of copies, and only then (each is a renaming of
    its view's copies, kind by kind). The JSON's layout is fixed by ``to_json``, so "first shows"
    is a place in the view, never a name."""
    from .saves import to_json
    text = to_json(view)
    kinds, copies = _kinds(), _copies()
    mapping: dict[str, str] = {}
    taken: dict[str, int] = {}
    for match in _ID.finditer(text):
        card = match.group(1)
        kind = kinds.get(card)
        if kind is None or card in mapping:
            continue
        mapping[card] = copies[kind][taken.get(kind, 0)]
        taken[kind] = taken.get(kind, 0) + 1
    changed = {old: new for old, new in mapping.items() if old != new}
    if not changed:  # (most views: copies first show in ID order, in sorted piles)
        return text
    return _ID.sub(lambda m: f'"{changed.get(m.group(1), m.group(1))}"', text)


__all__ = ["canonical_view", "identical_groups", "kind_of", "settle", "swap_copies"]

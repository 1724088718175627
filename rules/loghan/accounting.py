"""Every card and token accounted for (DESIGN.md's invariant): decks + hands + discards + places +
the box + what pending steps hold = the content counts. Used by saves (a corrupt save fails it)
and by the property tests.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from .lookup import ARTIFACTS, story_deck, COVERS, STORY_CARDS, boss_deck, combat_deck, enemy_cards, event_cards, token_list, \
    treasure_cards
from .state import COLOURS, State

_TREASURE_STEPS = {"place": ("card",), "overflow": ("card",), "req_keep": ("cards",), "gobli_sell": ("wares",),
                   "gobli_auction": ("wares",), "gobli_shop": ("wares",)}
_EVENT_STEPS = ("event_card", "event_done")


def held_by_steps(state: State) -> list[str]:
    """Cards that pending steps hold (a drawn treasure being placed, an event card being resolved)."""
    out: list[str] = []
    for s in state.stack:
        for key in _TREASURE_STEPS.get(s.kind, ()):
            value = s.get(key)
            if value:
                out += list(value) if isinstance(value, tuple) else [value]
        if s.kind == "give_answer" and s.get("new"):
            out.append(s.get("card"))
        if s.kind == "split" and s.get("purpose") == "gobli":
            out.append(s.get("ware"))
        if s.kind == "event_card" or (s.kind == "event_done"):
            out.append(s.get("card"))
    return out


def _reward_cards(state: State) -> list[str]:
    r = state.reward
    if r is None:
        return []
    cards = list(getattr(r, "deck", ())) + ([r.card] if getattr(r, "card", "") else [])
    if state.mode != "story":  # Story mode discards the defeated enemies in Reward Step 1 (§2.9)
        cards += list(getattr(r, "defeated", ()))
    return cards


def census(state: State) -> Counter:
    """Every card id and token seen anywhere in the state (combat cards counted per seat)."""
    found: list = []
    add = found.extend
    for piles in (state.tdecks, state.tdiscards, state.edecks, state.ediscards, state.events, state.lurkers):
        for p in piles:
            add(p)
    add(state.boss_deck + state.boss_discard + state.story + state.set_aside + state.box + state.row)
    add(state.artifacts)
    add(e for e, _, _ in state.roaming)
    for _, stack in state.search:
        add(stack)
    for p in state.pools:
        add(p)
    for a in state.agents:
        add(a.treasures)
        add(a.trophies)
    add(held_by_steps(state))
    add(_reward_cards(state))
    if state.combat is not None and hasattr(state.combat, "row"):
        add(f.card for f in state.combat.row)
    return Counter(found)


@lru_cache(maxsize=None)
def expected(mode: str) -> Counter:
    """Every card and token of a game of ``mode`` (the content's counts): a constant, computed once."""
    c: Counter = Counter()
    for colour in COLOURS:
        c.update(treasure_cards(colour))
        c.update(enemy_cards(colour))
    c.update(boss_deck(mode))
    for colour in "GBR":
        c.update(event_cards(colour))
        c.update(token_list(colour))
    c.update(STORY_CARDS)
    c.update(story_deck()[:1] + tuple(COVERS))
    c.update(tuple(ARTIFACTS))
    return c


@lru_cache(maxsize=None)
def _sorted_deck(preset: str) -> list[str]:
    return sorted(combat_deck(preset))


def problems(state: State) -> list[str]:
    """What does not add up (empty when everything is accounted for)."""
    out = []
    have, want = census(state), expected(state.mode)
    if not dict.__eq__(have, want):  # (Counter's own == is many times slower; neither holds zeros)
        extra, missing = have - want, want - have
        out.append(f"cards: extra {dict(extra)}, missing {dict(missing)}")
    deck = _sorted_deck(state.preset)
    in_play = getattr(state.combat, "in_play", None) if state.combat is not None else None
    for i, a in enumerate(state.agents):
        played = in_play(i) if in_play is not None else ()
        if sorted(a.deck + a.hand + a.discard + tuple(played)) != deck:
            out.append(f"Seat {i + 1}: combat cards do not add up")
        if a.known_bottom and a.deck[len(a.deck) - len(a.known_bottom):] != a.known_bottom and state.viewer is None:
            out.append(f"Seat {i + 1}: the known bottom cards are not the bottom of the deck")
    return out

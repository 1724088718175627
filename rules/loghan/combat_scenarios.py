"""Real positions for combat and reward tests (spec §6: the baseline S0 and its differences).

``s0(...)`` starts from ``new_game`` (S0: Story, Standard, The Past, the ring Kestrel, Pill,
Brannoc, Ilse with Kestrel leading, every seat a person's unless ``kinds`` says otherwise) and
returns the position at the start of Round 1's Combat Phase: the stack is the real rest of the
Round (``combat``, ``after_combat``, ``refresh``, ``round_end``) and ``engine.advance`` has run to
the first decision, so tests go on with ``engine.apply`` alone. The differences a scenario states
are made the way the game would hold them: treasures are taken out of their decks, enemies out of
theirs into the row, each agent's 30 combat cards split into hand, deck (given tops first) and
discard pile, and every card is checked to be accounted for before play starts.

Cards not named stay in the deck below the named tops (or in the discard pile with
``fill="discard"``), Hits first and Counters last, so that agents that only draw do not disturb a
scenario's Health. ``tokens`` (enemy index, seat, n) and ``stage`` start a combat already under
way, for the reward scenarios whose point is the token counts rather than how they were dealt.
This module builds positions only; it never plays.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Mapping

from ..core.events import Event
from . import new_game, steps
from .accounting import problems
from .combat_attack import damage
from .combat_flow import setup
from .combat_kinds import set_combat
from .engine import advance
from .gear import put
from .lookup import combat_deck, enemy_cards, treasure
from .state import COLOURS, Agent, State

S0_AGENTS = ("Kestrel", "Pill", "Brannoc", "Ilse")
FILL_ORDER = ("HIT", "CRIT", "PARRY", "CLEVER", "MISS", "AID", "COUNTER", "HARD")
Places = Mapping[str, Any]


def equipped(agent: Agent, *cards: str) -> Agent:
    """``cards`` in hand: a two-handed weapon fills both hands, others go left then right."""
    for card in cards:
        if treasure(card).two_handed:
            agent = put(agent, card, "both")
        else:
            agent = put(agent, card, "left" if not agent.left else "right")
    return agent


def _stored(agent: Agent, places: Places) -> Agent:
    for place, cards in places.items():
        for card in ([cards] if isinstance(cards, str) else list(cards)):
            agent = put(agent, card, place)
    return agent


def _combat_cards(preset: str, hand: Iterable[str], tops: Iterable[str], discard: Iterable[str],
                  fill: str) -> dict[str, tuple[str, ...]]:
    """Hand, deck and discard pile adding up to the preset's 30 cards."""
    hand, tops, discard = tuple(hand), tuple(tops), tuple(discard)
    full = Counter(combat_deck(preset))
    named = Counter(hand) + Counter(tops) + Counter(discard)
    if named - full:
        raise ValueError(f"more cards than a combat deck holds: {dict(named - full)}")
    rest = full - named
    extra = tuple(c for c in FILL_ORDER for _ in range(rest[c]))
    if fill == "discard":
        return {"hand": hand, "deck": tops, "discard": discard + extra}
    return {"hand": hand, "deck": tops + extra, "discard": discard}


def _without(piles: tuple[tuple[str, ...], ...], cards: set[str]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(c for c in p if c not in cards) for p in piles)


def _on_top(piles: tuple[tuple[str, ...], ...], tops: Mapping[str, Iterable[str]]) -> tuple[tuple[str, ...], ...]:
    out = list(piles)
    for colour, cards in tops.items():
        i = COLOURS.index(colour)
        cards = tuple(cards)
        out[i] = cards + tuple(c for c in out[i] if c not in cards)
    return tuple(out)


def s0(*, agents: Iterable[str] = S0_AGENTS, leader: int = 0, row: Iterable[str] = (),
       hands: Mapping[str, Iterable[str]] | None = None, decks: Mapping[str, Iterable[str]] | None = None,
       discards: Mapping[str, Iterable[str]] | None = None, fill: Mapping[str, str] | None = None,
       gear: Mapping[str, Iterable[str]] | None = None, stored: Mapping[str, Places] | None = None,
       fields: Mapping[str, Mapping[str, Any]] | None = None, energy: Mapping[str, int] | None = None,
       rp: Mapping[str, int] | None = None, kinds: Mapping[str, str] | None = None, preset: str = "standard",
       node: str = "HALL", script: tuple = (), mode: str = "story",
       tdeck_tops: Mapping[str, Iterable[str]] | None = None, edeck_tops: Mapping[str, Iterable[str]] | None = None,
       tokens: Iterable[tuple[int, int, int]] = (), stage: str = "", events: list[Event] | None = None,
       **more: Any) -> State:
    """The S0 position at the start of Round 1's Combat Phase with the given differences, advanced
    to the first decision. ``gear``: treasures equipped in hand; ``stored``: {agent: {place:
    card(s)}}; ``fields``: other Agent fields; ``more``: State fields (health, clarity, row_marks...)."""
    ids = tuple(agents)
    seat_kinds = [(kinds or {}).get(a, "human") for a in ids]
    state = new_game(len(ids), 7, {"agents": list(ids), "preset": preset, "skip_intro": True,
                                   "first_leader": leader, "seats": seat_kinds})
    owned: set[str] = set()
    built = []
    for a in state.agents:
        cards = _combat_cards(preset, (hands or {}).get(a.id, ()), (decks or {}).get(a.id, ()),
                              (discards or {}).get(a.id, ()), (fill or {}).get(a.id, "deck"))
        agent = a.but(energy=(energy or {}).get(a.id, 5), rp=(rp or {}).get(a.id, 0), **cards)
        agent = _stored(equipped(agent, *(gear or {}).get(a.id, ())), (stored or {}).get(a.id, {}))
        agent = agent.but(**(fields or {}).get(a.id, {}))
        owned |= set(agent.treasures)
        built.append(agent)
    row = tuple(row)
    state = state.but(agents=tuple(built), tdecks=_on_top(_without(state.tdecks, owned), tdeck_tops or {}),
                      edecks=_on_top(_without(state.edecks, set(row)), edeck_tops or {}),
                      boss_deck=tuple(c for c in state.boss_deck if c not in row))
    if mode != "story":  # the Exploration Boss deck holds both Bosses (§2.3)
        state = state.but(mode=mode, boss_deck=tuple(c for c in enemy_cards("X") if c not in row))
    refresh = max(i for i, s in enumerate(state.stack) if s.kind == "refresh")
    state = state.but(stack=state.stack[:refresh + 1] + (steps.step("after_combat"), steps.step("combat")),
                      phase="combat", event_round=True, node=node, row=row, script=tuple(script), **more)
    wrong = problems(state)
    if wrong:
        raise ValueError(f"not a real position: {wrong}")
    tokens = tuple(tokens)
    if tokens or stage:
        state, _ = setup(state)
        for index, seat, n in tokens:
            state, _ = damage(state, seat, index, n, bonus=False)
        if stage:
            state = set_combat(state, stage=stage, round=1)
    return advance(state, [] if events is None else events)


def seat(state: State, agent_id: str) -> int:
    return state.seat_of(agent_id)


__all__ = ["S0_AGENTS", "equipped", "s0", "seat"]

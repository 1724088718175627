"""Combat end (§2.8.8, E8, E9): cards back into decks, story 012, Energy and Clarity, the Boss
counter, and what the Reward Phase needs (``RewardState``)."""

from __future__ import annotations

from ..core.events import Event
from . import chance
from . import combat_ports as ports
from .combat_enemies import discard_played, end_drops
from .combat_kinds import combat
from .combat_state import RewardState
from .state import State


def end_combat(state: State) -> tuple[State, list[Event], bool]:
    """Carry out combat end; (state, events, reward due). ``state.combat`` is cleared; a
    ``RewardState`` is left in ``state.reward`` when a Reward Phase follows (§2.4)."""
    events = [Event("combat_end", "The combat ends.", {})]
    state = discard_played(state)
    state = end_drops(state.but(bulwark=False))
    for seat in state.order():  # each agent shuffles its discard pile into its deck
        agent = state.agents[seat]
        if agent.discard:
            state, deck = chance.shuffle(state, agent.deck + agent.discard)
            state = state.with_agent(seat, agent.but(deck=tuple(deck), discard=(), known_bottom=()))
    c = combat(state)
    defeated = [f for f in c.row if f.defeated]
    if state.after_combat == "012" and len(defeated) == len(c.row):
        state = state.but(combat=None, row=(), row_marks=())
        for f in defeated:  # the final fight's cards go to their discard piles: every card stays counted
            state = ports.discard_enemy(state, f.card)
        state, more = ports.story_victory(state)
        return state, events + more, False
    energy = sum(ports.energy_reward(f.card) for f in defeated)
    for seat in state.order():
        if seat in c.placed and energy:
            state, more = ports.gain_energy(state, seat, energy, "combat end")
            events += more
    clarity = sum(ports.clarity_reward(f.card) for f in defeated)
    if clarity:
        state, more = ports.gain_clarity(state, clarity, "combat end")
        events += more
    if state.mode == "exploration":
        state = state.but(boss_counter=state.boss_counter + sum(1 for f in defeated
                                                                if ports.enemy(f.card).colour != "X"))
    cards = tuple(f.card for f in defeated)
    loot = any(ports.has_loot(card) for card in cards)
    state = state.but(combat=None, row=(), row_marks=())
    # undefeated enemies (only after the 200-round guard, E26) simply go to their discard piles
    for f in c.row:
        if not f.defeated:
            state = ports.discard_enemy(state, f.card)
    if state.mode != "exploration" and not loot:  # E8: no Loot in Story mode, cards discarded now
        for card in cards:
            state = ports.discard_enemy(state, card)
        return state, events, False
    counts = tuple(sum(f.tokens[seat] for f in defeated) for seat in range(state.n))
    reward = RewardState(defeated=cards, counts=counts, placed=tuple(s for s in state.order() if s in c.placed),
                         loot=loot, node_colour=ports.node_colour(state.board, state.node))
    return state.but(reward=reward), events, True

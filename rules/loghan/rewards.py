"""The Reward Phase (§2.9, §2.10) as the ``"reward"`` step, driven by ``RewardState.stage``.

Step 1 sets the order groups (tokens on defeated enemies, descending; ties share a group in player
order; 0 last), discards the enemy cards in Story mode and opens W8. Step 2 (Loot only): Group and
Two-main rules give every agent 1 RP, deal the reward deck (one card per agent in player order,
each seen only by its drawer, plus one unseen, shuffled) and offer each card to the groups in
order: a lone agent ``ACCEPT``s (1 RP) or ``REFUSE``s, a tied group bids (``rewards_auction``);
a card nobody takes is reshuffled. Solo rules: the pool and ``DISTRIBUTE``. Exploration mode:
trophies after every combat (``TAKE_TROPHY``), then the rest are discarded.
"""

from __future__ import annotations

from ..core.events import Event
from ..core.text import ordinal
from . import chance
from . import combat_ports as ports
from . import steps
from .actions import Action, treasure_words
from .combat_chaos import is_chaos, wants
from .combat_kinds import (
    ACCEPT, DISCARD_TREASURE, DISTRIBUTE, REFUSE, TAKE_TROPHY, act, check, register,
)
from .combat_state import R_DONE, R_GAIN, R_GIVE, R_OFFER, R_ORDER, R_SOLO, R_TROPHY, RewardState
from .lookup import name
from .state import State
from .steps import Step

ANSWER_STEP, DISTRIBUTE_STEP, TROPHY_STEP = "reward.answer", "reward.distribute", "reward.trophy"
RANK = {"G": 0, "B": 1, "R": 2, "V": 2, "X": 2}


def reward(state: State) -> RewardState:
    if state.reward is None:
        raise RuntimeError("no Reward Phase in progress")
    return state.reward


def set_reward(state: State, **changes: object) -> State:
    return state.but(reward=reward(state).but(**changes))


def order_groups(state: State, counts: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Agents by token count descending, equal counts together in player order, 0 last (§2.9)."""
    order = state.order()
    values = sorted({counts[s] for s in order}, reverse=True)
    return tuple(tuple(s for s in order if counts[s] == v) for v in values)


def reward_colour(state: State) -> str:
    """The node's colour, else the highest colour among the defeated Loot enemies (R72)."""
    r = reward(state)
    if r.node_colour:
        return r.node_colour
    loot = [ports.enemy(c).colour for c in r.defeated if ports.has_loot(c)]
    best = max(loot, key=lambda c: RANK[c], default="G")
    return "R" if best in ("V", "X") else best


# --- the driver ---------------------------------------------------------------------------------


def _run(state: State, step: Step, action: object) -> tuple[State, list[Event]]:
    if state.reward is None:
        return steps.pop(state), []
    return DRIVER[reward(state).stage](state)


def _order(state: State) -> tuple[State, list[Event]]:
    r = reward(state)
    groups = order_groups(state, r.counts)
    events = [Event("reward_order", "Reward order: " + " / ".join(
        ", ".join(f"Seat {s + 1}" for s in g) for g in groups), {"groups": [list(g) for g in groups]})]
    if state.mode != "exploration":
        for card in r.defeated:
            state = ports.discard_enemy(state, card)
    if not r.loot:
        stage = R_TROPHY if state.mode == "exploration" else R_DONE
    else:
        stage = R_SOLO if state.rule_set == "solo" else R_GAIN
    state = set_reward(state, groups=groups, stage=stage)
    return steps.push(state, ports.window("W8")), events


def _gain(state: State) -> tuple[State, list[Event]]:
    """Every agent +1 RP; the reward deck: N draws in player order (each seen by its drawer) + 1."""
    events: list[Event] = []
    for seat in state.order():
        state = state.with_agent(seat, state.agents[seat].but(rp=state.agents[seat].rp + 1))
    events.append(Event("rp", "Every agent gains 1 Reward Point.", {}))
    colour = reward_colour(state)
    drawn: list[str] = []
    seen: list[tuple[int, str]] = []
    for seat in state.order() + (-1,):
        state, card, more = ports.draw_treasure(state, colour)
        events += more
        if card:
            drawn.append(card)
            if seat >= 0:
                seen.append((seat, card))
    state, deck = chance.shuffle(state, drawn)
    events.append(Event("reward_deck", f"The reward deck holds {len(deck)} cards.", {"size": len(deck)}))
    return set_reward(state, deck=tuple(deck), seen=tuple(seen), stage=R_OFFER, card=""), events


def _offer(state: State) -> tuple[State, list[Event]]:
    from .rewards_auction import start_auction

    r = reward(state)
    events: list[Event] = []
    if not r.card:
        if not r.deck:
            return set_reward(state, stage=R_TROPHY if state.mode == "exploration" else R_DONE), events
        state = set_reward(state, card=r.deck[0], deck=r.deck[1:], group=0)
        r = reward(state)
        events.append(Event("reward_card", f"Reward card revealed: {name(r.card)}.", {"card": r.card}))
    if r.group >= len(r.groups):  # nobody takes it
        state, more = ports.reshuffle_treasure(state, r.card)
        return set_reward(state, card=""), events + more
    members = r.groups[r.group]
    if len(members) == 1:
        seat = members[0]
        lone = steps.step(ANSWER_STEP, seat, lone=True)
        if state.agents[seat].rp < 1:
            return set_reward(state, group=r.group + 1), events
        if is_chaos(state, seat) and wants(state, seat, r.card):
            if ports.has_room(state, seat, r.card):
                state, more = take(state, seat, 1)
                return state, events + more
            return set_reward(state, group=r.group + 1), events
        return steps.push(state, lone), events
    eligible = [s for s in members if eligible_for(state, s, r.card)]
    if not eligible:
        return set_reward(state, group=r.group + 1), events
    if len(eligible) == 1:  # E6: an auction with a single eligible agent is ACCEPT / REFUSE
        return steps.push(state, steps.step(ANSWER_STEP, eligible[0], lone=False)), events
    return start_auction(state, tuple(eligible)), events


def eligible_for(state: State, seat: int, card: str) -> bool:
    return state.agents[seat].rp >= 1 and ports.has_room(state, seat, card)


def take(state: State, seat: int, price: int) -> tuple[State, list[Event]]:
    """``seat`` pays ``price`` RP and gains the card on offer; the next card starts from group 1."""
    card = reward(state).card
    agent = state.agents[seat]
    state = state.with_agent(seat, agent.but(rp=agent.rp - price))
    state = set_reward(state, card="", group=0, auction=None)
    state, events = ports.gain_treasure(state, seat, card, "reward")
    return state, [Event("reward_taken", f"Seat {seat + 1} pays {price} RP for {name(card)}.",
                         {"seat": seat, "card": card, "price": price}, subject=seat)] + events


def _solo(state: State) -> tuple[State, list[Event]]:
    """Solo rules: a pool of one card per damaging agent, 3 kept at random, the rest reshuffled;
    the person distributes the kept cards (R75)."""
    r = reward(state)
    colour = reward_colour(state)
    pool: list[str] = []
    events: list[Event] = []
    for _ in r.placed:
        state, card, more = ports.draw_treasure(state, colour)
        events += more
        if card:
            pool.append(card)
    kept = pool
    if len(pool) > 3:
        state, kept = chance.sample(state, pool, 3)
        for card in pool:
            if card not in kept:
                state, more = ports.reshuffle_treasure(state, card)
    state = set_reward(state, deck=tuple(kept), stage=R_GIVE)
    return state, events + [Event("solo_pool", f"Solo rewards: {len(kept)} treasure(s) to distribute.",
                                  {"cards": list(kept)})]


def _solo_give(state: State) -> tuple[State, list[Event]]:
    r = reward(state)
    if not r.deck:
        return set_reward(state, stage=R_DONE), []
    person = next((s for s in state.order() if state.agents[s].seat_kind == "human"), state.leader)
    return steps.push(state, steps.step(DISTRIBUTE_STEP, person)), []


def _trophy(state: State) -> tuple[State, list[Event]]:
    r = reward(state)
    order = r.order()
    if r.trophy_turn < len(order) and r.defeated:
        return steps.push(state, steps.step(TROPHY_STEP, order[r.trophy_turn])), []
    for card in r.defeated:
        state = ports.discard_enemy(state, card)
    return set_reward(state, defeated=(), stage=R_DONE), []


def _done(state: State) -> tuple[State, list[Event]]:
    return steps.pop(state.but(reward=None)), []


DRIVER = {R_ORDER: _order, R_GAIN: _gain, R_OFFER: _offer, R_SOLO: _solo, R_GIVE: _solo_give,
          R_TROPHY: _trophy, R_DONE: _done}


# --- the decisions --------------------------------------------------------------------------------


def _answer_legal(state: State, step: Step) -> list[Action]:
    seat = step.seat
    assert seat is not None
    card = reward(state).card
    out = []
    if eligible_for(state, seat, card):
        out.append(act(ACCEPT, None, f"Take {name(card)} for 1 RP"))
    elif step.get("lone") and state.agents[seat].rp >= 1 and not is_chaos(state, seat):
        agent = state.agents[seat]
        out += [act(DISCARD_TREASURE, t, f"Discard {treasure_words(agent, t)} to make room") for t in agent.treasures]
    return out + [act(REFUSE, None, f"Refuse {name(card)}")]


def _answer_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _answer_legal(state, step), "for the reward card")
    seat = step.seat
    assert seat is not None
    if action.kind == DISCARD_TREASURE:
        return ports.discard_own(state, seat, str(action.arg))
    state = steps.pop(state)
    if action.kind == REFUSE:
        return set_reward(state, group=reward(state).group + 1), []
    return take(state, seat, 1)


def _distribute_legal(state: State, step: Step) -> list[Action]:
    card = reward(state).deck[0]
    out = [act(DISTRIBUTE, (card, s), f"Give {name(card)} to Seat {s + 1}") for s in state.order()
           if ports.has_room(state, s, card)]
    return out + [act(DISTRIBUTE, (card, None), f"Return {name(card)} to its deck")]


def _distribute_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _distribute_legal(state, step), "for the Solo rewards")
    card, seat = action.arg  # type: ignore[misc]
    state = set_reward(steps.pop(state), deck=reward(state).deck[1:])
    if seat is None:
        return ports.reshuffle_treasure(state, card)
    return ports.gain_treasure(state, seat, card, "reward")


def _trophy_legal(state: State, step: Step) -> list[Action]:
    r = reward(state)
    cards = tuple(dict.fromkeys(r.defeated))
    out = [act(TAKE_TROPHY, card, f"Take {trophy_words(cards, card)} as a trophy") for card in cards]
    return out + [act(TAKE_TROPHY, None, "Take no trophy")]


def trophy_words(cards: tuple[str, ...], card: str) -> str:
    """A defeated enemy by name; beside another of its name, with or without its Loot icon, and
    beside an identical one, its place among them ("Skeleton with Loot", "Thief (2nd)")."""
    words = name(card)
    same = [c for c in cards if name(c) == words]
    if len(same) == 1:
        return words
    loot = ports.has_loot(card)
    if any(ports.has_loot(c) != loot for c in same):
        words += " with Loot" if loot else " without Loot"
        same = [c for c in same if ports.has_loot(c) == loot]
    return words if len(same) == 1 else f"{words} ({ordinal(same.index(card) + 1)})"


def _trophy_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _trophy_legal(state, step), "for the trophies")
    r = reward(state)
    state = steps.pop(state)
    seat = step.seat
    assert seat is not None
    if action.arg is None:
        return set_reward(state, trophy_turn=r.trophy_turn + 1), []
    card = str(action.arg)
    i = r.defeated.index(card)
    agent = state.agents[seat]
    state = state.with_agent(seat, agent.but(trophies=agent.trophies + (card,)))
    state = set_reward(state, defeated=r.defeated[:i] + r.defeated[i + 1:], trophy_turn=r.trophy_turn + 1)
    return state, [Event("trophy", f"Seat {seat + 1} takes {name(card)} as a trophy.", {"seat": seat, "card": card},
                         subject=seat)]


register("reward", steps.automatic, steps.no_actions, _run)
register(ANSWER_STEP, steps.by_seat, _answer_legal, _answer_run)
register(DISTRIBUTE_STEP, steps.by_seat, _distribute_legal, _distribute_run)
register(TROPHY_STEP, steps.by_seat, _trophy_legal, _trophy_run)

from . import rewards_auction  # noqa: E402,F401  (registers the auction steps)

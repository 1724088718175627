"""Treasure free actions (§2.15.3-5, E4, E6, E32, E34): MOVE, USE_ITEM, DISCARD_TREASURE.

Using an activated treasure needs it equippable at that moment (§2.15.4, the potion example): in a
hand, a hand free, an inventory slot free to park a hand's contents, the treasure itself in the
Belt or Back, or a Small treasure in a hand that can go into the backpack. In combat outside W3
only the first two count. The arrangement is restored after use, so using changes no place.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from ..core.events import Event
from . import decks, steps
from .actions import DISCARD_TREASURE, MOVE, PLACE_WORDS, TONIC_MISS, USE_ITEM, Action, enemy_words, treasure_words
from .gear import move_targets, moved
from .lookup import base, edges, item_gains, name, neighbours, treasure
from .state import BACKPACK_SIZE, Agent, State
from .steps import Step, step
from .tracks import gain_clarity, gain_energy, gain_health
from .windows import register_free_action

OUTSIDE = ("W1", "W2", "W8", "W9")
# The Use column's timings (C5) as the windows they allow; an item with no timing is used in any
# window that allows USE_ITEM. "Not while an event is being resolved" restricts nothing here: no
# window opens during an event (§2.4).
TIMING_WINDOWS = {"Combat Step 1 only": ("W3",), "Combat Step 1": ("W3",), "Combat Step 2": ("W4",),
                  "Enemy Alert Phase, before the flip": ("W2",), "not in combat": OUTSIDE}
# Once/Round items that are not used with USE_ITEM: the Focus Amulet works by itself, the Paradox
# Coin is offered right after a flip (REFLIP).
FOCUS_AMULET, PARADOX_COIN = "TB9", "TV3"
LOCKPICKS, SYPHON, SMOKE_FLASK, SPLINTER, PHASE_CLOAK, WAR_HORN, SPYGLASS, ECHO_LENS, TONIC = (
    "TG7", "TB6", "TB8", "TV1", "TR6", "TR7", "TB10", "TV2", "TG6")


def activated(card: str) -> bool:
    """A treasure used with USE_ITEM: DESTROY, or Once/Round and not automatic (§2.15.4)."""
    info = treasure(card)
    return info.use == "destroy" or (info.use == "round" and base(card) not in (FOCUS_AMULET, PARADOX_COIN))


def item_windows(card: str) -> tuple[str, ...] | None:
    """The windows ``card``'s own timing allows, or ``None`` when it names none."""
    timing = treasure(card).timing
    return TIMING_WINDOWS.get(timing) if timing else None


def can_use(state: State, seat: int, card: str, strict: bool | None = None) -> bool:
    """Whether ``card`` is equippable now (§2.15.4); ``strict`` = in combat outside W3."""
    agent = state.agents[seat]
    if agent.is_dropped(card) or not agent.place_of(card):
        return False
    if strict is None:
        from .windows import current_window
        strict = state.combat is not None and current_window(state) != "W3"
    where = agent.place_of(card)
    if where in ("left", "right", "both") or not agent.left or not agent.right:
        return True
    if strict:
        return False
    if not agent.belt or not agent.back or where in ("belt", "back"):
        return True
    smalls = [h for h in (agent.left, agent.right) if treasure(h).size == "S"]
    room = len(agent.backpack) - (1 if where == "backpack" else 0) < BACKPACK_SIZE
    return bool(smalls) and room


def _item_targets(state: State, seat: int, card: str) -> list[object]:
    b = base(card)
    if b == LOCKPICKS:  # a locked or frozen door of the group's node not yet open for good
        from .move import door_open
        return [e for _, e in neighbours(state.board, state.node)
                if edges(state.board)[e][2] in ("locked", "frozen") and not door_open(state, e, shock_counts=False)]
    if b == SPLINTER:
        return [i for i, f in enumerate(state.combat.row) if not f.defeated] if state.combat is not None else []
    if b == SPYGLASS:
        from .refresh import distances
        dist = distances(state, state.node)
        return [n for n, _ in state.search if dist.get(n, 99) <= 2]
    if b == ECHO_LENS:
        return [c for i, c in enumerate("GBR") if state.events[i]]
    return [None]


def _target_words(state: State, card: str, target: object) -> str:
    if target is None:
        return ""
    b = base(card)
    if b == SPLINTER:
        return f" on {enemy_words([f.card for f in state.combat.row], target)}"  # type: ignore[arg-type]
    if b == LOCKPICKS:
        a, z, _ = edges(state.board)[target]  # type: ignore[index]
        return f" on the door {name(a)}-{name(z)}"
    if b == ECHO_LENS:
        return f" on the {_COLOUR_WORDS[target]} Random Event deck"  # type: ignore[index]
    return f" on {name(target)}"


_COLOUR_WORDS = {"G": "Green", "B": "Blue", "R": "Red", "V": "Violet"}


def _offer_use(state: State, seat: int, win: str) -> list[Action]:
    out: list[Action] = []
    agent = state.agents[seat]
    for card in agent.treasures:
        if not activated(card) or card in agent.items_used:
            continue
        own = item_windows(card)
        if own is not None and win not in own:
            continue
        if win in ("W5", "W6", "W7") and (treasure(card).use != "destroy" or own is not None):
            continue
        if base(card) == PHASE_CLOAK and (state.alert_cancelled or steps.find(state, "alert_flip") < 0):
            continue
        if not can_use(state, seat, card):
            continue
        out += [Action(USE_ITEM, (card, t), f"Use {treasure_words(agent, card)}{_target_words(state, card, t)}")
                for t in _item_targets(state, seat, card)]
    return out


def _use(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    card, target = action.arg  # type: ignore[misc]
    b = base(card)
    agent = state.agents[seat]
    events = [Event("item", f"Seat {seat + 1} uses {name(card)}{_target_words(state, card, target)}",
                    {"seat": seat, "card": card, "target": target}, subject=seat)]
    if treasure(card).use == "destroy":
        state = decks.to_box(state.with_agent(seat, agent.without(card)), card)
    else:
        state = state.with_agent(seat, agent.but(items_used=agent.items_used + (card,)))
    health, clarity, energy = item_gains(card)
    for gain, n in ((gain_health, health), (gain_clarity, clarity)):
        state, more = gain(state, n, name(card))
        events += more
    if energy:
        state, more = gain_energy(state, seat, energy, name(card))
        events += more
    if b == TONIC and "MISS" in state.agents[seat].hand:
        state = steps.push(state, step("tonic_miss", seat))
    elif b == SYPHON:
        state = state.with_agent(seat, state.agents[seat].but(syphon=True))
    elif b == LOCKPICKS:
        state = state.but(opened=state.opened + (f"{state.board}:{target}",))
    elif b == PHASE_CLOAK:
        state = state.but(alert_cancelled=True)
    elif b in (SMOKE_FLASK, SPLINTER):
        row = state.combat.row
        hit = [i for i, f in enumerate(row) if not f.defeated] if b == SMOKE_FLASK else [target]
        for i in hit:
            row = row[:i] + (replace(row[i], stun=row[i].stun + 1),) + row[i + 1:]  # type: ignore[index]
        state = state.but(combat=state.combat.but(row=row))
    elif b == WAR_HORN:
        state, more = _war_horn(state)
        events += more
    elif b == SPYGLASS:
        from .effects import peek
        state, more = peek(state, seat, target)
        events += more
    elif b == ECHO_LENS:
        bottom = state.events["GBR".index(target)][-1]
        events.append(Event("echo_lens", f"Seat {seat + 1} sees the next {_COLOUR_WORDS[target]} event: "
                            f"{name(bottom)}", {"seat": seat, "deck": target, "card": bottom},
                            visible_to=frozenset({seat}),
                            redacted=Event("echo_lens", f"Seat {seat + 1} looks at the next "
                                           f"{_COLOUR_WORDS[target]} event", {"seat": seat, "deck": target})))
    return state, events


def _war_horn(state: State) -> tuple[State, list[Event]]:
    """Every agent taking part in this combat round draws 1 combat card (none from an empty deck,
    R26: no reshuffle mid-round)."""
    events = []
    for s in state.order():
        a = state.agents[s]
        if s in getattr(state.combat, "out", ()) or not a.deck:
            continue
        state = state.with_agent(s, a.with_deck(a.deck[1:], hand=a.hand + (a.deck[0],)))
        events.append(Event("draw", f"Seat {s + 1} draws 1 combat card (War-Horn)", {"seat": s, "count": 1},
                            subject=s))
    return state, events


def _tonic_legal(state: State, s: Step) -> list[Action]:
    return [Action(TONIC_MISS, True, "Discard 1 MISS"), Action(TONIC_MISS, False, "Keep it")]


def _tonic_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    if not action.arg:  # type: ignore[union-attr]
        return state, []
    agent = state.agents[s.seat]  # type: ignore[index]
    hand = list(agent.hand)
    hand.remove("MISS")
    state = state.with_agent(s.seat, agent.but(hand=tuple(hand), discard=agent.discard + ("MISS",)))  # type: ignore[arg-type]
    return state, [Event("tonic", f"Seat {s.seat + 1} discards a MISS", {"seat": s.seat}, subject=s.seat)]  # type: ignore[operator]


def _offer_move(state: State, seat: int, win: str) -> list[Action]:
    if win not in OUTSIDE + ("W3",):
        return []
    agent = state.agents[seat]
    weapons_move = not (win == "W3" and agent.seat_kind == "chaos")
    return list(_moves(agent.left, agent.right, agent.belt, agent.back, agent.backpack, weapons_move))


@lru_cache(maxsize=4096)
def _moves(left: str, right: str, belt: str, back: str, backpack: tuple[str, ...],
           weapons_move: bool) -> tuple[Action, ...]:
    """Every MOVE of an arrangement (cached: windows ask for them at every poll, and an agent's
    arrangement changes rarely)."""
    agent = Agent("", left=left, right=right, belt=belt, back=back, backpack=backpack)
    return tuple(Action(MOVE, (t, p), f"Move the {treasure_words(agent, t)} to {PLACE_WORDS.get(p, p)}")
                 for t in agent.treasures for p in move_targets(agent, t, weapons_move))


def _move(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    card, place = action.arg  # type: ignore[misc]
    state = state.with_agent(seat, moved(state.agents[seat], card, place))
    return state, [Event("treasure_moved", f"Seat {seat + 1} moves {name(card)} to {place}",
                         {"seat": seat, "card": card, "place": place}, subject=seat)]


def _offer_discard(state: State, seat: int, win: str) -> list[Action]:
    if win not in OUTSIDE + ("W3",):
        return []
    agent = state.agents[seat]
    return [Action(DISCARD_TREASURE, t, f"Discard the {treasure_words(agent, t)}") for t in agent.treasures]


def discard_own(state: State, seat: int, card: str) -> tuple[State, list[Event]]:
    """``seat`` puts ``card`` face up on its colour's discard pile (shared with D's rewards)."""
    state = decks.discard_treasure(state.with_agent(seat, state.agents[seat].without(card)), card)
    return state, [Event("treasure_discarded", f"Seat {seat + 1} discards {name(card)}",
                         {"seat": seat, "card": card}, subject=seat)]


def _discard(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    return discard_own(state, seat, action.arg)  # type: ignore[arg-type]


register_free_action(MOVE, _offer_move, _move)
register_free_action(USE_ITEM, _offer_use, _use)
register_free_action(DISCARD_TREASURE, _offer_discard, _discard)
steps.register("tonic_miss", steps.by_seat, _tonic_legal, _tonic_run)

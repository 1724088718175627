"""Carrying treasures (§2.15.1-2, E28): places, room, re-layout, moves, and the readings combat needs.

Places are "left", "right", "both" (a two-handed weapon equipped fills the two hands), "belt",
"back" and "backpack". A Large treasure never goes into the backpack; a two-handed weapon takes
both hands when equipped and one inventory slot when stored.
"""

from __future__ import annotations

from .lookup import treasure
from .state import BACKPACK_SIZE, SLOTS, Agent, State

PLACES = ("left", "right", "both", "belt", "back", "backpack")


# --- readings (shared with author D) ----------------------------------------------------------


def usable_equipped(state: State, seat: int) -> tuple[str, ...]:
    """Treasures in a hand that are not Dropped."""
    agent = state.agents[seat]
    return tuple(t for t in agent.equipped if not agent.is_dropped(t))


def is_equipped_usable(state: State, seat: int, card: str) -> bool:
    return card in usable_equipped(state, seat)


def usable_weapons(state: State, seat: int) -> tuple[str, ...]:
    return tuple(t for t in usable_equipped(state, seat) if treasure(t).weapon)


def weapon_types(state: State, seat: int) -> frozenset[str]:
    """The types of the agent's usable equipped weapons; an unarmed agent attacks as Melee (R15)."""
    types: frozenset[str] = frozenset()
    for t in usable_weapons(state, seat):
        types |= treasure(t).weapon_types
    return types or frozenset({"Melee"})


def combat_power(state: State, seat: int) -> int:
    """CP = max(1, Σ CP of usable equipped treasures) + temporary bonuses (R14)."""
    total = sum(treasure(t).cp for t in usable_equipped(state, seat))
    return max(1, total) + state.agents[seat].cp_bonus


def block(state: State, seat: int) -> int:
    return sum(treasure(t).block for t in usable_equipped(state, seat))


def has_shock_equipped(state: State) -> bool:
    """At least one agent has a usable Shock weapon equipped (frozen doors)."""
    return any("Shock" in treasure(t).weapon_types for s in range(state.n) for t in usable_weapons(state, s))


# --- room (E28) -----------------------------------------------------------------------------


def room_for(cards: tuple[str, ...] | list[str]) -> bool:
    """Whether one agent can store all of ``cards`` at once (E28's formula)."""
    n2 = sum(1 for c in cards if treasure(c).two_handed)
    n1 = sum(1 for c in cards if treasure(c).size == "L" and not treasure(c).two_handed)
    s = sum(1 for c in cards if treasure(c).size == "S")
    return (n2 <= 2 and n1 + n2 <= 4 and s <= 10 - n1 - n2) or (n2 >= 1 and n1 + n2 <= 3 and s <= 9 - n1 - n2)


def has_room(agent: Agent, card: str) -> bool:
    return room_for(agent.treasures + (card,))


def over_capacity(agent: Agent) -> bool:
    return not room_for(agent.treasures)


# --- places -----------------------------------------------------------------------------------


def free_places(agent: Agent, card: str) -> tuple[str, ...]:
    """Where ``card`` (not yet the agent's) can go without moving anything, in the table's order of
    suggestion (§2.15.2)."""
    info = treasure(card)
    free = [slot for slot in SLOTS if not getattr(agent, slot)]
    out = []
    if info.size == "S" and len(agent.backpack) < BACKPACK_SIZE:
        out.append("backpack")
    out += [s for s in ("belt", "back") if s in free]
    if info.two_handed:
        if "left" in free and "right" in free:
            out.append("both")
    else:
        out += [h for h in ("left", "right") if h in free]
    return tuple(out)


def put(agent: Agent, card: str, place: str) -> Agent:
    if place == "both":
        return agent.but(left=card, right=card)
    if place == "backpack":
        return agent.but(backpack=agent.backpack + (card,))
    return agent.but(**{place: card})


def relayout(agent: Agent, new: str = "") -> Agent | None:
    """All the agent's treasures (plus ``new``) stored again, keeping equipped weapons in hand
    where possible (E28); ``None`` when they cannot all be stored."""
    cards = list(agent.treasures) + ([new] if new else [])
    if not room_for(cards):
        return None
    kept = [t for t in agent.equipped if treasure(t).weapon]
    for hands in _hand_choices(kept):
        laid = _lay_out(agent, cards, hands)
        if laid is not None:
            return laid
    return None


def _hand_choices(kept: list[str]) -> list[list[str]]:
    out = [kept]
    if len(kept) == 2:
        out += [[kept[0]], [kept[1]]]
    if kept:
        out.append([])
    return out


def _lay_out(agent: Agent, cards: list[str], hands: list[str]) -> Agent | None:
    blank = agent.but(left="", right="", belt="", back="", backpack=())
    slots = ["left", "right", "belt", "back"]
    for t in hands:
        if treasure(t).two_handed:
            blank = blank.but(left=t, right=t)
            slots.remove("left")
            slots.remove("right")
        else:
            slot = "left" if "left" in slots else "right"
            blank = blank.but(**{slot: t})
            slots.remove(slot)
    rest = [c for c in cards if c not in hands]
    large = [c for c in rest if treasure(c).size == "L"]
    small = [c for c in rest if treasure(c).size == "S"]
    # A two-handed weapon is stored in the Belt or Back, or fills both free hands; never one hand
    # (§2.15.1): two-handers take the inventory slots first, other Large treasures what is left.
    two = [c for c in large if treasure(c).two_handed]
    one = [c for c in large if not treasure(c).two_handed]
    store = [s for s in ("belt", "back") if s in slots]
    for c in two:
        if store:
            blank = blank.but(**{store.pop(0): c})
        elif "left" in slots and "right" in slots:
            blank = blank.but(left=c, right=c)
            slots.remove("left")
            slots.remove("right")
        else:
            return None
    order = store + [s for s in ("left", "right") if s in slots]
    if len(one) > len(order):
        return None
    for c, slot in zip(one, order):
        blank = blank.but(**{slot: c})
    order = order[len(one):]
    pack, spill = small[:BACKPACK_SIZE], small[BACKPACK_SIZE:]
    if len(spill) > len(order):
        return None
    blank = blank.but(backpack=tuple(pack))
    for c, slot in zip(spill, order):
        blank = blank.but(**{slot: c})
    return blank


# --- moves (REARRANGE as one MOVE per action, E4) --------------------------------------------


def move_targets(agent: Agent, card: str, weapons_may_move: bool = True) -> tuple[str, ...]:
    """The places ``card`` may move to (an occupied slot means a swap with its occupant, when the
    occupant fits where ``card`` was). With ``weapons_may_move`` False (E32's Chaos rule), a
    Weapon never goes into or out of a hand."""
    info = treasure(card)
    here = agent.place_of(card)
    out = []
    for place in PLACES:
        if place == here or (place in ("left", "right") and here == "both"):
            continue
        if not weapons_may_move and info.weapon and (place in ("left", "right", "both")
                                                     or here in ("left", "right", "both")):
            continue
        if _after_move(agent, card, place) is not None:
            out.append(place)
    return tuple(out)


def _after_move(agent: Agent, card: str, place: str) -> Agent | None:
    info = treasure(card)
    here = agent.place_of(card)
    if place == "backpack":
        if info.size != "S" or len(agent.backpack) >= BACKPACK_SIZE:
            return None
        return put(agent.without(card), card, "backpack")
    if place == "both" and not info.two_handed:
        return None
    if info.two_handed and place in ("left", "right"):
        return None
    targets = ("left", "right") if place == "both" else (place,)
    occupants = list(dict.fromkeys(getattr(agent, t) for t in targets if getattr(agent, t)))
    if len(occupants) > 1:
        return None
    rest = agent.without(card)
    if not occupants:
        return put(rest, card, place)
    other = occupants[0]
    if other == card:
        return None
    back_to = "left" if here == "both" else here
    other_info = treasure(other)
    rest = rest.without(other)
    if back_to == "backpack":
        if other_info.size != "S":
            return None
    elif other_info.two_handed:
        if back_to in ("left", "right"):
            return None
    moved = put(rest, card, place)
    if back_to in ("left", "right", "belt", "back") and getattr(moved, back_to):
        return None
    return put(moved, other, back_to)


def moved(agent: Agent, card: str, place: str) -> Agent:
    after = _after_move(agent, card, place)
    if after is None:
        raise ValueError(f"{card} cannot move to {place}")
    return after

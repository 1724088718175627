"""Exploration's face-down cards in a determinized view (E40, §5.2): other agents' backpacks and
trophies, the treasure decks (hidden whole in Exploration, else they would tell the backpacks) and
other seats' own draws waiting to be placed. ``views.determinize`` calls ``fill_treasures`` and
``fill_face_down_enemies``; every hidden place gets a card the view does not locate, so the
sample's accounting holds.
"""

from __future__ import annotations

import random

from .lookup import boss_deck, enemy_cards, treasure, treasure_cards
from .state import COLOURS, State, replace_at
from .views import DRAW_STEP_DATA, HIDDEN, located_cards


# --- Exploration: face-down backpacks, trophies and draws (E40, §5.2) ----------------------------
#
# A hole is a hidden place for one treasure, addressed ("tdeck", colour index, k), ("reward", k),
# ("step", stack index, key, k or -1) or ("pack", seat, k), with the colour its back shows ("" for
# a backpack card: its count alone is shown). The holes together take exactly the treasures the
# view does not locate, so the sample's accounting holds (``accounting.problems``).

Hole = tuple[tuple, str]
DEAL_TRIES = 32


def _treasure_holes(v: State) -> list[Hole]:
    holes: list[Hole] = [(("tdeck", ci, k), COLOURS[ci]) for ci, d in enumerate(v.tdecks)
                         for k, c in enumerate(d) if c == HIDDEN]
    if v.reward is not None and hasattr(v.reward, "deck"):
        holes += [(("reward", k), c[1:]) for k, c in enumerate(v.reward.deck) if c.startswith(HIDDEN)]
    for i, st in enumerate(v.stack):
        key = DRAW_STEP_DATA.get(st.kind)
        value = st.get(key) if key else None
        if isinstance(value, tuple):
            holes += [(("step", i, key, k), c[1:]) for k, c in enumerate(value) if c.startswith(HIDDEN)]
        elif isinstance(value, str) and value.startswith(HIDDEN):
            holes.append((("step", i, key, -1), value[1:]))
    holes += [(("pack", i, k), "") for i, a in enumerate(v.agents) for k, c in enumerate(a.backpack) if c == HIDDEN]
    return holes


def _pinned(v: State, unseen: set[str]) -> dict[int, list[str]]:
    """Unlocated treasures the view ties to one agent with a face-down backpack, which must then be
    in it: items it used this Round or Dropped, items a trade or a gift offer names (E40)."""
    packed = {i for i, a in enumerate(v.agents) if HIDDEN in a.backpack}
    out: dict[int, list[str]] = {}

    def pin(seat: int | None, cards: object) -> None:
        for card in _strings(cards):
            if card in unseen and seat in packed and not any(card in x for x in out.values()):
                out.setdefault(seat, []).append(card)

    for i, a in enumerate(v.agents):
        pin(i, a.items_used + tuple(t for t, _ in a.dropped))
    for st in v.stack:
        for key, value in st.data:
            pin(st.get("to") if key == "take" else st.get("giver", st.get("offerer", st.seat)), value)
    return out


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, tuple):
        return [x for item in value for x in _strings(item)]
    return []


def fill_treasures(s: State, v: State, rng: random.Random) -> State:
    """Every treasure hole of the view filled from the treasures it does not locate."""
    holes = _treasure_holes(v)
    if not holes:
        return s
    unseen = {t for colour in COLOURS for t in treasure_cards(colour)} - located_cards(v)
    reward = v.reward if v.reward is not None and hasattr(v.reward, "seen") else None
    gone = {c for _, c in reward.seen} - set(reward.deck) if reward is not None else set()
    if len(unseen) != len(holes):
        raise ValueError("the view's treasures do not add up")
    # A pin is a likelihood, not a certainty: an item used this Round may have left its agent
    # since (disenchanted back into a deck, soak seed 8140), which the view cannot tell. So when
    # no deal keeps the pins, the cards are dealt without them.
    for pinned in (_pinned(v, unseen), {}):
        for _ in range(DEAL_TRIES):
            deal = _deal_treasures(holes, sorted(unseen), pinned, gone, rng)
            if deal is not None:
                return _write_treasures(s, v, deal, rng)
    raise ValueError("no way to deal the view's hidden treasures")


def _deal_treasures(holes: list[Hole], unseen: list[str], pinned: dict[int, list[str]], gone: set[str],
                    rng: random.Random) -> dict[tuple, str] | None:
    """One random deal of ``unseen`` into ``holes``, or ``None`` when this try breaks a rule:
    pinned cards in their agent's backpack, the colour of each back, no Large treasure in a
    backpack, no card the seat saw leave the reward deck back in it. Backpacks take any colour, so
    each colour is dealt on its own: its backpack share is what its backs leave over."""
    deal: dict[tuple, str] = {}
    packs = [addr for addr, _ in holes if addr[0] == "pack"]
    for seat, cards in pinned.items():
        deal.update(zip([addr for addr in packs if addr[1] == seat], cards))
    left = set(unseen) - set(deal.values())
    to_packs: list[str] = []
    for colour in COLOURS:
        backs = [addr for addr, c in holes if c == colour]
        cards = [t for t in sorted(left) if treasure(t).colour == colour]
        share = _deal_colour(backs, cards, len(cards) - len(backs), gone, rng)
        if share is None:
            return None
        to_packs += share[1]
        deal.update(share[0])
    free = [addr for addr in packs if addr not in deal]
    if len(free) != len(to_packs):
        return None
    rng.shuffle(to_packs)
    deal.update(zip(free, to_packs))
    return deal


def _deal_colour(backs: list[tuple], cards: list[str], n_packs: int, gone: set[str],
                 rng: random.Random) -> tuple[dict[tuple, str], list[str]] | None:
    """One colour's cards: ``n_packs`` Small ones for the backpacks, the others behind its backs
    (reward backs first, with cards the seat did not see leave the reward deck)."""
    small = [t for t in cards if treasure(t).size == "S"]
    if n_packs < 0 or n_packs > len(small):
        return None
    rng.shuffle(small)
    packed = small[:n_packs]
    rest = [t for t in cards if t not in packed]
    rng.shuffle(rest)
    rest.sort(key=lambda t: t in gone)  # (stable: still shuffled within each part)
    rewards = [addr for addr in backs if addr[0] == "reward"]
    if rewards and rest[len(rewards) - 1] in gone:
        return None
    others = [addr for addr in backs if addr[0] != "reward"]
    tail = rest[len(rewards):]
    rng.shuffle(tail)
    return dict(zip(rewards + others, rest[:len(rewards)] + tail)), packed


def _write_treasures(s: State, v: State, deal: dict[tuple, str], rng: random.Random) -> State:
    """``s`` with the dealt cards in their holes; decks and the reward deck in a fresh order."""
    tdecks = [list(d) for d in v.tdecks]
    reward_deck = list(v.reward.deck) if v.reward is not None and hasattr(v.reward, "deck") else []
    stack, agents = list(s.stack), [list(a.backpack) for a in s.agents]
    for addr, card in deal.items():
        if addr[0] == "tdeck":
            tdecks[addr[1]][addr[2]] = card
        elif addr[0] == "reward":
            reward_deck[addr[1]] = card
        elif addr[0] == "pack":
            agents[addr[1]][addr[2]] = card
        else:
            stack[addr[1]] = _put_card(stack[addr[1]], addr[2], addr[3], card)
    for d in tdecks:
        rng.shuffle(d)
    s = s.but(tdecks=tuple(map(tuple, tdecks)), stack=tuple(stack),
              agents=tuple(a.but(backpack=tuple(p)) for a, p in zip(s.agents, agents)))
    if reward_deck:
        rng.shuffle(reward_deck)
        s = s.but(reward=v.reward.but(deck=tuple(reward_deck)))
    return s


def _put_card(st, key: str, k: int, card: str):
    """Step ``st`` with ``card`` as its ``key`` (k = -1) or as item k of it."""
    if k < 0:
        return st.put(**{key: card})
    return st.put(**{key: replace_at(st.get(key), k, card)})


def fill_face_down_enemies(s: State, v: State, rng: random.Random) -> State:
    """The lurkers, each enemy deck (its size is public) and the face-down trophies share the
    enemies the view does not locate; the Bosses not located are trophies."""
    located = located_cards(v)
    lurkers, edecks = [list(x) for x in v.lurkers], []
    spare = [b for b in boss_deck(v.mode) if b not in located]
    for ci, colour in enumerate(COLOURS):
        pool = [c for c in enemy_cards(colour) if c not in located]
        rng.shuffle(pool)
        n = len(v.edecks[ci])
        if sum(c == HIDDEN + colour for stack in lurkers for c in stack) + n > len(pool):
            raise ValueError(f"the view's {colour} enemies do not add up")
        for li, stack in enumerate(lurkers):
            lurkers[li] = [pool.pop() if c == HIDDEN + colour else c for c in stack]
        edecks.append(tuple(pool[:n]))
        spare += pool[n:]
    holes = [(i, k) for i, a in enumerate(v.agents) for k, c in enumerate(a.trophies) if c == HIDDEN]
    if len(spare) != len(holes):
        raise ValueError("the view's enemies do not add up")
    rng.shuffle(spare)
    trophies = [list(a.trophies) for a in s.agents]
    for (i, k), card in zip(holes, spare):
        trophies[i][k] = card
    agents = tuple(a.but(trophies=tuple(t)) for a, t in zip(s.agents, trophies))
    return s.but(agents=agents, edecks=tuple(edecks), lurkers=tuple(tuple(x) for x in lurkers))

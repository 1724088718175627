"""What a seat may know (§5.2): ``view`` hides, ``determinize`` fills the hidden parts back in.

Hidden in a view: the generator and the chance script; the order of every treasure, Boss and
Random Event deck and of the seat's own combat deck (each shown sorted: which cards, never their
order, except the bottom cards its Diagnostics put there, ``Agent.known_bottom``, kept for the
owner alone until that deck is shuffled); the enemy decks entirely ("?" cards: their contents would tell which enemies lurk face
down) and other agents' combat decks entirely (with the public discard piles their contents would
tell their hands); the identities
of lurkers ("?" + back colour) and of Search tokens in stacks and pools ("?", except a top token
shown to this seat by a peek); other agents' hands ("?" cards) and uncommitted-to-the-table
Decision cards ("?" until the reveal); the reward deck's order and every reward card but the
seat's own draws ("?" + colour, author D's ``RewardState.for_seat``), and with them the treasure
deck of that colour (which cards stayed there would tell the reward cards). In Exploration mode
(E40, §2.15.8, §5.2) also other agents' backpacks and trophy lists ("?" cards, counts only; slots
stay public), every treasure deck's contents ("?" cards), and another seat's own draw waiting to
be placed (its back, "?" + colour). ``determinize``
samples the hidden parts uniformly from what is unknown to the seat, with the seat's own
generator, and gives the state a fresh game generator.
"""

from __future__ import annotations

import random
from collections import Counter

from ..core import rng as rngmod
from .lookup import combat_deck, enemy, enemy_cards, token_list, treasure, treasure_cards
from .state import COLOURS, Agent, State, replace_at

HIDDEN = "?"


def _sorted(piles: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(sorted(p)) for p in piles)


def view(state: State, seat: int) -> State:
    if not 0 <= seat < state.n:
        raise ValueError(f"no Seat {seat + 1} in a {state.n}-agent game")
    from .engine import to_act
    agents = []
    for i, a in enumerate(state.agents):
        hand = a.hand if i == seat else (HIDDEN,) * len(a.hand)
        decision = a.decision if (i == seat or not a.decision or decisions_revealed(state)) else HIDDEN
        # Another agent's deck is hidden altogether, not just its order: its contents with the
        # public discard pile and cards in play would give away that agent's hand.
        deck = tuple(sorted(a.deck)) if i == seat else (HIDDEN,) * len(a.deck)
        # The bottom cards Diagnostics put there stay known to their owner alone (§5.2).
        known = a.known_bottom if i == seat else ()
        a = a.but(hand=hand, deck=deck, decision=decision, known_bottom=known)
        agents.append(_face_down(a) if i != seat and state.mode == "exploration" else a)
    lurkers = tuple(tuple(HIDDEN + enemy(c).colour for c in stack) for stack in state.lurkers)
    known = {node for node, who in state.peeked if who in (-1, seat)}
    search = tuple((node, ((stack[0],) if node in known else (HIDDEN,)) + (HIDDEN,) * (len(stack) - 1))
                   for node, stack in state.search)
    pools = tuple((HIDDEN,) * len(p) for p in state.pools)
    reward = state.reward
    tdecks = _sorted(state.tdecks)
    if reward is not None and hasattr(reward, "for_seat"):
        reward = reward.for_seat(None, seat)
        # Which cards of a colour went into the reward deck and which stayed in its treasure deck
        # is unknown: that deck's contents would tell the reward cards, so it hides them too.
        unsure = set(reward.hidden_colours())
        tdecks = tuple((HIDDEN,) * len(d) if c in unsure else d for c, d in zip(COLOURS, tdecks))
    edecks = tuple((HIDDEN,) * len(d) for d in state.edecks)
    stack = _hide_steps(state.stack, seat)
    if state.mode == "exploration":
        # With face-down backpacks (E40) a treasure deck's contents would tell them apart from the
        # treasures the view shows nowhere: every treasure deck shows backs, like the reward deck's.
        tdecks = tuple((HIDDEN,) * len(d) for d in state.tdecks)
        stack = _hide_draws(stack, seat)
    return state.but(agents=tuple(agents), tdecks=tdecks, edecks=edecks,
                     boss_deck=tuple(sorted(state.boss_deck)), events=_sorted(state.events), lurkers=lurkers,
                     search=search, pools=pools, reward=reward, rng=0, script=(), viewer=seat,
                     stack=stack, acting=to_act(state))


# Step data only the step's own seat may see, by step kind: the two cards Diagnostics looks at
# (author D's ``combat.keep_card``) are still the top of that agent's hidden deck.
PRIVATE_STEP_DATA = {"combat.keep_card": "look"}


def _hide_steps(stack: tuple, seat: int) -> tuple:
    out = []
    for s in stack:
        key = PRIVATE_STEP_DATA.get(s.kind)
        if key is not None and s.seat != seat and s.get(key) is not None:
            s = s.put(**{key: (HIDDEN,) * len(s.get(key))})
        out.append(s)
    return tuple(out)


def _face_down(agent: Agent) -> Agent:
    """Another agent's backpack and trophies in Exploration (E40, §2.15.8): their counts only."""
    return agent.but(backpack=(HIDDEN,) * len(agent.backpack), trophies=(HIDDEN,) * len(agent.trophies))


# Steps that hold a treasure an agent gains before it is placed (``accounting.held_by_steps``), by
# kind: in Exploration a draw for itself shows other seats only its back (§5.2) until it is placed.
DRAW_STEP_DATA = {"place": "card", "overflow": "card", "req_keep": "cards"}


def _hide_draws(stack: tuple, seat: int) -> tuple:
    """``stack`` with other seats' own draws waiting to be placed shown as backs ("?" + colour)."""
    out = list(stack)
    for k, s in enumerate(stack):
        key = DRAW_STEP_DATA.get(s.kind)
        if key is None or s.seat == seat or not s.get(key) or _public_gain(stack, k):
            continue
        value = s.get(key)
        out[k] = s.put(**{key: tuple(map(_back, value)) if isinstance(value, tuple) else _back(value)})
    return tuple(out)


def _back(card: str) -> str:
    return HIDDEN + treasure(card).colour


def _public_gain(stack: tuple, k: int) -> bool:
    """Whether the card of draw step ``stack[k]`` was seen face up by every seat: an own draw in
    Exploration is marked ``private`` by the rules (``gain.gain_treasure``); a card offered as a gift
    in an overflow (``refused``) was shown to the others anyway."""
    s = stack[k]
    if any(card == s.get("card") for card, _ in s.get("refused", ())):
        return True
    return not s.get("private")


def _looked_at(v: State, seat: int) -> tuple[str, ...]:
    """The cards a pending Diagnostics step of ``seat`` looks at (the top of its deck), or ()."""
    for s in v.stack:
        if s.kind in PRIVATE_STEP_DATA and s.seat == seat:
            return tuple(s.get(PRIVATE_STEP_DATA[s.kind]) or ())
    return ()


def decisions_revealed(state: State) -> bool:
    """Decisions are public once the event's outcomes are being applied (after the reveal)."""
    return any(s.kind in ("effects", "ending", "event_done", "flip_apply", "reflip", "peek")
               for s in state.stack) and not any(s.kind == "event_card" for s in state.stack)


def determinize(view_state: State, seat: int, rng: random.Random) -> State:
    """A full state consistent with ``view_state`` (the seat's knowledge), drawn uniformly: a
    sample in which another seat would be to act (a hand dealt that leaves that seat one option,
    which the engine would have played by itself) is not consistent, so it is drawn again."""
    from .engine import to_act
    for _ in range(RESAMPLES):
        sample = _sample(view_state, seat, rng)
        if to_act(sample) == view_state.acting or view_state.over is not None:
            return sample
    return sample


RESAMPLES = 500  # a seat to act with few playable hands can need ~50 draws (soak case loghan-1718: 2 %)


def _sample(view_state: State, seat: int, rng: random.Random) -> State:
    v = view_state
    agents = list(v.agents)
    for i, a in enumerate(agents):
        if i == seat:  # the order is unknown, except the cards Diagnostics is looking at (on top)
            top = _looked_at(v, seat)  # and the ones it put at the bottom (known until a shuffle)
            bottom = a.known_bottom[max(0, len(top) + len(a.known_bottom) - len(a.deck)):]  # beyond the look
            deck = list((Counter(a.deck) - Counter(top) - Counter(bottom)).elements())
            rng.shuffle(deck)
            agents[i] = a.but(deck=top + tuple(deck) + bottom)
            continue
        played = Counter(_played(v, i))
        unknown = Counter(combat_deck(v.preset)) - Counter(a.discard) - played
        cards = list(unknown.elements())
        rng.shuffle(cards)
        hand, deck = cards[:len(a.hand)], cards[len(a.hand):]
        decision = a.decision if a.decision != HIDDEN else rng.choice("ABCD")
        agents[i] = a.but(hand=tuple(hand), deck=tuple(deck), decision=decision)
    s = v.but(agents=tuple(agents), viewer=None, acting=None, rng=rngmod.seed_state(rng.getrandbits(64)), script=())
    s = s.but(tdecks=tuple(_shuffled(rng, d) for d in v.tdecks), boss_deck=_shuffled(rng, v.boss_deck),
              events=tuple(_shuffled(rng, d) for d in v.events))
    s = s.but(stack=tuple(_fill_step(step, agents) for step in v.stack))
    if v.mode == "exploration":  # face-down backpacks and trophies (E40) share the unseen cards
        from .views_hidden import fill_face_down_enemies, fill_treasures
        s = fill_treasures(s, v, rng)
        s = fill_face_down_enemies(s, v, rng)
    else:
        s = _fill_rewards(s, v, rng)
        s = _fill_enemies(s, v, rng)
    return _fill_tokens(s, v, rng)


def _fill_rewards(s: State, v: State, rng: random.Random) -> State:
    """The reward deck's hidden cards and the hidden treasure deck of each of their colours share
    the treasures of that colour the view shows nowhere; the reward deck's order is drawn anew."""
    if v.reward is None or not hasattr(v.reward, "hidden_colours") or not v.reward.hidden_colours():
        return s
    # ``seen`` names the seat's own draws also after they left the deck (taken, or refused and
    # reshuffled): those are not hidden reward cards, so they may only be back in a treasure deck.
    shown = located_cards(v)
    gone = {c for _, c in v.reward.seen} - set(v.reward.deck)
    deck = list(v.reward.deck)
    tdecks = list(s.tdecks)
    for ci, colour in enumerate(COLOURS):
        slots = [k for k, c in enumerate(deck) if c == HIDDEN + colour]
        if not slots:
            continue
        pool = [t for t in treasure_cards(colour) if t not in shown]
        if len(pool) != len(slots) + len(v.tdecks[ci]):
            raise ValueError(f"the view's {colour} treasures do not add up")
        rng.shuffle(pool)
        free = [t for t in pool if t not in gone]
        for k, card in zip(slots, free):
            deck[k] = card
        rest = [t for t in pool if t not in deck]
        rng.shuffle(rest)
        tdecks[ci] = tuple(rest)
    rng.shuffle(deck)
    return s.but(tdecks=tuple(tdecks), reward=v.reward.but(deck=tuple(deck)))


def located_cards(v: State) -> set[str]:
    """Every card id the view places somewhere: the census of ``accounting``, backs left out.

    A place, not a mention: an item used this Round is named in ``items_used`` also after it has
    left its agent and gone back into a deck (soak seed 8003)."""
    from .accounting import census
    return {c for c in census(v) if not c.startswith(HIDDEN)}


def _fill_step(step, agents: list) -> object:
    """A hidden look of another agent's Diagnostics: the top of the deck just dealt to it."""
    key = PRIVATE_STEP_DATA.get(step.kind)
    if key is None or HIDDEN not in (step.get(key) or ()):
        return step
    return step.put(**{key: agents[step.seat].deck[:len(step.get(key))]})


def _played(state: State, seat: int) -> tuple[str, ...]:
    combat = state.combat
    if combat is None or not hasattr(combat, "in_play"):
        return ()
    return combat.in_play(seat)


def _shuffled(rng: random.Random, pile: tuple[str, ...]) -> tuple[str, ...]:
    out = list(pile)
    rng.shuffle(out)
    return tuple(out)


def _fill_enemies(s: State, v: State, rng: random.Random) -> State:
    """Each enemy deck and the lurkers of its colour share the cards of that colour nobody sees."""
    edecks, lurkers = list(v.edecks), [list(x) for x in v.lurkers]
    for ci, colour in enumerate(COLOURS):
        pool = [c for c in enemy_cards(colour) if c not in _visible_enemies(v)]
        rng.shuffle(pool)
        slots = [(li, k) for li, stack in enumerate(lurkers) for k, c in enumerate(stack) if c == HIDDEN + colour]
        for li, k in slots:
            lurkers[li][k] = pool.pop()
        edecks[ci] = tuple(pool)
    return s.but(edecks=tuple(edecks), lurkers=tuple(tuple(x) for x in lurkers))


def _visible_enemies(v: State) -> set[str]:
    seen = set(v.box) | set(v.row) | {c for d in v.ediscards for c in d} | set(v.boss_discard)
    seen |= {c for c, _, _ in v.roaming}
    if v.combat is not None and hasattr(v.combat, "row"):
        seen |= {f.card for f in v.combat.row}
    if v.reward is not None and hasattr(v.reward, "defeated"):
        seen |= set(v.reward.defeated)
    for a in v.agents:
        seen |= set(a.trophies)
    return seen


def _fill_tokens(s: State, v: State, rng: random.Random) -> State:
    """Each colour's hidden tokens (in its rooms' stacks and its spare pool) drawn from the tokens of
    that colour nobody has seen (``_hidden_tokens``)."""
    from .lookup import node_colour
    search = dict(v.search)
    pools = list(v.pools)
    for ci, (colour, unknown) in enumerate(_hidden_tokens(v).items()):
        nodes = [n for n in search if node_colour(v.board, n) == colour]
        pool = list(unknown.elements())
        rng.shuffle(pool)
        for n in nodes:
            search[n] = tuple(t if t != HIDDEN else pool.pop() for t in search[n])
        pools[ci] = tuple(pool.pop() for _ in range(len(v.pools[ci])))
    return s.but(search=tuple((n, search[n]) for n, _ in v.search), pools=tuple(pools))


def _hidden_tokens(v: State) -> dict[str, Counter]:
    """colour -> the multiset of that colour's tokens hidden somewhere (stacks and pool).

    Resolved tokens lie in the box by id only, and some ids belong to several colours (a Summon
    token is in all three pools, a Green treasure token in the Green and Blue ones), so the box
    does not say which colour's pool a resolved token left. Any split of the boxed shared ids that
    leaves each colour exactly as many tokens as it hides is consistent with the view; the first
    one found is used (a search over at most five shared ids and three colours)."""
    from .lookup import node_colour
    colours = "GBR"
    full = {c: Counter(token_list(c)) for c in colours}
    avail = {c: Counter(full[c]) for c in colours}
    slots = dict.fromkeys(colours, 0)
    for node, stack in v.search:
        c = node_colour(v.board, node)
        avail[c] -= Counter(t for t in stack if t != HIDDEN)
        slots[c] += sum(1 for t in stack if t == HIDDEN)
    for c, pool in zip(colours, v.pools):
        slots[c] += len(pool)
    shared: list[tuple[str, int]] = []
    for token, n in Counter(t for t in v.box if t.startswith("S-")).items():
        owners = [c for c in colours if full[c][token]]
        if len(owners) == 1:
            avail[owners[0]][token] -= n
        else:
            shared.append((token, n))
    need = {c: sum(avail[c].values()) - slots[c] for c in colours}
    split = _split_boxed(shared, avail, need)
    if split is None:
        raise ValueError("the view's Search tokens do not add up")
    return {c: +(avail[c] - split[c]) for c in colours}


def _split_boxed(shared: list[tuple[str, int]], avail: dict[str, Counter],
                 need: dict[str, int]) -> dict[str, Counter] | None:
    if not shared:
        return {c: Counter() for c in need} if all(k == 0 for k in need.values()) else None
    (token, n), rest = shared[0], shared[1:]
    owners = [c for c in need if avail[c][token]]

    def spread(i: int, left: int, taken: dict[str, int]) -> dict[str, Counter] | None:
        if i == len(owners):
            if left:
                return None
            sub = _split_boxed(rest, avail, {c: need[c] - taken.get(c, 0) for c in need})
            if sub is not None:
                for c, k in taken.items():
                    sub[c][token] += k
            return sub
        c = owners[i]
        for k in range(min(left, avail[c][token], need[c]), -1, -1):
            found = spread(i + 1, left - k, {**taken, c: k})
            if found is not None:
                return found
        return None

    return spread(0, n, {})


def known_cards(view_state: State) -> frozenset[tuple]:
    """Facts a view shows that were hidden once (undo stops when one appears): hands, peeked
    tokens, revealed decisions, drawn treasures in the open, the enemy row."""
    v = view_state
    facts: set[tuple] = set()
    if v.viewer is not None:
        facts |= {("hand", v.viewer, c, k) for k, c in enumerate(v.agents[v.viewer].hand)}
    facts |= {("peek", n, v.tokens_at(n)[0]) for n, _ in v.peeked if v.tokens_at(n) and v.tokens_at(n)[0] != HIDDEN}
    facts |= {("decision", i, a.decision) for i, a in enumerate(v.agents) if a.decision not in ("", HIDDEN)}
    facts |= {("row", c) for c in v.row} | {("box", c) for c in v.box}
    facts |= {("treasure", t) for a in v.agents for t in a.treasures if t != HIDDEN}
    facts |= {("rng", v.round_no, len(v.box), tuple(len(d) for d in v.tdecks), tuple(len(d) for d in v.edecks))}
    return frozenset(facts)


__all__ = ["HIDDEN", "determinize", "known_cards", "view", "replace_at"]

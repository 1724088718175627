"""A new game (§2.2, §2.3 Story mode, §2.23 with E7 and E14).

``new_game(players, seed, options)``; ``players`` is the number of agents (3-6). Options:

- ``mode``: "story" (default) or "exploration" (§2.3: one board of ``board``, both Bosses, 2 tokens per
  "?" room, no story deck; at most one Human seat, the others AI opponents, never Chaos);
- ``board``: "past" (default) | "anomaly" | "future", Exploration only;
- ``agents``: agent ids in ring order (default Pill, Brannoc, Kestrel, Ilse, Sable, Orin: the first N);
- ``seats``: one kind per seat, "human" | "ai" | "chaos" (default Seat 1 human, the others AI);
  ``humans`` (one true/false per seat, the app's people option) is read when ``seats`` is absent;
- ``preset``: "story" | "standard" (default) | "hard";
- ``first_leader``: a seat index, or "random" (one draw over N before anything else);
- for tests and the tutorial: ``script`` (chance results queued before the generator: see
  ``state``), ``stack`` ({pile: [ids]} moved to the top of that pile in the order listed, no
  generator draw; piles "treasure:G", "enemy:G", "combat:<seat>", ...), ``tokens`` ({node: top
  token}, swapped in from the spare pool), ``skip_intro`` (start at Round 1 without story 001).

The order of random calls (§2.23): first Leader, treasure decks G B R V, enemy decks G B R V,
the Boss deck (Exploration), event decks G B R, token pools G B R then dealing, combat decks in
seat order.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..core import rng as rngmod
from ..core.events import Event
from . import chance, steps
from .events_phase import begin_card
from .lookup import AGENT_IDS, board_name, ARTIFACTS, COVERS, START_ENERGY, boss_deck, combat_deck, enemy_cards, event_cards, \
    story_deck, token_list, treasure_cards
from .rounds import start_round
from .search import deal_to_rooms
from .state import BOARDS, COLOURS, MODES, PRESETS, Agent, State
from .wording import voiced

OPTIONS = (
    ("mode", "Mode", (("story", "Story"), ("exploration", "Exploration")), "story"),
    ("board", "Board (Exploration)", (("past", "The Past"), ("anomaly", "The Anomaly"), ("future", "The Future")),
     "past"),
    ("preset", "Difficulty", (("story", "Story (easier)"), ("standard", "Standard"), ("hard", "Hard")), "standard"),
)


def _seat_kinds(n: int, options: Mapping[str, Any]) -> tuple[str, ...]:
    if "seats" in options:
        kinds = tuple(options["seats"])
    elif "humans" in options:
        kinds = tuple("human" if h else "ai" for h in options["humans"])
    else:
        kinds = ("human",) + ("ai",) * (n - 1)
    if len(kinds) != n or any(k not in ("human", "ai", "chaos") for k in kinds):
        raise ValueError(f"seats must give one of human/ai/chaos for each of the {n} agents")
    if "ai" in kinds and "chaos" in kinds:
        raise ValueError("AI and Chaos seats are never mixed in one game (§2.2)")
    if "chaos" in kinds and "human" not in kinds:
        raise ValueError("a game with Chaos characters needs at least one Human seat")
    return kinds


def _exploration_seats(kinds: tuple[str, ...]) -> None:
    """§2.2: Exploration is competitive, so one person plays one agent against AI opponents."""
    if "chaos" in kinds:
        raise ValueError("Chaos characters play Story mode only; Exploration has AI opponents (§2.2)")
    if kinds.count("human") > 1:
        raise ValueError("Exploration mode has at most one Human agent; the others are AI opponents (§2.2)")


def _rule_set(kinds: tuple[str, ...]) -> str:
    if "chaos" not in kinds:
        return "group"
    return "solo" if kinds.count("human") == 1 else "two_main"


def new_game(players: int = 3, seed: int = 0, options: Mapping[str, Any] | None = None) -> State:
    return new_game_with_events(players, seed, options)[0]


def new_game_with_events(players: int = 3, seed: int = 0,
                         options: Mapping[str, Any] | None = None) -> tuple[State, list[Event]]:
    from .engine import advance

    options = dict(options or {})
    mode, board = options.get("mode", "story"), options.get("board", "past")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    if board not in BOARDS or (mode == "story" and board != "past"):
        raise ValueError("board must be one of past, anomaly, future (Story mode always plays The Past)")
    if not 3 <= players <= 6:
        raise ValueError("Castle von Loghan has 3 to 6 agents")
    ids = tuple(options.get("agents") or AGENT_IDS[:players])
    if len(ids) != players or len(set(ids)) != players or any(a not in AGENT_IDS for a in ids):
        raise ValueError(f"agents must be {players} distinct ids among {', '.join(AGENT_IDS)}")
    preset = options.get("preset", "standard")
    if preset not in PRESETS:
        raise ValueError(f"preset must be one of {', '.join(PRESETS)}")
    kinds = _seat_kinds(players, options)
    if mode == "exploration":
        _exploration_seats(kinds)
    state = State(mode=mode, preset=preset, rule_set=_rule_set(kinds), board=board,
                  agents=tuple(Agent(a, seat_kind=k, energy=START_ENERGY) for a, k in zip(ids, kinds)), leader=0,
                  rng=rngmod.seed_state(seed), script=tuple((k, _frozen(v)) for k, v in options.get("script", ())))
    first = options.get("first_leader", 0)
    if first == "random":
        state, first = chance.below(state, players)
    if not (isinstance(first, int) and 0 <= first < players):
        raise ValueError("first_leader must be a seat index or 'random'")
    state = state.but(leader=first)
    state = _shuffle_piles(state)
    state, events = _deal_tokens(state, options.get("tokens", {}))
    agents = []
    for agent in state.agents:
        state, deck = chance.shuffle(state, combat_deck(preset))
        agents.append(agent.but(deck=tuple(deck)))
    state = state.but(agents=tuple(agents))
    state = _stack(state, options.get("stack", {}))
    if mode == "exploration":  # step 7: Round 1 begins with its Move Phase
        state = start_round(state)
    elif options.get("skip_intro"):
        state = start_round(state.but(story=("C1",) + state.story[2:], box=state.box + ("C0", "001"),
                                      set_aside=tuple(c for c in state.set_aside if c != "C1")))
    else:  # step 9: remove Cover 0 and resolve story card 001 (not a Round), then Round 1
        state = state.but(story=state.story[2:], box=state.box + ("C0",))
        state = start_round(state)
        state = steps.push(state, begin_card("001", ""))
    where = "Story mode" if mode == "story" else f"Exploration mode on {board_name(board)}"
    events.insert(0, Event("setup", f"{where}, {preset} preset, {players} agents: {', '.join(ids)}",
                           {"agents": list(ids), "seats": list(kinds), "preset": preset, "leader": first,
                            "mode": mode, "board": board}))
    state = advance(state, events)
    return state, voiced(events)


def _frozen(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def _shuffle_piles(state: State) -> State:
    tdecks, edecks, events = [], [], []
    for colour in COLOURS:
        state, deck = chance.shuffle(state, treasure_cards(colour))
        tdecks.append(tuple(deck))
    for colour in COLOURS:
        state, deck = chance.shuffle(state, enemy_cards(colour))
        edecks.append(tuple(deck))
    bosses = boss_deck(state.mode)
    if state.mode == "exploration":
        state, shuffled = chance.shuffle(state, bosses)
        bosses = tuple(shuffled)
    for colour in "GBR":
        state, deck = chance.shuffle(state, event_cards(colour))
        events.append(tuple(deck))
    if state.mode == "exploration":  # the story deck and the artifacts are not used: kept aside
        story, aside = (), story_deck() + tuple(COVERS) + tuple(ARTIFACTS)
    else:
        story, aside = story_deck(), tuple(COVERS) + tuple(ARTIFACTS)
    return state.but(tdecks=tuple(tdecks), edecks=tuple(edecks), events=tuple(events),
                     boss_deck=bosses, story=story, set_aside=aside)


def _deal_tokens(state: State, rigged: Mapping[str, str]) -> tuple[State, list[Event]]:
    pools = []
    for colour in "GBR":
        state, pool = chance.shuffle(state, token_list(colour))
        pools.append(tuple(pool))
    per_room = state.nm(2, 3) if state.mode == "story" else 2  # Exploration: 2 per "?" room (§2.3)
    state, events = deal_to_rooms(state.but(pools=tuple(pools)), per_room)
    for node, token in rigged.items():  # tutorial-style: make ``token`` the top of ``node``
        state = _rig_token(state, node, token)
    return state, events


def _rig_token(state: State, node: str, token: str) -> State:
    """§8.1: make ``token`` the top of ``node``'s stack by swapping it with the first such token
    of the spare pool of its colour, else with the first one in that colour's rooms (C7.1 order);
    no generator draw."""
    from .lookup import node_colour, nodes
    from .search import with_tokens
    stack = list(state.tokens_at(node))
    if not stack or stack[0] == token:
        return state
    ci = "GBR".index(node_colour(state.board, node))
    pool = list(state.pools[ci])
    if token in pool:
        pool[pool.index(token)] = stack[0]
        stack[0] = token
        return with_tokens(state.but(pools=state.pools[:ci] + (tuple(pool),) + state.pools[ci + 1:]), node,
                           tuple(stack))
    for room in nodes(state.board):
        other = list(state.tokens_at(room))
        if room == node or node_colour(state.board, room) != node_colour(state.board, node) or token not in other:
            continue
        k = other.index(token)
        other[k], stack[0] = stack[0], token
        return with_tokens(with_tokens(state, room, tuple(other)), node, tuple(stack))
    return state


def _stack(state: State, tops: Mapping[str, Any]) -> State:
    """Move listed cards to the top of their pile, first listed on top (E15; no generator draw)."""
    for pile, cards in tops.items():
        kind, _, which = pile.partition(":")
        if kind in ("treasure", "enemy"):
            field = "tdecks" if kind == "treasure" else "edecks"
            i = COLOURS.index(which)
            deck = getattr(state, field)[i]
            state = state.but(**{field: getattr(state, field)[:i] + (_to_top(deck, cards),)
                                 + getattr(state, field)[i + 1:]})
        elif kind == "combat":
            seat = int(which)
            agent = state.agents[seat]
            state = state.with_agent(seat, agent.but(deck=_to_top(agent.deck, cards)))
        else:
            raise ValueError(f"unknown pile {pile!r} to stack")
    return state


def _to_top(deck: tuple[str, ...], cards: Any) -> tuple[str, ...]:
    rest = list(deck)
    for card in cards:
        rest.remove(card)
    return tuple(cards) + tuple(rest)


def options_for_start(players: int, seed: int, start: int) -> dict[str, Any]:
    """``new_game`` options with seat ``start`` acting first: the first Leader (story 001's
    decisions and every Round begin with the Leader; everything else comes from the seed).
    Matches and benches rotate ``start`` so that no seat always opens."""
    if not 0 <= start < players:
        raise ValueError(f"no Seat {start + 1} in a {players}-agent game")
    return {"first_leader": start}

"""Builders shared by the Castle von Loghan engine tests: the spec's baseline S0 (§6), positions at
the start of a phase, and short ways to act.

``s0(**changes)`` is S0 at the start of Round 1's Move Phase: Story, Standard, four agents
Kestrel, Pill, Brannoc, Ilse (Kestrel Leader), the group on HALL, Cover III on top of the story
deck, no treasures. Keyword changes: ``agents``, ``seats``, ``preset``, ``node``, ``health``,
``clarity``, ``energy`` ({agent: n}), ``gear`` ({agent: {place: card}}), ``clean``, ``cover``
(the Cover on top, e.g. "C4"), ``script`` (chance results), and any other State field.
"""

from __future__ import annotations

from rules.loghan import apply, legal_actions, new_game, to_act
from rules.loghan import steps
from rules.loghan.actions import PASS_WINDOW, Action
from rules.loghan.lookup import STORY_CARDS
from rules.loghan.rounds import start_round
from rules.loghan.state import State
from rules.loghan.engine import advance

S0_AGENTS = ("Kestrel", "Pill", "Brannoc", "Ilse")
COVER_ORDER = ("C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8")
COVER_BEFORE = {"C1": "002", "C2": "003", "C3": "004", "C4": "005", "C5": "007", "C6": "008", "C7": "009",
                "C8": "011"}


def story_at(state: State, cover: str) -> State:
    """The story deck as it is when ``cover`` has just been placed (earlier cards in the box)."""
    first = COVER_BEFORE[cover]
    rest = tuple(c for c in STORY_CARDS if c >= first)
    gone = tuple(c for c in STORY_CARDS if c < first)
    placed = COVER_ORDER[:COVER_ORDER.index(cover) + 1]
    box = tuple(c for c in state.box if c not in gone and c not in placed and c != "C0")
    return state.but(story=(cover,) + rest, box=box + ("C0",) + gone + placed[:-1],
                     set_aside=tuple(c for c in state.set_aside if c not in placed))


def s0(agents=S0_AGENTS, seats=None, preset="standard", node="HALL", cover="C3", gear=None, energy=None,
       script=(), first_leader=0, start=True, **changes) -> State:
    options = {"agents": list(agents), "preset": preset, "skip_intro": True, "first_leader": first_leader}
    if seats is not None:
        options["seats"] = list(seats)
    state = new_game(len(agents), 7, options)
    state = state.but(stack=(), node=node, script=tuple(script))
    state = story_at(state, cover)
    for agent_id, places in (gear or {}).items():
        state = give(state, agent_id, places)
    for agent_id, n in (energy or {}).items():
        seat = state.seat_of(agent_id)
        state = state.with_agent(seat, state.agents[seat].but(energy=n))
    state = state.but(**changes)
    if start:
        state = begin(state, start_round(state.but(round_no=0)))
    return state


def begin(state: State, pushed: State | None = None) -> State:
    """Run the automatic steps of a state whose stack was set by hand."""
    return advance(pushed if pushed is not None else state, [])


def take_card(state: State, card: str) -> State:
    """Remove ``card`` from whatever treasure deck holds it (so that it can be placed by hand)."""
    tdecks = tuple(tuple(c for c in d if c != card) for d in state.tdecks)
    return state.but(tdecks=tdecks)


def give(state: State, agent_id: str, places: dict) -> State:
    """Put treasures into an agent's places: {"left": "TB3#1", "right": "TB3#1", "backpack": [...]}."""
    seat = state.seat_of(agent_id)
    agent = state.agents[seat]
    for place, card in places.items():
        cards = card if isinstance(card, (list, tuple)) else [card]
        for c in cards:
            state = take_card(state, c)
        if place == "backpack":
            agent = agent.but(backpack=agent.backpack + tuple(cards))
        elif place == "both":
            agent = agent.but(left=cards[0], right=cards[0])
        else:
            agent = agent.but(**{place: cards[0]})
    return state.with_agent(seat, agent)


def act(state: State, *actions) -> State:
    """Apply actions given as Action or (kind, arg) or a bare kind; each must be legal."""
    for a in actions:
        if isinstance(a, str):
            a = Action(a)
        elif isinstance(a, tuple):
            a = Action(*a)
        state, _ = apply(state, a)
    return state


def act_events(state: State, action) -> tuple[State, list]:
    if isinstance(action, str):
        action = Action(action)
    elif isinstance(action, tuple):
        action = Action(*action)
    return apply(state, action)


def pass_windows(state: State) -> State:
    """Pass every open window until something else is asked."""
    while state.over is None and state.stack and state.stack[-1].kind == "window" \
            and Action(PASS_WINDOW) in legal_actions(state):
        state, _ = apply(state, Action(PASS_WINDOW))
    return state


def kinds(state: State) -> set[str]:
    return {a.kind for a in legal_actions(state)}


def top(state: State) -> str:
    return state.stack[-1].kind if state.stack else ""


def seat(state: State, agent_id: str) -> int:
    return state.seat_of(agent_id)


def decide_all(state: State, letters: dict) -> State:
    """Commit each asked agent's letter ({agent: letter}) until the reveal."""
    while top(state) == "event_card" and to_act(state) is not None:
        agent = state.agents[to_act(state)]
        kind = "CHAOS_PICK" if agent.seat_kind == "chaos" else "DECIDE"
        state = act(state, (kind, letters[agent.id]))
    return state


def at_step(state: State, *pushed) -> State:
    """``state`` with the given steps pushed (first runs first), automatic ones run."""
    return begin(steps.push(state, *pushed))


__all__ = ["S0_AGENTS", "act", "act_events", "at_step", "begin", "decide_all", "give", "kinds", "pass_windows",
           "s0", "seat", "story_at", "take_card", "top"]


def play(state: State, *actions, events: list | None = None) -> tuple[State, list]:
    """Like ``act``, also passing every window met on the way first; returns the events too.
    An action ``None`` just passes the windows."""
    events = [] if events is None else events
    for a in actions:
        state = _pass_collect(state, events)
        if a is None:
            continue
        if isinstance(a, str):
            a = Action(a)
        elif isinstance(a, tuple):
            a = Action(*a)
        state, more = apply(state, a)
        events += more
    return _pass_collect(state, events), events


def _pass_collect(state: State, events: list) -> State:
    while state.over is None and state.stack and state.stack[-1].kind == "window" \
            and Action(PASS_WINDOW) in legal_actions(state):
        state, more = apply(state, Action(PASS_WINDOW))
        events += more
    return state


def bottom(state: State, card: str) -> State:
    """Put Random Event ``card`` at the bottom of its deck (drawn next)."""
    i = "GBR".index(card[0])
    deck = tuple(c for c in state.events[i] if c != card) + (card,)
    return state.but(events=state.events[:i] + (deck,) + state.events[i + 1:])


def of_kind(events: list, kind: str) -> list:
    return [e for e in events if e.kind == kind]


# --- combat positions and a driver (for scenarios whose point is not the combat rules) ------

DEFAULTS = ("PASS_WINDOW", "DONE", "FIGHT", "PASS", "END_TURN", "LEAVE", "REFUSE", "STOP")


def hand(state: State, agent_id: str, cards: tuple[str, ...] | list[str], top: tuple[str, ...] = ()) -> State:
    """``agent_id`` holds exactly ``cards`` (combat type ids), taken from its deck (the old hand goes
    back into the deck); ``top`` are then moved to the top of the deck, in order."""
    i = state.seat_of(agent_id)
    a = state.agents[i]
    deck = list(a.deck + a.hand)
    for c in tuple(cards) + tuple(top):
        deck.remove(c)
    return state.with_agent(i, a.but(hand=tuple(cards), deck=tuple(top) + tuple(deck)))


def combat_now(state: State, row: tuple[str, ...], marks: tuple = (), after: str = "") -> State:
    """``state`` (from ``s0(start=False)``) at the start of an event Round's Combat Phase against
    ``row`` (enemy cards left to right, taken from their decks), followed by the usual phases."""
    from rules.loghan.steps import step
    edecks = tuple(tuple(c for c in d if c not in row) for d in state.edecks)
    state = state.but(edecks=edecks, boss_deck=tuple(c for c in state.boss_deck if c not in row), row=row,
                      row_marks=marks, after_combat=after, event_round=True, round_no=1, phase="combat")
    return at_step(state, step("combat"), step("after_combat"), step("refresh"), step("round_end"))


def drive(state: State, wanted=(), stop=None, prefer=DEFAULTS, limit: int = 400) -> tuple[State, list]:
    """Apply ``wanted`` actions (each as soon as it is legal, in order); every other decision takes
    the first legal kind of ``prefer``. Stops when ``stop(state)`` holds, the game is over or the
    wanted actions are used up and ``stop`` is None. Returns the state and every event."""
    wanted = [Action(*w) if isinstance(w, tuple) else Action(w) if isinstance(w, str) else w for w in wanted]
    events: list = []
    for _ in range(limit):
        if state.over is not None or (stop is not None and stop(state)) or (stop is None and not wanted):
            return state, events
        options = legal_actions(state)
        if wanted and wanted[0] in options:
            choice = wanted.pop(0)
        else:
            choice = next((a for kind in prefer for a in options if a.kind == kind), None)
            if choice is None:
                raise AssertionError(f"no default among {[a.label for a in options]} (waiting for {wanted[:1]})")
        state, more = apply(state, choice)
        events += more
    raise AssertionError("drive did not finish")


__all__ += ["play", "bottom", "of_kind", "hand", "combat_now", "drive"]

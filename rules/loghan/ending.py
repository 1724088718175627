"""The end of the game (§2.21, E38, E39, E42).

Story mode is cooperative: every seat wins or every seat loses. ``Result.scores`` holds 1.0 per
seat on a win and 0.0 on a loss; ``details`` give each seat's agent, the Round and the tracks.

Exploration mode is competitive. Health 0 ends it at once and everyone loses (the Data Points in
``details`` are for information only, E39: Energy ÷ 5 + trophies, no Disenchant). The other ends
(no enemy can be drawn, the 20th Random Event's Round, the Round guard) go through ``scoring``:
the pending turn is abandoned (E38: nothing further resolves; a drawn treasure still waiting for a
place is placed if there is room, else reshuffled), each agent in player order may Disenchant
(``final_disenchant``, not subject to the Sphere Syphon, E42), then ``score`` counts the Data
Points: ``scores`` holds each seat's DP and the highest share the victory.
"""

from __future__ import annotations

from ..core.events import Event
from ..core.result import Result
from . import steps
from .state import MAX_ENERGY, State

ROUND_GUARD = 500
EVENT_LIMIT = 20  # Random Events: the game ends after the Round of the 20th (§2.21)
ENERGY_PER_DP = 5
WHY = {"no_enemy": "No enemy can be drawn", "events": "The 20th Random Event's Round is over",
       "guard": "Round 500 is reached"}


def _result(state: State, reason: str, won: bool) -> Result:
    seats = tuple(range(state.n))
    details = tuple({"agent": a.id, "round": state.round_no, "health": state.health, "clarity": state.clarity,
                     "energy": a.energy} for a in state.agents)
    return Result(reason, seats if won else (), () if won else seats, tuple(1.0 if won else 0.0 for _ in seats),
                  0, details)


def _close(state: State, result: Result) -> State:
    """The finished state: no pending steps; what they held goes to the box (nothing is lost)."""
    from .accounting import held_by_steps
    return state.but(over=result, phase="over", stack=(), box=state.box + tuple(held_by_steps(state)))


def story_victory(state: State) -> tuple[State, list[Event]]:
    """Story card 012 is resolved: the game ends at once and everyone wins."""
    if state.over is not None:
        return state, []
    card = state.after_combat
    if card and card in state.story:  # story 011's "read 012 after the combat": it is read now
        state = state.but(story=tuple(c for c in state.story if c != card), box=state.box + (card,), after_combat="")
    state = _close(state, _result(state, "victory", True))
    return state, [Event("game_over", "Story card 012 is read: the module is recovered. Everyone wins!",
                         {"reason": "victory", "won": True})]


def defeat(state: State, why: str) -> tuple[State, list[Event]]:
    """Health 0 ends the game at once: a defeat for everyone (both modes). The Round guard is a
    defeat in Story mode and starts the scoring in Exploration mode."""
    if state.over is not None:
        return state, []
    if state.mode == "exploration":
        if why == "guard":
            return start_scoring(state, "guard")
        result = _scored(state, "defeat", lost=True)
        dp = ", ".join(f"{d['agent']} {d['dp']}" for d in result.details)
        return _close(state, result), [Event("game_over", f"Health reaches 0: everyone loses. Data Points, for "
                                             f"information: {dp}.", {"reason": "defeat", "won": False,
                                                                     "dp": [d["dp"] for d in result.details]})]
    words = {"health": "Health reaches 0: the group is lost.", "guard": "Round 500 is reached: the game ends."}
    state = _close(state, _result(state, "defeat" if why == "health" else "guard", False))
    return state, [Event("game_over", words.get(why, why), {"reason": why, "won": False})]


# --- Exploration scoring -------------------------------------------------------------------------


def data_points(state: State, seat: int) -> tuple[int, int]:
    """(Energy ÷ 5 rounded down, the trophies' DP) of ``seat`` as it stands."""
    from .lookup import trophy_points
    agent = state.agents[seat]
    return agent.energy // ENERGY_PER_DP, trophy_points(agent.trophies)


def _scored(state: State, reason: str, lost: bool = False) -> Result:
    details, dps = [], []
    for seat, a in enumerate(state.agents):
        energy_dp, trophy_dp = data_points(state, seat)
        dps.append(energy_dp + trophy_dp)
        details.append({"agent": a.id, "round": state.round_no, "health": state.health, "clarity": state.clarity,
                        "energy": a.energy, "energy_dp": energy_dp, "trophy_dp": trophy_dp, "dp": dps[-1],
                        "trophies": list(a.trophies)})
    seats = tuple(range(state.n))
    if lost:
        return Result(reason, (), seats, tuple(0.0 for _ in seats), 0, tuple(details))
    best = max(dps)
    winners = tuple(s for s in seats if dps[s] == best)
    return Result(reason, winners, tuple(s for s in seats if s not in winners), tuple(float(d) for d in dps), 0,
                  tuple(details))


def start_scoring(state: State, why: str) -> tuple[State, list[Event]]:
    """Abandon whatever was pending and begin the end-of-game Disenchant (E38)."""
    state, events = _settle_held(state)
    state = state.but(ending=why, phase="scoring", stack=(steps.step("score"), steps.step("final_disenchant",
                                                                                            None, pos=0)))
    return state, events + [Event("scoring", f"{WHY[why]}: the exploration ends. Each agent may disenchant "
                                  "treasures, then the Data Points are counted.", {"why": why})]


def _settle_held(state: State) -> tuple[State, list[Event]]:
    """Cards that pending steps hold: the treasure a seat drew and has not placed yet goes to it if
    it has room (first-drawn first), any other held treasure is reshuffled into its deck (E38);
    an event card being resolved goes to the box."""
    from . import decks
    from .accounting import held_by_steps
    from .gear import relayout
    placed: set[str] = set()
    for s in state.stack:
        if s.kind in ("place", "overflow", "req_keep") and s.seat is not None:
            for card in (s.get("cards") or ()) if s.kind == "req_keep" else (s.get("card"),):
                laid = relayout(state.agents[s.seat], card) if card else None
                if laid is not None:
                    state = state.with_agent(s.seat, laid)
                    placed.add(card)
                    break
    events: list[Event] = []
    for card in held_by_steps(state):
        if card in placed:
            continue
        if card.startswith("T"):
            state, more = decks.reshuffle_treasure(state, card)
            events += more
        else:
            state = decks.to_box(state, card)
    return state, events


def _final_decider(state: State, s: steps.Step) -> int | None:
    return state.order()[s.get("pos")]


def _final_legal(state: State, s: steps.Step) -> list:
    from .actions import DISENCHANT, DONE, Action, treasure_words
    from .gain import disenchant_value
    from .lookup import treasure
    agent = state.agents[state.order()[s.get("pos")]]
    out = [Action(DISENCHANT, t, f"Disenchant the {treasure_words(agent, t)} (+{disenchant_value(t)} Energy)")
           for t in agent.treasures if treasure(t).cost is not None]
    return out + [Action(DONE, None, "Done: count my Data Points")]


def _final_run(state: State, s: steps.Step, action: object) -> tuple[State, list[Event]]:
    from .actions import DONE
    from .gain import disenchant_value
    from .lookup import name
    seat = state.order()[s.get("pos")]
    if action.kind == DONE:  # type: ignore[attr-defined]
        pos = s.get("pos") + 1
        return (steps.replace_top(state, s.put(pos=pos)) if pos < state.n else steps.pop(state)), []
    card = action.arg  # type: ignore[attr-defined]
    agent = state.agents[seat]
    gain = disenchant_value(card)
    energy = min(MAX_ENERGY, agent.energy + gain)  # E42: no Sphere Syphon here
    state = state.with_agent(seat, agent.without(card).but(energy=energy)).but(box=state.box + (card,))
    return state, [Event("disenchant", f"Seat {seat + 1} disenchants the {name(card)} (+{gain} Energy)",
                         {"seat": seat, "card": card, "gain": gain, "energy": energy}, subject=seat,
                         you=f"You disenchant the {name(card)} (+{gain} Energy)")]


def _score_run(state: State, s: steps.Step, action: object) -> tuple[State, list[Event]]:
    result = _scored(state, state.ending or "guard")
    words = ", ".join(f"{d['agent']} {d['dp']}" for d in result.details)
    best = " and ".join(result.details[w]["agent"] for w in result.winners)
    state = _close(state, result)
    return state, [Event("game_over", f"Data Points: {words}. {best} win{'s' if len(result.winners) == 1 else ''}!",
                         {"reason": result.reason, "won": True, "winners": list(result.winners),
                          "dp": [d["dp"] for d in result.details]})]


steps.register("final_disenchant", _final_decider, _final_legal, _final_run)
steps.register("score", steps.automatic, steps.no_actions, _score_run)

"""How good an Exploration position (§2.19-2.21) is for each seat, in Data Points (DP).

Exploration is competitive with a shared loss: the most DP wins, and Health 0 makes everyone
lose. So a seat's value is (the group's chance to live to the scoring) x (its chance to have the
most DP), both read from what every seat sees plus the seat's own hidden things; the search's
cut-off (``heuristics.evaluate``) backs these up per seat. Cards a view hides (another agent's
face-down backpack or trophies, E40) are priced at an average, never looked up.

- ``trophy_points(trophies)``: C4's Trophy column, the Woods Wolf's 1-or-2 rule included;
  ``trophy_gain(held, card)`` what one more trophy adds.
- ``disenchant_energy(card)``: cost - 2 (minimum 0; nothing without a cost), what the end-of-game
  Disenchant gives; ``energy_dp(energy)`` = floor(Energy / 5) (cap 99).
- ``expected_dp(state, seat)``: the DP the seat would score now, with its treasures disenchanted
  (a smooth estimate: fractions of 5 Energy count a little).
- ``survival(state)``: the chance the group reaches the scoring (a logistic in Health, less what a
  combat in progress, the lurkers and a coming Boss will cost; Clarity 0 turns losses into Health).
- ``seat_values(state)``: per seat, survival x win share (a soft maximum over expected DP).
"""

from __future__ import annotations

import math
from functools import lru_cache

from .lookup import base, content, is_treasure, treasure
from .state import MAX_ENERGY, State

WOLF = "EG3"
HIDDEN_TROPHY_DP = 1.6    # an unseen trophy of another agent: about the mean of the decks' values
HIDDEN_TREASURE_ENERGY = 1.5  # an unseen backpack treasure's Disenchant Energy, on average
LURKER_HEALTH = 1.5       # Health a lurking enemy will cost when it joins a combat
BOSS_HEALTH = 5.0         # Health a Boss fight costs beyond an ordinary one
WIN_TEMPERATURE = 1.2     # DP: how sharply the soft maximum tells a lead from a draw
GEAR_DP = 0.25            # DP per point of gear value (``evaluation.gear_value``): better hands earn
                          # more tokens, hence Energy and earlier trophy picks


@lru_cache(maxsize=None)
def _dp_table() -> dict[str, tuple[int, tuple[int, int] | None]]:
    c = content()
    out: dict[str, tuple[int, tuple[int, int] | None]] = {
        k: (e.trophy_dp, e.trophy_set) for k, e in c.enemies.items()}
    out.update({k: (b.trophy_dp, None) for k, b in c.bosses.items()})
    return out


def is_enemy(card: str) -> bool:
    return base(card) in _dp_table()


def trophy_points(trophies: tuple[str, ...] | list[str]) -> float:
    """The DP of a trophy list (C4, §2.21 step 2); an id the view hides counts an average."""
    table = _dp_table()
    total = 0.0
    sets: dict[str, int] = {}
    for t in trophies:
        b = base(t)
        if b not in table:
            total += HIDDEN_TROPHY_DP
            continue
        dp, rule = table[b]
        if rule is not None:
            sets[b] = sets.get(b, 0) + 1
        else:
            total += dp
    for b, k in sets.items():
        dp, rule = table[b]
        assert rule is not None
        least, each = rule
        total += k * (each if k >= least else dp)
    return total


def trophy_gain(held: tuple[str, ...] | list[str], card: str) -> float:
    """What taking ``card`` adds to an agent holding ``held`` (a second Woods Wolf adds 3)."""
    return trophy_points(list(held) + [card]) - trophy_points(held)


def disenchant_energy(card: str) -> int:
    """Energy the end-of-game Disenchant gives for ``card`` (cost - 2, minimum 0; 0 without a cost)."""
    if not is_treasure(card):
        return 0
    cost = treasure(card).cost
    return max(0, (cost or 0) - 2)


def energy_dp(energy: int) -> int:
    return min(MAX_ENERGY, max(0, energy)) // 5


def end_energy(state: State, seat: int) -> float:
    """The seat's Energy after disenchanting everything it holds (hidden cards at an average)."""
    agent = state.agents[seat]
    extra = sum(disenchant_energy(t) if is_treasure(t) else HIDDEN_TREASURE_ENERGY for t in agent.treasures)
    return min(float(MAX_ENERGY), agent.energy + extra)


def expected_dp(state: State, seat: int) -> float:
    """The seat's DP if the game were scored now, smoothed: floor(E/5) plus a little for the
    Energy above the last multiple of 5 (it may reach the next one), plus better gear's promise."""
    from .evaluation import gear_value
    agent = state.agents[seat]
    energy = end_energy(state, seat)
    dp = energy_dp(int(energy)) + 0.5 * (energy % 5) / 5.0
    known = [t for t in agent.treasures if is_treasure(t)]
    return dp + trophy_points(agent.trophies) + GEAR_DP * gear_value(known, state.preset)


def survival(state: State) -> float:
    """The group's chance of reaching the scoring alive (0..1): Health is what matters, Clarity
    0 turns losses into Health, a combat in progress weighs its row."""
    from .evaluation import row_threat, team_damage
    if state.over is not None:
        return 0.0 if state.over.reason == "defeat" else 1.0
    h = float(state.health)
    if state.clarity == 0:
        h -= 1.5
    c = state.combat
    if c is not None:
        left = sum(max(0, f.health - f.total) for f in c.row if not f.defeated)
        rounds = left / max(1.5, team_damage(state))
        h -= row_threat(state) * (0.5 + rounds)
    # what is still to come: lurkers waiting on the event decks, a Boss once the counter nears 10
    # (24-28 Health, 2-3 Health a combat round), and the longer the game, the more margin it needs
    h -= LURKER_HEALTH * sum(len(stack) for stack in state.lurkers)
    if state.boss_counter >= 7:
        h -= BOSS_HEALTH
    h -= 1.5 if state.clarity <= 2 else 0.0
    events_left = max(0, 20 - state.random_events)
    margin = 4.0 + 0.25 * events_left
    return 1.0 / (1.0 + math.exp(-(h - margin) / 1.6))


def win_shares(state: State) -> tuple[float, ...]:
    """Each seat's chance to have the most DP: a soft maximum over ``expected_dp``."""
    dps = [expected_dp(state, s) for s in range(state.n)]
    top = max(dps)
    w = [math.exp((d - top) / WIN_TEMPERATURE) for d in dps]
    total = sum(w)
    return tuple(x / total for x in w)


def seat_values(state: State) -> tuple[float, ...]:
    """Each seat's payoff estimate in [0, 1]: the group survives and that seat has the most DP
    (a finished game: ``engine.payoff``'s 1/winners for a winner, 0 otherwise)."""
    if state.over is not None:
        winners = state.over.winners
        return tuple((1.0 / len(winners)) if s in winners else 0.0 for s in range(state.n))
    p = survival(state)
    return tuple(p * w for w in win_shares(state))


__all__ = ["disenchant_energy", "end_energy", "energy_dp", "expected_dp", "is_enemy", "seat_values", "survival",
           "trophy_gain", "trophy_points", "win_shares"]

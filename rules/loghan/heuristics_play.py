"""Exploration mode's play between the rewards (§2.5, §2.8, §2.11, §2.12, §5.3): what a competing
agent does with its Refresh action, where it leads the group, which enemy it attacks, what it sheds
in overflow and what it does at the Gob-Li. Energy is Data Points (5 Energy = 1 DP), so:

- Refresh: the group's Health comes first (Health 0: everyone loses): agents Rest in player order
  until Health is back at ``REST_TARGET``, or full once the Boss counter nears 10 (Bosses cause
  most defeats), so the work rotates with the Leader; low Clarity is rested too; otherwise Search
  when the token is worth more to this agent than Recharge's 3 Energy, else Recharge (Sneak
  instead when the agent is unarmed and the group healthy). In a quiet Round: Search, else a safe
  Sneak, else Pass. (The Cloak stays the team's rule: without it, the lurkers a Tails leaves cut
  the group's survival on The Anomaly from 52 % to 33 % in 300 games.)
- The Leader's walk: quiet Rounds on Search tokens first (free for everyone), then, with Health
  low or a Boss due, the cheapest Green room to rest in, else the nearest "?" room (Red rooms
  count as farther, more so below the rest target).
- Targets: the team's threat-per-token score, plus the trophy value of what this agent helps to
  kill: tokens on defeated enemies set the reward order, who picks trophies first.
- Overflow disenchants (Energy) rather than returning or giving to a rival; Refresh Disenchant
  keeps treasures (their Energy is the same at the end, and safe from Energy losses) unless the
  agent is short of room; the Gob-Li: sell what this agent does not use (the full cost, 2 more
  than a Disenchant), buy only what is worth more than its price to this agent.
"""

from __future__ import annotations

from typing import Any, Sequence

from . import evaluation as ev
from . import evaluation_explore as ex
from .actions import BID, DISENCHANT, DONE, PASS, RECHARGE, REST, SEARCH, SELL, SNEAK, Action
from .heuristics_base import END_TURN, TARGET, Pick, _default, _expected_attack, _first, _me, _threat
from .heuristics_combat import _attack as team_attack
from .heuristics_compete import DP_PER_USE, _one_token, token_dp, worth
from .heuristics_move import _harvest_target, _path, _question_nodes, _rest_target, step_toward
from .lookup import is_treasure, name, node_colour, treasure
from .move import forces_stop
from .state import MAX_CLARITY, MAX_HEALTH, State

REST_TARGET = 13      # the group's Health the agents rest back to, one agent after the other
BOSS_SOON = 7         # Boss counter from which the group rests to full Health (a Boss costs 10+)
LOW_HEALTH = 8        # below this the Leader seeks the cheapest room to rest in
RECHARGE_DP = 0.6     # 3 Energy


def _search_dp(v: State, node: str) -> float:
    stack = v.tokens_at(node)
    if not stack:
        return 0.0
    colour = node_colour(v.board, node) or "G"
    top = stack[0]
    if top.startswith("?"):
        return token_dp(colour)
    value = _one_token(top, colour)
    kind = top[2:]
    if kind[:1] in ("H", "C") and kind[1:].isdigit():
        room = (MAX_HEALTH - v.health) if kind[0] == "H" else (MAX_CLARITY - v.clarity)
        value += 0.15 * min(room, int(kind[1:]))
    return value


# --- refresh -----------------------------------------------------------------------------------


def rest_target(v: State) -> int:
    """The Health the group rests back to: full when a Boss is near (the counter at ``BOSS_SOON``)."""
    return MAX_HEALTH if v.boss_counter >= BOSS_SOON else REST_TARGET


def _refresh(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    rest_h = _first(legal, REST, "health")
    if rest_h is not None and v.health < rest_target(v):
        return rest_h, f"Health {v.health}: the group must live to be scored, so rest before recharging"
    rest_c = _first(legal, REST, "clarity")
    if rest_c is not None and (v.clarity <= 3 or (v.boss_counter >= BOSS_SOON and v.clarity <= 6)):
        return rest_c, f"Clarity {v.clarity}: at 0 every loss would cost Health"
    search = _first(legal, SEARCH)
    recharge = _first(legal, RECHARGE)
    value = _search_dp(v, v.node) if search is not None else -1.0
    if search is not None and recharge is not None and v.event_round and not forces_stop(v, v.node):
        value *= 0.8  # a quiet Round here could Search it later for free
    if search is not None and (recharge is None or value > RECHARGE_DP):
        return search, f"the Search token is worth about {value:.1f} Data Points to this agent"
    if recharge is not None:
        return recharge, "+3 Energy is 0.6 Data Points"
    sneaks = [a for a in legal if a.kind == SNEAK and _sneak_safe(v, str(a.arg))]
    if sneaks and (recharge is None or _poorly_armed(v, seat)):
        a = min(sneaks, key=lambda x: ("GBR".find(node_colour(v.board, str(x.arg)) or "G"), str(x.arg)))
        return a, f"sneak into {name(str(a.arg))}: a treasure for this agent, and the group can take the risk"
    return _first(legal, PASS) or _default(legal)[0], "nothing worth doing in a quiet Round"


def _poorly_armed(v: State, seat: int) -> bool:
    """Combat Power 1 or less in the best hands: a weapon is worth more than 3 Energy, to this
    agent (tokens: Energy and the first trophy picks) and to the group (the Boss)."""
    me = _me(v, seat)
    return ev._cp_of(ev.best_hands([t for t in me.treasures if is_treasure(t)], v.preset)[0]) <= 1


def _sneak_safe(v: State, node: str) -> bool:
    colour = node_colour(v.board, node) or "G"
    return v.clarity >= 6 and v.health >= 12 and colour in ("G", "B")


def _disenchant(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    me = _me(v, seat)
    if len(me.treasures) >= 8:  # short of room: turn the least useful into Energy now
        dis = [a for a in legal if a.kind == DISENCHANT and ex.disenchant_energy(str(a.arg)) > 0]
        if dis:
            a = min(dis, key=lambda x: (worth(v, seat, str(x.arg)) - ex.disenchant_energy(str(x.arg)) / 5.0,
                                        str(x.arg)))
            if worth(v, seat, str(a.arg)) - ex.disenchant_energy(str(a.arg)) / 5.0 < 0.05:
                return a, f"{name(str(a.arg))} is of no use here and room is short: its Energy now"
    return _first(legal, DONE) or legal[-1], "treasures keep their Energy for the end, safe from losses"


def _sell(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    for a in legal:
        if a.kind != SELL:
            continue
        card = str(a.arg)
        cost = treasure(card).cost or 0
        use = worth(v, seat, card) - ex.disenchant_energy(card) / 5.0
        if cost and use < 0.05:  # unused here: selling gives 2 Energy more than the end's Disenchant
            return a, f"{name(card)} is worth more sold ({cost} Energy) than kept"
    return _first(legal, DONE) or legal[-1], "every treasure is worth keeping"


def _gob_bid(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    ware = step.get("wares")[0]
    bids = sorted((a for a in legal if a.kind == BID), key=lambda a: int(a.arg))  # type: ignore[arg-type]
    if bids:
        price = int(bids[0].arg)  # type: ignore[arg-type]
        gain = worth(v, seat, ware) - price / 5.0
        if gain >= 0.2 and step.get("high") != seat:
            return bids[0], f"{name(ware)} is worth more than {price} Energy to this agent"
    return _first(legal, PASS) or legal[-1], f"{name(ware)} is not worth its price in Data Points"


def _overflow(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    me = _me(v, seat)
    new = step.get("card")
    cards = [t for t in list(me.treasures) + ([new] if new else [])]

    def keep(t: str) -> float:
        rest = [c for c in cards if c != t]
        return DP_PER_USE * max(0.0, ev.use_value(rest, t, v.preset)) + ex.disenchant_energy(t) / 5.0

    shed = min(dict.fromkeys(a.arg[0] for a in legal), key=lambda t: (keep(t), t))  # type: ignore[index]
    options = [a for a in legal if a.arg[0] == shed]  # type: ignore[index]
    how = {a.arg[1]: a for a in options if not isinstance(a.arg[1], tuple)}  # type: ignore[index]
    dis = next((a for k, a in how.items() if k != "RETURN"), None)
    if dis is not None and ex.disenchant_energy(shed) > 0:
        return dis, f"{name(shed)} is the least useful treasure: its Energy counts for Data Points"
    ret = how.get("RETURN") or options[0]
    return ret, f"{name(shed)} is the least useful treasure"


# --- combat -----------------------------------------------------------------------------------------


def _target_score(v: State, seat: int, i: int, cp: int) -> float:
    foe = v.combat.row[i]
    rem = max(1, foe.health - foe.total)
    mine = _expected_attack(v, seat, i, cp)
    threat = _threat(foe.card) * (0.5 if foe.stun else 1.0)
    dp = ex.trophy_points([foe.card])
    share = min(mine, rem) / rem
    score = (threat + 0.6 * dp) * share * (1.0 if mine else 0.0) + 0.25 * min(mine, rem)
    if mine >= rem:
        score += 1.5 * threat + 0.5 * dp - 0.05 * (mine - rem)
    return score


def _attack(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    c = v.combat
    turn = c.turn if c is not None else None
    if turn is None or turn.target >= 0:
        return team_attack(v, seat, legal, step, fast)
    targets = [a for a in legal if a.kind == TARGET]
    if not targets:
        return team_attack(v, seat, legal, step, fast)
    if not c.undefeated() and _first(legal, END_TURN) is not None:
        return team_attack(v, seat, legal, step, fast)
    a = max(targets, key=lambda x: (_target_score(v, seat, int(x.arg), turn.cp), -int(x.arg)))  # type: ignore[arg-type]
    foe = c.row[int(a.arg)]  # type: ignore[arg-type]
    return a, (f"{name(foe.card)}: its threat and its {ex.trophy_points([foe.card]):.0f}-point trophy, "
               f"{foe.health - foe.total} Health left")


# --- the Leader's walk --------------------------------------------------------------------------------


def explore_goal(v: State) -> tuple[str, str]:
    """(the node the Leader heads for, why) in Exploration."""
    harvest = _harvest_target(v)
    if harvest:
        return harvest, f"a quiet Round on {name(harvest)} lets every agent Search for free"
    if v.health < LOW_HEALTH or (v.boss_counter >= 10 and v.health < MAX_HEALTH - 1):
        rest = _rest_target(v)
        if rest:
            return rest, f"Health {v.health}: {name(rest)} is the cheapest room to rest in"
    rooms = _question_nodes(v)
    if rooms:
        target = min(rooms, key=lambda n: (_path(v, n)[0] + _room_risk(v, n), n))
        return target, f"{name(target)} is the nearest room worth exploring"
    return v.node, "nothing is left to reach"


def _room_risk(v: State, node: str) -> float:
    colour = node_colour(v.board, node) or "G"
    hazard = {"G": 0.0, "B": 0.5, "R": 2.0}.get(colour, 0.5)
    return hazard * (2.0 if v.health < rest_target(v) else 1.0)


def _move(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    return step_toward(v, legal, *explore_goal(v))


HANDLERS = {
    "refresh_act": _refresh,
    "disenchant": _disenchant,
    "gobli_sell": _sell,
    "gobli_auction": _gob_bid,
    "overflow": _overflow,
    "combat.attack": _attack,
    "move": _move,
}

__all__ = ["HANDLERS", "REST_TARGET", "explore_goal", "token_dp"]

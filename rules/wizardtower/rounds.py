"""A round's start and end (spec 3.3 steps 1-3 and 5-6, 3.7-3.9): shuffle, market, deal, floor;
then copies, noise, treasure, totals, and the end of the game with its winner.

Apart from ``turns`` because setup, the flow and the scenarios' built positions all start and
end rounds the same way.
"""

from __future__ import annotations

from ..core import rng as rngmod
from ..core.events import Event
from ..core.result import Result
from ..core.text import seat_name
from .cards import (
    ALL_CARDS, EMPTY, FLOOR_IDS, MARKET_EXTRA, OWN_TURN_ONCE, PEEK_COUNT, PEEK_TIMING, QUIETEST_REWARD,
    RUNNER_UP_REWARD, WAKE, floor_title, title, tracker_bonus,
)
from .noise import copy_options, score_team
from .state import OVER, PEEK_PHASE, ROUNDS, TURNS_PHASE, State


def begin_round(w: State, ev: list[Event]) -> None:
    """Steps 1-3 of a round: gather and shuffle (or take the rigged order), market, deal, floor."""
    n = w.players
    rigged = [d for r, d in w.rig if r == w.round]
    if rigged:
        deck = list(rigged[0])
        w.rig = tuple(x for x in w.rig if x[0] != w.round)
    else:
        deck, w.rng = rngmod.shuffled(w.rng, ALL_CARDS)
    floor = w.floor
    ev.append(Event("round", f"Round {w.round} begins; {seat_name(w.first)} is first player",
                    {"round": w.round, "first": w.first}, subject=w.first,
                    you=f"Round {w.round} begins; you are first player"))
    ev.append(Event("shuffle", "All 52 adventurers are shuffled into the deck", {"pile": "deck"}))
    market = deck[:3]
    ev.append(Event("market", "The market opens with " + ", ".join(title(c) for c in market),
                    {"cards": tuple(market)}))
    hands = [[EMPTY] * 4 for _ in range(n)]
    k = 3
    for pos in range(4):
        for i in range(n):
            hands[(w.first + i) % n][pos] = deck[k]
            k += 1
    w.hands = tuple(tuple(h) for h in hands)
    deck = deck[k:]
    for seat in range(n):
        cards = w.hands[seat]
        hidden = Event("deal", f"{seat_name(seat)} is dealt 4 cards face down to themselves", {"seat": seat},
                       subject=seat, you="You are dealt 4 cards; only the others can see them")
        others = frozenset(p for p in range(n) if p != seat)
        ev.append(Event("deal", f"{seat_name(seat)} is dealt " + ", ".join(title(c) for c in cards),
                        {"seat": seat, "cards": cards}, others, hidden, subject=seat,
                        you="You are dealt 4 cards; only the others can see them"))
    if w.round > 1:
        ev.append(Event("floor", f"The floor at T{w.round - 1} is revealed: {floor_title(floor)}",
                        {"floor": FLOOR_IDS[floor], "position": w.round - 1}))
        extra = MARKET_EXTRA[floor]
        if extra:
            market += deck[:extra]
            deck = deck[extra:]
            ev.append(Event("market", "The Crowded Antechamber adds " + ", ".join(title(c) for c in market[-extra:])
                            + " to the market", {"cards": tuple(market[-extra:])}))
    w.market, w.deck = tuple(market), tuple(deck)
    w.teams = ((),) * n
    w.peeked = (0,) * n
    w.storeroom = (0,) * n
    w.pending = (None,) * n
    w.copies = ((),) * n
    w.noise = (-1,) * n
    w.turn, w.step = 0, None
    no_peek = PEEK_COUNT[floor] == 0 or PEEK_TIMING[floor] == OWN_TURN_ONCE
    w.phase = TURNS_PHASE if no_peek else PEEK_PHASE


def _fmt_team(codes: tuple[int, ...]) -> str:
    return ", ".join("formless" if c == 0 else "R" if c == 1 else str(c) for c in codes)


def score_round(w: State, ev: list[Event]) -> None:
    """Step 5 and 6: copies revealed, noise, treasure (3.7), totals (3.8), then the next round or
    the end of the game."""
    n, floor = w.players, w.floor
    copies, noises, bonuses = [], [], []
    for seat in range(n):
        team = w.teams[seat]
        mapping = w.pending[seat]
        if mapping is None:
            mapping = copy_options(team)[0][0]
        noise, bonus, codes = score_team(team, mapping, floor)
        copies.append(mapping)
        noises.append(noise)
        bonuses.append(bonus)
        copied = "".join(f"; {title(a)} copies {title(b)}" for a, b in mapping)
        ev.append(Event("noise", f"{seat_name(seat)}'s team makes {noise} noise ({_fmt_team(codes)}){copied}",
                        {"seat": seat, "noise": noise, "codes": codes, "copies": mapping}))
    w.copies, w.noise, w.pending = tuple(copies), tuple(noises), (None,) * n
    low = min(noises)
    rest = sorted(set(noises))
    second = rest[1] if len(rest) > 1 else None
    treasure = list(w.treasure)
    for seat in range(n):
        parts = []
        if noises[seat] == low:
            parts.append((QUIETEST_REWARD[floor], "quietest team"))
        if RUNNER_UP_REWARD[floor] and noises[seat] == second:
            parts.append((RUNNER_UP_REWARD[floor], "second-quietest team"))
        if bonuses[seat]:
            parts.append((bonuses[seat], f"the {floor_title(floor)}"))
        gain = sum(x for x, _ in parts)
        if gain:
            treasure[seat] += gain
            why = ", ".join(f"{x} for {what}" for x, what in parts)
            ev.append(Event("treasure", f"{seat_name(seat)} collects {gain} treasure ({why})",
                            {"seat": seat, "gain": gain}, subject=seat, you=f"You collect {gain} treasure ({why})"))
    w.treasure = tuple(treasure)
    w.totals = tuple(t + x for t, x in zip(w.totals, noises))
    ev.append(Event("totals", "Total noise: " + ", ".join(f"{seat_name(p)} {w.totals[p]}" for p in range(n)),
                    {"totals": w.totals}))
    woke = [p for p in range(n) if w.totals[p] >= WAKE]
    if woke:
        ev.append(Event("wizard", "The wizard wakes up! Too loud: " + ", ".join(seat_name(p) for p in woke),
                        {"seats": tuple(woke)}))
        finish_game(w, ev, "wizard")
    elif w.round == ROUNDS:
        finish_game(w, ev, "score")
    else:
        w.round += 1
        top = max(w.totals)
        w.first = next(p for p in w.age if w.totals[p] == top)
        begin_round(w, ev)


def ranking(treasure: tuple[int, ...], totals: tuple[int, ...]) -> tuple[tuple[int, ...], int, list[int]]:
    """(winners, tie-break level, rank per seat) from final treasure and total noise (3.9):
    eligible seats by most treasure then lowest noise, then the rest by treasure. Level 0: decided
    on treasure (or nobody eligible), 1: on total noise, 2: shared victory."""
    n = len(treasure)
    keys = [(0, -treasure[p], totals[p]) if totals[p] < WAKE else (1, -treasure[p], 0) for p in range(n)]
    ranks = [1 + sum(1 for q in range(n) if keys[q] < keys[p]) for p in range(n)]
    eligible = [p for p in range(n) if totals[p] < WAKE]
    if not eligible:
        return (), 0, ranks
    best = max(treasure[p] for p in eligible)
    lead = [p for p in eligible if treasure[p] == best]
    if len(lead) == 1:
        return tuple(lead), 0, ranks
    low = min(totals[p] for p in lead)
    lead = [p for p in lead if totals[p] == low]
    return tuple(lead), 1 if len(lead) == 1 else 2, ranks


def finish_game(w: State, ev: list[Event], reason: str) -> None:
    """The tracker bonus for eligible seats, the winner, and the one ``game_over`` event."""
    n = w.players
    rounds = w.treasure
    bonus = [tracker_bonus(t) for t in w.totals]
    for p in range(n):
        if bonus[p]:
            ev.append(Event("bonus", f"{seat_name(p)} collects {bonus[p]} treasure for a total noise of {w.totals[p]}",
                            {"seat": p, "bonus": bonus[p]}, subject=p,
                            you=f"You collect {bonus[p]} treasure for a total noise of {w.totals[p]}"))
    final = tuple(t + (b or 0) for t, b in zip(rounds, bonus))
    w.treasure = final
    winners, level, ranks = ranking(final, w.totals)
    details = tuple({"rank": ranks[p], "treasure": final[p], "round_treasure": rounds[p],
                     "bonus": -1 if bonus[p] is None else bonus[p], "noise": w.totals[p],
                     "eligible": bonus[p] is not None} for p in range(n))
    losers = tuple(p for p in range(n) if p not in winners)
    w.over = Result(reason, winners, losers, final, level, details)
    w.phase, w.step, w.turn = OVER, None, 0
    data = {"winners": winners, "losers": losers, "scores": final, "tiebreak_level": level, "reason": reason}
    head = "Game over (" + ", ".join(f"{seat_name(p)} {final[p]}" for p in range(n)) + ")"
    if not winners:
        ev.append(Event("game_over", f"{head}: the wizard wins!", data))
    elif len(winners) > 1:
        ev.append(Event("game_over", f"{head}: shared victory for " + " and ".join(seat_name(p) for p in winners),
                        data))
    else:
        how = " on lower total noise" if level == 1 else ""
        ev.append(Event("game_over", f"{head}: {seat_name(winners[0])} wins{how}", data, subject=winners[0],
                        you=f"{head}: You win{how}"))

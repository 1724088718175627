"""Castle von Loghan's AI (``rules.loghan.heuristics``) through the generic players (§5.3): every
decision from the seat's view alone and legal there (hidden cards and the backs of event cards
change nothing), whole games finished, a greedy team far better than random play, hints with a
reason, a playout policy and an evaluation that search can use; the measurement-only oracle that
reads event backs still plans jointly."""

from __future__ import annotations

import random

import rules.loghan as g
from rules.ai import make_player, reason_for
from rules.ai.guidance import playout_cutoff, rollout_policy, search_filter, search_prior
from rules.loghan import heuristics, heuristics_oracle, lookup_story
from rules.loghan.winrates import _view, play, search_game

AI3 = {"seats": ["ai", "ai", "ai"]}


def _game(seed: int, preset: str = "story", seats=("ai", "ai", "ai")):
    return g.new_game(len(seats), seed, {"preset": preset, "seats": list(seats)})


def test_the_generic_players_find_the_heuristics():
    assert rollout_policy(g) is heuristics.rollout
    assert playout_cutoff(g) == (heuristics.PLAYOUT_LIMIT, heuristics.evaluate)


def test_every_choice_is_legal_in_the_view_and_the_game_and_games_finish():
    for seed, seats in ((3, ("ai", "ai", "ai")), (4, ("human", "chaos", "chaos"))):
        s = _game(seed, "standard", seats)
        rng = random.Random(seed)
        decisions = 0
        while (seat := g.to_act(s)) is not None:
            v = _view(g, s, seat)
            assert v.viewer == seat
            a = heuristics.choose(v, seat, rng)
            assert a in g.legal_actions(v) and a in g.legal_actions(s)
            s, _ = g.apply(s, a)
            decisions += 1
            assert decisions < 5000
        assert g.result(s) is not None and s.round_no < 100


def _blur(v, seat: int):
    """The same view with everything the seat may not read changed: other agents' decks, the
    order of every hidden pile."""
    agents = tuple(a if i == seat else a.but(deck=("HIT",) * len(a.deck)) for i, a in enumerate(v.agents))
    rev = lambda piles: tuple(tuple(reversed(p)) for p in piles)  # noqa: E731
    return v.but(agents=agents, tdecks=rev(v.tdecks), edecks=rev(v.edecks), events=rev(v.events))


def test_the_choice_depends_only_on_what_the_seat_may_know():
    s = _game(11, "standard")
    rng = random.Random(1)
    checked = 0
    while (seat := g.to_act(s)) is not None and checked < 400:
        v = g.view(s, seat)
        a = heuristics.choose(v, seat, rng)
        assert heuristics.choose(_blur(v, seat), seat, random.Random(99)) == a
        s, _ = g.apply(s, a)
        checked += 1


def _wins(kind: str, seeds) -> int:
    return sum(play(kind, "story", seed)["won"] for seed in seeds)


def test_the_greedy_team_beats_random_play_by_a_clear_margin():
    seeds = range(500, 506)
    greedy, rand = _wins("greedy", seeds), _wins("random", seeds)
    assert rand == 0
    assert greedy - rand >= 4


def _play_to_card(seed: int, card: str):
    s = _game(seed, "standard")
    while s.stack[-1].kind != "event_card" or s.stack[-1].get("card") != card:
        seat = g.to_act(s)
        s, _ = g.apply(s, heuristics.choose(g.view(s, seat), seat, random.Random(0)))
    return s


def _letters_for_card(s, card: str) -> list[str]:
    letters = []
    while s.stack[-1].kind == "event_card" and s.stack[-1].get("card") == card and g.to_act(s) is not None:
        seat = g.to_act(s)
        a = heuristics.choose(g.view(s, seat), seat, random.Random(0))
        letters.append(a.arg)
        s, _ = g.apply(s, a)
    return letters


def test_the_oracle_plan_for_the_gatehouse_is_joint():
    """Measurement only (``ORACLE``): story 002 says "if fewer than half chose A, S 2(3) G;
    otherwise NO ALERT"; the plan that reads the back sends at least half of the team to A."""
    s = _play_to_card(2, "002")
    heuristics.ORACLE.add("backs")
    try:
        letters = _letters_for_card(s, "002")
    finally:
        heuristics.ORACLE.clear()
    assert len(letters) == 3 and letters.count("A") >= 2


def test_by_default_the_team_spreads_its_letters():
    letters = _letters_for_card(_play_to_card(2, "002"), "002")
    assert len(letters) == 3 and len(set(letters)) == 3


def _event_views(seeds=(2, 7), preset: str = "standard"):
    """(view, seat) at every event letter of a few whole games of the default team."""
    out = []
    for seed in seeds:
        s = _game(seed, preset)
        rng = random.Random(seed)
        while (seat := g.to_act(s)) is not None:
            v = g.view(s, seat)
            if s.stack[-1].kind == "event_card":
                out.append((v, seat))
            s, _ = g.apply(s, heuristics.choose(v, seat, rng))
    return out


def _scramble_backs(monkeypatch):
    """Give every event card another back: outcomes in reverse order and an empty Ending (the
    front, its labels included, stays)."""
    from dataclasses import replace
    real = lookup_story._events()
    fake = {k: e._replace(outcomes=tuple(reversed(e.outcomes)), ending=replace(e.ending, steps=()))
            for k, e in real.items()}
    monkeypatch.setattr(lookup_story, "_events", lambda: fake)
    heuristics_oracle._PLAN_CACHE.clear()


def test_event_letters_do_not_read_the_back_of_the_card(monkeypatch):
    """§5.3: the outcomes and the Ending stay hidden until the reveal, so changing them changes
    no letter of the default AI; the oracle (which reads them) does change, so the check bites."""
    views = _event_views()
    assert len(views) >= 20

    def letters() -> list:
        return [heuristics.choose(v, seat, random.Random(0)) for v, seat in views]

    blind = letters()
    heuristics.ORACLE.add("backs")
    try:
        heuristics_oracle._PLAN_CACHE.clear()
        oracle = letters()
        with monkeypatch.context() as m:
            _scramble_backs(m)
            oracle_scrambled = letters()
            heuristics.ORACLE.clear()
            assert letters() == blind
    finally:
        heuristics.ORACLE.clear()
        heuristics_oracle._PLAN_CACHE.clear()
    assert oracle != oracle_scrambled


def test_the_choice_is_the_same_in_every_state_the_view_allows():
    """Two full states drawn from one view (``determinize`` with different seeds: other hands and
    decks, deck orders, lurkers, Search tokens, uncommitted letters all differ) give the same
    choice, from their own views and as the true state's view gives it."""
    checked = 0
    for seed, preset in ((13, "story"), (14, "hard")):
        s = _game(seed, preset)
        rng = random.Random(seed)
        for k in range(2000):
            seat = g.to_act(s)
            if seat is None:
                break
            v = g.view(s, seat)
            a = heuristics.choose(v, seat, rng)
            if k % 7 == 0 and len(g.legal_actions(v)) > 1:
                one = g.determinize(v, seat, random.Random(k))
                two = g.determinize(v, seat, random.Random(k + 1))
                assert heuristics.choose(g.view(one, seat), seat, random.Random(5)) == a
                assert heuristics.choose(g.view(two, seat), seat, random.Random(6)) == a
                checked += 1
            s, _ = g.apply(s, a)
    assert checked >= 60


def test_hints_carry_a_reason():
    s = _game(21, "story")
    player = make_player("heuristic", g, seed=1)
    kinds = set()
    for _ in range(250):
        seat = g.to_act(s)
        if seat is None:
            break
        v = g.view(s, seat)
        a = player.choose(v, seat)
        if len(g.legal_actions(v)) > 1:
            why = reason_for(player, g, v, seat, a)
            assert isinstance(why, str) and why.strip(), (s.stack[-1].kind, a)
            kinds.add(s.stack[-1].kind)
        s, _ = g.apply(s, a)
    assert {"move", "event_card", "window"} <= kinds


def test_rollout_and_evaluate():
    rng = random.Random(4)
    s = _game(8, "hard")
    while g.to_act(s) is not None:
        legal = g.legal_actions(s)
        a = heuristics.rollout(s, legal, rng)
        assert a in legal
        values = heuristics.evaluate(s)
        assert len(values) == 3 and len(set(values)) == 1 and 0 <= values[0] <= 1 / 3
        s, _ = g.apply(s, a)
    r = g.result(s)
    assert heuristics.evaluate(s) == tuple(g.payoff(r, p) for p in range(3))


def test_ismcts_with_the_heuristics_plays_legal_moves_from_a_view():
    from rules.ai.ismcts import IsmctsPlayer
    s = _game(5, "standard")
    player = IsmctsPlayer(search_game(), seed=2, seconds=None, iterations=6)
    for _ in range(30):
        seat = g.to_act(s)
        a = player.choose(g.view(s, seat), seat)
        assert a in g.legal_actions(s)
        s, _ = g.apply(s, a)


def _decisions(seed: int = 6, preset: str = "standard"):
    """(view, seat) at every decision with a choice of a whole game of the greedy team."""
    out = []
    s = _game(seed, preset)
    rng = random.Random(seed)
    while (seat := g.to_act(s)) is not None:
        v = g.view(s, seat)
        if len(g.legal_actions(v)) > 1:
            out.append((v, seat))
        s, _ = g.apply(s, heuristics.choose(v, seat, rng))
    return out


def test_the_search_player_searches_only_key_decisions_and_never_an_event_letter():
    """With the hooks (``search_when``, ``SEARCH_PRIOR``) the generic ISMCTS player searches
    Recuperation, attack targets and Refresh actions; it never searches an event letter (its
    simulations would resolve the card's real back, §5.3) and plays exactly the greedy move at
    every decision it does not search."""
    from rules.ai.ismcts import IsmctsPlayer
    assert search_filter(g) == (heuristics.search_when, heuristics.choose)
    assert search_prior(g) == (heuristics.SEARCH_PRIOR, heuristics.choose)
    views = _decisions()
    kinds = {v.stack[-1].kind for v, _ in views if heuristics.search_when(v, _)}
    assert kinds == set(heuristics.KEY_DECISIONS)
    letters = [(v, seat) for v, seat in views if v.stack[-1].kind == "event_card"]
    others = [(v, seat) for v, seat in views if not heuristics.search_when(v, seat)]
    keys = [(v, seat) for v, seat in views if heuristics.search_when(v, seat)]
    assert len(letters) >= 10 and len(others) >= 100 and len(keys) >= 20
    player = IsmctsPlayer(search_game(), seed=4, seconds=None, iterations=3)
    for v, seat in letters + others[::5]:
        assert player.choose(v, seat) == heuristics.choose(v, seat, random.Random(0))
        assert player.searched == 0 and player.last_iterations == 0, v.stack[-1].kind
    for n, (v, seat) in enumerate(keys[::7], 1):
        assert player.choose(v, seat) in g.legal_actions(v)
        assert player.searched == n and player.last_iterations == 3
    target = [(v, seat) for v, seat in views if v.stack[-1].kind == "combat.attack"
              and v.combat.turn is not None and v.combat.turn.target >= 0]
    assert target and not any(heuristics.search_when(v, seat) for v, seat in target)  # card plays: greedy


def test_every_app_level_plays_legal_moves_and_searches_few_decisions():
    from rules.ai.ismcts import IsmctsPlayer
    s = _game(9, "hard")
    players = [IsmctsPlayer.for_level(level, search_game(), i, seconds=None, iterations=2)
               for i, level in enumerate(("easy", "normal", "hard"))]
    choices = 0
    for _ in range(150):
        seat = g.to_act(s)
        if seat is None:
            break
        v = g.view(s, seat)
        choices += len(g.legal_actions(v)) > 1
        a = players[seat].choose(v, seat)
        assert a in g.legal_actions(s)
        s, _ = g.apply(s, a)
    searched = sum(p.searched for p in players)
    assert 0 < searched < choices / 3

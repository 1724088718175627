"""Exploration mode (§2.3, §2.7 step 3, §2.17-§2.21, E37-E45): setup, the Boss, changing timelines,
the three ends and Data Points. Every scenario of §6.7 (LG-X1..X3) and the Exploration variants of
LG-M2, LG-M3, LG-E6, LG-T2 and LG-T5(g); LG-R6 is in test_rewards.py."""

from __future__ import annotations

import pytest
from lg_helpers import S0_AGENTS, act, at_step, begin, bottom, drive, give, of_kind, pass_windows, \
    play, top

from rules.loghan import apply, from_json, legal_actions, new_game, result, to_act, to_json, view
from rules.loghan.accounting import problems
from rules.loghan.actions import Action
from rules.loghan.combat_ports import enemy_health
from rules.loghan.lookup import enemy_cards, node_colour, nodes, token_list
from rules.loghan.rounds import start_round
from rules.loghan.steps import push, step

ALL = S0_AGENTS  # Kestrel (Leader), Pill, Brannoc, Ilse
LONGSWORD, SPLINTER, LOCKPICKS, BATON = "TB2#1", "TV1#1", "TG7#1", "TG3#1"


def x0(board="past", node="HALL", start=True, agents=ALL, energy=None, gear=None, **changes):
    """S0 in Exploration mode on ``board``: four agents, Kestrel the Leader, Round 1's Move Phase."""
    s = new_game(len(agents), 7, {"mode": "exploration", "board": board, "agents": list(agents),
                                  "seats": ["human"] + ["ai"] * (len(agents) - 1)})
    s = s.but(stack=(), node=node)
    for agent_id, places in (gear or {}).items():
        s = give(s, agent_id, places)
    for agent_id, n in (energy or {}).items():
        i = s.seat_of(agent_id)
        s = s.with_agent(i, s.agents[i].but(energy=n))
    s = s.but(**changes)
    return begin(start_round(s.but(round_no=0))) if start else s


def without_enemies(s, colours="GBR"):
    """Enemy decks and discards of ``colours`` emptied (the cards go to the box: still counted)."""
    gone = tuple(c for i, colour in enumerate("GBRV") if colour in colours for c in s.edecks[i] + s.ediscards[i])
    keep = lambda piles: tuple(() if "GBRV"[i] in colours else p for i, p in enumerate(piles))  # noqa: E731
    return s.but(edecks=keep(s.edecks), ediscards=keep(s.ediscards), box=s.box + gone)


def take_enemy(s, card):
    return s.but(edecks=tuple(tuple(c for c in d if c != card) for d in s.edecks))


def decide(s, letters, events):
    """``decide_all`` that keeps the events (the reveal, the Ending and the Alert follow the last)."""
    while top(s) == "event_card" and to_act(s) is not None:
        s, more = apply(s, Action("DECIDE", letters[s.agents[to_act(s)].id]))
        events += more
    return s


def answer_all(s, kind_first=("DONE",), limit=200):
    """Answer each decision with the first legal kind of ``kind_first``, else the first option."""
    for _ in range(limit):
        if s.over is not None:
            return s
        options = legal_actions(s)
        pick = next((a for k in kind_first for a in options if a.kind == k), options[0])
        s, _ = apply(s, pick)
    return s


# --- setup (§2.3) ------------------------------------------------------------------------------


@pytest.mark.parametrize("board", ["past", "anomaly", "future"])
def test_exploration_setup(board):
    s = new_game(4, 11, {"mode": "exploration", "board": board})
    assert s.mode == "exploration" and s.board == board and s.round_no == 1 and s.phase == "move"
    assert sorted(s.boss_deck) == ["EX1", "EX2"] and s.story == ()  # the story deck is not used
    assert s.random_events == 0 and s.boss_counter == 0 and s.ending == ""
    assert all(a.trophies == () and a.energy == 5 for a in s.agents)
    rooms = [n for n in nodes(board) if node_colour(board, n)]
    assert {n for n, _ in s.search} == set(rooms) and all(len(s.tokens_at(n)) == 2 for n in rooms)
    assert sum(len(p) for p in s.pools) == sum(len(token_list(c)) for c in "GBR") - 2 * len(rooms)
    assert problems(s) == [] and from_json(to_json(s)) == s
    assert s == new_game(4, 11, {"mode": "exploration", "board": board})  # one seed, one game


def test_exploration_seats_and_boards_are_checked():
    with pytest.raises(ValueError, match="at most one Human"):
        new_game(3, 1, {"mode": "exploration", "seats": ["human", "human", "ai"]})
    with pytest.raises(ValueError, match="Story mode only"):
        new_game(3, 1, {"mode": "exploration", "seats": ["human", "chaos", "chaos"]})
    with pytest.raises(ValueError, match="board"):
        new_game(3, 1, {"mode": "exploration", "board": "moon"})
    with pytest.raises(ValueError, match="Story mode always plays The Past"):
        new_game(3, 1, {"mode": "story", "board": "future"})
    assert new_game(3, 1, {"mode": "exploration", "seats": ["ai"] * 3}).agents[0].seat_kind == "ai"


def test_an_exploration_round_always_draws_a_random_event():
    s = bottom(x0(node="WELL", script=(("coin", 0),)), "G03")
    s, _ = play(s, "STOP")
    assert top(s) == "event_card" and s.stack[-1].get("card") == "G03" and s.random_events == 1


# --- LG-X1 the Boss (§2.7 step 3, §2.18, E38) -------------------------------------------------------


def alert_after_g09(boss_deck=("EX2", "EX1"), counter=10):
    s = bottom(x0(node="WELL", boss_counter=counter, boss_deck=boss_deck), "G09")
    s, events = play(s, "STOP")
    s = decide(s, dict.fromkeys(ALL, "C"), events)  # "Let it go": no outcome; the Ending summons S 2(3)
    s, more = play(s, None)
    return s, events + more


def test_LG_X1_the_boss_follows_a_summon_when_the_counter_reaches_ten():
    s, events = alert_after_g09()
    entered = of_kind(events, "enemy_entered")
    assert [e.data["source"] for e in entered] == ["summon"] * 3 + ["boss"]
    row = [f.card for f in s.combat.row]
    assert [enemy_cards("G").count(c) for c in row[:3]] == [1, 1, 1] and row[3] == "EX2"
    assert enemy_health(s, "EX2") == 28  # Standard multiplier 7 x 4 agents
    assert s.boss_counter == 0 and s.boss_deck == ("EX1",)


def test_LG_X1_below_ten_no_boss():
    s, events = alert_after_g09(counter=9)
    assert "boss" not in [e.data["source"] for e in of_kind(events, "enemy_entered")] and s.boss_counter == 9


def test_LG_X1_variant_no_summon_and_no_alert_means_no_boss():
    s = bottom(x0(node="CHAPEL", boss_counter=10), "B04")
    s, events = play(s, "STOP")
    s = decide(s, {"Kestrel": "C", "Pill": "C", "Brannoc": "D", "Ilse": "D"}, events)  # LG-E2(a): NO ALERT
    s, more = play(s, None)
    events += more
    assert s.no_alert and not of_kind(events, "enemy_entered") and s.boss_counter == 10
    assert s.combat is None and s.boss_deck == x0().boss_deck


def test_LG_X1_variant_heads_and_lurkers_joining_means_no_boss():
    s = x0(node="WELL", boss_counter=10, script=(("coin", 0),), start=False)
    lurker = s.edecks[0][0]
    s = begin(start_round(s.but(edecks=(s.edecks[0][1:],) + s.edecks[1:], lurkers=((lurker,), (), ()),
                                round_no=0)))
    s = bottom(s, "G03")
    s, events = play(s, "STOP")
    s = decide(s, dict.fromkeys(ALL, "C"), events)
    s, more = play(s, None)
    events += more
    assert [f.card for f in s.combat.row] == [lurker] and s.boss_counter == 10
    assert of_kind(events, "lurkers_join") and not [e for e in of_kind(events, "enemy_entered")
                                                    if e.data["source"] == "boss"]


def test_the_boss_counter_resets_even_when_no_boss_is_left():
    """E38: the Boss step runs (counter 10, an enemy drawn) with the Boss deck and discard empty."""
    s, _ = alert_after_g09(boss_deck=())
    assert s.boss_counter == 0 and all(f.card[:2] != "EX" for f in s.combat.row)


# --- LG-X2 changing timelines (§2.19, E37, E44) ---------------------------------------------------


def at_timeline(board="past", node="WELL", energy=(15, 12, 10, 8), **changes):
    s = x0(board=board, node=node, start=False, energy=dict(zip(ALL, energy)), **changes)
    return at_step(s.but(phase="refresh"), step("timeline"), step("round_end"))


def test_LG_X2_the_group_pays_forty_and_travels_to_the_future():
    s = at_timeline(clean=("CAMP", "GRAVE"))
    on_board = sum(len(stack) for _, stack in s.search)
    assert to_act(s) == 0 and Action("TIMELINE_PROPOSE", "future") in legal_actions(s)
    assert Action("TIMELINE_PROPOSE", "past") not in legal_actions(s)
    s = act(s, ("TIMELINE_PROPOSE", "future"))
    assert [a.arg for a in legal_actions(s)] == list(range(16))  # Kestrel: 0..15 (40 missing)
    s = act(s, ("CONTRIBUTE", 15), ("CONTRIBUTE", 12), ("CONTRIBUTE", 10))
    assert [a.arg for a in legal_actions(s)] == [0, 1, 2, 3]  # Ilse: only 3 are still missing
    s, events = apply(s, Action("CONTRIBUTE", 3))
    assert [a.energy for a in s.agents] == [0, 0, 0, 5]
    assert s.board == "future" and s.node == "WELL" and s.clean == () and s.peeked == ()
    need = {c: 2 * len([n for n in nodes("future") if node_colour("future", n) == c]) for c in "GBR"}
    assert need == {"G": 10, "B": 16, "R": 12}
    dealt = {c: sum(len(stack) for n, stack in s.search if node_colour("future", n) == c) for c in "GBR"}
    spare = {c: len(p) for c, p in zip("GBR", s.pools)}
    for c in "GBR":  # 2 per "?" room, or round-robin when the pool is short (R8)
        assert dealt[c] == min(need[c], dealt[c] + spare[c])
    assert sum(dealt.values()) + sum(spare.values()) >= on_board
    assert of_kind(events, "travel")[0].data == {"from": "past", "to": "future", "node": "WELL"}
    assert problems(s) == []


def test_LG_X2_variant_thirty_nine_is_not_enough():
    s = act(at_timeline(), ("TIMELINE_PROPOSE", "future"), ("CONTRIBUTE", 15), ("CONTRIBUTE", 12),
            ("CONTRIBUTE", 10))
    s, events = apply(s, Action("CONTRIBUTE", 2))
    assert s.board == "past" and [a.energy for a in s.agents] == [15, 12, 10, 8]
    assert of_kind(events, "no_travel")[0].data["total"] == 39


def test_LG_X2_variant_from_the_laboratory_the_group_arrives_at_barracks():
    s = act(at_timeline(board="future", node="SERVER"), ("TIMELINE_PROPOSE", "past"), ("CONTRIBUTE", 15),
            ("CONTRIBUTE", 12), ("CONTRIBUTE", 10), ("CONTRIBUTE", 3))
    assert s.board == "past" and s.node == "BARRACKS"


def test_no_timeline_choice_when_the_group_cannot_pay_nor_in_the_twentieth_events_round():
    assert top(at_timeline(energy=(10, 10, 10, 9))) != "timeline"  # 39 < 40: not asked
    assert top(at_timeline(random_events=20)) != "timeline"  # E44


def test_E37_doors_stay_open_on_their_own_board():
    s = at_timeline(board="future", node="MOAT", opened=("future:6",))
    s = act(s, ("TIMELINE_PROPOSE", "past"), ("CONTRIBUTE", 15), ("CONTRIBUTE", 12), ("CONTRIBUTE", 10),
            ("CONTRIBUTE", 3))
    assert s.board == "past" and "future:6" in s.opened
    from rules.loghan.move import door_open
    assert door_open(s.but(board="future"), "6") and not door_open(s.but(board="future"), "7")


# --- doors in Exploration (LG-M2, LG-M3) -----------------------------------------------------------


def steps_to(s):
    return {a.arg for a in legal_actions(s) if a.kind == "STEP"}


def test_LG_M2_exploration_only_lockpicks_open_the_past_doors():
    s = pass_windows(x0(node="GRAVE", artifacts=("TS1",), set_aside=tuple(c for c in x0().set_aside
                                                                              if c != "TS1")))
    assert steps_to(s) == {"PATH"}  # an artifact opens nothing in Exploration mode
    s = x0(node="GRAVE", gear={"Kestrel": {"backpack": [LOCKPICKS]}})
    assert top(s) == "window" and to_act(s) == 0
    use = [a for a in legal_actions(s) if a.kind == "USE_ITEM"]
    assert [a.arg for a in use] == [(LOCKPICKS, "9")]  # the Lych Door
    s = pass_windows(act(s, use[0]))
    assert steps_to(s) == {"PATH", "CHAPEL"} and "past:9" in s.opened


def test_LG_M3_frozen_door_in_exploration():
    s = pass_windows(x0(board="future", node="MOAT"))
    assert steps_to(s) == {"PATH"}
    s = x0(board="future", node="MOAT", gear={"Kestrel": {"belt": BATON}})
    s = pass_windows(act(s, ("MOVE", (BATON, "left"))))
    assert steps_to(s) == {"PATH", "KITCH", "STABLE"}
    s = act(s, ("STEP", "KITCH"))
    assert "future:6" in s.opened and "future:7" not in s.opened


# --- LG-E6 in Exploration: the fallback deck counts ------------------------------------------------


def test_LG_E6_exploration_counter_counts_a_fallback_card():
    s = x0(node="WELL", script=(("coin", 0),), start=False)
    green, blue = s.edecks[0][0], s.edecks[1][0]
    s = begin(start_round(s.but(edecks=(s.edecks[0][1:], s.edecks[1][1:]) + s.edecks[2:],
                                lurkers=((green,), (blue,), ()), events=((),) + s.events[1:], round_no=0)))
    s = bottom(s, "B02")
    s, events = play(s, "STOP")
    assert s.stack[-1].get("card") == "B02" and s.random_events == 1
    s = decide(s, dict.fromkeys(ALL, "C"), events)
    s, events = play(s, None, events=events)
    assert [c for e in of_kind(events, "lurkers_join") for c in e.data["cards"]] == [green, blue]


# --- the ends (§2.21, E38, E39) ---------------------------------------------------------------------


def test_LG_T2_exploration_health_zero_everyone_loses_with_data_points_for_information():
    skeleton, wolf = "EG1#1", "EG3#2"
    s = x0(start=False, health=1, clarity=0, energy={"Kestrel": 23, "Pill": 9})
    s = take_enemy(take_enemy(s, skeleton), wolf)
    s = s.with_agent(0, s.agents[0].but(trophies=(skeleton, wolf)))
    s = begin(push(s.but(phase="refresh"), step("clarity_check"), step("round_end")))  # Clarity 0: -1 Health
    r = result(s)
    assert r is not None and r.reason == "defeat" and r.winners == () and r.losers == (0, 1, 2, 3)
    assert [d["dp"] for d in r.details] == [4 + 2, 1, 1, 1]  # 23 // 5 + two 1-point trophies; 9 // 5; 5 // 5
    assert r.scores == (0.0, 0.0, 0.0, 0.0)  # information only: nobody scores


def test_LG_T5g_no_enemy_can_be_drawn_ends_the_game_at_once():
    s = x0(node="WELL", start=False)
    s = begin(start_round(without_enemies(s).but(round_no=0)))
    s = bottom(s, "G09")
    s, events = play(s, "STOP")
    s = decide(s, dict.fromkeys(ALL, "C"), events)
    s, more = play(s, None)
    events += more
    assert s.ending == "no_enemy" and of_kind(events, "scoring")  # nobody holds a treasure to disenchant
    assert s.combat is None and not of_kind(events, "coin") and not of_kind(events, "enemy_entered")
    assert problems(s) == [] and from_json(to_json(s)) == s
    r = result(s)
    assert r.reason == "no_enemy" and r.winners == (0, 1, 2, 3) and r.scores == (1.0,) * 4  # 5 Energy each


def test_E38_a_drawn_treasure_not_yet_placed_is_placed_if_there_is_room():
    card = "TG5#1"
    s = x0(start=False)
    s = s.but(tdecks=tuple(tuple(c for c in d if c != card) for d in s.tdecks))
    s = begin(push(s.but(ending="no_enemy"), step("place", 0, card=card, private=True)))
    assert card in s.agents[0].treasures and s.phase == "scoring" and problems(s) == []


def test_E38_without_room_the_drawn_treasure_is_reshuffled():
    smalls = ["TG5#1", "TG5#2", "TG6#1", "TG7#1", "TG8#1", "TG9#1"]
    s = x0(start=False, gear={"Kestrel": {"backpack": smalls, "both": "TB3#1", "back": "TB1#1", "belt": LONGSWORD}})
    card = "TG2#1"  # a third two-handed weapon: no room (E28)
    s = s.but(tdecks=tuple(tuple(c for c in d if c != card) for d in s.tdecks))
    s = begin(push(s.but(ending="no_enemy"), step("place", 0, card=card, private=True)))
    assert card not in s.agents[0].treasures and card in s.tdecks[0] and problems(s) == []


def test_LG_X3_the_twentieth_events_round_ends_with_data_points():
    skeleton, wolf1, wolf2, dragon = "EG1#1", "EG3#1", "EG3#2", "ER2#1"
    s = x0(node="WELL", start=False, energy={"Kestrel": 23, "Pill": 40, "Brannoc": 40, "Ilse": 40},
           gear={"Kestrel": {"left": LONGSWORD, "backpack": [SPLINTER]}}, random_events=19, script=(("coin", 0),))
    for card in (skeleton, wolf1, wolf2, dragon):
        s = take_enemy(s, card)
    s = s.with_agent(0, s.agents[0].but(trophies=(skeleton, wolf1, wolf2, dragon)))
    s = bottom(begin(start_round(s.but(round_no=0))), "G03")
    s, events = play(s, "STOP")
    s = decide(s, dict.fromkeys(ALL, "C"), events)
    assert s.random_events == 20
    prefer = ("PASS_WINDOW", "DONE", "FIGHT", "PASS", "END_TURN", "LEAVE", "REFUSE", "STOP", "REST")
    s, more = drive(s, stop=lambda st: top(st) == "final_disenchant", prefer=prefer)
    events += more
    assert s.phase == "scoring" and s.ending == "events" and s.round_no == 1
    assert of_kind(events, "round_end") and not of_kind(events, "round")  # Round 1 ended; no Round 2
    assert not of_kind(events, "timeline_proposed")  # E44: no travel in that Round (160 Energy here)
    assert to_act(s) == 0
    options = legal_actions(s)
    assert Action("DISENCHANT", LONGSWORD) in options and Action("DISENCHANT", SPLINTER) not in options
    s = act(s, ("DISENCHANT", LONGSWORD))
    assert s.agents[0].energy == 27
    s = answer_all(s)
    r = result(s)
    kestrel = r.details[0]
    assert (kestrel["energy_dp"], kestrel["trophy_dp"], kestrel["dp"]) == (5, 8, 13)
    assert r.reason == "events" and r.winners == (0,) and r.scores[0] == 13.0 and r.scores[1:] == (8.0,) * 3


def test_equal_highest_data_points_share_the_victory():
    s = x0(start=False, energy={"Kestrel": 20, "Pill": 20, "Brannoc": 5, "Ilse": 0})
    s = begin(push(s.but(ending="events"), step("round_end")))
    s = answer_all(s)
    r = result(s)
    assert r.winners == (0, 1) and r.losers == (2, 3) and r.scores == (4.0, 4.0, 1.0, 0.0)
    from rules.loghan.engine import payoff
    assert payoff(r, 0) == payoff(r, 1) == 0.5 and payoff(r, 2) == 0.0


def test_the_round_guard_scores_an_exploration():
    s = begin(x0(start=False).but(round_no=499, stack=(step("round"),)))
    assert s.ending == "guard" and result(s).reason == "guard" and result(s).winners == (0, 1, 2, 3)


# --- what other seats see ---------------------------------------------------------------------------


def test_an_own_draw_is_private_in_exploration():
    card = "TG5#1"  # a Potion (Small)
    s = x0(start=False)
    s = s.but(tdecks=tuple(tuple(c for c in d if c != card) for d in s.tdecks))
    s, events = apply(begin(push(s, step("place", 0, card=card, private=True), step("round_end"))),
                      Action("PLACE", (card, "backpack")))
    placed = of_kind(events, "treasure_placed")[0]
    assert placed.seen_by(0).data["card"] == card and placed.seen_by(1).data["card"] == "?"
    assert "backpack" in placed.seen_by(1).text and "?" not in placed.seen_by(1).text


def test_saves_of_exploration_round_trip_and_old_saves_still_load():
    s = x0(board="future")
    assert from_json(to_json(s)) == s
    import json
    old = json.loads(to_json(new_game(3, 2)))
    old["state"].pop("ending") if "state" in old else old.pop("ending", None)
    again = from_json(json.dumps(old))
    assert again.ending == "" and again.mode == "story"
    assert view(s, 1).board == "future"


def test_the_acting_seats_view_offers_exactly_the_rules_options():
    """Decisions are made from views (§5.3): in Exploration the face-down backpacks must not change
    what the acting seat may do (room counts a face-down card as Small; a trade asks only for the
    treasures in sight)."""
    import random
    for seed in range(6):
        n = 3 + seed % 4
        s = new_game(n, seed, {"mode": "exploration", "board": ("past", "anomaly", "future")[seed % 3],
                               "seats": ["ai"] * n})
        rng = random.Random(seed)
        for _ in range(700):
            if s.over is not None:
                break
            options = legal_actions(s)
            assert legal_actions(view(s, to_act(s))) == options, s.stack[-1].kind
            s, _ = apply(s, rng.choice(options))
            if s.over is None and s.health < 12:
                s = s.but(health=15)

"""Saves (strict JSON, BadSave on anything wrong) and views (what a seat may know, §5.2)."""

from __future__ import annotations

import json
import random

import pytest
from lg_helpers import act, bottom, play, s0

from rules.loghan import BadSave, IllegalAction, apply, determinize, from_json, legal_actions, new_game, to_json, \
    view
from rules.loghan.accounting import problems
from rules.loghan.actions import Action


def test_round_trip_of_a_state_and_a_view():
    s = new_game(4, 9)
    assert from_json(to_json(s)) == s
    v = view(s, 2)
    assert from_json(to_json(v)) == v


def _mutated(state, change):
    obj = json.loads(to_json(state))
    change(obj["state"])
    return json.dumps(obj)


@pytest.mark.parametrize("change, words", [
    (lambda o: o.__setitem__("health", 16), "out of range"),
    (lambda o: o.__setitem__("health", "15"), "out of range"),
    (lambda o: o["agents"][0].__setitem__("hand", ["HIT"] * 3), "add up"),
    (lambda o: o["tdecks"][0].append("TG1#1"), "add up"),
    (lambda o: o["stack"].append(["no_such_step", None, []]), "unknown step"),
    (lambda o: o.pop("rng"), "fields"),
    (lambda o: o.__setitem__("leader", 9), "out of range"),
    (lambda o: o["stack"].append(["window", None, [["name", {"x": 1}]]]), "malformed"),
    (lambda o: o.__setitem__("script", [["exec", "import os"]]), "script"),
])
def test_bad_saves_are_refused(change, words):
    text = _mutated(new_game(3, 1), change)
    with pytest.raises(BadSave) as info:
        from_json(text)
    assert words in str(info.value)


@pytest.mark.parametrize("text", ["", "[]", "{", '{"game": "citadel", "version": 1, "state": {}}',
                                  '{"game": "loghan", "version": 1, "state": {}}', "[" * 5000, b"\xff\xfe"])
def test_garbage_is_refused(text):
    with pytest.raises(BadSave):
        from_json(text)


def test_a_view_hides_hands_orders_and_tokens():
    s = new_game(4, 3)
    s, _ = play(s, ("DECIDE", "A"))  # seat 0 commits on story 001
    v = view(s, 1)
    assert v.agents[0].decision == "?" and view(s, 0).agents[0].decision == "A"
    assert all(c == "?" for c in v.agents[0].hand)
    assert all(list(a.deck) == sorted(a.deck) for a in v.agents)
    assert all(t == "?" for _, stack in v.search for t in stack)
    assert v.rng == 0 and v.script == ()
    with pytest.raises(IllegalAction):
        apply(v, Action("DECIDE", "B"))


def test_peeked_tokens_are_shown_in_story_mode():
    s = bottom(s0(node="WELL", script=(("coin", 0),)), "G08")
    s, _ = play(s, "STOP")
    s = act(s, ("DECIDE", "D"))
    for letter in "AAA":
        s = act(s, ("DECIDE", letter))
    assert s.stack[-1].kind == "peek"
    node = legal_actions(s)[0].arg
    s = act(s, ("PEEK_NODE", node))
    assert view(s, 3).tokens_at(node)[0] == s.tokens_at(node)[0] != "?"


def test_determinize_gives_a_consistent_full_state():
    s = new_game(5, 21)
    s, _ = play(s, ("DECIDE", "C"), ("DECIDE", "B"))
    v = view(s, 1)
    d = determinize(v, 1, random.Random(4))
    assert d.viewer is None and d.rng != 0
    assert problems(d) == []
    assert d.agents[1].hand == s.agents[1].hand and d.agents[1].decision == s.agents[1].decision
    assert sorted(d.tdecks[0]) == sorted(s.tdecks[0])
    assert len(d.agents[0].hand) == len(s.agents[0].hand)
    assert legal_actions(d)  # playable


def test_another_agents_diagnostics_look_is_hidden_and_determinized():
    """The two cards Ilse's Diagnostics looks at (author D's ``combat.keep_card`` step) are hers
    alone; a determinized view puts cards there that are the top of her dealt deck, and her own
    determinized view keeps them on top of her deck."""
    from rules.loghan.steps import step
    s = s0(start=False)
    ilse = s.seat_of("Ilse")
    a = s.agents[ilse]
    look = ("HIT", "PARRY")
    deck = list(a.deck)
    for c in look:
        deck.remove(c)
    s = s.with_agent(ilse, a.but(deck=look + tuple(deck)))
    s = s.but(stack=(step("combat.keep_card", ilse, look=look),))
    assert view(s, 0).stack[-1].get("look") == ("?", "?")
    assert view(s, ilse).stack[-1].get("look") == look
    other = determinize(view(s, 0), 0, random.Random(1))
    assert other.stack[-1].get("look") == other.agents[ilse].deck[:2]
    own = determinize(view(s, ilse), ilse, random.Random(1))
    assert own.agents[ilse].deck[:2] == look and sorted(own.agents[ilse].deck) == sorted(s.agents[ilse].deck)

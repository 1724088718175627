"""A hint's one-line reason (``rules.ai.reason_for``): the game's own words when its heuristics
module has ``reason``, else the search's account of its choice."""

from __future__ import annotations

import random
import types

from rules import catalog
from rules.ai import make_player, reason_for


def test_the_search_says_how_it_chose_for_every_game():
    for game in catalog.GAMES:
        module = game.load()
        state = module.new_game(game.default_players, 3, None)
        rng = random.Random(1)
        while len(module.legal_actions(state)) < 2:  # a real decision
            legal = module.legal_actions(state)
            state, _ = module.apply(state, legal[rng.randrange(len(legal))])
        seat = module.to_act(state)
        view = module.view(state, seat)
        player = make_player("hard", module, 1, seconds=None, iterations=60)
        action = player.choose(view, seat)
        words = reason_for(player, module, view, seat, action)
        assert words, game.id
        if "simulated futures" in words:
            followed = int(words.split("it in ")[1].split(" of ")[0])
            assert 1 <= followed <= 60


def test_a_games_own_reason_comes_first(monkeypatch):
    module = catalog.load(catalog.GAMES[0].id)
    own = types.SimpleNamespace(reason=lambda view, seat, action: f"because {action.label}")
    monkeypatch.setattr("rules.ai.heuristics_of", lambda game: own)
    player = types.SimpleNamespace(last_reason="the search said so")
    action = types.SimpleNamespace(label="X")
    assert reason_for(player, module, None, 0, action) == "because X"
    own.reason = lambda view, seat, action: ""
    assert reason_for(player, module, None, 0, action) == "the search said so"
    own.reason = lambda view, seat, action: 1 / 0
    assert reason_for(player, module, None, 0, action) == "the search said so"

"""Every catalog game offers the whole protocol (``rules.core.game.PROTOCOL``) and declares
consistent ``FACTS``; its terminal table (``text_table``) draws any state as plain lines."""

from __future__ import annotations

import random

import pytest

from rules import catalog
from rules.core.game import PROTOCOL, GameFacts, problems

GAMES = [info.id for info in catalog.GAMES]
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_package_offers_the_protocol(game_id):
    game = catalog.load(game_id)
    assert problems(game) == []
    for name in PROTOCOL:
        if name not in ("TUTORIAL", "FACTS"):
            assert callable(getattr(game, name)), name


@pytest.mark.parametrize("game_id", GAMES)
def test_the_package_has_its_rules_reference(game_id):
    """The in-app rules reference (``rules/<id>/reference.py``): sections with unique ids whose
    links point at sections that exist."""
    import importlib
    import re

    sections = importlib.import_module(f"rules.{game_id}.reference").SECTIONS
    ids = [sid for sid, _, _ in sections]
    assert sections and len(ids) == len(set(ids))
    for sid, title, body in sections:
        assert title and body, sid
        for target in re.findall(r"<a href='([^']+)'>", body):
            assert target in ids, f"{sid} links to a missing section {target}"


@pytest.mark.parametrize("game_id", GAMES)
def test_facts_are_consistent(game_id):
    info = catalog.get(game_id)
    game = info.load()
    assert isinstance(game.FACTS, GameFacts) and game.FACTS is info
    assert info.id == game_id and info.module == game.__name__ == f"rules.{game_id}"
    assert info.title and info.blurb
    assert info.players and all(isinstance(n, int) and n >= 1 for n in info.players)
    assert list(info.players) == sorted(set(info.players))
    assert info.default_players in info.players
    assert isinstance(info.random_play, int) and info.random_play >= 100  # a bound, not a way out of the loop check
    assert info.load_tutorial() is game.TUTORIAL
    if game.TUTORIAL is not None:
        assert game.TUTORIAL.game == game_id and game.TUTORIAL.players in info.players


def test_problems_names_what_is_missing():
    class Bare:
        new_game = staticmethod(lambda *a: None)

    missing = problems(Bare)  # type: ignore[arg-type]
    assert "text_table" in missing and "FACTS" in missing and "new_game" not in missing
    with pytest.raises(ValueError):
        GameFacts("x", "X", (2, 3), 4)


def test_a_cooperative_game_may_have_a_mode_for_rivals():
    from rules.core.game import GameOption
    mode = GameOption("mode", "Mode", (("team", "Team"), ("duel", "Duel")), "team")
    facts = GameFacts("x", "X", (2, 3), 2, cooperative=True, options=(mode,), rivals_when=(("mode", "duel"),))
    assert facts.cooperative_for(None) and facts.cooperative_for({"mode": "team"})
    assert not facts.cooperative_for({"mode": "duel"})
    assert not GameFacts("y", "Y", (2,), 2).cooperative_for({"mode": "team"})  # rivals anyway
    with pytest.raises(ValueError, match="rivals_when"):
        GameFacts("x", "X", (2, 3), 2, cooperative=True, options=(mode,), rivals_when=(("mode", "trio"),))


def test_the_catalog_is_one_line_per_game():
    assert catalog.GAME_IDS == tuple(GAMES) and len(set(GAMES)) == len(GAMES)
    with pytest.raises(KeyError):
        catalog.get("chess")


@pytest.mark.parametrize("game_id, players", [(info.id, n) for info in catalog.GAMES for n in info.players])
def test_text_table_draws_every_state_as_lines(game_id, players):
    game = catalog.load(game_id)
    names = NAMES[:players]
    rng = random.Random(players)
    state = game.new_game(players, 5)
    steps = 0
    while True:
        for viewer in (None, *range(players)):
            shown = state if viewer is None else game.view(state, viewer)
            lines = game.text_table(shown, viewer, names)
            assert lines and all(isinstance(line, str) and "\n" not in line for line in lines)
            text = "\n".join(lines)
            assert all(name in text for name in names)
            assert "Seat " not in text  # seats by the names given
        if game.to_act(state) is None or steps > game.FACTS.random_play:
            break
        state, _ = game.apply(state, rng.choice(game.legal_actions(state)))
        steps += 1
    assert game.result(state) is not None

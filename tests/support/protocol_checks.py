"""Protocol-level property checks, shared by the tests of every game module.

A game module follows the protocol of ``rules.core``: ``new_game``, ``to_act``,
``legal_actions``, ``apply``, ``view``, ``determinize``, ``result``, ``to_json`` /
``from_json`` (and ``events_for``, ``payoff``, ``IllegalAction`` as re-exported names). The
checks here use nothing else; what only one game knows (its cards, its knowledge records, its
scoring) comes in through ``Hooks``.

Typical use, from a hypothesis test::

    hooks = Hooks(invariant=my_invariant, view_invariant=my_view_check, ...)
    play_and_check(game, players, seed, Chooser(picks, seed), hooks, full=True)

``play_and_check`` plays one random game to its end and checks, before and after every action:

* cheap (every action of every game): the action set (non-empty exactly while someone is to
  act, no duplicates, hashable, non-empty distinct labels), the game's invariant, that
  ``apply`` leaves its input (and ``legal_actions``) unchanged and rejects an illegal action
  with ``IllegalAction`` without touching the state, the events and their per-seat filtering,
  every seat's view (same seat to act, same result; the seat to act gets the same legal
  actions, with the same labels, from its view; others get none or the same), and the game's
  own view check (hidden information); a random share of the states also go through JSON;
* ``full=True`` (every action of the games that ask for it): JSON round trip of the state and
  of every view, ``apply`` on the reloaded state gives the same state and events, malformed
  save text (a tenth of the states: truncated or with one character changed) raises
  ``BadSave`` and nothing else, and for
  every seat ``determinize(view(s, seat), seat, Random(k))``: repeatable, independent of
  anything but the view, consistent with the view (game hook) and satisfying the invariant;
  one of the samples (a random seat's) is played on by random moves to the end of the game;
* at the end: a result exists, winners and losers are valid, payoffs sum to 1 when someone
  won, the game's result hook, and replaying the same seed and actions from ``new_game``
  gives the same states and the same events.

Everything is asserted; nothing is printed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable, Mapping, Sequence

# --- hooks and helpers ----------------------------------------------------------------------------


def _nothing(*_: Any) -> None:
    return None


@dataclass(frozen=True)
class Hooks:
    """What one game adds to the protocol checks. Every hook asserts; none returns anything.

    * ``invariant(state)``: after every action, on full states (also on determinized ones and
      during the random play that continues them).
    * ``view_invariant(state, view, seat)``: the view hides what ``seat`` may not see.
    * ``determinized_agrees(view, sample, seat)``: the sample agrees with everything the view shows.
    * ``action_check(state, action)``: one legal action of ``state`` (e.g. what its label may say).
    * ``events_check(before, action, after, events)``: the events of one ``apply``.
    * ``result_check(final, events)``: the finished game (``events`` of the last ``apply``).
    """

    invariant: Callable[[Any], None] = _nothing
    view_invariant: Callable[[Any, Any, int], None] = _nothing
    determinized_agrees: Callable[[Any, Any, int], None] = _nothing
    action_check: Callable[[Any, Any], None] = _nothing
    events_check: Callable[[Any, Any, Any, list], None] = _nothing
    result_check: Callable[[Any, list], None] = _nothing


class Chooser:
    """Choices for a random game from a list of integers (what hypothesis draws and shrinks).

    The i-th choice among ``n`` options is ``picks[i] % n``; once the list is used up, choices come
    from a generator seeded with ``seed`` and the list, so a game is a function of both.
    """

    def __init__(self, picks: Sequence[int] = (), seed: int = 0) -> None:
        self.picks = list(picks)
        self.used = 0
        self.rng = random.Random(f"{seed}/{self.picks}")

    def __call__(self, n: int) -> int:
        assert n > 0
        if self.used < len(self.picks):
            value = self.picks[self.used]
            self.used += 1
            return value % n
        return self.rng.randrange(n)

    def fork(self) -> random.Random:
        """An independent generator for side games (determinized continuations, probes)."""
        return random.Random(self.rng.getrandbits(64))


@dataclass
class Stats:
    """Counts of what was checked, so a test can assert its coverage."""

    games: int = 0
    actions: int = 0
    full_states: int = 0
    determinized: int = 0
    continued_actions: int = 0
    endings: dict[str, int] = field(default_factory=dict)
    decisions: dict[str, int] = field(default_factory=dict)  # actions played, by type name


def _labels(actions: Sequence[Any]) -> list[str]:
    return [a.label for a in actions]


# --- single checks --------------------------------------------------------------------------------


def check_action_set(game: ModuleType, state: Any) -> tuple:
    """The legal actions: present exactly while a seat is to act, distinct, hashable, labelled."""
    seat = game.to_act(state)
    actions = tuple(game.legal_actions(state))
    if seat is None:
        assert actions == (), "a finished game offers actions"
        assert game.result(state) is not None, "no seat to act but no result"
        return actions
    assert game.result(state) is None, "a result while a seat is still to act"
    assert actions, f"seat {seat} is to act but has no legal action"
    hashes = [hash(a) for a in actions]  # every action is hashable
    assert len(set(actions)) == len(actions), f"duplicate actions: {_labels(actions)}"
    for a, h in zip(actions, hashes):
        assert a == a and hash(a) == h
        label = a.label
        assert isinstance(label, str) and label.strip(), f"action {a!r} has no label"
    labels = _labels(actions)
    assert len(set(labels)) == len(labels), f"two actions share a label: {labels}"
    assert tuple(game.legal_actions(state)) == actions, "legal_actions is not stable"
    return actions


def check_json(game: ModuleType, state: Any) -> Any:
    """``to_json`` / ``from_json`` are lossless (and the text is stable)."""
    text = game.to_json(state)
    again = game.from_json(text)
    assert again == state, "the state changed through JSON"
    assert game.to_json(again) == text, "to_json(from_json(text)) differs from text"
    assert game.to_act(again) == game.to_act(state)
    assert game.result(again) == game.result(state)
    assert _labels(game.legal_actions(again)) == _labels(game.legal_actions(state))
    return again


_NOISE = '0123456789[]{}",:-. etrufnal\\'


def check_bad_saves(game: ModuleType, text: str, rng: random.Random, tries: int = 12) -> None:
    """Malformed save text raises ``BadSave`` and nothing else: truncations always; single
    character changes either raise ``BadSave`` or give a state that saves and loads again."""
    for bad in (b"\xff\xfe", "", "null", "[]", "{}", text.replace('"', "'", 1)):
        try:
            game.from_json(bad)
        except game.BadSave:
            pass
        else:
            raise AssertionError(f"from_json accepted {bad!r}")
    for _ in range(tries):
        cut = rng.randrange(len(text))
        try:
            game.from_json(text[:cut])
        except game.BadSave:
            pass
        else:
            raise AssertionError(f"from_json accepted a save truncated at {cut}")
        i = rng.randrange(len(text))
        changed = text[:i] + rng.choice(_NOISE) + text[i + 1:]
        try:
            loaded = game.from_json(changed)
        except game.BadSave:
            continue
        assert game.from_json(game.to_json(loaded)) == loaded


def check_view(game: ModuleType, state: Any, seat: int, hooks: Hooks, deep: bool,
               legal: Sequence[Any] | None = None) -> Any:
    """The seat's view: same seat to act and result; the same decision for the seat to act.

    ``legal``: ``legal_actions(state)`` when the caller has it already."""
    v = game.view(state, seat)
    assert game.to_act(v) == game.to_act(state), "the view changes who is to act"
    assert game.result(v) == game.result(state), "the view changes the result"
    mine = tuple(game.legal_actions(v))
    true = tuple(game.legal_actions(state)) if legal is None else tuple(legal)
    if game.to_act(state) == seat:
        assert mine == true, f"seat {seat}'s view offers {_labels(mine)}, the game {_labels(true)}"
        assert _labels(mine) == _labels(true), "the view's labels differ from the game's"
    else:
        assert mine in ((), true), "a bystander's view offers different actions"
        if mine and deep:
            assert _labels(mine) == _labels(true)
    hooks.view_invariant(state, v, seat)
    if deep:
        assert game.from_json(game.to_json(v)) == v, "the view changed through JSON"
    return v


def check_events(game: ModuleType, events: Sequence[Any], players: int) -> None:
    """Events narrate in words, and each seat's filtered copy is exactly what it may see."""
    for e in events:
        assert isinstance(e.kind, str) and e.kind
        assert isinstance(e.text, str) and e.text.strip(), f"event {e.kind} has no text"
        assert isinstance(e.data, Mapping)
        if e.visible_to is not None:
            assert all(0 <= p < players for p in e.visible_to)
    for seat in range(players):
        seen = game.events_for(events, seat)
        expected = [e.seen_by(seat) for e in events]
        assert seen == [e for e in expected if e is not None]
        for e in seen:
            assert e.visible_to is None or seat in e.visible_to, \
                f"seat {seat} receives an event marked for {sorted(e.visible_to)}: {e.text!r}"
        for e in events:
            if e.visible_to is not None and seat in e.visible_to:
                assert e.seen_by(seat) is e


def check_apply(game: ModuleType, state: Any, action: Any, snapshot: str) -> tuple[Any, list]:
    """``apply`` returns a new state and events and leaves its input exactly as it was."""
    legal_before = _labels(game.legal_actions(state))
    after, events = game.apply(state, action)
    assert after is not state
    assert game.to_json(state) == snapshot, "apply (or a check before it) changed its input state"
    assert _labels(game.legal_actions(state)) == legal_before, "apply changed the input's legal actions"
    return after, list(events)


def check_rejects(game: ModuleType, state: Any, action: Any, unchanged: bool = True) -> None:
    """An action not in the legal list raises ``IllegalAction`` (and, checked unless the caller
    compares the state itself later, changes nothing)."""
    before = game.to_json(state) if unchanged else None
    try:
        game.apply(state, action)
    except game.IllegalAction as exc:
        assert str(exc).strip(), "IllegalAction without a reason"
    else:
        raise AssertionError(f"apply accepted an illegal action {action.label!r}")
    if unchanged:
        assert game.to_json(state) == before, "a rejected action changed the state"


def check_result(game: ModuleType, state: Any, players: int) -> Any:
    """A finished game: valid winners and losers; payoffs in [0, 1] summing to 1 if anyone won."""
    res = game.result(state)
    assert res is not None and game.to_act(state) is None
    winners, losers = tuple(res.winners), tuple(res.losers)
    assert all(0 <= p < players for p in winners + losers)
    assert len(set(winners)) == len(winners) and len(set(losers)) == len(losers)
    assert not set(winners) & set(losers), "a seat both won and lost"
    pays = [game.payoff(res, p) for p in range(players)]
    assert all(0 <= x <= 1 for x in pays)
    if winners:
        assert abs(sum(pays) - 1) < 1e-9, f"payoffs {pays} do not sum to 1"
        assert all(pays[p] > 0 for p in winners) and all(pays[p] == 0 for p in losers)
    return res


def random_playout(game: ModuleType, state: Any, players: int, rng: random.Random, hooks: Hooks,
                   max_actions: int = 5000) -> tuple[Any, int]:
    """Random moves from ``state`` to the end (cheap checks on the way): (final state, moves)."""
    moves = 0
    while game.to_act(state) is not None:
        actions = check_action_set(game, state)
        state, _ = game.apply(state, actions[rng.randrange(len(actions))])
        hooks.invariant(state)
        moves += 1
        assert moves <= max_actions, "the game does not end"
    check_action_set(game, state)
    check_result(game, state, players)
    return state, moves


def check_determinize(game: ModuleType, state: Any, players: int, seat: int, view_state: Any, seed: int,
                      hooks: Hooks, play_on: random.Random | None, stats: Stats | None = None) -> Any:
    """A sample from the seat's view: repeatable, a function of the view alone, consistent with
    it, a valid full state, and (with ``play_on``) playable to the end by random moves."""
    view_text = game.to_json(view_state)
    sample = game.determinize(view_state, seat, random.Random(seed))
    assert game.to_json(view_state) == view_text, "determinize changed the view"
    assert game.determinize(view_state, seat, random.Random(seed)) == sample, "determinize is not repeatable"
    reloaded = game.from_json(view_text)
    assert game.determinize(reloaded, seat, random.Random(seed)) == sample, \
        "determinize reads something a saved view does not hold"
    assert game.to_act(sample) == game.to_act(state)
    assert (game.result(sample) is None) == (game.result(state) is None)
    hooks.determinized_agrees(view_state, sample, seat)
    hooks.invariant(sample)
    if game.to_act(sample) == seat:
        assert _labels(game.legal_actions(sample)) == _labels(game.legal_actions(state)), \
            "the sample offers the seat to act other actions than the game does"
    if stats is not None:
        stats.determinized += 1
    if play_on is not None:
        _, moves = random_playout(game, sample, players, play_on, hooks)
        if stats is not None:
            stats.continued_actions += moves
    return sample


# --- a whole game ---------------------------------------------------------------------------------


def play_and_check(game: ModuleType, players: int, seed: int, chooser: Chooser, hooks: Hooks, *,
                   options: Mapping[str, Any] | None = None, full: bool = False, stats: Stats | None = None,
                   json_share: float = 0.25, max_actions: int = 5000) -> tuple[Any, list]:
    """Play one random game to its end, checking every property listed in the module docstring.

    Without ``full``, a random ``json_share`` of the states get the JSON round trip.
    Returns (final state, actions played)."""
    probe = chooser.fork()  # illegal-action probes and determinize seeds: independent of the choices
    state = game.new_game(players, seed, options)
    states = [state]
    actions_played: list[Any] = []
    event_log: list[list] = []
    pool: dict[Any, None] = {}  # actions seen so far, to probe illegal ones
    hooks.invariant(state)
    while True:
        snapshot = game.to_json(state)
        if not full and probe.random() < json_share:
            assert game.from_json(snapshot) == state, "the state changed through JSON"
        legal = check_action_set(game, state)
        for a in legal:
            hooks.action_check(state, a)
            pool.setdefault(a, None)
        views = [check_view(game, state, seat, hooks, deep=full, legal=legal) for seat in range(players)]
        if full:
            check_json(game, state)
            if probe.random() < 0.1:
                check_bad_saves(game, snapshot, probe)
            if stats is not None:
                stats.full_states += 1
            play_seat = probe.randrange(players)  # one sample per state is played on to the end
            for seat in range(players):
                play_on = random.Random(probe.getrandbits(32)) if seat == play_seat else None
                check_determinize(game, state, players, seat, views[seat], probe.getrandbits(32), hooks,
                                  play_on=play_on, stats=stats)
        if game.to_act(state) is None:
            break
        legal_set = set(legal)
        illegal = [a for a in pool if a not in legal_set]
        if illegal:
            check_rejects(game, state, illegal[probe.randrange(len(illegal))], unchanged=False)  # see check_apply
        action = legal[chooser(len(legal))]
        after, events = check_apply(game, state, action, snapshot)
        if full:
            again, again_events = game.apply(game.from_json(snapshot), action)
            assert again == after and list(again_events) == events, \
                "apply on the reloaded state gives another game"
        check_events(game, events, players)
        hooks.invariant(after)
        hooks.events_check(state, action, after, events)
        actions_played.append(action)
        if stats is not None:
            name = type(action).__name__
            stats.decisions[name] = stats.decisions.get(name, 0) + 1
        event_log.append(events)
        states.append(after)
        state = after
        assert len(actions_played) <= max_actions, "the game does not end"
    # the end
    res = check_result(game, state, players)
    hooks.result_check(state, event_log[-1] if event_log else [])
    for a in list(pool)[:8]:
        check_rejects(game, state, a)  # nothing is legal once the game is over
    check_replay(game, players, seed, options, actions_played, states, event_log)
    if stats is not None:
        stats.games += 1
        stats.actions += len(actions_played)
        stats.endings[res.reason] = stats.endings.get(res.reason, 0) + 1
    return state, actions_played


def check_replay(game: ModuleType, players: int, seed: int, options: Mapping[str, Any] | None,
                 actions: Sequence[Any], states: Sequence[Any], event_log: Sequence[list]) -> None:
    """The same seed and the same actions give the same game: every state and every event."""
    state = game.new_game(players, seed, options)
    assert state == states[0], "new_game is not a function of its arguments"
    for i, action in enumerate(actions):
        state, events = game.apply(state, action)
        assert state == states[i + 1], f"replay diverges after action {i + 1} ({action.label})"
        assert list(events) == event_log[i], f"replay narrates action {i + 1} differently"

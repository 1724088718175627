"""What one person sees when they play several agents (spec 2.2, 5.2: "the person's view is the
union of the views of every Human and Chaos seat"): the perspective seat's view, with each other
seat of theirs showing its own hand, its committed Decision card, the reward card it drew and the
Search tokens it peeked at."""

from __future__ import annotations

from typing import Any

HIDDEN = "?"


def combine(views: dict[int, Any], perspective: int) -> Any:
    base = views[perspective]
    agents = list(base.agents)
    search = dict(base.search)
    reward = base.reward
    seen = list(reward.seen) if reward is not None and hasattr(reward, "seen") else []
    for seat, view in views.items():
        if seat == perspective:
            continue
        own = view.agents[seat]
        agents[seat] = agents[seat].but(hand=own.hand, decision=own.decision or agents[seat].decision)
        for node, stack in view.search:
            if stack and stack[0] != HIDDEN and search.get(node, (HIDDEN,))[0] == HIDDEN:
                search[node] = (stack[0],) + tuple(search.get(node, stack)[1:])
        if view.reward is not None and hasattr(view.reward, "seen"):
            seen += [pair for pair in view.reward.seen if pair not in seen]
    changes: dict[str, Any] = {"agents": tuple(agents), "search": tuple((n, search[n]) for n, _ in base.search)}
    if reward is not None and hasattr(reward, "seen"):
        changes["reward"] = reward.but(seen=tuple(seen), deck=_known_deck(reward.deck, views.values()))
    return base.but(**changes)


def _known_deck(deck: tuple[str, ...], views: Any) -> tuple[str, ...]:
    """The reward deck with every card any of the person's seats drew named: each such card takes
    the place of one back ("?" + its colour) of the same colour."""
    from rules.loghan.lookup import treasure

    cards = list(deck)
    for view in views:
        if view.reward is None:
            continue
        for card in view.reward.deck:
            if card.startswith(HIDDEN) or card in cards:
                continue
            back = HIDDEN + treasure(card).colour
            if back in cards:
                cards[cards.index(back)] = card
    return tuple(sorted(cards))


__all__ = ["combine"]

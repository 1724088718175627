"""What each gesture means in Tower of the Sleepy Wizard (spec 8.4): click one of your hand's backs
to peek at it; drag a hand card, the deck or a market card onto your team to hire it; after a hire
from the deck or the market, drag a hand card onto the market; choose the Shapeshifters' copies
by dragging one onto the card it copies, or by a button that says each choice's noise and bonus."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from rules import wizardtower as rules
from rules.wizardtower import cards as C
from rules.wizardtower.actions import (
    ChooseCopies, EndPeek, HireFromDeck, HireFromHand, HireFromMarket, Peek, SendToMarket,
)
from rules.wizardtower.noise import score_team

from ...table.layout import Layout
from ...table.pieces import Zone
from ..contract import Affordances, Click, Drag, TableButton

Say = Callable[[str], str]
PROPOSAL = (86, 180, 233)  # the app's suggested copy: sky blue, beside the gold of the other targets


def hand_key(view: Any, seat: int, pos: int) -> str:
    """The piece of ``seat``'s hand position ``pos``: its face when the viewer knows it, else its back."""
    card = view.hands[seat][pos - 1]
    return f"a{card}" if card >= 0 else f"u{pos}"


def affordances(view: Any, legal: Sequence[Any], layout: Layout, viewer: int, say: Say) -> Affordances:
    aff = Affordances()
    if view.step is None:
        return aff
    kind, seat = view.step
    aff.decorate(f"p{seat}", pulse=True)  # whose turn it is, whoever looks
    if not legal:
        return aff
    aff.prompt = say(rules.describe_decision(view))
    team = f"team:{viewer}"
    choices = []
    for action in legal:
        if isinstance(action, Peek):
            key = hand_key(view, viewer, action.pos)
            aff.clicks.append(Click(key, action))
            aff.focus[action] = key
            aff.hover[key] = "Click to peek: only you will see this card"
        elif isinstance(action, EndPeek):
            aff.buttons.append(TableButton("Done peeking", action, key="done_peeking"))
        elif isinstance(action, HireFromHand):
            key = hand_key(view, viewer, action.pos)
            aff.drags.append(Drag(key, team, action))
            aff.focus[action] = key
            aff.hover.setdefault(key, "Drag into your team to hire this card")
        elif isinstance(action, HireFromDeck):
            aff.drags.append(Drag("deck", team, action))
            aff.focus[action] = "deck"
            aff.hover["deck"] = "Drag into your team to hire the top card, sight unseen"
        elif isinstance(action, HireFromMarket):
            key = f"a{action.card}"
            aff.drags.append(Drag(key, team, action))
            aff.focus[action] = key
            aff.hover[key] = "Drag into your team to hire, then send a hand card to the market"
        elif isinstance(action, SendToMarket):
            key = hand_key(view, viewer, action.pos)
            aff.drags.append(Drag(key, "market", action))
            aff.focus[action] = key
            aff.hover[key] = "Drag onto the market: it turns face up for everyone"
        elif isinstance(action, ChooseCopies):
            choices.append(action)
    if choices:
        copies(view, viewer, choices, layout, aff)
    return aff


def copies(view: Any, viewer: int, choices: Sequence[ChooseCopies], layout: Layout, aff: Affordances) -> None:
    """The Shapeshifters' copies (spec 3.6, D7): a button per choice saying what it copies and the
    noise and bonus it gives, the app's proposal first and marked; with one Shapeshifter, also a
    drag from it onto the card it copies (its target glows, the proposal's in gold)."""
    team = view.teams[viewer]
    floor = view.floor
    proposal = rules.propose_copies(team, floor)
    pieces = {p.key: p for p in layout.pieces}
    for i, action in enumerate(sorted(choices, key=lambda a: a.mapping != proposal)):
        noise, bonus, _ = score_team(team, action.mapping, floor)
        what = " + ".join(C.code_words(C.CODE[b]) for _, b in action.mapping)
        label = f"{what}: noise {noise}" + (f" (+{bonus})" if bonus else "")
        aff.buttons.append(TableButton(label, action, key=f"copies_{i + 1}"))
        shifter = f"a{action.mapping[0][0]}"
        aff.focus[action] = shifter
        if len(action.mapping) != 1 or shifter not in pieces:
            continue
        target = f"a{action.mapping[0][1]}"
        if target in pieces:
            zone = f"copy:{action.mapping[0][1]}"
            aff.dropzones.append(Zone(zone, pygame.FRect(pieces[target].rect).inflate(6, 6), f"noise {noise}",
                                      name=f"{C.NAMES[action.mapping[0][1]]}", dropzone=True, inset=False))
            aff.drags.append(Drag(shifter, zone, action))
            aff.hover[shifter] = "Drag onto the card to copy, or choose a button"
        if action.mapping == proposal and target in pieces:
            aff.decorate(target, tint=PROPOSAL)
            aff.hover[shifter] = f"Drag onto the card to copy (suggested: {what}, noise {noise}), or choose a button"

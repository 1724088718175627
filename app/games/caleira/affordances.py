"""What each gesture means in Castles of Caleira (spec 8.2): play a card by dragging it onto Face
up / Face down, give one by dragging it onto a hand, click a castle piece to target, pick or look
at it, buttons for the Observatory and the Watchtower, and the Wizard Tower's ordering picker."""

from __future__ import annotations

from itertools import permutations
from typing import Any, Callable, Sequence

import pygame

from rules import caleira as rules
from rules.caleira import cards as C
from rules.caleira.actions import Exchange, Flip, Look, Order, Pick, Play, StopPicking, Target
from rules.caleira.state import EXCHANGE, FLIP, LOOK, ORDER, PLAY, TARGET, WATCH

from ...table.layout import Layout
from ...table.pieces import Zone
from ..contract import Affordances, Arrange, Click, Confirm, Decoration, Drag, TableButton

Say = Callable[[str], str]

ASKS = {TARGET: "choose a target", WATCH: "pick pieces to reveal", LOOK: "choose a piece to look at",
        FLIP: "turn it face-up or leave it", ORDER: "order the cards", EXCHANGE: "choose a card to give"}


def affordances(view: Any, legal: Sequence[Any], layout: Layout, viewer: int, names: Sequence[str],
                say: Say) -> Affordances:
    aff = Affordances()
    if view.queue:  # the effect resolving now pulses, whoever is to act
        aff.decorate(f"q0.{view.queue[0][0]}", pulse=True)
    step = view.step
    if step is None or not legal:
        return aff
    kind, owner, card, data = step
    aff.prompt = say(rules.describe_decision(view))
    if kind != PLAY and owner == viewer and view.active != viewer:
        aff.banner = say(f"Your {C.title(card)} fires: {ASKS[kind]}")
    if kind == PLAY:
        _playing(view, legal, layout, viewer, aff)
    elif kind == EXCHANGE:
        for c in view.hands[viewer]:
            k = C.KIND_OF[c]
            for p in range(view.players):
                if Exchange(k, p) in legal:
                    aff.drags.append(Drag(f"c{c}", f"hand:{p}", Exchange(k, p)))
                    aff.focus.setdefault(Exchange(k, p), f"c{c}")
    elif kind in (TARGET, WATCH, LOOK):
        _choosing(view, legal, viewer, names, kind, card, data, aff)
    elif kind == FLIP:
        aff.buttons = [TableButton("Turn face-up", Flip(True)), TableButton("Leave face-down", Flip(False))]
        for castle in view.castles:
            for _, _, slot in castle:
                if slot == data[0]:
                    aff.focus[Flip(True)] = aff.focus[Flip(False)] = f"s{slot}"
    elif kind == ORDER:
        cards = list(data)
        orders = {}
        for perm in permutations(range(len(cards))):
            action = Order(tuple(C.KIND_OF[cards[i]] for i in perm))
            if action in legal:
                orders[perm] = action
        aff.picker = Arrange("Wizard Tower: drag to reorder (left = top of the deck), then Done",
                             tuple(("face", c) for c in cards), orders,
                             tuple("top" if i == 0 else str(i + 1) for i in range(len(cards))))
    return aff


def _playing(view: Any, legal: Sequence[Any], layout: Layout, viewer: int, aff: Affordances) -> None:
    """Face up / Face down appear beside your castle's next place while you drag a card."""
    here = layout.regions["play_here"]
    castle = layout.zone(f"castle:{viewer}")
    cw, ch = layout.size("spot_w", here.w), here.h  # a card wide, or as wide as its name
    gap = here.w * 0.1
    x = min(here.x, castle.rect.right - 4 - cw * 2 - gap * 1.5) if castle else here.x
    y = castle.rect.y + 4 if castle else here.y
    aff.dropzones = [Zone("drop:up", pygame.FRect(x + gap * 0.5, y, cw, ch), "Face up", dropzone=True, inset=False),
                     Zone("drop:down", pygame.FRect(x + gap * 1.5 + cw, y, cw, ch), "Face down", dropzone=True,
                          inset=False)]
    for c in view.hands[viewer]:
        k = C.KIND_OF[c]
        for face_up, zone in ((True, "drop:up"), (False, "drop:down")):
            if Play(k, face_up) in legal:
                aff.drags.append(Drag(f"c{c}", zone, Play(k, face_up)))
                aff.focus.setdefault(Play(k, face_up), f"c{c}")


def _choosing(view: Any, legal: Sequence[Any], viewer: int, names: Sequence[str], kind: str, card: int, data: Any,
              aff: Affordances) -> None:
    effect = C.KIND_OF[card]
    for action in legal:
        if isinstance(action, (Target, Pick, Look)):
            c, up, slot = view.castles[action.seat][action.pos - 1]
            key = f"s{slot}"
            aff.clicks.append(Click(key, action))
            aff.focus[action] = key
            if kind == TARGET:
                aff.hover[key] = outcome(effect, action.seat, c, up, viewer, names)
                if no_effect(effect, c, up):
                    aff.decorations[key] = Decoration(no_effect=True)
                if effect == C.TREBUCHET and c == C.SPIRE_CARD and action.seat == viewer:
                    aff.confirms[action] = Confirm("Destroy your own Princess' Spire? You would lose the game.")
            elif kind == WATCH:
                aff.hover[key] = "Pick this piece to reveal (it flips when picking ends)"
            else:
                aff.hover[key] = "Look at this piece (only you will see it)"
        elif isinstance(action, StopPicking):
            aff.buttons.append(TableButton("Reveal none" if not data else "Reveal", action))


def no_effect(effect: str, card: int, up: bool) -> bool:
    if effect == C.BARRACKS:
        return not up
    if effect == C.THRONE_ROOM:
        return up
    return up and card != C.UNKNOWN and C.IS_BATTLEMENTS[card]


def outcome(effect: str, seat: int, card: int, up: bool, viewer: int, names: Sequence[str]) -> str:
    """Hover text for a target, from the viewer's knowledge only (spec 8.2)."""
    owner = "you" if seat == viewer else names[seat]
    known = card != C.UNKNOWN
    name = C.title(card) if known else ""
    if effect == C.BARRACKS:
        return f"Turn {name} face-down" if up else "No effect: already face-down"
    if effect == C.THRONE_ROOM:
        if up:
            return "No effect: already face-up"
        return f"Reveal silently: {name}" if known else "Reveal silently (its effect does not fire)"
    # Trebuchet
    if known and C.IS_BATTLEMENTS[card]:
        return "No effect: Battlements cannot be destroyed" if up else "Turns face-up; cannot be destroyed"
    if known and card == C.SPIRE_CARD:
        return "Destroy: you lose!" if seat == viewer else f"Destroy: {owner} loses"
    if up:
        return f"Destroy {name}"
    if known:
        fires = C.HAS_EFFECT[card]
        return f"Destroy {name}" + (f": its effect will fire for {owner}" if fires else "")
    return f"Destroy a hidden card: if it has an effect, it fires for {owner}"

"""What each gesture means on Castle von Loghan's table now (spec 7.2-7.5), from ``gestures``:

- the group token dragged onto a glowing node (``STEP``), a node clicked to walk the path there
  (a ``Plan`` of steps, asked first), *Stop here*; a drop elsewhere glides back with the reason
  (a locked door, a frozen door, not next to the group);
- a Decision card dragged face down onto one's slot (``DECIDE``), the card's text and its choices
  in the reading panel (closable), a Chaos agent's drawn card clicked (``CHAOS_PICK``);
- treasures dragged between one's own slots (``MOVE``, ``PLACE``), clicked to use, discard, sell
  or disenchant; another agent's panel clicked to offer a trade (or to Aid, award, ...);
- combat cards dragged onto an enemy (``TARGET`` + ``PLAY``), onto one's play column (Priority 1),
  clicked to discard; enemies clicked (target, overkill, redirect);
- the hand area's buttons and the choice box's rows; the table's *Continue* and *Stop here*.

Anything a gesture above cannot carry (its piece is not on the table now) becomes a table button,
so every legal action stays reachable, and so does the keyboard.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from ...table.layout import Layout
from ...table.pieces import Zone
from ..contract import Affordances, Click, Stepper, TableButton
from .board import page_keys
from .gestures import gestures


def affordances(view: Any, legal: Sequence[Any], layout: Layout, seat: int) -> Affordances:  # noqa: C901
    aff = Affordances()
    pieces = {p.key for p in layout.pieces}
    zones = {z.id for z in layout.zones}
    _idle_marks(aff, view, pieces)
    aff.looks = {k: int(k.split(":")[1]) for k in pieces if k.startswith("tab:") and k != f"tab:{seat}"}
    shown = next((p.look[2] for p in layout.pieces if p.key == "pg:lab"), False)
    aff.pages = {k: v for k, v in page_keys(view, "lab" if shown else "castle").items() if k in pieces}
    if not legal:
        return aff
    from .gestures import acting

    deciding = acting(view)
    looking = seat
    if deciding is not None and deciding != seat:  # a tab shows another agent: this one's moves become buttons
        seat = deciding
    g = gestures(view, legal, seat)
    aff.prompt = _short(g.prompt)
    if seat != looking and f"tab:{seat}" in pieces:
        from . import words as W

        name = W.agent_short(view.agents[seat].id)
        aff.prompt = _short(f"{name} decides now: click {name}'s tab to see {name}'s cards")
    reach = set()
    hand = layout.regions.get("hand")
    if hand is not None and any(d.zone in ("use", "bin") for d in g.drags):
        half = pygame.FRect(hand.x, hand.y, hand.w / 2, hand.h)
        aff.dropzones += [Zone("use", half, "Use it", name="Use", dropzone=True, inset=False),
                          Zone("bin", half.move(hand.w / 2, 0), "Discard", name="Discard", dropzone=True,
                               inset=False)]
        zones |= {"use", "bin"}
    for d in g.drags:
        if d.piece in pieces and d.zone in zones:
            aff.drags.append(d)
            reach.add(d.action)
    for c in g.clicks:
        if c.target in pieces or c.target in zones:
            aff.clicks.append(c)
            reach.add(c.action)
    anchor = layout.regions.get("stepper")
    if g.numbers and anchor is not None:
        aff.picker = stepper(g, anchor)
        reach |= set(aff.actions())
    for c in g.hand + g.choices + g.strip:
        if c.action is not None and f"hb:{c.key}" in pieces:
            aff.clicks.append(Click(f"hb:{c.key}", c.action))
            reach.add(c.action)
    aff.buttons = list(g.bar)
    reach |= {b.action for b in g.bar}
    if g.reading is not None:
        aff.picker = g.reading
        reach |= {a for _, a in g.reading.choices}
    for n, a in enumerate(x for x in legal if x not in reach):  # never without a way
        aff.buttons.append(TableButton(_short(a.label, 28), a, f"more_{n}"))
    aff.confirms = {a: q for a, q in g.confirms.items()}
    aff.routes = {a: r for a, r in g.routes.items() if all(k in pieces for k in r)}
    aff.arrows = [(a, b, w) for a, b, w in g.arrows if a in pieces and b in pieces]
    aff.hover = {k: v for k, v in g.hover.items() if k in pieces}
    aff.refusals = {k: v for k, v in g.refusals.items() if k[0] in pieces and k[1] in zones}
    for key, tint in g.glow.items():
        if key in pieces or key in zones:
            aff.decorate(key, tint=tint) if tint is not None else aff.decorate(key, pulse=True)
    for c in aff.clicks:
        if c.target.startswith("hb:"):
            continue
        aff.focus.setdefault(c.action, c.target)
    for d in aff.drags:
        aff.focus.setdefault(d.action, d.zone)
    _dim_reasons(aff, view, seat, pieces)
    return aff


STEPPER_WORDS = {"Offer": ("RP offered", "Offer"), "Bid": ("Energy bid", "Bid"), "Pay": ("Energy paid", "Pay"),
                 "Contribute": ("Energy given", "Contribute")}


def stepper(g: Any, anchor: pygame.FRect) -> Stepper:
    """A number chosen with − and +: an auction's offer, a Gob-Li bid, a share of a cost."""
    numbers = [(int(c.label), c.action) for c in g.choices if c.label.isdigit() and c.action is not None]
    extra = tuple((c.label, c.action) for c in g.choices if not c.label.isdigit() and c.action is not None)
    title, verb = STEPPER_WORDS.get(g.numbers, (g.numbers, g.numbers))
    numbers.sort(key=lambda n: n[0])
    return Stepper(title, verb, tuple(numbers), tuple(anchor), numbers[0][0] if numbers else 0, extra)


def _short(text: str, most: int = 110) -> str:
    return text if len(text) <= most else text[:most - 1].rstrip() + "…"


def _idle_marks(aff: Affordances, view: Any, pieces: set[str]) -> None:
    """Whoever acts: the acting agent's panel pulses."""
    from .gestures import acting

    seat = acting(view)
    if seat is not None and f"ag:{seat}" in pieces:
        aff.decorate(f"ag:{seat}", pulse=True)


def _dim_reasons(aff: Affordances, view: Any, seat: int, pieces: set[str]) -> None:
    """Why a combat card in hand cannot be played now (7.3: the reason as a tooltip)."""
    c = view.combat
    moving = {d.piece for d in aff.drags} | {x.target for x in aff.clicks}
    for key in pieces:
        if not key.startswith(f"hc:{seat}:") or key in moving or key in aff.hover:
            continue
        card = key.split(":")[2]
        if card == "MISS":
            aff.hover[key] = "MISS cannot be played"
        elif c is None:
            aff.hover[key] = "Combat cards are played in combat"
        elif card in ("HIT", "CLEVER", "PARRY") and c.turn is not None and c.turn.agent == seat and c.turn.cp < 1:
            aff.hover[key] = "Needs 1 CP"
        elif card in ("COUNTER", "HARD"):
            aff.hover[key] = "Priority 3: it resolves by itself in Step 5"
        elif card == "AID":
            aff.hover[key] = "Aid is played in Step 3 (Priority 1)"
        else:
            aff.hover[key] = "Only in your own attack turn (Step 4)"


def target_of(view: Any, action: Any) -> set[str]:
    """What another seat's decision is about: the node it steps to, the enemy it targets, the
    agent it aids, its slot when it commits."""
    kind, arg = getattr(action, "kind", ""), getattr(action, "arg", None)
    if kind in ("STEP", "SNEAK", "PEEK_NODE"):
        return {f"nd:{arg}"}
    if kind in ("TARGET", "OVERKILL", "REDIRECT") and isinstance(arg, int) and not isinstance(arg, bool):
        return {f"en:{arg}"}
    if kind in ("AID_PARTNER", "AWARD", "TRADE_OPEN") and isinstance(arg, int) and not isinstance(arg, bool):
        return {f"ag:{arg}"}
    if kind == "DECIDE":
        from .gestures import acting
        seat = acting(view)
        return {f"sl:{seat}"} if seat is not None else set()
    if kind in ("MOVE", "PLACE") and isinstance(arg, tuple):
        return {f"tr:{arg[0]}"}
    return set()


__all__ = ["affordances", "target_of"]

"""Which gesture carries each legal action (spec 7.2-7.4), decided once for the layout (which must
place the buttons and choice rows) and the affordances (which wire them up).

``gestures(view, options, seat)`` returns a ``Gestures``: drags (the group token onto a node, a
Decision card onto its slot, a treasure onto a slot, a combat card onto an enemy or the play
strip), clicks (a node, an enemy, an agent panel, a treasure: several actions on one target open
a small menu), the hand area's buttons (skills, Fight, Recuperate, End turn), the choice rows of a
question (a sub-decision's popup, the refresh actions, a reward offer) and the table's own buttons
(Continue, Stop here). Every legal action ends up somewhere: what no gesture below claims becomes
a choice row.

Kinds of the table's own: ``Plan`` (several actions sent in turn: a path walked node by node, a
target then a card), from ``app.games.contract``.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Sequence

from rules.loghan.actions import Action
from rules.loghan.move import door_open, forces_stop

from ..contract import Click, Confirm, Drag, Plan, Reading, TableButton
from . import words as W
from .board import door_state

SEAT_RE = re.compile(r"\b[Ss]eat (\d+)")


@dataclass(frozen=True)
class Choice:
    """A button of the table's own drawing: ``action`` None when it is shown greyed (``why``)."""

    key: str
    label: str
    action: Any = None
    why: str = ""
    tone: str = "normal"  # "normal", "primary", "quiet"


@dataclass
class Gestures:
    seat: int | None = None
    prompt: str = ""
    question: str = ""
    choices: list[Choice] = field(default_factory=list)
    hand: list[Choice] = field(default_factory=list)
    strip: list[Choice] = field(default_factory=list)  # buttons of the stage's own (the trophy strip)
    bar: list[TableButton] = field(default_factory=list)
    drags: list[Drag] = field(default_factory=list)
    clicks: list[Click] = field(default_factory=list)
    confirms: dict[Any, Confirm] = field(default_factory=dict)
    hover: dict[str, str] = field(default_factory=dict)
    refusals: dict[tuple[str, str], str] = field(default_factory=dict)
    glow: dict[str, tuple[int, int, int] | None] = field(default_factory=dict)  # zone/piece -> tint
    holding: tuple[str, ...] = ()     # treasure cards shown in the choice box (to place, on offer)
    reading: Reading | None = None
    numbers: str = ""                 # the choice rows are numbers (an offer, a bid, a payment)
    routes: dict[Any, tuple[str, ...]] = field(default_factory=dict)  # a walk's nodes (dotted while asked)
    arrows: list[tuple[str, str, str]] = field(default_factory=list)  # (from, to, words) while deciding

    names: tuple[str, ...] = ()      # agent names by seat, for labels that name a seat

    def choice(self, action: Any, label: str | None = None, tone: str = "normal", key: str | None = None) -> None:
        self.choices.append(Choice(key or choice_key(action), label or self.words(action.label), action, tone=tone))

    def words(self, text: str) -> str:
        """A rules label with "seat N" turned into the agent's name."""
        return SEAT_RE.sub(lambda m: self.names[int(m.group(1)) - 1] if 0 < int(m.group(1)) <= len(self.names)
                           else m.group(0), text)

    def claimed(self) -> set[Any]:
        out = {d.action for d in self.drags} | {c.action for c in self.clicks}
        out |= {c.action for c in self.choices + self.hand + self.strip if c.action is not None}
        out |= {b.action for b in self.bar}
        if self.reading is not None:
            out |= {a for _, a in self.reading.choices}
        return out


def choice_key(action: Any) -> str:
    arg = action.arg
    if isinstance(arg, tuple):
        arg = "-".join(str(x) for x in arg)
    return f"c:{action.kind}:{arg}".replace(" ", "_")


def acting(view: Any) -> int | None:
    from rules.loghan import to_act

    return to_act(view)


def options_for(view: Any, seat: int) -> list[Any]:
    """The legal actions of ``seat`` when it is the one to act in ``view`` (its own view), else []."""
    from rules.loghan import legal_actions

    if acting(view) != seat:
        return []
    try:
        return list(legal_actions(view))
    except Exception:  # a view that hides what the acting seat would need: nothing to offer
        return []


def seat_word(view: Any, seat: int) -> str:
    return W.agent_short(view.agents[seat].id)


# --- the board ----------------------------------------------------------------------------------------


def reachable(view: Any) -> dict[str, list[str]]:
    """Every node the group can reach by legal steps, with the shortest path (the group never passes
    through a node that forces a stop)."""
    from rules.loghan.lookup import neighbours

    start = view.node
    prev: dict[str, str | None] = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here != start and forces_stop(view, here):
            continue
        for there, e in neighbours(view.board, here):
            if there not in prev and door_open(view, e):
                prev[there] = here
                queue.append(there)
    paths = {}
    for node in prev:
        if node == start:
            continue
        path = [node]
        while prev[path[-1]] is not None and prev[path[-1]] != start:
            path.append(prev[path[-1]])  # type: ignore[arg-type]
        paths[node] = path[::-1]
    return paths


def _aim(view: Any, node: str, paths: dict[str, list[str]]) -> tuple[int, int]:
    """How directly a step leads to an event (first among the gestures: the table's suggestion)."""
    if forces_stop(view, node):
        return 0, 0
    goals = [len(p) for n, p in paths.items() if forces_stop(view, n) and p and p[0] == node]
    return 1, min(goals, default=99)


def step_refusal(view: Any, node: str) -> str:
    """Why the group token cannot be dropped on ``node`` now (spec 7.2's tooltip)."""
    from rules.loghan.lookup import neighbours

    if node == view.node:
        return "The group is already here: drop it on a glowing node, or press Stop here."
    for there, e in neighbours(view.board, view.node):
        if there == node:
            state = door_state(view, e)
            door = W.edge(e).door or "That door"
            if state == "locked":
                return f"The {door} is locked." if not door.startswith("That") else "That door is locked."
            if state == "frozen":
                return f"The {door} is frozen: equip a Shock weapon to cross it."
    return (f"{W.node_name(node)} is not next to the group: one node at a time (or click it to walk there). "
            f"A room with a \"?\" or the Cover's node stops the group.")


def _move(g: Gestures, view: Any, options: Sequence[Any], seat: int) -> None:
    paths = reachable(view)
    steps = {a.arg: a for a in sorted((a for a in options if a.kind == "STEP"), key=lambda a: _aim(view, a.arg, paths))}
    for node, action in steps.items():
        g.drags.append(Drag("grp", f"node:{node}", action))
        g.routes[action] = (f"nd:{view.node}", f"nd:{node}")  # dotted while the token is carried over it
        g.clicks += [Click(f"nd:{node}", action), Click(f"node:{node}", action)]
        g.glow[f"node:{node}"] = W.GREEN_GLOW
        g.glow[f"nd:{node}"] = W.GREEN_GLOW
    for node, path in paths.items():
        if node in steps or len(path) < 2:
            continue
        first = steps.get(path[0])
        if first is None:
            continue
        plan = Plan(tuple(Action("STEP", n) for n in path), f"Go to {W.node_name(node)} ({len(path)} steps)")
        g.clicks.append(Click(f"node:{node}", plan))
        short = [W.SHORT.get(n, n) for n in path]  # (the house font has no arrow)
        names = ", ".join(short[:-1]) + ", then " + short[-1] if len(short) > 2 else " then ".join(short)
        g.confirms[plan] = Confirm(f"Walk {names}?", "Go")
        g.routes[plan] = tuple(f"nd:{n}" for n in (view.node, *path))
    for node in W.board_nodes(view.board):
        if node not in steps:
            g.refusals[("grp", f"node:{node}")] = step_refusal(view, node)
    stop = next((a for a in options if a.kind == "STOP"), None)
    if stop is not None:
        g.bar.append(TableButton("Stop here", stop, "stop"))
    g.prompt = "Drag the group token to a node, or Stop here"
    g.hover["grp"] = "Drag to a glowing node (or click a node farther away to walk the path)"


# --- windows and treasures ------------------------------------------------------------------------------

def _treasure_gestures(g: Gestures, view: Any, options: Sequence[Any], seat: int) -> None:
    """Moves between one's own places (drags onto slots); using, discarding, selling or disenchanting
    a treasure: a drop on the *Use* or *Discard* place that appears while it is carried (or a click
    when the treasure has nowhere to move: a press on a piece that is clicked never drags)."""
    moving = set()
    for a in options:
        if a.kind in ("MOVE", "PLACE"):
            card, place = a.arg
            moving.add(card)
            for zone in slot_zones(seat, place):
                g.drags.append(Drag(f"tr:{card}", zone, a))
    for a in options:
        if a.kind in ("USE_ITEM", "DISCARD_TREASURE", "SELL", "DISENCHANT"):
            card = a.arg[0] if isinstance(a.arg, tuple) else a.arg
            if card in moving and a.kind in ("USE_ITEM", "DISCARD_TREASURE"):
                g.drags.append(Drag(f"tr:{card}", "use" if a.kind == "USE_ITEM" else "bin", a))
            elif card not in moving:
                g.clicks.append(Click(f"tr:{card}", a))
                g.hover.setdefault(f"tr:{card}", "Click to " + ("use, discard, sell or disenchant it" if len(
                    [x for x in options if getattr(x, "arg", None) in (card,) or (isinstance(x.arg, tuple) and
                                                                                x.arg[:1] == (card,))]) > 1
                    else a.label[0].lower() + a.label[1:]))
    for card in moving:
        g.hover.setdefault(f"tr:{card}", "Drag to another place, onto Use or Discard (double-click: every move)")


def slot_zones(seat: int, place: str) -> list[str]:
    if place == "both":
        return [f"slot:{seat}:left", f"slot:{seat}:right"]
    return [f"slot:{seat}:{place}"]


def _window(g: Gestures, view: Any, options: Sequence[Any], seat: int, name: str) -> None:
    _treasure_gestures(g, view, options, seat)
    for a in options:
        if a.kind == "TRADE_OPEN":
            g.clicks += [Click(f"ag:{a.arg}", a), Click(f"agent:{a.arg}", a)]
            g.hover[f"ag:{a.arg}"] = f"Click to offer {seat_word(view, a.arg)} a trade"
            _trade_drags(g, view, seat, a)
        elif a.kind == "PASS_WINDOW":
            g.bar.append(TableButton("Continue", a, "continue"))
        elif a.kind == "USE_SKILL":
            g.clicks.append(Click("hb:skill", a))
        elif a.kind == "COMBAT_SKILL":
            g.clicks.append(Click("hb:cskill", a))
    passing = next((a for a in options if a.kind == "PASS_WINDOW"), None)
    if name == "W1" and seat == view.leader and passing is not None:  # 7.5's implicit pass: move at once
        from rules.loghan.lookup import neighbours

        for node, e in neighbours(view.board, view.node):
            if door_open(view, e):
                plan = Plan((passing, Action("STEP", node)), f"Move the group to {W.node_name(node)}", wait=True,
                            meanwhile=passing)
                g.drags.append(Drag("grp", f"node:{node}", plan))
                g.routes[plan] = (f"nd:{view.node}", f"nd:{node}")
        g.hover["grp"] = "Drag to a node: the free actions end and the group moves"
    what = {"W1": "plan before moving", "W2": "before the Enemy Alert flip", "W3": "Combat Step 1: weapons",
            "W4": "Combat Step 2: skills and items", "W8": "before the rewards", "W9": "before refreshing"}.get(
        name, "between steps")
    g.prompt = f"{seat_word(view, seat)}: free actions, then Continue"
    g.question = (f"{seat_word(view, seat)}: free actions ({what}). Drag a treasure to another place, or onto Use or "
                  f"Discard; click {'another agent' if view.mode == 'exploration' else 'a teammate'} to trade. "
                  f"Then Continue.")


def _trade_drags(g: Gestures, view: Any, seat: int, opening: Any) -> None:
    """Spec 7.4: one of one's treasures dragged onto another agent's panel opens the trade with
    that treasure given (the trade then goes on in the box)."""
    me = view.agents[seat]
    other = seat_word(view, opening.arg)
    for card in dict.fromkeys((me.left, me.right, me.belt, me.back, *me.backpack)):
        if card:
            g.drags.append(Drag(f"tr:{card}", f"agent:{opening.arg}", Plan(
                (opening, Action("TRADE_GIVE", card)), f"Offer {W.treasure_name(card)} to {other}")))


# --- the event -------------------------------------------------------------------------------------------

def _event(g: Gestures, view: Any, options: Sequence[Any], seat: int, card: str) -> None:
    letters = [a for a in options if a.kind == "DECIDE"]
    for a in letters:
        g.drags.append(Drag(f"dec:{seat}:{a.arg}", f"dslot:{seat}", a))
        g.hover[f"dec:{seat}:{a.arg}"] = "Drag face down onto your slot to commit this choice"
    for a in options:
        if a.kind == "CHAOS_PICK":
            g.clicks.append(Click(f"cp:{seat}:{a.arg}", a))
            g.hover[f"cp:{seat}:{a.arg}"] = f"Click: {seat_word(view, seat)} (Chaos) takes {a.arg}"
    if letters:
        labels = W.choice_labels(card)
        choices = tuple((f"{a.arg} — {labels['ABCD'.index(a.arg)]}" if len(labels) == 4 else a.label, a)
                        for a in letters)
        text = W.event_text(card)
        g.reading = Reading(W.event_title(card), text + "\n\nChoose in secret: every outcome applies to the "
                            "agents who chose it.", choices, closable=True, opened=len(text) > 160)
        g.prompt = f"{seat_word(view, seat)}: drag a Decision card onto your slot"
    else:
        g.prompt = f"{seat_word(view, seat)} (Chaos): click a drawn card"


# --- the main entry ------------------------------------------------------------------------------------------

def gestures(view: Any, options: Sequence[Any], seat: int) -> Gestures:
    """What each of ``options`` (``seat``'s legal actions; empty when it does not decide) is done by."""
    from . import gestures_more as more
    from .geometry import event_showing

    g = Gestures(seat=seat, names=tuple(W.agent_short(a.id) for a in view.agents))
    if not options or not view.stack:
        return g
    top = view.stack[-1]
    kind = top.kind
    if kind == "move":
        _move(g, view, options, seat)
    elif kind == "window":
        _window(g, view, options, seat, top.get("name") or "")
    elif kind == "event_card":
        _event(g, view, options, seat, event_showing(view))
    elif kind.startswith("combat"):
        more.combat(g, view, options, seat, top)
    elif kind.startswith("reward"):
        more.reward(g, view, options, seat, top)
    elif kind in ("timeline", "timeline_contribute"):
        from .explore import timeline_gestures

        timeline_gestures(g, view, options, seat, kind)
    else:
        more.other(g, view, options, seat, top)
    claimed = g.claimed()
    for a in options:  # anything no gesture took: a choice row
        if a not in claimed:
            g.choice(a)
    if not g.prompt:
        g.prompt = f"{seat_word(view, seat)}: choose in the box"
    return g


__all__ = ["Choice", "Gestures", "acting", "choice_key", "gestures", "options_for", "reachable", "seat_word",
           "slot_zones", "step_refusal"]

"""The board as a room graph (spec 7.2), laid out in whichever region shows it.

Piece keys: ``nd:<node>`` (the node's rectangle: parchment room, grey corridor, moss outside, the
P.O.D., a lift; with a room's "?" disc and its letter, the Clean token over it, and the Search-token
stack badge with its count: one picture, so the table draws few pieces), ``star`` (the top Cover's
node), ``ro:<enemy>`` (a roaming enemy's chip), ``door:<edge>`` (a door glyph at an edge's middle:
outside door, padlock, open padlock, snowflake) and ``grp`` (the group token). Zones:
``node:<node>`` (drop and click targets, with the node's tooltip). The edges are the layout's
``links``, drawn on the felt under the pieces, each an elbow where a straight line would cross a
third node (``app.table.graph``).
"""

from __future__ import annotations

from typing import Any

import pygame

from rules.loghan.move import cover_node, door_open

from ...table.layout import Link
from ...table.pieces import TILE, TOKEN, PieceSpec, Zone
from . import geometry as geo
from . import words as W

EDGE = (196, 182, 146)
EDGE_SHUT = (120, 104, 92)


def door_state(view: Any, e: str) -> str:
    """How an edge's door looks now: "" (a plain passage), "door" (an open outside door), "locked",
    "unlocked" (a locked door opened for good), "frozen" or "thawed"."""
    ed = W.edge(e)
    start = ed.state(W.board_key(view.board))
    kind = start.state if start is not None else "open"
    opened = f"{view.board}:{e}" in view.opened or (kind == "locked" and door_open(view, e, False))
    if kind == "locked":
        return "unlocked" if opened else "locked"
    if kind == "frozen":
        return "thawed" if opened else "frozen"
    return "door" if ed.outside_door else ""


def door_info(view: Any, e: str) -> str:
    ed = W.edge(e)
    state = door_state(view, e)
    what = {"": "open", "door": "open", "locked": "locked", "unlocked": "unlocked for good", "frozen":
            "frozen (a usable Shock weapon lets the group cross and thaw it)", "thawed": "thawed, open for good"}[state]
    name = ed.door or f"The {ed.kind}"
    extra = ""
    start = ed.state(W.board_key(view.board))
    if state == "locked" and start is not None and start.key:
        extra = f"; {W.treasure_name(start.key)} opens it"
    return f"{name} ({W.node_name(ed.a)} – {W.node_name(ed.b)}): {what}{extra}"


def node_info(view: Any, node: str) -> str:
    lines = [W.node_name(node)]
    colour = W.node_colour(view.board, node)
    kind = {"room": "Room", "corridor": "Corridor", "outside": "Outside", "start": "Landing site",
            "lift": "Elevator"}[W.node_kind(node)]
    if colour:
        lines.append(f"{kind}, {W.COLOUR_WORD[colour]} \"?\"" + (" (Clean token: no event)" if node in view.clean
                                                                 else ""))
    else:
        lines.append(kind)
    tokens = view.tokens_at(node)
    if tokens:
        top = tokens[0]
        lines.append(f"Search tokens: {len(tokens)}" + (f" (top: {token_words(top)})" if top != "?" else ""))
    if node == cover_node(view):
        lines.append("The top Cover names this node: the story continues here")
    for card, where, _ in view.roaming:
        if where == node:
            lines.append(f"Roaming: {W.enemy_name(card)}")
    if node == view.node:
        lines.append("The group is here")
    return "\n".join(lines)


def token_words(token: str) -> str:
    kind = W.C.tokens.get(token)
    if kind is None:
        return token
    return f"{kind.kind} {kind.code}" if kind.kind in ("Energy", "Health", "Clarity") else kind.kind


def layout_board(specs: list[PieceSpec], zones: list[Zone], links: list[Link], view: Any, rect: pygame.FRect,
                 small: bool, level: str = "castle") -> Any:
    """Every piece of one level of the board inside ``rect`` (on The Future, the Castle /
    Laboratory tabs over it); returns the fitted graph (for routes and paths)."""
    if geo.has_lab(view.board):
        strip = rect.h * (0.075 if small else 0.06)
        _level_tabs(specs, view, pygame.FRect(rect.x, rect.y, rect.w, strip), level)
        rect = pygame.FRect(rect.x, rect.y + strip, rect.w, rect.h - strip)
    fit = geo.fitted(view.board, rect, level)
    ids = geo.edge_ids(view.board)
    star = cover_node(view)
    z = 2
    for node in fit.graph.spaces:
        r = fit.rect(node)
        h = r.h
        colour = W.node_colour(view.board, node)
        here = node == view.node
        tokens = view.tokens_at(node)
        top = tokens[0] if tokens and tokens[0] != "?" else ""
        look = ("node", node, W.node_kind(node), here, small, colour, node in view.clean, len(tokens), top)
        info = node_info(view, node)
        specs.append(PieceSpec(f"nd:{node}", TILE, look, r, z=z, info=info))
        zones.append(Zone(f"node:{node}", pygame.FRect(r), name=W.node_name(node), inset=False, info=info))
        if node == star:
            s = h * 0.5
            specs.append(PieceSpec("star", TOKEN, ("star",), pygame.FRect(r.right - s * 0.6, r.y - s * 0.4, s, s),
                                   z=z + 4, info="The top Cover names this node: the next story card is read here"))
    roaming: dict[str, int] = {}
    for card, where, engaged in view.roaming:
        if where not in fit.rects:
            continue
        r = fit.rect(where)
        k = roaming.get(where, 0)
        roaming[where] = k + 1
        s = r.h * 0.55
        specs.append(PieceSpec(f"ro:{card}", TOKEN, ("roam", card), pygame.FRect(r.x - s * 0.3 + k * s * 0.5,
                                                                                 r.y - s * 0.45, s, s), z=8,
                               info=f"Roaming {W.enemy_name(card)}" + (" (engaged)" if engaged else
                                                                       ": entering its node stops the group")))
    width = max(2.0, fit.rect(view.node).h * 0.09) if view.node in fit.rects else 3.0
    doors = {e: door_state(view, e) for e in set(ids.values())}

    def style(a: str, b: str) -> dict | None:
        if doors[ids[(a, b)]] in ("locked", "frozen"):
            return {"colour": EDGE_SHUT, "dashed": True}
        return None

    links.extend(fit.links(width=width, colour=EDGE, style=style))
    for (a, b), e in ids.items():
        if a > b or a not in fit.rects or b not in fit.rects:
            continue
        state = doors[e]
        if not state:
            continue
        points = fit.edge_points(a, b)
        mid = _midpoint(points)
        s = fit.rect(a).h * 0.5
        specs.append(PieceSpec(f"door:{e}", TOKEN, ("door", state), pygame.FRect(mid[0] - s / 2, mid[1] - s / 2, s, s),
                               z=6, info=door_info(view, e)))
    for node in fit.graph.spaces:
        if geo.level_of(node) != level or W.node_kind(node) == "lift":
            other = "castle" if level == "lab" else "lab"
            r = fit.rect(node)
            s = r.h * 0.62
            specs.append(PieceSpec(f"lv:{node}", TOKEN, ("levelarrow", "up" if level == "lab" else "down"),
                                   pygame.FRect(r.centerx - s / 2, r.y - s * 0.62, s, s), z=z + 5,
                                   info=f"{W.node_name(node)}: " + (f"the way to the {LEVEL_WORD[other]}; click to "
                                                                     f"show the {LEVEL_WORD[other]} tab"
                                                                     if W.node_kind(node) == "lift" else
                                                                     f"on the {LEVEL_WORD[other]} tab")))
    if view.node in fit.rects:
        r = fit.rect(view.node)
        g = r.h * (0.78 if not small else 0.9)
        token = pygame.FRect(0, 0, g, g)
        token.center = (r.centerx, r.bottom - g * 0.12)
        specs.append(PieceSpec("grp", TOKEN, ("group", tuple(a.id for a in view.agents)), token, z=12,
                               info=f"The group, on {W.node_name(view.node)}"))
    return fit


LEVEL_WORD = {"castle": "castle", "lab": "laboratory"}


def _level_tabs(specs: list[PieceSpec], view: Any, strip: pygame.FRect, level: str) -> None:
    """Spec 7.2: the tab pair in the board's top-right corner; the group's level carries its token."""
    w = min(strip.w * 0.2, strip.h * 4.6)
    here = geo.level_of(view.node)
    for i, (key, label) in enumerate((("castle", "Castle"), ("lab", "Laboratory"))):
        r = pygame.FRect(strip.right - (2 - i) * (w + 4), strip.y + strip.h * 0.08, w, strip.h * 0.92)
        specs.append(PieceSpec(f"pg:{key}", TOKEN, ("leveltab", label, key == level, key == here), r, z=3,
                               info=f"The {LEVEL_WORD[key]}" + (" (shown)" if key == level else ": click to show it")
                                    + (". The group is here." if key == here else "")))


def page_keys(view: Any, level: str) -> dict[str, str]:
    """The pieces that switch the board's level (the other tab, each arrow): piece key -> page."""
    if not geo.has_lab(view.board):
        return {}
    here = geo.level_of(view.node)
    other = "castle" if level == "lab" else "lab"
    out = {f"pg:{other}": f"{other}:{here}"}
    for node in W.board_nodes(view.board):
        out[f"lv:{node}"] = f"{other}:{here}"
    return out


def _midpoint(points: tuple) -> tuple[float, float]:
    """The point halfway along a polyline."""
    import math

    lengths = [math.dist(a, b) for a, b in zip(points, points[1:])]
    half = sum(lengths) / 2
    for (a, b), n in zip(zip(points, points[1:]), lengths):
        if half <= n and n > 0:
            t = half / n
            return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
        half -= n
    return points[-1]


__all__ = ["door_info", "door_state", "layout_board", "node_info", "page_keys", "token_words"]

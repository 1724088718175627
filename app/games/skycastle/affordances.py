"""What each gesture means in Sky Castle (spec 8.2): click a set to reveal it, drag its roles onto
glowing spots in any order (staged on the table, sent on Done), drag the Scout's tile onto a
neighbour, click a tile to take it, click a payment, Thieve or let it go.

Spots are colour-coded with Okabe–Ito colours (the hover text says the same): green an open tile
(or a claim paid with keys alone), orange a rival-topped cell for the Explorer (or a chest needing
skeleton keys), sky blue the Captain's slots and the Sentry's halves, yellow the Scout's
neighbours (with a double-arrow mark beside the colour).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from rules import skycastle as rules
from rules.skycastle import cards as C
from rules.skycastle.actions import SLOT_BASE, ChooseSet, Claim, Pay, Swap, Thieve
from rules.skycastle.board import position, spots, unused_keys
from rules.skycastle.state import CLAIM, PAY, PLACE, SET, SWAP, THIEVE

from ...table.layout import Layout
from ...table.pieces import Zone
from ...ui import gfx
from ..contract import Affordances, Click, Confirm, Drag, TableButton

OPEN_GREEN = (0, 158, 115)
RIVAL_ORANGE = (230, 159, 0)
SLOT_BLUE = (86, 180, 233)
SWAP_YELLOW = (240, 228, 66)

Say = Callable[[str], str]


def affordances(view: Any, legal: Sequence[Any], layout: Layout, viewer: int, say: Say) -> Affordances:
    """``view`` shows the roles staged so far (``SkyCastleTable.preview``)."""
    aff = Affordances()
    step = view.step
    if step is None or not legal:
        return aff
    kind = step[0]
    aff.prompt = say(rules.describe_decision(view))
    if kind == SET:
        _choosing_set(view, legal, viewer, aff)
    elif kind == PLACE:
        _placing(view, layout, viewer, aff)
    elif kind == SWAP:
        _swapping(view, legal, aff, step[2])
    elif kind == CLAIM:
        _claiming(view, legal, viewer, aff, step[2], say)
    elif kind == THIEVE:
        r, cell = step[2], step[3]
        tile = view.grid[cell]
        cost = f" (cost {gfx.count(C.COST[tile], 'key')})" if C.IS_CHEST[tile] else ""
        who = say(f"Seat {C.seat_of(r) + 1}'s {C.ROLE_NAMES[C.role_of(r)]}")
        # In the prompt bar by its buttons, not in a banner over the castle: the tile stays in sight.
        aff.prompt = f"{who[:1].upper()}{who[1:]} announces {C.TILE_IDS[tile]}: Thieve it{cost}?"
        aff.decorate(f"t{tile}", pulse=True)  # the announced tile
        for action in legal:
            if isinstance(action, Thieve):
                aff.buttons.append(TableButton("Thieve" if action.yes else "Let it go", action))
                aff.focus[action] = f"t{tile}"
    elif kind == PAY:
        _paying(view, legal, layout, viewer, aff, step[2])
    return aff


def cell_keys(view: Any, cell: int) -> list[str]:
    """The tile of ``cell`` and the role tokens standing on it (a click on either means the cell)."""
    keys = [f"t{view.grid[cell]}"] if view.grid[cell] >= 0 else []
    return keys + [f"r{r}" for r in view.stacks[cell]]


def _choosing_set(view: Any, legal: Sequence[Any], viewer: int, aff: Affordances) -> None:
    aff.prompt = "Click one of your sets to reveal it"
    for action in legal:
        if not isinstance(action, ChooseSet):
            continue
        roles = view.sets[viewer][action.index]
        names = ", ".join(C.ROLE_NAMES[r] for r in roles)
        aff.confirms[action] = Confirm(f"Reveal and place this set: {names}? (It cannot be taken back.)",
                                       "Place this set")
        for role in roles:
            key = f"r{C.rid(viewer, role)}"
            aff.clicks.append(Click(key, action))
            aff.hover[key] = f"Click to reveal this set: {names}"
            aff.focus.setdefault(action, key)


def _placing(board: Any, layout: Layout, viewer: int, aff: Affordances) -> None:
    """A placement turn (spec 7.1, 8.2): every role still in the tray may be dragged onto any spot
    legal for the board as it stands with the roles staged so far; Done sends them all."""
    for role in board.placing:
        key = f"r{C.rid(viewer, role)}"
        for action in spots(board, viewer, role):
            if action.spot >= SLOT_BASE:
                zid = f"slot:{action.spot - SLOT_BASE}"
            elif board.stacks[action.spot] and role == C.SENTRY:
                zid = f"cell:{action.spot}:{'under' if action.under else 'top'}"
                if zid not in {z.id for z in aff.dropzones}:
                    rect = layout.zone(f"cell:{action.spot}").rect
                    half = pygame.FRect(rect.x, rect.y + (rect.h / 2 if action.under else 0), rect.w, rect.h / 2)
                    aff.dropzones.append(Zone(zid, half, "Underneath" if action.under else "On top", dropzone=True,
                                              inset=False, name=f"{C.cell_name(action.spot)}, "
                                                                f"{'underneath' if action.under else 'on top'}"))
            else:
                zid = f"cell:{action.spot}"
            if action.spot >= SLOT_BASE or role == C.SENTRY and board.stacks[action.spot]:
                aff.decorate(zid, tint=SLOT_BLUE)
            else:
                aff.decorate(zid, tint=RIVAL_ORANGE if role == C.EXPLORER else OPEN_GREEN)
            aff.drags.append(Drag(key, zid, action, stage=True))
            aff.focus[action] = key
        aff.hover[key] = f"Drag onto a glowing spot. {C.ROLE_TEXT[role]}"
    if board.placing:
        names = ", ".join(C.ROLE_NAMES[r] for r in board.placing)
        aff.prompt = f"Drag your {names} onto glowing spots, in any order"
    else:
        aff.stage_complete = True
        aff.prompt = "Press Done to place your roles (Take back moves the last one back)"


def _swapping(view: Any, legal: Sequence[Any], aff: Affordances, r: int) -> None:
    at = position(view, r)
    swaps = [a for a in legal if isinstance(a, Swap)]
    for key in cell_keys(view, at):
        aff.drags += [Drag(key, f"cell:{a.cell}", a) for a in swaps if a.cell >= 0]
        aff.hover[key] = "Drag this tile onto a glowing neighbour to swap them"
    for action in swaps:
        if action.cell < 0:
            aff.buttons.append(TableButton("Keep tile", action))
            aff.focus[action] = f"t{view.grid[at]}"
            continue
        other = view.grid[action.cell]
        aff.focus[action] = f"t{other}"
        aff.decorate(f"cell:{action.cell}", tint=SWAP_YELLOW)
        aff.decorate(f"t{other}", mark=("swap_mark", SWAP_YELLOW))
        for key in cell_keys(view, action.cell):
            aff.decorate(key, tint=SWAP_YELLOW)
            aff.clicks.append(Click(key, action))
            aff.hover[key] = f"Swap your Scout's {C.TILE_IDS[view.grid[at]]} with {C.tile_words(other)}"
    aff.prompt = "Scout: drag his tile onto a neighbour, or keep it"


def _claiming(view: Any, legal: Sequence[Any], seat: int, aff: Affordances, r: int, say: Say) -> None:
    have = unused_keys(view, seat)
    sk = view.skel[seat]
    for action in legal:
        if not isinstance(action, Claim):
            continue
        if action.cell < 0:
            aff.buttons.append(TableButton("Decline", action))
            continue
        tile = view.grid[action.cell]
        if C.IS_CHEST[tile]:
            cost = C.COST[tile]
            short = max(0, cost - have)
            text = f"Take {C.tile_words(tile)}"
            if short:
                text += f": {gfx.count(short, 'skeleton key')}, {gfx.count(-sum(range(sk, sk + short)), 'pt')}"
            else:
                text += f": pay {gfx.count(cost, 'key')} of your {have}"
        elif C.IS_ARTIFACT[tile]:
            n = sum(1 for tt in view.owned[seat] if C.IS_ARTIFACT[tt])
            text = f"Take {C.TILE_IDS[tile]}: your artifact {n + 1}, +{gfx.count(n + 1, 'pt')}"
        else:
            text = f"Take {C.TILE_IDS[tile]}: a key"
        keys = cell_keys(view, action.cell)
        short_of_keys = C.IS_CHEST[tile] and C.COST[tile] > have
        for key in keys:
            aff.clicks.append(Click(key, action))
            aff.hover[key] = text
            aff.decorate(key, tint=RIVAL_ORANGE if short_of_keys else OPEN_GREEN)
        if keys:
            aff.focus[action] = keys[0]
    who = say(f"Seat {C.seat_of(r) + 1}'s {C.ROLE_NAMES[C.role_of(r)]}")
    who = who[:1].upper() + who[1:]
    aff.prompt = f"{who}: click a tile to take it"
    if any(isinstance(a, Claim) and a.cell < 0 for a in legal):
        aff.prompt = f"{who}: take a tile or decline"


def _paying(view: Any, legal: Sequence[Any], layout: Layout, viewer: int, aff: Affordances, cell: int) -> None:
    """One click, one payment (no menu): the chest pays with as many keys as possible, the n-th
    unused key in your rack with n keys, the skeleton key supply with as few as possible; short
    buttons too when they fit above the prompt."""
    tile = view.grid[cell]
    have = unused_keys(view, viewer)
    aff.prompt = f"Pay {C.COST[tile]} for {C.TILE_IDS[tile]} ({gfx.count(have, 'unused key')})"
    sk = view.skel[viewer]
    pays = [a for a in legal if isinstance(a, Pay)]
    taken: set[str] = set()

    def click(key: str, action: Pay) -> None:
        if key not in taken:
            taken.add(key)
            aff.clicks.append(Click(key, action))
            aff.hover[key] = f"Click to {action.label.lower()}"

    for key in cell_keys(view, cell):
        click(key, pays[0])
    keys = [tt for tt in view.owned[viewer] if C.IS_KEY[tt]][view.used[viewer]:]
    for action in pays:
        if action.keys:
            click(f"t{keys[action.keys - 1]}", action)
    click("supply", pays[-1])
    buttons = []
    for action in pays:
        penalty = sum(range(sk, sk + action.skeletons))
        parts = [gfx.count(action.keys, "key")] if action.keys else []
        if action.skeletons:
            parts.append(f"{action.skeletons} skel. ({-penalty})")
        buttons.append(TableButton(" + ".join(parts), action))
        aff.focus[action] = f"t{tile}"
    size = gfx.scaled_size(17, int(layout.size("height") * 1.15))
    need = sum(gfx.text(b.label, size, gfx.INK, True).get_width() + size * 2 + 10 for b in buttons)
    if need <= layout.prompt.w - 20:
        aff.buttons = buttons
    else:
        aff.prompt += ": click a key or the chest"

"""The table's frame around the board and the stage (spec 7.1, 7.4): the top bar, the piles tray,
the track bar, the agent panels with their treasures, and the hand area of the seat the table
looks through.

Piece keys: ``top``; ``tray``; ``tracks``, ``mk:health``, ``mk:clarity``, ``cleans``; ``ag:<seat>``
(an agent's panel), ``tr:<treasure>`` (a treasure in a slot or the backpack); ``hc:<seat>:<card>:<k>``
(combat cards in hand), ``dec:<seat>:<letter>`` (Decision cards), ``hb:<key>`` (the hand area's
buttons), ``hand`` (the hand area's plate). Zones: ``slot:<seat>:<place>``, ``strip:<seat>`` is the
combat panel's; ``pile:<name>`` (the tray's tooltips).
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from rules.loghan.combat_attack import can_play
from rules.loghan.move import cover_node

from ...table.pieces import CARD, TILE, TOKEN, PieceSpec, Zone
from . import words as W
from .gestures import Gestures
from .gestures_more import hand_key
from .parts import SLOTS, agent_parts, hand_parts, pip, track_parts, tray_parts

STATUS_WORDS = {"initiative": "Initiative", "overwhelmed": "Overwhelmed", "recuperating": "Recuperating",
                "skill": "Skill used this Round"}


def phase_of(view: Any) -> str:
    if view.phase == "setup":
        return "event"
    return view.phase


def exploring(view: Any) -> bool:
    return getattr(view, "mode", "story") == "exploration"


def top_bar(specs: list[PieceSpec], view: Any, rect: pygame.FRect) -> None:
    mode = (f"{'Exploration' if exploring(view) else 'Story'} · {W.PRESET_WORD.get(view.preset, view.preset)} · "
            f"{W.board_word(view.board)}")
    leader = view.agents[view.leader].id
    specs.append(PieceSpec("top", TILE, ("topbar", mode, view.round_no, phase_of(view), leader,
                                          W.node_name(view.node)), rect, z=1,
                           info=f"{mode}. Round {view.round_no}. Leader: {W.agent_name(leader)}. "
                                f"The group is on {W.node_name(view.node)}."))


def tray(specs: list[PieceSpec], zones: list[Zone], view: Any, rect: pygame.FRect) -> dict[str, pygame.FRect]:
    parts = tray_parts(rect)
    top = view.story[0] if view.story else ""
    cover, cond = W.cover_words(top) if top.startswith("C") else ("", "")
    events = tuple(len(d) for d in view.events)
    lurkers = tuple(tuple(c[1:] if c.startswith("?") else W.enemy_colour(c) for c in stack) for stack in view.lurkers)
    enemies = tuple(len(d) for d in view.edecks)
    treasures = tuple(len(d) for d in view.tdecks)
    pools = tuple(len(p) for p in view.pools)
    node = cover_node(view)
    boss = len(view.boss_deck) if exploring(view) else -1
    specs.append(PieceSpec("tray", TILE, ("tray", cover, W.SHORT.get(node, node), len(view.story), events, lurkers,
                                          enemies, treasures, pools, boss), rect, z=1))
    story_info = (f"The story deck: {len(view.story)} cards. {cover} on top: the story continues when {cond}."
                  if cover else f"The story deck: {len(view.story)} cards")
    if boss >= 0:
        story_info = (f"The Boss deck: {boss} card{'s' if boss != 1 else ''}, {len(view.boss_discard)} discarded. "
                      f"A Boss comes with the Enemy Alert once the Boss counter reaches 10.")
    zones.append(Zone("pile:story", parts["story"], info=story_info, inset=False))
    for j, colour in enumerate("GBR"):
        lurk = len(lurkers[j])
        zones.append(Zone(f"pile:ev:{colour}", parts[f"ev{j}"], inset=False,
                          info=f"{W.COLOUR_WORD[colour]} Random Events: {events[j]} cards"
                               + (f", {lurk} lurking enem{'y' if lurk == 1 else 'ies'} face down on it" if lurk else "")))
        zones.append(Zone(f"pile:tk:{colour}", parts[f"tk{j}"], inset=False,
                          info=f"{W.COLOUR_WORD[colour]} spare Search tokens: {pools[j]}"))
    for j, colour in enumerate("GBRV"):
        zones.append(Zone(f"pile:en:{colour}", parts[f"en{j}"], inset=False,
                          info=f"{W.COLOUR_WORD[colour]} enemy deck: {enemies[j]} cards, "
                               f"{len(view.ediscards[j])} discarded"))
        zones.append(Zone(f"pile:tr:{colour}", parts[f"tr{j}"], inset=False,
                          info=f"{W.COLOUR_WORD[colour]} treasure deck: {treasures[j]} cards, "
                               f"{len(view.tdiscards[j])} discarded"))
    return parts


def tracks(specs: list[PieceSpec], view: Any, rect: pygame.FRect) -> None:
    exp = exploring(view)
    parts = track_parts(rect, exp)
    specs.append(PieceSpec("tracks", TILE, ("tracks", exp), rect, z=1,
                           info=f"Health {view.health}/15 and Clarity {view.clarity}/10 belong to the whole group. "
                                "Health 0 loses the game."))
    specs.append(PieceSpec("mk:health", TOKEN, ("marker", "health", view.health),
                           pip(parts["health"], view.health, 16).inflate(4, 4), z=3, info=f"Health {view.health}/15"))
    specs.append(PieceSpec("mk:clarity", TOKEN, ("marker", "clarity", view.clarity),
                           pip(parts["clarity"], view.clarity, 11).inflate(4, 4), z=3,
                           info=f"Clarity {view.clarity}/10"))
    specs.append(PieceSpec("cleans", TOKEN, ("cleans", len(view.clean)), parts["clean"], z=2,
                           info=f"Clean tokens on the board: {len(view.clean)} of 8"))
    if exp:
        n, boss = view.random_events, view.boss_counter
        specs.append(PieceSpec("revents", TOKEN, ("counter", "events", n, 20), parts["events"], z=2,
                               info=f"Random Events resolved: {n} of 20. The game ends after the Round of the 20th."))
        specs.append(PieceSpec("boss", TOKEN, ("counter", "boss", min(boss, 10), 10), parts["boss"], z=2,
                               info=f"Boss counter: {boss} defeated enemies of 10. At 10, the next Enemy Alert that "
                                    "draws an enemy also draws a Boss."))


def statuses(view: Any, seat: int) -> tuple[str, ...]:
    a = view.agents[seat]
    out = []
    if a.initiative:
        out.append("initiative")
    if a.overwhelmed:
        out.append("overwhelmed")
    if view.combat is not None and seat in view.combat.out:
        out.append("recuperating")
    if a.skill_used:
        out.append("skill")
    return tuple(out)


def agents(specs: list[PieceSpec], zones: list[Zone], view: Any, rect: pygame.FRect, names: Sequence[str],
           acting: int | None, focus: int) -> None:
    n = view.n
    rows = 1 if n <= 3 else 2
    cols = 3
    gap = rect.w * 0.008
    w = (rect.w - (cols - 1) * gap) / cols
    h = (rect.h - (rows - 1) * gap) / rows
    if rows == 1:
        h = min(h, w * 0.8)
    for seat in range(n):
        row, col = divmod(seat, cols)
        r = pygame.FRect(rect.x + col * (w + gap), rect.y + row * (h + gap), w, h)
        _agent(specs, zones, view, seat, r, names[seat] if seat < len(names) else "", acting, focus)


def _agent(specs: list[PieceSpec], zones: list[Zone], view: Any, seat: int, r: pygame.FRect, name: str,
           acting: int | None, focus: int) -> None:
    a = view.agents[seat]
    parts = agent_parts(r)
    slots = tuple(bool(getattr(a, s)) for s in SLOTS)
    trophies = len(a.trophies) if exploring(view) else -1
    look = ("agent", a.id, name, a.seat_kind, seat == view.leader, a.energy, a.rp, statuses(view, seat),
            len(a.hand), len(a.deck), len(a.discard), seat == acting, seat == focus, slots, len(a.backpack), trophies)
    sk = W.skill(a.id)
    info = (f"{W.agent_name(a.id)} ({name}, {W.SEAT_WORD[a.seat_kind]}): Energy {a.energy}, Reward Points {a.rp}. "
            f"Combat cards: {len(a.hand)} in hand, {len(a.deck)} in the deck, {len(a.discard)} discarded.\n"
            f"Skill {sk.name}: {sk.text} (needs Clarity {sk.clarity}, costs {sk.energy} Energy"
            f"{', used this Round' if a.skill_used else ''})")
    st = statuses(view, seat)
    if st:
        info += "\nStatus: " + ", ".join(STATUS_WORDS[s] for s in st)
    if trophies >= 0:
        info += "\n" + trophy_words(a)
    specs.append(PieceSpec(f"ag:{seat}", TILE, look, r, z=1, info=info))
    zones.append(Zone(f"agent:{seat}", pygame.FRect(r), inset=False, name=W.agent_name(a.id)))
    for slot in SLOTS:
        zones.append(Zone(f"slot:{seat}:{slot}", parts[slot], inset=False,
                          name=f"{W.agent_short(a.id)}'s {W.PLACE_WORD[slot]}"))
    zones.append(Zone(f"slot:{seat}:backpack", parts["backpack"], inset=False,
                      name=f"{W.agent_short(a.id)}'s backpack"))
    placed = set()
    for slot in SLOTS:
        card = getattr(a, slot)
        if not card or card in placed:
            continue
        placed.add(card)
        where = parts["both"] if a.left == card and a.right == card else parts[slot]
        specs.append(_treasure(card, where, a, seat, slot))
    for i, card in enumerate(a.backpack[:6]):
        if card.startswith("?"):  # Exploration: another agent's backpack lies face down (5.2)
            specs.append(PieceSpec(f"tb:{seat}:{i}", CARD, ("tback", card[1:]), parts[f"pack{i}"], z=4, owner=seat,
                                   info=f"{W.agent_short(a.id)}'s backpack: {len(a.backpack)} treasure"
                                        f"{'s' if len(a.backpack) != 1 else ''}, face down"))
        else:
            specs.append(_treasure(card, parts[f"pack{i}"], a, seat, "backpack"))


def trophy_words(a: Any) -> str:
    """An agent's trophies: the names where the view shows them (its own), else the count."""
    known = [t for t in a.trophies if not t.startswith("?")]
    if not a.trophies:
        return "Trophies: none yet"
    if len(known) < len(a.trophies):
        return f"Trophies: {len(a.trophies)}, face down"
    from .explore import trophy_dp

    return "Trophies: " + ", ".join(f"{W.enemy_name(t)} ({trophy_dp(t, a.trophies)} DP)" for t in known)


def _treasure(card: str, rect: pygame.FRect, agent: Any, seat: int, place: str) -> PieceSpec:
    dropped = agent.is_dropped(card)
    where = W.PLACE_WORD["both"] if agent.left == card and agent.right == card else W.PLACE_WORD[place]
    info = W.treasure_words(card) + f"\n{W.agent_short(agent.id)}'s {where}" + (" — Dropped (not usable)" if
                                                                                 dropped else "")
    return PieceSpec(f"tr:{card}", CARD, ("treasure", card, dropped), rect, z=4, owner=seat, info=info)


def person_seats(view: Any) -> list[int]:
    """The agents the person plays (Human and Chaos seats): the hand area's tabs."""
    return [i for i, a in enumerate(view.agents) if a.seat_kind != "ai"]


def hand_area(specs: list[PieceSpec], zones: list[Zone], view: Any, rect: pygame.FRect, seat: int,
              g: Gestures, names: Sequence[str], acting: int | None = None) -> None:
    a = view.agents[seat]
    mine = person_seats(view)
    tabbed = len(mine) > 1 and seat in mine
    parts = hand_parts(rect, tabbed)
    if tabbed:
        _tabs(specs, view, parts["tabs"], mine, seat, acting)
        rect = pygame.FRect(rect.x, parts["head"].y, rect.w, rect.bottom - parts["head"].y)
    specs.append(PieceSpec("hand", TILE, ("handplate", a.id, names[seat] if seat < len(names) else "",
                                          len(a.deck), len(a.discard)), rect, z=0,
                           info=f"{W.agent_name(a.id)}'s hand: {len(a.hand)} combat cards, {len(a.deck)} in the "
                                f"deck, {len(a.discard)} discarded"))
    cards = parts["cards"]
    deciding = any(d.piece.startswith("dec:") for d in g.drags)
    if deciding:
        _decisions(specs, cards, seat)
    else:
        _combat_hand(specs, view, cards, seat)
    buttons = [c for c in g.hand] + _skill_buttons(view, seat, g)
    _buttons(specs, buttons, parts["buttons"])


def _tabs(specs: list[PieceSpec], view: Any, rect: pygame.FRect, mine: list[int], seat: int,
          acting: int | None) -> None:
    """One tab a seat of the person's (spec 7.1): a click shows that agent's hand and choices."""
    w = min(rect.w / len(mine), rect.w * 0.34)
    for i, s in enumerate(mine):
        agent = view.agents[s].id
        r = pygame.FRect(rect.x + i * w, rect.y, w - 4, rect.h)
        kind = " (Chaos character)" if view.agents[s].seat_kind == "chaos" else ""
        specs.append(PieceSpec(f"tab:{s}", TOKEN, ("tab", agent, s == seat, s == acting), r, z=1,
                               info=f"{W.agent_name(agent)}{kind}: " + ("shown now" if s == seat else
                                                                        "click (or Ctrl+Tab) to show this agent's hand")
                                    + (", deciding now" if s == acting else "")))


def _decisions(specs: list[PieceSpec], rect: pygame.FRect, seat: int) -> None:
    h = min(rect.h * 0.9, (rect.w - 40) / 4 / 0.72)
    w = h * 0.72
    gap = (rect.w - 4 * w) / 5
    for i, letter in enumerate("ABCD"):
        r = pygame.FRect(rect.x + gap + i * (w + gap), rect.centery - h / 2, w, h)
        specs.append(PieceSpec(f"dec:{seat}:{letter}", CARD, ("decision", letter, ""), r, z=5,
                               info=f"Decision card {letter}"))


def _combat_hand(specs: list[PieceSpec], view: Any, rect: pygame.FRect, seat: int) -> None:
    """The combat hand as stacks, one per card type (copies cascade a little, the count is on the
    top card's badge), so every name stays readable however many cards are held."""
    a = view.agents[seat]
    counts: dict[str, int] = {}
    for c in a.hand:
        if c != "?":
            counts[c] = counts.get(c, 0) + 1
    kinds = sorted(counts, key=lambda c: W.COMBAT_ORDER.index(c) if c in W.COMBAT_ORDER else 9)
    if not kinds:
        return
    gap = rect.w * 0.02
    most = max(counts.values())
    cascade = 0.07
    h = min(rect.h * 0.92 / (1 + cascade * (most - 1)), (rect.w / len(kinds) - gap) / 0.714)
    w = h * 0.714
    x0 = rect.centerx - (len(kinds) * (w + gap) - gap) / 2
    turn = view.combat.turn if view.combat is not None else None
    for i, card in enumerate(kinds):
        n = counts[card]
        state = ""
        if turn is not None and turn.agent == seat and card in ("HIT", "CRIT", "CLEVER", "PARRY"):
            state = "" if can_play(view, seat, card, turn.cp) else "dim"
        elif card == "MISS":
            state = "dim"
        cc = W.combat_card(card)
        top = rect.y + (rect.h - h * (1 + cascade * (n - 1))) / 2
        for k in range(1, n + 1):
            r = pygame.FRect(x0 + i * (w + gap), top + (k - 1) * h * cascade, w, h)
            look = ("ccard", card, state, n if k == n and n > 1 else 0)
            specs.append(PieceSpec(hand_key(seat, card, k), CARD, look, r, z=5 + k, owner=seat,
                                   info=f"{cc.name}{f' ×{n}' if n > 1 else ''} (Priority {cc.priority or 'none'}, "
                                        f"{'CP ' + str(cc.cp_cost) if cc.cp_cost is not None else 'unplayable'}): "
                                        f"{cc.text}"))


def _skill_buttons(view: Any, seat: int, g: Gestures) -> list[Any]:
    """The unique skill's button, greyed with the reason when it cannot be used now (7.4)."""
    from .gestures import Choice

    a = view.agents[seat]
    out = []
    if view.combat is not None:
        cs = W.combat_skill(a.id)
        label = f"{cs.name} ({cs.clarity} C)"
        uses = [c for c in g.clicks if c.target == "hb:cskill"]
        why = "" if uses else ("Recuperating this combat round" if seat in view.combat.out else
                               f"Needs {cs.clarity} Clarity" if view.clarity < cs.clarity else
                               "Only in Combat Step 2, after the draws")
        out.append(Choice("cskill", label, uses[0].action if uses else None, why))
    sk = W.skill(a.id)
    uses = [c for c in g.clicks if c.target == "hb:skill"]
    if uses:
        return out + [Choice("skill", f"{sk.name} ({sk.energy} E)", uses[0].action, tone="normal")]
    if a.skill_used:
        why = "Used this Round"
    elif view.clarity < sk.clarity:
        why = f"Needs Clarity {sk.clarity} or more"
    elif sum(x.energy for x in view.agents) < sk.energy:
        why = f"Costs {sk.energy} Energy (the group may share it)"
    else:
        why = f"Only in its windows ({sk.timing_text})"
    return out + [Choice("skill", f"{sk.name} ({sk.energy} E)", None, why)]


def _buttons(specs: list[PieceSpec], buttons: list[Any], rect: pygame.FRect) -> None:
    if not buttons:
        return
    gap = rect.w * 0.02
    w = min(rect.w * 0.5, (rect.w - gap * (len(buttons) - 1)) / len(buttons))
    x = rect.right - len(buttons) * w - (len(buttons) - 1) * gap
    for i, c in enumerate(buttons):
        r = pygame.FRect(x + i * (w + gap), rect.y + rect.h * 0.1, w, rect.h * 0.8)
        specs.append(PieceSpec(f"hb:{c.key}", TOKEN, ("button", c.label, c.tone, c.action is not None), r, z=6,
                               info=c.why))


__all__ = ["agents", "hand_area", "person_seats", "phase_of", "statuses", "top_bar", "tracks", "tray"]

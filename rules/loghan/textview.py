"""The position as plain lines of text, for a person at a terminal (``text_table``).

It draws whatever state it is given and never more than that state holds: on a seat's view the
hidden parts are already "?" (other hands, deck orders, token identities, uncommitted-to-the-table
Decision cards), and even on a full state it shows only what the table shows everyone plus the
``viewer``'s own hand: pile sizes (never their order), Search stacks as counts with a top token
only once it was peeked for that seat, other hands as counts, and of an event's back only the
outcomes somebody chose, after the reveal (§2.6.2: unchosen outcomes are never read).
"""

from __future__ import annotations

from typing import Sequence

from .actions import COLOUR_WORDS, PLACE_WORDS
from .content_types import plain
from .lookup import trophy_points, COVERS, cover_name, event, name, node_colour, rooms_of
from .state import COLOURS, EVENT_COLOURS, LETTERS, MAX_CLARITY, MAX_HEALTH, State
from .views import HIDDEN, decisions_revealed

PHASES = {"setup": "Setup (story card 001)", "move": "Move", "event": "Event", "alert": "Enemy Alert",
          "combat": "Combat", "reward": "Reward", "refresh": "Refresh", "over": "Game over"}
RULE_SETS = {"group": "Group rules", "solo": "Solo rules", "two_main": "Two-main rules"}
BOARDS = {"past": "The Past", "anomaly": "The Anomaly", "future": "The Future"}


def text_table(state: State, viewer: int | None = None, names: Sequence[str] = ()) -> list[str]:
    """The position in plain lines; ``viewer``'s seat is marked "<- you" and only its hand is
    shown (``None``: the onlooker's table, every hand as a count)."""
    s = state

    def who(i: int) -> str:
        return names[i] if i < len(names) else f"Seat {i + 1}"

    lines = [_headline(s, who)]
    lines.append(f"{s.mode.capitalize()} mode, {s.preset} preset, {RULE_SETS.get(s.rule_set, s.rule_set)}, "
                 f"{BOARDS.get(s.board, s.board)}. Health {s.health}/{MAX_HEALTH}, Clarity {s.clarity}/{MAX_CLARITY}.")
    lines += _where(s)
    lines += _rooms(s, viewer)
    lines += _piles(s)
    lines.append("Agents (player order starts with the Leader):")
    for i in range(s.n):
        lines += _agent(s, i, viewer, who)
    lines += _event(s, who)
    lines += _combat(s, who)
    lines += _reward(s, who)
    lines += _shop_and_trade(s, who)
    return lines


def _headline(s: State, who) -> str:
    if s.over is not None and s.mode == "exploration":
        dp = ", ".join(f"{who(i)} {d.get('dp', 0)}" for i, d in enumerate(s.over.details))
        if not s.over.winners:
            return f"Game over in Round {s.round_no}: Health 0, everyone loses (Data Points for information: {dp})"
        best = " and ".join(who(w) for w in s.over.winners)
        return f"Game over in Round {s.round_no} ({s.over.reason}): {best} win with the most Data Points ({dp})"
    if s.over is not None:
        verdict = "everyone wins" if s.over.winners else "the group is lost"
        return f"Game over in Round {s.round_no}: {verdict} ({s.over.reason})"
    leader = f"{who(s.leader)} ({s.agents[s.leader].id})"
    kind = "" if s.phase in ("setup", "move") else (" (event Round)" if s.event_round else " (quiet Round)")
    return f"Round {s.round_no}, {PHASES.get(s.phase, s.phase)} phase{kind}. Leader: {leader}"


def _where(s: State) -> list[str]:
    colour = node_colour(s.board, s.node)
    mark = ""
    if colour:
        mark = f" ({COLOUR_WORDS[colour]} room, {'cleaned' if s.node in s.clean else 'its ? showing'})"
    out = [f"The group is on {name(s.node)}{mark}."]
    if s.mode == "exploration":
        out.append(f"Random Events resolved {s.random_events}/20; Boss counter {s.boss_counter}/10"
                   + ("; the exploration is being scored" if s.ending else "") + ".")
    if s.mode == "story" and s.story:
        top = s.story[0]
        if top in COVERS:
            out.append(f"Story deck: {cover_name(top)} on top (removed when the group enters {name(COVERS[top])}).")
        else:
            out.append(f"Story deck: story card {top} on top.")
    if s.artifacts:
        out.append("The group holds: " + ", ".join(name(a) for a in s.artifacts) + ".")
    if s.roaming:
        out.append("Roaming enemies: " + ", ".join(
            f"{name(card)} on {name(node)}{' (engaged)' if engaged else ''}" for card, node, engaged in s.roaming))
    return out


def _rooms(s: State, viewer: int | None) -> list[str]:
    known = {node for node, seat in s.peeked if seat == -1 or seat == viewer}
    out = [f"Clean tokens ({len(s.clean)}/8): " + (", ".join(name(n) for n in s.clean) or "none")]
    out.append("Rooms with a '?':")
    for colour in EVENT_COLOURS:
        for room in rooms_of(s.board, colour):
            stack = s.tokens_at(room)
            state_ = "cleaned" if room in s.clean else "? showing"
            tokens = f"{len(stack)} Search token{'s' if len(stack) != 1 else ''}"
            if stack and room in known and stack[0] != HIDDEN:
                tokens += f" (top: {name(stack[0])})"
            here = "  <- the group" if room == s.node else ""
            out.append(f"  {name(room)} [{colour}]: {state_}, {tokens}{here}")
    return out


def _piles(s: State) -> list[str]:
    def sizes(piles, colours) -> str:
        return " / ".join(f"{c} {len(p)}" for c, p in zip(colours, piles))
    return [
        f"Random Event decks {sizes(s.events, EVENT_COLOURS)}; face-down lurkers {sizes(s.lurkers, EVENT_COLOURS)}",
        f"Enemy decks {sizes(s.edecks, COLOURS)} (discards {sizes(s.ediscards, COLOURS)}); "
        f"Boss deck {len(s.boss_deck)}",
        f"Treasure decks {sizes(s.tdecks, COLOURS)} (discards {sizes(s.tdiscards, COLOURS)})",
        f"Spare Search tokens {sizes(s.pools, EVENT_COLOURS)}",
    ]


def _agent(s: State, i: int, viewer: int | None, who) -> list[str]:
    a = s.agents[i]
    tags = [a.seat_kind] + (["Leader"] if i == s.leader else [])
    you = "  <- you" if i == viewer else ""
    bits = [f"Energy {a.energy}", f"RP {a.rp}"]
    bits += [w for w, on in (("Initiative", a.initiative), ("Overwhelmed", a.overwhelmed),
                             ("skill used this Round", a.skill_used), ("Sphere Syphon active", a.syphon)) if on]
    if a.cp_bonus:
        bits.append(f"Overclock +{a.cp_bonus} CP")
    out = [f"  {who(i)}: {a.id} ({', '.join(tags)}): " + "; ".join(bits) + you]
    gear = []
    for t in a.treasures:
        if t == HIDDEN:
            continue
        place = PLACE_WORDS.get(a.place_of(t), a.place_of(t))
        gear.append(f"{name(t)} ({place}{', Dropped' if a.is_dropped(t) else ''})")
    hidden = sum(1 for t in a.backpack if t == HIDDEN)
    if hidden:
        gear.append(f"{hidden} face-down treasure{'s' if hidden != 1 else ''} in the backpack")
    out.append("    treasures: " + (", ".join(gear) or "none"))
    if s.mode == "exploration":
        if a.trophies and HIDDEN not in a.trophies:
            out.append("    trophies: " + ", ".join(name(t) for t in a.trophies)
                       + f" ({trophy_points(a.trophies)} Data Points)")
        else:
            out.append(f"    trophies: {len(a.trophies)}")
    if i == viewer and HIDDEN not in a.hand:
        hand = ", ".join(name(c) for c in a.hand) or "empty"
    else:
        hand = f"{len(a.hand)} card{'s' if len(a.hand) != 1 else ''}"
    decision = ""
    if a.decision:
        decision = f"; Decision card {a.decision}" if a.decision != HIDDEN and (i == viewer or _revealed(s)) \
            else "; a Decision card is committed"
    bottom = ""
    if i == viewer and a.known_bottom:  # Diagnostics put them there; known to the owner alone (§5.2)
        bottom = " (at its bottom: " + ", ".join(name(c) for c in a.known_bottom) + ")"
    out.append(f"    combat hand: {hand}; deck {len(a.deck)}{bottom}, discard pile {len(a.discard)}{decision}")
    return out


def _revealed(s: State) -> bool:
    return decisions_revealed(s)


def _event(s: State, who) -> list[str]:
    step = next((x for x in reversed(s.stack) if x.kind in ("event_card", "event_done")), None)
    if step is None:
        return []
    card = event(step.get("card"))
    out = [f"Event: {card.title}. {plain(card.situation)}"]
    if not card.has_choices:
        return out
    shown = _revealed(s) or step.kind == "event_done"
    chosen = {letter: [i for i, a in enumerate(s.agents) if a.decision == letter] for letter in LETTERS}
    for k, letter in enumerate(LETTERS):
        line = f"  {letter}: {card.labels[k]}"
        if shown:
            if chosen[letter]:
                line += f" -> chosen by {', '.join(who(i) for i in chosen[letter])}: " \
                        f"{', '.join(card.outcomes[k]) or '—'}"
            else:
                line += " -> not read"
        out.append(line)
    if shown:
        out.append(f"  Ending: {plain(card.ending.text)}")
    return out


def _combat(s: State, who) -> list[str]:
    c = s.combat
    if c is None or not hasattr(c, "row"):
        return []
    out = [f"Combat round {c.round} ({c.stage}):"]
    for k, foe in enumerate(c.row):
        by = ", ".join(f"{who(i)} {n}" for i, n in enumerate(foe.tokens) if n)
        extra = [f"{foe.neutral} neutral"] if foe.neutral else []
        extra += [f"Stun {foe.stun}"] if foe.stun else []
        extra += ["Marked"] if foe.card in s.marked else []
        state_ = "DEFEATED" if foe.defeated else "undefeated"
        out.append(f"  {k + 1}. {name(foe.card)}: {foe.total}/{foe.health} tokens ({by or 'none'}"
                   f"{'; ' + ', '.join(extra) if extra else ''}), {state_}")
    for i, cards in enumerate(c.played):
        if cards:
            out.append(f"  in play for {who(i)}: {', '.join(name(x) for x in cards)}")
    if c.out:
        out.append("  recuperating: " + ", ".join(who(i) for i in c.out))
    if s.bulwark:
        out.append("  Bulwark is active this combat round")
    return out


def _reward(s: State, who) -> list[str]:
    r = s.reward
    if r is None or not hasattr(r, "groups"):
        return []
    groups = " > ".join("[" + ", ".join(who(i) for i in g) + "]" for g in r.groups) or "not set yet"
    out = [f"Reward Phase: order groups {groups}; reward deck {len(r.deck)} card(s)"]
    if r.card:
        out.append(f"  on offer: {name(r.card)}")
    return out


def _shop_and_trade(s: State, who) -> list[str]:
    out = []
    for step in s.stack:
        if step.kind in ("gobli_sell", "gobli_auction", "gobli_shop") and step.get("wares"):
            out.append("The Gob-Li's wares: " + ", ".join(name(w) for w in step.get("wares")))
        if step.kind in ("trade_build", "trade_answer"):
            offerer = step.seat if step.kind == "trade_build" else step.get("offerer")
            to = step.get("to") if step.kind == "trade_build" else step.seat
            give = ", ".join(name(t) for t in step.get("give")) or "nothing"
            take = ", ".join(name(t) for t in step.get("take")) or "nothing"
            energy = step.get("energy")
            money = f"; Energy {'from' if energy > 0 else 'to'} {who(offerer)}: {abs(energy)}" if energy else ""
            out.append(f"Trade offer from {who(offerer)} to {who(to)}: gives {give}, asks {take}{money}")
    return out

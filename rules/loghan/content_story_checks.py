"""The cross-checks of the story (C10), the presets (C11) and the content counts (C12); the rest
is in ``content_checks``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .content_checks import check_choices, check_ending, fail

if TYPE_CHECKING:
    from .content import Content


def check_story(c: Content) -> None:
    f, s = "story.json", c.story
    if s.board not in c.boards:
        fail(f, "board", f"unknown board {s.board!r}")
    board = c.boards[s.board]
    numbers = list(s.cards)
    if numbers != [f"{n:03d}" for n in range(1, len(numbers) + 1)]:
        fail(f, "cards", f"the story cards must be numbered 001, 002, … in order, found {', '.join(numbers)}")
    covers = list(s.covers)
    if not covers or covers[0] != "0" or s.covers["0"].placed_by != "setup" or s.covers["0"].node is not None:
        fail(f, "covers", "Cover 0 comes first, placed at setup, with no node")
    refs = {"artifact": set(c.artifacts), "cover": set(s.covers), "story": set(s.cards), "node": set(board.nodes),
            "boss": set(c.enemy_rules.boss_decks["story"])}
    last = numbers[-1]
    placed: dict[str, str] = {}
    for no, card in s.cards.items():
        if no == last:
            if card.choices or not any(st.op == "VICTORY" for st in card.ending.steps):
                fail(f, no, "the last card has no choices and ends the game in victory")
        else:
            check_choices(c, card.choices, f, no)
        # spec: the story Endings mix C8 codes with the instructions of loghan.md 2.6.4; they are
        # written as steps (EFFECTS for the codes). "2 or more agents chose D" (004) is E13's
        # condition, "Unless at least half chose B" (008) is "fewer than half chose B", and 011's
        # "for each agent who chose D" is NEUTRAL_DAMAGE once per chooser (E13). Remarks beside
        # an outcome (001 B, 011 D) are kept as the choice's note, not as codes.
        check_ending(c, card.ending, f, no, refs)
        ops = [st.op for st in card.ending.steps]
        if no != last and not {"PLACE_COVER", "KEEP_DRAWING", "READ_AFTER_COMBAT"} & set(ops):
            fail(f, no, "places no Cover and draws no further card (R49)")
        for st in card.ending.steps:
            if st.op == "PLACE_COVER":
                placed[st.target] = no  # type: ignore[index]
            if st.op == "KEEP_DRAWING" and (st.target != f"{int(no) + 1:03d}" or s.cards[st.target].continues != no):
                fail(f, no, f"keeps drawing {st.target}, which must be the next card and continue {no}")
            if st.op == "READ_AFTER_COMBAT" and st.target != last:
                fail(f, no, f"after the combat reads {st.target}, not the last card {last}")
        if card.continues is not None and not any(st.op == "KEEP_DRAWING" and st.target == no
                                                  for st in s.cards.get(card.continues, card).ending.steps):
            fail(f, no, f"continues {card.continues}, which does not keep drawing {no}")
        if card.node is not None:
            if card.node not in board.nodes or c.nodes[card.node].colour(s.board) != card.colour:
                fail(f, no, f"{card.node} must be a node of {s.board} whose \"?\" colour is {card.colour}")
    # spec: E7 sets Covers I-VIII aside until "Place Cover X"; the Cover placed by card N then sits
    # on N+1, so its node must be card N+1's node (C10.1 "Placed by" and C10.2 "Where" agree).
    for cid, cover in s.covers.items():
        if cid == "0":
            if s.cards[numbers[0]].node is not None:
                fail(f, numbers[0], "the first card is read at setup, at no node")
            continue
        if placed.get(cid) != cover.placed_by:
            fail(f, f"Cover {cid}", f"is placed by {cover.placed_by}, but the cards place it by {placed.get(cid)}")
        nxt = f"{int(cover.placed_by) + 1:03d}"
        if cover.node not in board.nodes or s.cards.get(nxt) is None or s.cards[nxt].node != cover.node:
            fail(f, f"Cover {cid}", f"names {cover.node!r}, but the card under it ({nxt}) is read elsewhere")
        if f"`{cover.node}`" not in cover.condition:
            fail(f, f"Cover {cid}", f"its condition does not name {cover.node}")
    if set(placed) - set(s.covers):
        fail(f, "cards", f"place unknown Covers {sorted(set(placed) - set(s.covers))}")
    _route(c, f, board.id)


def _route(c: Content, f: str, board: str) -> None:
    """The usual route: known nodes, each step along an edge of the board (the "…" aside), and
    the story cards read in order at their nodes."""
    s, adj = c.story, c.adjacency(board)
    stops = s.route
    if not stops or stops[0].node != next(n.id for n in c.nodes.values() if n.kind == "start"):
        fail(f, "route", "starts at the start node")
    for prev, stop in zip(stops, stops[1:]):
        if stop.node is not None and stop.node not in adj:
            fail(f, "route", f"unknown node {stop.node!r} (dangling reference)")
        if prev.node and stop.node and stop.node not in {m for m, _ in adj[prev.node]}:
            fail(f, "route", f"{prev.node} → {stop.node} is no edge of {board}")
    read = [no for stop in stops for no in stop.cards]
    if read != list(s.cards)[1:]:
        fail(f, "route", f"reads {', '.join(read)}; the story cards after 001 are {', '.join(list(s.cards)[1:])}")
    for stop in stops:
        for no in stop.cards:
            card = s.cards[no]
            if (card.node or s.cards.get(card.continues or "", card).node) != stop.node and no != list(s.cards)[-1]:
                fail(f, "route", f"reads {no} at {stop.node}, but the card is read at {card.node}")


def check_presets(c: Content) -> None:
    f = "presets.json"
    if sum(p.default for p in c.presets.values()) != 1:
        fail(f, "presets", "exactly one preset is the default")
    for p in c.presets.values():
        if p.combat_deck not in c.combat_deck_sizes:
            fail(f, p.id, f"unknown combat deck {p.combat_deck!r} (dangling reference)")
        if set(p.boss_multiplier) != set(c.bosses):
            fail(f, p.id, f"needs a Boss Health multiplier for each boss {sorted(c.bosses)}")
        for b, m in p.boss_multiplier.items():
            if c.bosses[b].health_multiplier.get(p.id) != m:
                fail(f, p.id, f"gives {b} the multiplier {m}, C4.5 gives {c.bosses[b].health_multiplier.get(p.id)}")
    for b in c.bosses.values():
        if set(b.health_multiplier) != set(c.presets):
            fail("enemies.json", b.id, f"needs a Health multiplier for each preset {sorted(c.presets)}")
    if set(c.difficulty_targets) != set(c.presets):
        fail(f, "targets", "one row per preset")


def check_counts(c: Content) -> None:
    """C12 against what the other files hold."""
    castle = [n for n in c.nodes.values() if n.level == "castle"]
    lab_edges = [e for e in c.edges.values() if "castle" != c.nodes[e.a].level or "castle" != c.nodes[e.b].level]
    derived: dict[str, int] = {
        "agents": len(c.agents),
        "unique_skills": len({a.unique_skill.name for a in c.agents.values()}),
        "combat_skills": len({a.combat_skill.name for a in c.agents.values()}),
        "decision_cards_per_agent": len(c.agent_rules.decision_letters),
        "decision_cards": len(c.decision_cards),
        "combat_card_types": len(c.combat_cards),
        "combat_cards": sum(c.combat_deck_sizes["standard"] for _ in c.agents),
        "enemy_types": len(c.enemies),
        "enemy_cards": sum(e.cards for e in c.enemies.values()),
        "bosses": len(c.bosses),
        "treasure_designs": len(c.treasures),
        "treasure_cards": sum(t.copies for t in c.treasures.values()),
        "artifacts": len(c.artifacts),
        "search_tokens": sum(c.token_pool_sizes.values()),
        "boards": len(c.boards),
        "shared_nodes": len(castle),
        # spec: C12's "26 shared edges" are the castle's edges of C7.2, edge 16 included although
        # The Anomaly removes it (so The Anomaly has 25).
        "shared_edges": len(c.edges) - len(lab_edges),
        "lab_nodes": len(c.nodes) - len(castle),
        "lab_edges": len(lab_edges),
        "random_events": len(c.events),
        "story_cards": len(c.story.cards),
        "covers": len([k for k in c.story.covers if k != "0"]),
        "cover_zero": "0" in c.story.covers,
    }
    for deck, size in c.combat_deck_sizes.items():
        derived[f"combat_cards_per_agent_{deck}"] = size
    derived["combat_cards_per_agent"] = c.combat_deck_sizes["standard"]
    sizes = {e.cards for e in c.enemies.values()}
    derived["enemy_cards_per_type"] = sizes.pop() if len(sizes) == 1 else -1
    for colour, n in c.token_pool_sizes.items():
        derived[f"search_tokens_per_colour_{colour}"] = n
    per_colour = {sum(1 for e in c.events.values() if e.colour == col) for col in c.token_pool_sizes}
    derived["random_events_per_colour"] = per_colour.pop() if len(per_colour) == 1 else -1
    for key, want in c.reference.counts.items():
        if key not in derived:
            fail("counts.json", key, "unknown count")
        if derived[key] != want:
            fail("counts.json", key, f"C12 says {want}, the content holds {derived[key]}")
    if set(c.room_colours) != set(c.enemy_deck_sizes) or not all(v.startswith("#") for v in c.room_colours.values()):
        fail("counts.json", "room_colours", "one #RRGGBB colour per enemy deck colour")

"""The cross-checks of the content set: every reference resolves, every deck has the spec's size,
every effect code is in the C8 catalogue with the right arguments, the boards' tables agree
with one another, and the C12 counts hold. The first problem raises ``ContentError``.

The story's checks and the C12 counts are in ``content_story_checks``.
"""

from __future__ import annotations

import re
from collections import deque
from typing import TYPE_CHECKING

from .content_codes import COLOURS, GRAMMAR, LETTERS, CodeError, Effect, format_effects, parse_effects
from .content_events import Choice, Ending, Step
from .content_types import WEAPON_TYPES, ContentError

if TYPE_CHECKING:
    from .content import Content

HEX = re.compile(r"^#[0-9A-F]{6}$")
USES = (None, "Passive", "Once/Round", "Each time", "DESTROY")
NODE_KINDS = ("room", "corridor", "outside", "start")
DOOR_STATES = ("open", "locked", "frozen", "removed")


def fail(file: str, entry: str, problem: str):
    raise ContentError(file, entry, problem)


def check(c: Content) -> None:
    from .content_story_checks import check_counts, check_presets, check_story
    _agents(c)
    _combat(c)
    _enemies(c)
    _treasures(c)
    _codes(c)
    _tokens(c)
    _boards(c)
    _events(c)
    check_story(c)
    check_presets(c)
    check_counts(c)


# --- effects ----------------------------------------------------------------------------------------

def check_effects(c: Content, effects: tuple[Effect, ...], file: str, entry: str, where: str) -> None:
    for e in effects:
        spec = c.codes.get(e.code)
        if spec is None:
            fail(file, entry, f"{where}: unknown effect code {e.code!r}")
        if len(e.args) != len(spec.params):
            fail(file, entry, f"{where}: {e.code} takes {len(spec.params)} argument(s) ({', '.join(spec.params)}), "
                              f"found {len(e.args)}: {list(e.args)!r}")
        for kind, arg in zip(spec.params, e.args):
            ok = {"amount": isinstance(arg, int) and arg != 0, "count": isinstance(arg, int) and arg >= 1,
                  "colour": arg in COLOURS, "colour?": arg is None or arg in COLOURS,
                  "effects": isinstance(arg, tuple)}[kind]
            if not ok:
                fail(file, entry, f"{where}: {e.code} needs {kind} ({c.param_kinds[kind]}), found {arg!r}")
            if kind == "effects":
                check_effects(c, arg, file, entry, f"{where} (FLIP)")  # type: ignore[arg-type]
        if e.code == "T" and e.args[0] not in c.treasure_deck_sizes:
            fail(file, entry, f"{where}: T:{e.args[0]} names no treasure deck")
        if e.code in ("S", "S1", "LURK") and e.args[-1] is not None and e.args[-1] not in c.enemy_deck_sizes:
            fail(file, entry, f"{where}: {e.code} names no enemy deck {e.args[-1]!r}")
        if e.code == "S" and e.args[0] > e.args[1]:  # type: ignore[operator]
            fail(file, entry, f"{where}: S n(m) with n > m")


def check_code_string(c: Content, text: str, effects: tuple[Effect, ...], file: str, entry: str, where: str) -> None:
    """``effects`` (the stored parsed form) are valid C8 codes, and ``text`` (the spec's code
    string) parses to them."""
    check_effects(c, effects, file, entry, where)
    try:
        parsed = parse_effects(text)
    except CodeError as exc:
        fail(file, entry, f"{where}: {exc}")
    if parsed != effects:
        fail(file, entry, f"{where}: the codes {text!r} do not match the parsed form ({format_effects(effects)!r})")


def check_choices(c: Content, choices: tuple[Choice, ...], file: str, entry: str) -> None:
    if tuple(ch.letter for ch in choices) != LETTERS:
        fail(file, entry, f"choices must be A, B, C, D, found {', '.join(ch.letter for ch in choices) or 'none'}")
    for ch in choices:
        check_code_string(c, ch.outcome, ch.effects, file, entry, f"outcome {ch.letter}")


def step_effects(steps: tuple[Step, ...]) -> list[Effect]:
    """The codes of the EFFECTS steps (the ones the Ending's text writes as codes)."""
    return [e for s in steps if s.op == "EFFECTS" for b in s.branches for e in b.effects]


def check_ending(c: Content, ending: Ending, file: str, entry: str, refs: dict[str, set]) -> None:
    """Every step is a known instruction with exactly its fields, every reference resolves, and
    the codes written in the Ending's text (between backticks) are the codes of its steps."""
    for n, s in enumerate(ending.steps, 1):
        where = f"ending step {n} ({s.op})"
        spec = c.instructions.get(s.op)
        if spec is None:
            fail(file, entry, f"{where}: unknown instruction {s.op!r}")
        fields = ("branches", "target", "colour", "amount", "letter", "when")
        given = {k for k in fields if getattr(s, k) not in (None, ())}
        if given != set(spec.params):
            fail(file, entry, f"{where}: takes {sorted(spec.params) or 'no fields'}, found {sorted(given) or 'none'}")
        for key, kind in spec.params.items():
            value = getattr(s, key)
            if kind in refs and value not in refs[kind]:
                fail(file, entry, f"{where}: {key} {value!r} is no {kind} (dangling reference)")
            if kind == "colour" and value not in c.enemy_deck_sizes:
                fail(file, entry, f"{where}: no enemy deck {value!r}")
            if kind == "letter" and value not in LETTERS:
                fail(file, entry, f"{where}: no letter {value!r}")
        for i, b in enumerate(s.branches):
            if b.when is None and i != len(s.branches) - 1:
                fail(file, entry, f"{where}: a branch without a condition must come last")
            check_effects(c, b.effects, file, entry, where)
    written: list[Effect] = []
    for quoted in re.findall(r"`([^`]+)`", ending.text):
        try:
            written += parse_effects(quoted)
        except CodeError:
            known = set().union(*refs.values()) | {"loghan.md"}
            if quoted not in known:
                fail(file, entry, f"ending text: {quoted!r} is neither an effect code nor a known id")
    if written != step_effects(ending.steps):
        fail(file, entry, f"ending: the text gives {format_effects(tuple(written))!r}, "
                          f"the steps {format_effects(tuple(step_effects(ending.steps)))!r}")


# --- C1-C5 ------------------------------------------------------------------------------------------

def _agents(c: Content) -> None:
    r, f = c.agent_rules, "agents.json"
    colours = set()
    for a in c.agents.values():
        if not HEX.match(a.colour) or a.colour in colours:
            fail(f, a.id, f"token colour {a.colour!r} must be a new #RRGGBB colour")
        colours.add(a.colour)
        u = a.unique_skill
        if not 0 <= u.clarity <= c.start_clarity or u.energy < 1:
            fail(f, a.id, f"unique skill needs Clarity 0-{c.start_clarity} and a cost of at least 1 Energy")
    for aid in r.first_team:
        if aid not in c.agents:
            fail(f, "first_team", f"unknown agent {aid!r} (dangling reference)")
    if len(set(r.first_team)) != len(r.first_team):
        fail(f, "first_team", "an agent appears twice")
    if r.decision_letters != LETTERS:
        fail("decisions.json", "letters", f"must be A, B, C, D, found {r.decision_letters}")


def _combat(c: Content) -> None:
    for deck, size in c.combat_deck_sizes.items():
        total = sum(card.copies[deck] for card in c.combat_cards.values())
        if total != size:
            fail("combat.json", f"deck {deck}", f"wrong deck size: the copies add up to {total}, the deck has {size}")
    for card in c.combat_cards.values():
        if (card.priority is None) != (card.cp_cost is None) or card.priority not in (None, 1, 2, 3):
            fail("combat.json", card.id, "priority must be 1-3 for a playable card and none for an unplayable one")


def _enemies(c: Content) -> None:
    f, rules = "enemies.json", c.enemy_rules
    colours = set(c.enemy_deck_sizes)
    for key, table in (("energy_reward", rules.energy_reward), ("clarity_reward", rules.clarity_reward)):
        if set(table) != colours | {"X"}:
            fail(f, key, f"needs a value for each enemy deck and X (a boss), found {sorted(table)}")
    for colour, size in c.enemy_deck_sizes.items():
        total = sum(e.cards for e in c.enemies.values() if e.colour == colour)
        if total != size:
            fail(f, f"deck {colour}", f"wrong deck size: the types have {total} cards, the deck {size}")
    for e in c.enemies.values():
        if not re.fullmatch(rf"E{e.colour}\d+", e.id):
            fail(f, e.id, f"an enemy of deck {e.colour} must have an id E{e.colour}<n>")
        if e.cards != rules.cards_per_type or e.loot_cards != (rules.loot_card,):
            fail(f, e.id, f"must have {rules.cards_per_type} cards with Loot on card {rules.loot_card} only")
        if e.weakness not in WEAPON_TYPES:
            fail(f, e.id, f"unknown weakness {e.weakness!r}")
    for b in c.bosses.values():
        if b.weakness not in WEAPON_TYPES or not b.loot:
            fail(f, b.id, "a boss needs a known weakness and always carries Loot")
    for mode, deck in rules.boss_decks.items():
        for bid in deck:
            if bid not in c.bosses:
                fail(f, f"boss deck {mode}", f"unknown boss {bid!r} (dangling reference)")
    if not set(rules.boss_decks["story"]) <= set(rules.boss_decks["exploration"]):
        fail(f, "boss decks", "the Story boss must also be in the Exploration boss deck")


def _treasures(c: Content) -> None:
    f = "treasures.json"
    for colour, size in c.treasure_deck_sizes.items():
        total = sum(t.copies for t in c.treasures.values() if t.colour == colour)
        if total != size:
            fail(f, f"deck {colour}", f"wrong deck size: the copies add up to {total}, the deck has {size}")
    for t in c.treasures.values():
        if not re.fullmatch(rf"T{t.colour}\d+", t.id):
            fail(f, t.id, f"a treasure of deck {t.colour} must have an id T{t.colour}<n>")
        if t.size not in ("L", "S") or t.use not in USES:
            fail(f, t.id, f"size must be L or S and use one of {USES[1:]}, found {t.size!r}, {t.use!r}")
        if (t.hands is not None) != t.weapon or (t.weapon and not t.weapon_types) or t.hands not in (None, 1, 2):
            fail(f, t.id, "a weapon has 1 or 2 hands and a weapon type; other treasures have no hands")
        if (t.block is not None) != ("Shield" in t.subtypes) or (t.block and t.effect != f"Block {t.block}."):
            fail(f, t.id, "a Shield has Block n, written 'Block n.'; nothing else has a Block")
        # spec: C5.4 "Violet treasures ... have no cost"; every other treasure has one (C5.1-C5.3).
        if (t.cost is None) != (t.colour == "V"):
            fail(f, t.id, "Violet treasures have no cost and all others have one")
    tot = c.reference.treasure_totals
    designs, cards = len(c.treasures), sum(t.copies for t in c.treasures.values())
    if (tot["designs"], tot["random_cards"], tot["artifacts"]) != (designs, cards, len(c.artifacts)):
        fail(f, "totals", f"the totals say {tot['designs']} designs, {tot['random_cards']} cards and "
                          f"{tot['artifacts']} artifacts; the decks hold {designs}, {cards} and {len(c.artifacts)}")
    for colour, size in c.treasure_deck_sizes.items():
        if tot.get(f"cards_{colour}") != size:
            fail(f, "totals", f"deck {colour} has {size} cards, the totals say {tot.get(f'cards_{colour}')}")
    for a in c.artifacts.values():
        edge = c.edges.get(a.edge)
        if edge is None:
            fail(f, a.id, f"opens edge {a.edge!r}, which does not exist (dangling reference)")
        state = edge.state(c.story.board)
        if edge.door != a.door or state is None or state.state != "locked" or state.key != a.id:
            fail(f, a.id, f"edge {a.edge} must be the {a.door}, locked on {c.story.board} with this artifact as "
                          "its key")
        for board in edge.states:
            s = edge.state(board)
            if s and s.note and s.state == "locked" and s.key == a.id and s.note != a.name:
                fail("boards.json", f"edge {a.edge}", f"locked ({s.note}) but its key {a.id} is the {a.name}")
    for e in c.edges.values():
        for board, s in e.states.items():
            if s is not None and s.key is not None and (s.key not in c.artifacts or c.artifacts[s.key].edge != e.id):
                fail("boards.json", f"edge {e.id}", f"on {board} names the key {s.key!r}, no artifact opens this edge")


def _codes(c: Content) -> None:
    f = "effects.json"
    if set(c.codes) != set(GRAMMAR):
        fail(f, "codes", f"the catalogue must list exactly the codes {sorted(GRAMMAR)}, found {sorted(c.codes)}")
    for code, spec in c.codes.items():
        if spec.params != GRAMMAR[code]:
            fail(f, code, f"arguments {spec.params} disagree with the code grammar {GRAMMAR[code]}")
        for kind in spec.params:
            if kind not in c.param_kinds:
                fail(f, code, f"unknown argument kind {kind!r}")


def _tokens(c: Content) -> None:
    f = "search_tokens.json"
    for t in c.tokens.values():
        check_code_string(c, t.code, t.effects, f, t.id, "code")
        want = {"Energy": f"E+{t.id[-1]}", "Treasure": f"T:{t.id[-1]}", "Health": f"H+{t.id[-1]}",
                "Clarity": f"C+{t.id[-1]}", "Summon": "LURK", "Gob-Li": "GOB-LI"}.get(t.kind)
        if t.code != want or t.optional != (t.kind == "Treasure"):
            fail(f, t.id, f"a {t.kind} token {t.id} has the code {want!r}, optional only for a treasure")
    # spec: C6 gives the tokens' effects in words; the data writes them in C8 codes. The Summon
    # token is "LURK" with no colour (the room's, loghan.md 2.12.1); a treasure token may be
    # declined (TOKEN_DRAW), hence "optional".
    if set(c.token_pools) != set(c.token_pool_sizes):
        fail(f, "pools", "pool colours and pool sizes disagree")
    for colour, pool in c.token_pools.items():
        for tid, _ in pool:
            if tid not in c.tokens:
                fail(f, f"pool {colour}", f"unknown token {tid!r} (dangling reference)")
        if len({tid for tid, _ in pool}) != len(pool):
            fail(f, f"pool {colour}", "a token appears twice")
        total = sum(n for _, n in pool)
        if total != c.token_pool_sizes[colour]:
            fail(f, f"pool {colour}", f"wrong pool size: {total} tokens, the pool has {c.token_pool_sizes[colour]}")


def _events(c: Content) -> None:
    f = "events.json"
    refs = {"artifact": set(c.artifacts), "node": set(c.nodes), "boss": set(c.bosses)}
    for e in c.events.values():
        if not re.fullmatch(rf"{e.colour}\d\d", e.id) or e.colour not in c.token_pools:
            fail(f, e.id, f"an event of deck {e.colour} must have an id {e.colour}<nn>, and the deck a room colour")
        check_choices(c, e.choices, f, e.id)
        check_ending(c, e.ending, f, e.id, refs)
        if any(s.op != "EFFECTS" for s in e.ending.steps):
            fail(f, e.id, "a Random Event's Ending holds effect codes only")
    kinds = ("always_summons", "conditional_summons", "lurkers", "no_alert", "gob_li")
    found: dict[str, set[str]] = {k: set() for k in kinds}
    for e in c.events.values():
        branches = [b for s in e.ending.steps for b in s.branches]
        codes = {x.code for b in branches for x in b.effects}
        if codes & {"S", "S1"}:
            always = branches[0].when is None and {x.code for x in branches[0].effects} & {"S", "S1"}
            found["always_summons" if always else "conditional_summons"].add(e.id)
        for code, key in (("LURK", "lurkers"), ("NO ALERT", "no_alert"), ("GOB-LI", "gob_li")):
            if code in codes:
                found[key].add(e.id)
    mix = c.reference.ending_mix
    if set(mix) != set(found):
        fail(f, "ending_mix", f"categories must be {sorted(found)}")
    for key, (count, listed) in mix.items():
        if count != len(listed) or set(listed) != found[key]:
            fail(f, f"ending_mix {key}", f"lists {count}: {', '.join(listed)}; the Endings give "
                                         f"{len(found[key])}: {', '.join(sorted(found[key]))}")


# --- C7 ---------------------------------------------------------------------------------------------

def _boards(c: Content) -> None:
    f = "boards.json"
    starts = [n.id for n in c.nodes.values() if n.kind == "start"]
    if len(starts) != 1:
        fail(f, "nodes", f"exactly one start node, found {starts}")
    for n in c.nodes.values():
        on = {b.id for b in c.boards.values() if n.level in b.levels}
        if n.kind not in NODE_KINDS or not on:
            fail(f, n.id, f"kind must be one of {NODE_KINDS} and the level on some board")
        if set(n.colours) != on:
            fail(f, n.id, f"needs a \"?\" colour (or null) for exactly the boards it is on: {sorted(on)}")
        for board, colour in n.colours.items():
            if colour not in (None, "G", "B", "R") or (colour and n.kind != "room"):
                fail(f, n.id, f"on {board}: only a room shows a \"?\" and only G, B or R, found {colour!r}")
    pairs: set[frozenset] = set()
    for e in c.edges.values():
        if e.a not in c.nodes or e.b not in c.nodes or e.a == e.b:
            fail(f, f"edge {e.id}", f"joins {e.a!r} and {e.b!r}: both must be known, different nodes")
        if frozenset((e.a, e.b)) in pairs:
            fail(f, f"edge {e.id}", f"{e.a}-{e.b} is joined twice")
        pairs.add(frozenset((e.a, e.b)))
        if set(e.states) != set(c.boards):
            fail(f, f"edge {e.id}", f"needs a state on every board {sorted(c.boards)}")
        for board, s in e.states.items():
            ends_on = all(board in c.nodes[x].colours for x in (e.a, e.b))
            if (s is None) == ends_on:
                fail(f, f"edge {e.id}", f"on {board}: a state is given exactly when both ends are on the board")
            if s is not None and (s.state not in DOOR_STATES or (s.key is not None and s.state != "locked")):
                fail(f, f"edge {e.id}", f"on {board}: unknown state {s.state!r} or a key on a door that is not locked")
    for bid, board in c.boards.items():
        rc = c.reference.room_counts.get(bid)
        rooms = {col: len(v) for col, v in board.rooms.items()}
        if rc is None or dict(rc.rooms) != rooms:
            fail(f, f"room_counts {bid}", f"the nodes give {rooms} \"?\" rooms, the table {rc and dict(rc.rooms)}")
        for k, at in ((2, rc.tokens_at_2), (3, rc.tokens_at_3)):
            if at is None:
                continue
            if dict(at) != {col: k * n for col, n in rooms.items()}:
                fail(f, f"room_counts {bid}", f"tokens needed at {k} per room must be {k} x the rooms")
            if any(at[col] > c.token_pool_sizes[col] for col in at):
                fail(f, f"room_counts {bid}", f"needs more tokens at {k} per room than the pools hold")
    _past_tables(c, f)
    lab = {n.id for n in c.nodes.values() if n.level != "castle"}
    if set(c.lab_exits) != lab:
        fail(f, "lab_exits", f"must map exactly the laboratory nodes {sorted(lab)}")
    # spec: C7.2 calls each target "the castle neighbour of the nearest elevator", but every
    # laboratory room is equally far (by edges) from LIFT-A and LIFT-B, and CRYO and REACTOR are
    # not nearest by the inset coordinates either. The explicit mapping (C7.2, loghan.md 2.19,
    # LG-X2) is kept; only "a castle neighbour of an elevator" is checked.
    for board in c.boards.values():
        if set(c.lab_exits) <= set(board.nodes):
            adj = c.adjacency(board.id)
            exits = {m for n in board.nodes if c.nodes[n].elevator for m, _ in adj[n] if c.nodes[m].level == "castle"}
            for node, target in c.lab_exits.items():
                if target not in exits:
                    fail(f, f"lab_exits {node}", f"{target!r} is not the castle neighbour of an elevator")


def _past_tables(c: Content, f: str) -> None:
    """C7.3 (the adjacency of the story board) and its distances from the start, against C7.2."""
    board = c.story.board
    table = c.reference.past_adjacency
    for node, row in table.items():
        for other, edge, _ in row:
            if not any(o == node and e == edge for o, e, _ in table.get(other, ())):
                fail(f, f"past_adjacency {node}", f"lists {other} by edge {edge}, but {other} does not list {node} "
                                                  "(a non-symmetric edge)")
    derived = {n: {(m, e, c.edges[e].states[board].state == "locked") for m, e in row}
               for n, row in c.adjacency(board).items()}
    if set(table) != set(derived):
        fail(f, "past_adjacency", f"must list exactly the nodes of {board}")
    for node, row in derived.items():
        listed = set(table[node])
        if listed != row:
            fail(f, f"past_adjacency {node}", f"C7.3 gives {sorted(listed - row)} that C7.2 does not, and C7.2 "
                                              f"gives {sorted(row - listed)} that C7.3 does not (a missing edge)")
    start = next(n.id for n in c.nodes.values() if n.kind == "start")
    dist, todo = {start: 0}, deque([start])
    while todo:
        n = todo.popleft()
        for m, e in c.adjacency(board)[n]:
            if m not in dist and c.edges[e].states[board].state == "open":
                dist[m] = dist[n] + 1
                todo.append(m)
    want = c.reference.past_distances
    if set(want) - set(c.boards[board].nodes):
        fail(f, "past_distances_from_pod", f"unknown nodes {sorted(set(want) - set(c.boards[board].nodes))}")
    for node in c.boards[board].nodes:
        if node != start and (node not in want or want[node] != dist.get(node)):
            fail(f, f"past_distances_from_pod {node}", f"the table gives {want.get(node, 'nothing')}, the edges "
                                                       f"{dist.get(node, 'unreachable')}")

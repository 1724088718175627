"""Reading the JSON of ``data/`` into the content records, field by field.

Every read names its file and entry, so a wrong type, a missing field or an unknown one raises a
``ContentError`` that says where. The cross-checks between files are in ``content_checks``.
"""

from __future__ import annotations

from typing import Any

from .content_codes import CONDITION_TESTS, Condition, Effect
from .content_events import Branch, Choice, Ending, Step
from .content_types import (Agent, AgentRules, Artifact, Boss, CombatCard, CombatSkill, ContentError, DecisionCard,
                            EnemyRules, EnemyType, FrozenDict, TokenKind, Treasure, UniqueSkill)


FILE = "(file)"  # the entry name of a file's top level


class Fields:
    """One JSON object of ``file`` (the entry ``entry``): typed reads, then ``close()`` refuses
    the fields nobody read."""

    def __init__(self, file: str, entry: str, data: Any, where: str = ""):
        self.file, self.entry, self.where, self.data, self.used = file, entry, where, data, set()
        if not isinstance(data, dict):
            self.fail(f"expected an object, found {type(data).__name__}")

    def fail(self, problem: str):
        raise ContentError(self.file, self.entry, f"{self.where}: {problem}" if self.where else problem)

    def get(self, key: str) -> Any:
        if key not in self.data:
            self.fail(f"missing field {key!r}")
        self.used.add(key)
        return self.data[key]

    def _typed(self, key: str, kinds: tuple[type, ...], what: str, optional: bool) -> Any:
        value = self.get(key)
        if value is None and optional:
            return None
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            self.fail(f"field {key!r} must be {what}{' or null' if optional else ''}, found {value!r}")
        return value

    def str(self, key: str, optional: bool = False) -> Any:
        value = self._typed(key, (str,), "a string", optional)
        if value is not None and not value.strip():
            self.fail(f"field {key!r} is empty")
        return value

    def int(self, key: str, optional: bool = False, minimum: int | None = 0) -> Any:
        value = self._typed(key, (int,), "a whole number", optional)
        if value is not None and minimum is not None and value < minimum:
            self.fail(f"field {key!r} must be at least {minimum}, found {value}")
        return value

    def bool(self, key: str) -> bool:
        return self._typed(key, (bool,), "true or false", False)

    def list(self, key: str) -> list:
        return self._typed(key, (list,), "a list", False)

    def strs(self, key: str) -> tuple[str, ...]:
        values = self.list(key)
        if not all(isinstance(v, str) and v for v in values):
            self.fail(f"field {key!r} must be a list of strings, found {values!r}")
        return tuple(values)

    def obj(self, key: str) -> dict:
        return self._typed(key, (dict,), "an object", False)

    def sub(self, key: str) -> Fields:
        """The object ``key``: an entry of its own at the top of a file, else part of this entry."""
        if self.entry == FILE:
            return Fields(self.file, key, self.obj(key))
        return Fields(self.file, self.entry, self.obj(key), f"{self.where} {key}".strip())

    def entries(self, key: str) -> list[tuple[str, Fields]]:
        """The object ``key`` as (id, fields of the entry), in file order."""
        return [(k, Fields(self.file, k, v)) for k, v in self.obj(key).items()]

    def mapping(self, key: str, kinds: tuple[type, ...], what: str, optional: bool = False) -> FrozenDict:
        out = {}
        for k, v in self.obj(key).items():
            if (v is None and not optional) or (v is not None and (not isinstance(v, kinds) or isinstance(v, bool)
                                                                    and bool not in kinds)):
                self.fail(f"field {key!r}: {k!r} must be {what}, found {v!r}")
            out[k] = v
        return FrozenDict(out)

    def close(self) -> None:
        unknown = sorted(set(self.data) - self.used)
        if unknown:
            self.fail(f"unknown field(s) {', '.join(map(repr, unknown))}")


def effects(f: Fields, raw: Any, where: str) -> tuple[Effect, ...]:
    """Parsed effects as stored: a list of {"code", "args"}; a FLIP's args are two such lists."""
    if not isinstance(raw, list):
        f.fail(f"{where}: effects must be a list, found {raw!r}")
    out = []
    for item in raw:
        if not isinstance(item, dict) or set(item) != {"code", "args"} or not isinstance(item["code"], str) \
                or not isinstance(item["args"], list):
            f.fail(f"{where}: an effect must be {{'code', 'args'}}, found {item!r}")
        args = item["args"]
        if item["code"] == "FLIP":
            args = [effects(f, side, f"{where} (FLIP)") for side in args]
        elif not all(a is None or isinstance(a, (int, str)) and not isinstance(a, bool) for a in args):
            f.fail(f"{where}: the arguments of {item['code']!r} must be numbers, strings or null, found {args!r}")
        out.append(Effect(item["code"], tuple(args)))
    return tuple(out)


def condition(f: Fields, raw: Any, where: str) -> Condition | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) != {"test", "letters"}:
        f.fail(f"{where}: a condition must be {{'test', 'letters'}}, found {raw!r}")
    if raw["test"] not in CONDITION_TESTS:
        f.fail(f"{where}: unknown condition {raw['test']!r}")
    letters = raw["letters"]
    if not isinstance(letters, list) or not letters or any(x not in ("A", "B", "C", "D") for x in letters):
        f.fail(f"{where}: a condition's letters must be some of A-D, found {letters!r}")
    return Condition(raw["test"], tuple(letters))


def choices(f: Fields, key: str) -> tuple[Choice, ...]:
    out = []
    for letter, raw in f.obj(key).items():
        c = Fields(f.file, f.entry, raw, f"choice {letter}")
        out.append(Choice(letter, c.str("label"), c.str("outcome"), c.str("note", optional=True),
                          effects(c, c.get("effects"), "effects")))
        c.close()
    return tuple(out)


_STEP_FIELDS = ("target", "colour", "amount", "letter", "when", "branches")


def ending(f: Fields) -> Ending:
    e = f.sub("ending")
    steps = []
    for n, raw in enumerate(e.list("steps"), 1):
        s = Fields(f.file, f.entry, raw, f"ending step {n}")
        op = s.str("op")
        kw: dict[str, Any] = {}
        for key in _STEP_FIELDS:
            if key not in raw:
                continue
            if key == "branches":
                branches = []
                for b in s.list("branches"):
                    bf = Fields(f.file, f.entry, b, s.where)
                    when = condition(bf, bf.get("when"), "branch")
                    branches.append(Branch(when, effects(bf, bf.get("effects"), "branch")))
                    bf.close()
                kw[key] = tuple(branches)
            elif key == "when":
                kw[key] = condition(s, s.get("when"), "when")
            elif key == "amount":
                kw[key] = s.int("amount", minimum=1)
            else:
                kw[key] = s.str(key)
        s.close()
        steps.append(Step(op, **kw))
    text = e.str("text")
    e.close()
    return Ending(text, tuple(steps))


def tag_of(f: Fields) -> str:
    tag = f.str("tag")
    if tag not in ("Book", "Recon"):
        f.fail(f"tag must be 'Book' or 'Recon', found {tag!r}")
    return tag


def _notes(f: Fields, *keys: str) -> tuple[str, ...]:
    out: list[str] = []
    for key in keys:
        value = f.get(key)
        out += value if isinstance(value, list) else [value]
    if not all(isinstance(v, str) and v for v in out):
        f.fail(f"texts {keys} must be strings")
    return tuple(out)


def _tag_notes(f: Fields) -> FrozenDict:
    return f.mapping("tag_notes", (str,), "a string")


# --- C1, C2 -----------------------------------------------------------------------------------------

def agents(f: Fields, d: Fields, out: dict) -> None:
    timings, timing_texts = {}, {}
    for name, t in f.entries("timings"):
        timings[name], timing_texts[name] = t.strs("windows"), t.str("text")
        t.close()
    combat_clarity = f.int("combat_skill_clarity", minimum=1)
    found = {}
    for aid, a in f.entries("agents"):
        u = a.sub("unique_skill")
        timing = u.str("timing")
        if timing not in timings:
            u.fail(f"unknown skill timing {timing!r} (known: {', '.join(timings)})")
        skill = UniqueSkill(u.str("name"), u.str("text"), u.int("clarity"), u.int("energy"), timing,
                            u.str("timing_text"), timings[timing])
        u.close()
        c = a.sub("combat_skill")
        combat = CombatSkill(c.str("name"), c.str("text"), combat_clarity)
        c.close()
        found[aid] = Agent(aid, a.str("name"), tag_of(a), _tag_notes(a), a.str("colour"), a.str("colour_name"),
                           a.str("colour_note", optional=True), a.str("role"), skill, combat, a.str("lore"))
        a.close()
    start, cloak = f.sub("start"), f.sub("cloak")
    letters = d.strs("letters")
    if d.bool("tradeable"):
        d.fail("Decision cards cannot be traded (C2)")
    out["agent_rules"] = AgentRules(
        start.int("energy"), start.int("reward_points"), start.str("text"), f.strs("unique_skill_rules"),
        f.strs("combat_skill_rules"), f.strs("refresh_actions"), f.str("refresh_text"), cloak.str("name"),
        cloak.int("energy"), FrozenDict(timings), FrozenDict(timing_texts), f.str("empty_deck_text"),
        f.strs("first_team"), letters, d.str("text"))
    start.close(), cloak.close()
    out["agents"] = FrozenDict(found)
    out["decision_cards"] = FrozenDict({f"{a}:{x}": DecisionCard(f"{a}:{x}", a, x) for a in found for x in letters})


# --- C3 ---------------------------------------------------------------------------------------------

def combat(f: Fields, out: dict) -> None:
    sizes = {}
    for deck, d in f.entries("decks"):
        sizes[deck] = d.int("size", minimum=1)
        d.str("name")
        d.close()
    cards = {}
    for cid, c in f.entries("cards"):
        copies = c.mapping("copies", (int,), "a whole number")
        if set(copies) != set(sizes):
            c.fail(f"copies are given for {sorted(copies)}, the combat decks are {sorted(sizes)}")
        cards[cid] = CombatCard(cid, c.str("name"), tag_of(c), c.str("tag_note", optional=True), copies,
                                c.int("priority", optional=True, minimum=1), c.str("priority_note", optional=True),
                                c.int("cp_cost", optional=True), c.str("cp_note", optional=True), c.str("text"))
        c.close()
    out["combat_cards"], out["combat_deck_sizes"] = FrozenDict(cards), FrozenDict(sizes)


# --- C4 ---------------------------------------------------------------------------------------------

def enemies(f: Fields, out: dict) -> None:
    r = f.sub("rules")
    types, sizes, violet = {}, {}, ""
    for colour, d in f.entries("decks"):
        d.str("name")
        sizes[colour] = d.int("size", minimum=1)
        if "text" in d.data:
            violet = d.str("text")
        for eid, e in d.entries("enemies"):
            ts = e.get("trophy_set")
            if ts is not None and (not isinstance(ts, dict) or set(ts) != {"min", "dp"}):
                e.fail(f"trophy_set must be {{'min', 'dp'}} or null, found {ts!r}")
            types[eid] = EnemyType(
                eid, colour, e.str("name"), e.str("subtitle", optional=True), tag_of(e), _tag_notes(e),
                e.int("health", minimum=1), e.str("weakness"), e.str("attack"), e.int("trophy_dp"),
                e.str("trophy_text"),
                (ts["min"], ts["dp"]) if ts else None, e.int("cards", minimum=1),
                tuple(e.list("loot_cards")), e.str("cards_text"))
            e.close()
        d.close()
    b = f.sub("bosses")
    bosses = {}
    for bid, x in b.entries("bosses"):
        bosses[bid] = Boss(bid, x.str("name"), tag_of(x), x.mapping("health_multiplier", (int,), "a whole number"),
                           x.str("weakness"), x.str("attack"), x.bool("loot"), x.int("trophy_dp"))
        x.close()
    keys = ("cards_text", "energy_text", "clarity_text", "trophy_text", "weakness_text")
    texts = FrozenDict({k: r.str(k) for k in keys})
    out["enemy_rules"] = EnemyRules(
        r.int("cards_per_type", minimum=1), r.int("loot_card", minimum=1),
        r.mapping("energy_reward", (int,), "a whole number"), r.mapping("clarity_reward", (int,), "a whole number"),
        texts, FrozenDict({"story": b.strs("story"), "exploration": b.strs("exploration")}), b.str("text"),
        b.str("example"), violet)
    r.close(), b.close()
    out["enemies"], out["enemy_deck_sizes"], out["bosses"] = FrozenDict(types), FrozenDict(sizes), FrozenDict(bosses)


# --- C5 ---------------------------------------------------------------------------------------------

def treasures(f: Fields, out: dict) -> None:
    found, sizes = {}, {}
    for colour, d in f.entries("decks"):
        d.str("name")
        sizes[colour] = d.int("size", minimum=1)
        if "text" in d.data:
            d.str("text")
        for tid, t in d.entries("treasures"):
            found[tid] = Treasure(
                tid, colour, t.str("name"), tag_of(t), _tag_notes(t), t.int("cost", optional=True), t.str("size"),
                t.strs("subtypes"), t.int("hands", optional=True, minimum=1), t.int("cp"), t.str("use", optional=True),
                t.str("use_timing", optional=True), t.str("effect", optional=True),
                t.int("block", optional=True, minimum=1),
                t.int("copies", minimum=1))
            t.close()
        d.close()
    a = f.sub("artifacts")
    arts = {}
    for aid, x in a.entries("artifacts"):
        arts[aid] = Artifact(aid, x.str("name"), tag_of(x), x.str("effect"), x.str("door"), x.str("edge"))
        x.close()
    tot = f.sub("totals")
    totals = {"designs": tot.int("designs"), "random_cards": tot.int("random_cards"), "artifacts": tot.int("artifacts")}
    totals.update({f"cards_{k}": v for k, v in tot.mapping("per_deck", (int,), "a whole number").items()})
    out["notes"]["treasures"] = _notes(f, "columns", "rules") + _notes(a, "text") + _notes(tot, "text")
    a.close(), tot.close()
    out.update(treasures=FrozenDict(found), treasure_deck_sizes=FrozenDict(sizes), artifacts=FrozenDict(arts))
    out["treasure_totals"] = FrozenDict(totals)


# --- C6 ---------------------------------------------------------------------------------------------

def tokens(f: Fields, out: dict) -> None:
    kinds = {}
    for tid, t in f.entries("tokens"):
        kinds[tid] = TokenKind(tid, t.str("kind"), tag_of(t), t.str("text"), t.str("code"),
                               effects(t, t.get("effects"), "effects"), t.bool("optional"))
        t.close()
    pools = {}
    for colour, raw in f.obj("pools").items():
        if not isinstance(raw, list) or not all(isinstance(p, list) and len(p) == 2 and isinstance(p[0], str)
                                                and isinstance(p[1], int) and p[1] >= 1 for p in raw):
            f.fail(f"pool {colour!r} must be a list of [token id, copies], found {raw!r}")
        pools[colour] = tuple((p[0], p[1]) for p in raw)
    out["tokens"], out["token_pools"] = FrozenDict(kinds), FrozenDict(pools)
    out["token_pool_sizes"] = f.mapping("pool_sizes", (int,), "a whole number")
    out["notes"]["search_tokens"] = _notes(f, "text", "after_text")

"""The effect-code grammar of the content set (``loghan_content.md`` C8) and the Ending conditions.

Outcomes on event and story cards are strings such as ``"H−2, T:R"`` or ``"FLIP (C+2, T:B) / C−3"``.
``parse_effects`` turns one into a tuple of ``Effect`` values; ``format_effects`` writes it back
in the spec's spelling (with the spec's minus sign, U+2212). Nothing here carries an effect out:
that is the engine's business.

Codes (``Effect.code``) and their arguments (``Effect.args``), in C8's order:

=============  ==========================================================================
``H`` ``C`` ``E``  one signed amount: ``H−2`` is ``Effect("H", (-2,))``
``T``          one colour ``G`` ``B`` ``R`` ``V``: ``T:R`` is ``Effect("T", ("R",))``
``INIT`` ``OVR`` ``PEEK`` ``NO ALERT`` ``GOB-LI``   no arguments
``FLIP``       two effect tuples, heads then tails (``—`` is the empty tuple)
``S``          n, m and a colour or ``None`` (the room's colour): ``S 2(3) R``
``S1``         a colour or ``None``: ``S1 V``
``LURK``       a colour, or ``None`` for the room's colour (the Summon token, C6)
=============  ==========================================================================

The code ``—`` ("no effect") parses to the empty tuple.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Union

MINUS = "\u2212"  # the spec's minus sign in "H−2"
NONE = "\u2014"  # the spec's em dash: "no effect"
COLOURS = ("G", "B", "R", "V")
LETTERS = ("A", "B", "C", "D")

Arg = Union[int, str, None, tuple["Effect", ...]]


class CodeError(ValueError):
    """An effect string or a condition that the C8 grammar does not allow."""


@dataclass(frozen=True)
class Effect:
    """One C8 code with its arguments (see the module docstring for each code's arguments)."""

    code: str
    args: tuple[Arg, ...] = ()

    @property
    def heads(self) -> tuple[Effect, ...]:
        """A ``FLIP``'s effects on Heads."""
        return self.args[0] if self.code == "FLIP" else ()  # type: ignore[return-value]

    @property
    def tails(self) -> tuple[Effect, ...]:
        """A ``FLIP``'s effects on Tails."""
        return self.args[1] if self.code == "FLIP" else ()  # type: ignore[return-value]

    def walk(self):
        """This effect and, for a ``FLIP``, every effect inside it."""
        yield self
        if self.code == "FLIP":
            for side in self.args:
                for inner in side:  # type: ignore[union-attr]
                    yield from inner.walk()

    def __str__(self) -> str:
        return format_effect(self)


@dataclass(frozen=True)
class Condition:
    """An Ending condition, counted over the revealed Decision cards (C8, errata E13).

    ``test`` is one of ``CONDITION_TESTS``; ``letters`` the letters it counts (``A or B`` counts
    the agents that chose either)."""

    test: str
    letters: tuple[str, ...]

    def holds(self, chosen: Mapping[str, int], agents: int) -> bool:
        """Whether the condition holds when ``chosen[letter]`` agents chose each letter among
        ``agents`` agents in play."""
        n = sum(chosen.get(letter, 0) for letter in self.letters)
        half = math.ceil(agents / 2)
        return {"any": n >= 1, "every": n == agents, "none": n == 0, "at_least_half": n >= half,
                "fewer_than_half": n < half, "at_least_two": n >= 2}[self.test]


#: Each code's arguments, by kind (the C8 catalogue in ``data/effects.json`` must agree).
GRAMMAR: dict[str, tuple[str, ...]] = {
    "H": ("amount",), "C": ("amount",), "E": ("amount",), "T": ("colour",), "INIT": (), "OVR": (), "PEEK": (),
    "FLIP": ("effects", "effects"), "S": ("count", "count", "colour?"), "S1": ("colour?",), "LURK": ("colour?",),
    "NO ALERT": (), "GOB-LI": (), NONE: (),
}

CONDITION_TESTS = ("any", "every", "none", "at_least_half", "fewer_than_half", "at_least_two")

_AMOUNT = re.compile(r"^([HCE])([+\-\u2212])(\d+)$")
_TREASURE = re.compile(r"^T:([GBRV])$")
_SUMMON = re.compile(r"^S (\d+)\((\d+)\)(?: ([GBRV]))?$")
_SUMMON1 = re.compile(r"^S1(?: ([GBRV]))?$")
_LURK = re.compile(r"^LURK(?: ([GBRV]))?$")
_BARE = ("INIT", "OVR", "PEEK", "NO ALERT", "GOB-LI")


def _split(text: str) -> list[str]:
    """``text`` cut at the commas that are not inside parentheses."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                raise CodeError(f"unbalanced ')' in {text!r}")
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if depth:
        raise CodeError(f"unbalanced '(' in {text!r}")
    parts.append(text[start:])
    return [p.strip() for p in parts]


def _side(text: str) -> tuple[Effect, ...]:
    text = text.strip()
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1]
    effects = parse_effects(text)
    if any(e.code == "FLIP" for e in effects):
        raise CodeError(f"a FLIP inside a FLIP: {text!r}")
    return effects


def parse_effect(text: str) -> Effect:
    """One code: ``"H−2"``, ``"S 2(3) R"``, ``"FLIP E+2 / H−1"``…"""
    text = " ".join(text.split())
    if text.startswith("FLIP "):
        body = text[5:]
        depth, cut = 0, -1
        for i, ch in enumerate(body):
            depth += ch == "("
            depth -= ch == ")"
            if ch == "/" and depth == 0:
                if cut >= 0:
                    raise CodeError(f"a FLIP with more than two sides: {text!r}")
                cut = i
        if cut < 0:
            raise CodeError(f"a FLIP without 'heads / tails': {text!r}")
        return Effect("FLIP", (_side(body[:cut]), _side(body[cut + 1:])))
    if m := _AMOUNT.match(text):
        amount = int(m.group(3))
        if amount == 0:
            raise CodeError(f"a zero amount: {text!r}")
        return Effect(m.group(1), (amount if m.group(2) == "+" else -amount,))
    if m := _TREASURE.match(text):
        return Effect("T", (m.group(1),))
    if m := _SUMMON.match(text):
        return Effect("S", (int(m.group(1)), int(m.group(2)), m.group(3)))
    if m := _SUMMON1.match(text):
        return Effect("S1", (m.group(1),))
    if m := _LURK.match(text):
        return Effect("LURK", (m.group(1),))
    if text in _BARE:
        return Effect(text)
    raise CodeError(f"unknown effect code {text!r}")


def parse_effects(text: str) -> tuple[Effect, ...]:
    """An outcome: codes separated by commas, or ``—`` for none."""
    text = " ".join(text.split())
    if text in (NONE, ""):
        return ()
    out = []
    for part in _split(text):
        if part == NONE:
            raise CodeError(f"'{NONE}' is not allowed beside other codes: {text!r}")
        out.append(parse_effect(part))
    return tuple(out)


def format_effect(effect: Effect) -> str:
    code, args = effect.code, effect.args
    if code in ("H", "C", "E"):
        n = args[0]
        return f"{code}{'+' if n > 0 else MINUS}{abs(n)}"  # type: ignore[operator,arg-type]
    if code == "T":
        return f"T:{args[0]}"
    if code == "FLIP":
        sides = []
        for side in args:
            s = format_effects(side)  # type: ignore[arg-type]
            sides.append(f"({s})" if len(side) > 1 else s)  # type: ignore[arg-type]
        return f"FLIP {sides[0]} / {sides[1]}"
    if code == "S":
        return f"S {args[0]}({args[1]})" + (f" {args[2]}" if args[2] else "")
    if code in ("S1", "LURK"):
        return code + (f" {args[0]}" if args[0] else "")
    return code


def format_effects(effects: tuple[Effect, ...]) -> str:
    return ", ".join(format_effect(e) for e in effects) if effects else NONE


def effect_to_json(effect: Effect) -> dict:
    if effect.code == "FLIP":
        sides = [[effect_to_json(e) for e in side] for side in effect.args]  # type: ignore[union-attr]
        return {"code": "FLIP", "args": sides}
    return {"code": effect.code, "args": list(effect.args)}


def effects_to_json(effects: tuple[Effect, ...]) -> list[dict]:
    return [effect_to_json(e) for e in effects]

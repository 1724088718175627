"""Noise scoring, Shapeshifter copies and floor bonuses (spec 3.6, 2.2, 3.7).

Everything here works on *effective codes* (``cards``): a team is scored from the multiset of
its four codes, so results are cached by the sorted codes. Copy assignments are enumerated once
per team; two assignments giving the same multiset of effective cards are one decision, named
by a canonical mapping (see ``copy_options``).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Iterable, Mapping, Sequence

from .cards import CODE, FORMLESS, KIND, REGULAR, ROGUE, SHAPESHIFTER

Mapping_ = tuple[tuple[int, int], ...]  # (Shapeshifter card, target card) pairs, sorted


@lru_cache(maxsize=None)
def _noise_sorted(codes: tuple[int, ...]) -> int:
    rogues = codes.count(1)
    noise = 1 if rogues == 1 else 10 * rogues
    for v in range(2, 11):
        if codes.count(v) == 1:
            noise += v
    return noise + sum(c for c in codes if c >= 11)


def noise_of_codes(codes: Iterable[int]) -> int:
    """The round noise of effective codes (spec 3.6's algorithm; formless cards add 0)."""
    return _noise_sorted(tuple(sorted(codes)))


def groups(codes: Sequence[int]) -> int:
    """Cancelled groups: values 2-10 that two or more effective cards share."""
    return sum(1 for v in set(codes) if 2 <= v <= 10 and codes.count(v) >= 2)


def floor_bonus(floor: int, codes: Sequence[int], shapes: int, noise: int) -> int:
    """The floor's bonus for one team (2.2): ``codes`` effective, ``shapes`` Shapeshifter cards."""
    if floor == 1:
        return codes.count(3)
    if floor == 2:
        return codes.count(2) + codes.count(5)
    if floor == 3:
        return 2 if codes.count(1) == 1 else 0
    if floor == 4:
        return codes.count(10)
    if floor == 5:
        return 2 * sum(1 for c in codes if c >= 11)
    if floor == 6:
        return codes.count(7) + codes.count(8) + codes.count(9)
    if floor == 7:
        return codes.count(4) + codes.count(6)
    if floor == 8:
        return groups(codes)
    if floor == 11:
        return shapes
    if floor == 12:
        return 2 if noise <= 5 else 0
    if floor == 13:
        return 2 if noise == 0 else 0
    return 0


def effective_codes(team: Sequence[int], copies: Mapping[int, int] | Mapping_) -> tuple[int, ...]:
    """Each team card's effective code, in hire order (a Shapeshifter without a copy: formless)."""
    target = dict(copies)
    return tuple(CODE[target[c]] if c in target else FORMLESS if KIND[c] == SHAPESHIFTER else CODE[c]
                 for c in team)


def _targets(team: Sequence[int]) -> list[int]:
    return [i for i, c in enumerate(team) if KIND[c] in (ROGUE, REGULAR)]


@lru_cache(maxsize=1 << 16)
def copy_options(team: tuple[int, ...]) -> tuple[tuple[Mapping_, tuple[int, ...]], ...]:
    """The distinct copy decisions of a team: (canonical mapping, target positions).

    Assignments are enumerated in lexicographic order of their target positions (Shapeshifters
    in hire order); each multiset of effective cards is named by its first (smallest) assignment,
    with every target replaced by the lowest card id of the same effective value. The options
    come out in that order. A team without Shapeshifters, or whose Shapeshifters have no target
    (formless), has one option with the empty mapping."""
    shapes = [i for i, c in enumerate(team) if KIND[c] == SHAPESHIFTER]
    targets = _targets(team)
    if not shapes or not targets:
        return (((), ()),)
    lowest: dict[int, int] = {}
    for i in targets:
        code = CODE[team[i]]
        lowest[code] = min(lowest.get(code, 99), team[i])
    seen: dict[tuple[int, ...], tuple[int, ...]] = {}
    for combo in product(targets, repeat=len(shapes)):
        key = tuple(sorted(CODE[team[t]] for t in combo))
        if key not in seen:
            seen[key] = combo
    out = []
    for combo in seen.values():
        mapping = tuple(sorted((team[s], lowest[CODE[team[t]]]) for s, t in zip(shapes, combo)))
        out.append((mapping, combo))
    return tuple(out)


def shape_count(team: Sequence[int]) -> int:
    return sum(1 for c in team if KIND[c] == SHAPESHIFTER)


def score_team(team: Sequence[int], copies: Mapping_, floor: int) -> tuple[int, int, tuple[int, ...]]:
    """(noise, floor bonus, effective codes) of a team with its copies."""
    codes = effective_codes(team, copies)
    noise = noise_of_codes(codes)
    return noise, floor_bonus(floor, codes, shape_count(team), noise), codes


def legal_copies(team: Sequence[int], copies: Mapping_) -> bool:
    """Every Shapeshifter with a target copies exactly one legal one (spec 3.6, R17)."""
    target = dict(copies)
    targets = {team[i] for i in _targets(team)}
    for c in team:
        if KIND[c] == SHAPESHIFTER:
            if targets and target.get(c) not in targets:
                return False
            if not targets and c in target:
                return False
    return len(target) == len(copies) and all(c in team and KIND[c] == SHAPESHIFTER for c in target)


def round_noise(cards: Sequence[int], copies: Mapping[int, int] | Mapping_ = ()) -> int:
    """A team's round noise with the given copies (Shapeshifter card -> target card)."""
    pairs = tuple(sorted(dict(copies).items()))
    if not legal_copies(cards, pairs):
        raise ValueError("those copies are not legal for this team")
    return noise_of_codes(effective_codes(cards, pairs))


def propose_copies(team: Sequence[int], floor: int) -> Mapping_:
    """The app's proposal (3.6): lowest noise, then highest floor bonus, then the earliest
    targets; as a canonical mapping (empty when nothing can be copied)."""
    best, best_key = (), None
    for mapping, _ in copy_options(tuple(team)):
        noise, bonus, _ = score_team(team, mapping, floor)
        key = (noise, -bonus)
        if best_key is None or key < best_key:
            best, best_key = mapping, key
    return best


_FACES = {"1*": 1, "R": 1, "?": FORMLESS, "S": FORMLESS}


def _face_code(face: str | int) -> tuple[int, bool]:
    """(code, is a Shapeshifter) of a face: "1*", "2"... "14", "?" (also "R", "S")."""
    face = str(face).strip()
    if face in _FACES:
        return _FACES[face], face in ("?", "S")
    value = int(face)
    if not 2 <= value <= 14:
        raise ValueError(f"no card face {face!r}")
    return value, False


def noise_score(team: Sequence[str | int]) -> int:
    """The lowest noise any legal Shapeshifter assignment gives a team written as faces
    (``["4", "?", "3", "2"]`` -> 5)."""
    faces = [_face_code(f) for f in team]
    fixed = [code for code, shape in faces if not shape]
    shapes = sum(1 for _, shape in faces if shape)
    targets = sorted({code for code in fixed if 1 <= code <= 10})
    if not shapes or not targets:
        return noise_of_codes(fixed)
    return min(noise_of_codes(fixed + list(combo)) for combo in product(targets, repeat=shapes))

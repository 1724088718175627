"""Nothing created or lost (DESIGN.md's quality bar), in one call for the soak (``rules.soak``):
every card and token accounted for (``accounting.problems``), every treasure where §2.15.1 lets
it lie, and the tracks within their bounds. Asked after every action, so a rule that drops or
copies a piece is caught where it happens rather than at the end of a game.
"""

from __future__ import annotations

from .accounting import problems
from .lookup import treasure
from .state import State


def misplaced(state: State) -> list[str]:
    """Treasures lying where §2.15.1 forbids: a two-handed weapon in one hand, a hand sharing a
    one-handed treasure with the other, a Large one in the backpack."""
    out = []
    for i, a in enumerate(state.agents):
        for t in a.treasures:
            where, info = a.place_of(t), treasure(t)
            if info.two_handed and where in ("left", "right"):
                out.append(f"Seat {i + 1}: the two-handed {t} in one hand ({where})")
            if where == "both" and not info.two_handed:
                out.append(f"Seat {i + 1}: the one-handed {t} in both hands")
            if where == "backpack" and info.size != "S":
                out.append(f"Seat {i + 1}: the Large {t} in the backpack")
    return out


def invariants(state: State) -> list[str]:
    """What does not add up in a full state (not a view): empty when all is well."""
    out = problems(state) + misplaced(state)
    if not (0 <= state.health <= 15 and 0 <= state.clarity <= 10):
        out.append(f"Health {state.health} or Clarity {state.clarity} out of bounds")
    for i, a in enumerate(state.agents):
        if not (0 <= a.energy <= 99 and a.rp >= 0):
            out.append(f"Seat {i + 1}: Energy {a.energy} or RP {a.rp} out of bounds")
    return out

"""AI players that work on the rules protocol alone.

A player is asked ``choose(view_state, seat)``: it sees only that seat's view (never the true
state) and returns one of ``legal_actions(view_state)``. ``make_player`` builds one by kind:
``random``, ``heuristic``, or ISMCTS at ``easy``, ``normal`` or ``hard``.
"""

from .players import KINDS, Player, make_player

__all__ = ["KINDS", "Player", "make_player"]

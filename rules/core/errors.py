"""The two exceptions every game module raises through the protocol."""


class IllegalAction(ValueError):
    """An action that is not in ``legal_actions(state)``; the state is left as it was."""


class BadSave(ValueError):
    """Text given to ``from_json`` that is not a valid saved state of that game."""

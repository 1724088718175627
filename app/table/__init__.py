"""The table layer: pieces (cards now; tiles, standees and dice next), zones, motion, gestures.

Game adapters (``app/games``) describe what lies where; this layer moves, draws and picks up
pieces without knowing any game's rules.
"""

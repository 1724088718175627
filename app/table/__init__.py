"""The generic table: pieces (cards, tiles, standees, dice, tokens) and zones, layouts (rows,
fans, grids, a ring of 3-8 seats, board graphs), motion along routes, drag and drop, staged
moves, the choreographer, dice tumbles and chance events, menus and pickers, the side panel.

Game adapters (``app/games``) describe what lies where and what each gesture means; this layer
moves, draws and picks up pieces without knowing any game's rules or naming any game.
"""

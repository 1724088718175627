"""Castletop's rules: pure Python (standard library only), one package per game.

Every game module exposes the same protocol (see ``rules.core``): ``new_game``, ``to_act``,
``legal_actions``, ``apply``, ``view``, ``determinize``, ``result``, ``to_json``, ``from_json``.
"""

"""The games the timing engine answers for, one module each implementing the one interface of
edison_kg.timing.game (a ``Game`` declared as data, and its state's hooks): ``edison``
(Yu-Gi-Oh!, the Edison format) and ``one_piece`` (the One Piece Card Game, comprehensive rules
8-4 to 8-6). ``GAMES`` is the registry, by the contract's `game`: a new game is a module and a
line here. A game's module is imported the first time a scenario of that game is played (the
One Piece reader is not loaded to answer a Yu-Gi-Oh! question)."""

from __future__ import annotations

from collections.abc import MutableMapping
from importlib import import_module

from edison_kg.timing.game import Game

MODULES = {"yugioh-edison": "edison_kg.timing.games.edison", "one-piece": "edison_kg.timing.games.one_piece"}


class Registry(MutableMapping):
    """game name -> Game, each read from its module when first asked for."""

    def __init__(self, modules: dict[str, str]):
        self._modules = dict(modules)
        self._games: dict[str, Game] = {}

    def __getitem__(self, name: str) -> Game:
        game = self._games.get(name)
        if game is None:
            game = self._games[name] = import_module(self._modules[name]).GAME
        return game

    def __setitem__(self, name: str, game: Game) -> None:
        self._games[name] = game
        self._modules.setdefault(name, "")

    def __delitem__(self, name: str) -> None:
        self._modules.pop(name)
        self._games.pop(name, None)

    def __iter__(self):
        return iter(self._modules)

    def __len__(self) -> int:
        return len(self._modules)


GAMES: MutableMapping[str, Game] = Registry(MODULES)

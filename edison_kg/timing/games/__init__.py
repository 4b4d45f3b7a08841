"""The games the timing engine answers for, one module each implementing the one interface of
edison_kg.timing.game (a ``Game`` declared as data, and its state's hooks): ``edison``
(Yu-Gi-Oh!, the Edison format) and ``one_piece`` (the One Piece Card Game, comprehensive rules
8-4 to 8-6). ``GAMES`` is the registry, by the contract's `game`: a new game is a module and a
line here."""

from edison_kg.timing.games import edison, one_piece
from edison_kg.timing.game import Game

GAMES: dict[str, Game] = {game.name: game for game in (edison.GAME, one_piece.GAME)}

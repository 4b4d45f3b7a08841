"""The games the timing engine answers for, one module each with ``answer(scenario, infos,
ruleset) -> Answer``: ``edison`` (Yu-Gi-Oh!, the Edison format) and ``one_piece`` (the One
Piece Card Game, comprehensive rules 8-4 to 8-6)."""

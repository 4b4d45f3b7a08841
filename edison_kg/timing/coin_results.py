"""A coin toss or a die roll at resolution is no choice of a player (rule res-chance-result-not-a-choice).

"When this card is Summoned, toss a coin: ● Heads: ... ● Tails: ..." (the Arcana Force monsters): the card reader
marks each bulleted result Clause.chance. The coin, not the player, picks one, so a scenario that resolves such an
effect without saying the result is no bad scenario: the effect resolved (which is what happened, whatever the
result), and the answer says in `assumed` that no result is taken. A scenario that wants a result's events
states them ({"resolve": N, "events": [...]})."""

from __future__ import annotations

CHANCE_RULE = "res-chance-result-not-a-choice"


def result_left_open(state, link) -> bool:
    """Is every bulleted option of the resolving effect a result of chance (a coin, a die), with none a player picks?
    Then its resolution is recorded as done, the result not taken, said in `assumed`."""
    effect = link.effect
    options = [c for c in effect.clauses if c.alternative] if effect is not None else []
    if not options or not all(c.chance for c in options):
        return False
    state.cite(CHANCE_RULE)
    state.assume(f"{link.info.name}'s result is decided by chance (a coin toss or a die roll), not chosen, and no step "
                 f"says which came up: it is taken as resolved with no result's events named")
    return True

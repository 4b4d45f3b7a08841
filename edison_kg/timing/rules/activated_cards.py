"""Cards an effect activates (rule ce-forbidden-action-effect): an effect whose doing is
that its player activates Spell or Trap Cards from the hand or the Deck ("you can activate Trap
Card(s) from your hand") does nothing while a restriction forbids that player to activate cards of
that kind ("your opponent cannot activate any Spell/Trap Cards until the end of the Damage Step",
"Trap Cards cannot be activated"), so it cannot be activated. Only an effect used at once in
answer to an event is meant: a permission that lasts the turn ("During this turn, you can activate
1 Trap Card from your hand") may still be used once the restriction is gone."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.continuous import _named, restricts_player
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.rules.happened import started_by_event


@only_for(lambda effect: started_by_event(effect))
def activated_cards_forbidden(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not started_by_event(effect):
        return None
    # a deed done only if something holds ("If your opponent had an active Field Spell Card ...,
    # they can draw 1 card") is not what the effect is for
    doing = [c for c in effect.clauses if c.action != "target" and not (c.only_if and c.action != "activate_card")]
    if not doing or any(c.action != "activate_card" for c in doing):
        return None
    player = state.controller(ref)
    for clause in doing:
        kinds = clause.cards.classes
        for holder, restriction in state.restrictions():
            if holder == ref or restriction.kind != "cannot-activate" or restriction.by_cost \
                    or not restricts_player(state, holder, restriction, player):
                continue
            reached = restriction.cards.classes
            if reached and (not kinds or not kinds <= reached):
                continue              # it may activate cards the restriction does not reach
            subtypes = restriction.cards.subtypes     # "a new Field Spell Card" reaches Field Spells
            if subtypes and not (clause.cards.subtypes and clause.cards.subtypes <= subtypes):
                continue
            return Verdict("no", "other", ["ce-forbidden-action-effect", "ce-cannot-activate-vs-negate"],
                           f"{_named(state, holder, restriction)}, and {state.infos[ref].name} would have its player "
                           f"activate such cards (\"{clause.text.rstrip('.')}\"): it would do nothing, so it cannot "
                           f"be activated.")
    return None

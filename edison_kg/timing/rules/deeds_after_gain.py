"""Round 113: "Each time a Counter Trap Card is activated, immediately after it resolves, gain 1000 LP, and if you do,
if "The Sanctuary in the Sky" is on the field, destroy 1 card your opponent controls" (Meltiel, Sage of the Sky).

Its words are Layard the Liberator's and Bountiful Artemis's ("immediately after it resolves"), whose rulings make that
a continuous effect that starts no Chain and cannot be chained to; so Meltiel's deed is applied the same way, right
after the Counter Trap resolves (rule ce-deed-right-after-the-resolution, timing/rules/deeds_each_time.py). The gain is
done; the destruction after "and if you do" only while a face-up card its text names is on the field, and which card
of the opponent's is destroyed its controller picks as it is done (not named here: said in assumed)."""

from __future__ import annotations

from edison_kg.timing.scenario import Event


def gained_and_destroyed(state, ref: str, restriction) -> tuple[list, str]:
    """The events of the deed (the LP gained, then, if its card is on the field, a card destroyed) and their words."""
    controller = state.controller(ref)
    happened = [Event("lp_gained", player=controller, cause="effect", by=ref, amount=restriction.amount)]
    said = f"{controller} gained {restriction.amount} LP"
    needed = " or ".join(sorted(restriction.while_kind.card_names)) or "the card its text names"
    if any(state.face_up_on_field(other) and state.kind_of(other, restriction.while_kind) for other in state.cards):
        opponent = state.opponent(controller)
        happened.append(Event("destroyed", player=opponent, cause="effect", by=ref, from_zone="field",
                              to_zone="graveyard"))
        said += (f", and since {needed} is on the field, 1 card {opponent} controls was destroyed (which one, "
                 f"{controller} picks as it is done)")
    else:
        said += f"; {needed} is not on the field, so it destroys nothing"
    return happened, said

"""A target that no longer is what it was targeted as is no longer that target (rule res-target-no-longer-fits;
round 182).

"Select 1 face-up monster your opponent controls. Inflict damage ... equal to half that monster's original ATK"
(Misfortune) with that monster flipped face-down by a card chained to it: it is no longer a face-up monster, so the
effect does nothing to it, and inflicts no damage by it (Misfortune's and Reptilianne Vaskii's rulings: a target
face-down when the effect resolves is not destroyed); "Target 1 face-up Attack Position ..." changed to Defense
Position before it resolves (Bubble Shuffle's ruling). It goes with a target that left its place (rule
res-target-gone-not-done: timing/clause_cards.py), and what is done without it follows the same rules."""

from __future__ import annotations

RULE = "res-target-no-longer-fits"
# what happens to a card on the field that changes its face or battle position
_CHANGES = ("flipped_face_down", "flipped_face_up", "position_changed")
_WORDS = {"face-up": "face-up", "face-down": "face-down", "attack": "Attack Position", "defense": "Defense Position",
          "face-up-defense": "face-up Defense Position"}


def unfit_targets(state, link, at: int) -> set[str]:
    """The link's targets, still on the field, whose face or battle position changed after its activation (moment
    ``at``) so that they no longer fit the face or position every target of the effect was targeted as."""
    effect = link.effect
    if effect is None or not link.targets or not effect.target_clauses:
        return set()
    wanted = {clause.position for clause in effect.target_clauses}
    if len(wanted) != 1 or None in wanted:
        return set()            # each target as its own clause says: not read here
    position = wanted.pop()
    changed = {event.card for moment in state.moments[at + 1:] for event in moment.events
               if event.event in _CHANGES and event.card in link.targets}
    unfit = {ref for ref in changed if state.cards[ref].on_field and not _fits(state.cards[ref], position)}
    for ref in sorted(unfit):
        state.cite(RULE)
        state.assume(f"{state.infos[ref].name} is no longer the target of {state.infos[link.card].name}: it was "
                     f"targeted as a {_WORDS.get(position, position)} card, and it is not one now")
    return unfit


def _fits(card, position: str) -> bool:
    """Is the card, as it is now, of the face or position its target was named by?"""
    if position == "face-up":
        return card.face_up is not False
    if position == "face-down":
        return card.face_up is not True
    if position == "attack":
        return card.face_up is not False and card.position in (None, "attack")
    if position in ("defense", "face-up-defense"):
        return card.position in (None, "defense", "face_down") and (position == "defense" or card.face_up is not False)
    return True

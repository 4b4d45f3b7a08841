""""hand-picks N:CLASS ..." (cardtext/hand_picks.py): the effect selects that many cards of each class from its
player's hand as it is activated; its own card, on the field by then, is not one of them. With fewer in the hand it
cannot do what it says, so it cannot be activated (round 93, rule deed-hand-picks-by-class). The cards the scenario
names in the hand are all there are (timing/closed_places.py), and the answer says so."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all

HAND_PICKS_RULES = ["deed-hand-picks-by-class", "activation-needs-a-possible-effect"]
_WORDS = {"monster": "Monster Card", "non-monster": "non-Monster Card", "spell": "Spell Card", "trap": "Trap Card"}


def _of_class(card_type: str, wanted: str) -> bool:
    return card_type != "monster" if wanted == "non-monster" else card_type == wanted


def hand_picks(state, ref: str, controller: str, words) -> str | None:
    if not is_closed(state, "hand") or could_be_in(state, controller, "hand"):
        return None
    held = [state.infos[other].card_type for other in cards_in(state, controller, "hand")
            if other != ref and state.infos.get(other) is not None]
    wanted = [(int(part.split(":")[0]), part.split(":")[1]) for part in words[1:]]
    short = [(n, cls) for n, cls in wanted if sum(_of_class(t, cls) for t in held) < n]
    if not short and len(held) >= sum(n for n, _ in wanted):
        return None
    say_named_are_all(state, controller, "hand", apart_from=ref)
    need = " and ".join(f"{n} {_WORDS[cls]}(s)" for n, cls in wanted)
    return (f"It selects {need} from its controller's hand, and the hand, apart from this card, does not hold them: "
            f"it cannot be activated.")

"""A card's protection of a kind of card (rule ce-protection-of-a-kind) and an effect that acts on all cards of a
kind leaving the protected ones where they are (rule ce-protected-card-stays), on real cards of the pool: Orichalcos
Shunoros keeps face-up Level 4 Normal Monsters on the field from being destroyed by card effects."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.continuous import restrictions_of
from edison_kg.vocab.model import AnalyzedEffect


def card(name, controller, zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def raigeki_destroys(cards: dict) -> tuple[set[str], list[str]]:
    """The cards B's Raigeki destroys as it resolves, and the rules the answer cites."""
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1",
                         "cards": {**cards, "rai": card("Raigeki", "B", "hand")},
                         "steps": [{"activate": "rai"}, {"resolve": 1}], "ask": {"last_thing": True}})
    return {e["card"] for e in answer.last_thing if e["event"] == "destroyed"}, answer.rules


def test_the_protected_kind_stays_on_the_field_and_the_others_are_destroyed():
    cards = {"witch": card("Witch of the Black Forest", "A", position="attack"),
             "wolf": card("Gene-Warped Warwolf", "A", position="attack"),
             "shun": card("Orichalcos Shunoros", "A", position="attack")}
    destroyed, rules = raigeki_destroys(cards)
    assert destroyed == {"witch", "shun"} and "ce-protected-card-stays" in rules


def test_without_the_protection_every_monster_is_destroyed():
    cards = {"witch": card("Witch of the Black Forest", "A", position="attack"),
             "wolf": card("Gene-Warped Warwolf", "A", position="attack")}
    destroyed, rules = raigeki_destroys(cards)
    assert destroyed == {"witch", "wolf"} and "ce-protected-card-stays" not in rules


def test_a_face_down_monster_is_not_of_the_protected_kind():
    cards = {"wolf": card("Gene-Warped Warwolf", "A", position="defense", face_up=False),
             "shun": card("Orichalcos Shunoros", "A", position="attack")}
    assert raigeki_destroys(cards)[0] == {"wolf", "shun"}


def test_the_reader_reads_the_kind_protected_and_whose():
    zombies, = restrictions_of(AnalyzedEffect(number=1, kind="continuous",
                                              text="Zombies you control can't be destroyed by Card Effects."))
    assert (zombies.kind, zombies.cards.monster_types, zombies.cards_of) == ("cards-cannot-be-destroyed",
                                                                             frozenset({"Zombie"}), "you")
    normals, = restrictions_of(AnalyzedEffect(number=1, kind="continuous", text=(
        "Face-up Level 4 Normal Monsters on the field cannot be destroyed by card effects.")))
    assert (normals.cards.subtypes, normals.cards.level_max, normals.cards_of) == (frozenset({"Normal"}), 4, None)

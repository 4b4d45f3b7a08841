"""What an activation's cost, target count or deed needs, read by the card reader (edison_kg/cardtext/deed_needs.py)."""

from __future__ import annotations

from edison_kg.cardtext import analyze


def held(text, card_type="trap", subtypes=("normal",)):
    return [e.needs_held for e in analyze(text, card_type=card_type, subtypes=subtypes)]


def test_paying_down_to_a_number():
    assert held("Pay LP so that you only have 100 left; Special Summon as many \"Six Samurai\" monsters with different "
                "names from your GY as possible.") == [("pays-down-to you 100",)]
    assert held("Pay 1000 Life Points. Draw 2 cards.", "spell") == [()]


def test_a_target_count_bounded_by_a_hand():
    text = ("If this card is Normal Summoned: Target 1 to 3 cards you control, but not more than your opponent has in "
            "their hand; shuffle them into the Deck.")
    assert ("target-bound hand opponent >= 1",) in held(text, "monster", ("effect",))
    assert ("target-bound hand opponent >= 1",) not in held("If this card is Normal Summoned: Target 1 to 3 cards you "
                                                            "control; shuffle them into the Deck.", "monster", ("effect",))


def test_the_graveyard_half_of_a_conjoined_condition():
    assert held("Activate only if you control a face-up \"Koa'ki Meiru\" monster and have \"Iron Core of Koa'ki Meiru\" "
                "in your Graveyard. Negate the activation of an Effect Monster's effect, and destroy it.", "trap",
                ("counter",)) == [("holds you graveyard Iron Core of Koa'ki Meiru",)]


def test_a_battle_between_the_two_sides():
    assert held("Activate only when an opponent's monster declares an attack. Negate the battle, and 1 monster with the "
                "lowest ATK in face-up Attack Position your opponent controls battles against 1 monster with the lowest "
                "DEF in face-up Defense Position you control. After that battle, end the Battle Phase.") == [
        ("face-up-position opponent attack", "face-up-position you defense")]


def test_the_same_level_as_the_selected_monster():
    assert held("Select 1 face-up monster your opponent controls. Special Summon 1 monster from your hand that has the "
                "same Level as the selected monster.") == [("same-level you hand opponent",)]


def test_cards_destroyed_by_battle_this_turn():
    effect, = analyze("Pay 500 Life Points. Special Summon from both players' Graveyards as many Normal Monsters as "
                      "possible with 1000 or less ATK that were destroyed by battle this turn.", card_type="trap",
                      subtypes=("normal",))
    need = effect.needs_this_turn
    assert need.types == ["destroyed"] and need.cause == "battle" and need.kind.atk_max == 1000
    assert "Normal" in need.kind.subtypes


def test_rearranging_face_down_monsters_needs_two():
    # the first deed rearranges; one done "After you use this effect" is not read
    assert held("Once per turn, by paying 300 Life Points, rearrange the face-down Defense Position monsters in your Main "
                "Monster Zones, then return them in face-down Defense Position.", "spell", ("continuous",)) == [
        ("rearranges you face-down 2",)]
    assert held("You can flip this card into face-down Defense Position once per turn during your Main Phase. After you "
                "use this effect, rearrange the face-down Defense Position monsters in your Main Monster Zones, then "
                "return them in face-down Defense Position.", "monster", ("effect",)) == [()]

"""What an activation needs of the duel's cards, read by the card reader (edison_kg/cardtext/card_needs.py,
taken_cards.py, scaled.py;), on the texts of real cards of the pool."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from edison_kg.cardtext.cardkind import card_kind


def effects(text, card_type="monster", subtypes=("effect",)):
    return analyze(text, card_type=card_type, subtypes=subtypes)


def test_a_cost_of_equip_spells_equipped_to_its_card():
    # Guardian Ceal, Woodland Sprite
    ceal = effects("Cannot be Summoned unless you control a face-up \"Shooting Star Bow - Ceal\". You can send 1 Equip "
                   "Spell Card you control that is equipped to this card to the Graveyard to target 1 monster your "
                   "opponent controls; destroy that target.")
    assert any("equipped-cost 1 spell" in e.needs_held for e in ceal)
    sprite = effects("Send 1 Equip Card equipped to this card to the Graveyard to inflict 500 damage to your opponent.")
    assert any("equipped-cost 1 card" in e.needs_held for e in sprite)
    plain = effects("You can send 1 card from your hand to the Graveyard to target 1 monster your opponent controls; "
                    "destroy that target.")
    assert not any(e.needs_held for e in plain)


def test_select_and_a_deed_from_the_graveyard():
    # Junk Box: the old wording's selection is the card the deed takes
    box, = effects("Select and Special Summon 1 Level 4 or lower \"Morphtronic\" monster from your Graveyard. Destroy "
                   "it during the End Phase.", "spell", ("normal",))
    summon = next(c for c in box.clauses if c.action == "special_summon")
    assert summon.selects_a_number and summon.from_zone == "graveyard"
    plain, = effects("Special Summon 1 Level 4 or lower \"Morphtronic\" monster from your Graveyard.", "spell",
                     ("normal",))
    assert not any(c.selects_a_number for c in plain.clauses)


def test_a_tribute_of_one_of_each_kind():
    # Elemental Burst (the only card of the pool whose cost Tributes "1 each of" kinds)
    burst, = effects("Tribute 1 each of WIND, WATER, FIRE, and EARTH monsters to activate this card. Destroy all cards "
                     "on your opponent's side of the field.", "trap", ("normal",))
    assert [sorted(c.cards.attributes) for c in burst.cost_clauses] == [["WIND"], ["WATER"], ["FIRE"], ["EARTH"]]
    assert [c.index for c in burst.cost_clauses] == [1, 2, 3, 4]
    one, = effects("Tribute 1 WIND monster to activate this card. Destroy all cards on your opponent's side of the "
                   "field.", "trap", ("normal",))
    assert len(one.cost_clauses) == 1


def test_different_names_on_the_monsters_you_control_are_counted():
    # Space Gift (the only card of the pool counting "different ... names on the monsters you control")
    gift, = effects("Draw 1 card for each different \"Neo-Spacian\" name on the monsters you control.", "spell",
                    ("normal",))
    clause = gift.clauses[0]
    assert clause.scales_with == "you field different-names" and "Neo-Spacian" in clause.scales_kind.names


def test_a_condition_counting_different_names():
    # Rainbow Gravity (the only activated effect of the pool whose condition counts different names)
    gravity, = effects("If you have 7 \"Crystal Beast\" cards with different names on the field or in your Graveyard: "
                       "Special Summon 1 \"Ultimate Crystal\" monster from your Deck or Graveyard, ignoring the "
                       "Summoning conditions.", "trap", ("normal",))
    assert gravity.needs_held == ("different-names 7 field+graveyard card Crystal Beast",)
    assert not gravity.condition_unread


def test_an_option_with_its_own_state():
    # Legacy of Yata-Garasu (the only bulleted option of the pool with a state of its own)
    legacy, = effects("Activate 1 of these effects:\n● Draw 1 card.\n● Activate only if your opponent controls a "
                      "face-up Spirit monster. Draw 2 cards.", "spell", ("normal",))
    assert legacy.needs_held == ("option-holds 2 opponent Spirit",)
    assert card_kind("Spirit monster").subtypes == frozenset({"Spirit"})


def test_a_level_within_the_counters_on_its_card():
    # Spacegate, Dragonic Guard
    gate = effects("Each time a monster your opponent controls attacks or is attacked, place 1 Gate Counter on this "
                   "card at the end of the Damage Step. During your Main Phase: You can send this card to the Graveyard; "
                   "Special Summon 1 monster from your hand whose Level is less than or equal to the number of Gate "
                   "Counters on this card.", "trap", ("continuous",))
    assert any(e.needs_held == ("level-within-counters gate hand",) for e in gate)
    guard = effects("Each time a monster is Normal Summoned or Set, place 1 Dragonic Counter on this card. You can send "
                    "this face-up card to the Graveyard to Special Summon 1 Dragon-Type monster from your Deck whose "
                    "Level is less than or equal to the number of Dragonic Counters on this card.")
    assert any(e.needs_held == ("level-within-counters dragonic",) for e in guard)


def test_fusion_materials_named_one_by_one():
    # Cyberdark Impact! (the only card of the pool that Fusion Summons with "1 each of" named cards)
    impact, = effects("Fusion Summon 1 \"Cyberdark Dragon\" from your Extra Deck, by returning 1 each of \"Cyberdark "
                      "Horn\", \"Cyberdark Edge\" and \"Cyberdark Keel\" from your hand, GY, and/or anywhere on your "
                      "field, to the Deck, as Fusion Material.", "spell", ("normal",))
    assert impact.needs_held == ("each-named hand+graveyard+field Cyberdark Horn|Cyberdark Edge|Cyberdark Keel",)
    # Ojamagic takes its named cards from the Deck, which stays open: nothing to read
    ojamagic = effects("If this card is sent from the hand or field to the GY: Add 1 each of "
                       "\"Ojama Green\", \"Ojama Yellow\" and \"Ojama Black\" from your Deck to your hand.", "spell",
                       ("normal",))
    assert not any(e.needs_held for e in ojamagic)


def test_fusion_materials_tributed_with_itself():
    # The Dark - Hex-Sealed Fusion, The Earth - Hex-Sealed Fusion
    dark = effects("You can substitute this card for any 1 Fusion Material Monster, but the other Fusion Material "
                   "Monster(s) must be correct. You can Tribute Fusion Material Monsters on the field, including this "
                   "face-up card; Special Summon 1 corresponding DARK Fusion Monster from your Extra Deck.")
    assert [e.needs_held for e in dark] == [(), ("tributes-with-itself",)]

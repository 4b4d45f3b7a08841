"""Bullets of one card labelled by a count ("● 3 or more:", "● 4+:") and bulleted options a
player chooses with nothing of their own ("Activate 1 of these effects. ● ... ● ..."), on real cards
(cardtext/count_bullets.py, timing/rules/field_counts.py, timing/rules/options.py)."""

from __future__ import annotations

from scenario_cards import ask, card

from edison_kg.cardtext import analyze
from edison_kg.timing.rules.options import option_effects, plain_options

HARPIES = ["Harpie Lady 1", "Harpie Lady 2", "Harpie Lady 3"]
CRYSTAL_BEASTS = ["Crystal Beast Ruby Carbuncle", "Crystal Beast Amethyst Cat", "Crystal Beast Emerald Tortoise",
                  "Crystal Beast Topaz Tiger"]


def test_an_activated_bullet_needs_its_count_of_monsters_you_control_other_than_this_card():
    # Harpie's Pet Baby Dragon: "... based on the number of "Harpie" monsters you control, except "Harpie's Pet
    # Baby Dragon". ● 3 or more: Once per turn: You can target 1 card your opponent controls; destroy that target."
    def harpies(count):
        cards = {"pet": card("Harpie's Pet Baby Dragon", "A", position="attack"),
                 "vr": card("Vorse Raider", "B", position="attack")}
        cards.update({f"h{i}": card(name, "A", position="attack") for i, name in enumerate(HARPIES[:count])})
        return ask(cards, {"can_activate": "pet", "effect_text": "You can target 1 card your opponent controls"})
    unmet = harpies(2)                  # 2 other Harpies: the card itself is not counted
    assert unmet.answer == "no" and unmet.reason == "condition-not-met"
    assert "cond-activation-needs-a-count" in unmet.rules
    assert harpies(3).answer == "yes"


def test_an_activated_bullet_needs_its_count_of_cards_in_the_spell_and_trap_zones():
    # Ancient City - Rainbow Ruins: "You must have this many "Crystal Beast" cards in your Spell & Trap Card Zone to
    # activate and resolve these effects. ... ● 4+: Once per turn, during your Main Phase: You can draw 1 card."
    def ruins(count):
        cards = {"rr": card("Ancient City - Rainbow Ruins", "A", "field_zone")}
        cards.update({f"c{i}": card(name, "A", "spell_trap_zone") for i, name in enumerate(CRYSTAL_BEASTS[:count])})
        return ask(cards, {"can_activate": "rr", "effect_text": "You can draw 1 card"})
    unmet = ruins(3)
    assert unmet.answer == "no" and unmet.reason == "condition-not-met"
    assert ruins(4).answer == "yes"


def test_count_labels_are_read_onto_the_activated_bullets_only():
    text = ('This card gains effects based on the number of "Harpie" monsters you control, except "Harpie\'s Pet '
            'Baby Dragon".\n● 1 or more: Your opponent cannot target "Harpie" monsters you control for attacks, '
            'except "Harpie\'s Pet Baby Dragon".\n● 2 or more: Double the original ATK and DEF of this card.\n'
            '● 3 or more: Once per turn: You can target 1 card your opponent controls; destroy that target.')
    effects = analyze(text, name="Harpie's Pet Baby Dragon")
    counted = [e for e in effects if e.needs_count]
    assert [e.needs_count for e in counted] == ["you field >= 4"]       # 3 others and the card itself
    assert counted[0].needs_kind.names == frozenset({"Harpie"})
    hunter = analyze("This card's effect changes depending on the number of DARK monsters in your Graveyard. "
                     "● 1 or fewer: This card loses 400 ATK. ● 2 to 4: This card gains 400 ATK. ● 5 or more: You can "
                     "send this card to the Graveyard to destroy all face-down monsters your opponent controls.",
                     name="Dark Hunter")
    assert [e.needs_count for e in hunter if e.needs_count] == ["you graveyard >= 5"]


def test_bulleted_options_a_player_chooses_are_judged_one_by_one():
    # Cyber Raider: "If this card is Summoned: Activate 1 of these effects. ● Target 1 Equip Card on the field; destroy
    # that target. ● Target 1 Equip Card on the field; equip that target to this card."
    cards = {"cr": card("Cyber Raider", "A", "hand"), "vr": card("Vorse Raider", "B", position="attack")}
    unmet = ask(cards, {"can_activate": "cr"}, [{"summon": "cr"}])
    assert unmet.answer == "no"
    cards["axe"] = card("Axe of Despair", "B", "spell_trap_zone", equipped_to="vr")
    met = ask(cards, {"can_activate": "cr"}, [{"summon": "cr"}])
    assert met.answer == "yes" and "act-an-option-that-can-be-done" in met.rules


def test_a_coin_picks_the_result_not_the_player():
    poison = analyze("Activate 1 of these effects: ● Gain 1200 LP. ● Inflict 800 damage to your opponent.",
                     card_type="spell", name="Poison of the Old Man")[0]
    assert plain_options(poison) and len(option_effects(poison)) == 2
    magician = analyze("When this card is Summoned, toss a coin: ● Heads: When a Spell Card is activated, this card's "
                       "ATK is doubled until the End Phase. ● Tails: When a Spell Card is activated, your opponent "
                       "gains 500 Life Points.", name="Arcana Force I - The Magician")
    assert not any(plain_options(e) for e in magician)

"""What an Equip Spell resolving implies ("a monster is equipped": the monster it went to, rule
eq-equipped-monster-is-the-subject, timing/rules/conditions.py), a lock an effect leaves on the monster it selected
(rule ce-lock-left-on-the-selected-monster, timing/restrictions.py and rules/costs.py), and where an effect whose
cost discards the card itself is activated from (cardtext/location.py), on real cards."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from cardtext.pool import card as read_card
from scenario_cards import ask, card


def test_an_equip_spell_resolving_meets_a_monster_is_equipped():
    # Armored Glass: "You can only activate this card when a monster is equipped with an Equip Card."
    cards = {"vr": card("Vorse Raider", "B", position="attack"), "axe": card("Axe of Despair", "B", "hand"),
             "ag": card("Armored Glass", "A", "spell_trap_zone", face_up=False)}
    steps = [{"activate": "axe", "targets": ["vr"]}, {"resolve": 1}]
    answer = ask(cards, {"can_activate": "ag"}, steps=steps, turn_player="B")
    assert answer.answer == "yes"
    assert any(r.endswith("eq-equipped-monster-is-the-subject") for r in answer.rules)
    # its activation not yet resolved: nothing is equipped yet
    assert ask(cards, {"can_activate": "ag"}, steps=steps[:1], turn_player="B").answer == "no"


def test_a_monster_selected_by_a_lock_cannot_pay_a_cost_that_tributes_it():
    # Grapple Blocker: "The selected monster cannot attack or be Tributed, while this card remains face-up on the
    # field."; Maryokutai: "During your opponent's turn, when your opponent activates a Spell Card (Quick Effect):
    # You can Tribute this card; negate the activation, and if you do, destroy it."
    cards = {"gb": card("Grapple Blocker", "A", "hand"), "my": card("Maryokutai", "B", position="attack"),
             "dk": card("Dian Keto the Cure Master", "A", "hand")}
    steps = [{"summon": "gb", "method": "normal"}, {"activate": "gb", "targets": ["my"]}, {"resolve": 1}]
    answer = ask(cards, {"can_activate": "my"}, steps=steps + [{"activate": "dk"}])
    assert (answer.answer, answer.reason) == ("no", "other")
    assert any(r.endswith("ce-lock-left-on-the-selected-monster") for r in answer.rules)
    # the lock lasts only while its card stays face-up on the field
    gone = steps + [{"events": [{"event": "destroyed", "card": "gb", "player": "A", "from": "monster_zone",
                                 "to": "graveyard", "cause": "effect"}]}, {"activate": "dk"}]
    assert ask(cards, {"can_activate": "my"}, steps=gone).answer == "yes"


def test_a_lock_on_another_monster_leaves_this_ones_cost_alone():
    cards = {"gb": card("Grapple Blocker", "A", "hand"), "my": card("Maryokutai", "B", position="attack"),
             "vr": card("Vorse Raider", "B", position="attack"), "dk": card("Dian Keto the Cure Master", "A", "hand")}
    steps = [{"summon": "gb", "method": "normal"}, {"activate": "gb", "targets": ["vr"]}, {"resolve": 1},
             {"activate": "dk"}]
    assert ask(cards, {"can_activate": "my"}, steps=steps).answer == "yes"


def test_a_cost_that_discards_the_card_itself_is_paid_from_the_hand():
    # Cyber Ogre: "By discarding this card from your hand to the Graveyard, negate 1 battle involving a "Cyber Ogre"
    # on your side of the field ..."
    [effect] = read_card("Cyber Ogre")
    assert effect.activates_from == "hand"
    # the -ing form names the card's place as the plain verb does
    [plain] = analyze("Discard this card from your hand to the Graveyard; draw 1 card. This effect can be activated "
                      "during either player's turn.", card_type="monster", subtypes=("Effect",))
    assert plain.activates_from == effect.activates_from

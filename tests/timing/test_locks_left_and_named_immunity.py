"""A lock a resolved effect leaves on the cards it targeted while its card is in the Graveyard
(rule ce-lock-left-on-the-targeted-cards, timing/restrictions.py and rules/continuous.py), and an activation its
own card makes unaffected by a named card (rule ce-activation-unaffected-by-named-card, rules/graveyard_targets.py),
on real cards. Each wording has one card in the pool (Cursed Fig, Rite of Spirit), so those two are used."""

from __future__ import annotations

from cardtext.pool import card as read_card
from scenario_cards import ask, card


def test_the_reader_types_the_lock_left_on_the_targets():
    # Cursed Fig: "... Target 2 Set Spell/Trap Cards on the field; while this card is in the Graveyard, those Set
    # cards cannot be activated."
    [effect] = read_card("Cursed Fig")
    [lock] = effect.restrictions
    assert (lock.kind, lock.granted_to, lock.lasts) == ("cannot-activate", "effect-target", "while-in-graveyard")


FIG = {"fig": card("Cursed Fig", "A", position="attack"), "vr": card("Vorse Raider", "B", position="attack"),
       "mst": card("Mystical Space Typhoon", "B", "spell_trap_zone", face_up=False),
       "mf": card("Mirror Force", "A", "spell_trap_zone", face_up=False),
       "hs": card("Heavy Storm", "B", "spell_trap_zone", face_up=False)}
BATTLE = [{"events": [{"event": "attack_declared", "card": "vr", "target": "fig"}]}, {"phase": "damage_step"},
          {"events": [{"event": "destroyed", "card": "fig", "cause": "battle", "by": "vr"}]},
          {"events": [{"event": "sent_to_gy", "card": "fig", "from": "field", "to": "graveyard", "cause": "battle"}]},
          {"activate": "fig", "targets": ["mst", "mf"]}, {"resolve": 1}, {"phase": "main2"}]


def test_a_targeted_set_card_cannot_be_activated_while_the_card_is_in_the_graveyard():
    answer = ask(FIG, {"can_activate": "mst"}, steps=BATTLE, phase="battle", turn_player="B")
    assert (answer.answer, answer.reason) == ("no", "other")
    assert any(r.endswith("ce-lock-left-on-the-targeted-cards") for r in answer.rules)


def test_a_set_card_it_did_not_target_is_free():
    assert ask(FIG, {"can_activate": "hs"}, steps=BATTLE, phase="battle", turn_player="B").answer == "yes"
    answer = ask(FIG, {"can_activate": "mst"}, steps=BATTLE[:4] + [{"phase": "main2"}], phase="battle", turn_player="B")
    assert answer.answer == "yes"        # no effect resolved: no lock


def test_the_lock_ends_when_its_card_leaves_the_graveyard():
    gone = BATTLE + [{"events": [{"event": "banished", "card": "fig", "from": "graveyard", "cause": "effect"}]}]
    assert ask(FIG, {"can_activate": "mst"}, steps=gone, phase="battle", turn_player="B").answer == "yes"


def test_the_reader_types_an_activation_unaffected_by_a_named_card():
    # Rite of Spirit: "... This card's activation and effect are unaffected by "Necrovalley"."
    [effect] = read_card("Rite of Spirit")
    [freed] = effect.restrictions
    assert (freed.kind, freed.granted_to, freed.cards.card_names) == ("unaffected", "own-activation",
                                                                      frozenset({"Necrovalley"}))


VALLEY = {"valley": card("Necrovalley", "B", "field_zone", face_up=True),
          "guard": card("Gravekeeper's Guard", "A", "graveyard"),
          "rite": card("Rite of Spirit", "A", "spell_trap_zone", face_up=False),
          "coth": card("Call of the Haunted", "A", "spell_trap_zone", face_up=False)}


def test_an_activation_unaffected_by_the_named_card_is_not_negated_by_it():
    answer = ask(VALLEY, {"can_activate": "rite"}, turn_player="B")
    assert answer.answer == "yes"
    assert any(r.endswith("ce-activation-unaffected-by-named-card") for r in answer.rules)


def test_another_graveyard_target_is_still_negated():
    answer = ask(VALLEY, {"can_activate": "coth"}, turn_player="B")
    assert (answer.answer, answer.reason) == ("no", "other")
    assert any(r.endswith("ce-graveyard-target-negated") for r in answer.rules)


# Gravekeeper's Priestess: "While there is no face-up Field Spell, the field is treated as "Necrovalley". ...";
# Bazoo the Soul-Eater: "Once per turn: You can banish up to 3 monsters from your GY; ..."
PRIESTESS = {"priestess": card("Gravekeeper's Priestess", "B", position="attack"),
             "bazoo": card("Bazoo the Soul-Eater", "A", position="attack"),
             "dead": card("Vorse Raider", "A", "graveyard")}


def test_a_field_treated_as_a_field_spell_applies_its_locks():
    answer = ask(PRIESTESS, {"can_activate": "bazoo"})
    assert (answer.answer, answer.reason) == ("no", "other")
    assert any(r.endswith("ce-forbidden-action-cost") for r in answer.rules)
    # the answer says whose lock it is and cites the rules that make it the Priestess's
    assert any(r.endswith("ce-field-treated-as-applies-its-effects") for r in answer.rules)
    assert 'makes the field "Necrovalley"' in answer.explanation


def test_a_face_up_field_spell_is_the_field_instead():
    cards = dict(PRIESTESS, sogen=card("Sogen", "A", "field_zone", face_up=True))
    assert ask(cards, {"can_activate": "bazoo"}).answer == "yes"

"""What the card reader takes from a target wording (cardtext/targets.py) and the locks on
targeting and on control it reads (tables/restrictions.toml), on real cards of the pool."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from edison_kg.cardtext.targets import target_clauses
from cardtext.pool import card


def target_of(effect):
    return [(c.every, c.whose, c.count, c.position) for c in effect.target_clauses]


def test_the_class_whose_and_how_many_of_a_plain_target():
    assert target_of(card("Change of Heart")[0]) == [("monster", "opponent", 1, None)]
    assert target_of(analyze("Target 2 Spell/Trap Cards on the field; destroy them.", card_type="spell",
                             subtypes=("Normal",))[0]) == [("spell-trap", None, 2, None)]
    assert target_of(analyze("Target 1 face-up monster; Set it.", card_type="spell",
                             subtypes=("Quick-Play",))[0]) == [("monster", None, 1, "face-up")]


def test_a_target_in_the_graveyard_is_no_target_on_the_field():
    text = "Target 1 monster in your Graveyard; Special Summon it."
    assert target_of(analyze(text, card_type="spell", subtypes=("Normal",))[0]) == []


def test_control_locks_are_read_but_not_those_gained_under_a_condition():
    for name in ("Blindly Loyal Goblin", "Mataza the Zapper", "Botanical Lion", "Horus the Black Flame Dragon LV4"):
        assert any(r.kind == "control-locked" for e in card(name) for r in e.restrictions), name
    # a lock gained under an Attribute bullet is read with that state, never as always on
    [magician] = [r for e in card("Element Magician") for r in e.restrictions if r.kind == "control-locked"]
    assert (magician.holds_while, magician.while_kind.attributes) == ("field-has-kind", frozenset({"WATER"}))


def test_protections_from_targeting_name_the_cards_and_who_cannot_target_them():
    [lord] = [r for e in card("Lord of D.") for r in e.restrictions if r.kind == "cannot-be-targeted"]
    assert (lord.players, lord.cards.monster_types) == ("both", frozenset({"Dragon"}))
    [dragun] = [r for e in card("King Dragun") for r in e.restrictions if r.kind == "cannot-be-targeted"]
    assert dragun.players == "opponent"
    [obelisk] = [r for e in card("Obelisk the Tormentor") for r in e.restrictions if r.kind == "cannot-be-targeted"]
    assert obelisk.cards.empty                  # the card itself
    # only some kinds of effect: read with the kinds it keeps out, not as a protection from every card effect
    # (round 83, rule ce-cannot-be-targeted-by-a-kind)
    [turbo] = [r for e in card("Turbo Warrior") for r in e.restrictions if r.kind == "cannot-be-targeted"]
    assert (turbo.by_kind.classes, turbo.by_kind.level_max) == (frozenset({"monster"}), 6)


def test_moves_forbidden_between_places_name_the_move_and_the_zone():
    [fortress] = [r for e in card("Dimension Fortress Weapon") for r in e.restrictions]
    assert (fortress.kind, fortress.action, fortress.zone) == ("cannot-send-to-gy", "send_to_gy", "deck")
    [hunter] = [r for e in card("G.B. Hunter") for r in e.restrictions]
    assert (hunter.kind, hunter.action, hunter.zone) == ("cannot-return-to-deck", "return_to_deck", "field")


def test_other_activations_an_activation_forbids_that_turn():
    assert [e.activations_forbidden for e in card("Linear Accelerator Cannon")] == ["spell"]
    effect = analyze("You can pay 1000 LP; draw 1 card. You cannot activate other cards or effects during the turn "
                     "you activate this card's effect.", card_type="monster")[0]
    assert effect.activations_forbidden == "any"
    # a lock on cards of one name, applied when it resolves, is not a lock on every other activation
    assert [e.activations_forbidden for e in card("Sangan")] == [None]


def test_a_clause_acting_on_a_target_in_the_gy_takes_it_from_there():
    assert [c.from_zone for c in card("Pot of Avarice")[0].clauses] == ["graveyard", None]
    assert [c.from_zone for c in card("Monster Reborn")[0].clauses] == ["graveyard"]
    # a target on the field: nothing is taken from the GY (it is taken from the field)
    assert [c.from_zone for c in card("Change of Heart")[0].clauses] == ["field"]


def test_an_activation_by_targeting_reads_its_target_and_one_on_each_side():
    # "Activate this card by targeting 1 ..." (Continuous Spells/Traps) is a target wording
    shadow = analyze("Activate this card by targeting 1 face-up monster your opponent controls; it loses 700 ATK.",
                     card_type="trap", subtypes=("Continuous",))[0]
    assert target_of(shadow) == [("monster", "opponent", 1, "face-up")]
    gate = analyze("Activate this card by targeting 1 monster on each side of the field; banish those targets.",
                   card_type="spell", subtypes=("Continuous",))[0]
    assert target_of(gate) == [("monster", "you", 1, None), ("monster", "opponent", 1, None)]
    # an attack "targeting" a monster is the condition's event, not what the card targets
    slip = analyze("Activate only when your opponent's monster declares an attack targeting a monster you control. "
                   "Return the attacking monster to the hand.", card_type="trap", subtypes=("Normal",))[0]
    assert target_of(slip) == []


def test_an_activation_by_targeting_a_card_in_the_gy_takes_it_from_there():
    call = analyze("Activate this card by targeting 1 Normal Monster in your Graveyard; Special Summon that target.",
                   card_type="trap", subtypes=("Continuous",))[0]
    acting = [c for c in call.clauses if c.event is not None][0]
    assert (acting.from_zone, acting.whose, acting.count) == ("graveyard", "you", 1)


def test_the_place_a_list_of_targets_ends_with_is_where_each_of_them_is():
    # "target 1 monster and 1 Spell/Trap on the field": both are on the field
    text = "Once per turn: You can target 1 monster and 1 Spell/Trap on the field; destroy them."
    assert target_of(analyze(text, psct=True)[0]) == [("monster", None, 1, None), ("spell-trap", None, 1, None)]
    text = "Target 1 monster and 1 Spell/Trap Card your opponent controls; return them to the hand."
    assert target_of(analyze(text, card_type="spell", subtypes=("Normal",))[0]) == [
        ("monster", "opponent", 1, None), ("spell-trap", "opponent", 1, None)]
    # each part names its own place: none is shared
    text = "Target 1 monster your opponent controls and 1 monster you control; switch control of them."
    assert target_of(analyze(text, card_type="spell", subtypes=("Normal",))[0]) == [
        ("monster", "opponent", 1, None), ("monster", "you", 1, None)]
    # a part in the GY is no target on the field, whatever the other part says
    text = "Target 1 monster in your GY and 1 monster on the field; banish them."
    assert target_of(analyze(text, card_type="spell", subtypes=("Normal",))[0]) == []


def test_an_equip_card_is_an_equip_spell_card():
    [raider] = card("Cyber Raider")
    assert all(c.cards.subtypes == frozenset({"Equip"}) for c in raider.target_clauses)
    text = "Target 1 face-up Equip Spell Card on the field; destroy it."
    [target] = analyze(text, card_type="spell", subtypes=("Quick-Play",))[0].target_clauses
    assert (target.every, target.cards.classes, target.cards.subtypes, target.position) == (
        "card", frozenset({"spell"}), frozenset({"Equip"}), "face-up")


def test_a_target_the_text_allows_to_be_none_is_not_needed():
    # "You can target 1 card on the field; destroy that target (if any), then ...": no target needed
    [ryko] = card("Ryko, Lightsworn Hunter")
    assert ryko.targets and ryko.target_clauses == []
    # "the additional target (if any)": only the additional one may be none
    text = ("FLIP: Target 1 face-up monster on the field, and if you control a face-up Warrior-Type monster, you can "
            "target 1 additional face-up monster on the field; return the first target to the top of the Deck, then "
            "return the additional target (if any) to the hand if you still control a face-up Warrior-Type monster.")
    assert target_of(analyze(text, psct=True)[0]) == [("monster", None, 1, "face-up")]

def test_a_target_among_the_banished_cards_is_typed_on_the_clause_that_takes_it():
    # "target 1 of your banished LIGHT monsters; add that target to your hand"
    acting = [c for c in card("Light of Redemption")[0].clauses if c.event is not None][0]
    assert (acting.from_zone, acting.whose, acting.count) == ("banished", "you", 1)
    assert acting.cards.attributes == {"LIGHT"} and acting.cards.classes == {"monster"}
    # the old wording: "Select 1 of your removed from play Rock-Type monsters and Special Summon it"
    stone = [c for c in card("Release from Stone")[0].clauses if c.event is not None][0]
    assert (stone.from_zone, stone.count, stone.cards.monster_types) == ("banished", 1, {"Rock"})
    # a relative kind ("with the same name as ...") is no kind it can be checked by
    text = "Target 1 of your banished monsters with the same name as that monster; Special Summon it."
    assert all(c.from_zone != "banished" for c in analyze(text, card_type="spell", subtypes=("Normal",))[0].clauses)


def test_cards_added_from_a_pile_to_the_deck_or_selected_from_it_are_counted():
    # "Add 2 LIGHT monsters from your Graveyard to your Deck" (Ray of Hope's wording)
    back = card("The Graveyard in the Fourth Dimension")[0].clauses[0]
    assert (back.from_zone, back.count, back.cards.classes) == ("graveyard", 2, {"monster"})
    # "select 2 cards from your opponent's Graveyard, add them to your opponent's Deck": the cards it selects
    keldo = card("Keldo")[0].clauses[0]
    assert (keldo.from_zone, keldo.count) == ("graveyard", 2)
    # "Select 1 face-up monster you control and send 1 ... from your hand": the selected card is not what it sends
    sent = [c for e in card("Wonder Clover") for c in e.cost_clauses + e.clauses if c.action == "send_to_gy"]
    assert [(c.count, c.cards.monster_types) for c in sent] == [(1, {"Plant"})]


def test_a_look_at_the_opponents_hand_is_typed_as_acting_on_that_hand():
    # "Look at your opponent's hand. Select 1 card among them ..."
    look = card("The Forceful Sentry")[0].clauses[0]
    assert (look.action, look.from_zone, look.whose) == ("look", "hand", "opponent")


def test_a_rider_after_but_naming_this_card_does_not_make_it_the_subject():
    # "Special Summon that target, but banish it when this card leaves the field"
    text = ("When this card is Normal Summoned: You can target 1 Level 1 monster in your GY; Special Summon that "
            "target, but banish it when this card leaves the field.")
    clause = analyze(text, card_type="monster", subtypes=("Effect",))[0].clauses[0]
    assert clause.subject == "target"
    # "Return this card to the hand, but ..." still acts on this card
    own = analyze("During the End Phase: Return this card to the hand, but you take no damage this turn.",
                  card_type="monster", subtypes=("Effect",))[0].clauses[0]
    assert own.subject == "self"


def test_a_monster_named_with_no_place_is_a_target_on_the_field():
    # "Target 1 Warrior-Type monster with 1500 or less ATK": a monster on the field
    [ring] = card("Hero Ring")[0].target_clauses
    assert (ring.every, ring.whose, ring.count, ring.cards.monster_types, ring.cards.atk_max) == \
        ("monster", None, 1, frozenset({"Warrior"}), 1500)
    assert target_of(card("Falling Down")[0]) == [("monster", "opponent", 1, None)]
    # a DEF threshold is read too; "Target 1 attacking monster" is the monster whose
    # attack is going on
    assert [(c.every, c.cards.def_max) for c in card("Dragon's Gunfire")[0].target_clauses] == [("monster", 800)]
    assert [(c.every, c.position) for c in card("Mask of Weakness")[0].target_clauses] == [("monster", "attacking")]


def test_a_target_in_the_opponents_graveyard_is_taken_from_there():
    def taken(name):
        return [(c.from_zone, c.whose, c.count) for e in card(name) for c in e.clauses if c.count and c.from_zone]
    assert taken("Card Ejector") == [("graveyard", "opponent", 1)]
    assert taken("Victoria") == [("graveyard", "opponent", 1)]


def test_a_protection_from_some_kinds_of_effect_names_them_and_whose_cards():
    """"Ritual Monsters you control cannot be targeted by ... monster effects" keeps out monster effects
    alone, of either player, from its controller's Ritual Monsters (rule ce-cannot-be-targeted-by-a-kind)."""
    [cage] = [r for e in card("Ritual Cage") for r in e.restrictions if r.kind == "cannot-be-targeted"]
    assert (cage.players, cage.cards_of, cage.by_kind.classes, cage.cards.subtypes) == \
        ("both", "you", frozenset({"monster"}), frozenset({"Ritual"}))
    [dragun] = [r for e in card("King Dragun") for r in e.restrictions if r.kind == "cannot-be-targeted"]
    assert dragun.by_kind.empty and dragun.cards_of is None       # every card effect, on either side


def test_a_target_except_the_attacking_monster_is_not_the_attacker():
    # Magical Arm Shield's and Ancient Lamp's wording (rule state-target-except-the-attacker)
    [clause] = target_clauses("Target 1 face-up monster your opponent controls, except the attacking monster")
    assert (clause.subject, clause.whose, clause.position) == ("other-than-attacking", "opponent", "face-up")
    [plain] = target_clauses("Target 1 face-up monster your opponent controls")
    assert plain.subject is None

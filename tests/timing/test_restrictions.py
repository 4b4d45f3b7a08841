"""Restrictions that forbid an action or an activation, and replacements (timing/restrictions.py,
rules/continuous.py): each rule on small scenarios of pool cards whose texts share a shape with
the stored precedents' cards but are not those cards (Card Destruction and Jar of Greed under
Protector of the Sanctuary, Dimensional Prison under Kycoo, Monster Reborn under Vanity's
Ruler, Reinforcement of the Army under Deck Lockdown, ...). The cards bring their own pool text,
so the card reader reads them as it reads the graph's."""

from __future__ import annotations

from edison_kg.cardtext.continuous import restrictions_of
from edison_kg.timing.restrictions import applying
from edison_kg.timing.rules.activation import can_activate_verdict
from edison_kg.vocab.model import AnalyzedEffect
from subset_duel import duel, own, subset_engine  # noqa: F401  (fixtures)

SET = {"zone": "spell_trap_zone", "face_up": False}
FACE_UP = {"zone": "spell_trap_zone", "face_up": True}
ATTACK = {"zone": "monster_zone", "position": "attack"}

PROTECTOR = ("Protector of the Sanctuary", "Your opponent cannot draw cards except during Draw Phases.")
IRON_WALL = ("Imperial Iron Wall", "Neither player can banish cards.")
KYCOO = ("Kycoo the Ghost Destroyer", "Your opponent can't banish cards from either GY.")
VANITYS_RULER = ("Vanity's Ruler", "Your opponent cannot Special Summon monsters.")
DECK_LOCKDOWN = ("Deck Lockdown", "Neither player can add cards from the Deck to their hand except by drawing them. "
                                  "Monsters cannot be Special Summoned from the Main Deck.")
INVADER = ("Invader of Darkness", "Your opponent cannot activate Quick-Play Spell Cards.")
WARWOLF = ("Pitch-Black Warwolf", "Your opponent cannot activate Trap Cards during the Battle Phase.")
FOG_KING = ("Fog King", "Neither player can Tribute cards.")
HOUND = ("Mechanical Hound", "While you have no cards in your hand, your opponent cannot activate Spell Cards.")
BANISHER = ("Banisher of the Radiance", "Any card that would be sent to the GY is banished instead.")
VANITYS_FIEND = ("Vanity's Fiend", "Neither player can attempt to Special Summon monsters.")


def monster(name_text, controller, **state):
    name, text = name_text
    return own(name, text, controller, state.pop("zone", "monster_zone"), "monster", "Effect",
               **({"position": "attack"} | state))


def spell(name, text, controller, subtype, **state):
    return own(name, text, controller, state.pop("zone", "hand"), "spell", subtype, **state)


def trap(name, text, controller, subtype="Normal Trap", **state):
    state = SET | state
    return own(name, text, controller, state.pop("zone"), "trap", subtype, **state)


JAR_OF_GREED = ("Jar of Greed", "Draw 1 card.")
POT_OF_GREED = ("Pot of Greed", "Draw 2 cards.", "Normal Spell")
MONSTER_REBORN = ("Monster Reborn", "Target 1 monster in either player's GY; Special Summon it.", "Normal Spell")
GRAVEYARD_MONSTER = ("Vorse Raider", "This wicked Beast-Warrior does everything it can to defeat its opponents.")


def verdict(state, ref):
    info = state.infos[ref]
    effect = info.effects[0] if info.effects and info.effects[0].kind != "continuous" else None
    return can_activate_verdict(state, ref, effect)


def said(v):
    return v.answer, v.reason


# ------------------------------------------------------------------ the reader

def read(text):
    return restrictions_of(AnalyzedEffect(number=1, text=text, kind="continuous"))


def test_a_forbidden_draw_is_read_with_whom_it_binds_and_its_window():
    [r] = read(PROTECTOR[1])
    assert (r.kind, r.action, r.players, r.window) == ("cannot-draw", "draw", "opponent", "outside-draw-phase")


def test_a_restriction_on_who_controls_a_spellcaster_is_read_as_its_state():
    [r] = read("If only you control a Spellcaster monster, your opponent cannot activate Spell Cards.")
    assert (r.kind, r.holds_while, r.players) == ("cannot-activate", "only-you-control", "opponent")
    assert r.while_kind.monster_types == frozenset({"Spellcaster"}) and not r.effects_too


def test_an_effect_granted_to_the_synchro_monster_is_read_as_granted():
    [r] = read("If the Synchro Monster that used this card as a Synchro Material Monster attacks, your opponent "
               "cannot activate Trap Cards until the end of the Damage Step.")
    assert (r.granted_to, r.window, r.cards.classes) == ("synchro-monster", "while-attacking", frozenset({"trap"}))


def test_an_except_clause_is_read_as_the_cards_spared():
    [r] = read("Neither player can Special Summon monsters, except FIRE monsters.")
    assert r.action == "special_summon" and r.except_kind.attributes == frozenset({"FIRE"})


# ------------------------------------------------------------------ forbidden actions in what an effect does

def test_an_effect_that_makes_each_player_draw_is_stopped_for_the_protectors_controller_too(duel):
    state = duel({"protector": monster(PROTECTOR, "A"),
                  "destruction": spell("Card Destruction", "Each player discards as many cards as possible from "
                                       "their hand, then draws the same number of cards.", "A", "Normal Spell")})
    v = verdict(state, "destruction")
    assert said(v) == ("no", "other") and "ce-forbidden-action-effect" in v.rules


def test_a_draw_forbidden_outside_the_draw_phase_is_allowed_in_it(duel):
    cards = {"protector": monster(PROTECTOR, "B"), "jar": trap(*JAR_OF_GREED, "A")}
    main = verdict(duel(cards, phase="main1"), "jar")
    draw = verdict(duel(cards, phase="draw"), "jar")
    assert said(main) == ("no", "other") and "ce-restriction-window" in main.rules
    assert draw.answer == "yes" and "ce-restriction-window" in draw.rules


def test_a_banish_from_the_field_is_allowed_under_a_graveyard_only_lock_but_not_under_a_full_one(duel):
    prison = trap("Dimensional Prison", "If an opponent's monster declares an attack: Target that attacking "
                  "monster; banish that target.", "A")
    attack = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "attacker", "player": "B"}]}]
    attacker = monster(("Attacker", "This card cannot be destroyed by battle."), "B")
    under_kycoo = duel({"lock": monster(KYCOO, "B"), "prison": prison, "attacker": attacker}, attack, turn_player="B")
    under_wall = duel({"lock": trap(*IRON_WALL, "B", "Continuous Trap", face_up=True), "prison": prison,
                       "attacker": attacker}, attack, turn_player="B")
    assert verdict(under_kycoo, "prison").answer == "yes"
    assert said(verdict(under_wall, "prison")) == ("no", "other")


def test_a_special_summon_is_stopped_only_for_the_player_the_restriction_binds(duel):
    reborn = spell(*MONSTER_REBORN[:2], "A", MONSTER_REBORN[2])
    dead = own(*GRAVEYARD_MONSTER, "A", "graveyard", "monster", "Effect")    # Monster Reborn's target must exist
    against = verdict(duel({"ruler": monster(VANITYS_RULER, "B"), "reborn": reborn, "dead": dead}), "reborn")
    own_ruler = verdict(duel({"ruler": monster(VANITYS_RULER, "A"), "reborn": reborn, "dead": dead}), "reborn")
    assert said(against) == ("no", "other") and own_ruler.answer == "yes"


def test_a_search_from_the_deck_is_stopped_by_a_lock_on_adding_from_the_deck(duel):
    lockdown = own(DECK_LOCKDOWN[0], DECK_LOCKDOWN[1], "B", "spell_trap_zone", "spell", "Continuous Spell", face_up=True)
    rota = spell("Reinforcement of the Army", "Add 1 Level 4 or lower Warrior from your Deck to your hand.", "A",
                 "Normal Spell")
    assert said(verdict(duel({"lockdown": lockdown, "rota": rota}), "rota")) == ("no", "other")


def test_a_mandatory_trigger_still_activates_under_the_lock(duel):
    """Rule ce-forbidden-action-mandatory-still-activates: only a choice to activate is stopped."""
    state = duel({"fiend": monster(VANITYS_FIEND, "B"),
                  "spy": own("Spy", "FLIP: Special Summon 1 \"Gravekeeper's\" monster with 1500 or less ATK from "
                             "your Deck.", "A", "monster_zone", "monster", "Effect", "Flip", position="face_down")},
                 [{"summon": "spy", "method": "flip"}])
    from edison_kg.timing.rules.continuous import forbidden_effect_verdict
    assert forbidden_effect_verdict(state, "spy", state.infos["spy"].effects[0]) is None


def test_a_tribute_cost_cannot_be_paid_while_tributing_is_forbidden(duel):
    driver = own("Mass Driver", "Tribute 1 monster on your side of the field to inflict 400 points of damage to "
                 "your opponent's Life Points.", "A", "spell_trap_zone", "spell", "Continuous Spell", face_up=True)
    state = duel({"fog": monster(FOG_KING, "B"), "driver": driver, "ox": monster(("Ox", "x."), "A")})
    v = verdict(state, "driver")
    assert said(v) == ("no", "other") and "ce-forbidden-action-cost" in v.rules


def test_a_tribute_cost_is_paid_while_cards_are_banished_instead(duel):
    driver = own("Mass Driver", "Tribute 1 monster on your side of the field to inflict 400 points of damage to "
                 "your opponent's Life Points.", "A", "spell_trap_zone", "spell", "Continuous Spell", face_up=True)
    v = verdict(duel({"banisher": monster(BANISHER, "B"), "driver": driver, "ox": monster(("Ox", "x."), "A")}), "driver")
    assert v.answer == "yes" and "ce-banished-instead-cost" in v.rules


# ------------------------------------------------------------------ activating a kind of card

def test_only_the_kind_of_spell_the_restriction_names_is_stopped(duel):
    cards = {"invader": monster(INVADER, "B"),
             "mst": spell("Mystical Space Typhoon", "Target 1 Spell/Trap on the field; destroy that target.", "A",
                          "Quick-Play"),
             "pot": spell(*POT_OF_GREED[:2], "A", POT_OF_GREED[2]),
             "target": trap("Target", "Draw 1 card.", "B")}
    state = duel(cards)
    assert said(verdict(state, "mst")) == ("no", "other")
    assert verdict(state, "pot").answer == "yes"


def test_a_battle_phase_restriction_stops_traps_in_the_battle_phase_only(duel):
    cards = {"wolf": monster(WARWOLF, "A"), "jar": trap(*JAR_OF_GREED, "B")}
    battle = verdict(duel(cards, [{"phase": "battle"}]), "jar")
    later = verdict(duel(cards, [{"phase": "battle"}, {"phase": "main2"}]), "jar")
    assert said(battle) == ("no", "other") and "ce-restriction-window" in battle.rules
    assert later.answer == "yes"


def test_a_restriction_whose_state_does_not_hold_stops_nothing(duel):
    pot = spell(*POT_OF_GREED[:2], "A", POT_OF_GREED[2])
    empty = duel({"hound": monster(HOUND, "B"), "pot": pot})
    holding = duel({"hound": monster(HOUND, "B"), "pot": pot, "kept": spell(*POT_OF_GREED[:2], "B", "Normal Spell")})
    v = verdict(empty, "pot")
    assert said(v) == ("no", "other") and "ce-restriction-state" in v.rules
    assert any("no cards in hand" in s for s in empty.assumptions)
    assert verdict(holding, "pot").answer == "yes"


INFERNITY_BEAST = ("Infernity Beast", "If this card attacks while you have no cards in your hand, your opponent "
                   "cannot activate any Spell or Trap Cards until after the Damage Step.")


def test_an_attack_lock_whose_attack_needs_an_empty_hand_holds_only_while_the_hand_is_empty(duel):
    """Rule ce-restriction-state on "If this card attacks while you have no cards in your hand":
    the empty hand is the lock's own condition, read as its state (Mirror Force against it)."""
    [r] = read(INFERNITY_BEAST[1])
    assert (r.window, r.holds_while) == ("while-attacking", "hand-empty")
    force = trap("Mirror Force", "When an opponent's monster declares an attack: Destroy all your opponent's "
                 "Attack Position monsters.", "B")
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "beast", "player": "A"}]}]
    empty = duel({"beast": monster(INFERNITY_BEAST, "A"), "force": force}, steps)
    holding = duel({"beast": monster(INFERNITY_BEAST, "A"), "force": force,
                    "jar": spell("Jar of Greed", "Draw 1 card.", "A", "Normal Spell")}, steps)
    v = verdict(empty, "force")
    assert said(v) == ("no", "other") and "ce-restriction-state" in v.rules
    assert verdict(holding, "force").answer == "yes"


def test_a_negated_monster_applies_no_restriction(duel):
    drain = own("Skill Drain", "The effects of face-up monsters on the field are negated.", "A", "spell_trap_zone",
                "trap", "Continuous Trap", face_up=True)
    state = duel({"fiend": monster(VANITYS_FIEND, "B"), "drain": drain,
                  "reborn": spell(*MONSTER_REBORN[:2], "A", MONSTER_REBORN[2]),
                  "dead": own(*GRAVEYARD_MONSTER, "A", "graveyard", "monster", "Effect")})     # Monster Reborn's target
    assert [r.kind for _, r in applying(state)] == ["negate-effects"]
    assert verdict(state, "reborn").answer == "yes"


# ------------------------------------------------------------------ monsters destroyed by battle

def test_the_effects_of_a_monster_destroyed_by_battle_with_a_negating_monster_are_not_activated(duel):
    beast = monster(("Gear Beast", "Negate the effects of monsters destroyed by battle with this card."), "A")
    angel = monster(("Shining Angel", "If this card is destroyed by battle and sent to the GY: You can Special "
                     "Summon 1 LIGHT monster with 1500 or less ATK from your Deck, in face-up Attack Position."), "B")
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "beast", "player": "A",
                                               "target": "angel"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "angel", "player": "B", "to": "graveyard", "cause": "battle",
                          "by": "beast"}]}]
    state = duel({"beast": beast, "angel": angel}, steps)
    v = verdict(state, "angel")
    assert said(v) == ("no", "other") and "bt-destroyed-monster-negated" in v.rules


SIMORGH = ("Dark Simorgh", "Your opponent cannot set cards.")
MOON = ("Book of Moon", "Target 1 face-up monster; Set it.", "Quick-Play")


def test_a_player_who_cannot_set_cards_cannot_set_a_monster_by_an_effect(duel):
    """Rule ce-forbidden-action-effect on "Your opponent cannot set cards": the opponent's Book of
    Moon would Set a monster; its controller's own Book of Moon is not stopped."""
    name, text, subtype = MOON
    state = duel({"sim": monster(SIMORGH, "A"), "moon": spell(name, text, "A", subtype),
                  "ox": monster(("Ox", "x."), "B")})
    assert verdict(state, "moon").answer == "yes"
    state = duel({"sim": monster(SIMORGH, "B"), "moon": spell(name, text, "A", subtype),
                  "ox": monster(("Ox", "x."), "B")})
    v = verdict(state, "moon")
    assert said(v) == ("no", "other") and "ce-forbidden-action-effect" in v.rules


def test_a_card_drawn_unnamed_fills_the_hand_a_lock_needs_empty():
    # Mechanical Hound: "While you have no cards in your hand, your opponent cannot activate Spell Cards." A card the
    # steps draw into that hand without naming it is there all the same (Infernity Beast's ruling: rule ce-restriction-state)
    from edison_kg import timing
    cards = {"hound": {"name": "Mechanical Hound", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "pot": {"name": "Pot of Greed", "controller": "A", "zone": "hand"}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"can_activate": "pot"}}
    locked = timing.ask(raw)
    assert locked.answer == "no" and "ce-restriction-state" in locked.rules
    drawn = {"events": [{"event": "drawn", "player": "B", "count": 1, "from": "deck", "to": "hand", "cause": "effect"}]}
    assert timing.ask(dict(raw, steps=[drawn])).answer == "yes"

"""Continuous effects a card has by a count of cards ("● 1+: This card cannot be destroyed by card
effects.", "● 1 or fewer: This card loses 400 ATK. ● 2 to 4: This card gains 400 ATK.") apply only while their count
holds (rule ce-restriction-holds-while-a-count; cardtext/count_bullets.py, timing/restrictions.py)."""

from __future__ import annotations

from scenario_cards import card

from edison_kg import timing
from edison_kg.cardtext import analyze
from edison_kg.timing.rules.possible import protection
from edison_kg.timing.stats import current_stat
from edison_kg.vocab.model import Clause

CRYSTAL_BEASTS = ["Crystal Beast Ruby Carbuncle", "Crystal Beast Amethyst Cat", "Crystal Beast Emerald Tortoise"]
RUINS = ('You must have this many "Crystal Beast" cards in your Spell & Trap Zone to activate and to resolve these '
         'effects.\n● 1+: This card cannot be destroyed by card effects.\n● 2+: Once per turn (including the '
         'opponent\'s) you can halve the battle damage you take.\n● 4+: Once per turn, during your Main Phase: You can '
         'draw 1 card.')
HUNTER = ("This card's effect changes depending on the number of DARK monsters in your Graveyard. ● 1 or fewer: This "
          "card loses 400 ATK. ● 2 to 4: This card gains 400 ATK. ● 5 or more: You can send this card to the Graveyard "
          "to destroy all face-down monsters your opponent controls.")


def _duel(cards):
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"last_thing": True}}
    return timing.default_engine().play(timing.parse_scenario(raw)).duel


def test_a_continuous_bullet_holds_while_its_count_of_cards_in_the_spell_and_trap_zone():
    effects = analyze(RUINS, card_type="spell", subtypes=("field",), name="Ancient City - Rainbow Ruins")
    [kept] = [r for e in effects for r in e.restrictions if r.kind == "cannot-be-destroyed"]
    assert (kept.holds_while, kept.while_count) == ("count-holds", "you spell_trap_zone 1 any")
    assert kept.while_kind.names == frozenset({"Crystal Beast"})
    # the "Spell & Trap Zone" lead is read for the activated bullets too
    assert [e.needs_count for e in effects if e.needs_count] == ["you spell_trap_zone >= 2", "you spell_trap_zone >= 4"]


def test_ranges_and_fewest_counts_are_read_as_a_fewest_and_a_most():
    counted = [r.while_count for e in analyze(HUNTER, name="Dark Hunter") for r in e.restrictions]
    assert counted == ["you graveyard 0 1", "you graveyard 2 4"]


def test_the_ruins_are_protected_only_while_a_crystal_beast_is_in_their_controllers_spell_and_trap_zone():
    destroy = Clause(index=0, text="destroy it", action="destroy")

    def ruins(beasts, controller="B"):
        cards = {"rr": card("Ancient City - Rainbow Ruins", "B", "field_zone", face_up=True),
                 "hole": card("Dark Hole", "A", "hand")}
        cards.update({f"c{i}": card(name, controller, "spell_trap_zone", face_up=True)
                      for i, name in enumerate(CRYSTAL_BEASTS[:beasts])})
        state = _duel(cards)
        return protection(state, "hole", "rr", destroy), state
    unmet, _ = ruins(0)
    assert unmet is None
    met, state = ruins(1)
    assert met is not None and met.kind == "cannot-be-destroyed"
    assert any("all there are" in sentence for sentence in state.assumptions)
    theirs, _ = ruins(2, controller="A")           # the opponent's Crystal Beasts are not counted
    assert theirs is None


def test_a_stat_change_applies_only_inside_its_range():
    def hunter(darks):
        cards = {"dh": card("Dark Hunter", "A", position="attack")}
        cards.update({f"d{i}": card("Sangan", "A", "graveyard") for i in range(darks)})
        return current_stat(_duel(cards), "dh", "atk")
    printed = hunter(5)                              # 5 or more: no stat bullet applies
    assert hunter(1) == printed - 400 and hunter(0) == printed - 400
    assert hunter(2) == printed + 400 and hunter(4) == printed + 400


# ------------------------------------------------------------------ Clear World's bullets bind each player by Attribute

def _zwei(clear_world_controller, *others):
    """Cyber Dragon Zwei (LIGHT): "Once per turn: You can reveal 1 Spell Card in your hand; ...", beside Clear World."""
    cards = {"cw": card("Clear World", clear_world_controller, "field_zone", face_up=True),
             "zwei": card("Cyber Dragon Zwei", "A", position="attack"), "pog": card("Pot of Greed", "A", "hand")}
    cards.update(others)
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"can_activate": "zwei"}}
    return timing.ask(raw)


def test_clear_worlds_light_bullet_keeps_the_hand_of_a_player_with_a_light_monster_revealed():
    for controller in ("A", "B"):                      # whoever controls Clear World
        got = _zwei(controller)
        assert got.answer == "no", controller
        assert "ce-revealed-hand-cost" in got.rules and "ce-restriction-binds-each-player-by-attribute" in got.rules


def test_clear_worlds_light_bullet_binds_only_a_player_who_controls_a_face_up_light_monster():
    # Gallis the Star Beast (EARTH): "You can reveal this card in your hand; ..."
    def gallis(*others):
        cards = {"cw": card("Clear World", "B", "field_zone", face_up=True), "gallis": card("Gallis the Star Beast", "A",
                                                                                             "hand")}
        cards.update(others)
        raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
               "ask": {"can_activate": "gallis"}}
        return timing.ask(raw)
    assert gallis().answer == "yes"                                                          # A controls no LIGHT
    assert gallis(("zwei", card("Cyber Dragon Zwei", "B", position="attack"))).answer == "yes"   # B's LIGHT binds B
    assert gallis(("zwei", card("Cyber Dragon Zwei", "A", position="face_down"))).answer == "yes"   # Set: no Attribute
    assert gallis(("zwei", card("Cyber Dragon Zwei", "A", position="attack"))).answer == "no"


def test_a_clear_world_bullet_with_a_state_of_its_own_stays_unread():
    effects = analyze("Each player receives effects, depending on the monster Attributes they control.\n● LIGHT: "
                      "Play with your hand revealed at all times.\n● DARK: If you control 2 or more monsters, you "
                      "cannot declare an attack.", card_type="spell", subtypes=("field",), name="Clear World")
    light, dark = [e for e in effects if e.kind == "continuous"][-2:]
    assert [(r.holds_while, r.players, sorted(r.while_kind.attributes)) for r in light.restrictions] == \
        [("player-controls-kind", "both", ["LIGHT"])]
    assert dark.restrictions == []          # "2 or more monsters" and the Attribute: two states one restriction cannot hold

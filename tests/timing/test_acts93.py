"""Round 93: conditions on face-up and Gemini monsters.

- "When a face-up monster you control is targeted for an attack" / "selected as an attack target" is not met by an
  attack on a Set monster (rule cond-attack-target-face-up). Real cards: Card Blocker, Mirage Tube, Ghost Gardna.
- "a Gemini monster that is treated as an Effect Monster" is destroyed by battle: only a Gemini that was Gemini
  Summoned (rule cond-gemini-treated-as-effect-monster). Real cards: Gemini Trap Hole, Phoenix Gearfried, Sangan."""

from __future__ import annotations

import pytest

from edison_kg import timing

FACE_UP = "cond-attack-target-face-up"
GEMINI = "cond-gemini-treated-as-effect-monster"


def _attack_on(position: str, answerer: str, answerer_card: dict) -> timing.Answer:
    cards = {"raider": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "sangan": {"name": "Sangan", "controller": "B", "zone": "monster_zone", "position": position},
             "it": {"name": answerer, "controller": "B", **answerer_card}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
           "steps": [{"events": [{"event": "attack_declared", "card": "raider", "target": "sangan"}]}],
           "ask": {"can_activate": "it"}}
    if answerer_card["zone"] == "monster_zone":
        raw["ask"]["effect_text"] = "change the target to this card"
    return timing.ask(raw)


MONSTER = {"zone": "monster_zone", "position": "defense"}
SET_TRAP = {"zone": "spell_trap_zone", "face_up": False}


@pytest.mark.parametrize("answerer, card", [("Card Blocker", MONSTER), ("Mirage Tube", SET_TRAP),
                                            ("Ghost Gardna", MONSTER)])
def test_an_attack_on_a_set_monster_does_not_meet_a_face_up_condition(answerer, card):
    got = _attack_on("face_down", answerer, card)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert FACE_UP in got.rules


@pytest.mark.parametrize("answerer, card", [("Card Blocker", MONSTER), ("Mirage Tube", SET_TRAP)])
def test_an_attack_on_a_face_up_monster_meets_it(answerer, card):
    assert _attack_on("attack", answerer, card).answer == "yes"


def _gemini_destroyed(monster: str, gemini_summoned: bool) -> timing.Answer:
    cards = {"gth": {"name": "Gemini Trap Hole", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "mon": {"name": monster, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "bewd": {"name": "Blue-Eyes White Dragon", "controller": "B", "zone": "monster_zone",
                      "position": "attack"}}
    steps = [{"events": [{"event": "normal_summon", "card": "mon"}]}] if gemini_summoned else []
    steps += [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "mon", "target": "bewd"}]},
              {"phase": "damage_step"},
              {"events": [{"event": "destroyed", "card": "mon", "from": "monster_zone", "to": "graveyard",
                           "cause": "battle", "by": "bewd"}]}]
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
           "ask": {"can_activate": "gth"}}
    return timing.ask(raw)


def test_a_gemini_summoned_gemini_destroyed_by_battle_meets_it():
    got = _gemini_destroyed("Phoenix Gearfried", gemini_summoned=True)
    assert got.answer == "yes" and GEMINI in got.rules


def test_a_gemini_not_gemini_summoned_is_a_normal_monster_and_does_not():
    got = _gemini_destroyed("Phoenix Gearfried", gemini_summoned=False)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert GEMINI in got.rules and any("Normal Monster" in a for a in got.assumed)


def test_an_effect_monster_that_is_no_gemini_does_not():
    assert _gemini_destroyed("Sangan", gemini_summoned=False).answer == "no"


# "destroy 1 face-up monster on the field whose Level is equal to ...": the stat after the place is left unread, the
# face-up monster it picks is read (rule activation-needs-a-possible-effect, extended). Real cards: Skull Lair, Roulette Barrel.

def _with_monster(card: str, monster: dict | None) -> timing.Answer:
    cards = {"it": {"name": card, "controller": "A", "zone": "spell_trap_zone", "face_up": True},
             "g1": {"name": "Gemini Elf", "controller": "A", "zone": "graveyard"},
             "g2": {"name": "Vorse Raider", "controller": "A", "zone": "graveyard"}}
    if monster is not None:
        cards["tomato"] = {"name": "Mystic Tomato", "controller": "B", "zone": "monster_zone", **monster}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"can_activate": "it"}}
    return timing.ask(raw)


def test_skull_lair_with_only_a_face_down_monster_cannot_be_activated():
    got = _with_monster("Skull Lair", {"position": "face_down"})
    assert got.answer == "no" and "activation-needs-a-possible-effect" in got.rules


def test_skull_lair_with_a_face_up_monster_can():
    assert _with_monster("Skull Lair", {"position": "attack"}).answer == "yes"


def test_the_picks_after_a_whose_stat_tail_are_read():
    # Roulette Barrel's deed (after its die roll) and Throwstone Unit's wording: the card picked, its stat unread
    from edison_kg.cardtext.field_picks import field_picks
    got = field_picks("destroy", "destroy 1 monster on the field whose Level is equal to that result", None)
    assert got["picks_on_field"] == 1 and got["picks_face"] is None
    got = field_picks("destroy", "destroy 1 face-up monster on the field whose DEF is equal to or less than the ATK of "
                                 "this card", None)
    assert got["picks_on_field"] == 1 and got["picks_face"] == "face-up"
    assert field_picks("destroy", "destroy 1 face-up monster on the field with 0 ATK", None) == {}


# "Select 1 Monster Card and 2 non-Monster Cards from your hand" (rule deed-hand-picks-by-class). Real card: Chosen One
# (the only pool card with this wording); Sangan, Mystical Space Typhoon, Monster Reborn.

def _chosen_one(*others: str) -> timing.Answer:
    cards = {"chosen": {"name": "Chosen One", "controller": "A", "zone": "hand"}}
    cards.update({f"c{i}": {"name": name, "controller": "A", "zone": "hand"} for i, name in enumerate(others)})
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"can_activate": "chosen"}}
    return timing.ask(raw)


def test_chosen_one_without_two_other_non_monster_cards_cannot_be_activated():
    got = _chosen_one("Sangan", "Mystical Space Typhoon")
    assert got.answer == "no" and "deed-hand-picks-by-class" in got.rules
    assert _chosen_one("Mystical Space Typhoon", "Monster Reborn").answer == "no"     # no Monster Card


def test_chosen_one_with_one_monster_and_two_non_monster_cards_can():
    assert _chosen_one("Sangan", "Mystical Space Typhoon", "Monster Reborn").answer == "yes"

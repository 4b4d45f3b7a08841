"""One effect read whole (edison_kg/cardtext/effect.py, through read_card): every card the seed
documents use as an example, and more cards of every kind (trigger, trigger-like, quick,
quick-like, ignition, ignition-like, continuous, flip, Spell/Trap Card activation). Texts are the
pool's own (tests/fixtures/card_texts.jsonl.gz)."""

from __future__ import annotations

import pytest

from cardtext.pool import card
from edison_kg.vocab.schemes import EFFECT_KINDS

opt, mand = True, False


def E(kind, optional=None, *, timing="none", speed=None, events=(), clauses=(), cost=(), targets=False):
    """The facts a test pins down for one effect."""
    return {"kind": kind, "optional": optional, "timing": timing, "speed": speed, "events": tuple(events),
            "clauses": tuple(clauses), "cost": tuple(cost), "targets": targets}


def facts(effect) -> dict:
    activated = effect.kind not in ("continuous", "unanalyzed")
    return {
        "kind": effect.kind,
        "optional": effect.optional if activated else None,
        "timing": effect.timing_word,
        "speed": effect.spell_speed,
        "events": tuple(effect.condition.types) if effect.condition else (),
        "clauses": tuple((f"{c.conjunction} " if c.conjunction else "") + c.action for c in effect.clauses)
        if activated else (),
        "cost": tuple(c.action for c in effect.cost_clauses),
        "targets": effect.targets,
    }


EXPECTED = [
    ('Drill Warrior', [E('ignition', opt, speed=1, clauses=('change_stats', 'and if you do attack_modifier')),
        E('ignition', opt, speed=1, clauses=('discard', 'and if you do banish')),
        E('trigger', mand, timing='during', speed=1, events=('phase_entered',), clauses=('special_summon', 'then add_to_hand'))]),
    ('Bottomless Trap Hole', [E('card-activation', opt, timing='when', speed=2, events=('normal_summon', 'flip_summon', 'special_summon'), clauses=('destroy', 'and if you do banish'))]),
    ('Sangan', [E('trigger', mand, timing='if', speed=1, events=('sent_to_gy',), clauses=('add_to_hand',))]),
    ('Reinforcement of the Army', [E('card-activation', opt, speed=1, clauses=('add_to_hand',))]),
    ('Call of the Haunted', [E('card-activation', opt, speed=2, clauses=('special_summon',), targets=True),
        E('continuous'),
        E('continuous')]),
    ('Substitoad', [E('ignition', opt, speed=1, clauses=('special_summon',), cost=('tribute',)),
        E('continuous')]),
    ('Dupe Frog', [E('continuous'),
        E('continuous'),
        E('trigger', opt, timing='when', speed=1, events=('sent_to_gy',), clauses=('add_to_hand',))]),
    ('Quickdraw Synchron', [E('ignition', opt, speed=1, clauses=('send_to_gy', 'and special_summon'))]),
    ('Peten the Dark Clown', [E('trigger', opt, timing='when', speed=1, events=('sent_to_gy',), clauses=('special_summon',), cost=('banish',))]),
    ('Torrential Tribute', [E('card-activation', opt, timing='when', speed=2, events=('normal_summon', 'flip_summon', 'special_summon'), clauses=('destroy',))]),
    ('Book of Life', [E('card-activation', opt, speed=1, clauses=('special_summon', 'also banish'), targets=True)]),
    ('The Kick Man', [E('trigger', opt, timing='when', speed=1, events=('special_summon',), clauses=('equip',))]),
    ('Cyber Ouroboros', [E('trigger', opt, timing='when', speed=1, events=('banished',), clauses=('draw',), cost=('send_to_gy',))]),
    ('Jinzo - Returner', [E('continuous'),
        E('trigger', opt, timing='when', speed=1, events=('sent_to_gy',), clauses=('special_summon',))]),
    ('Amazoness Village', [E('continuous'),
        E('trigger-like', opt, timing='when', speed=1, events=('destroyed',), clauses=('special_summon',))]),
    ('Soul Taker', [E('card-activation', opt, speed=1, clauses=('destroy', 'then gain_lp'), targets=True)]),
    ('Dark Hole', [E('card-activation', opt, speed=1, clauses=('destroy',))]),
    ('Mystical Space Typhoon', [E('card-activation', opt, speed=2, clauses=('destroy',), targets=True)]),
    ('Cannon Soldier', [E('ignition', opt, speed=1, clauses=('inflict_damage',), cost=('tribute',))]),
    ('Effect Veiler', [E('quick', opt, speed=2, clauses=('negate_effect',), cost=('send_to_gy',), targets=True)]),
    ('Chaos Sorcerer', [E('ignition', opt, speed=1, clauses=('banish',), targets=True)]),
    ('Light and Darkness Dragon', [E('continuous'),
        E('quick', mand, timing='if', speed=2, events=('card_activated', 'effect_activated'), clauses=('change_stats', 'and negate_activation')),
        E('trigger', mand, timing='if', speed=1, events=('destroyed',), clauses=('destroy', 'also, after that special_summon'), targets=True)]),
    ('Starlight Road', [E('card-activation', opt, timing='if', speed=2, events=('card_activated', 'effect_activated'), clauses=('negate_effect', 'and if you do destroy', 'then special_summon'))]),
    ('Stardust Dragon', [E('quick', opt, timing='when', speed=2, events=('card_activated', 'effect_activated'), clauses=('negate_activation', 'and if you do destroy'), cost=('tribute',)),
        E('trigger', opt, timing='during', speed=1, events=('phase_entered',), clauses=('special_summon',))]),
    ('Mirror Force', [E('card-activation', opt, timing='when', speed=2, events=('attack_declared',), clauses=('destroy',))]),
    ('Total Defense Shogun', [E('trigger', mand, timing='when', speed=1, events=('normal_summon', 'flip_summon'), clauses=('change_position',)),
        E('continuous'),
        E('continuous')]),
    ('Dimensional Prison', [E('card-activation', opt, timing='if', speed=2, events=('attack_declared',), clauses=('banish',), targets=True)]),
    ('Solemn Judgment', [E('card-activation', opt, timing='if', speed=3, events=('summon_attempted', 'card_activated'), clauses=('negate_summon', 'and if you do destroy'), cost=('pay_lp',))]),
    ('Magic Jammer', [E('card-activation', opt, timing='when', speed=3, events=('card_activated',), clauses=('negate_activation', 'and if you do destroy'), cost=('discard',))]),
    ('Scapegoat', [E('card-activation', opt, speed=2, clauses=('special_summon',))]),
    ('Skill Drain', [E('card-activation', opt, speed=2, cost=('pay_lp',)),
        E('continuous')]),
    ('Swords of Revealing Light', [E('card-activation', opt, speed=1, clauses=('change_position',)),
        E('continuous')]),
    # the Standby Phase payment is a maintenance cost, never activated (ruling:
    # https://edisonformat.net/card?name=Messenger%20of%20Peace)
    ('Messenger of Peace', [E('continuous'),
        E('continuous')]),
    ('Axe of Despair', [E('continuous'),
        E('trigger-like', opt, timing='when', speed=1, events=('sent_to_gy',), clauses=('return_to_deck',), cost=('tribute',))]),
    ('Des Koala', [E('flip', mand, speed=1, events=('flipped_face_up',), clauses=('inflict_damage',))]),
    ('Ryko, Lightsworn Hunter', [E('flip', mand, speed=1, events=('flipped_face_up',), clauses=('destroy', 'then send_to_gy'), targets=True)]),
    ('Cyber Dragon', []),
    ('Blue-Eyes White Dragon', []),
    ('Breaker the Magical Warrior', [E('trigger', mand, timing='if', speed=1, events=('normal_summon',), clauses=('place_counter',)),
        E('continuous'),
        E('ignition', opt, speed=1, clauses=('destroy',), cost=('place_counter',), targets=True)]),
    ('Dandylion', [E('trigger', mand, timing='if', speed=1, events=('sent_to_gy',), clauses=('special_summon',))]),
    ('Krebons', [E('trigger', opt, timing='if', speed=1, events=('attack_declared',), clauses=('negate_attack',), cost=('pay_lp',))]),
    ('Yamata Dragon', [E('trigger', mand, timing='during', speed=1, events=('phase_entered',), clauses=('return_to_hand',)),
        E('trigger', mand, timing='if', speed=1, events=('damage_inflicted',), clauses=('draw',))]),
    ('Morphing Jar', [E('flip', mand, speed=1, events=('flipped_face_up',), clauses=('discard', 'then draw'))]),
    ('Royal Decree', [E('continuous')]),
    ('Premature Burial', [E('card-activation', opt, speed=1, clauses=('special_summon', 'and equip'), cost=('pay_lp',), targets=True),
        E('continuous')]),
    ('Magic Cylinder', [E('card-activation', opt, timing='if', speed=2, events=('attack_declared',), clauses=('negate_attack', 'and if you do inflict_damage'), targets=True)]),
    ('Plaguespreader Zombie', [E('ignition', opt, speed=1, clauses=('special_summon',), cost=('return_to_deck',))]),
    ('Elemental HERO Stratos', [E('trigger', opt, timing='when', speed=1, events=('normal_summon', 'special_summon'), clauses=('destroy', 'add_to_hand'))]),
    ('Treeborn Frog', [E('trigger', opt, timing='during', speed=1, events=('phase_entered',), clauses=('special_summon',))]),
    ('Valhalla, Hall of the Fallen', [E('ignition-like', opt, speed=1, clauses=('special_summon',))]),
    ('Machine King - 3000 B.C.', [E('card-activation', opt, speed=2, clauses=('special_summon',)),
        E('quick-like', opt, speed=2, clauses=('change_stats',), cost=('tribute',))]),
    ('Forgotten Temple of the Deep', [E('continuous'),
        E('quick-like', opt, speed=2, clauses=('banish',), targets=True),
        E('trigger-like', mand, timing='during', speed=2, events=('phase_entered',), clauses=('special_summon',))]),
    ('Wave-Motion Cannon', [E('ignition-like', opt, speed=1, clauses=('inflict_damage',), cost=('send_to_gy',))]),
    ('Gateway of the Six', [E('continuous'),
        E('ignition-like', opt, speed=1, clauses=('change_stats',), targets=True),
        E('ignition-like', opt, speed=1, clauses=('add_to_hand',)),
        E('ignition-like', opt, speed=1, clauses=('special_summon',), targets=True)]),
]


@pytest.mark.parametrize("name,expected", EXPECTED, ids=[name for name, _ in EXPECTED])
def test_card_structure(name, expected):
    effects = card(name)
    assert [facts(e) for e in effects] == expected
    assert [e.number for e in effects] == list(range(1, len(effects) + 1))


def test_seed_cards_and_every_kind_are_covered():
    assert len(EXPECTED) >= 40
    kinds = {e["kind"] for _, effects in EXPECTED for e in effects}
    assert kinds >= set(EFFECT_KINDS) - {"unanalyzed"}


def test_what_a_cost_wording_leaves_of_the_activation_is_no_part_of_the_resolution():
    # "Reveal 1 "Iron Core of Koa'ki Meiru" in your hand to activate this card. Destroy that Summoned monster(s).":
    # "this card" of "activate this card" is not what the resolution destroys: "that Summoned monster(s)" is the
    # card of the event it answers
    [laser] = card("Automatic Laser")
    assert [(c.action, c.text, c.subject) for c in laser.clauses] == [("destroy", "Destroy that Summoned monster(s)", "it")]
    # "Activate by sending 2 cards from your hand to the Graveyard while ... . Inflict 2000 damage to your opponent."
    flare = card("Meteor Flare")[0]
    assert [c.text for c in flare.clauses] == ["Inflict 2000 damage to your opponent"]

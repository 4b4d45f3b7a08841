"""Round 77: what the first deed of an effect that targets says of its targets, read once by the reader
(cardtext/pile_readings.py store_target_words): "them" acts on each target (rule res-gone-targets-left-out), "both"
needs every one (rule res-both-targets-or-none); and a deed "with this card's effect" on "the monster" its card
attacks acts on that monster, not on its own card (cardtext/consequences.py, cardtext/facts.py)."""

from tests.cardtext.pool import card


def _clause(name: str, text: str, number: int = 1):
    effect = next(e for e in card(name) if e.number == number)
    return next(c for c in effect.clauses if c.text.startswith(text))


def test_them_after_targets_is_each_target():
    for name, text in (("Soul Release", "banish them"), ("Icarus Attack", "destroy them"),
                       ("Trap of the Imperial Tomb", "destroy them"), ("Fusion Recovery", "add them to your hand"),
                       ("Dark Factory of Mass Production", "add them to your hand")):
        clause = _clause(name, text)
        assert clause.acts_on_the_targets and not clause.needs_every_target, name


def test_them_not_the_targets():
    # "and if you do, banish them": the cards destroyed; "destroy 1 of them": a card it picks
    assert not _clause("D.D. Trap Hole", "banish them").acts_on_the_targets
    assert not _clause("Hero Blast", "if your opponent controls").acts_on_the_targets


def test_both_targets_needs_every_one():
    for name, text, number in (("Gottoms' Emergency Call", "Special Summon both", 1),
                               ("Wroughtweiler", "add both those targets", 1),
                               ("Cyber Valley", "banish both targets", 2),
                               ("Jester Confit", "return both that target", 1)):
        assert _clause(name, text, number).needs_every_target, name
    # "banish both this card and 1 card from your hand": not its target
    assert not _clause("Cyber Valley", "banish both this card and 1 card", 3).needs_every_target
    assert not _clause("Soul Release", "banish them").needs_every_target


def test_the_monster_it_attacks_destroyed_with_this_cards_effect():
    for name in ("Nanobreaker", "Razor Lizard", "Disc Fighter"):
        assert _clause(name, "destroy").subject == "battled", name
    # "by this card's effect" names what does the deed, not what it acts on
    assert _clause("Crystal Abundance", "Special Summon as many", 1).subject != "self"

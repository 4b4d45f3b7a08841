"""Usage limits read from the text (seed 002): "once per turn" (this copy, this turn; negated
activations count; "Twice per turn" / "Up to twice per turn": two such activations),
"You can only activate 1 "X" per turn" (every copy; negated activations do
not count), "You can only use ... once per turn", "One time only" / "only once while this
card is face-up" (negated activations count where the wording is "use"); and "You can't
Normal Summon/Set (Special Summon) during the turn you activate this"."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.conditions import event_kinds
from edison_kg.timing.rules.verdict import LEAVES_FIELD, NORMAL_SUMMON_EVENTS, Verdict, only_for
from edison_kg.timing.rulesets import Ruleset
from edison_kg.timing.state import SUMMON_EVENT


def usage_verdict(effect: AnalyzedEffect, earlier, ruleset: Ruleset) -> Verdict | None:
    """A limited effect already used up: ``earlier`` are the activations that fall under its
    limit (this turn, this copy or every copy of the name, this duel)."""
    scope = effect.usage_scope
    if scope is None or not earlier:
        return None
    # Edison Format Rule #4: a mandatory phase effect whose activation was negated activates again
    # until it resolves, also when "Once per turn, during the End Phase" times it; a sentence of its
    # own ("This effect can only activate once per turn") still counts the negated activation
    # (rule edison-phase-mandatory-trigger-repeats)
    counts_negated = effect.counts_negated and not (
        ruleset.name == "edison" and not effect.optional and effect.condition is not None
        and effect.condition.types == ["phase_entered"]
        and effect.condition_once_per_turn_in_phase)     # cardtext/condition_words.py
    counting = [link for link in earlier if counts_negated or not link.activation_negated]
    if not counting:
        return None
    allowed = effect.uses_per_turn or 1 if scope == "turn" else 1
    if len(counting) < allowed:
        return None                        # "Twice per turn": the second activation is still allowed
    negated = any(link.activation_negated for link in counting)
    if scope == "turn" and allowed > 1:
        rules = ["limit-twice-per-turn"] + (["neg-limit-once-per-turn"] if negated else [])
        text = (f"It may be activated {allowed} times per turn, and it was already activated {len(counting)} times this "
                "turn" + ("; a negated activation still counts." if negated else "."))
    elif scope == "turn":
        rules = ["neg-limit-once-per-turn"] + (["neg-limit-used"] if negated else [])
        text = ("It was already activated this turn; a negated activation still counts toward \"once per turn\"."
                if negated else "It was already activated this turn.")
    elif scope == "name":
        rules = ["neg-limit-used" if counts_negated else "neg-limit-activated"]
        text = "A card of that name was already activated this turn, and only one may be" + (
            " used per turn." if counts_negated else " activated per turn; only an activation that was negated would not count.")
    elif scope == "chain":
        rules = ["limit-once-per-chain"]
        text = "It works once per chain, and it was already activated in this chain."
    elif scope == "battle":
        rules = ["limit-once-per-battle"]
        text = "It works once per battle, and it was already activated in this battle."
    else:
        rules = ["neg-limit-used" if counts_negated else "neg-limit-activated"]
        text = ("It may be used only once" + (" while the card stays face-up" if scope == "face-up" else "")
                + "; it was already used" + (", and a negated activation counts as a use." if negated else "."))
    return Verdict("no", "other", rules, text)


def usage_limit(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The rule: an effect whose usage limit the earlier activations have spent; when only a
    card that has since become a new card spent it, the exception that lets it through."""
    if effect is None:
        return None
    spent = usage_verdict(effect, limited_earlier(state, ref, effect), state.ruleset)
    if spent is None and usage_verdict(effect, limited_earlier(state, ref, effect, renewal=False), state.ruleset):
        return Verdict("yes", "other", [NEW_CARD_RULE],
                       "It was used this turn, but its card was turned face-down or left the field since: it is a new "
                       "card, and its limit starts again.")
    if spent is not None and effect.usage_scope in ("face-up", "turn") and any(
            _by_that_use(state, h, link) and h.event.card == link.card
            for link in limited_earlier(state, ref, effect) for h in state.happenings()):
        return Verdict(spent.answer, spent.reason, list(spent.rules) + [KEPT_BY_ITS_OWN_SET],
                       spent.explanation + " Its own effect turned it face-down: the card remembers that use.")
    return spent


# a card turned face-down, or that left the field, is a new card: "once per turn" starts again
NEW_CARD_RULE = "limit-once-per-turn-resets-face-down"
# ... except when that use itself turned it face-down
KEPT_BY_ITS_OWN_SET = "limit-once-per-turn-kept-by-its-own-set"


def made_it_new(happening) -> bool:
    """Did the event make its card a new card: turned face-down, or gone from the field (a card
    moved between places off the field stays the card it was)?"""
    kind = happening.event.event
    return kind in ("flipped_face_down", "set") or (kind in LEAVES_FIELD and happening.was_on_field is True)


def _by_that_use(state, happening, link) -> bool:
    """Was the card turned face-down by the resolution of that very use ("Once per turn: You
    can Set this card")? The card remembers it used the effect (rule
    limit-once-per-turn-kept-by-its-own-set): only a later turn face-down or a departure makes
    it a new card."""
    return happening.event.event in ("flipped_face_down", "set") and state.resolved_link(happening.moment) is link


def limited_earlier(state, ref: str, effect: AnalyzedEffect, renewal: bool = True) -> list:
    """The earlier activations that fall under the effect's usage limit (``renewal``: not those
    of the card before it became a new card)."""
    info = state.infos[ref]
    scope = effect.usage_scope
    if scope is None:
        return []
    earlier = []
    for link, moment in state.activations:
        if scope == "name":
            same = link.info.name == info.name and link.effect is not None and link.effect.number == effect.number
        else:
            # an option judged on its own (timing/rules/options.py) is its effect's, and
            # shares its limit: the same card's effect of the same number
            same = link.card == ref and (link.is_of(effect) or link.effect is not None
                                         and link.effect.number == effect.number)
        if not same:
            continue
        if scope in ("turn", "name") and link.turn != state.turn:
            continue
        if scope == "chain" and not any(l is link for l in state.chain):
            continue  # once per chain: only the activations of the chain being built count
        if scope == "battle" and (link.turn != state.turn or state.battle is None or not state.battles
                                  or moment < state.battles[-1].moment):
            continue  # (184) once per battle: only the activations since this battle's attack was declared count
        if scope in ("face-up", "turn") and renewal and any(h.moment > moment and h.event.card == link.card
                                                            and made_it_new(h) and not _by_that_use(state, h, link)
                                                            for h in state.happenings()):
            continue  # it left the field or was turned face-down since: a new card as far as the limit goes
        earlier.append(link)
    return earlier


# which Summons each "cannot Summon the turn you activate this" restriction counts, by the
# methods of the scenario's summon steps and the Summon events
FORBIDDEN_SUMMONS = {"normal": ({"normal", "tribute"}, NORMAL_SUMMON_EVENTS),
                     "special": ({"special", "synchro", "fusion", "ritual"}, ("special_summon",)),
                     "normal-or-special": ({"normal", "tribute", "special", "synchro", "fusion", "ritual"},
                                           NORMAL_SUMMON_EVENTS + ("special_summon",)),
                     "all": (set(SUMMON_EVENT), tuple(SUMMON_EVENT.values()))}
FORBIDDEN_WORDS = {"normal": "Normal Summon or Set", "special": "Special Summon",
                   "normal-or-special": "Normal or Special Summon", "all": "Summon"}


@only_for(lambda effect: effect.summons_forbidden is not None)
def summon_restriction(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """"You can't Normal Summon/Set (Special Summon, Summon) during the turn you activate this":
    not after such a Summon this turn, even one that was negated (rules
    neg-summon-counts-as-normal-summon, neg-summon-counts-for-summon-restrictions)."""
    forbidden = effect.summons_forbidden if effect is not None else None
    if forbidden is None:
        return None
    return _summoned_this_turn(state, ref, forbidden, [],
                               levels=(effect.summons_forbidden_level_min, effect.summons_forbidden_level_max))


@only_for(lambda effect: effect.kind == "card-activation")
def own_lock_broken(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """A Spell/Trap Card whose own continuous effect forbids its controller to Normal Summon or Set
    ("You cannot Normal Summon or Set") cannot be activated once that player did so this turn: its lock would begin in
    a turn that already broke it (rule ce-own-lock-already-broken)."""
    info = state.infos[ref]
    if (effect is not None and effect.kind != "card-activation") or info.card_type not in ("spell", "trap"):
        return None
    if any(r.kind == "cannot-summon" and r.action == "normal_summon" and r.players == "you" and r.lasts is None
           for e in info.effects if e.kind == "continuous" for r in e.restrictions):
        return _summoned_this_turn(state, ref, "normal", [OWN_LOCK_RULE])
    return None


OWN_LOCK_RULE = "ce-own-lock-already-broken"


def _summoned_this_turn(state, ref: str, forbidden: str, rules: list[str],
                        levels: tuple[int | None, int | None] = (None, None)) -> Verdict | None:
    """Did the card's controller make a Summon of the kind ``forbidden`` names this turn (a negated one counts), of a
    monster of the ``levels`` it names ("any Level 3 or 4 monsters": a Level 2 one does not count)?"""
    methods, kinds = FORBIDDEN_SUMMONS[forbidden]
    player = state.controller(ref)
    negated = any(method in methods and turn == state.turn and state.controller(card) == player
                  and _of_levels(state, card, levels) for card, _, method, turn in state.negated_summons)
    done = negated or any(
        h.turn == state.turn and h.event.player == player and h.event.card != ref
        and _of_levels(state, h.event.card, levels) and (
            not event_kinds(h.event).isdisjoint(kinds)
            or (forbidden == "normal" and h.event.event == "set" and h.event.card is not None
                and state.infos[h.event.card].card_type == "monster"))
        for h in state.happenings())
    if not done:
        return None
    words = FORBIDDEN_WORDS[forbidden]
    if levels[0] is not None:
        more = "" if levels[1] == levels[0] else f" or {levels[1]}" if levels[1] == levels[0] + 1 else f" to {levels[1]}"
        words += f" Level {levels[0]}{more} monsters"
    if negated:
        rule = "neg-summon-counts-as-normal-summon" if forbidden == "normal" else "neg-summon-counts-for-summon-restrictions"
        return Verdict("no", "other", rules + [rule, "neg-summon-definition"],
                       f"Its player may not {words} in a turn it is activated, and the Summon attempted this turn "
                       "counts even though it was negated.")
    return Verdict("no", "other", rules + ["card-vs-effect-activation"],
                   f"Its player may not {words} in a turn it is activated, and already did so this turn.")


def _of_levels(state, card: str | None, levels: tuple[int | None, int | None]) -> bool:
    """Is the monster of a Level the lock names (any monster when it names none)?"""
    low, high = levels
    if low is None:
        return True
    level = getattr(state.infos.get(card), "level", None) if card is not None else None
    return level is not None and low <= level <= (high if high is not None else low)

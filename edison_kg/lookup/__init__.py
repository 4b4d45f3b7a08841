"""The lookup stage: the graph's things by the names people type. Cards by name, passcode or
part of a name (``cards``), a card's sheet (``card_sheet``), rules and precedents by id
(``rules``, ``precedents``), the graph's counts (``stats``), and named queries run with
names for parameters (``queries``) and their results as text (``render``). Names are folded
and matched by ``edison_kg.names``; the SPARQL is in ``queries/``."""

from edison_kg.lookup.card_sheet import CardView, describe_card
from edison_kg.lookup.cards import CardMatch, all_cards, find_card, search_cards
from edison_kg.lookup.precedents import describe_precedent, find_precedent, list_precedents
from edison_kg.lookup.queries import bind_params, notations, run_query
from edison_kg.lookup.render import render, short
from edison_kg.lookup.rules import describe_rule, find_rule, rule_titles
from edison_kg.lookup.stats import stats
from edison_kg.sparql.named import list_queries, load_query, parse_params

__all__ = ["find_card", "search_cards", "all_cards", "CardMatch", "describe_card", "CardView", "stats", "describe_rule",
           "find_rule", "rule_titles", "describe_precedent", "find_precedent", "list_precedents", "run_query",
           "bind_params", "notations", "render", "short", "list_queries", "load_query", "parse_params"]

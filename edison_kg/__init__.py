"""edison-kg: a knowledge-graph rulings database for the Yu-Gi-Oh! Edison format.

One module per stage of the data's way; each CLI command is a front for one function:

- ``sources.import_sources``: upstream files -> Turtle in data/ (``cardtext`` reads the effects)
- ``graph.open_store``: Turtle -> the compiled pyoxigraph store, with the inference rules
- ``validate.validate``: SHACL shapes on the graph or on new entries
- ``queries.run_query`` / ``cards.describe_card`` / ``cards.stats``: named SPARQL queries
- ``timing.ask``: timing questions (docs/timing-questions.md)
- ``export.export`` / ``export.diff``, ``publish.publish``, ``serve.serve``: releases and remote stores

Submodules are imported on use (``from edison_kg import timing``) so start-up stays light.
"""

__version__ = "0.1.0"

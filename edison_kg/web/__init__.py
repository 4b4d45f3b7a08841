"""The web stage: ``edison-kg serve``, the graph as a read-only SPARQL endpoint and, beside it,
the judge's web page and the JSON API (same process, same port, same worker pool).

Every page and API route calls one public function of the package (``lookup.search_cards``,
``lookup.describe_card``, ``timing.ask``, ``timing.history``, ...) in one of the server's
worker processes (``calls.py``), under the same time limit as a SPARQL query, over the
store version of its request (``versions.py``: the server follows the store's current
version). The pages are rendered as plain HTML (``pages.py``, ``answer.py``, ``sparql.py``)
with a little hand-written JavaScript and CSS (``static/``). A question's scenario lives in
its address (``share.py``), so a link reopens it. ``server.py`` builds the app from these
parts and runs it.

This is the stage's front door; its modules import one another, never this package.
"""

from edison_kg.web.protocol import GRAPH_TYPES, RESULT_TYPES, ServeConfig, classify, negotiate, wants_html
from edison_kg.web.routes import web_routes
from edison_kg.web.server import create_app, serve
from edison_kg.web.versions import Version, Versions, snapshot

__all__ = ["serve", "create_app", "ServeConfig", "Versions", "Version", "snapshot", "web_routes", "wants_html",
           "classify", "negotiate", "RESULT_TYPES", "GRAPH_TYPES"]

"""The judge's web page and the JSON API, served by ``edison-kg serve`` beside the SPARQL
endpoint (same process, same port).

Every page and API route calls one public function of the package (``cards.search_cards``,
``cards.describe_card``, ``timing.ask``, ``timing.history``, ``precedents.describe_precedent``,
``rules.describe_rule``, ...) in one of the server's worker processes (``calls.py``), under the
same time limit as a SPARQL query; the pages are rendered here as plain HTML (``pages.py``,
``answer.py``, ``sparql.py``) with a little hand-written JavaScript and CSS
(``static/``). A question's scenario lives in its address (``share.py``), so a link reopens
it.
"""

from edison_kg.web.app import web_routes, wants_html

__all__ = ["web_routes", "wants_html"]

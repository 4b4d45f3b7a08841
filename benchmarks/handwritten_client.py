"""The remote backend as it was before SPARQLWrapper, for ``bench_remote.py --client``: the
request written here (the form and the Accept header), sent by the same transport, the SPARQL
JSON read by json.loads; the rest is the backend's own code. It imports no more than the
backend did then, so that a fresh process's first answer compares fairly."""

from __future__ import annotations

import json
import urllib.parse

from edison_kg.sparql import RemoteBackend


class HandWritten(RemoteBackend):
    def _send(self, query: str, form: str) -> tuple[bytes, str]:
        from edison_kg.sparql import http

        accept = ("application/sparql-results+json" if form in ("SELECT", "ASK")
                  else "application/n-triples, text/turtle;q=0.9")
        body = urllib.parse.urlencode({"query": query}).encode("ascii")
        headers = {"Accept": accept, "Content-Type": "application/x-www-form-urlencoded"}
        reply = http.send("POST", self.url, body, headers, timeout=self.timeout, retries=self.retries,
                          backoff=self.backoff)
        return reply.body, reply.content_type

    @staticmethod
    def _results_json(body: bytes) -> dict:
        return json.loads(body.decode("utf-8"))

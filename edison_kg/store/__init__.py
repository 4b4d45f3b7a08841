"""The compiled store's parts (the graph stage): reading the Turtle sources (``parse``),
finding which of them changed (``scan``) and bringing a store up to date with them
(``update``). ``edison_kg.graph`` puts them together and is the public entry point."""

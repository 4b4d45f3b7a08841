"""The response window open now: the moment cards may be activated in answer to, and whether
the open chain is being built in answer to it (State.window, State.trigger_chain)."""

from __future__ import annotations

# contexts of a chain being built: activating and paying for it is not something else happening
BUILDING = ("activation", "cost")


def window(state) -> tuple[int, bool]:
    """The moment whose response window is open, and whether the chain now open is being
    built in response to it. Activating cards and paying their costs is not something else
    happening: while only that has happened since a moment, every card answering that
    moment may still be activated, at any Chain Link (rule window-any-chain-link). A
    resolution, or any other event, closes it (rule window-closes-with-its-chain)."""
    last = len(state.moments) - 1
    if not state.chain:
        return last, False
    index = last
    while index >= 0 and state.moments[index].context in BUILDING and state.moments[index].chain == state.chain_number:
        index -= 1
    if index < 0 or index == last:
        return last, False
    return index, True


def trigger_chain(state) -> bool:
    """Does the open chain hold only triggers that the window's moment set off (the SEGOC
    chain answering it)?"""
    return bool(state.chain) and all(link.trigger for link in state.chain) and state.window()[1]

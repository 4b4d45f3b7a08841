"""Where each card was, and face-up or face-down, at every moment of the duel: a card's place
and face are kept after each change, with the moment it changed at, so that a rule can ask how
a card was when something happened ("was this monster face-up on the field when that monster
was Summoned?") long after it changed again. Cards that never changed are as the duel state
has them now."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class FaceHistory:
    changes: dict = field(default_factory=dict)     # card -> [(moment index, on the field, face-up)]

    def note(self, ref: str, index: int, before: tuple, now: tuple) -> None:
        """The card is ``now`` (on the field, face-up) from moment ``index`` on, and was ``before``."""
        if now != before:
            self.changes.setdefault(ref, [(-1, *before)]).append((index, *now))

    def at(self, ref: str, index: int, current: tuple) -> tuple:
        """(on the field, face-up) of the card just before moment ``index`` (``current``: as it
        is now, for a card that never changed)."""
        history = self.changes.get(ref)
        if not history:
            return current
        found = history[0]
        for entry in history:
            if entry[0] >= index:
                break
            found = entry
        return found[1], found[2]

    def last_turned_away(self, ref: str) -> int | None:
        """The last moment the card left the field or was turned face-down there (None: not in
        the duel's steps): counters on it were removed then (rule state-counters-go-with-the-face)."""
        found = None
        for index, on_field, face_up in self.changes.get(ref, ()):
            if index >= 0 and (on_field is False or face_up is False):
                found = index
        return found

    def turned_away_before(self, ref: str, moment: int) -> int | None:
        """The last moment before ``moment`` the card left the field or was turned face-down (None: none)."""
        found = None
        for index, on_field, face_up in self.changes.get(ref, ()):
            if 0 <= index < moment and (on_field is False or face_up is False):
                found = index
        return found

    def joined(self, old: int, new: int) -> None:
        """Moment ``old`` became part of moment ``new``."""
        for history in self.changes.values():
            history[:] = [(new if index == old else index, *face) for index, *face in history]

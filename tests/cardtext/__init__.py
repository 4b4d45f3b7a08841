"""Tests of the card reader (edison_kg/cardtext/), one file per stage of the package."""

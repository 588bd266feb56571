"""Imports every command module so that each registers itself on the app."""

from . import build, export, report, stats, synth, validate  # noqa: F401
from . import load, push, query, serve  # noqa: F401  (query, store, endpoint, push)
from . import viz  # noqa: F401  (kg viz: the graph page)

"""Imports every command module so that each registers itself on the app."""

from . import build, export, stats, validate  # noqa: F401

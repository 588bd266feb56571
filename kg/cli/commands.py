"""Imports every command module so that each registers itself on the app, in
the order ``kg --help`` lists them (the README's)."""

from . import build, report, query, load, serve, push, viz, export, validate, stats, synth  # noqa: F401

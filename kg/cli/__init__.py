"""The ``kg`` command. Each command lives in its own module of this package
and registers itself on :data:`app`; importing them here assembles the CLI."""

from __future__ import annotations

import typer

app = typer.Typer(
    name="kg",
    help="Build, query, view and export a knowledge graph of research papers.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="rich",
)

from . import commands  # noqa: E402,F401  (registers the commands)


def main() -> None:
    """Entry point of the ``kg`` console script."""
    app()

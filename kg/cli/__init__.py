"""The ``kg`` command. Each command lives in its own module of this package
and registers itself on :data:`app`; importing them here assembles the CLI."""

from __future__ import annotations

import sys

import typer

from ..errors import KGError

app = typer.Typer(
    name="kg",
    help="Build, query, view and export a knowledge graph of research papers.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="rich",
    pretty_exceptions_enable=False,
)



@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", help="Show the version and exit.", is_eager=True),
) -> None:
    """Build, query, view and export a knowledge graph of research papers.

    Example: kg build seeds/ && kg stats
    """
    if version:
        from .. import __version__

        typer.echo(f"paper-kg {__version__}")
        raise typer.Exit()


from . import commands  # noqa: E402,F401  (registers the commands)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``kg`` console script; returns the exit status.

    Errors are one line on stderr, never a traceback.
    """
    try:
        app(args=argv, prog_name="kg")
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else (0 if exit_.code is None else 1)
    except KGError as error:
        print(error, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    return 0

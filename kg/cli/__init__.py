"""The ``kg`` command. Each command lives in its own module of this package
and registers itself on :data:`app`; importing them here assembles the CLI."""

from __future__ import annotations

import sys

import typer
from typer.core import TyperCommand, TyperGroup

from ..errors import KGError


def _conventional_metavars(params: list) -> list:
    """Flags without a metavar, arguments as ``NAME...``: typer 0.29 shows
    ``<bool>`` after every flag and ``{name}...`` for arguments unless told."""
    for param in params:
        if getattr(param, "is_flag", False):
            param.metavar = ""
        elif param.param_type_name == "argument" and param.metavar is None:
            param.metavar = param.name.upper() + ("..." if param.nargs != 1 else "")
    return params


class Command(TyperCommand):
    def get_params(self, ctx) -> list:
        return _conventional_metavars(super().get_params(ctx))

    def collect_usage_pieces(self, ctx) -> list[str]:
        """``[OPTIONS] PATHS...``: the arguments' metavars, bracketed when optional."""
        arguments = [p for p in self.get_params(ctx) if p.param_type_name == "argument"]
        return [self.options_metavar, *(p.metavar if p.required else f"[{p.metavar}]" for p in arguments)]


class Group(TyperGroup):
    def get_params(self, ctx) -> list:
        return _conventional_metavars(super().get_params(ctx))


class _App(typer.Typer):
    def command(self, *args, **kwargs):
        return super().command(*args, cls=kwargs.pop("cls", Command), **kwargs)


app = _App(
    name="kg",
    cls=Group,
    help="Build, query, view and export a knowledge graph of research papers.",
    epilog="Example: kg build seeds/ && kg query --named most-connected-authors",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="rich",
    pretty_exceptions_enable=False,
)


def _show_version(value: bool) -> None:
    if value:
        from .. import __version__

        typer.echo(f"paper-kg {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_show_version, is_eager=True, help="Show the version and exit."),
) -> None:
    """Build, query, view and export a knowledge graph of research papers."""


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

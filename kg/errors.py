"""Diagnostics with codes, in the style of spaCy's ``Errors`` / ``Warnings``.

Every problem found in the input is a :class:`Diagnostic` that names the file
and line, so that nothing is lost silently. Fatal problems raise
:class:`KGError`, whose message is one readable line (the CLI prints it and
exits non-zero, never with a traceback).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from operator import attrgetter
from typing import Iterable


class Codes(str, Enum):
    """Message templates, keyed by a stable code that tools can match on."""

    # reader
    W001 = "block has no author line; skipped"
    W002 = "title with no other fields; skipped"
    W003 = "file ends inside a block (truncated?); block kept with the fields found"
    W004 = "line not recognised as any field: {text}"
    W005 = "block has no English title; skipped"
    W006 = "duplicate {field} line in one block; kept the first"
    W007 = "no venue header line; venue unknown"
    W008 = "no year found in the comments; venue year unknown"
    W009 = "no paper found in this file"
    W010 = "same title as the paper at {where}; kept that one"
    W011 = "same Chinese title as the paper at {where}, under another English title: one of them may be the other's"
    # organizations / people (resolve)
    W101 = "placeholder organization segment, not an organization: {text}"
    W102 = "organization segment could not be parsed: {text}"
    W103 = "bare unit with no institution, kept local to this paper: {text}"
    W104 = "Chinese label {label} is given for several institutions: {orgs}"
    W105 = "institution {org} has several Chinese labels: {labels}"
    W106 = "paper has no organizations"
    W107 = ("organization {org} is named in several countries: {countries}; kept {kept} "
            "(an alias file's split-by-country entry makes one organization per country)")
    W108 = "Chinese label {label} of {org} is {why}"
    # store (kg load)
    W201 = ("{count} papers in the store came from listings it holds no copy of (loaded by an earlier kg, or by "
            "kg build --store): the new listings are resolved without them, so people and organizations they share "
            "are not merged; rebuild the store from all the listings to merge them")
    W202 = ("the store holds {count} triples besides this build's, which a build adds to and never removes (a changed "
            "paper is then in it twice); give an empty folder for this build alone, or keep the store with kg load, "
            "which replaces what a changed listing made")
    # fatal
    E001 = "not UTF-8 text (invalid byte at offset {offset}); convert it to UTF-8"
    E002 = "no such file or directory"
    E003 = "is a directory with no listing files (*.txt)"
    E004 = "cannot read: {reason}"
    E005 = "SHACL validation failed with {count} violation(s)"
    E006 = "strict mode: {count} warning(s) treated as errors"
    E007 = "not an RDF file that can be parsed: {reason}"
    E008 = "unknown format {name!r}; choose one of: {choices}"
    E009 = "cannot write: {reason}"
    E010 = "unknown {what} {name!r}; choose one of: {choices}"
    E011 = "{name} does not apply to {target}; {hint}"
    E012 = "no paper found in {files}"
    # viz
    E013 = "no node has the IRI or a label starting with {needle!r}"
    E014 = "the query must be a CONSTRUCT, or a SELECT of ?s ?p ?o{detail}"
    # query / serve / push
    E020 = "SPARQL syntax error at line {line}, column {column}: {reason}"
    E021 = "no named query {name!r}; `kg query --list` shows them: {choices}"
    E022 = "bad query parameter {name!r}: {reason}"
    E023 = "query failed: {reason}"
    E024 = "push failed: {reason}"
    E025 = "store folder is in use or unreadable: {reason}"
    E026 = "cannot listen on {address}: {reason}"
    E027 = "no store here; make one with `kg load FILES --store {folder}`"
    E028 = "this is a SPARQL Update, not a query; only queries (SELECT, ASK, CONSTRUCT, DESCRIBE) are taken here"
    E101 = "alias file: {reason}"
    E102 = "ROR data dump: {reason}"


@dataclass(frozen=True, order=True)
class Diagnostic:
    """One problem in the input, located at ``file:line``."""

    file: str
    line: int
    code: str
    message: str
    level: str = "warning"

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.level}: {self.message} [{self.code}]"

    def entry(self) -> dict[str, str | int]:
        """The warning as a report's JSON gives it."""
        return {"file": self.file, "line": self.line, "code": self.code, "message": self.message}


#: Sort key of diagnostics, in file order: the dataclass's own order (its fields),
#: but made once per diagnostic (comparing the dataclasses builds two tuples a
#: comparison, and a large build sorts hundreds of thousands of them).
in_file_order = attrgetter(*(f.name for f in fields(Diagnostic)))


def diagnostic(file: str, line: int, code: Codes, **fields: object) -> Diagnostic:
    """Make a warning from a code and the fields its template names."""
    return Diagnostic(file, line, code.name, code.value.format(**fields))


def diagnostics_at(places: Iterable[tuple[str, int]], code: Codes, **fields: object) -> list[Diagnostic]:
    """The same warning at each ``(file, line)``, its message made once for all."""
    message = code.value.format(**fields)
    return [Diagnostic(file, line, code.name, message) for file, line in places]


class KGError(Exception):
    """A fatal error, reported as one line (with ``file:line`` when known)."""

    def __init__(self, code: Codes, where: str | None = None, **fields: object) -> None:
        self.code = code.name
        self.where = where
        #: the message without ``where: error:`` (an HTTP answer's text, which is all error)
        self.message = f"{code.value.format(**fields)} [{code.name}]"
        super().__init__(f"{where}: error: {self.message}" if where else f"error: {self.message}")

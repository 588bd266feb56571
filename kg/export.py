"""export: write the graph as Turtle, JSON-LD, N-Triples, N-Quads or RDF/XML.

Serializers are chosen by name from :data:`SERIALIZERS` (as rdflib plugins
are). Output is deterministic: triples are sorted, so two builds of the same
input give byte-identical files. Every file is written to a temporary file
beside it and renamed into place, so a failed or killed export never leaves
a half-written file (a file given by a symlink is written to the link's target,
the link kept; standard output, a device or a pipe is written as it is).

>>> from kg.store import new_graph
>>> serialize(new_graph(), "nt")
b''
"""

from __future__ import annotations

import contextlib
import glob
import io
import json
import operator
import os
import stat
import sys
import tempfile
import time
from functools import lru_cache
from itertools import groupby, islice
from importlib.resources import files
from pathlib import Path
from typing import BinaryIO, Callable, Iterable, Iterator, Mapping

import pyoxigraph as ox
from rdflib import Graph

from .errors import Codes, KGError
from .jsonld import compact_nodes
from .store import BlockReader as _BlockReader, oxigraph
from .vocab import PREFIXES


def _sorted_lines(graph: Graph) -> list[bytes]:
    """The default graph as N-Triples lines, sorted: the canonical order of every export."""
    lines = _Lines()  # the dump is cut into lines as it is written: never one copy of all its text
    oxigraph(graph).dump(lines, format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
    lines.close()
    return in_canonical_order(lines.lines)


def in_canonical_order(lines: list[bytes]) -> list[bytes]:
    """Sort N-Triples lines (in place) into the canonical order of every
    export, each line once (as a store holds each triple once).

    >>> in_canonical_order([b"<b> <p> <o> .", b"<a> <p> <o> .", b"<b> <p> <o> ."])
    [b'<a> <p> <o> .', b'<b> <p> <o> .']
    """
    lines.sort()
    if any(map(operator.eq, lines, islice(lines, 1, None))):  # a fast look first: repeats are rare
        lines[:] = [line for line, _ in groupby(lines)]
    return lines


class _Lines(io.RawIOBase):
    """A writable binary file that keeps what is written as a list of lines."""

    def __init__(self) -> None:
        self.lines: list[bytes] = []
        self._partial = b""

    def writable(self) -> bool:
        return True

    def write(self, chunk) -> int:
        *complete, self._partial = (self._partial + bytes(chunk)).split(b"\n")
        self.lines.extend(complete)
        return len(chunk)

    def close(self) -> None:
        if self._partial:
            self.lines.append(self._partial)
            self._partial = b""
        super().close()


def _blocks(lines: list[bytes], size: int = 50_000) -> Iterator[bytes]:
    for start in range(0, len(lines), size):
        yield b"\n".join(lines[start:start + size]) + b"\n"


# Every serializer writes the canonical lines to a binary file, so that several
# formats of one graph share a single dump and sort (see :func:`write_formats`)
# and none is ever held whole in memory.
Serializer = Callable[[list[bytes], BinaryIO], None]


def _triples(canonical: list[bytes]) -> ox.QuadParser:
    """The canonical lines parsed back (in Oxigraph: no Python object per triple)."""
    return ox.parse(_BlockReader(_blocks(canonical)), format=ox.RdfFormat.N_TRIPLES)


def _oxigraph_format(rdf_format: ox.RdfFormat) -> Serializer:
    def write(canonical: list[bytes], out: BinaryIO) -> None:
        ox.serialize(_triples(canonical), out, format=rdf_format)

    return write


def _ntriples(canonical: list[bytes], out: BinaryIO) -> None:
    for block in _blocks(canonical):
        out.write(block)


def _turtle(canonical: list[bytes], out: BinaryIO) -> None:
    """Turtle with the project's prefixes, declared in alphabetical order."""
    out.write(b"".join(f"@prefix {prefix}: <{namespace}> .\n".encode() for prefix, namespace in sorted(PREFIXES.items())))
    out.write(b"\n")
    body = _WithoutPrefixes(out)
    ox.serialize(_triples(canonical), body, format=ox.RdfFormat.TURTLE, prefixes=PREFIXES)
    body.finish()


class _WithoutPrefixes(io.RawIOBase):
    """Passes writes on to ``out``, less the ``@prefix`` lines (and the blank line)
    that Oxigraph writes first, in an order of its own."""

    def __init__(self, out: BinaryIO) -> None:
        self._out, self._head = out, b""

    def writable(self) -> bool:
        return True

    def write(self, chunk) -> int:
        if self._head is None:
            return self._out.write(chunk)
        self._head += bytes(chunk)
        while self._head.startswith((b"@prefix ", b"\n")) and b"\n" in self._head:
            self._head = self._head.split(b"\n", 1)[1]
        if self._head and not b"@prefix ".startswith(self._head[:8]):
            self.finish()
        return len(chunk)

    def finish(self) -> None:
        """Pass on what is held back; from now on, every write."""
        if self._head:
            self._out.write(self._head)
        self._head = None


def _jsonld(canonical: list[bytes], out: BinaryIO) -> None:
    """JSON-LD compacted with the packaged context: one node a line, in the
    canonical order (nodes and their values follow the sorted N-Triples)."""
    head = json.dumps({"@context": context()}, ensure_ascii=False, indent=1, sort_keys=True)[:-2]
    out.write(f'{head},\n "@graph": [\n'.encode())
    encode = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode  # one encoder for every node
    separator = ""
    for node in compact_nodes(canonical, context()):
        out.write(f"{separator}{encode(node)}".encode())
        separator = ",\n"
    out.write(b"\n ]\n}\n")


@lru_cache(maxsize=1)
def context() -> dict:
    """The JSON-LD context shipped in the package (never fetched)."""
    return json.loads(files("kg.ontology").joinpath("context.jsonld").read_text(encoding="utf-8"))["@context"]


#: Export formats by name: name -> (serializer, file suffix).
SERIALIZERS: dict[str, tuple[Serializer, str]] = {
    "ttl": (_turtle, "ttl"),
    "jsonld": (_jsonld, "jsonld"),
    "nt": (_ntriples, "nt"),
    "nq": (_oxigraph_format(ox.RdfFormat.N_QUADS), "nq"),
    "xml": (_oxigraph_format(ox.RdfFormat.RDF_XML), "rdf"),
}

#: The files a build writes into its output folder, by export format; and its page
#: (here, not in :mod:`kg.api`, so that ``kg serve`` knows them without loading the pipeline).
BUILD_EXPORTS = {"ttl": "graph.ttl", "jsonld": "graph.jsonld"}
PAGE = "graph.html"

#: Network formats of the graph's projections, for Gephi and Cytoscape (written by :mod:`kg.viz`).
PROJECTION_FORMATS = ("graphml", "gexf")

#: Other names users give the formats (compared in lower case), file suffixes among them.
FORMAT_ALIASES = {
    "turtle": "ttl", "json-ld": "jsonld", "json": "jsonld", "ntriples": "nt", "n-triples": "nt",
    "nquads": "nq", "n-quads": "nq", "rdf": "xml", "rdfxml": "xml", "rdf-xml": "xml", "owl": "xml",
}


def format_name(name: str) -> str:
    """The export format a user's name for it means (case aside), or the name as given.

    >>> format_name("Turtle"), format_name("TTL"), format_name("n-triples"), format_name("rdf"), format_name("csv")
    ('ttl', 'ttl', 'nt', 'xml', 'csv')
    """
    folded = name.casefold()
    return FORMAT_ALIASES.get(folded, folded)


def format_of_file(path: str | os.PathLike[str], default: str) -> str:
    """The export format a file's suffix names (graph.nt: nt, coauthors.gexf: gexf), else ``default``.

    >>> format_of_file("out/graph.nt", "ttl"), format_of_file("g.GEXF", "ttl"), format_of_file("g.txt", "ttl")
    ('nt', 'gexf', 'ttl')
    """
    named = format_name(Path(path).suffix.lstrip("."))
    return named if named in SERIALIZERS or named in PROJECTION_FORMATS else default


def _check(formats: Iterable[str]) -> None:
    for fmt in formats:
        if fmt not in SERIALIZERS:
            raise KGError(Codes.E008, name=fmt, choices=", ".join(SERIALIZERS))


def _writer(graph: Graph, fmt: str) -> Callable[[BinaryIO], None]:
    """A function writing the graph in the named format to a binary file
    (the format is checked now, the graph dumped when it is called)."""
    _check([fmt])
    return lambda out: SERIALIZERS[fmt][0](_sorted_lines(graph), out)


def serialize(graph: Graph, fmt: str) -> bytes:
    """The graph in the named format, as bytes."""
    out = io.BytesIO()
    _writer(graph, fmt)(out)
    return out.getvalue()


def write_formats(
    graph: Graph, files: Mapping[str | os.PathLike[str], str], into: "FileSet", canonical: list[bytes] | None = None
) -> None:
    """Write the graph to each file (path -> format name) in ``into``, from one
    dump and sort of its triples (or from ``canonical``, the graph's lines in
    canonical order, when the caller has them)."""
    _check(files.values())
    canonical = canonical if canonical is not None else _sorted_lines(graph)
    for path, fmt in files.items():
        into.write(path, lambda out, write=SERIALIZERS[fmt][0]: write(canonical, out))


def write_export(graph: Graph, path: str | os.PathLike[str], fmt: str) -> Path:
    """Serialize the graph and write it to ``path`` as :func:`write_output` does."""
    write_output(path, _writer(graph, fmt))
    return Path(path)


#: The file name that means standard output.
STDOUT = "-"


def to_stdout(path: str | os.PathLike[str]) -> bool:
    """Whether writing ``path`` writes this process's standard output: ``-``,
    or a name of it (/dev/stdout, also when the shell sends it to a file)."""
    if os.fspath(path) == STDOUT:
        return True
    try:
        return os.path.samestat(os.stat(path), os.fstat(1))
    except OSError:
        return False


def write_output(path: str | os.PathLike[str], content: bytes | Callable[[BinaryIO], None]) -> None:
    """Write one file a user named: ``content`` is bytes, or a function that
    writes to a binary file.

    :func:`to_stdout` paths go to ``sys.stdout``, and a character device or a
    pipe (/dev/null, a FIFO) is written as it is: renaming a file over them
    would replace them. Anything else is written atomically (:class:`FileSet`).
    """
    if to_stdout(path):
        _write_to(sys.stdout.buffer, content)
        sys.stdout.flush()
        return
    target = Path(path)
    with _as_write_error(target):
        if _is_stream(target):
            with open(target, "wb") as out:
                _write_to(out, content)
            return
    with FileSet() as files:
        files.write(target, content)
        files.commit()


def _is_stream(path: Path) -> bool:
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return False
    return stat.S_ISCHR(mode) or stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)


def _write_to(out: BinaryIO, content: bytes | Callable[[BinaryIO], None]) -> None:
    if callable(content):
        content(out)
    else:
        out.write(content)


class FileSet:
    """New versions of several files, written as one set: each is written and
    synced to a temporary file beside its target, and :meth:`commit` renames
    them all into place, so a killed writer leaves either the old files or the
    new ones (the renames follow each other within microseconds). Leaving the
    ``with`` block without committing removes the temporary files.

    Temporary files that an earlier, killed writer left beside the targets are
    removed after a commit once they are stale (see :func:`remove_stale_temporaries`).
    A failed write is :class:`KGError` E009, naming the file.
    """

    def __init__(self) -> None:
        self._stack = contextlib.ExitStack()
        self._written: list[tuple[str, Path]] = []  # (temporary, target)

    def __enter__(self) -> "FileSet":
        return self

    def __exit__(self, *exc_info) -> None:
        self._stack.close()

    def write(self, path: str | os.PathLike[str], content: bytes | Callable[[BinaryIO], None]) -> None:
        """Stage ``content`` (bytes, or a function that writes to a binary file)
        for ``path``, making its folder if missing. A symlink's target is
        written, beside itself: renaming over the link would replace it."""
        target = Path(os.path.realpath(path))
        with _as_write_error(target):
            target.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = self._stack.enter_context(_temporary_beside(target))
            _write_to(handle, content)
            handle.flush()
            os.fchmod(handle.fileno(), 0o666 & ~_umask())
            os.fsync(handle.fileno())
            handle.close()
        self._written.append((temporary, target))

    def commit(self) -> None:
        """Rename every staged file into place."""
        written, self._written = self._written, []
        for temporary, target in written:
            with _as_write_error(target):
                os.replace(temporary, target)
        for _, target in written:
            remove_stale_temporaries(target)


@contextlib.contextmanager
def _as_write_error(target: Path) -> Iterator[None]:
    try:
        yield
    except OSError as exc:
        # the target, not the temporary file beside it; a folder on the way that could not be made
        beside = exc.filename is None or Path(exc.filename).parent == target.parent
        where = target if beside else Path(exc.filename)
        raise KGError(Codes.E009, where.as_posix(), reason=exc.strerror or str(exc)) from None


#: When this process started: a temporary file older than that is not this run's.
_STARTED = time.time()
#: A temporary file untouched this long is not being written by anyone.
STALE_SECONDS = 600.0


def remove_stale_temporaries(target: str | os.PathLike[str]) -> list[Path]:
    """Remove ``.{name}.*.tmp`` files beside ``target`` that a killed writer left.

    Only files older than this process and untouched for :data:`STALE_SECONDS`
    are removed, so a concurrent writer's file is never taken from under it.
    """
    target = Path(target)
    removed = []
    limit = min(_STARTED, time.time() - STALE_SECONDS)
    for leftover in target.parent.glob(f".{glob.escape(target.name)}.*.tmp"):
        with contextlib.suppress(OSError):
            if leftover.is_file() and leftover.stat().st_mtime < limit:
                leftover.unlink()
                removed.append(leftover)
    return removed


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@contextlib.contextmanager
def _temporary_beside(target: Path) -> Iterator[tuple]:
    descriptor, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    handle = os.fdopen(descriptor, "wb")
    try:
        yield handle, name
    finally:
        handle.close()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(name)

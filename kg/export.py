"""export: write the graph as Turtle, JSON-LD, N-Triples, N-Quads or RDF/XML.

Serializers are chosen by name from :data:`SERIALIZERS` (as rdflib plugins
are). Output is deterministic: triples are sorted, so two builds of the same
input give byte-identical files. Every file is written to a temporary file
beside it and renamed into place, so a failed or killed export never leaves
a half-written file.

>>> from kg.store import new_graph
>>> serialize(new_graph(), "nt")
b''
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import tempfile
import time
from functools import lru_cache
from importlib.resources import files
from pathlib import Path
from typing import Callable, Iterable, Iterator, Mapping

import pyoxigraph as ox
from rdflib import Graph

from .errors import Codes, KGError
from .jsonld import compact_nodes
from .store import BlockReader as _BlockReader, oxigraph
from .vocab import PREFIXES


def _sorted_lines(graph: Graph) -> list[bytes]:
    """The default graph as N-Triples lines, sorted: the canonical order of every export."""
    data = oxigraph(graph).dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()) or b""
    lines = data.splitlines()
    del data  # one copy of the graph's text at a time
    lines.sort()
    return lines


def _blocks(lines: list[bytes], size: int = 50_000) -> Iterator[bytes]:
    for start in range(0, len(lines), size):
        yield b"\n".join(lines[start:start + size]) + b"\n"


# Every serializer takes the canonical lines, so that several formats of one
# graph share a single dump and sort (see :func:`serialize_all`).


def _triples(canonical: list[bytes]) -> ox.QuadParser:
    """The canonical lines parsed back (in Oxigraph: no Python object per triple)."""
    return ox.parse(_BlockReader(_blocks(canonical)), format=ox.RdfFormat.N_TRIPLES)


def _oxigraph_format(rdf_format: ox.RdfFormat) -> Callable[[list[bytes]], bytes]:
    def write(canonical: list[bytes]) -> bytes:
        return ox.serialize(_triples(canonical), format=rdf_format) or b""

    return write


def _turtle(canonical: list[bytes]) -> bytes:
    """Turtle with the project's prefixes, declared in alphabetical order."""
    body = ox.serialize(_triples(canonical), format=ox.RdfFormat.TURTLE, prefixes=PREFIXES) or b""
    lines = [line for line in body.split(b"\n") if not line.startswith(b"@prefix ")]
    header = [f"@prefix {prefix}: <{namespace}> .".encode() for prefix, namespace in sorted(PREFIXES.items())]
    return b"\n".join(header + [b""] + lines)


def _jsonld(canonical: list[bytes]) -> bytes:
    """JSON-LD compacted with the packaged context: one node a line, in the
    canonical order (nodes and their values follow the sorted N-Triples)."""
    nodes = compact_nodes(canonical, context())
    head = json.dumps({"@context": context()}, ensure_ascii=False, indent=1, sort_keys=True)[:-2]
    encode = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode  # one encoder for every node
    body = ",\n".join(map(encode, nodes))
    return f'{head},\n "@graph": [\n{body}\n ]\n}}\n'.encode()


@lru_cache(maxsize=1)
def context() -> dict:
    """The JSON-LD context shipped in the package (never fetched)."""
    return json.loads(files("kg.ontology").joinpath("context.jsonld").read_text(encoding="utf-8"))["@context"]


#: Export formats by name: name -> (serializer, file suffix).
SERIALIZERS: dict[str, tuple[Callable[[list[bytes]], bytes], str]] = {
    "ttl": (_turtle, "ttl"),
    "jsonld": (_jsonld, "jsonld"),
    "nt": (lambda canonical: b"".join(_blocks(canonical)), "nt"),
    "nq": (_oxigraph_format(ox.RdfFormat.N_QUADS), "nq"),
    "xml": (_oxigraph_format(ox.RdfFormat.RDF_XML), "rdf"),
}


def serialize(graph: Graph, fmt: str) -> bytes:
    """The graph in the named format, as bytes."""
    return serialize_all(graph, [fmt])[fmt]


def serialize_all(graph: Graph, formats: Iterable[str]) -> dict[str, bytes]:
    """The graph in each named format, from one dump and sort of its triples."""
    formats = list(formats)
    for fmt in formats:
        if fmt not in SERIALIZERS:
            raise KGError(Codes.E008, name=fmt, choices=", ".join(SERIALIZERS))
    canonical = _sorted_lines(graph)
    return {fmt: SERIALIZERS[fmt][0](canonical) for fmt in formats}


def write_export(graph: Graph, path: str | os.PathLike[str], fmt: str) -> Path:
    """Serialize the graph and write it to ``path`` atomically."""
    data = serialize(graph, fmt)
    write_atomic(path, data)
    return Path(path)


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it into place."""
    write_all({path: data})


def write_all(files: Mapping[str | os.PathLike[str], bytes]) -> None:
    """Write several files as one set: every temporary file is written and synced
    first, then all are renamed into place, so a killed writer leaves either the
    old files or the new ones (the renames follow each other within microseconds).

    Temporary files that an earlier, killed writer left beside the targets are
    removed once they are stale (see :func:`remove_stale_temporaries`).
    """
    targets = [Path(path) for path in files]
    try:
        _write_all(targets, list(files.values()))
    except OSError as exc:
        where = Path(exc.filename).as_posix() if exc.filename else ", ".join(t.as_posix() for t in targets)
        raise KGError(Codes.E009, where, reason=exc.strerror or str(exc)) from None
    for target in targets:
        remove_stale_temporaries(target)


def _write_all(targets: list[Path], contents: list[bytes]) -> None:
    for target in targets:
        target.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.ExitStack() as stack:
        temporaries = []
        for target, data in zip(targets, contents):
            handle, temporary = stack.enter_context(_temporary_beside(target))
            handle.write(data)
            handle.flush()
            os.fchmod(handle.fileno(), 0o666 & ~_umask())
            os.fsync(handle.fileno())
            handle.close()
            temporaries.append(temporary)
        for temporary, target in zip(temporaries, targets):
            os.replace(temporary, target)


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

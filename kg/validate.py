"""validate: check a graph against the SHACL shapes in ``ontology/shapes.ttl``.

>>> from kg.store import new_graph
>>> validate(new_graph()).conforms
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from importlib.resources import files

from pyshacl import validate as shacl_validate
from rdflib import Graph

from oxrdflib import OxigraphStore

from .export import serialize
from .runtime import available_cores
from .shacl import Unsupported, compile_shapes, run_checks
from .store import new_graph, oxigraph
from .vocab import PREFIXES, SH, local_name


@dataclass(frozen=True)
class Violation:
    """One result of a SHACL report, in words."""

    focus: str
    path: str | None
    message: str
    severity: str
    value: str | None = None

    def __str__(self) -> str:
        where = f" {self.path}" if self.path else ""
        value = f" (value: {self.value})" if self.value is not None else ""
        return f"{self.severity}: <{self.focus}>{where}: {self.message}{value}"


@dataclass
class ValidationReport:
    conforms: bool
    violations: list[Violation] = field(default_factory=list)


@lru_cache(maxsize=1)
def shapes() -> Graph:
    """The SHACL shapes shipped in the package."""
    graph = Graph()
    graph.parse(data=files("kg.ontology").joinpath("shapes.ttl").read_bytes(), format="turtle")
    return graph


#: Validation engines by name: both give the same verdicts (a test compares them).
ENGINES = ("sparql", "pyshacl")


def validate(graph: Graph, engine: str = "sparql") -> ValidationReport:
    """Validate ``graph`` against the shapes; every violation is listed.

    ``engine="sparql"`` runs the shapes compiled to SPARQL on Oxigraph (fast
    at any size); ``"pyshacl"`` is the reference implementation.
    """
    if engine == "sparql":
        try:
            return _validate_sparql(graph)
        except Unsupported:
            pass  # a shape this engine cannot compile: the reference decides
    return _validate_pyshacl(graph)


@lru_cache(maxsize=1)
def _queries() -> tuple:
    return tuple(compile_shapes(shapes()))


def _validate_sparql(graph: Graph) -> ValidationReport:
    store = oxigraph(graph) if isinstance(graph.store, OxigraphStore) else _copy_to_oxigraph(graph)
    namespaces = Graph()
    for prefix, namespace in PREFIXES.items():
        namespaces.bind(prefix, namespace)
    violations = {
        Violation(
            focus=focus,
            path=namespaces.namespace_manager.normalizeUri(check.path) if check.path is not None else None,
            message=check.message or check.component,
            severity=check.severity,
            value=value,
        )
        for check, focus, value in run_checks(store, list(_queries()), workers=available_cores())
    }
    return ValidationReport(not violations, sorted(violations, key=str))


def _copy_to_oxigraph(graph: Graph):
    copy = new_graph()
    copy.parse(data=graph.serialize(format="nt"), format="nt")
    return oxigraph(copy)


def _validate_pyshacl(graph: Graph) -> ValidationReport:
    data = Graph()  # pyshacl walks the graph triple by triple: give it rdflib's own store
    data.parse(data=serialize(graph, "nt"), format="nt")
    conforms, report, _ = shacl_validate(data, shacl_graph=shapes(), advanced=True, allow_warnings=True)
    return ValidationReport(bool(conforms), sorted(_violations(report), key=str))


def _violations(report: Graph) -> list[Violation]:
    for prefix, namespace in PREFIXES.items():
        report.bind(prefix, namespace)
    found = []
    for result in report.subjects(SH.resultSeverity, None):
        value = report.value(result, SH.value)
        path = report.value(result, SH.resultPath)
        found.append(
            Violation(
                focus=str(report.value(result, SH.focusNode)),
                path=report.namespace_manager.normalizeUri(path) if path is not None else None,
                message=str(report.value(result, SH.resultMessage) or "does not conform"),
                severity=local_name(str(report.value(result, SH.resultSeverity))),
                value=str(value) if value is not None else None,
            )
        )
    return found

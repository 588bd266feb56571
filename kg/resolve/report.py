"""The organization data-quality report: what could not become an
organization, what is doubtful, and how many raw segments made how many
institutions. :func:`org_report` gives a JSON-able dict (``kg report --json``);
:func:`render_org_report` renders it for people with rich.
"""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text

from .organizations import OrgResolution

#: Report sections: key -> (diagnostic codes, title).
SECTIONS: dict[str, tuple[tuple[str, ...], str]] = {
    "placeholders": (("W101",), "Placeholder segments (not organizations)"),
    "unparsed": (("W102",), "Segments that could not be parsed"),
    "bare_units": (("W103",), "Bare units (no institution; kept local to the paper)"),
    "conflicts": (("W104", "W105"), "Chinese label conflicts (labels marked doubtful)"),
    "papers_without_orgs": (("W106",), "Papers without organizations"),
}


def org_report(resolution: OrgResolution) -> dict:
    """The report as plain data; every entry names its file and line.

    >>> org_report(OrgResolution())["counts"]["segments"]
    0
    """
    report: dict = {
        "counts": {
            "segments": resolution.segment_count,
            "institutions": resolution.institution_count,
            "units": resolution.unit_count,
            "organizations": len(resolution.organizations),
        }
    }
    for key, (codes, _) in SECTIONS.items():
        report[key] = [
            {"file": d.file, "line": d.line, "code": d.code, "message": d.message}
            for d in resolution.diagnostics
            if d.code in codes
        ]
        report["counts"][key] = len(report[key])
    return report


def render_org_report(report: dict) -> Group:
    """The report as rich renderables (print with ``rich.console.Console().print``)."""
    counts = report["counts"]
    parts: list = [
        Text.assemble(
            ("Organizations: ", "bold"),
            f"{counts['segments']} raw segments -> {counts['institutions']} institutions "
            f"and {counts['units']} units",
        )
    ]
    for key, (_, title) in SECTIONS.items():
        entries = report[key]
        if not entries:
            parts.append(Text(f"{title}: none", style="green"))
            continue
        table = Table(title=f"{title}: {len(entries)}", title_justify="left", show_edge=False)
        table.add_column("where", style="cyan", no_wrap=True)
        table.add_column("code", style="yellow")
        table.add_column("message")
        for e in entries:
            table.add_row(f"{e['file']}:{e['line']}", e["code"], e["message"])
        parts.append(table)
    return Group(*parts)



"""The organization data-quality report: what could not become an
organization, what is doubtful, and how many raw segments made how many
institutions, units and parents made from the packaged list (which no listing
names). :func:`org_report` gives a JSON-able dict (``kg report --json``);
:func:`summary_line` says it in one line (``kg build``); ``kg report`` renders it whole.
"""

from __future__ import annotations

from ..text import counted
from .organizations import PACKAGED, OrgResolution

#: Report sections: key -> (diagnostic codes, title, what one line calls one of them and several).
SECTIONS: dict[str, tuple[tuple[str, ...], str, tuple[str, str]]] = {
    "placeholders": (("W101",), "Placeholder segments (not organizations)", ("placeholder segment", "placeholder segments")),
    "unparsed": (("W102",), "Segments that could not be parsed", ("unparsed segment", "unparsed segments")),
    "bare_units": (("W103",), "Bare units (no institution; kept local to the paper)", ("bare unit", "bare units")),
    "conflicts": (("W104", "W105"), "Chinese label conflicts (labels marked doubtful)",
                  ("Chinese label conflict", "Chinese label conflicts")),
    "contradicted_labels": (("W108",), "Chinese labels the packaged names contradict (marked doubtful)",
                            ("contradicted Chinese label", "contradicted Chinese labels")),
    "countries": (("W107",), "Organizations named in several countries (one country kept)",
                  ("country conflict", "country conflicts")),
    "papers_without_orgs": (("W106",), "Papers without organizations",
                            ("paper without organizations", "papers without organizations")),
}
#: Sections whose one problem is warned at each of its places, in the same words (a label conflict).
ONE_PROBLEM_PER_MESSAGE = {"conflicts", "contradicted_labels", "countries"}
#: Packaged parents the summary line names; past these it only counts them.
NAMED_PACKAGED = 3


def org_report(resolution: OrgResolution) -> dict:
    """The report as plain data; every problem entry names its file and line, every
    packaged parent the organizations it was made as the parent of.

    >>> org_report(OrgResolution())["counts"]["segments"]
    0
    """
    report: dict = {
        "counts": {
            "segments": resolution.segment_count,
            "institutions": resolution.institution_count,
            "units": resolution.unit_count,
            "organizations": len(resolution.organizations),
        },
        "packaged": _packaged_parents(resolution),
    }
    report["counts"]["packaged"] = len(report["packaged"])
    section_of = {code: key for key, (codes, _, _) in SECTIONS.items() for code in codes}
    entries: dict[str, list[dict]] = {key: [] for key in SECTIONS}
    for d in resolution.diagnostics:  # one pass: a large build has hundreds of thousands
        if d.code in section_of:
            entries[section_of[d.code]].append(d.entry())
    for key, found in entries.items():
        report[key] = found
        report["counts"][key] = len(found)
    return report


def _packaged_parents(resolution: OrgResolution) -> list[dict]:
    """The institutions made from the packaged list because no listing names them,
    each with the names of the organizations under it (why it was made), by name."""
    children: dict[str, list[str]] = {s: [] for s, kind in resolution.kinds.items() if kind == PACKAGED}
    for org in resolution.organizations.values():  # one pass: a large build has many organizations
        if org.parent in children:
            children[org.parent].append(org.name)
    made = [{"slug": s, "name": resolution.organizations[s].name, "parent_of": sorted(c)} for s, c in children.items()]
    return sorted(made, key=lambda entry: entry["name"])


def summary_line(report: dict, pointer: bool = True) -> str:
    """The report in one line: what the segments came to, and how many of each
    problem. A problem found in several places (one label conflict, warned at
    each line that gives the label) counts once, with its places; ``pointer``
    ends the line with where the details are.

    >>> summary_line(org_report(OrgResolution()))
    'Organizations: 0 raw segments -> 0 institutions and 0 units.'
    """
    counts = report["counts"]
    found = [_count(key, report[key], names) for key, (_, _, names) in SECTIONS.items() if report.get(key)]
    listed = f"; {', '.join(found)}" + (" (kg report lists them)" if pointer else "") if found else "."
    made = f"{counted(counts['institutions'], 'institution')} and {counted(counts['units'], 'unit')}{_packaged_part(report['packaged'])}"
    return f"Organizations: {counted(counts['segments'], 'raw segment')} -> {made}{listed}"


def _packaged_part(packaged: list[dict]) -> str:
    """``", plus 2 parents from the packaged list (Huawei Technologies, LG)"``, or nothing."""
    if not packaged:
        return ""
    names = [entry["name"] for entry in packaged[:NAMED_PACKAGED]]
    more = len(packaged) - len(names)
    listed = ", ".join(names) + (f" and {more} more" if more else "")
    return f", plus {counted(len(packaged), 'parent')} from the packaged list ({listed})"


def _count(key: str, entries: list[dict], names: tuple[str, str]) -> str:
    """``"2 bare units"``, ``"1 Chinese label conflict (2 places)"``."""
    problems = len({entry["message"] for entry in entries}) if key in ONE_PROBLEM_PER_MESSAGE else len(entries)
    places = f" ({len(entries)} places)" if problems < len(entries) else ""
    return f"{counted(problems, *names)}{places}"

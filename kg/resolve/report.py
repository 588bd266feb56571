"""The organization data-quality report: what could not become an
organization, what is doubtful, and how many raw segments made how many
institutions. :func:`org_report` gives a JSON-able dict (``kg report --json``);
:func:`summary_line` says it in one line (``kg build``); ``kg report`` renders it whole.
"""

from __future__ import annotations

from .organizations import OrgResolution

#: Report sections: key -> (diagnostic codes, title, what one line calls one of them and several).
SECTIONS: dict[str, tuple[tuple[str, ...], str, tuple[str, str]]] = {
    "placeholders": (("W101",), "Placeholder segments (not organizations)", ("placeholder segment", "placeholder segments")),
    "unparsed": (("W102",), "Segments that could not be parsed", ("unparsed segment", "unparsed segments")),
    "bare_units": (("W103",), "Bare units (no institution; kept local to the paper)", ("bare unit", "bare units")),
    "conflicts": (("W104", "W105"), "Chinese label conflicts (labels marked doubtful)",
                  ("Chinese label conflict", "Chinese label conflicts")),
    "countries": (("W107",), "Organizations named in several countries (one country kept)",
                  ("country conflict", "country conflicts")),
    "papers_without_orgs": (("W106",), "Papers without organizations",
                            ("paper without organizations", "papers without organizations")),
}
#: Sections whose one problem is warned at each of its places, in the same words (a label conflict).
ONE_PROBLEM_PER_MESSAGE = {"conflicts", "countries"}


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
    section_of = {code: key for key, (codes, _, _) in SECTIONS.items() for code in codes}
    entries: dict[str, list[dict]] = {key: [] for key in SECTIONS}
    for d in resolution.diagnostics:  # one pass: a large build has hundreds of thousands
        if d.code in section_of:
            entries[section_of[d.code]].append({"file": d.file, "line": d.line, "code": d.code, "message": d.message})
    for key, found in entries.items():
        report[key] = found
        report["counts"][key] = len(found)
    return report


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
    return f"Organizations: {counts['segments']} raw segments -> {counts['institutions']} institutions and {counts['units']} units{listed}"


def _count(key: str, entries: list[dict], names: tuple[str, str]) -> str:
    """``"2 bare units"``, ``"1 Chinese label conflict (2 places)"``."""
    problems = len({entry["message"] for entry in entries}) if key in ONE_PROBLEM_PER_MESSAGE else len(entries)
    places = f" ({len(entries)} places)" if problems < len(entries) else ""
    return f"{problems} {names[problems != 1]}{places}"

"""User overrides: an alias file that merges or splits names, and a ROR dump.

Alias file
----------
YAML (``.yaml`` / ``.yml``) or CSV (``.csv``). Names are matched the way the
resolvers match them: organizations ignoring case, accents, punctuation, a
leading "The" and legal-form suffixes; people after Unicode (NFC) and
whitespace normalization, case kept.

YAML::

    organizations:
      - name: Mohamed bin Zayed University of Artificial Intelligence
        aliases: [MBZUAI]          # merge: every alias is this organization
      - split: NTU                 # split: never merge anything by this name
      - split-by-country: Google DeepMind   # one organization per country
    people:
      - name: Yann LeCun
        aliases: [Yann Le Cun]
      - split: Wei Wang            # same name in two files = two people

CSV (header required; ``alias`` is empty but for ``merge``; one row per alias)::

    kind,action,name,alias
    org,merge,Mohamed bin Zayed University of Artificial Intelligence,MBZUAI
    org,split,NTU,
    org,split-by-country,Google DeepMind,
    person,merge,Yann LeCun,Yann Le Cun
    person,split,Wei Wang,

``merge`` makes one entity of the name and its aliases, displayed as ``name``.
``split`` keeps entities of that name apart: an organization (or an acronym)
so named is never merged across papers, and a person so named is one person
per listing file. ``split-by-country`` (organizations only) makes one
organization of that name per country its segments give (``google-deepmind-gb``,
``google-deepmind-us``; a segment without a country keeps the plain name).

ROR dump
--------
The JSON array of a ROR data dump (schema v1 or v2; only ``id``, the names
and the country are read). An institution whose name or spelling matches
exactly one ROR record (of the same country, where both are known) gets
``owl:sameAs`` that record. Nothing is downloaded.

Bad files raise :class:`kg.errors.KGError` naming ``file:line``.
"""

from __future__ import annotations

import csv
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

import yaml

from ..errors import Codes, KGError
from ..vocab import ror
from ..extract.affiliations import org_key

_KINDS = {"organizations": "org", "org": "org", "people": "person", "person": "person"}
SPLIT, BY_COUNTRY = "split", "split-by-country"


@dataclass(frozen=True)
class NameRules:
    """Merges (canonical name, its aliases) and splits (names kept apart), as written."""

    merges: tuple[tuple[str, tuple[str, ...]], ...] = ()
    splits: tuple[str, ...] = ()
    country_splits: tuple[str, ...] = ()  # organizations kept apart by country


@dataclass(frozen=True)
class RorRecord:
    id: str  # https://ror.org/...
    name: str
    country: str | None = None


@dataclass
class RorIndex:
    """ROR records by normalized name (names, labels and aliases; not acronyms)."""

    by_key: dict[str, list[RorRecord]] = field(default_factory=lambda: defaultdict(list))

    def add(self, record: RorRecord, names: Iterable[str]) -> None:
        for key in {org_key(n) for n in names if n}:
            self.by_key[key].append(record)

    def match(self, names: Iterable[str], country: str | None = None) -> RorRecord | None:
        """The one record that any of ``names`` matches, or None (no match or ambiguous).

        >>> index = RorIndex()
        >>> index.add(RorRecord("https://ror.org/05apxxy63", "KAIST", "KR"), ["KAIST"])
        >>> index.match(["Kaist"], "KR").id, index.match(["KAIST"], "US")
        ('https://ror.org/05apxxy63', None)
        """
        found = {
            r.id: r
            for n in names
            for r in self.by_key.get(org_key(n), ())
            if not (country and r.country and r.country != country)
        }
        return next(iter(found.values())) if len(found) == 1 else None


@dataclass(frozen=True)
class Overrides:
    organizations: NameRules = NameRules()
    people: NameRules = NameRules()
    ror: RorIndex | None = None


def load_overrides(alias_path: Path | None, ror_path: Path | None) -> Overrides:
    """Read the alias file and the ROR dump (either may be None)."""
    rules = _load_aliases(Path(alias_path)) if alias_path else {"org": NameRules(), "person": NameRules()}
    ror = load_ror(Path(ror_path)) if ror_path else None
    return Overrides(organizations=rules["org"], people=rules["person"], ror=ror)


# --- alias file ----------------------------------------------------------------


def _load_aliases(path: Path) -> dict[str, NameRules]:
    text = _read(path, Codes.E101)
    suffix = path.suffix.lower()
    if suffix in (".yaml", ".yml"):
        rows = _yaml_rows(text, path)
    elif suffix == ".csv":
        rows = _csv_rows(text, path)
    else:
        raise KGError(Codes.E101, str(path), reason=f"unknown suffix {suffix!r}; use .yaml, .yml or .csv")
    return _rules(rows, path)


def _read(path: Path, code: Codes) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise KGError(code, str(path), reason=f"cannot read: {error}") from None


# One row: (line, kind, action, name, aliases)
_Row = tuple[int, str, str, str, tuple[str, ...]]


def _yaml_rows(text: str, path: Path) -> list[_Row]:
    try:
        root = yaml.compose(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark else str(path)
        raise KGError(Codes.E101, where, reason=f"not valid YAML ({getattr(error, 'problem', error)})") from None
    if root is None:
        return []
    rows: list[_Row] = []
    for key_node, section in _mapping(root, path):
        kind = _KINDS.get(_scalar(key_node, path))
        if kind is None:
            _fail(path, key_node, f"unknown section {key_node.value!r}; use organizations or people")
        if not isinstance(section, yaml.SequenceNode):
            _fail(path, section, "a section is a list of entries")
        for entry in section.value:
            fields = {_scalar(k, path): v for k, v in _mapping(entry, path)}
            line = entry.start_mark.line + 1
            if set(fields) in ({SPLIT}, {BY_COUNTRY}):
                (action,) = fields
                rows.append((line, kind, action, _scalar(fields[action], path), ()))
            elif "name" in fields and set(fields) <= {"name", "aliases"}:
                aliases = fields.get("aliases")
                alias_nodes = aliases.value if isinstance(aliases, yaml.SequenceNode) else [aliases] if aliases else []
                names = tuple(_scalar(a, path) for a in alias_nodes)
                rows.append((line, kind, "merge", _scalar(fields["name"], path), names))
            else:
                _fail(path, entry, "an entry is {name, aliases}, {split} or {split-by-country}")
    return rows


def _mapping(node: yaml.Node, path: Path) -> list[tuple[yaml.Node, yaml.Node]]:
    if not isinstance(node, yaml.MappingNode):
        _fail(path, node, "expected a mapping")
    return node.value


def _scalar(node: yaml.Node, path: Path) -> str:
    if not isinstance(node, yaml.ScalarNode) or not str(node.value).strip():
        _fail(path, node, "expected a non-empty name")
    return str(node.value).strip()


def _fail(path: Path, node: yaml.Node, reason: str) -> None:
    _fail_at(path, node.start_mark.line + 1, reason)


def _fail_at(path: Path, line: int, reason: str) -> None:
    """E101: the alias file is wrong at ``line``."""
    raise KGError(Codes.E101, f"{path}:{line}", reason=reason)


def _csv_rows(text: str, path: Path) -> list[_Row]:
    reader = csv.DictReader(text.splitlines())
    if reader.fieldnames is None or not {"kind", "action", "name"} <= set(reader.fieldnames):
        _fail_at(path, 1, "the header must be kind,action,name,alias")
    rows: list[_Row] = []
    for row in reader:
        line = reader.line_num
        kind = _KINDS.get((row.get("kind") or "").strip())
        action = (row.get("action") or "").strip()
        name = (row.get("name") or "").strip()
        alias = (row.get("alias") or "").strip()
        if kind is None or action not in ("merge", SPLIT, BY_COUNTRY) or not name or (action == "merge") != bool(alias):
            expected = "expected org|person, merge|split|split-by-country, a name, and an alias for merge only"
            _fail_at(path, line, expected)
        rows.append((line, kind, action, name, (alias,) if alias else ()))
    return rows


def _rules(rows: list[_Row], path: Path) -> dict[str, NameRules]:
    """Gather rows into rules; an alias claimed by two different names is an error."""
    merges: dict[str, dict[str, list[str]]] = {"org": {}, "person": {}}
    splits: dict[tuple[str, str], list[str]] = defaultdict(list)  # (kind, action) -> names
    owner: dict[tuple[str, str], tuple[str, int]] = {}
    for line, kind, action, name, aliases in rows:
        if action == BY_COUNTRY and kind == "person":
            _fail_at(path, line, "split-by-country is for organizations; people have no country")
        if action != "merge":
            splits[kind, action].append(name)
            continue
        merges[kind].setdefault(name, [])
        for alias in aliases:
            seen = owner.setdefault((kind, alias), (name, line))
            if seen[0] != name:
                _fail_at(path, line, f"alias {alias!r} already belongs to {seen[0]!r} (line {seen[1]})")
            merges[kind][name].append(alias)
    return {
        kind: NameRules(
            tuple((n, tuple(a)) for n, a in merges[kind].items()),
            tuple(splits[kind, SPLIT]),
            tuple(splits[kind, BY_COUNTRY]),
        )
        for kind in ("org", "person")
    }


# --- ROR -----------------------------------------------------------------------


def load_ror(path: Path) -> RorIndex:
    """Index a ROR data dump (a JSON array of v1 or v2 records)."""
    try:
        records = json.loads(_read(path, Codes.E102))
    except json.JSONDecodeError as error:
        raise KGError(Codes.E102, f"{path}:{error.lineno}", reason=f"not JSON ({error.msg})") from None
    if not isinstance(records, list):
        raise KGError(Codes.E102, str(path), reason="expected a JSON array of ROR records")
    index = RorIndex()
    for number, record in enumerate(records, start=1):
        if not isinstance(record, dict) or not isinstance(record.get("id"), str):
            raise KGError(Codes.E102, str(path), reason=f"record {number} has no string 'id'")
        try:
            ror(record["id"])
        except ValueError:
            raise KGError(Codes.E102, str(path), reason=f"record {number}: {record['id']!r} is not a ROR id") from None
        names = _ror_names(record)
        if not names:
            raise KGError(Codes.E102, str(path), reason=f"record {number} ({record['id']}) has no name")
        index.add(RorRecord(record["id"], names[0], _ror_country(record)), names)
    return index


def _ror_names(record: dict) -> list[str]:
    """Display name first, then labels and aliases (v1 ``name``/``labels``/``aliases``; v2 ``names``)."""
    names: list[str] = []
    if isinstance(record.get("names"), list):  # v2
        entries = [n for n in record["names"] if isinstance(n, dict) and "acronym" not in n.get("types", [])]
        entries.sort(key=lambda n: "ror_display" not in n.get("types", []))
        names += [n["value"] for n in entries if isinstance(n.get("value"), str)]
    if isinstance(record.get("name"), str):  # v1
        names.append(record["name"])
    names += [a for a in record.get("aliases") or [] if isinstance(a, str)]
    names += [lab["label"] for lab in record.get("labels") or [] if isinstance(lab, dict) and isinstance(lab.get("label"), str)]
    return names


def _ror_country(record: dict) -> str | None:
    country = record.get("country")
    if isinstance(country, dict) and country.get("country_code"):  # v1
        return str(country["country_code"]).upper()
    for location in record.get("locations") or []:  # v2
        details = location.get("geonames_details") if isinstance(location, dict) else None
        if isinstance(details, dict) and details.get("country_code"):
            return str(details["country_code"]).upper()
    return None

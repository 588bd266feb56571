"""Parse one organization segment into paths of units up to an institution.

A segment is a comma-separated path, most specific first, ending with places:
``School of Computer Science, Peking University, Beijing, China``. Parsing
peels the places off the end (countries, state codes, postcodes, a
locality), finds the institution, and keeps the other parts as units. Some
segments name several institutions side by side (``Sorbonne Université,
CNRS, ISIR, Paris, France``; ``New York University & Meta FAIR``): each gets
its own path (:func:`parse_segments`). The words that tell a unit from an
institution from a place are data, under ``kg/data/orgs/`` (see
:func:`rules`); nothing here knows a particular venue.

>>> from kg.records import OrgSegment
>>> [p] = parse_segments(OrgSegment("School of Computer Science, Peking University, Beijing, China", None, 9))
>>> p.units, p.institution, p.locality, p.country
(('School of Computer Science',), 'Peking University', 'Beijing', 'CN')
>>> [p.placeholder for p in parse_segments(OrgSegment("Department of XXX, University of YYY, Location, Country", None, 1))]
[True]
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from importlib.resources import files
from typing import Iterator

import pycountry
import yaml

from ..entities import ParsedSegment
from ..records import OrgSegment
from ..text import alternation, has_han, split_top_level

_POSTCODE = re.compile(
    r"\b\d{4} ?[A-Z]{2}\b"  # Dutch: "1098 XH Amsterdam" (before the plain digits, which would leave "XH")
    r"|\b\d{4,}(?:[- ]\d{3,})?\b|\b\d{3}-\d{4}\b"  # "Beijing 100084", "CA 94305-9025", "Tokyo 113-8656"
    r"|\b[A-Z]{1,2}-\d{4,5}\b"  # with its country's letters: "CH-4002 Basel", "D-72076 Tübingen"
    r"|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b"  # British: "London SW7 2AZ", "Oxford OX1 3QD"
    r"|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b"  # Canadian: "QC H3A 0G4"
)
#: What an acronym holds besides capitals of any script (ÉGL, ÖAW) and ASCII letters and digits.
_ACRONYM_MARKS = frozenset("&.*-")
_TRAILING_ACRONYM = re.compile(r"^(?P<name>.*\S)\s*\((?P<acronym>[^()]+)\)$")
_SPACES = re.compile(r"\s++")
_WORD = re.compile(r"[^\W\d_][\w'’.&*]*+")
_ZH_SEPARATORS = re.compile(r"[，,;；]")
_ZH_JOINED = re.compile(r"[和与]")  # the Chinese of "&" / "and" between two names
_ZH_LEAD_BRACKET = re.compile(r"[（(][^（()）]*+[）)]")  # a qualifier opening a text: （深圳）
# Full-width punctuation in Latin text, typed with a Chinese keyboard: ``Sciences，Beijing，China``.
_FULL_WIDTH = str.maketrans({"，": ",", "；": ",", "（": "(", "）": ")"})
# A translation that keeps some Latin text at its start or end: "阿格德大学CAIR", "CAIR 阿格德大学".
_LATIN_LEAD = re.compile(r"(?P<latin>[A-Za-z][^\u3400-\u9fff]*)(?P<rest>.*[\u3400-\u9fff])")
_LATIN_TRAIL = re.compile(r"(?P<rest>.*[\u3400-\u9fff])(?P<latin>[^\u3400-\u9fff]*[A-Za-z])")


@dataclass(frozen=True)
class Rules:
    """The word lists of ``kg/data/orgs/``, compiled once."""

    country_aliases: dict[str, str]
    zh_countries: dict[str, str]
    us_states: frozenset[str]
    state_countries: tuple[str, ...]
    more_specific: dict[str, frozenset[str]]
    institution_words: re.Pattern[str]
    org_words: re.Pattern[str]
    company_lab_words: frozenset[str]
    generic_lab: re.Pattern[str]
    generic_lab_words: frozenset[str]  # casefolded
    name_conjunctions: re.Pattern[str]
    name_qualifiers: frozenset[str]
    name_links: frozenset[str]
    descriptions: re.Pattern[str]
    unit_prefixes: re.Pattern[str]
    unit_connectors: re.Pattern[str]
    unit_phrase: re.Pattern[str]
    spaced_connector: re.Pattern[str]
    school_end: re.Pattern[str]
    professional_school: re.Pattern[str]
    generic_name: re.Pattern[str]
    company_suffixes: re.Pattern[str]
    company_words: frozenset[str]
    lab_name_words: frozenset[str]  # casefolded
    lab_place_ends: frozenset[str]  # casefolded
    named_lab_ends: frozenset[str]  # casefolded
    common_word_names: frozenset[str]  # keys
    zh_company_ends: re.Pattern[str]
    part_name_words: re.Pattern[str]
    university_words: re.Pattern[str]
    standalone_institutions: frozenset[str]  # keys of the known names that are institutions wherever they stand
    campus_systems: frozenset[str]
    shared_systems: dict[str, str]
    main_campuses: frozenset[tuple[str, str]]
    systems_after_campus: frozenset[str]
    role_notes: re.Pattern[str]
    lab_sponsors: re.Pattern[str]
    sponsored_labs: re.Pattern[str]
    role_words: re.Pattern[str]
    leading_role: re.Pattern[str]
    lab_codes: re.Pattern[str]
    comma_names: dict[str, tuple[tuple[str, ...], ...]]
    comma_name_start: re.Pattern[str]
    address_words: re.Pattern[str]
    city_words: re.Pattern[str]
    region_words: re.Pattern[str]
    region_types: frozenset[str]
    region_names: frozenset[str]
    generic_region_names: frozenset[str]
    subdivision_suffixes: re.Pattern[str]
    local_town_names: frozenset[str]
    placeholder_tokens: frozenset[str]
    placeholder_parts: frozenset[str]
    zh_institution_suffixes: tuple[str, ...]
    zh_split_suffixes: tuple[str, ...]
    zh_unit_suffixes: tuple[str, ...]
    zh_department_suffixes: tuple[str, ...]
    zh_name_continuations: tuple[str, ...]
    zh_more_name: re.Pattern[str]
    zh_institution_lead: re.Pattern[str]
    zh_university_ends: tuple[str, ...]
    zh_academy_ends: tuple[str, ...]


@cache  # read by the parser's rules and by the packaged list's index: parsed once (callers never change it)
def load_data(name: str) -> dict:
    """One YAML file of ``kg/data/orgs/``."""
    return yaml.safe_load(_data_text(name))


def _data_text(name: str) -> str:
    """The text of one file of ``kg/data/orgs/``."""
    return files("kg.data").joinpath("orgs", name).read_text(encoding="utf-8")


@dataclass(frozen=True)
class KnownInstitutions:
    """The well-known institutions of ``aliases.yaml``, by key: the one index of the
    packaged list, which the parser and resolve both read (:func:`known_institutions`)."""

    names: dict[str, str]  # key -> name
    countries: dict[str, str]  # key -> country
    headquarters: dict[str, str]  # key -> a company's home country
    spellings: dict[str, tuple[str, ...]]  # key -> its aliases as written
    parents: dict[str, str]  # key -> the name of the institution it belongs to
    aliases: dict[str, str]  # alias key -> key
    ambiguous: dict[str, tuple[tuple[str, str], ...]]  # alias key -> (country, key) of each it may name
    regions: dict[str, frozenset[str]]  # key -> the states or provinces of its country it is in
    zh: dict[str, tuple[str, ...]]  # key -> its Chinese names, the standard one first
    zh_holders: dict[str, str]  # Chinese name -> key of the one institution it names
    parent_keys: dict[str, frozenset[str]]  # key of any name (ambiguous ones too) -> the keys of its parent's names
    companies: frozenset[str]  # keys of the one-word names of companies (entries with a headquarters)
    institute_leads: dict[str, str]  # key of the words leading a society's institutes' names -> the society's key
    # keys of the ambiguous names that are no acronym, which other institutions' units share
    # (Media Lab): the packaged one only by its paper, never by its state or country
    shared: frozenset[str]

    def institution(self, written: str) -> str | None:
        """The key of the institution whose name or alias has key ``written``, whatever its country."""
        return written if written in self.names else self.aliases.get(written)

    def name_keys(self, key: str) -> set[str]:
        """The keys of the packaged name and aliases of the known institution ``key``."""
        return {key, *map(org_key, self.spellings[key])}

    def all_names(self, key: str) -> tuple[str, ...]:
        """The packaged name and aliases of the known institution ``key`` (none if unknown)."""
        return (self.names[key], *self.spellings[key]) if key in self.names else ()

    def lineage(self, key: str | None) -> Iterator[str]:
        """``key`` and the keys of the packaged institutions it belongs to, up its chain of parents."""
        seen = set()
        while key and key not in seen:
            yield key
            seen.add(key)
            parent = self.parents.get(key)
            key = self.institution(org_key(parent)) if parent else None

    def key(self, written: str, country: str | None) -> str | None:
        """The key of the known institution that a name of key ``written`` names in a
        segment of ``country``, or None. An ambiguous name of an institution of no
        country (``FAIR``) is for resolve to tell, by its paper, segment or listing."""
        if written in self.names:
            return written
        known = self.aliases.get(written)
        if known and in_country(self.countries.get(known), country):
            return known
        if written in self.shared:
            return None
        candidates = {k for c, k in self.ambiguous.get(written, ()) if c and country and in_country(c, country)}
        return candidates.pop() if len(candidates) == 1 else None

    def in_region(self, key: str, segment: ParsedSegment) -> bool | None:
        """Whether ``segment`` gives a state or province the known institution ``key`` is in
        (``USC, Columbia, SC`` does not: not the University of Southern California);
        None when it gives none, or the institution's are not known."""
        regions = self.regions.get(key)
        if not regions:
            return None
        # a segment giving no country may still write the state in full (``Los Angeles, California``)
        country = segment.country or self.countries.get(key)
        region = segment_region(segment.raw, country, codes=bool(segment.country))
        return None if region is None else region in regions


@cache
def known_institutions() -> KnownInstitutions:
    """``aliases.yaml``, indexed on first use."""
    names, countries, headquarters, spellings, parents, aliases, regions, zh = {}, {}, {}, {}, {}, {}, {}, {}
    ambiguous: dict[str, list[tuple[str, str]]] = defaultdict(list)
    shared = set()
    institute_leads = {}
    zh_keys: dict[str, set[str]] = defaultdict(set)
    for entry in load_data("aliases.yaml")["institutions"]:
        key = org_key(entry["name"])
        names[key] = entry["name"]
        spellings[key] = tuple(entry.get("aliases", ()))
        if entry.get("country"):
            countries[key] = entry["country"]
        if entry.get("headquarters"):
            headquarters[key] = entry["headquarters"]
        if entry.get("part_of"):
            parents[key] = entry["part_of"]
        if entry.get("regions"):
            regions[key] = frozenset(entry["regions"])
        if entry.get("zh"):
            zh[key] = tuple(entry["zh"])
        aliases.update((org_key(alias), key) for alias in entry.get("aliases", ()))
        institute_leads.update((org_key(lead), key) for lead in entry.get("institutes_named", ()))
        for alias in entry.get("ambiguous", ()):
            ambiguous[org_key(alias)].append((entry.get("country"), key))
            if not is_acronym(alias):  # Media Lab, not NTU
                shared.add(org_key(alias))
        for name in entry.get("zh", ()):
            zh_keys[name].add(key)
    holders = {name: keys.pop() for name, keys in zh_keys.items() if len(keys) == 1}  # a shared name tells nothing
    aliases.update(_run_together(names, headquarters, aliases))
    companies = frozenset(org_key(n) for k in headquarters for n in (names[k], *spellings[k]) if " " not in n)
    known = KnownInstitutions(
        names, countries, headquarters, spellings, parents, aliases, {k: tuple(v) for k, v in ambiguous.items()},
        regions, zh, holders, {}, companies, institute_leads, frozenset(shared),
    )
    return replace(known, parent_keys=_parent_keys(known))


def _run_together(names: dict[str, str], headquarters: dict[str, str], aliases: dict[str, str]) -> dict[str, str]:
    """The keys of companies' names of several words written run together, as brands write
    them (``TogetherAI``: Together AI) -> the company's key; none that another name or alias has."""
    joined = {key.replace(" ", ""): key for key in headquarters if " " in key}
    return {j: key for j, key in joined.items() if j not in names and j not in aliases}


def _parent_keys(known: KnownInstitutions) -> dict[str, frozenset[str]]:
    """The key of each name of a well-known institution that is part of another (ambiguous
    ones too: ``FAIR``) -> the keys of that other's names (Meta FAIR: ``meta platforms``,
    ``meta``, ``facebook``)."""
    found: dict[str, set[str]] = {}
    ambiguous_of: dict[str, list[str]] = defaultdict(list)
    for alias, candidates in known.ambiguous.items():
        for _, key in candidates:
            ambiguous_of[key].append(alias)
    for key, parent_name in known.parents.items():
        parent = known.institution(org_key(parent_name))
        if parent is None:
            continue
        for name in (*known.name_keys(key), *ambiguous_of[key]):
            found.setdefault(name, set()).update(known.name_keys(parent))
    return {key: frozenset(names) for key, names in found.items()}


def in_country(country: str | None, segment_country: str | None) -> bool:
    """Whether an institution of ``country`` may be named in a segment of ``segment_country``
    (unknown on either side: yes; Hong Kong's in a segment saying China: yes)."""
    if not (country and segment_country) or country == segment_country:
        return True
    return country in rules().more_specific.get(segment_country, ())


@cache
def rules() -> Rules:
    """The parsing rules, read from the data files on first use: one builder a file."""
    return Rules(
        **_country_rules(load_data("countries.yaml")),
        **_keyword_rules(load_data("keywords.yaml")),
        **_noise_rules(load_data("noise.yaml")),
        **_name_rules(load_data("names.yaml")),
        **_company_rules(load_data("companies.yaml")),
        **_campus_rules(load_data("campuses.yaml")),
        **_place_rules(load_data("places.yaml")),
        **_known_rules(known_institutions(), load_data("places.yaml")),
    )


def _country_rules(countries: dict) -> dict:
    """The rules of ``countries.yaml``: how lists write countries and US states."""
    return {
        "country_aliases": {_country_key(k): v for k, v in countries["aliases"].items()},
        "zh_countries": dict(countries["zh"]),
        "us_states": frozenset(countries["us_states"]),
        "state_countries": tuple(countries["state_countries"]),
        "more_specific": {k: frozenset(v) for k, v in countries["more_specific"].items()},
    }


def _keyword_rules(keywords: dict) -> dict:
    """The rules of ``keywords.yaml``: the words that tell a unit from an institution."""
    org_words, connectors = alternation(keywords["org_words"]), alternation(keywords["unit_connectors"])
    lab_words, generic = alternation(keywords["company_lab_words"]), alternation(keywords["generic_name_words"])
    return {
        "institution_words": _words(keywords["institution_words"]),
        "org_words": _words(keywords["org_words"]),
        "company_lab_words": frozenset(w.casefold() for w in keywords["company_lab_words"]),
        "generic_lab": re.compile(rf"(?:(?:{alternation(keywords['generic_lab_words'])})\s+)+(?:{lab_words})", re.I),
        "generic_lab_words": frozenset(w.casefold() for w in keywords["generic_lab_words"]),
        "name_conjunctions": _words(keywords["name_conjunctions"]),
        "name_qualifiers": frozenset(org_key(w) for w in keywords["name_qualifiers"]),
        "name_links": frozenset(keywords["name_links"]),
        "unit_prefixes": re.compile(r"^(?:" + "|".join(map(re.escape, keywords["unit_prefixes"])) + r")\b\.?", re.I),
        "unit_connectors": re.compile(connectors, re.I),
        "unit_phrase": re.compile(rf"(?<!\w)(?:{org_words})\s+(?:{connectors})(?!\w)", re.I),
        "spaced_connector": re.compile(rf"\s++(?:{connectors})\s++", re.I),
        "school_end": re.compile(rf"(?<=\S)\s++(?:{alternation(keywords['school_ends'])})$", re.I),
        "professional_school": re.compile(rf"(?:Graduate )?School of (?:{alternation(keywords['professional_schools'])})"),
        "generic_name": re.compile(rf"(?:{generic})(?:\s+(?:{generic}))*", re.I),
        "zh_institution_suffixes": tuple(keywords["zh_institution_suffixes"]),
        "zh_split_suffixes": tuple(keywords["zh_split_suffixes"]),
        "zh_unit_suffixes": tuple(keywords["zh_unit_suffixes"]),
        "zh_department_suffixes": tuple(keywords["zh_department_suffixes"]),
        "zh_name_continuations": tuple(keywords["zh_name_continuations"]),
        "zh_more_name": re.compile(rf"{alternation(keywords['zh_campus_words'])}|^[（(]"),
        "zh_institution_lead": re.compile(rf"^(.*?(?:{alternation(keywords['zh_institution_leads'])}))"),
        "zh_university_ends": tuple(keywords["zh_university_ends"]),
        "zh_academy_ends": tuple(keywords["zh_academy_ends"]),
        "university_words": re.compile(rf"\b(?:{alternation(keywords['university_words'])})\b"),
        "part_name_words": re.compile(rf"\b(?:{alternation(keywords['part_name_words'])})\b", re.I),
    }


def _noise_rules(noise: dict) -> dict:
    """The rules of ``noise.yaml``: what is written beside names but names nothing."""
    return {
        "descriptions": re.compile("|".join(noise["descriptions"])),
        "role_notes": re.compile(
            r"(?:^|[.,;:*†(]\s*|\s+)\(?(?:" + "|".join(noise["role_notes"]) + r")\)?\.?\s*(?=$|[,;])", re.I
        ),
        "role_words": re.compile(r"\s+(?:Research\s+)?(?:" + "|".join(noise["role_words"]) + r")$"),
        "leading_role": _leading_role(noise),
        "lab_codes": re.compile(r"(?<![\w-])(?:" + "|".join(noise["lab_codes"]) + r")(?![\w-])"),
        "lab_sponsors": re.compile("|".join(noise["lab_sponsors"])),
        "sponsored_labs": re.compile("|".join(noise["sponsored_labs"])),
        "placeholder_tokens": frozenset(noise["placeholder_tokens"]),
        "placeholder_parts": frozenset(p.casefold() for p in noise["placeholder_parts"]),
    }


def _leading_role(noise: dict) -> re.Pattern[str]:
    """The author's role or work note leading a segment, alone or before a lower-case "at"
    (group ``at``: the "at" and the spaces around it; a capital "At" is a name's own word)."""
    role = rf"(?:(?:{'|'.join(noise['role_qualifiers'])})\s+)*(?:{'|'.join(noise['role_words'])})"
    notes = "|".join(noise["work_notes"])
    return re.compile(rf"(?:(?:{notes})(?:\s+as\s+an?\s+{role})?|{role})(?:(?P<at>\s+(?-i:at)(?:\s+|$))|$)", re.I)


def _name_rules(names: dict) -> dict:
    """The rules of ``names.yaml``: the names with a comma in them."""
    with_commas = names["with_commas"]
    firsts = alternation([n.split(",")[0] for n in with_commas])
    return {
        "comma_names": _comma_names(with_commas),
        "comma_name_start": re.compile(rf"(?<!\w)(?:{firsts})\s*,", re.I),
    }


def _company_rules(companies: dict) -> dict:
    """The rules of ``companies.yaml``: the legal-form suffixes (``Inc.``) written as a part of
    their own, the words that end a company's own full name (``Holdings``), those of its
    labs' names (``Cloud AI Research``) and what its Chinese name may end in (公司)."""
    return {
        "company_suffixes": re.compile(r"^(?:" + "|".join(map(re.escape, companies["suffixes"])) + r")$", re.I),
        "company_words": frozenset(map(org_key, companies["name_words"])),
        "lab_name_words": frozenset(w.casefold() for w in companies["lab_words"]),
        "lab_place_ends": frozenset(w.casefold() for w in companies["lab_place_ends"]),
        "named_lab_ends": frozenset(w.casefold() for w in companies["named_lab_ends"]),
        "common_word_names": frozenset(map(org_key, companies["common_word_names"])),
        "zh_company_ends": re.compile(rf"^(?:{alternation(companies['zh_suffixes'])})?$"),
    }


def _known_rules(known: KnownInstitutions, places: dict) -> dict:
    """The rules of ``aliases.yaml``: the keys of every name of a well-known institution,
    each an institution wherever it stands (``Azure AI, Microsoft``: not a town) but
    those also named like a region somewhere (Meta, Mila: resolve decides by the country)
    and the names several institutions' units share (``Robotics Institute, Carnegie
    Mellon University``: a unit; resolve tells whose a bare one is)."""
    keys = known.names.keys() | known.aliases.keys() | known.ambiguous.keys()
    return {"standalone_institutions": frozenset(keys) - _region_names_anywhere(_subdivision_suffix(places))
            - known.shared}


@cache
def _region_names_anywhere(suffix: re.Pattern[str]) -> frozenset[str]:
    """The keys of every country's subdivisions' names (Meta, a department of Colombia;
    Uva, a province of Sri Lanka)."""
    return _region_keys([s.name for s in pycountry.subdivisions], suffix)


def _region_keys(names: list[str], suffix: re.Pattern[str]) -> frozenset[str]:
    """The keys of region names, with and without a suffix such as Province."""
    return frozenset(map(org_key, names)) | frozenset(org_key(suffix.sub("", n)) for n in names)


def _subdivision_suffix(places: dict) -> re.Pattern[str]:
    """The words that end a region's name as pycountry writes it (Province, Prefecture)."""
    return re.compile(rf"\s+(?:{alternation(places['subdivision_name_suffixes'])})$", re.I)


def _campus_rules(campuses: dict) -> dict:
    """The rules of ``campuses.yaml``: university systems, and their main campuses' towns."""
    return {
        "campus_systems": frozenset(org_key(s) for s in campuses["systems"]),
        "shared_systems": {org_key(s): country for s, country in campuses["shared_systems"].items()},
        "main_campuses": frozenset(
            (org_key(s), org_key(town)) for s, towns in campuses["main_campuses"].items() for town in _listed(towns)
        ),
        "systems_after_campus": frozenset(org_key(s) for s in campuses["written_after_campus"]),
    }


def _listed(value: str | list[str]) -> list[str]:
    """A data entry written as one value or a list of them, as a list.

    >>> _listed("Tempe"), _listed(["Minneapolis", "Saint Paul"])
    (['Tempe'], ['Minneapolis', 'Saint Paul'])
    """
    return [value] if isinstance(value, str) else value


def _place_rules(places: dict) -> dict:
    """The rules of ``places.yaml``: the words that tell an address, a city and a region apart."""
    return {
        "address_words": _place_words(places["address_words"]),
        "city_words": _place_words(places["city_words"]),
        "region_words": _place_words(places["region_words"]),
        "region_types": frozenset(places["region_types"]),
        "region_names": frozenset(org_key(n) for n in places["region_names"]),
        "generic_region_names": frozenset(org_key(n) for n in places["generic_region_names"]),
        "subdivision_suffixes": _subdivision_suffix(places),
        "local_town_names": frozenset(org_key(n) for names in places["local_town_names"].values() for n in names),
    }


def _words(words: list[str]) -> re.Pattern[str]:
    """Whole words, ignoring case but for short acronyms, which match only in capitals
    (CHU, a university hospital, is not the surname of the Chu Lab; MIT is not German mit).

    >>> [bool(_words(["CHU", "Hospital"]).search(t)) for t in ("CHU de Nantes", "Chu Lab", "the hospital")]
    [True, False, True]
    """
    short = [w for w in words if w.isupper() and w.isalpha() and len(w) <= 3]
    rest = [w for w in words if w not in short]
    alternatives = [alternation(rest)] + ([f"(?-i:{alternation(short)})"] if short else [])
    return re.compile(rf"(?<!\w)(?:{'|'.join(alternatives)})(?!\w)", re.I)


def _place_words(words: list[str]) -> re.Pattern[str]:
    """Whole words, and suffixes joined by a hyphen (``-ku``: ``Bunkyo-ku``)."""
    suffixes = [w for w in words if w.startswith("-")]
    alternatives = [rf"(?<!\w)(?:{alternation([w for w in words if w not in suffixes])})(?!\w)"]
    return re.compile("|".join(alternatives + ([rf"(?<=\w)(?:{alternation(suffixes)})(?!\w)"] if suffixes else [])), re.I)


def _comma_names(names: list[str]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The names with commas, by the key of their first piece: the keys of the other pieces."""
    found: dict[str, list[tuple[str, ...]]] = {}
    for name in names:
        first, *rest = (org_key(piece) for piece in name.split(","))
        found.setdefault(first, []).append(tuple(rest))
    return {first: tuple(sorted(rests, key=len, reverse=True)) for first, rests in found.items()}



# --- names ---------------------------------------------------------------------


def clean(text: str) -> str:
    """NFC, one space between words, no leading or trailing periods, commas or colons
    (half- or full-width: ``机构：Peking University``).

    >>> clean("  Southwestern University,  Chengdu, China. "), clean("：Peking University")
    ('Southwestern University, Chengdu, China', 'Peking University')
    """
    text = unicodedata.normalize("NFC", " ".join(text.split()))
    return text.strip(" .,;:。，；：、")


_APOSTROPHES = re.compile(r"[’'`]")
_NON_WORD = re.compile(r"[^\w]+")
_LEADING_THE = re.compile(r"^the\s+")
# Words shortened as names of institutions often are (Stanford Univ., Dept. of CS); not Lab,
# which is a name's own word as often as it is short for Laboratory.
_SHORT_WORDS = {"univ": "university", "dept": "department", "inst": "institute", "natl": "national"}
_SHORT_WORD = re.compile(r"\b(" + "|".join(_SHORT_WORDS) + r")\.", re.IGNORECASE)  # with its full stop: not INST Mohali


@cache
def _legal_form() -> re.Pattern[str]:
    """A legal form at the end of a name's key (``companies.yaml`` 'key_forms', read here and not
    in :func:`rules`, which calls :func:`org_key` itself: the key would depend on its own rules);
    not the Co. of ``& Co.``, part of the name (Goldman Sachs & Co. LLC)."""
    return re.compile(rf"(?<!\band)\s+(?:{alternation(load_data('companies.yaml')['key_forms'])})$")


@cache
def _acronym_form() -> re.Pattern[str]:
    """A name with an organization word that ends in a legal form written as an acronym
    (``acronym_forms`` in ``companies.yaml``; the org words of ``keywords.yaml``, but for a
    company's own name words: Mercedes-Benz Group AG is a company's name)."""
    companies = load_data("companies.yaml")
    words = alternation(set(load_data("keywords.yaml")["org_words"]) - set(companies["name_words"]))
    forms = alternation(companies["acronym_forms"])
    return re.compile(rf"(?i:\b(?:{words})\b).*\s(?:{forms})$")


@lru_cache(maxsize=1 << 16)  # the same few thousand names recur across a venue's papers
def org_key(name: str) -> str:
    """The identity key of an organization name: case, accents, punctuation,
    a leading "The" and legal-form suffixes do not count.

    >>> org_key("The Chinese University of Hong Kong") == org_key("Chinese University of Hong Kong")
    True
    >>> org_key("ETH Zürich") == org_key("ETH Zurich"), org_key("Meta Platforms, Inc.")
    (True, 'meta platforms')
    >>> org_key("Stanford Univ.") == org_key("Stanford University"), org_key("Dept. of CS, Natl. Inst.")
    (True, 'department of cs national institute')

    Not ``& Co.``, nor a form's capitals after an organization word, which name a place
    or an academy as often (SA, SAS: Slovak Academy of Sciences), or a lab's own company:

    >>> org_key("Merck & Co., Inc."), org_key("Mathematical Institute SAS"), org_key("Thales SA")
    ('merck and co', 'mathematical institute sas', 'thales')
    """
    if "." in name:
        name = _SHORT_WORD.sub(lambda m: _SHORT_WORDS[m[1].casefold()], name)
    text = unicodedata.normalize("NFKD", unicodedata.normalize("NFC", name).casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = _APOSTROPHES.sub("", text.replace("&", " and "))
    text = _NON_WORD.sub(" ", text).strip()
    text = _LEADING_THE.sub("", text)
    if _acronym_form().search(name):
        return text
    while True:
        shorter = _legal_form().sub("", text)
        if shorter == text:
            return text
        text = shorter


def without_legal_form(name: str) -> str:
    """``name`` as written without the legal form its key drops (:func:`org_key`): the
    shortest start of it with the same key.

    >>> without_legal_form("GrabTaxi Holdings Pte. Ltd."), without_legal_form("Meta Platforms, Inc.")
    ('GrabTaxi Holdings', 'Meta Platforms')
    >>> without_legal_form("Robert Bosch GmbH"), without_legal_form("Stanford Univ."), without_legal_form("Inc.")
    ('Robert Bosch', 'Stanford Univ.', 'Inc.')
    """
    key = org_key(name)
    starts = (name[: space.start()].rstrip(" ,") for space in _SPACES.finditer(name))
    return next((start for start in starts if org_key(start) == key), name)


def is_acronym(name: str) -> bool:
    """Whether ``name`` is written like an acronym: one token, two capitals or more.

    >>> is_acronym("KAIST"), is_acronym("TeleAI"), is_acronym("A*STAR"), is_acronym("Shenzhen"), is_acronym("Tencent")
    (True, True, True, False, False)
    >>> is_acronym("ÉGL"), is_acronym("ÖAW"), is_acronym("École")
    (True, True, False)

    Capitalised words joined by hyphens are a name, not an acronym (``CHU Sainte-Justine``):

    >>> is_acronym("Sainte-Justine"), is_acronym("KU-Leuven")
    (False, True)
    """
    token = name.strip()
    return (
        token[:1].isupper()
        and all(c.isupper() or (c.isascii() and c.isalnum()) or c in _ACRONYM_MARKS for c in token)
        and sum(map(str.isupper, token)) > 1
        and not all(word[1:].islower() for word in token.split("-"))
    )


@lru_cache(maxsize=1 << 14)  # resolve asks once an institution mention: a few thousand names, 100k+ calls
def split_acronym(name: str) -> tuple[str, str | None]:
    """Split a trailing parenthesized acronym off a name.

    >>> split_acronym("Korea Advanced Institute of Science and Technology (KAIST)")
    ('Korea Advanced Institute of Science and Technology', 'KAIST')
    >>> split_acronym("The Chinese University of Hong Kong (Shenzhen)")
    ('The Chinese University of Hong Kong (Shenzhen)', None)
    >>> split_acronym("The University of Texas at Austin (UT Austin)"), split_acronym("Tencent (WeChat AI)")
    (('The University of Texas at Austin', 'UT Austin'), ('Tencent (WeChat AI)', None))

    A bracket after a university system's name other than the system's own acronym is
    its campus, part of the name:

    >>> split_acronym("Indian Institute of Technology (BHU)"), split_acronym("Indian Institute of Technology (IIT)")
    (('Indian Institute of Technology (BHU)', None), ('Indian Institute of Technology', 'IIT'))
    """
    match = _TRAILING_ACRONYM.match(name)
    if not match or _is_campus_qualifier(match["acronym"], match["name"]):
        return name, None
    if is_acronym(match["acronym"]) or _is_short_name(match["acronym"], match["name"]):
        return match["name"], match["acronym"]
    return name, None


def _is_campus_qualifier(bracket: str, name: str) -> bool:
    """Whether ``bracket`` names the campus of the university system ``name`` (one
    ``campuses.yaml`` lists, shared or not), not the system by its initials."""
    return _is_system(org_key(name), None) and _initials(bracket, short=True) != _initials(name)


def _is_short_name(bracket: str, name: str) -> bool:
    """Whether a bracket that is no acronym is a short name of ``name``, as a bracketed
    acronym is: an alias of the same well-known institution, one word of the name
    (``Technion - Israel Institute of Technology (Technion)``), or words whose initials
    (an acronym's capitals) are the name's (``IIT Bombay``, ``UT Austin``); not a unit
    of it (``Tencent (WeChat AI)``), its campus (``… of Hong Kong (Shenzhen)``) or a town.

    >>> _is_short_name("Technion", "Technion - Israel Institute of Technology"), _is_short_name("Shenzhen", "CUHK")
    (True, False)
    """
    if _same_known(bracket, name):
        return True
    word = bracket.strip()
    if " " not in word:  # a town is no short name but a place; nor another institution (Google Research (Google))
        return (word[:1].isupper() and word in re.split(r"[\s,-]+", name) and not town_countries(word)
                and org_key(word) not in rules().standalone_institutions)
    return _same_initials(bracket, name)


def _same_known(a: str, b: str) -> bool:
    """Whether names ``a`` and ``b`` name the same packaged institution."""
    known = known_institutions()
    institution = known.institution(org_key(a))
    return institution is not None and institution == known.institution(org_key(b))


def is_initialism(acronym: str, name: str) -> bool:
    """Whether ``acronym`` is written as an acronym of ``name``'s initials.

    >>> is_initialism("ANL", "Argonne National Laboratory"), is_initialism("ANL", "Australian National University")
    (True, False)
    """
    return is_acronym(acronym) and _same_initials(acronym, name)


def _same_initials(short: str, name: str) -> bool:
    """Whether the capitals of ``short`` (two at least, as an acronym has) are the initials of ``name``."""
    initials = _initials(short, short=True)
    return len(initials) > 1 and initials == _initials(name)


def _initials(name: str, short: bool = False) -> str:
    """The initials of the capitalized words of ``name`` after a leading "The", or with
    ``short`` the capitals of its acronyms: ``UT Austin`` and ``The University of Texas at
    Austin`` are both ``UTA``."""
    words = _WORD.findall(name.removeprefix("The "))
    return "".join(
        ("".join(filter(str.isupper, w)) if short and is_acronym(w) else w[0]) for w in words if w[0].isupper()
    )


@lru_cache(maxsize=1 << 14)  # asked once a segment: the same few thousand names recur
def school_parents(name: str) -> tuple[str, ...]:
    """The names ``name`` may name a school of, longest first: the words before a
    school's name that ends it (``... School of Medicine``, ``... Ningbo Graduate
    School``), then those after a school's name and a connector (``Feinberg Medical
    School of ...``). Whether one is an institution is the caller's to tell.

    >>> school_parents("Zhejiang University Ningbo Graduate School")
    ('Zhejiang University Ningbo', 'Zhejiang University')
    >>> school_parents("Feinberg Medical School of Northwestern University"), school_parents("Peking University Third Hospital")
    (('Northwestern University',), ())
    """
    r = rules()
    if not (r.school_end.search(name) or r.unit_phrase.search(name)):  # most names: no school's words at all
        return ()
    spaces = reversed(list(_SPACES.finditer(name)))
    before = [name[: m.start()] for m in spaces if _is_school(name[m.end() :])]
    after = [name[m.end() :] for m in r.spaced_connector.finditer(name) if _is_school(name[: m.start()])]
    return (*before, *after)


def _is_school(part: str) -> bool:
    """Whether ``part`` names a school or another unit: it starts with a unit prefix
    (``School of Medicine``) or ends with a school word after another word (``Medical
    School``), and has no institution word besides (``School of Medicine Affiliated
    Hospital`` names a hospital)."""
    r = rules()
    body = r.school_end.sub("", part)
    return bool(body != part or r.unit_prefixes.match(part)) and not r.institution_words.search(body)


def with_acronym(name: str, acronym: str | None) -> str:
    """The name written with its acronym, as :func:`split_acronym` reads it.

    >>> with_acronym("Korea Advanced Institute of Science and Technology", "KAIST"), with_acronym("MIT", None)
    ('Korea Advanced Institute of Science and Technology (KAIST)', 'MIT')
    """
    return f"{name} ({acronym})" if acronym else name


#: A town tells its country when it has at least this many people, and this many times more
#: than any town of that name in another country (``towns.tsv``).
CITY_MIN_POPULATION = 150_000
CITY_DOMINANCE = 10
#: A city this big tells its country also as the first word of a company's longer name.
BIG_CITY_POPULATION = 1_000_000
#: A university named after a town alone (University of Würzburg) is in it: a smaller town
#: tells its country (``towns.tsv`` lists the names of towns this big).
UNIVERSITY_TOWN_POPULATION = 100_000


def country_in_name(name: str, city_led: bool = True) -> str | None:
    """The country that the places an institution is named after name, when they name
    one: each run of capitalized words between its institution words (Leipzig University,
    Sichuan University, Renmin University of China) that is a town of one country
    (:func:`town_countries`), a state or province of one, or a country. A run is a place
    only whole: people's names are not (Nelson Mandela University, Queen's University,
    Ben-Gurion University).

    Without an institution word, the name tells a country only when ``city_led`` and it
    names a centre or lab after a big city (:func:`_city_led_country`); a company's does
    not (``SK Telecom``). None too when its places name no country or several (Cambridge,
    Victoria, Durham; University of Georgia: a state and a country).

    >>> [country_in_name(n) for n in ("Anyang Normal University", "Leipzig University", "Sichuan University")]
    ['CN', 'DE', 'CN']
    >>> [country_in_name(n) for n in ("University of Cambridge", "University of Victoria", "Queen's University")]
    [None, None, None]
    >>> country_in_name("University of Georgia"), country_in_name("South China University of Technology")
    (None, 'CN')

    A name whose places name no country may still lead with a big city of one country,
    first word of a longer run (Hangzhou Dianzi University: CN); a run of one word is
    the place itself, told above (Washington University, Columbia University: none).

    >>> country_in_name("Hangzhou Dianzi University"), country_in_name("George Mason University")
    ('CN', None)
    """
    r = rules()
    national = _country_after_of(name)
    if national:
        return national
    if not r.institution_words.search(name):
        return _city_led_country(name) if city_led and r.org_words.search(name) else None
    found = _named_places_country(name)
    if found is None or len(found) > 1:
        return None
    return found.pop() if found else _led_by_big_city(name)


#: A name's last words after "of" (or "of the"): RISE Research Institutes of Sweden.
_OF_END = re.compile(r"\sof\s+(?:the\s+)?(\S+(?:\s\S+){0,3})\Z")


def _country_after_of(name: str) -> str | None:
    """The country an organization's name ends with after "of", written out (Technical
    Research Centre of Finland: FI); not an acronym or a state (Research Centre of Georgia)."""
    end = _OF_END.search(name)
    if not end or end.group(1).isupper():
        return None
    country = country_code(end.group(1))
    return country if country and not _region_countries().get(org_key(end.group(1))) else None


def _named_places_country(name: str) -> set[str] | None:
    """The countries of the places that the institution ``name`` names (see
    :func:`country_in_name`); None when one is a town of several countries."""
    found: set[str] = set()
    company = bool(_legal_form().search(_NON_WORD.sub(" ", name.casefold()).strip()))  # Co., Ltd
    for run in _name_runs(name):
        towns = town_countries(run, UNIVERSITY_TOWN_POPULATION if _named_after_town(name, run) else CITY_MIN_POPULATION)
        if len(towns) > 1:
            return None  # a town of several countries
        found |= towns | _region_countries().get(org_key(run), set())
        country = country_code(run) if len(run) > 3 and not run.isupper() else None
        found |= {country} if country else set()
        if company and " " in run:  # Shanghai United Imaging Intelligence Co., Ltd: its province or city first
            first = run.split()[0]
            found |= _region_countries().get(org_key(first), set()) | town_countries(first, BIG_CITY_POPULATION)
    return found


def _led_by_big_city(name: str) -> str | None:
    """The country of the big city of one country that ``name`` starts with, as the first
    word of a run of several (Hangzhou Dianzi University), or None."""
    runs = _name_runs(name)
    if not runs or " " not in runs[0] or not name.startswith(runs[0]):
        return None
    towns = town_countries(runs[0].split()[0], BIG_CITY_POPULATION)
    return next(iter(towns)) if len(towns) == 1 else None


def _named_after_town(name: str, town: str) -> bool:
    """Whether ``name`` is a university's named by the one place ``town`` and a university
    word, its links aside (``name_links``: University of Würzburg, Universität Würzburg),
    and the place is no region's name anywhere (University of Kent: a county, and a US town).

    >>> _named_after_town("University of Würzburg", "Würzburg"), _named_after_town("Würzburg Institute", "Würzburg")
    (True, False)
    >>> _named_after_town("University of Kent", "Kent")
    False
    """
    r = rules()
    named = re.sub(rf"(?<!\w){re.escape(town)}(?!\w)", " ", name)
    rest = [w for w in named.split() if w.casefold() not in r.name_links]
    return (
        len(rest) == 1
        and bool(r.university_words.fullmatch(rest[0]))
        and org_key(town) not in _region_names_anywhere(r.subdivision_suffixes)
    )


def _city_led_country(name: str) -> str | None:
    """The country of a centre or lab named first after a big city of one country, by an
    organization word and no institution word (Shanghai Clinical Research and Trial
    Center: CN); None for any other name: a town too small to tell, or one of several
    countries' (Cambridge Research Laboratory), a person's name (Jackson Laboratory,
    Sydney Brenner Institute), a place of several words led by the city's name
    (Santiago de Compostela Health Research Institute): the city must be a whole run of
    the name (:func:`_name_runs`), followed right away by a capitalized word of the field
    or of an organization. Callers use it only where the segment gives no place.

    >>> [_city_led_country(n) for n in ("Shanghai Clinical Research Center", "Cambridge Research Laboratory",
    ...     "Jackson Laboratory", "Shanghai", "Acme Research Center")]
    ['CN', None, None, None, None]
    >>> [_city_led_country(n) for n in ("Sydney Brenner Institute for Molecular Bioscience",
    ...     "Santiago de Compostela Health Research Institute", "Dublin Research Lab")]
    [None, None, 'IE']
    """
    words = name.split()
    if len(words) < 2 or not words[0][:1].isupper() or not words[1][:1].isupper():
        return None  # "de", "del", "upon": a longer place
    runs = _name_runs(name)
    if not runs or runs[0] != words[0]:
        return None  # Sydney Brenner: a person's name
    towns = town_countries(words[0], BIG_CITY_POPULATION)
    return next(iter(towns)) if len(towns) == 1 else None


def _name_runs(name: str) -> list[str]:
    """The runs of capitalized words in ``name`` between its institution and unit words,
    the words of its field (``name_qualifiers``: Anyang Normal University), compass words
    (South China), its lower-case words and its punctuation, but for runs with a possessive
    (Queen's): the places it may be named after.

    >>> _name_runs("Anyang Normal University"), _name_runs("South China University of Technology")
    (['Anyang'], ['China'])
    """
    r = rules()
    runs, run = [], []
    for word in re.split(r"[\s,()/&–—]+", name) + [""]:
        key = org_key(word)
        if (word and word[0].isupper() and key not in r.name_qualifiers and key not in r.generic_region_names
                and not (r.institution_words.search(word) or r.org_words.search(word))):
            run.append(word)
            continue
        if run and not any("'" in w or "’" in w for w in run):
            runs.append(" ".join(run))
        run = []
    return runs


@cache
def _region_countries() -> dict[str, set[str]]:
    """The countries with a state or province of each name key, but for the generic
    names of some (South, East: regions of Cameroon): Victoria: AU; Georgia: US."""
    found = defaultdict(set)
    for country in pycountry.countries:
        for key in _region_codes(country.alpha_2).keys() - rules().generic_region_names:
            found[key].add(country.alpha_2)
    return dict(found)


def town_countries(town: str, least: int = CITY_MIN_POPULATION) -> frozenset[str]:
    """The countries a town of this name may be in: the one whose town of that name has at
    least ``least`` people and :data:`CITY_DOMINANCE` times any namesake's elsewhere; all
    the big ones when none has; none if no town of that name is big.

    >>> town_countries("Leipzig"), sorted(town_countries("Durham")), town_countries("Princeton")
    (frozenset({'DE'}), ['GB', 'US'], frozenset())
    """
    populations = _towns().get(org_key(town))
    if not populations or populations[0][1] < least:
        return frozenset()
    (country, first), *others = populations
    if not others or first >= CITY_DOMINANCE * others[0][1]:
        return frozenset({country})
    return frozenset(c for c, p in populations if p * CITY_DOMINANCE > first)


@cache
def _towns() -> dict[str, tuple[tuple[str, int], ...]]:
    """``towns.tsv``: name key -> (country, population of its largest town of that name), largest first."""
    towns = {}
    for line in _data_text("towns.tsv").splitlines():
        if line and not line.startswith("#"):
            key, counts = line.split("\t")
            towns[key] = tuple((c, int(p)) for c, _, p in (item.partition("=") for item in counts.split()))
    return towns


@lru_cache(maxsize=1 << 14)  # a few hundred place names recur in every listing
def country_code(text: str) -> str | None:
    """The ISO 3166-1 alpha-2 code of a country as lists write it, or None.

    >>> [country_code(t) for t in ("USA", "South Korea", "Hong Kong", "Germany", "中国", "Atlantis")]
    ['US', 'KR', 'HK', 'DE', 'CN', None]
    """
    text = clean(text)
    r = rules()
    if text in r.zh_countries:
        return r.zh_countries[text]
    if not text or has_han(text):
        return None
    key = _country_key(text)
    if key in r.country_aliases:
        return r.country_aliases[key]
    if len(text) == 2 and not text.isupper():
        return None
    try:
        return pycountry.countries.lookup(text).alpha_2
    except LookupError:
        return None


_INITIALS = re.compile(r"(?<![^\s.])([A-Za-z])[\s.]+(?=[A-Za-z](?![^\s.]))")


def _country_key(text: str) -> str:
    """Case and dots do not count, and initials are one word: ``P.R.C.``, ``P. R. China``.

    >>> _country_key("P. R. China"), _country_key("P.R.C"), _country_key("U.S.A"), _country_key("S. Korea")
    ('pr china', 'prc', 'usa', 's korea')
    """
    return " ".join(_INITIALS.sub(r"\1", text).replace(".", " ").split()).casefold()


# --- segments ------------------------------------------------------------------

# Footnote marks: superscripts anywhere, and asterisks not inside a name (``A*STAR``).
_MARKS = re.compile(r"[\u00b9\u00b2\u00b3\u2070-\u209f†‡§¶]+|(?<!\w)\*+|\*+(?!\w)")
_INDEX = re.compile(r"^\d{1,2}(?!\d)[.)]?\s+(?=[^\W\d])")  # "1 Princeton University", not "1600 Main St"
_JOINED = re.compile(r"\s+(?:&|and)\s+|\s*/\s*")  # a slash too: NIST/University of Maryland
#: A quoted phrase, which names one thing (Federal Research Center "Computer Science and Control").
_QUOTED = re.compile(r"[\"“„«][^\"“”„«»]*[\"”»]")
_LEADING_AND = re.compile(r"^(?:&|and)\s+")
_DIGIT = re.compile(r"\d")
_US_ZIP = re.compile(r"\d{5}(?:-\d{4})?")
_PARENTHESIZED = re.compile(r"\([^()]*\)")
_EMPTY_PART = re.compile(r"[,，]\s*(?=[,，])")  # "ICube, , Strasbourg": the comma before an empty part

#: One organization path: the part indices of its units (most specific first), and of its institution.
OrgPath = tuple[tuple[int, ...], int | None]


def parse_segments(segment: OrgSegment) -> tuple[ParsedSegment, ...]:
    """Parse one segment into one path per institution it names, in written order; never raises.

    Institutions side by side (``MIT, Harvard University``; ``New York
    University & Meta FAIR``) are peers: each gets its own path, and they share
    the segment's place. A part that names something but fits nowhere comes
    back alone, with ``parsed=False`` and the part as ``raw``, to be reported.

    >>> paths = parse_segments(OrgSegment("Sorbonne Université, CNRS, ISIR, Paris, France", None, 4))
    >>> [(p.institution, p.locality, p.country) for p in paths]
    [('Sorbonne Université', 'Paris', 'FR'), ('CNRS', 'Paris', 'FR'), ('ISIR', 'Paris', 'FR')]
    >>> s = "Division of Mathematical Sciences, School of Physical and Mathematical Sciences, " \\
    ...     "Nanyang Technological University, Singapore 637371, Singapore"
    >>> [p] = parse_segments(OrgSegment(s, None, 197))
    >>> p.units, p.institution, p.country, p.locality
    (('Division of Mathematical Sciences', 'School of Physical and Mathematical Sciences'), \
'Nanyang Technological University', 'SG', None)
    >>> [(p.units, p.institution) for p in parse_segments(OrgSegment("College of Computing", None, 1))]
    [(('College of Computing',), None)]
    """
    return tuple(ParsedSegment(**{**p.__dict__, "line": segment.line}) for p in _parse(segment.text, segment.zh))


@lru_cache(maxsize=1 << 17)  # a venue's segments recur: at 100k papers, 228k segments are 91k texts
def _parse(raw: str, zh: str | None) -> tuple[ParsedSegment, ...]:
    # The fields are gathered first: making a (frozen) ParsedSegment costs more than most steps here.
    text = clean(raw)
    # before the notes go: "Work done while at Google" is a note only after the author's organization
    if (unroled := _without_leading_role(text)) != text:
        text, zh = unroled, None  # the translation names the role too: 斯坦福大学博士生
    return tuple(ParsedSegment(**_with_unit_labels({"raw": raw, "line": 0, "zh": zh, **f}))
                 for f in _paths(strip_notes(text), zh))


def _without_leading_role(text: str) -> str:
    """``text`` without the author's role written before "at" the organization it leads with
    (``PhD student at Stanford University``; ``role_qualifiers``, ``role_words`` and
    ``work_notes`` in ``noise.yaml``): what follows, as if the role were not written; else
    ``text``. A name with a role's words but no role before its "at" stays whole.

    >>> _without_leading_role("Postdoctoral Fellow at ETH Zurich, Zurich")
    'ETH Zurich, Zurich'
    >>> _without_leading_role("Work done while at Google"), _without_leading_role("Research Intern at Microsoft Research")
    ('Google', 'Microsoft Research')
    >>> _without_leading_role("Student Research Center at Stanford University"), _without_leading_role("PhD student at")
    ('Student Research Center at Stanford University', 'PhD student at')
    """
    if " at " not in text:
        return text  # most segments: no search
    bare = strip_marks(text)  # "¹ Visiting Researcher at MIT"
    role = rules().leading_role.match(bare)
    return bare[role.end() :] if role and role["at"] and role.end() < len(bare) else text


def _is_role(part: str) -> bool:
    """Whether ``part`` is only an author's role (:func:`_without_leading_role`), maybe with
    an "at" and nothing after it: no organization, as ``Independent Researcher`` is none.

    >>> _is_role("PhD student"), _is_role("Visiting Researcher at"), _is_role("Research Institute")
    (True, True, False)
    """
    role = rules().leading_role.match(part)
    return role is not None and role.end() == len(part)


def _with_unit_labels(fields: dict) -> dict:
    """``unit_zh`` as long as ``units`` (None for a unit with no label), so that the two
    stay parallel for whoever reads or splits them."""
    units, labels = fields.get("units", ()), fields.get("unit_zh", ())
    if len(labels) < len(units):
        fields["unit_zh"] = (*labels, *[None] * (len(units) - len(labels)))
    return fields


def _paths(text: str, zh: str | None) -> list[dict]:
    """The fields of each path of the segment ``text`` (with translation ``zh``) other than its raw text.

    The parts are cleaned of what names nothing, the places are peeled off the end, and
    the rest are organized into paths (:func:`_organize`); each name that fits nowhere
    comes back alone, unparsed."""
    if has_han(text):
        return [_parse_zh(text)]
    parts = _written_parts(text)
    if (unroled := [_without_role(part) for part in parts]) != parts:
        parts, zh = unroled, None  # the translation names the role too: Meta Research Scientist（Meta研究科学家）
    halves = _split_at_country(parts)
    if halves:  # the translation cannot be lined up with half a segment: neither half gets it
        return [path for half in halves for path in _paths(", ".join(half), None)]
    parts = join_conjoined(drop_lab_sponsors(drop_descriptions(parts)))
    if not parts:
        return [{"parsed": False}]
    if is_placeholder(parts):
        return [{"placeholder": True}]
    written = parts
    parts, country = _peel_places(parts)
    if not parts:
        return [{"country": country, "parsed": False}]
    if (parts[0].casefold() in rules().placeholder_parts or _is_role(parts[0])) and not any(
        map(_names_organization, parts[1:])
    ):
        # Independent Researcher, Boston, MA, USA; PhD student: no organization, whatever its places
        return [{"placeholder": True}]
    parts, paths, locality, strays = _organize(parts, country)
    found = _path_fields(zh, parts, paths, {"locality": locality, "country": country}, written)
    return found + [{"raw": stray, "parsed": False} for stray in strays]


def _cut_bracketed_units(parts: list[str], joined: set[int]) -> tuple[list[str], set[int], set[int]]:
    """Cut each unit written in brackets after its institution into a part of its own before
    it (:func:`_unit_before_institution`); returns the parts, the indices of the institutions
    cut out of joined parts, and those of the units cut out, but for the well-known
    institutions among them (``Huawei Technologies (Noah's Ark Lab)``: a lab of its own,
    which resolve puts under its parent)."""
    cut: list[str] = []
    moved: set[int] = set()
    units: set[int] = set()
    for i, part in enumerate(parts):
        pieces = _unit_before_institution(part)
        if len(pieces) > 1 and i + 1 < len(parts) and org_key(pieces[1]) == org_key(parts[i + 1]):
            pieces = pieces[:1]  # Lab X (Peking University), Peking University: named once
        if len(pieces) > 1 and org_key(pieces[0]) not in rules().standalone_institutions:
            units.add(len(cut))
        if i in joined:
            moved.add(len(cut) + len(pieces) - 1)
        cut += pieces
    return cut, moved, units


def _unit_before_institution(part: str) -> list[str]:
    """A part naming a unit in brackets after its institution, as the two parts ``CSAIL, MIT``
    would be (``MIT (CSAIL)``, ``Google (Brain Team)``), or its institution in brackets after
    a unit (``School of AI (Peking University)``); else the part alone.

    >>> _unit_before_institution("MIT (CSAIL)"), _unit_before_institution("Tencent (WeChat AI)")
    (['CSAIL', 'MIT'], ['WeChat AI', 'Tencent'])
    >>> _unit_before_institution("Peking University (PKU)"), _unit_before_institution("HKUST (GZ)")
    (['Peking University (PKU)'], ['HKUST (GZ)'])
    """
    match = _TRAILING_ACRONYM.match(part) if part.endswith(")") else None
    if match and _bracket_is_unit(match["acronym"].strip(), match["name"]):
        return [match["acronym"].strip(), match["name"]]
    if match and _bracket_is_institution(match["acronym"].strip(), match["name"]):
        return [match["name"], match["acronym"].strip()]
    return [part]


def _bracket_is_institution(bracket: str, name: str) -> bool:
    """Whether the ``bracket`` after a unit's ``name`` names its institution (``Key Lab of
    High Confidence Software Technologies (Peking University)``): the name has a unit's
    words (a unit's first words or an organization word), the bracket an institution's
    name in full (an acronym is more often the unit's own: ``Institute of Automation (CASIA)``).

    >>> _bracket_is_institution("Peking University", "Key Lab of High Confidence Software Technologies")
    True
    >>> _bracket_is_institution("PKU", "Peking University"), _bracket_is_institution("SAI", "School of AI")
    (False, False)
    """
    r = rules()
    unit = bool(r.unit_prefixes.match(name) or r.org_words.search(name))
    return unit and not is_acronym(bracket) and _institution_like(bracket) and not _is_short_name(bracket, name)


def _bracket_is_unit(bracket: str, name: str) -> bool:
    """Whether the ``bracket`` after the institution ``name`` names a unit of it, not the
    institution again (its acronym, short name or campus; a name known with its bracket,
    ``HKUST (GZ)``): a name with an organization word, or led by an institution's acronym
    (``MIT CSAIL``), or an acronym after a one-word name, which is written short already and
    so is not spelled out by it (``MIT (CSAIL)``)."""
    r = rules()
    if (
        _is_campus_qualifier(bracket, name)
        or _is_short_name(bracket, name)
        or known_institutions().institution(org_key(f"{name} ({bracket})")) is not None
        or not _institution_like(name)
    ):
        return False
    if is_acronym(bracket):
        if country_code(bracket) or bracket in r.us_states:  # "Google (USA)": a place, not a unit
            return False
        own = _same_known(bracket, name)
        return " " not in name.strip() and not own and not org_key(bracket).startswith(org_key(name))
    return bool(r.org_words.search(bracket) or _led_by_acronym(bracket))


def _written_parts(text: str) -> list[str]:
    """The parts of a segment as written: split at its commas, without footnote marks,
    with the names that have a comma in them whole again, and a unit written "at" its
    institution cut off it (:func:`_unit_at_institution`)."""
    parts = list(filter(None, map(strip_marks, split_parts(text))))
    if rules().comma_name_start.search(text):  # rare: a name with a comma (names.yaml)
        parts = join_comma_names(parts)
    if " at " in text:  # cut before anything reads the parts, so that both spellings parse alike
        parts = [piece for part in parts for piece in _unit_at_institution(part)]
    if "ffiliated " in text:
        parts = [piece for part in parts for piece in _hospital_affiliated(part)]
    return parts


def _hospital_affiliated(part: str) -> list[str]:
    """A hospital written "affiliated to" (or "with") the university or school it belongs to,
    as the two parts ``Shanghai Sixth People's Hospital, Shanghai Jiao Tong University School of
    Medicine`` would be: a hospital with a name of its own is an institution of its own, and its
    university is one too. Both sides must name institutions; a hospital named only as the
    university's (``The First Affiliated Hospital of Zhejiang University``) stays whole.

    >>> _hospital_affiliated("Shanghai Sixth People's Hospital Affiliated to Shanghai Jiao Tong University School of Medicine")
    ["Shanghai Sixth People's Hospital", 'Shanghai Jiao Tong University School of Medicine']
    >>> _hospital_affiliated("The First Affiliated Hospital of Zhejiang University")
    ['The First Affiliated Hospital of Zhejiang University']
    >>> _hospital_affiliated("Researcher affiliated with Stanford University")
    ['Researcher affiliated with Stanford University']
    """
    match = _AFFILIATED.search(part)
    if not match:
        return [part]
    hospital, host = part[: match.start()], part[match.end() :]
    if _institution_like(hospital) and (_institution_like(host) or _packaged(host) is not None):
        return [hospital, host]
    return [part]


#: "affiliated to" / "affiliated with" between a hospital's name and its university's.
_AFFILIATED = re.compile(r"\s+affiliated\s+(?:to|with)\s+", re.IGNORECASE)


def _unit_at_institution(part: str) -> list[str]:
    """A part naming a unit "at" its institution (``CSAIL at MIT``), as the two parts
    ``CSAIL, MIT`` would be (:func:`_at_cuts`), or a company "at" its town (``Meta AI at
    Menlo Park``, as ``Meta AI, Menlo Park``: :func:`_company_at_place`); else the part alone.

    >>> _unit_at_institution("Robotics Institute at Carnegie Mellon University")
    ['Robotics Institute', 'Carnegie Mellon University']
    >>> _unit_at_institution("The University of Texas at Austin"), _unit_at_institution("FAIR at Meta")
    (['The University of Texas at Austin'], ['FAIR at Meta'])
    >>> _unit_at_institution("Meta AI at Menlo Park")
    ['Meta AI', 'Menlo Park']
    """
    # a name the packaged list holds whole, "at" and all: Kempner Institute at Harvard University
    if _packaged(part) is not None:
        return [part]
    for at in _AT.finditer(part):
        unit, host = part[: at.start()], part[at.end() :]
        if _at_cuts(unit, host):
            return [unit, *_unit_at_institution(host)]
        if _company_at_place(unit, host):
            return [unit, host]
    return [part]


#: "at" between two names, in lower case as lists link a unit to its institution (a capital "At" is a name's own word).
_AT = re.compile(r"\s+at\s+")


def _at_cuts(unit: str, host: str) -> bool:
    """Whether ``unit`` written "at" ``host`` is a unit of it: ``unit`` names an organization
    (by its words or as an acronym: ``OpenDriveLab``; not a role, ``Visiting Researcher``) and
    is no university system, whose "at" introduces its campus (``University of Maryland at
    College Park``, ``SUNY at Buffalo``), and ``host`` names an institution by its words or
    is a packaged name, so no place (``Meta AI at Menlo Park``, ``Texas A&M University at
    Qatar``), which an institution's name may end in. A unit "at" a unit (``Department of
    Computer Science at School of Informatics``) stays one name: cut, the two units would
    leave the institution after them without its Chinese label.

    >>> _at_cuts("CSAIL", "MIT"), _at_cuts("Department of Computer Science", "School of Informatics")
    (True, False)
    >>> _at_cuts("Meta AI", "Menlo Park"), _at_cuts("University of Maryland", "College Park")
    (False, False)
    >>> _at_cuts("Visiting Researcher", "Stanford University"), _at_cuts("Penn State University", "University Park")
    (False, False)
    """
    return (
        (_org_like(unit) or is_acronym(unit))
        and not _is_system(org_key(unit), None)
        # a place names no institution by its words (College Park: only a unit's), nor is it packaged
        and (_institution_like(host) or _packaged(host) is not None)
    )


def _company_at_place(name: str, place: str) -> bool:
    """Whether ``name`` "at" ``place`` is a company or company lab written with its town
    (``Meta AI at Menlo Park``), as ``Meta AI, Menlo Park`` would be: the company is packaged
    or named as a company's lab, and no company's name ends in "at" a place, as a campus's
    does (``University of Maryland at College Park``); the place is a capitalised name of no
    organization, nor a region or address.

    >>> _company_at_place("Meta AI", "Menlo Park"), _company_at_place("Google Research", "Mountain View")
    (True, True)
    >>> _company_at_place("University of Texas", "Austin"), _company_at_place("Meta AI", "Stanford University")
    (False, False)
    """
    known, key = known_institutions(), _packaged(name)
    company = _company_lab(name) or (key is not None and _of_company(key, known))
    return (
        company
        and place[:1].isupper()
        and not (_names_organization(place) or is_acronym(place))
        and known.institution(org_key(place)) is None
        and _place_kind(place, None) in ("town", "city")
    )


def _without_role(part: str) -> str:
    """``part`` without a job title or programme written after a packaged company's or
    company lab's name (``role_words`` in ``noise.yaml``): the company or lab as written.

    >>> _without_role("Meta Research Scientist"), _without_role("Google Research Scholar Program")
    ('Meta', 'Google')
    >>> _without_role("Institute for Research Fellows"), _without_role("Microsoft Research")
    ('Institute for Research Fellows', 'Microsoft Research')
    """
    role = rules().role_words.search(part)
    if role is None:
        return part
    known, lead = known_institutions(), part[: role.start()]
    key = known.institution(org_key(lead))
    return lead if key is not None and _of_company(key, known) else part


def _organize(parts: list[str], country: str | None) -> tuple[list[str], list[OrgPath], str | None, list[str]]:
    """Organize the parts of a segment, its country peeled off, into paths: returns the parts
    (names joined or cut, an institution maybe added), the paths, the locality, and the
    names that fit nowhere (to be reported, not dropped)."""
    parts, campus_town = _join_campuses(parts, country)
    # "College Station, TX": the part before the state or country is a town, whatever its first word.
    town = parts.pop() if not campus_town and country and len(parts) > 1 and _place_named(parts[-1]) else None
    parts, joined, bracketed = _cut_bracketed_units(*_split_joined(parts))
    paths, places, unplaced, guessed = _group(parts, joined, bracketed)
    parts, places = _acronym_to_institution(parts, paths, [p for p in (campus_town, *places, town) if p])
    locality, strays = _locality(places[bool(campus_town):], country)
    locality = without_postcode(places[0]) if campus_town else locality  # the campus's town, not its region's
    if guessed or strays:  # most segments name their institution, and no name among their places
        parts, paths, locality, strays = _settle_institution(parts, paths, guessed, locality, strays)
    if len(paths) == 1 and _town_completes_name(parts, paths[0][1], locality, country):
        parts = _with_town(parts, paths[0][1], locality)
    return parts, paths, locality, [*map(parts.__getitem__, unplaced), *strays]


def _settle_institution(
    parts: list[str], paths: list[OrgPath], guessed: bool, locality: str | None, strays: list[str]
) -> tuple[list[str], list[OrgPath], str | None, list[str]]:
    """Settle an institution that no part names for sure, with the names read as places
    (``strays``, before the ``locality``): returns the parts, paths, locality and strays.

    A stray name is the institution of a path that has none, or of a guessed one when it
    looks like a name; otherwise it is the locality of a guessed institution. An
    institution guessed from a name led by an acronym (``MIT CSAIL``) is a unit of the
    institution the acronym names."""
    last = paths[-1]
    if strays and (last[1] is None or (guessed and len(paths) == 1 and _name_like(strays[0]))):
        # "School of ..., TU Wien, Vienna": a unit's institution, named by no word; and
        # "ESAT-PSI, KU Leuven, Leuven": an institution only guessed, before a name
        parts, paths = _promote(parts, last, without_postcode(strays[0]))
        return parts, paths, locality, strays[1:]
    if strays and guessed:
        # Otherwise the name after the organization guessed to be the institution stays
        # the locality, for resolve to decide by the listings (rule 5), not a stray name.
        return parts, paths, without_postcode(strays[0]), []
    if guessed and len(paths) == 1 and (acronym := _led_by_acronym(parts[last[1]])):  # "MIT CSAIL": a unit of MIT
        parts, paths = _promote(parts, last, acronym)
    return parts, paths, locality, strays


def _split_at_country(parts: list[str]) -> tuple[list[str], list[str]] | None:
    """The two segments of a segment that runs on into the next one after its country,
    joined by ``&`` / ``and`` (``Alibaba Group, Hangzhou, China & Zhejiang University``)
    or by a comma before a part that names an institution, or None.

    >>> _split_at_country(["Alibaba Group", "Hangzhou", "China & Zhejiang University"])
    (['Alibaba Group', 'Hangzhou', 'China'], ['Zhejiang University'])
    >>> _split_at_country(["Shanghai Jiao Tong University", "China", "Shanghai Innovation Institute"])
    (['Shanghai Jiao Tong University', 'China'], ['Shanghai Innovation Institute'])
    >>> _split_at_country(["University of the West Indies", "Trinidad and Tobago"]) is None
    True
    >>> _split_at_country(["TUM", "Germany", "and MCML", "Munich"])
    (['TUM', 'Germany'], ['MCML', 'Munich'])
    """
    for i, part in enumerate(parts[1:], start=1):
        sides = _JOINED.split(part, maxsplit=1)
        if len(sides) == 2 and country_code(sides[0]) and not country_code(sides[1]):
            return [*parts[:i], sides[0]], [sides[1], *parts[i + 1 :]]
        rest = _LEADING_AND.sub("", part)
        if rest != part and i + 1 < len(parts) and _is_country(parts[i - 1]):  # "..., Germany, and MCML, Munich"
            return parts[:i], [rest, *parts[i + 1 :]]
        # A unit after the country ("..., China, School of ...") is not a new segment: only an institution is.
        if i + 1 < len(parts) and _is_country(part) and _names_institution(parts[i + 1]):
            return parts[: i + 1], parts[i + 1 :]
    return None


@lru_cache(maxsize=1 << 14)  # asked of every part but the first; a listing's parts recur
def _is_country(part: str) -> bool:
    """Whether ``part`` is a country, maybe with a postcode (``Singapore 138632``)."""
    return bool(country_code(part) or country_code(without_postcode(part)))


def _path_names(parts: list[str], path: OrgPath) -> dict:
    units, institution = path
    name, acronym = split_acronym(parts[institution]) if institution is not None else (None, None)
    return {"units": tuple(parts[i] for i in units), "institution": name, "acronym": acronym}


def strip_notes(text: str) -> str:
    """Remove role notes such as ``Corresponding Author``, and French lab codes (``UMR 7357``),
    which number a lab but do not name it.

    >>> strip_notes("Institute of Automation, Chinese Academy of Sciences. Corresponding Author")
    'Institute of Automation, Chinese Academy of Sciences'
    >>> strip_notes("ICube, UMR7357, Strasbourg"), strip_notes("LaBRI, CNRS UMR 5800, Talence")
    ('ICube, Strasbourg', 'LaBRI, Talence')
    """
    r = rules()
    text = r.role_notes.sub("", text)
    if _DIGIT.search(text):  # every lab code has digits: most segments need no search
        text = _EMPTY_PART.sub("", r.lab_codes.sub("", text))  # a code that was a whole part leaves an empty one
    return clean(text)


def strip_marks(part: str) -> str:
    """Remove footnote marks and a leading index number, which link a part to its authors.

    >>> [strip_marks(p) for p in ("1 Princeton University", "² Texas A&M University", "Tsinghua University¹")]
    ['Princeton University', 'Texas A&M University', 'Tsinghua University']
    >>> strip_marks("A*STAR"), strip_marks("1600 Amphitheatre Parkway")
    ('A*STAR', '1600 Amphitheatre Parkway')
    """
    part = _MARKS.sub("", part).strip()
    return _INDEX.sub("", part).strip() if part[:1].isdigit() else part  # most parts have no index: skip the search


def split_parts(text: str) -> list[str]:
    """Split on commas outside parentheses; a lone legal-form suffix joins the part before.

    >>> split_parts("Meta Platforms, Inc., Menlo Park, CA (USA), USA")
    ['Meta Platforms, Inc.', 'Menlo Park', 'CA (USA)', 'USA']
    >>> split_parts("Lab X (Beijing, China, Peking University")  # unclosed: kept whole, not lost
    ['Lab X (Beijing, China, Peking University']
    >>> split_parts("Chinese Academy of Medical Sciences，Beijing，China")  # full-width commas
    ['Chinese Academy of Medical Sciences', 'Beijing', 'China']
    >>> split_parts("ICube, , Strasbourg")  # an empty part is dropped
    ['ICube', 'Strasbourg']
    """
    parts: list[str] = []
    for piece in split_top_level(text if text.isascii() else text.translate(_FULL_WIDTH), ","):
        part = piece.strip(" ,;")
        # "Adelaide, SA": South Australia after a town of Australia, no legal form
        if part and parts and rules().company_suffixes.match(part) and not _state_country(part, parts[-1]):
            parts[-1] = f"{parts[-1]}, {piece.strip()}"
        elif part:
            parts.append(part)
    return parts


def join_comma_names(parts: list[str]) -> list[str]:
    """Join back the institution names that have a comma in them (``names.yaml``).

    >>> join_comma_names(["IHPC", "Agency for Science", "Technology and Research (A*STAR)", "Singapore"])
    ['IHPC', 'Agency for Science, Technology and Research (A*STAR)', 'Singapore']
    """
    names = rules().comma_names
    joined: list[str] = []
    i = 0
    while i < len(parts):
        rest = next((r for r in names.get(org_key(parts[i]), ()) if _continues(parts[i + 1 :], r)), ())
        joined.append(", ".join(parts[i : i + 1 + len(rest)]))
        i += 1 + len(rest)
    return joined


def drop_descriptions(parts: list[str]) -> list[str]:
    """Drop the parts that describe a name rather than name something (a lower-case article:
    ``an Intel Company``), and a leading "and", which joins a name to the one before.

    >>> drop_descriptions(["Mobileye", "an Intel Company", "Jerusalem"])
    ['Mobileye', 'Jerusalem']
    >>> drop_descriptions(["TUM", "and Munich Center for Machine Learning (MCML)", "the University of Hong Kong"])
    ['TUM', 'Munich Center for Machine Learning (MCML)', 'the University of Hong Kong']
    """
    descriptions = rules().descriptions
    return [_LEADING_AND.sub("", part) for part in parts if not descriptions.match(part)]


def drop_lab_sponsors(parts: list[str]) -> list[str]:
    """Drop the ministry written right after the key laboratory it runs (``lab_sponsors``
    in ``noise.yaml``): part of the lab's name, no organization of the paper.

    >>> drop_lab_sponsors(["Key Laboratory of Data Engineering and Knowledge Engineering", "MOE"])
    ['Key Laboratory of Data Engineering and Knowledge Engineering']
    >>> drop_lab_sponsors(["Key Lab of X", "Ministry of Education", "Southeast University"])
    ['Key Lab of X', 'Southeast University']
    >>> drop_lab_sponsors(["Ministry of Education", "Beijing"])  # the ministry itself
    ['Ministry of Education', 'Beijing']
    """
    r = rules()
    return [
        part for i, part in enumerate(parts)
        if not (i and r.lab_sponsors.fullmatch(part) and r.sponsored_labs.search(parts[i - 1]))
    ]


def join_conjoined(parts: list[str]) -> list[str]:
    """Join a name cut at a comma before its last words, which a conjunction joins and an
    acronym ends (``Instituto Nacional de Astrofísica, Óptica y Electrónica (INAOE)``):
    a part with no organization word cannot be a unit, and a place has no acronym.

    >>> join_conjoined(["Institute for Computer Science", "Artificial Intelligence and Technology (INSAIT)", "Sofia"])
    ['Institute for Computer Science, Artificial Intelligence and Technology (INSAIT)', 'Sofia']
    >>> join_conjoined(["Institute of Automation", "Science and Technology Park", "Beijing"])
    ['Institute of Automation', 'Science and Technology Park', 'Beijing']
    """
    r = rules()
    joined: list[str] = []
    for part in parts:
        if joined and r.name_conjunctions.search(part) and split_acronym(part)[1] and not _org_like(part):
            joined[-1] = f"{joined[-1]}, {part}"
        else:
            joined.append(part)
    return joined


def _continues(parts: list[str], rest: tuple[str, ...]) -> bool:
    """Whether ``parts`` start with the pieces ``rest`` of a name; the last may go on (an acronym)."""
    if len(parts) < len(rest):
        return False
    keys = [org_key(p) for p in parts[: len(rest)]]
    return keys[:-1] == list(rest[:-1]) and (keys[-1] == rest[-1] or keys[-1].startswith(rest[-1] + " "))


def is_placeholder(parts: list[str]) -> bool:
    """Whether the parts are an unfilled template (``University of YYY``, ``Location, Country``)
    or name nothing at all (``()``).

    >>> is_placeholder(["School of ZZZ", "Institute of WWW"]), is_placeholder(["()"]), is_placeholder(["Peking University"])
    (True, True, False)
    """
    r = rules()
    tokens = {t for part in parts for t in re.findall(r"[^\s,()]+", part)}
    return (
        bool(tokens & r.placeholder_tokens)
        or all(p.casefold() in r.placeholder_parts for p in parts)
        or not any(ch.isalnum() for part in parts for ch in part)
    )


def _peel_places(parts: list[str]) -> tuple[list[str], str | None]:
    """Take countries, state and province codes, and postcodes off the end; never a name
    with an institution word.

    >>> _peel_places(["Department of Computer Science", "ETH"]), _peel_places(["ETH", "Switzerland"])
    ((['Department of Computer Science', 'ETH'], None), (['ETH'], 'CH'))
    """
    r = rules()
    parts = list(parts)
    country: str | None = None
    while len(parts) > 1 or (parts and country is None and country_code(parts[0])):
        last = without_postcode(parts[-1])
        has_postcode = last != parts[-1]
        town = parts[-2] if len(parts) > 1 else ""
        state = _state_country(last, town) if len(parts) > 1 else None
        if country and (state != country or not has_postcode):
            state = None  # after the country, only a state written with its postcode: "Maryland 20742, USA"
        if not state and _institution_like(last):  # "ETH" is also Ethiopia's code; "Adelaide, SA" is no S.A.
            break
        us_state = last in r.us_states and (has_postcode or not (
            _institution_in(parts[:-2], country_code(last)) or _institution_of_local_town(parts[:-2], town)))
        code = country_code(last) if not us_state else None
        if not last:
            pass
        elif us_state and _may_be_us_town(town) and (
                not state or _US_ZIP.fullmatch(parts[-1].replace(last, "", 1).strip())):
            country = country or "US"  # "Roma, TX 78584": a ZIP code says the state, whatever the town's name
        elif state:
            country = state
        elif code == last and _town_elsewhere(town, code):
            pass  # "Granada, GR", "Monterrey, NL": a subdivision's code (not "Kent, UK"), naming no country of the town
        elif code and (country is None or code == country):
            country = code
            if len(parts) > 1 and _country_completes_name(parts[:-1]):
                parts[-2:] = [f"{parts[-2]} {last}"]  # "Institute of Science and Technology Austria"
                break
        elif code and code in r.more_specific.get(country, ()):
            country = code
        elif country is None and len(parts) > 1 and _state_code_after_town(last, town):
            pass  # "Yellowknife, NT", "Ensenada, BC": a state's code, of a country the segment does not tell
        elif not (country and is_subdivision_code(country, last)):
            break
        parts.pop()
    return parts, country


def _institution_in(parts: list[str], country: str | None) -> bool:
    """Whether a part of ``parts`` names an institution known to be in ``country`` (the packaged
    list's country, or the places its name names) and none names one in the US: the code of
    ``country`` after an unknown town is that country, not a US state of the same code
    (``Technical University of Munich, Garching, DE``; ``Fraunhofer IDMT, Ilmenau, DE``: not Delaware)."""
    found = {_packaged_country(p) or country_in_name(p, False) or institute_country(p) for p in parts}
    return country is not None and country in found and "US" not in found


def _institution_of_local_town(parts: list[str], town: str) -> bool:
    """Whether ``town`` is written in its own language (``local_town_names``: Roma) and a part of
    ``parts`` names a packaged institution of that town's country: a state's code after it and no
    ZIP code is no US state (``Sapienza University, Roma, GA``: Rome; not ``Praha Community Clinic,
    Praha, TX``, whose name only names the town)."""
    return (org_key(town) in rules().local_town_names
            and not _town_namesakes(town).isdisjoint(map(_packaged_country, parts)))


def _packaged(name: str) -> str | None:
    """The key of the packaged institution ``name`` names (its acronym in brackets aside), or None."""
    return known_institutions().institution(org_key(split_acronym(name)[0]))


def _packaged_country(part: str) -> str | None:
    """The packaged country of the known institution ``part`` names, or None (a company's
    headquarters tells nothing of where its office is)."""
    key = _packaged(part)
    return known_institutions().countries.get(key) if key else None


@lru_cache(maxsize=1 << 14)  # asked at every comma of a segment: the same places recur
def _state_country(place: str, before: str) -> str | None:
    """The country of a state or province written by its code or its name after a town, with
    no country after it (``Toronto, ON``; ``Mountain View, California``); None after an
    organization's name (``..., Institute of X, ACT``), unless it is a known town
    (``College Station``, ``College Park``). A known town decides: a code is a state, a province
    or a country of one of its countries (``Perth, WA``; ``Monza, MB``; ``Chennai, TN``; ``Bogotá,
    CO``), and a name a state of the ``state_countries`` (``Atlanta, Georgia``). After another
    town, a code or name of one of the ``state_countries`` only, and no country's code.

    >>> _state_country("ON", "Toronto"), _state_country("California", "Mountain View"), _state_country("WA", "Perth")
    ('CA', 'US', 'AU')
    >>> _state_country("TN", "Chennai"), _state_country("ON", "Akure"), _state_country("Maryland", "College Park")
    ('IN', 'NG', 'US')
    >>> _state_country("Georgia", "Tbilisi"), _state_country("CAS", "Beijing"), _state_country("ACT", "AI Lab")
    ('GE', None, None)
    """
    r = rules()
    namesakes = _town_namesakes(before)
    if _names_organization(before) and not (namesakes or any(org_key(before) == t for _, t in r.main_campuses)):
        return None
    if namesakes:
        found = [
            c for c in namesakes if _state_of(c, place) or is_subdivision_code(c, place) or country_code(place) == c
        ]
        if len(found) > 1:
            found = [c for c in found if c in town_countries(before, least=0)]
    else:
        found = [c for c in r.state_countries if _state_of(c, place)]
        if len(found) > 1 or country_code(place):
            return None
    return found[0] if len(found) == 1 else None


def _state_code_after_town(place: str, before: str) -> bool:
    """Whether ``place`` is the code of a state of the ``state_countries`` after a part that is
    no organization (``Yellowknife, NT``: Canada's or Australia's)."""
    return not _names_organization(before) and any(is_subdivision_code(c, place) for c in rules().state_countries)


def _state_of(country: str, place: str) -> bool:
    """Whether ``place`` is a state or province of one of the ``state_countries`` by its code or name."""
    if country not in rules().state_countries:
        return False
    return is_subdivision_code(country, place) or org_key(place) in _region_codes(country)


@lru_cache(maxsize=1 << 14)
def _town_namesakes(town: str) -> frozenset[str]:
    """Every country with a town of this name in ``towns.tsv``, small ones too (``London``: GB, CA).

    >>> sorted(_town_namesakes("London")), _town_namesakes("Princeton")
    (['CA', 'GB'], frozenset())
    """
    return frozenset(c for c, _ in _towns().get(org_key(town), ()))


def _town_elsewhere(town: str, country: str) -> bool:
    """Whether ``town`` is a known town of other countries than ``country`` only, so that a code
    after it is neither a state of ``country`` nor ``country`` itself (``Chennai, TN``, ``Modena, MO``:
    no US states; ``Granada, GR``, ``Monterrey, NL``: no Greece, no Netherlands).

    >>> _town_elsewhere("Monterrey", "NL"), _town_elsewhere("Paris", "FR"), _town_elsewhere("Garching", "DE")
    (True, False, False)
    """
    namesakes = _town_namesakes(town)
    return bool(namesakes) and country not in namesakes


def _may_be_us_town(town: str) -> bool:
    """Whether ``town`` may be a US town, so that a US state's code after it is the state: no
    known town of other countries only, or one written in its own language (``local_town_names``),
    a name small US towns bear too, which GeoNames gives only its country's (Roma, TX; Wien, WI).

    >>> _may_be_us_town("Chennai"), _may_be_us_town("Roma"), _may_be_us_town("Springfield")
    (False, True, True)
    """
    return not _town_elsewhere(town, "US") or org_key(town) in rules().local_town_names


def _country_completes_name(parts: list[str]) -> bool:
    """Whether the last of ``parts`` names an institution only by generic words
    (``Institute of Science and Technology``), so that the country written after it is
    part of its name: no other part names an institution, and it is not a unit."""
    r = rules()
    name = parts[-1]
    return (
        bool(r.generic_name.fullmatch(name))
        and _org_like(name)
        and not r.unit_prefixes.match(name)
        and not any(map(_institution_like, parts[:-1]))
    )


@lru_cache(maxsize=1 << 10)
def is_subdivision_code(country: str, text: str) -> bool:
    """Whether ``text`` is the ISO 3166-2 code of a province or state of ``country`` (``QC``, ``NSW``).

    >>> is_subdivision_code("CA", "QC"), is_subdivision_code("AU", "NSW"), is_subdivision_code("FR", "LJK")
    (True, True, False)
    """
    return len(text) <= 3 and text.isupper() and pycountry.subdivisions.get(code=f"{country}-{text}") is not None


def _join_campuses(parts: list[str], country: str | None) -> tuple[list[str], str | None]:
    """A university system and its campus as one part: ``University of California, Berkeley``,
    ``IIT, Delhi`` (in a segment of ``country``). The main campus that bears the system's own
    name (``Texas A&M University, College Station``) is the system: its town is taken out
    and returned as the locality. A system written after its campus is dropped, and the town
    or area written after it is the campus's, the locality (``Royal Holloway, University of
    London, Egham, Surrey``)."""
    r = rules()
    joined: list[str] = []
    town = None
    dropped = False  # the part before was a system written after its campus
    for part in parts:
        system = org_key(joined[-1]) if joined else None
        main_campus = system in r.campus_systems and (system, org_key(part)) in r.main_campuses
        if main_campus or (dropped and _campus_place(part, country)):
            town = part
        elif org_key(part) in r.systems_after_campus and joined and _institution_or_packaged(joined[-1]):
            dropped = True
            continue  # "University at Buffalo, State University of New York": the campus's system
        elif _is_system(system, country) and _campus_like(part) and not system.endswith(f" {org_key(part)}"):
            joined[-1] = f"{joined[-1]}, {part}"  # not "University of London, London": the system's own town
        else:
            joined.append(part)
        dropped = False
    return joined, town


def _campus_place(part: str, country: str | None) -> bool:
    """Whether ``part``, written after a system that follows its campus, is the campus's town
    or area (``Egham``, ``New Cross``): no organization, no address, no region."""
    return _campus_like(part) and not _names_organization(part) and _place_kind(part, country) in ("town", "city")


def _is_system(key: str | None, country: str | None) -> bool:
    """Whether the name of key ``key`` is a university system's in a segment of ``country``:
    an acronym other institutions share only in its country, or where no country is given.

    >>> _is_system("iit", "IN"), _is_system("iit", None), _is_system("iit", "IT")
    (True, True, False)
    """
    r = rules()
    return key in r.campus_systems or (key in r.shared_systems and country in (None, r.shared_systems[key]))


def _split_joined(parts: list[str]) -> tuple[list[str], set[int]]:
    """Cut parts that join institutions with ``&``, ``and`` or a slash (``New York University &
    Meta FAIR``, ``NIST/University of Maryland``);
    returns the parts and the indices of the institutions cut out. A part is cut only when
    every side names an institution on its own, so ``Texas A&M University`` and
    ``School of Science and Engineering`` stay whole; and at a plain "and", which joins
    the words of many names (``Shanghai Clinical Research and Trial Center``), only when
    some side names it by an institution word (``Meta FAIR and New York University``).
    A name is not cut where its acronym spells both sides (:func:`_acronym_names_whole`),
    nor after an institution's acronym and words that name nothing on their own (``MIT
    Computer Science and Artificial Intelligence Laboratory``), nor inside quotes
    (``Federal Research Center "Computer Science and Control"``: :func:`_unquoted_split`).
    A lab named by one word joined to an institution (``OpenDriveLab and Shanghai AI Lab``)
    is cut as a comma would cut it (:func:`_lab_and_institution`)."""
    cut: list[str] = []
    joined: set[int] = set()
    for part in parts:
        sides = _unquoted_split(part)
        if (
            len(sides) > 1
            and all(map(_names_institution, sides))
            and ("/" not in part or all(map(_institution_or_packaged, sides)))
            and (" and " not in part or any(map(_by_word, sides)))
            and not _acronym_names_whole(part)
            and not (_led_by_acronym(part) and not _led_by_acronym(sides[0]))
        ):
            joined.update(range(len(cut), len(cut) + len(sides)))
            cut.extend(sides)
        elif _institution_and_unit(part):
            joined.add(len(cut))  # the unit after it is placed as if after a comma
            cut.extend(_AMPERSAND.split(part))
        elif _lab_and_institution(part):
            cut.extend(_JOINED.split(part))  # as if a comma: OpenDriveLab, Shanghai AI Lab
        elif _dash_joins_two(part, dashed := _DASHED.split(part)):
            if _same_known(*dashed):  # ETH Zurich – Swiss Federal Institute of Technology: one institution
                cut.append(dashed[0])
            else:
                joined.update((len(cut), len(cut) + 1))
                cut.extend(dashed)
        else:
            cut.append(part)
    return cut, joined


_AMPERSAND = re.compile(r"\s+&\s+")
#: A dash between spaces, which joins two institutions (``University of Antwerp – Flanders Make``)
#: or an institution and its campus (``University of Wisconsin – Madison``).
_DASHED = re.compile(r"\s+[–—-]\s+")


def _dash_joins_two(part: str, sides: list[str]) -> bool:
    """Whether a spaced dash in ``part`` joins two institutions, each named by words of its own
    (``University of Antwerp – Flanders Make``): not a name the packaged list knows whole,
    nor a one-word short name before the full one (``Technion – Israel Institute of
    Technology``), nor an institution and its campus (``University of Wisconsin – Madison``).

    >>> part = "Foo University – Bar Institute of Technology"
    >>> _dash_joins_two(part, _DASHED.split(part))
    True
    >>> _dash_joins_two("Widgetech – Israel Institute of Widgets", ["Widgetech", "Israel Institute of Widgets"])
    False
    """
    return (
        len(sides) == 2 and all(len(side.split()) > 1 and _institution_like(side) for side in sides)
        and known_institutions().institution(org_key(part)) is None
        and (_same_known(*sides) or all(map(_whole_institution, sides)))
    )


def _whole_institution(side: str) -> bool:
    """Whether ``side`` of a dash names an institution of its own that may be split off the
    other: a packaged one that is no company nor a company's lab, or one named by an
    institution word; never a company or company lab, packaged (``Microsoft Research –
    ...``, ``Amazon Web Services – ...``) or not (a team: ``... – Semantic Scholar
    Research``), nor a joint centre (``Inria Joint Centre``).

    >>> [_whole_institution(side) for side in ("Flanders Make", "Microsoft Research", "Inria Joint Centre")]
    [True, False, False]
    """
    if rules().part_name_words.search(side):
        return False
    key = _packaged(side)
    if key is not None:
        return not _of_company(key, known_institutions())
    return not (_company_lab(side) or division_of(side) or company_division_of(side))


def _institution_and_unit(part: str) -> bool:
    """Whether ``part`` joins with ``&`` an institution named by an institution word and a unit
    named as one (``University of Science and Technology of China & State Key Laboratory of
    ...``), which reads as the two written with a comma between them; never at a plain
    "and", which joins the words of many names (``Hospital and Institute of ...``).

    >>> _institution_and_unit("Fudan University & School of Computer Science")
    True
    >>> [_institution_and_unit(part) for part in ("School of Science & Engineering", "Fudan University and School of Law")]
    [False, False]
    """
    sides = _AMPERSAND.split(part)
    return (
        len(sides) == 2 and _by_word(sides[0]) and not is_unit_name(sides[0])
        and is_unit_name(sides[1]) and not _institution_like(sides[1])
    )


def _lab_and_institution(part: str) -> bool:
    """Whether ``part`` joins with ``&`` / ``and`` a lab named by one word (:func:`_one_word_lab`)
    and an institution named on its own (``OpenDriveLab and Shanghai AI Lab``), which read
    as the two written with a comma between them. The words that "and" joins inside a name
    (``Computer Science and Artificial Intelligence Laboratory``), and a field's acronym
    (``AI and Robotics Institute``), are no such lab.

    >>> _lab_and_institution("OpenDriveLab and Shanghai AI Lab"), _lab_and_institution("AI and Robotics Institute")
    (True, False)
    >>> _lab_and_institution("MMLab & Shanghai AI Lab"), _lab_and_institution("OpenDriveLab and Robotics")
    (True, False)
    """
    if not part.partition(" ")[2].startswith(("and ", "& ")):
        return False  # the cheap test first: most parts join nothing after their first word
    sides = _JOINED.split(part)
    return len(sides) == 2 and _one_word_lab(sides[0]) and _names_institution(sides[1])


def _one_word_lab(word: str) -> bool:
    """Whether ``word`` names a lab by a name of its own and a lab word run together
    (``named_lab_ends`` in ``companies.yaml``: ``OpenDriveLab``, ``MMLab``), not a packaged
    institution, which is one on its own.

    >>> _one_word_lab("OpenDriveLab"), _one_word_lab("Lab"), _one_word_lab("Open Lab"), _one_word_lab("Matlab")
    (True, False, False, False)
    """
    lab = _LAB_WORD_END.fullmatch(word)
    return (
        lab is not None and lab["end"].casefold() in rules().named_lab_ends
        and known_institutions().institution(org_key(word)) is None
    )


#: A word and a capitalised word run together at its end (``OpenDrive|Lab``).
_LAB_WORD_END = re.compile(r"[^\W\d_][\w&-]*?(?P<end>[A-Z][a-z]+)")


def _institution_or_packaged(name: str) -> bool:
    """Whether ``name`` names an institution by its words or is a packaged one: each side a
    slash joins must (NIST/University of Maryland), since a slash also joins a lab's two names
    (Google Research/Brain Team: the team is Google Research's, no institution of its own), and
    so must a campus written before its system (``Royal Holloway, University of London``,
    ``Goldsmiths``; not a unit, ``School of Advanced Study``, nor a place, ``Senate House``).

    >>> _institution_or_packaged("NIST"), _institution_or_packaged("Brain Team")
    (True, False)
    """
    return _institution_like(name) or _packaged(name) is not None


def _unquoted_split(part: str) -> list[str]:
    """``part`` split at each ``&``, ``and`` or slash outside quotes.

    >>> _unquoted_split('Center "Computer Science and Control" of RAS and Lomonosov Moscow State University')
    ['Center "Computer Science and Control" of RAS', 'Lomonosov Moscow State University']
    """
    if "&" not in part and "and" not in part and "/" not in part:
        return [part]  # the cheap test first: most parts join nothing
    quoted = [m.span() for m in _QUOTED.finditer(part)]
    cuts = [m for m in _JOINED.finditer(part) if not any(a < m.start() < b for a, b in quoted)]
    starts, ends = [0, *(m.end() for m in cuts)], [*(m.start() for m in cuts), len(part)]
    return [part[a:b] for a, b in zip(starts, ends)]


def _group(parts: list[str], joined: set[int], bracketed: set[int]) -> tuple[list[OrgPath], list[str], list[int], bool]:
    """Group the parts into paths (one per institution), places, the parts that fit nowhere,
    and whether the institution is only a guess (no part names one by its words).

    A part cut out of the brackets after an institution (``bracketed``) is its unit.
    Before the first institution, every part is its unit (``CAIR, University of
    Agder``). Between two institutions, a unit-like part (``Department of ...``)
    is a unit of the next one, and anything else a peer: lists such as
    ``Univ. Grenoble Alpes, Inria, CNRS`` and ``Brigham and Women's Hospital,
    Harvard Medical School`` name the institutions side by side.
    An institution-like part that is a unit of the next institution (:func:`_unit_of`)
    is one of its units, and so is the last one when it is named only by generic
    words (``Nanjing University, Medical School``).
    """
    institutions = [
        i for i, part in enumerate(parts)
        if i in joined or (i not in bracketed and (_institution_like(part) or (i and _parent_of(part, parts[i - 1]))))
    ]
    demoted = {i for i, j in zip(institutions, institutions[1:]) if i not in joined and _unit_of(parts[i], parts[j])}
    demoted |= bracketed
    last = institutions[-1] if len(institutions) > 1 else None
    if last is not None and last not in joined and _generic_name(parts[last]):
        demoted.add(last)  # "Nanjing University, Medical School": a school of the university before it
    institutions = [i for i in institutions if i not in demoted]
    guessed = not institutions
    if guessed:
        i = _fallback_institution(parts)
        if rules().unit_prefixes.match(parts[i]):
            return [(tuple(range(i + 1)), None)], parts[i + 1 :], [], False  # a bare unit
        institutions = [i]
    paths: list[OrgPath] = []
    pending: list[int] = []
    for i in range(institutions[-1] + 1):
        if i not in institutions:
            pending.append(i)
            continue
        units = [j for j in pending if not paths or j in demoted or is_unit_name(parts[j])]
        paths += [((), j) for j in pending if j not in units]
        paths.append((tuple(units), i))
        pending = []
    chain, peers, places, unplaced = _after_institution(parts, institutions[-1] + 1)
    last_units, last = paths[-1]
    paths[-1] = ((*last_units, *reversed(chain)), last)
    return paths + [((), i) for i in peers], places, unplaced, guessed


def _parent_of(part: str, institution: str) -> bool:
    """Whether ``part`` names the well-known institution that the one named ``institution``
    (by its name or acronym) is packaged as part of: ``Meta`` after ``Fundamental AI
    Research (FAIR)``, an institution wherever it stands, though also named like a region.

    >>> _parent_of("Meta", "Fundamental AI Research (FAIR)"), _parent_of("Meta", "Peking University")
    (True, False)
    """
    parents = known_institutions().parent_keys
    return any(org_key(part) in parents.get(org_key(name), ()) for name in split_acronym(institution) if name)


def _unit_of(part: str, institution: str) -> bool:
    """Whether ``part``, which names an institution by its words, is a unit of the institution
    written after it: a name only of generic words (``University of Engineering and
    Technology, Vietnam National University``), a company lab named after the company
    (``Fujitsu Research, Fujitsu Limited``), or a name led by the institution's acronym
    (``VNU University of Engineering and Technology, Vietnam National University``); never
    a well-known institution (``aliases.yaml``), which is one wherever it stands: resolve
    links ``Google Research, Google`` by ``part_of``.

    >>> _unit_of("Fujitsu Research", "Fujitsu Limited"), _unit_of("Google Research", "Peking University")
    (True, False)
    >>> _unit_of("Google Research", "Google"), _unit_of("Microsoft Research Asia", "Microsoft")
    (False, False)
    >>> _unit_of("VNU University of Engineering and Technology", "Vietnam National University")
    True
    >>> _unit_of("National Taiwan University", "National Tsing Hua University")
    False
    """
    first = part.split()[0]
    name, acronym = split_acronym(institution)
    initials = "".join(w[0] for w in name.split() if w[:1].isupper())
    return (
        _generic_name(part)
        or (_company_lab(part) and first.casefold() == name.split()[0].casefold())
        or (is_acronym(first) and first in (acronym, initials) and len(part.split()) > 1)
    ) and org_key(split_acronym(part)[0]) not in rules().standalone_institutions


def _generic_name(part: str) -> bool:
    """Whether ``part`` is named only by words any institution's name has (``Medical School``)."""
    return bool(rules().generic_name.fullmatch(split_acronym(part)[0]))


def _fallback_institution(parts: list[str]) -> int:
    """The institution when no part has an institution word: the last part that names an organization."""
    i = len(parts) - 1
    while i > 0 and not _org_like(parts[i]) and not is_acronym(parts[i]):
        i -= 1  # trailing parts that name no organization: places
    return i


def _after_institution(parts: list[str], start: int) -> tuple[list[int], list[int], list[str], list[int]]:
    """The parts after the last institution: its units written after it (``Tsinghua University,
    Department of Computer Science``; ``Stanford University, Stanford AI Lab``), peers,
    places (the trailing parts that name no organization), and the parts that fit nowhere
    (names among the organizations).

    No part here names an institution (the last one did), so a part with an organization
    word right after it is its unit, and so is each such part after that unit. The peers
    are the acronyms (``Sorbonne Université, CNRS, ISIR``) and what follows them."""
    tail = len(parts)
    while tail > start and not _names_organization(parts[tail - 1]):
        tail -= 1
    chain: list[int] = []
    peers: list[int] = []
    unplaced: list[int] = []
    for i in range(start, tail):
        part = parts[i]
        if len(chain) == i - start and _org_like(part):
            chain.append(i)  # units follow the institution directly
        elif _names_organization(part):
            peers.append(i)
        else:
            unplaced.append(i)
    return chain, peers, parts[tail:], unplaced


def _locality(places: list[str], country: str | None) -> tuple[str | None, list[str]]:
    """The locality among a segment's trailing place parts, and the parts that may be
    organizations instead (to be reported, not dropped).

    The locality is the town nearest the country (``7-3-1 Hongo, Bunkyo-ku, Tokyo``:
    Tokyo), skipping the regions after it (``Chengdu, Sichuan``); a region is the
    locality only when no town is given, an address or district only when nothing else
    is. A part before the town that is no recognisable place (``Peking University,
    ByteDance Seed, Beijing``) is returned as a stray name. The part nearest the
    country may carry a district number (``Dublin 2``), which is not the town's.

    >>> _locality(["7-3-1 Hongo", "Bunkyo-ku", "Tokyo 113-8656"], "JP")
    ('Tokyo', [])
    >>> _locality(["ByteDance Seed", "Beijing"], "CN"), _locality(["Chengdu", "Sichuan"], "CN")
    (('Beijing', ['ByteDance Seed']), ('Chengdu', []))
    >>> _locality(["Dublin 2"], "IE"), _locality(["Saarland Informatics Campus", "66123 Saarbrücken"], "DE")
    (('Dublin', []), ('Saarbrücken', []))
    """
    if len(places) < 2:  # the common case: one town, or none
        name = _without_district(without_postcode(places[0])) if places else ""
        return (name if _place_kind(name, country) else None), []
    names = [without_postcode(p) for p in places]
    names[-1] = _without_district(names[-1])
    kinds = [_place_kind(name, country) for name in names]
    for wanted in (("town", "city"), ("region",), ("address",)):
        found = [i for i, kind in enumerate(kinds) if kind in wanted]
        if found:
            return names[found[-1]], [places[i] for i in range(found[-1]) if kinds[i] == "town"]
    return None, []


_DISTRICT = re.compile(r"^(?P<town>\D*[^\W\d])\s+\d{1,2}$")


def _without_district(name: str) -> str:
    """A town without the district number after it (``Dublin 2``); a street keeps its
    house number (``Arcisstraße 21``).

    >>> _without_district("Dublin 2"), _without_district("Main Street 12"), _without_district("Berlin")
    ('Dublin', 'Main Street 12', 'Berlin')
    """
    match = _DISTRICT.match(name) if _DIGIT.search(name) else None
    return match["town"] if match and not rules().address_words.search(match["town"]) else name


def _name_like(place: str) -> bool:
    """Whether a part read as a place looks like an organization's name: capitalised
    words with an acronym among them (``KU Leuven``, ``TU Wien``; not ``Tel HaShomer``).

    >>> _name_like("KU Leuven"), _name_like("Tel HaShomer"), _name_like("Leuven")
    (True, False, False)
    """
    words = without_postcode(place).split()
    return len(words) > 1 and all(w[:1].isupper() for w in words) and any(len(w) > 1 and w.isupper() for w in words)


def _promote(parts: list[str], path: OrgPath, name: str) -> tuple[list[str], list[OrgPath]]:
    """Make ``name`` (read as a place) the institution of ``path``, whose institution, if
    any, becomes its least specific unit."""
    units, institution = path
    parts = [*parts, name]
    return parts, [((*units, *(() if institution is None else (institution,))), len(parts) - 1)]


def _acronym_to_institution(
    parts: list[str], paths: list[OrgPath], places: list[str]
) -> tuple[list[str], list[str]]:
    """Give the acronym written after the first place to the institution before it
    (``..., Hyderabad (IIIT-H), Telangana``): returns the parts and the places."""
    institution = paths[-1][1]
    town, acronym = split_acronym(places[0]) if places else ("", None)
    if acronym is None or institution is None:
        return parts, places
    if split_acronym(parts[institution])[1] is None:
        parts = [*parts[:institution], with_acronym(parts[institution], acronym), *parts[institution + 1 :]]
    return parts, [town, *places[1:]]


def _town_completes_name(parts: list[str], institution: int | None, locality: str | None, country: str | None) -> bool:
    """Whether the segment's town is part of its institution's name, as a country is
    (``Institute of Science and Technology, Austria``): the name is only generic words,
    so it names an institution only with its town (``International Institute of
    Information Technology, Hyderabad`` is not the one of Bangalore)."""
    if institution is None or not locality:
        return False
    named = [*parts[:institution], split_acronym(parts[institution])[0]]
    return _place_kind(locality, country) in ("town", "city") and _country_completes_name(named)


def _with_town(parts: list[str], institution: int, town: str) -> list[str]:
    """The parts with ``town`` added to the institution's name, before its acronym."""
    name, acronym = split_acronym(parts[institution])
    return [*parts[:institution], with_acronym(f"{name}, {town}", acronym), *parts[institution + 1 :]]


@lru_cache(maxsize=1 << 14)  # place parts recur: "Beijing 100084", "Singapore 138632"
def without_postcode(place: str) -> str:
    """A place part without its postcode: US ZIP, 4 to 6 digits, Japanese, British,
    Canadian and Dutch codes.

    >>> [without_postcode(p) for p in ("London SW7 2AZ", "QC H3A 0G4", "1098 XH Amsterdam", "CA 94305-9025")]
    ['London', 'QC', 'Amsterdam', 'CA']
    >>> without_postcode("CH-4002 Basel")
    'Basel'
    """
    return _POSTCODE.sub("", place).strip(" ,") if _DIGIT.search(place) else place.strip(" ,")


@lru_cache(maxsize=1 << 14)  # a few thousand place names recur in every listing
def _place_kind(name: str, country: str | None) -> str | None:
    """What a place part names: an ``address`` (a street, a district, anything with a
    digit), a ``region``, a ``city`` by its name (``Seongnam-si``), or a ``town``
    (anything else: a town, or a name that is no place at all); None when empty or
    a template's (``City``)."""
    r = rules()
    if not name or name.casefold() in r.placeholder_parts:
        return None
    if any(c.isdigit() for c in name) or r.address_words.search(name):
        return "address"
    if r.region_words.search(name) or org_key(name) in r.region_names or org_key(name) in _region_codes(country):
        return "region"
    return "city" if r.city_words.search(name) else "town"


@lru_cache(maxsize=256)
def _region_codes(country: str | None) -> dict[str, str]:
    """The key of each name of ``country``'s regions (provinces, states, prefectures; not
    its cities, which are subdivisions too: Beijing, Berlin), as lists write them -> its
    ISO 3166-2 code without the country (``south carolina``: ``SC``)."""
    r = rules()
    subdivisions = pycountry.subdivisions.get(country_code=country) if country else None
    regions = [s for s in subdivisions or () if s.type in r.region_types]
    return {key: s.code.partition("-")[2] for s in regions for key in _region_keys([s.name], r.subdivision_suffixes)}


@lru_cache(maxsize=1 << 12)  # asked only of segments naming a packaged institution by an alias
def segment_region(raw: str, country: str | None, codes: bool = True) -> str | None:
    """The state or province among a segment's trailing places, as its ISO 3166-2 code
    without the country, or None: what tells ``USC, Columbia, SC`` from the USC of California.
    Without ``codes``, only a name written in full counts (for a segment giving no country,
    where ``CA`` may be Canada).

    >>> segment_region("USC, Columbia, SC", "US"), segment_region("CMU, Pittsburgh, Pennsylvania 15213, USA", "US")
    ('SC', 'PA')
    >>> segment_region("Georgia Tech, Atlanta, Georgia, USA", "US"), segment_region("MIT, Cambridge", "US")
    ('GA', None)
    >>> segment_region("USC, Los Angeles, California", "US", codes=False), segment_region("USC, Columbia, SC", "US", codes=False)
    ('CA', None)
    """
    if not country:
        return None
    for part in reversed(_written_parts(strip_notes(clean(raw)))[1:]):  # the first part names the organization
        place = without_postcode(part)
        is_code = codes and is_subdivision_code(country, place)
        region = place if is_code else _region_codes(country).get(org_key(place))
        if region or _org_like(place):  # a state, or the places have ended
            return region
    return None


@lru_cache(maxsize=1 << 14)  # asked of the same part by several steps of a segment's parse
def _institution_like(part: str) -> bool:
    r = rules()
    return (
        bool(r.institution_words.search(part) or _company_lab(part) or division_of(part))
        and not r.unit_prefixes.match(part)
        and not _led_by_acronym(part)
    ) or org_key(split_acronym(part)[0]) in r.standalone_institutions


def division_of(part: str) -> str | None:
    """The well-known company (one with a headquarters) whose division ``part`` names, by
    its one-word name and one word after it (``Tencent PCG``, ``Huawei Cloud``), or None:
    not an address, nor the company's own name (``Tencent Holdings``), nor a unit of an
    institution that is no company (``ETH AI``).

    >>> division_of("Tencent PCG"), division_of("Tencent"), division_of("Microsoft Way"), division_of("Tencent Holdings")
    ('Tencent', None, None, None)
    """
    r = rules()
    first, _, rest = part.partition(" ")
    division = (bool(rest) and " " not in rest and org_key(first) in known_institutions().companies
                and not r.address_words.search(part) and not r.institution_words.search(rest)
                and not r.company_suffixes.match(rest) and org_key(rest) not in r.company_words)
    return first if division else None


def company_division_of(name: str, country: str | None = None, locality: str | None = None) -> str | None:
    """The packaged company or company lab whose division ``name`` names by the lab's or
    company's packaged name and more words, or None: a lab's name of several words and any
    words after it (``Microsoft Research AI for Science``, ``Google DeepMind Science``), or a
    company's one-word name and words naming a research centre (``Huawei Singapore Research
    Center``). Never a name packaged itself, nor one with an institution word after the
    company's (``Tencent University``), an address, a company's own full name (``Tencent
    Holdings``) or a unit of the company named as a unit (``Microsoft School of ...``).

    >>> [company_division_of(n) for n in ("Microsoft Research AI for Science", "Huawei Singapore Research Center")]
    ['Microsoft Research', 'Huawei']
    >>> [company_division_of(n) for n in ("Microsoft Research", "Huawei Medical Center", "Google")]
    [None, None, None]

    After a company's one-word name, every word must be a lab's (Research, AI, Labs,
    Cloud; Center only after Research) or a place, and the name in the company's home
    country (``country``: the division's), in a place it names, or where a packaged lab of
    the company is: ``Amazon Basin Research Center`` (Manaus), ``Samsung Medical Center
    Research Institute`` and ``Apple Hospitality Research`` are no company's.

    >>> company_division_of("Amazon Basin Research Center", "BR")
    >>> company_division_of("Huawei Research Center Munich", "DE")
    'Huawei'
    """
    known, r = known_institutions(), rules()
    # packaged itself, or a joint centre of the company and another (Alibaba – NTU Joint Research Institute)
    if known.institution(org_key(name)) is not None or r.part_name_words.search(name):
        return None
    words = name.split()
    for n in range(len(words) - 1, 0, -1):  # the longest packaged name that leads it
        if not any(c.isalnum() for c in words[n - 1]):
            continue  # a name cut after a dash: Alibaba – ...
        lead, rest = " ".join(words[:n]), " ".join(words[n:])
        key = known.institution(org_key(lead))
        if key is None or not _of_company(key, known):
            continue
        if (r.address_words.search(name) or r.institution_words.search(rest) or r.unit_prefixes.match(rest)
                or r.company_suffixes.match(rest) or org_key(rest) in r.company_words):
            return None
        if n > 1:
            return lead
        # after a one-word company name: a lab's words only, in a country of the company
        lab_words = words[n:]
        named_lab = any(w.casefold() in r.company_lab_words for w in lab_words) and _lab_words_only(lab_words, locality)
        named_lab = named_lab or _lab_named_own(lead, lab_words)
        return lead if named_lab and _in_company_country(key, name, country, known, locality) else None
    return None


def institute_of(name: str) -> str | None:
    """The packaged society whose institutes ``name`` names by the words that lead their names
    (``institutes_named`` in ``aliases.yaml``), or None; never for a name packaged itself, nor
    one named after a street (``Fraunhofer Street Clinic``).

    >>> institute_of("Fraunhofer IIS"), institute_of("Fraunhofer-Gesellschaft"), institute_of("Fraunhofer")
    ('Fraunhofer-Gesellschaft', None, None)
    """
    known, key = known_institutions(), org_key(name)
    if known.institution(key) is not None or rules().address_words.search(name):
        return None
    society = next((s for lead, s in known.institute_leads.items() if key.startswith(lead + " ")), None)
    return known.names[society] if society else None


def institute_country(name: str) -> str | None:
    """The country of the society's institute ``name`` (:func:`institute_of`): the one its name
    names (Fraunhofer Singapore: SG; Fraunhofer USA: US), else the society's (Fraunhofer IIS: DE);
    None for no institute."""
    society = institute_of(name)
    return (place_in_name(name) or known_institutions().countries.get(org_key(society))) if society else None


def university_led_by(lead: str) -> str | None:
    """The packaged university whose name is ``lead`` and a university word, as its schools'
    names start (``Yale School of Management``: Yale University; the shortest of several:
    Harvard University, not Harvard Medical School), or None; none for a lead that names a
    place (California: not every California school is Caltech's; Tel Aviv).

    >>> university_led_by("Yale"), university_led_by("Harvard"), university_led_by("California")
    ('Yale University', 'Harvard University', None)
    """
    return _university_leads().get(org_key(lead))


@cache
def _university_leads() -> dict[str, str]:
    """The key of each lead of :func:`university_led_by` -> the university's name."""
    known, r = known_institutions(), rules()
    found: dict[str, list[str]] = defaultdict(list)
    for key, country in known.countries.items():
        name = known.names[key]
        for space in _SPACES.finditer(name):
            lead, kind = name[: space.start()], name[space.end() :]
            named_place = place_in_name(lead) or town_countries(lead) or _place_kind(lead, country) == "region"
            # a university's kind, no college's or hospital's (Peking Union Medical College Hospital)
            if r.university_words.fullmatch(kind) and not r.org_words.search(kind) and not named_place:
                found[org_key(lead)].append(name)
    return {lead: min(names, key=len) for lead, names in found.items()}


def _lab_named_own(company: str, words: list[str]) -> bool:
    """Whether ``words``, after the one-word name ``company``, name a lab of it by a proper
    name of its own: capitalised words and a lab word (``named_lab_ends`` in ``companies.yaml``),
    the company's name no common word (``Apple Blossom Lab`` may be anyone's), the lab's not only
    generic words (``generic_lab_words``, ``generic_name_words``: ``Baidu Open Lab`` may be a program).

    >>> _lab_named_own("Microsoft", ["Gray", "Systems", "Lab"]), _lab_named_own("Apple", ["Blossom", "Lab"])
    (True, False)
    >>> _lab_named_own("Microsoft", ["Lab"]), _lab_named_own("Microsoft", ["of", "Systems", "Lab"])
    (False, False)
    >>> _lab_named_own("Baidu", ["Big", "Data", "Lab"]), _lab_named_own("Baidu", [])
    (False, False)
    """
    r = rules()
    if len(words) < 2 or words[-1].casefold() not in r.named_lab_ends or org_key(company) in r.common_word_names:
        return False
    name = words[:-1]
    generic = all(w.casefold() in r.generic_lab_words or r.generic_name.fullmatch(w) for w in name)
    return not generic and all(w[:1].isupper() and not r.org_words.search(w) for w in name)


def _lab_words_only(words: list[str], locality: str | None = None) -> bool:
    """Whether ``words``, after a company's name, name only a lab of it, maybe by a place
    (one of the country's towns, or the ``locality`` its segments give).

    >>> _lab_words_only(["Research", "Center", "Munich"]), _lab_words_only(["Basin", "Research", "Center"])
    (True, False)
    """
    r = rules()  # the lab's words (companies.yaml)
    for i, word in enumerate(words):
        w = word.casefold()
        if w in r.lab_name_words or (w in r.lab_place_ends and i and words[i - 1].casefold() == "research"):
            continue
        if not (place_word_countries(word) or (locality and org_key(word) == org_key(locality))):
            return False
    return True


def place_word_countries(word: str) -> frozenset[str]:
    """The countries a word of a lab's or division's name names as a place (India, Munich,
    Singapore; USA and UK as lists write them, but no ISO code: Fraunhofer IT is no Italy's)."""
    spelled = (len(word) > 3 and not word.isupper()) or _country_key(word) in rules().country_aliases
    code = country_code(word) if spelled else None
    return frozenset({code}) if code else town_countries(word)


def place_in_name(name: str) -> str | None:
    """The one country the words of a division's or institute's name name as places (Huawei
    Research Center Munich: DE; Fraunhofer USA: US), or None."""
    found = set().union(*map(place_word_countries, name.split()))
    return found.pop() if len(found) == 1 else None


def _in_company_country(
    key: str, name: str, country: str | None, known: KnownInstitutions, locality: str | None = None
) -> bool:
    """Whether a division ``name`` of the company ``key`` in ``country`` may be the company's:
    no country, the company's home, a country a place in the name is in (the ``locality``
    its segments give, named in it: Amazon Research Tübingen), or one where a packaged
    lab of the company is."""
    home = known.headquarters.get(key) or known.countries.get(key)
    if not country or country == home:
        return True
    if locality and org_key(locality) in {org_key(w) for w in name.split()}:
        return True
    if any(country in place_word_countries(w) for w in name.split()):
        return True
    return country in _company_countries(key)


@cache
def _company_countries(key: str) -> frozenset[str]:
    """The countries of the packaged institutions that belong to the company ``key``."""
    known = known_institutions()
    return frozenset(c for k, c in known.countries.items() if key in known.lineage(k))


def _of_company(key: str, known: KnownInstitutions) -> bool:
    """Whether the packaged institution ``key`` is a company (it has a headquarters) or, up
    its chain of parents, belongs to one (Microsoft Research: Microsoft)."""
    return any(k in known.headquarters for k in known.lineage(key))


def _led_by_acronym(part: str) -> str | None:
    """The acronym of an institution that leads the name of its unit (``MIT Computer Science
    and Artificial Intelligence Laboratory``, ``ETH AI Center``), or None.

    >>> _led_by_acronym("ETH AI Center"), _led_by_acronym("ETH Zurich (ETH)"), _led_by_acronym("MIT CSAIL")
    ('ETH', None, 'MIT')
    """
    r = rules()
    first, _, rest = part.partition(" ")
    led = rest and is_acronym(first) and r.institution_words.fullmatch(first)
    # the rest names a unit by its own words: "Zurich (ETH)" names none, its acronym is the institution's
    return first if led and (r.org_words.search(split_acronym(rest)[0]) or is_acronym(rest)) else None


def _acronym_names_whole(part: str) -> bool:
    """Whether the trailing acronym of ``part`` spells words on both sides of its "and":
    ``MIT Computer Science and Artificial Intelligence Laboratory (CSAIL)`` is one name.

    >>> _acronym_names_whole("Computer Science and Artificial Intelligence Laboratory (CSAIL)")
    True
    >>> _acronym_names_whole("Meta FAIR and New York University (NYU)")
    False
    """
    name, acronym = split_acronym(part)
    if acronym is None:
        return False
    letters = [c for c in acronym if c.isupper()]
    return _spells(letters, name) and not any(_spells(letters, side) for side in _JOINED.split(name))


def _spells(letters: list[str], name: str) -> bool:
    """Whether ``letters`` are, in order, initials of the capitalised words of ``name``."""
    initials = iter(w[0] for w in name.split() if w[:1].isupper())
    return all(letter in initials for letter in letters)  # `in` consumes the iterator: an ordered match


def _company_lab(part: str) -> bool:
    """Whether ``part`` names a company's research lab (``Microsoft Research Asia``): its last
    organization word is a company lab word, after a name, and it is not named as a unit
    (``Center of Statistical Research``), nor only by words any company's lab has
    (``Corporate Research``: a unit of the company beside it).

    >>> _company_lab("Microsoft Research Asia"), _company_lab("Corporate Research"), _company_lab("AI Research Center")
    (True, False, False)
    """
    r = rules()
    words = list(r.org_words.finditer(part))
    last = words[-1] if words else None
    return (
        bool(last and last.start() > 0 and last[0].casefold() in r.company_lab_words)
        and not is_unit_name(part)
        and not r.generic_lab.fullmatch(part)
    )


def is_unit_name(part: str) -> bool:
    """Whether ``part`` is named as a unit: ``School of ...``, ``Institute of Automation``."""
    r = rules()
    return bool(r.unit_prefixes.match(part) or r.unit_phrase.search(part))


def _by_word(text: str) -> bool:
    """Whether ``text`` names an institution by an institution word (``University``, ``Inria``)."""
    r = rules()
    return bool(r.institution_words.search(text)) and not r.unit_prefixes.match(text)


def _names_institution(text: str) -> bool:
    """Whether ``text`` on its own names an institution: by an institution word, or
    company-style, a proper name with an organization word or an acronym
    (``Alibaba Group``, ``Meta FAIR``), not a unit (``Center for ...``)."""
    bare = _PARENTHESIZED.sub("", text).strip()
    if _institution_like(bare):
        return True
    words = bare.split()
    company = rules().org_words.search(bare) or any(map(is_acronym, words))
    return len(words) > 1 and words[0][:1].isupper() and bool(company) and not is_unit_name(bare)


def _names_organization(part: str) -> bool:
    """Whether a part after the institution names an organization: by an organization word,
    or as a capitals-only acronym (``CNRS``; ``St.Gallen`` is a town)."""
    return _org_like(part) or (is_acronym(part) and part.isupper())


def _org_like(part: str) -> bool:
    r = rules()
    return bool(r.org_words.search(part) or r.institution_words.search(part) or r.unit_prefixes.match(part))


def _place_named(part: str) -> bool:
    """Whether ``part`` is a place whose name starts with an organization word:
    ``College Station``, ``Research Triangle Park`` (but not ``College of Computing``
    nor ``Research Center``)."""
    r = rules()
    words = part.split()
    hits = {m.start() for m in r.org_words.finditer(part)}
    return hits == {0} and len(words) > 1 and not (r.unit_connectors.fullmatch(words[1]) or _institution_like(part))


def _campus_like(part: str) -> bool:
    r = rules()
    name = split_acronym(part)[0]  # "Los Angeles (UCLA)": the acronym is the campus's own
    return not (r.unit_prefixes.match(name) or r.institution_words.search(name) or country_code(name))


def _path_fields(
    zh: str | None, parts: list[str], paths: list[OrgPath], shared: dict, written: list[str]
) -> list[dict]:
    """The fields of each path: its names, the ``shared`` fields, and its Chinese labels
    (``written``: the parts of the segment as written, places included)."""
    labels = _path_labels(zh, parts, paths, written)
    return [{**_path_names(parts, path), **shared, **label} for path, label in zip(paths, labels)]


def _path_labels(zh: str | None, parts: list[str], paths: list[OrgPath], written: list[str]) -> list[dict]:
    """The Chinese labels of each path (see :func:`_zh_labels` and :func:`_peer_labels`)."""
    if len(paths) > 1:
        return _peer_labels(zh, parts, paths, written)
    units, institution = paths[0]
    named = sorted((*units, *([] if institution is None else [institution])))
    slots = [None if i == institution else units.index(i) for i in named]
    return [_zh_labels(zh, tuple(parts[i] for i in units), institution is not None, slots)]


# --- Chinese -------------------------------------------------------------------


def _zh_labels(zh: str | None, units: tuple[str, ...], institution: bool, slots: list[int | None]) -> dict:
    """The Chinese translation ``zh`` as labels (fields ``unit_zh``, ``institution_zh``):
    part by part where it lines up with the English path (``slots``: for each
    org part in written order, its index in ``units``, or None for the
    institution), else as a label of the most specific organization (and of
    the institution when the text splits cleanly as ``<institution><unit>``, the unit
    maybe written as in English), unless it names only the institution."""
    r = rules()
    zh_parts = _zh_parts(zh)
    if not zh_parts or not slots:
        return {}
    aligned = zip(slots, zh_parts) if len(zh_parts) >= len(slots) else ()
    by_slot = {slot: zh for slot, zh in aligned}
    lines_up = bool(by_slot) and not any(country_code(z) for z in by_slot.values())
    # A unit written after its institution has its translation inside the institution's
    # (罗伯特·博世有限公司企业研究院，伦宁根): the next part is a town, named like no organization.
    after = slots[slots.index(None) + 1 :] if None in slots else []
    if lines_up and any(_zh_place_like(by_slot.get(i)) for i in after):
        lines_up = False
    if lines_up and None in by_slot and not by_slot[None].endswith(r.zh_institution_suffixes):
        lines_up = False
    if lines_up:
        return {"unit_zh": tuple(by_slot.get(i) for i in range(len(units))), "institution_zh": by_slot.get(None)}
    whole = zh_parts[0]
    if not units:
        return {"institution_zh": whole}
    split = (split_zh(whole) or split_off_latin_unit(whole, units[0])) if len(units) == 1 and institution else None
    if split:
        return {"unit_zh": (split[1],), "institution_zh": split[0]}
    if institution and _names_institution_zh(whole):  # School of ..., Peking University（北京大学）
        return {"institution_zh": whole}
    if institution and len(units) == 1 and _one_word_lab(units[0]) and units[0] not in whole:
        # a lab named by one word keeps that word in Chinese (上海人工智能实验室OpenDriveLab):
        # a translation without it is the institution's
        return {"institution_zh": whole}
    return {"unit_zh": (whole,)}  # the other units' labels are padded by _with_unit_labels


def _is_zh_place(text: str) -> bool:
    """Whether a translated part is a place: Chinese ending like no organization, or a country."""
    return _zh_place_like(text) or bool(country_code(text))


def _zh_place_like(text: str | None) -> bool:
    """Whether a translation is Chinese that ends like no organization (伦宁根, a town).

    >>> _zh_place_like("伦宁根"), _zh_place_like("计算机系"), _zh_place_like("CAIR")
    (True, False, False)
    """
    r = rules()
    return bool(text) and has_han(text) and not text.endswith(r.zh_unit_suffixes + r.zh_institution_suffixes)


def _names_institution_zh(text: str) -> bool:
    """Whether a translation names an institution, not a unit: 北京大学, and 伦敦大学学院
    (University College London, whose name ends with a unit word).

    >>> [_names_institution_zh(t) for t in ("北京大学", "伦敦大学学院", "北京大学计算机学院", "计算机学院")]
    [True, True, False, False]
    """
    r = rules()
    if text.endswith(r.zh_split_suffixes):
        return True
    bare = max((s for s in r.zh_unit_suffixes if text.endswith(s)), key=len, default=None)
    return bare is not None and text[: -len(bare)].endswith(r.zh_split_suffixes)


def _peer_labels(zh: str | None, parts: list[str], paths: list[OrgPath], segment: list[str]) -> list[dict]:
    """The Chinese labels of the paths of a segment naming several institutions: part by
    part, when every translation ends like what it translates (an institution's in
    大学, 集团, ..., a unit's in 学院, 系, ...), or when the translation has as many parts
    as the organizations, or as the ``segment``'s parts whose first ones they are as
    written (``Peking University, ByteDance Seed（北京大学，字节跳动Seed）``); else
    none: a shifted label would name another institution.

    >>> parts = ["Peking University", "ByteDance Seed", "Beijing"]
    >>> _peer_labels("北京大学，字节跳动Seed", parts, [((), 0), ((), 1)], [*parts, "China"])
    [{'unit_zh': (), 'institution_zh': '北京大学'}, {'unit_zh': (), 'institution_zh': '字节跳动Seed'}]
    >>> _peer_labels("北京大学，字节跳动Seed，北京", parts, [((), 0), ((), 1)], [*parts, "China"])
    [{}, {}]
    """
    r = rules()
    written_first = segment[0] if segment else ""
    segment, zh_parts = _cut_alike(segment, _zh_parts(zh), set(parts))
    institutions = {institution for _, institution in paths}
    written = sorted(i for units, institution in paths for i in (*units, institution) if i is not None)
    label = dict(zip(written, zh_parts))
    by_ending = len(zh_parts) >= len(written) and all(
        label[i].endswith(r.zh_institution_suffixes if i in institutions else r.zh_unit_suffixes) for i in written
    )
    as_written = [parts[i] for i in written] == segment[: len(written)]  # first, and no name cut or joined
    by_count = (
        as_written
        and len(zh_parts) in (len(written), len(segment))
        and not any(country_code(label[i]) for i in written)
    )
    if not (by_ending or by_count):
        found = _lab_label(zh_parts, parts, paths) or _holder_label(zh_parts, parts, paths, written_first)
        return found or [{} for _ in paths]
    return [{"unit_zh": tuple(label[i] for i in units), "institution_zh": label.get(inst)} for units, inst in paths]


def _lab_label(zh_parts: list[str], parts: list[str], paths: list[OrgPath]) -> list[dict] | None:
    """The labels of a segment naming a well-known lab and the institution it is part of, side
    by side, translated as one name and places (``FAIR, Meta（Meta基础人工智能研究院）``,
    ``FAIR, Meta, Menlo Park, CA, USA（Meta基础人工智能研究院，门洛帕克，美国）``): the name
    is the lab's, the more specific of the two; None for any other segment.

    >>> _lab_label(["Meta基础人工智能研究院", "门洛帕克", "美国"], ["FAIR", "Meta"], [((), 0), ((), 1)])
    [{'unit_zh': (), 'institution_zh': 'Meta基础人工智能研究院'}, {}]
    >>> _lab_label(["北京大学", "美国"], ["Peking University", "Meta"], [((), 0), ((), 1)]) is None
    True
    """
    if len(paths) != 2 or any(units for units, _ in paths) or not zh_parts:
        return None
    name, *places = zh_parts
    if _is_zh_place(name) or not all(map(_is_zh_place, places)):
        return None
    (_, a), (_, b) = paths
    known = known_institutions()
    for lab, parent in ((a, b), (b, a)):
        if org_key(parts[parent]) in known.parent_keys.get(org_key(parts[lab]), ()):
            if _parent_named(name, parts[parent], known):
                return None  # FAIR, Meta（Meta公司）: the parent's name, not the lab's
            split = split_zh(name)
            if split and _parent_named(split[0], parts[parent], known):
                # Universität Tübingen – Tübingen AI Center（图宾根大学图宾根人工智能中心）: each its own name
                return _institution_labels(paths, {lab: split[1], parent: split[0]})
            return _institution_labels(paths, {lab: name})
    return None


def _holder_label(zh_parts: list[str], parts: list[str], paths: list[OrgPath], first: str) -> list[dict] | None:
    """The labels of a segment whose ``first`` part names two institutions joined by a spaced
    dash, translated as one packaged Chinese name (and places): that name is the label of
    the one of them it names (``ETH Zurich – Swiss Federal Institute of Technology（苏黎世联邦理工学院）``);
    None for any other segment, or when it names none or both of them.

    >>> _holder_label(["苏黎世联邦理工学院"], ["ETH Zurich", "Foo Institute"], [((), 0), ((), 1)], "ETH Zurich – Foo Institute")
    [{'unit_zh': (), 'institution_zh': '苏黎世联邦理工学院'}, {}]
    """
    if (not zh_parts or any(units for units, _ in paths) or [parts[i] for _, i in paths] != _DASHED.split(first)
            or not all(map(_is_zh_place, zh_parts[1:]))):
        return None
    known = known_institutions()
    holder = known.zh_holders.get(zh_parts[0])
    named = [
        inst for _, inst in paths if inst is not None and holder and known.institution(org_key(parts[inst])) == holder
    ]
    if len(named) != 1:
        return None
    return _institution_labels(paths, {named[0]: zh_parts[0]})


def _institution_labels(paths: list[OrgPath], labels: dict[int, str]) -> list[dict]:
    """The labels of ``paths``: the Chinese name ``labels`` gives its institution, none for the others."""
    return [{"unit_zh": (), "institution_zh": labels[inst]} if inst in labels else {} for _, inst in paths]


def _parent_named(zh: str, parent: str, known: KnownInstitutions) -> bool:
    """Whether the Chinese name ``zh`` is one of the names of ``parent``: packaged (哈佛大学,
    卡内基梅隆大学) or its own, maybe with a legal form (Meta公司).

    >>> k = known_institutions()
    >>> _parent_named("Meta公司", "Meta", k), _parent_named("哈佛大学", "Harvard University", k)
    (True, True)
    >>> _parent_named("Meta基础人工智能研究院", "Meta", k)
    False
    """
    key = known.institution(org_key(parent))
    names = {parent, *(known.zh.get(key, ()) if key else ()), *(known.all_names(key) if key else ())}
    for n in sorted(names, key=len, reverse=True):
        if n and zh.casefold().startswith(n.casefold()):
            return bool(rules().zh_company_ends.match(zh[len(n):].strip()))
    return False


def _cut_alike(segment: list[str], zh_parts: list[str], names: set[str]) -> tuple[list[str], list[str]]:
    """The ``segment``'s parts and their translations ``zh_parts``, each part cut into the
    ``names`` it joins with ``&`` / ``and`` and its translation cut at 和/与 into as many
    (``Tsinghua University & Microsoft Research Asia（清华大学和微软亚洲研究院）``), where
    the translation lines up part by part (maybe leaving out the places at the end).

    >>> _cut_alike(["A University & B Lab", "Beijing"], ["甲大学和乙实验室", "北京"], {"A University", "B Lab"})
    (['A University', 'B Lab', 'Beijing'], ['甲大学', '乙实验室', '北京'])
    """
    if len(zh_parts) > len(segment):
        return segment, zh_parts
    cut, cut_zh = [], []
    for part, zh in zip(segment, zh_parts):
        sides, zh_sides = _JOINED.split(part), _ZH_JOINED.split(zh)
        if len(sides) > 1 and len(sides) == len(zh_sides) and names.issuperset(sides):
            cut += sides
            cut_zh += zh_sides
        else:
            cut.append(part)
            cut_zh.append(zh)
    return [*cut, *segment[len(zh_parts) :]], cut_zh  # the places a translation may leave out


def _zh_parts(zh: str | None) -> list[str]:
    """The parts of a Chinese segment. "、" separates names listed side by side
    (计算机学院、北京大学), but also joins the words of one name (国家天体物理、光学与电子研究所):
    it separates only after a whole name, one that ends like an organization.

    >>> _zh_parts("计算机学院、北京大学，北京"), _zh_parts("国家天体物理、光学与电子研究所，普埃布拉")
    (['计算机学院', '北京大学', '北京'], ['国家天体物理、光学与电子研究所', '普埃布拉'])
    """
    r = rules()
    ends = r.zh_institution_suffixes + r.zh_unit_suffixes
    parts: list[str] = []
    for piece in _ZH_SEPARATORS.split(zh or ""):
        first, *names = piece.split("、")
        joined = [first]
        for name in names:
            if clean(joined[-1]).endswith(ends):
                joined.append(name)
            else:
                joined[-1] = f"{joined[-1]}、{name}"
        parts += [p for p in map(clean, joined) if p]
    return parts


def split_zh(text: str) -> tuple[str, str] | None:
    """Split ``<institution><unit>`` written in Chinese, or None when unsure.

    >>> split_zh("北京大学计算机科学学院")
    ('北京大学', '计算机科学学院')
    >>> split_zh("中国科学院大学计算机学院")
    ('中国科学院大学', '计算机学院')
    >>> split_zh("阿格德大学CAIR") is None
    True

    A tail that is only a unit word is the end of the institution's own name:
    伦敦大学学院 is University College London, not a 学院 of 伦敦大学.

    >>> split_zh("伦敦大学学院") is None
    True

    A bracket right after the institution's name qualifies it (its campus), not the unit:

    >>> split_zh("香港中文大学（深圳）数据科学学院")
    ('香港中文大学（深圳）', '数据科学学院')

    A university's name that goes on into a hospital's is no institution of a unit (南特大学医院
    is the university hospital: its 数据诊所 is the hospital's):

    >>> split_zh("南特大学医院数据诊所") is None
    True
    """
    r = rules()
    for end in range(len(text) - 1, 0, -1):
        head, tail = text[:end], text[end:]
        if tail.startswith(r.zh_name_continuations):
            continue
        if head.endswith(r.zh_split_suffixes) and tail.endswith(r.zh_unit_suffixes) and has_han(tail):
            qualifier = _ZH_LEAD_BRACKET.match(tail)
            if qualifier:
                head, tail = head + qualifier[0], tail[qualifier.end() :]
            return None if tail in r.zh_unit_suffixes else (head, tail)
    return None


def _split_known_zh(text: str) -> tuple[str, str] | None:
    """Split ``<institution><unit>`` written only in Chinese where a well-known institution's
    Chinese name leads it, the longest, also one that holds a university's name and ends like a
    unit (a hospital: 中山大学肿瘤防治中心 is no 中心 of 中山大学); None when none does. Only
    for a segment in Chinese: a translation's unit keeps its institution's name (see :func:`split_zh`).

    A tail that names an institution of its own is none of its units (复旦大学附属华山医院神经外科:
    the hospital's department, not Fudan's).

    >>> _split_known_zh("中山大学肿瘤防治中心病理科"), _split_known_zh("中山大学计算机学院")
    (('中山大学肿瘤防治中心', '病理科'), ('中山大学', '计算机学院'))
    >>> _split_known_zh("复旦大学附属华山医院神经外科") is None
    True
    """
    r = rules()
    known, ends = known_institutions().zh_holders, r.zh_unit_suffixes + r.zh_department_suffixes
    institutions = r.zh_split_suffixes + r.zh_name_continuations
    return next(
        ((text[:end], text[end:]) for end in range(len(text) - 1, 0, -1)
         if text[:end] in known and text.endswith(ends) and text[end:] not in ends
         and not any(word in text[end:] for word in institutions)),
        None,
    )


def split_off_latin_unit(text: str, unit: str) -> tuple[str, str | None] | None:
    """Split a translation that writes the unit as in English (its name or acronym)
    after or before the institution's Chinese name, or None when unsure. The unit
    keeps only the Chinese text that is its own.

    >>> split_off_latin_unit("阿格德大学CAIR", "CAIR"), split_off_latin_unit("CAIR 阿格德大学", "CAIR")
    (('阿格德大学', None), ('阿格德大学', None))
    >>> split_off_latin_unit("阿格德大学人工智能中心CAIR", "AI Centre (CAIR)")
    ('阿格德大学', '人工智能中心')
    >>> split_off_latin_unit("人工智能实验室CAIR", "AI Lab (CAIR)") is None  # the unit's own name
    True
    """
    edge = _LATIN_LEAD.fullmatch(text) or _LATIN_TRAIL.fullmatch(text)
    if not edge:
        return None
    latin, rest = clean(edge["latin"]), clean(edge["rest"])
    if org_key(latin) not in {org_key(name) for name in split_acronym(unit) if name}:
        return None
    r = rules()
    whole_unit = org_key(latin) == org_key(unit)  # nothing of the unit was translated: the rest is the institution
    if rest.endswith(r.zh_split_suffixes) or (whole_unit and rest.endswith(r.zh_institution_suffixes)):
        return rest, None
    return split_zh(rest)


def _parse_zh(text: str) -> dict:
    """The fields of a segment written only in Chinese: ``计算机系，清华大学，北京，中国``."""
    r = rules()
    parts = _zh_parts(text)
    if is_placeholder(parts):
        return {"placeholder": True}
    country = None
    while parts and (not (place := without_postcode(parts[-1])) or country_code(place)):
        parts.pop()
        country = country or country_code(place)
    if not parts:
        return {"country": country, "parsed": False}
    found = [i for i, p in enumerate(parts) if p.endswith(r.zh_institution_suffixes)]
    i = found[-1] if found else 0
    units, institution = list(parts[:i]), parts[i]
    locality = parts[i + 1] if i + 1 < len(parts) else None
    split = (_split_known_zh(institution) or split_zh(institution)) if not units else None
    if split:
        institution, units = split[0], [split[1]]
    return {
        "units": tuple(units),
        "institution": institution,
        "locality": locality,
        "country": country,
        "unit_zh": tuple(units),
        "institution_zh": institution,
    }

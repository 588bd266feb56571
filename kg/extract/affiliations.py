"""Parse one organization segment into a path of units up to an institution.

A segment is a comma-separated path, most specific first, ending with places:
``School of Computer Science, Peking University, Beijing, China``. Parsing
peels the places off the end (countries, US state codes, postcodes, a
locality), finds the institution, and keeps the other parts as units. The
words that tell a unit from an institution from a place are data, under
``kg/data/orgs/`` (see :func:`rules`); nothing here knows a particular venue.

>>> from kg.records import OrgSegment
>>> p = parse_segment(OrgSegment("School of Computer Science, Peking University, Beijing, China", None, 9))
>>> p.units, p.institution, p.locality, p.country
(('School of Computer Science',), 'Peking University', 'Beijing', 'CN')
>>> parse_segment(OrgSegment("Department of XXX, University of YYY, Location, Country", None, 1)).placeholder
True
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib.resources import files

import pycountry
import yaml

from ..entities import ParsedSegment
from ..records import OrgSegment
from ..text import has_han

_POSTCODE = re.compile(r"\b\d{4,}(?:[- ]\d{3,})?\b|\b\d{3}-\d{4}\b")
_ACRONYM = re.compile(r"^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z0-9&.\-]*$")
_TRAILING_ACRONYM = re.compile(r"^(?P<name>.*\S)\s*\((?P<acronym>[^()]+)\)$")
_ZH_SEPARATORS = re.compile(r"[，,、;；]")


@dataclass(frozen=True)
class Rules:
    """The word lists of ``kg/data/orgs/``, compiled once."""

    country_aliases: dict[str, str]
    zh_countries: dict[str, str]
    us_states: frozenset[str]
    more_specific: dict[str, frozenset[str]]
    institution_words: re.Pattern[str]
    org_words: re.Pattern[str]
    unit_prefixes: re.Pattern[str]
    company_suffixes: re.Pattern[str]
    campus_systems: frozenset[str]
    role_notes: re.Pattern[str]
    placeholder_tokens: frozenset[str]
    placeholder_parts: frozenset[str]
    zh_institution_suffixes: tuple[str, ...]
    zh_split_suffixes: tuple[str, ...]
    zh_unit_suffixes: tuple[str, ...]


def load_data(name: str) -> dict:
    """One YAML file of ``kg/data/orgs/``."""
    return yaml.safe_load(files("kg.data").joinpath("orgs", name).read_text(encoding="utf-8"))


@cache
def rules() -> Rules:
    """The parsing rules, read from the data files on first use."""
    countries = load_data("countries.yaml")
    keywords = load_data("keywords.yaml")
    noise = load_data("noise.yaml")
    return Rules(
        country_aliases={_country_key(k): v for k, v in countries["aliases"].items()},
        zh_countries=dict(countries["zh"]),
        us_states=frozenset(countries["us_states"]),
        more_specific={k: frozenset(v) for k, v in countries["more_specific"].items()},
        institution_words=_words(keywords["institution_words"]),
        org_words=_words(keywords["org_words"]),
        unit_prefixes=re.compile(
            r"^(?:" + "|".join(re.escape(p) for p in keywords["unit_prefixes"]) + r")\b\.?", re.I
        ),
        company_suffixes=re.compile(
            r"^(?:" + "|".join(re.escape(s) for s in load_data("companies.yaml")["suffixes"]) + r")$", re.I
        ),
        campus_systems=frozenset(org_key(s) for s in load_data("campuses.yaml")["systems"]),
        role_notes=re.compile(
            r"(?:^|[.,;:*†(]\s*|\s+)\(?(?:" + "|".join(noise["role_notes"]) + r")\)?\.?\s*(?=$|[,;])", re.I
        ),
        placeholder_tokens=frozenset(noise["placeholder_tokens"]),
        placeholder_parts=frozenset(p.casefold() for p in noise["placeholder_parts"]),
        zh_institution_suffixes=tuple(keywords["zh_institution_suffixes"]),
        zh_split_suffixes=tuple(keywords["zh_split_suffixes"]),
        zh_unit_suffixes=tuple(keywords["zh_unit_suffixes"]),
    )


def _words(words: list[str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.I)


# --- names ---------------------------------------------------------------------


def clean(text: str) -> str:
    """NFC, one space between words, no trailing periods or commas.

    >>> clean("  Southwestern University,  Chengdu, China. ")
    'Southwestern University, Chengdu, China'
    """
    text = unicodedata.normalize("NFC", " ".join(text.split()))
    return text.strip(" .,;:")


_APOSTROPHES = re.compile(r"[’'`]")
_NON_WORD = re.compile(r"[^\w]+")
_LEADING_THE = re.compile(r"^the\s+")
_LEGAL_FORM = re.compile(r"\s+(?:co|inc|ltd|limited|llc|corp|corporation|gmbh|plc|pte)$")


@lru_cache(maxsize=1 << 16)  # the same few thousand names recur across a venue's papers
def org_key(name: str) -> str:
    """The identity key of an organization name: case, accents, punctuation,
    a leading "The" and legal-form suffixes do not count.

    >>> org_key("The Chinese University of Hong Kong") == org_key("Chinese University of Hong Kong")
    True
    >>> org_key("ETH Zürich") == org_key("ETH Zurich"), org_key("Meta Platforms, Inc.")
    (True, 'meta platforms')
    """
    text = unicodedata.normalize("NFKD", unicodedata.normalize("NFC", name).casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = _APOSTROPHES.sub("", text.replace("&", " and "))
    text = _NON_WORD.sub(" ", text).strip()
    text = _LEADING_THE.sub("", text)
    while True:
        shorter = _LEGAL_FORM.sub("", text)
        if shorter == text:
            return text
        text = shorter


def is_acronym(name: str) -> bool:
    """Whether ``name`` is written like an acronym: one token, two capitals or more.

    >>> is_acronym("KAIST"), is_acronym("TeleAI"), is_acronym("Shenzhen"), is_acronym("Tencent")
    (True, True, False, False)
    """
    return bool(_ACRONYM.match(name.strip()))


@lru_cache(maxsize=1 << 14)  # resolve asks once an institution mention: a few thousand names, 100k+ calls
def split_acronym(name: str) -> tuple[str, str | None]:
    """Split a trailing parenthesized acronym off a name.

    >>> split_acronym("Korea Advanced Institute of Science and Technology (KAIST)")
    ('Korea Advanced Institute of Science and Technology', 'KAIST')
    >>> split_acronym("The Chinese University of Hong Kong (Shenzhen)")
    ('The Chinese University of Hong Kong (Shenzhen)', None)
    """
    match = _TRAILING_ACRONYM.match(name)
    if match and is_acronym(match["acronym"]):
        return match["name"], match["acronym"]
    return name, None


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


def _country_key(text: str) -> str:
    return " ".join(text.replace(".", " ").split()).casefold()


# --- segments ------------------------------------------------------------------


def parse_segment(segment: OrgSegment) -> ParsedSegment:
    """Parse one segment; never raises (what cannot be parsed has ``parsed=False``).

    >>> s = "Division of Mathematical Sciences, School of Physical and Mathematical Sciences, " \\
    ...     "Nanyang Technological University, Singapore 637371, Singapore"
    >>> p = parse_segment(OrgSegment(s, None, 197))
    >>> p.units, p.institution, p.country, p.locality
    (('Division of Mathematical Sciences', 'School of Physical and Mathematical Sciences'), \
'Nanyang Technological University', 'SG', None)
    >>> parse_segment(OrgSegment("College of Computing", None, 1)).institution is None
    True
    """
    parsed = _parse(segment.text, segment.zh)
    return ParsedSegment(**{**parsed.__dict__, "line": segment.line})  # replace(), without its introspection


@lru_cache(maxsize=1 << 17)  # a venue's segments recur: at 100k papers, 228k segments are 91k texts
def _parse(raw: str, zh: str | None) -> ParsedSegment:
    # The fields are gathered first: making a (frozen) ParsedSegment costs more than most steps here.
    return ParsedSegment(raw=raw, line=0, zh=zh, **_fields(strip_notes(clean(raw)), zh))


def _fields(text: str, zh: str | None) -> dict:
    """The fields of the parsed segment ``text`` (with translation ``zh``) other than its raw text."""
    if not text:
        return {"parsed": False}
    if has_han(text):
        return _parse_zh(text)
    parts = split_parts(text)
    if is_placeholder(parts):
        return {"placeholder": True}
    parts, country = _peel_places(parts)
    if not parts:
        return {"country": country, "parsed": False}
    before, institution, after = _find_institution(parts)
    after_units = [p for p in after if _org_like(p)]
    places = [_POSTCODE.sub("", p).strip(" ,") for p in after if not _org_like(p)]
    name, acronym = split_acronym(institution) if institution else (None, None)
    units = tuple(before + after_units[::-1])
    # Where each org part sits in the path, in written order (None: the institution).
    slots = [*range(len(before)), *([None] if institution else []), *range(len(units) - 1, len(before) - 1, -1)]
    return {
        "units": units,
        "institution": name,
        "acronym": acronym,
        "locality": next((p for p in places if p), None),
        "country": country,
        **_zh_labels(zh, units, name, slots),
    }


def strip_notes(text: str) -> str:
    """Remove role notes such as ``Corresponding Author``.

    >>> strip_notes("Institute of Automation, Chinese Academy of Sciences. Corresponding Author")
    'Institute of Automation, Chinese Academy of Sciences'
    """
    return clean(rules().role_notes.sub("", text))


def split_parts(text: str) -> list[str]:
    """Split on commas outside parentheses; a lone legal-form suffix joins the part before.

    >>> split_parts("Meta Platforms, Inc., Menlo Park, CA (USA), USA")
    ['Meta Platforms, Inc.', 'Menlo Park', 'CA (USA)', 'USA']
    >>> split_parts("Lab X (Beijing, China, Peking University")  # unclosed: kept whole, not lost
    ['Lab X (Beijing, China, Peking University']
    """
    parts: list[str] = []
    for piece in _top_level(text):
        part = piece.strip(" ,;")
        if part and parts and rules().company_suffixes.match(part):
            parts[-1] = f"{parts[-1]}, {piece.strip()}"
        elif part:
            parts.append(part)
    return parts


def _top_level(text: str) -> list[str]:
    """``text`` cut at the commas that are not inside parentheses."""
    if "(" not in text:
        return text.split(",")
    pieces, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth <= 0:
            pieces.append(text[start:i])
            start, depth = i + 1, 0
    return [*pieces, text[start:]]


def is_placeholder(parts: list[str]) -> bool:
    """Whether the parts are an unfilled template (``University of YYY``, ``Location, Country``).

    >>> is_placeholder(["School of ZZZ", "Institute of WWW"]), is_placeholder(["Peking University"])
    (True, False)
    """
    r = rules()
    tokens = {t for part in parts for t in re.findall(r"[^\s,()]+", part)}
    return bool(tokens & r.placeholder_tokens) or all(p.casefold() in r.placeholder_parts for p in parts)


def _peel_places(parts: list[str]) -> tuple[list[str], str | None]:
    """Take countries, US state codes and postcodes off the end."""
    r = rules()
    parts = list(parts)
    country: str | None = None
    while len(parts) > 1 or (parts and country is None and country_code(parts[0])):
        last = _POSTCODE.sub("", parts[-1]).strip(" ,")
        code = country_code(last) if last not in r.us_states else None
        if not last:
            pass
        elif last.split()[0] in r.us_states and len(last.split()) == 1:
            country = country or "US"
        elif code and (country is None or code == country):
            country = code
        elif code and code in r.more_specific.get(country, ()):
            country = code
        else:
            break
        parts.pop()
    return parts, country


def _find_institution(parts: list[str]) -> tuple[list[str], str | None, list[str]]:
    """Split the parts into (units before, institution, parts after)."""
    r = rules()
    found = [i for i, p in enumerate(parts) if r.institution_words.search(p) and not r.unit_prefixes.match(p)]
    if found:
        i = found[-1]
        after = parts[i + 1 :]
        if org_key(parts[i]) in r.campus_systems and after and _campus_like(after[0]):
            return parts[:i], f"{parts[i]}, {after[0]}", after[1:]
        return parts[:i], parts[i], after
    i = len(parts) - 1
    while i > 0 and not _org_like(parts[i]) and not is_acronym(parts[i]):
        i -= 1  # trailing parts that name no organization: places
    if r.unit_prefixes.match(parts[i]):
        return parts[: i + 1], None, parts[i + 1 :]
    return parts[:i], parts[i], parts[i + 1 :]


def _org_like(part: str) -> bool:
    r = rules()
    return bool(r.org_words.search(part) or r.institution_words.search(part) or r.unit_prefixes.match(part))


def _campus_like(part: str) -> bool:
    r = rules()
    return not (r.unit_prefixes.match(part) or r.institution_words.search(part) or country_code(part))


# --- Chinese -------------------------------------------------------------------


def _zh_labels(zh: str | None, units: tuple[str, ...], institution: str | None, slots: list[int | None]) -> dict:
    """The Chinese translation ``zh`` as labels (fields ``unit_zh``, ``institution_zh``):
    part by part where it lines up with the English path (``slots``: for each
    org part in written order, its index in ``units``, or None for the
    institution), else as a label of the most specific organization (and of
    the institution when the text splits cleanly as ``<institution><unit>``)."""
    r = rules()
    zh_parts = [clean(p) for p in _ZH_SEPARATORS.split(zh or "") if clean(p)]
    if not zh_parts or not slots:
        return {}
    aligned = zip(slots, zh_parts) if len(zh_parts) >= len(slots) else ()
    by_slot = {slot: zh for slot, zh in aligned}
    lines_up = bool(by_slot) and not any(country_code(z) for z in by_slot.values())
    if lines_up and None in by_slot and not by_slot[None].endswith(r.zh_institution_suffixes):
        lines_up = False
    if lines_up:
        return {"unit_zh": tuple(by_slot.get(i) for i in range(len(units))), "institution_zh": by_slot.get(None)}
    whole = zh_parts[0]
    if not units:
        return {"institution_zh": whole}
    split = split_zh(whole) if len(units) == 1 and institution else None
    if split:
        return {"unit_zh": (split[1],), "institution_zh": split[0]}
    return {"unit_zh": (whole,) + (None,) * (len(units) - 1)}


def split_zh(text: str) -> tuple[str, str] | None:
    """Split ``<institution><unit>`` written in Chinese, or None when unsure.

    >>> split_zh("北京大学计算机科学学院")
    ('北京大学', '计算机科学学院')
    >>> split_zh("中国科学院大学计算机学院")
    ('中国科学院大学', '计算机学院')
    >>> split_zh("阿格德大学CAIR") is None
    True
    """
    r = rules()
    for end in range(len(text) - 1, 0, -1):
        head, tail = text[:end], text[end:]
        if head.endswith(r.zh_split_suffixes) and tail.endswith(r.zh_unit_suffixes) and has_han(tail):
            return head, tail
    return None


def _parse_zh(text: str) -> dict:
    """The fields of a segment written only in Chinese: ``计算机系，清华大学，北京，中国``."""
    r = rules()
    parts = [clean(p) for p in _ZH_SEPARATORS.split(text) if clean(p)]
    if is_placeholder(parts):
        return {"placeholder": True}
    country = None
    while parts and (country_code(_POSTCODE.sub("", parts[-1])) or not _POSTCODE.sub("", parts[-1]).strip()):
        last = parts.pop()  # popped first: `country or ...` would skip the pop once a country is known
        country = country or country_code(_POSTCODE.sub("", last))
    if not parts:
        return {"country": country, "parsed": False}
    found = [i for i, p in enumerate(parts) if p.endswith(r.zh_institution_suffixes)]
    i = found[-1] if found else 0
    units, institution = list(parts[:i]), parts[i]
    locality = parts[i + 1] if i + 1 < len(parts) else None
    split = split_zh(institution) if not units else None
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

"""Quantitative claims in a summary: 高达8倍吞吐量提升, up to 37% higher hit rate.

The ``kg_claims`` component sets ``doc._.claims`` to :class:`ClaimFact` records.
A claim is a number or a range with a unit (倍 / % / 个百分点, x / %) next to a
direction word (提升 / 降低, faster / reduction), in one of two orders:

* number first: ``[qualifier] 2-4 倍 [metric] 加速`` — ``约20倍误差降低``;
* direction first: ``[metric] [qualifier] 提升 [qualifier] 2.26 倍`` — ``平均吞吐量提升2.26倍``.

Ranges keep both ends and qualifiers (高达 → "up to", 约 → "about",
平均 → "average", 超过 / 以上 → "more than") are kept, never rounded away.
Every word list is in ``kg/data/patterns/claims.json``.

>>> from kg.extract.nlp import chinese
>>> [(c.metric, c.value_min, c.value_max, c.unit, c.direction, c.qualifier)
...  for c in chinese()("实现高达8倍吞吐量提升和2-4倍加速。")._.claims]
[('吞吐量', 8.0, 8.0, 'times', 'improvement', 'up to'), ('加速', 2.0, 4.0, 'times', 'improvement', None)]
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache

from spacy.language import Language
from spacy.tokens import Doc

from ..entities import ClaimFact
from ..data import patterns
from .nlp import Tokens, put, tokens

Doc.set_extension("claims", default=None, force=True)

DIGIT = re.compile(r"\d")
METRIC_WORD = re.compile(r"^[\u4e00-\u9fffA-Za-z]+$")
SENTENCE_END = {"zh": re.compile(r"(?<=[。！？!?；;])"), "en": re.compile(r"(?<=[.!?;])\s+(?=[A-Z])")}


def _alternation(words) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def _starts(*word_lists) -> str:
    """A lookahead on the first characters of the words: put before a pattern
    that must start with one of them, it changes no match but lets the engine
    skip at once the places where none can start."""
    return "(?=[" + "".join(sorted({re.escape(w[0]) for words in word_lists for w in words if w})) + "])"


@dataclass(frozen=True)
class ClaimRules:
    """The compiled claim patterns of one language."""

    lang: str
    number_first: re.Pattern[str]
    direction_first: re.Pattern[str]
    units: dict[str, str]
    qualifiers: dict[str, str]
    directions: dict[str, str]
    metric_stops: tuple[str, ...]


@lru_cache(maxsize=None)
def rules(lang: str) -> ClaimRules:
    """Compile the claim patterns of ``lang`` from ``claims.json``."""
    spec = patterns("claims.json")
    lang = "zh" if lang == "zh" else "en"
    words = spec[lang]
    num, sep = spec["number"], spec["range_sep"]
    rng = rf"(?P<a>{num})(?:{sep}(?P<b>{num}))?"
    more = rf"(?:\s*(?:和|、|and|,)\s*(?P<c>{num}))?"
    unit = rf"(?P<unit>{_alternation(words['units'])})"
    qual = _alternation(words["qualifiers"])
    direction = rf"(?P<dir>{_alternation(words['directions'])})"
    if lang == "zh":
        adv = _alternation(words["adverbs"])
        metric = r"(?P<metric>[\u4e00-\u9fffA-Za-z][^\d，。；、,;（）()和且并与及]{0,7}?)?"
        number_first = rf"(?P<q1>(?:{qual})*)\s*{rng}\s*{unit}(?P<q2>以上)?的?{metric}{direction}"
        direction_first = (
            rf"{_starts(words['qualifiers'], words['adverbs'], words['directions'])}"
            rf"(?P<q0>(?:{qual}|{adv})*){direction}了?(?P<q1>(?:{qual}|{adv})*)\s*{rng}{more}\s*{unit}(?P<q2>以上|左右)?"
        )
        stops: tuple[str, ...] = tuple(words["metric_stops"])
    else:
        metric = r"(?P<metric>(?:[A-Za-z-]+\s+){0,2}?)"
        number_first = (
            rf"\b(?P<q1>(?:(?:{qual})\s+)*){rng}\s*{unit}(?P<q2>)\s+{metric}{direction}\b"
            r"(?P<after>(?:\s+(?!(?:and|with|on|in|than|over|for|at|while|compared)\b)[A-Za-z-]+){0,2})"
        )
        direction_first = (
            rf"{_starts(words['directions'])}\b{direction}\s+(?P<metric>(?:[A-Za-z-]+\s+){{0,3}}?)by\s+(?P<q1>(?:(?:{qual})\s+)*){rng}{more}\s*{unit}"
        )
        stops = ()
    flags = re.IGNORECASE if lang == "en" else 0
    return ClaimRules(
        lang=lang,
        number_first=re.compile(number_first, flags),
        direction_first=re.compile(direction_first, flags),
        units=words["units"],
        qualifiers=words["qualifiers"],
        directions=words["directions"],
        metric_stops=stops,
    )


def metric_key(metric: str) -> str | None:
    """The normalized English metric named in ``metric`` (longest known word in it).

    >>> metric_key("缓存命中率"), metric_key("higher throughput"), metric_key("模态")
    ('cache hit rate', 'throughput', None)
    """
    table = patterns("claims.json")["metrics"]
    text = metric.casefold()
    return next((table[word] for word in _metric_words() if word in text), None)


def _trim(rules: ClaimRules, phrase: str) -> str:
    """Cut a metric phrase after the last one-character stop before its metric word,
    where the segmenter glued the stop to a neighbour (任务上少样本准确率 -> 少样本准确率)."""
    key_at = next((phrase.find(w) for w in _metric_words() if w in phrase), len(phrase))
    singles = [c for c in rules.metric_stops if len(c) == 1]
    cut = max((phrase.rfind(c, 0, key_at) + 1 for c in singles), default=0)
    return phrase[cut:]


@lru_cache(maxsize=None)
def _metric_words() -> list[str]:
    words = [w for w in patterns("claims.json")["metrics"] if not w.startswith("_")]
    return sorted(words, key=len, reverse=True)


@Language.factory("kg_claims", default_config={})
def make_claim_finder(nlp: Language, name: str) -> "ClaimFinder":
    """Factory for :class:`ClaimFinder`, with the rules of the pipeline's language."""
    return ClaimFinder(nlp.lang)


class ClaimFinder:
    """Set ``doc._.claims`` to the claims stated in the text, sentence by sentence."""

    def __init__(self, lang: str) -> None:
        self.rules = rules(lang)
        self._qualifier_words = re.compile(
            _alternation(self.rules.qualifiers), re.IGNORECASE if self.rules.lang == "en" else 0
        )

    def __call__(self, doc: Doc) -> Doc:
        view = tokens(doc)
        claims: list[ClaimFact] = []
        if DIGIT.search(view.text):  # no number, no claim
            offset = 0
            for sentence in SENTENCE_END[self.rules.lang].split(view.text):
                if DIGIT.search(sentence):
                    lead = len(sentence) - len(sentence.lstrip())
                    claims.extend(self.find(sentence.strip(), view, offset + lead))
                offset += len(sentence)
        put(doc, "claims", claims)
        return doc

    def find(self, sentence: str, view: Tokens, offset: int) -> list[ClaimFact]:
        """The claims of one sentence (at ``offset`` in the doc), in text order, one per number."""
        r = self.rules
        found: dict[int, ClaimFact] = {}
        for pattern in (r.number_first, r.direction_first):
            for match in pattern.finditer(sentence):
                before = None
                if pattern is r.direction_first and r.lang == "zh":
                    before = self._metric_before(view, offset + match.start())
                for claim_start, claim in self._claims(match, sentence, before):
                    found.setdefault(claim_start, claim)
        return [found[k] for k in sorted(found)]

    def _claims(self, m: re.Match[str], sentence: str, before: tuple[str, str] | None):
        r = self.rules
        groups = m.groupdict()
        qualifiers = [groups.get("q0") or "", groups.get("q1") or "", groups.get("q2") or ""]
        metric = (groups.get("metric") or groups.get("after") or "").strip()
        if before is not None:
            metric, qualifiers[0] = before[0], before[1] + qualifiers[0]
        qualifier = self._qualifier(qualifiers)
        direction_word = m.group("dir")
        if not metric or not (re.search(r"[\u4e00-\u9fff]", metric) or metric_key(metric)):
            metric = direction_word
        unit = r.units.get(m.group("unit").casefold(), r.units.get(m.group("unit"), "times"))
        low = float(m.group("a"))
        high = float(m.group("b")) if m.group("b") else low
        common = dict(
            metric=metric, unit=unit, direction=r.directions[direction_word.casefold()]
            if r.lang == "en" else r.directions[direction_word],
            qualifier=qualifier, sentence=sentence, lang=r.lang,
            metric_key=metric_key(metric) or metric_key(direction_word),
        )
        yield m.start("a"), ClaimFact(value_min=min(low, high), value_max=max(low, high), **common)
        if groups.get("c"):
            value = float(m.group("c"))
            yield m.start("c"), ClaimFact(value_min=value, value_max=value, **common)

    def _metric_before(self, view: Tokens, pos: int) -> tuple[str, str]:
        """The metric phrase that ends just before character ``pos`` of the doc
        (back to a stop word), and a qualifier that leads it:
        ``平均吞吐量提升2.26倍`` -> ``("吞吐量", "平均")``."""
        r = self.rules
        words: list[str] = []
        for k in range(bisect_left(view.starts, pos) - 1, -1, -1):  # the tokens before pos
            text = view.words[k][: max(0, pos - view.starts[k])]
            if text in r.metric_stops or not METRIC_WORD.match(text):
                break
            words.append(text)
        words.reverse()
        qualifier = ""
        while words and words[0] in r.qualifiers:
            qualifier += words.pop(0)
        return _trim(self.rules, "".join(words)), qualifier

    def _qualifier(self, parts: list[str]) -> str | None:
        table = self.rules.qualifiers
        seen: list[str] = []
        for part in parts:
            for word in self._qualifier_words.findall(part):
                value = table.get(word) or table.get(word.casefold())
                if value and value not in seen:
                    seen.append(value)
        return " ".join(seen) or None

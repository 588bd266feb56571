"""spaCy pipelines for the science extractors, built once per process.

Two blank pipelines, no model download:

* ``english()`` — ``spacy.blank("en")`` for titles and English summaries;
* ``chinese()`` — spaCy's Chinese with the jieba segmenter (spaCy's default
  segmenter splits Latin names into letters) for Chinese summaries.

Both start with the ``kg_names`` component, which merges the pieces of a
technical name back into one token (jieba cuts ``MVR-cache`` into ``MVR``,
``-``, ``cache`` and ``Hutch++`` into ``Hutch``, ``++``) and flags it: ``token._.is_name``
(read from ``doc._.name_ids``, the indices of the name tokens). The extractors in :mod:`.methods`, :mod:`.claims` and
:mod:`.topics` follow as components of their own; every rule they use is read
from ``kg/data/patterns/`` by :func:`patterns`.

>>> [t.text for t in chinese()("提出MVR-cache方法，利用Hutch++") if t._.is_name]
['MVR-cache', 'Hutch++']
>>> [t.text for t in english()("Efficient DP-SGD for LLMs") if t._.is_name]
['DP-SGD']
"""

from __future__ import annotations

import csv
import json
import re
from functools import lru_cache
from importlib import resources
from typing import Any

import spacy
from spacy.language import Language
from spacy.tokens import Doc, Token

#: The components every pipeline runs after ``kg_names``, in order.
EXTRACTORS = ("kg_methods", "kg_claims", "kg_topics")

Doc.set_extension("name_ids", default=frozenset(), force=True)
Token.set_extension("is_name", getter=lambda token: token.i in token.doc._.name_ids, force=True)


# --- pattern files -------------------------------------------------------------


@lru_cache(maxsize=None)
def patterns(name: str) -> Any:
    """The parsed contents of ``kg/data/patterns/<name>``.

    ``.json`` gives the object, ``.txt`` the set of lower-cased lines and
    ``.tsv`` the list of rows; ``#`` lines are comments.

    >>> patterns("kinds.json")["zh"]["基准"]
    'benchmark'
    >>> "llm" in patterns("generic_terms.txt")
    True
    """
    text = resources.files("kg.data").joinpath("patterns", name).read_text("utf-8")
    if name.endswith(".json"):
        return json.loads(text)
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    if name.endswith(".tsv"):
        return [row for row in csv.reader(lines, delimiter="\t")]
    return frozenset(line.strip().casefold() for line in lines)


def is_generic(name: str) -> bool:
    """True for names of fields, problem classes or hardware, not of one artifact.

    >>> is_generic("LLMs"), is_generic("2D-3D"), is_generic("V2"), is_generic("LoRA")
    (True, True, True, False)
    """
    generic = patterns("generic_terms.txt")
    if re.fullmatch(patterns("names.json")["version"], name):
        return True
    parts = [p for p in re.split(r"[-\s/]+", name.casefold()) if p]
    return name.casefold() in generic or all(p in generic or p.isdigit() for p in parts)


def looks_like_name(word: str) -> bool:
    """Shape test for an English word in running text: is it a name?

    A name has a capital after its first letter (``LoRA``, ``SGD``), a digit
    among letters (``V2A``, ``SD3.5``) or a ``+`` (``Hutch++``), in some
    hyphen part that is not a generic term.

    >>> [looks_like_name(w) for w in ("MVR-cache", "Chain-of-Thought", "Human-AI", "k", "Hutch++")]
    [True, False, False, False, True]
    """
    generic = patterns("generic_terms.txt")
    for part in re.split(r"[-/]", word):
        core = part.rstrip("+")
        if len(core) < 2 or core.casefold() in generic or core.isdigit():
            continue
        if part.endswith("+") or re.search(r"[A-Za-z]", core) and (
            re.search(r".[A-Z]", core) or re.search(r"\d", core)
        ):
            return True
    return False


# --- the name merger ------------------------------------------------------------


@lru_cache(maxsize=None)
def _name_regex(lang: str) -> re.Pattern[str]:
    spec = patterns("names.json")
    word, version = spec["word"], spec["version"]
    if lang == "zh":  # a run of Latin words inside Chinese text is one name
        return re.compile(rf"{word}(?: (?:{word}|{version}))*")
    return re.compile(word)


@Language.factory("kg_names", default_config={})
def make_name_merger(nlp: Language, name: str) -> "NameMerger":
    """Factory for :class:`NameMerger`, configured by the pipeline's language."""
    return NameMerger(nlp.lang)


class NameMerger:
    """Merge each technical name into one token and set ``token._.is_name``.

    In Chinese text every Latin run counts (it stands out from the script);
    in English text only words shaped like names (:func:`looks_like_name`).
    Generic terms (``LLMs``, ``2D``, ``KV``) are merged but not flagged.
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.regex = _name_regex(lang)

    def __call__(self, doc: Doc) -> Doc:
        matches = [(m.start(), m.end()) for m in self.regex.finditer(doc.text)]
        spans = [span for span in (doc.char_span(a, b) for a, b in matches) if span is not None]
        with doc.retokenize() as retokenizer:
            for span in spans:
                if len(span) > 1:
                    retokenizer.merge(span)
        names = (doc.char_span(a, b) for a, b in matches)
        doc._.name_ids = frozenset(
            span.start for span in names if span is not None and len(span) == 1 and self._is_name(span.text)
        )
        return doc

    def _is_name(self, text: str) -> bool:
        if not self.regex.fullmatch(text) or len(text) < 2 or is_generic(text):
            return False
        return True if self.lang == "zh" else looks_like_name(text)


# --- pipelines -------------------------------------------------------------------


def _add_components(nlp: Language) -> Language:
    from . import claims, methods, topics  # noqa: F401  (registers the factories)

    nlp.add_pipe("kg_names")
    for component in EXTRACTORS:
        nlp.add_pipe(component)
    return nlp


@lru_cache(maxsize=1)
def english() -> Language:
    """The English pipeline (titles, English summaries); built once per process."""
    return _add_components(spacy.blank("en"))


@lru_cache(maxsize=1)
def chinese() -> Language:
    """The Chinese pipeline (jieba segmenter); built once per process."""
    from spacy.lang.zh import Chinese

    import jieba

    jieba.setLogLevel(60)
    nlp = Chinese.from_config({"nlp": {"tokenizer": {"segmenter": "jieba"}}})
    return _add_components(nlp)


def pipeline(lang: str) -> Language:
    """The pipeline for a text in ``lang`` (``"zh"``; anything else is English)."""
    return chinese() if lang == "zh" else english()

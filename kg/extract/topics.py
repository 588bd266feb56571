"""Research topics a paper is about, from a bilingual lexicon of ML problems.

``kg/data/patterns/topics.tsv`` lists research problems and areas with their
English and Chinese labels (``semantic caching`` / ``语义缓存``). The
``kg_topics`` component finds them in a text: English as whole words,
case-insensitively, with a plural allowed; Chinese as substrings that start
where a word starts. At each
place the longest label wins (``offline reinforcement learning`` rather than
``reinforcement learning``). A topic's key is the slug of its first English
label, so the same topic found in English in one paper and in Chinese in
another is one node, labelled in both languages.

>>> [t.key for t in find_topics("Unifying Value Alignment in Offline Reinforcement Learning", "en")]
['value-alignment', 'offline-reinforcement-learning']
>>> [t.label_en for t in find_topics("针对离线强化学习中的价值误分配问题", "zh")]
['offline reinforcement learning']
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Collection, Iterator

from spacy.language import Language
from spacy.tokens import Doc

from ..entities import TopicMention
from ..text import alternation
from ..vocab import slugify
from ..data import patterns
from .nlp import put, tokens

Doc.set_extension("topics", default=None, force=True)


@lru_cache(maxsize=None)
def _lexicon(lang: str) -> tuple[re.Pattern[str], dict[str, TopicMention]]:
    """One alternation of every label of ``lang`` (longest first) and label -> topic."""
    by_label: dict[str, TopicMention] = {}
    written: set[str] = set()
    for row in patterns("topics.tsv"):
        english, chinese = row[0].split("|"), row[1].split("|")
        others = tuple(label for label in (*english[1:], *chinese[1:]) if label)
        topic = TopicMention(key=slugify(english[0]), label_en=english[0], label_zh=chinese[0], alt_labels=others)
        for label in english if lang == "en" else chinese:
            by_label.setdefault(label.casefold(), topic)
            written.add(label)
    # English matches without case; a Chinese label matches as written (图Transformer,
    # Shapley值: a case-folded label would never meet the capitals of the text).
    labels = by_label if lang == "en" else written
    body = alternation(labels)
    # The lookahead on the labels' first characters changes no match; it lets
    # the engine skip the places where no label can start at once.
    first = "[" + "".join(sorted({re.escape(label[0]) for label in labels if label})) + "]"
    if lang == "en":
        regex = re.compile(rf"(?<![\w-])(?={first})(?:{body})(?:s|es)?(?![\w-])", re.IGNORECASE)
    else:
        regex = re.compile(rf"(?={first})(?:{body})")
    return regex, by_label


@lru_cache(maxsize=None)
def _ascii_regex() -> re.Pattern[str] | None:
    """The English regex without IGNORECASE, for lower-cased ASCII text (None if
    a label is not ASCII). The labels are lower case, so on ASCII text it finds
    the same matches, and faster: the engine passes over a label at its first
    letter only when case counts."""
    regex, by_label = _lexicon("en")
    return re.compile(regex.pattern) if all(label.isascii() for label in by_label) else None


def find_topics(text: str, lang: str, word_starts: Collection[int] | None = None) -> list[TopicMention]:
    """The topics named in ``text`` (``lang`` ``"zh"`` or English), once each, in order.

    ``word_starts``, the offsets where the words of a segmented Chinese text
    start, keeps a label from matching from the middle of a word:

    >>> text = "智能体试图学习最优策略"
    >>> [t.label_en for t in find_topics(text, "zh")], find_topics(text, "zh", word_starts=[0, 3, 5, 7, 9])
    (['graph learning'], [])
    """
    lang = "zh" if lang == "zh" else "en"
    regex, by_label = _lexicon(lang)
    if lang == "en" and text.isascii() and _ascii_regex():
        regex, text = _ascii_regex(), text.lower()
    found: dict[str, TopicMention] = {}
    for match in _matches(regex, text, word_starts):
        label = match.group().casefold()
        topic = by_label.get(label) or by_label.get(re.sub(r"(?:es|s)$", "", label))
        if topic is None and label.endswith("es"):
            topic = by_label.get(label[:-1])
        if topic is not None:
            found.setdefault(topic.key, topic)
    return list(found.values())


def _matches(regex: re.Pattern[str], text: str, word_starts: Collection[int] | None) -> Iterator[re.Match[str]]:
    """The label matches in ``text``, each starting at a word start when those
    (in ascending order) are given (试图学习 holds 图学习 across two words; 学习率调度 after it is still tried)."""
    if word_starts is None:
        yield from regex.finditer(text)
        return
    end = 0
    for start in word_starts:  # in ascending order, as a segmenter gives them
        match = regex.match(text, start) if start >= end else None
        if match:
            end = match.end()
            yield match


@Language.factory("kg_topics", default_config={})
def make_topic_finder(nlp: Language, name: str) -> "TopicFinder":
    """Factory for :class:`TopicFinder`, with the lexicon of the pipeline's language."""
    return TopicFinder(nlp.lang)


class TopicFinder:
    """Set ``doc._.topics`` to the topics named in the text."""

    def __init__(self, lang: str) -> None:
        self.lang = "zh" if lang == "zh" else "en"
        _lexicon(self.lang)

    def __call__(self, doc: Doc) -> Doc:
        view = tokens(doc)
        put(doc, "topics", find_topics(view.text, self.lang, view.starts if self.lang == "zh" else None))
        return doc

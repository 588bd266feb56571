"""Named methods, models, benchmarks... in a text: proposed or only mentioned.

The ``kg_methods`` component reads a summary clause by clause (the text
between breaks like ``，`` or ``.``). A clause with a *propose* word
(提出, 引入, 称为, *introduce* ...) proposes the names after that word that
stand as a whole artifact: followed by a kind word (``MVR-cache方法``), a
break or an acronym bracket, or preceded by a kind word or the trigger
(``框架SURGE``, ``提出Hermite-NGP，``). A *use* word (基于, 利用, 与…相比,
*based on* ...) opens a scope, closed by ``的`` or the clause end, whose names
are only used. Every other name is mentioned. The cue words, kind words and
name shapes are data: ``kg/data/patterns/{triggers,kinds,names,title}.json``.

>>> from kg.extract.nlp import chinese
>>> doc = chinese()("提出DP-SGD-RC算法，利用随机迹估计（Hutchinson和Hutch++）降低内存开销。")
>>> [(m.name, m.role, m.kind) for m in doc._.methods]
[('DP-SGD-RC', 'proposes', 'algorithm'), ('Hutchinson', 'mentions', 'method'), ('Hutch++', 'mentions', 'method')]

Titles have rules of their own (:func:`title_methods`): the name before the
colon (``MVR-cache: ...``) and a final ``with X`` (``... with Cornstarch``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from spacy.language import Language
from spacy.tokens import Doc, Token

from ..entities import MethodMention
from .nlp import is_generic, looks_like_name, patterns

Doc.set_extension("methods", default=None, force=True)
Doc.set_extension("proposal_kind", default=None, force=True)

OPEN = ("（", "(")
CLOSE = ("）", ")")
CJK = re.compile(r"^[\u4e00-\u9fff]+$")
#: Characters that end the gap allowed between a name and its kind word (X优化方法).
GAP_STOPS = set("的和与及或在上中对为将把被从等、，。；：（）() ")
MAX_GAP = 4


@dataclass(frozen=True)
class Cues:
    """The cue words of one language, from ``triggers.json`` and ``kinds.json``."""

    propose: frozenset[str]
    use: frozenset[str]
    scope_end: frozenset[str]
    skip: frozenset[str]
    breaks: frozenset[str]
    long_form_stops: frozenset[str]
    kinds: dict[str, str]
    lang: str

    def kind_at(self, text: str) -> str | None:
        """The kind named by the longest kind word that ``text`` starts with."""
        for word in self._kinds_longest_first:
            if text.startswith(word) and (self.lang == "zh" or _word_end(text, len(word))):
                return self.kinds[word]
        return None

    def kind_ending(self, text: str) -> str | None:
        """The kind named by the longest kind word that ``text`` ends with (a long form)."""
        for word in self._kinds_longest_first:
            if text.endswith(word):
                return self.kinds[word]
        return None

    @property
    def _kinds_longest_first(self) -> list[str]:
        return _longest_first(tuple(self.kinds))


@lru_cache(maxsize=None)
def _longest_first(words: tuple[str, ...]) -> list[str]:
    return sorted(words, key=len, reverse=True)


def _word_end(text: str, i: int) -> bool:
    return i == len(text) or not text[i].isalnum()


@lru_cache(maxsize=None)
def cues(lang: str) -> Cues:
    """The cues for ``lang`` (``"zh"`` or ``"en"``)."""
    lang = "zh" if lang == "zh" else "en"
    spec = patterns("triggers.json")[lang]
    return Cues(
        **{key: frozenset(spec[key]) for key in (
            "propose", "use", "scope_end", "skip", "breaks", "long_form_stops")},
        kinds=patterns("kinds.json")[lang],
        lang=lang,
    )


@lru_cache(maxsize=None)
def known_kind(name: str) -> str | None:
    """The kind of a widely known metric or dataset (``FID``, ``ImageNet``), if listed."""
    table = {row[0].casefold(): row[1] for row in patterns("known_kinds.tsv")}
    return table.get(name.casefold())


def strip_suffix(name: str) -> tuple[str, bool]:
    """``JEPA-Guided`` -> ``("JEPA", True)``: a name made an adjective is the name, used.

    >>> strip_suffix("LoRA-based"), strip_suffix("MVR-cache")
    (('LoRA', True), ('MVR-cache', False))
    >>> strip_suffix("Schedule-Free")
    ('Schedule-Free', False)
    """
    head, _, tail = name.rpartition("-")
    if head and tail.casefold() in patterns("names.json")["suffixes"] and looks_like_name(head):
        return head, True
    return name, False


def name_key(name: str) -> str:
    """Case- and space-insensitive identity of a name: ``"Hutch ++"`` = ``"hutch++"``."""
    return re.sub(r"\s+", "", name).casefold()


# --- the component -----------------------------------------------------------------


@Language.factory("kg_methods", default_config={})
def make_method_finder(nlp: Language, name: str) -> "MethodFinder":
    """Factory for :class:`MethodFinder`, with the cues of the pipeline's language."""
    return MethodFinder(nlp.lang)


class MethodFinder:
    """Set ``doc._.methods`` (one :class:`MethodMention` per distinct name) and
    ``doc._.proposal_kind`` (the kind of an unnamed proposal: 提出一种…算法)."""

    def __init__(self, lang: str) -> None:
        self.lang = "zh" if lang == "zh" else "en"
        self.cues = cues(self.lang)

    def __call__(self, doc: Doc) -> Doc:
        found: list[MethodMention] = []
        doc._.proposal_kind = None
        text = doc.text
        for clause in self._clauses(doc):
            found.extend(self._clause(doc, text, clause))
        doc._.methods = merge_mentions(found)
        return doc

    def _clauses(self, doc: Doc) -> list[list[Token]]:
        clauses, current = [], []
        for token in doc:
            if token.text in self.cues.breaks:
                clauses.append(current)
                current = []
            elif not token.is_space:
                current.append(token)
        clauses.append(current)
        return [clause for clause in clauses if clause]

    def _clause(self, doc: Doc, text: str, clause: list[Token]) -> list[MethodMention]:
        c = self.cues
        names = doc._.name_ids
        trigger_at = next((i for i, t in enumerate(clause) if self._is_trigger(t)), None)
        in_scope = False
        out = []
        for i, token in enumerate(clause):
            word = token.text if self.lang == "zh" else token.lower_
            if word in c.use and not (trigger_at is not None and i == trigger_at):
                in_scope = True
            elif word in c.scope_end:
                in_scope = False
            if token.i not in names or self._is_long_form(clause, i):
                continue
            name, adjective = strip_suffix(token.text)
            if is_generic(name):
                continue
            proposed = (
                trigger_at is not None and i > trigger_at and not in_scope and not adjective
                and self._anchored(clause, i, trigger_at)
            )
            role = "proposes" if proposed else "mentions"
            out.append(MethodMention(
                name=name, role=role, kind=self._kind(text, clause, i, proposed),
                long_form=self._long_form(clause, i), lang=self.lang,
            ))
        if trigger_at is not None and not any(m.role == "proposes" for m in out):
            doc._.proposal_kind = doc._.proposal_kind or self._last_kind(clause[trigger_at + 1:])
        return out

    def _is_trigger(self, token: Token) -> bool:
        text = token.text if self.lang == "zh" else token.lower_
        return text in self.cues.propose

    # A proposed name stands as a whole artifact: X方法, X， , （X）, 框架X, 提出X.
    def _anchored(self, clause: list[Token], i: int, trigger_at: int) -> bool:
        c = self.cues
        j, k = i + 1, i - 1
        if self._bracketed(clause, i):
            j, k = i + 2, i - 2
        after = clause[j] if j < len(clause) else None
        if after is None or after.text in OPEN or after.text in c.skip | {"这一", "这种"}:
            return True
        if after.text == "的" and j + 1 < len(clause) and c.kind_at(clause[j + 1].text):
            return True
        if self.lang == "zh" and self._kind_after(after.text + "".join(t.text for t in clause[j + 1: j + 3])):
            return True
        if self.lang == "en" and c.kind_at(after.lower_):
            return True
        if self.lang == "zh" and CJK.match(after.text):
            return False  # 构建LoRA子空间: the name modifies a noun
        if self.lang == "en" and after.lower_ in {"that", "which", "to", "for", "with", "as", "in", "on", "and"}:
            return k >= 0 and self._before_ok(clause[k], k, trigger_at)
        while k > trigger_at and clause[k].text in c.skip:
            k -= 1
        return k >= 0 and self._before_ok(clause[k], k, trigger_at)

    def _before_ok(self, token: Token, k: int, trigger_at: int) -> bool:
        text = token.text if self.lang == "zh" else token.lower_
        return k == trigger_at or self.cues.kind_ending(text) is not None or text in self.cues.propose

    def _bracketed(self, clause: list[Token], i: int) -> bool:
        return 0 < i < len(clause) - 1 and clause[i - 1].text in OPEN and clause[i + 1].text in CLOSE

    # Kind: the word after the name (X基准, X优化方法), else the word before it
    # (框架SURGE), else the end of its long form (全谱图神经网络), else a known kind.
    def _kind(self, text: str, clause: list[Token], i: int, proposed: bool) -> str:
        c = self.cues
        token = clause[i]
        rest = text[token.idx + len(token.text): token.idx + len(token.text) + 16].lstrip()
        if self._bracketed(clause, i):
            rest = rest[1:].lstrip()
        if proposed and rest.startswith("的"):
            rest = rest[1:]
        rest = rest.removeprefix("等")
        kind = self._kind_after(rest)
        if kind is None and i > 0:
            before = clause[i - 2] if self._bracketed(clause, i) else clause[i - 1]
            kind = c.kind_ending(before.text if self.lang == "zh" else before.lower_)
            if self._bracketed(clause, i) and kind is None:
                kind = c.kind_ending(self._long_form(clause, i) or "")
        return kind or known_kind(token.text) or "method"

    def _kind_after(self, rest: str) -> str | None:
        if self.lang == "en":
            word = re.match(r"[A-Za-z-]+", rest)
            return self.cues.kinds.get(word.group().lower()) if word else None
        for gap in range(0, MAX_GAP + 1):
            if gap and (gap > len(rest) or rest[gap - 1] in GAP_STOPS or not CJK.match(rest[gap - 1])):
                return None
            kind = self.cues.kind_at(rest[gap:])
            if kind:
                return kind
        return None

    def _last_kind(self, tokens: list[Token]) -> str | None:
        kinds = [self.cues.kind_ending(t.text if self.lang == "zh" else t.lower_) for t in tokens]
        return next((k for k in reversed(kinds) if k), None)

    # Acronym definitions: 模态上下文提示（MCPs）, Knowledge Objects (KOs).
    def _long_form(self, clause: list[Token], i: int) -> str | None:
        if not self._bracketed(clause, i):
            return None
        before = clause[: i - 1]
        if before and before[-1]._.is_name and _initials_match(before[-1].text, clause[i].text):
            return before[-1].text
        if self.lang == "zh":
            words = []
            for token in reversed(before):
                if not CJK.match(token.text) or token.text in self.cues.long_form_stops:
                    break
                words.append(token.text)
            long_form = "".join(reversed(words))
            return long_form if len(long_form) >= 2 else None
        return _english_long_form([t.text for t in before], clause[i].text)

    def _is_long_form(self, clause: list[Token], i: int) -> bool:
        """A name that is the long form of the acronym bracketed right after it."""
        return (
            i + 3 < len(clause) and clause[i + 1].text in OPEN and clause[i + 3].text in CLOSE
            and clause[i + 2]._.is_name and _initials_match(clause[i].text, clause[i + 2].text)
        )


def _initials(words: list[str]) -> str:
    return "".join(w[0] for w in words if w and w[0].isalpha()).casefold()


def _initials_match(long_form: str, acronym: str) -> bool:
    """``Knowledge Objects`` / ``KOs``: the capitals of the acronym are the initials.

    >>> _initials_match("Knowledge Objects", "KOs"), _initials_match("Buffer of Thoughts", "BoT")
    (True, True)
    """
    letters = re.sub(r"s$", "", acronym).casefold()
    words = re.split(r"[\s-]+", long_form)
    return letters in {_initials(words), _initials([w for w in words if not w.islower()])}


def _english_long_form(words: list[str], acronym: str) -> str | None:
    for n in range(1, min(len(words), 8) + 1):
        candidate = " ".join(words[-n:])
        if _initials_match(candidate, acronym):
            return candidate
    return None


# --- merging and titles ------------------------------------------------------------------


def merge_mentions(mentions: list[MethodMention]) -> list[MethodMention]:
    """One mention per name: proposing beats mentioning, a stated kind beats the
    default, the first long form is kept. Order of first appearance.

    >>> a = MethodMention("X", "mentions"); b = MethodMention("x", "proposes", "model")
    >>> merge_mentions([a, b])
    [MethodMention(name='X', role='proposes', kind='model', long_form=None, lang='en')]
    """
    merged: dict[str, MethodMention] = {}
    for m in mentions:
        key = name_key(m.name)
        old = merged.get(key)
        if old is None:
            merged[key] = m
            continue
        merged[key] = replace(
            old,
            role="proposes" if "proposes" in (old.role, m.role) else "mentions",
            kind=old.kind if old.kind != "method" else m.kind,
            long_form=old.long_form or m.long_form,
        )
    return list(merged.values())


def title_methods(doc: Doc) -> tuple[list[MethodMention], str | None]:
    """What an English title names: ``(mentions, with_candidate)``.

    The text before the first colon is proposed when it is a name; other
    name-shaped words are mentioned; a final ``with X`` is returned apart,
    for the caller to check against the summary.

    >>> from kg.extract.nlp import english
    >>> title_methods(english()("Efficient Distributed MLLM Training with Cornstarch"))
    ([], 'Cornstarch')
    >>> [(m.name, m.role) for m in title_methods(english()("MVR-cache: Optimizing Semantic Caching"))[0]]
    [('MVR-cache', 'proposes')]
    """
    spec = patterns("title.json")
    words = [t for t in doc if not t.is_space]
    colon = next((i for i, t in enumerate(words) if t.text in (":", "：")), None)
    out: list[MethodMention] = []
    if colon:
        prefix = words[:colon]
        if _title_prefix_is_name(prefix, spec):
            name = doc[prefix[0].i: prefix[-1].i + 1].text
            out.append(MethodMention(name=name, role="proposes", kind=_title_kind(words, colon)))
    skip = set(range(colon)) if out else set()
    for i, token in enumerate(words):
        if i in skip or not token._.is_name:
            continue
        name, _ = strip_suffix(token.text)
        if not is_generic(name):
            out.append(MethodMention(name=name, role="mentions", kind=_title_kind(words, i + 1)))
    with_candidate = None
    if len(words) >= 2 and words[-2].lower_ in spec["with_markers"]:
        last = words[-1].text
        if last[:1].isupper() and not is_generic(last) and last.lower() not in spec["function_words"]:
            with_candidate = last
    return merge_mentions(out), with_candidate


def _title_prefix_is_name(prefix: list[Token], spec: dict) -> bool:
    texts = [t.text for t in prefix]
    if not texts or texts[0].casefold() in spec["genre_words"]:
        return False
    if len(texts) == 1:
        return len(texts[0]) >= 2 and any(ch.isalpha() for ch in texts[0])
    return (
        len(texts) <= spec["max_words"]
        and not any(w.casefold() in spec["function_words"] for w in texts)
        and any(looks_like_name(w) for w in texts)
    )


def _title_kind(words: list[Token], after: int) -> str:
    if after < len(words):
        return cues("en").kinds.get(words[after].lower_, "method")
    return "method"

"""spaCy pipelines for the science extractors, built once per process.

Two blank pipelines, no model download:

* ``english()`` — ``spacy.blank("en")`` for titles and English summaries;
* ``chinese()`` — spaCy's Chinese with the jieba segmenter (spaCy's default
  segmenter splits Latin names into letters) for Chinese summaries.

Both start with the ``kg_names`` component, which merges the pieces of a
technical name back into one token (jieba cuts ``MVR-cache`` into ``MVR``,
``-``, ``cache`` and ``Hutch++`` into ``Hutch``, ``++``) and flags it:
``token._.is_name`` (read from ``doc._.name_ids``, the indices of the name
tokens). The extractors in :mod:`.methods`, :mod:`.claims` and :mod:`.topics`
follow as components of their own; every rule they use is read from
``kg/data/patterns/`` by :func:`kg.data.patterns`.

Speed (extraction runs over every paper of a build): both tokenizers
(:class:`JiebaTokenizer`, :class:`EnglishTokenizer`) join a name's pieces
before the doc is made, so the retokenizer only runs on docs made otherwise;
``kg_names`` leaves a plain-Python view of the merged doc (:class:`Tokens`:
text, words, offsets, name indices) that the extractors read instead of making
``Token`` objects, rebuilding ``doc.text`` or going through ``token._``; they
set their results with :func:`put`. The docs themselves are the same as before.

>>> [t.text for t in chinese()("提出MVR-cache方法，利用Hutch++，在Atari 100k和5-Datasets上") if t._.is_name]
['MVR-cache', 'Hutch++', 'Atari 100k', '5-Datasets']
>>> [t.text for t in english()("Efficient DP-SGD for LLMs") if t._.is_name]
['DP-SGD']
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import accumulate
from operator import add
import re
from functools import lru_cache
from typing import Any, Iterator, NamedTuple

import spacy
from spacy.language import Language
from spacy.tokens import Doc, Token

from ..data import patterns

#: The components every pipeline runs after ``kg_names``, in order.
EXTRACTORS = ("kg_methods", "kg_claims", "kg_topics")

Doc.set_extension("name_ids", default=frozenset(), force=True)


def put(doc: Doc, name: str, value: Any) -> None:
    """``doc._.<name> = value`` without making an ``Underscore`` object (the
    extractors set a few per doc, tens of thousands of times in a build):
    the value goes under the key spaCy's ``Underscore`` itself uses.

    >>> doc = english()("x"); put(doc, "name_ids", frozenset({0})); doc._.name_ids
    frozenset({0})
    """
    doc.user_data[("._.", name, None, None)] = value


def get(doc: Doc, name: str, default: Any = None) -> Any:
    """``doc._.<name>`` read the same way (``default`` when it was not set).

    >>> doc = english()("x"); doc._.name_ids = frozenset({0}); get(doc, "name_ids")
    frozenset({0})
    """
    return doc.user_data.get(("._.", name, None, None), default)
Token.set_extension("is_name", getter=lambda token: token.i in token.doc._.name_ids, force=True)


DIGITS = "0123456789."
#: A year glued to the end of a word (COLT2023, CVPR2024).
YEAR_END = re.compile(r"(?<=[a-z])(?:19|20)\d\d$")
#: One or two letters and a superscript alone: a unit or a symbol (km², cm³, S²), or a known metric (R²).
SUPERSCRIPT_SYMBOL = re.compile(r"[A-Za-z]{1,2}[\u00b2\u00b3]")
#: The kinds of what work is run on or trained on.
DATA_KINDS = ("dataset", "benchmark")
#: An abbreviation of initials (U.S, e.g): a full stop after it is part of it.
DOTTED_INITIALS = re.compile(r"(?:[A-Za-z]\.)+[A-Za-z]")


@lru_cache(maxsize=None)
def not_artifacts() -> frozenset[str]:
    """Words that name no artifact: fields and generic families (``generic_terms.txt``),
    hardware and number formats (``hardware.txt``), organizations (``organizations.txt``)."""
    return patterns("generic_terms.txt") | makers_and_devices()


@lru_cache(maxsize=None)
def makers_and_devices() -> frozenset[str]:
    """Organizations and hardware (``organizations.txt``, ``hardware.txt``)."""
    return patterns("hardware.txt") | patterns("organizations.txt")


def is_organization(name: str) -> bool:
    """The whole name is an organization's (``organizations.txt``): ``Apple``, not ``Apple-Bench``."""
    return name.casefold() in patterns("organizations.txt")


@lru_cache(maxsize=None)
def name_pattern(key: str) -> re.Pattern[str]:
    """Regex ``key`` of ``names.json``, compiled once: it is tested on every name or word."""
    return re.compile(patterns("names.json")[key])


@lru_cache(maxsize=1 << 16)
def is_maker_or_device(name: str) -> bool:
    """The whole name, or the name without its version, is an organization or a piece
    of hardware (``Raspberry Pi 4``); a coinage with such a part is not (``Meta-Agent``).

    >>> is_maker_or_device("Raspberry Pi 4"), is_maker_or_device("Apple"), is_maker_or_device("Amazon-670K")
    (True, True, False)
    >>> is_maker_or_device("A100-80GB"), is_maker_or_device("V100 32GB"), is_maker_or_device("Foo-80GB")
    (True, True, False)
    """
    key, spec, known = name.casefold(), patterns("names.json"), makers_and_devices()
    bare = re.sub(rf"[\s-]+{spec['version']}$", "", key)
    sized = re.sub(spec["memory_size"], "", key)  # A100-80GB: a device with its memory size is still the device
    return key in known or bare in known or sized in known


@lru_cache(maxsize=1 << 16)
def is_generic(name: str) -> bool:
    """True for names of fields, problem classes, hardware or organizations, not of
    one artifact; a number or a version goes with them (``TPU v4``, ``RTX 4090``).
    Each word apart names hardware or a maker (``NVIDIA H100 GPU``), while the
    parts of a hyphenated word are matched only against fields and generic terms:
    ``Meta-Agent``, ``Amazon-670K``, ``Turing-Agent`` are names.

    >>> is_generic("LLMs"), is_generic("2D-3D"), is_generic("V2"), is_generic("W4A8"), is_generic("LoRA")
    (True, True, True, True, False)
    >>> is_generic("NVIDIA H100 GPU"), is_generic("TPU v4"), is_generic("OpenAI"), is_generic("Google Gemini")
    (True, True, True, False)
    >>> is_generic("100FPS"), is_generic("3DGS"), is_generic("Meta-Agent"), is_generic("Amazon-Google")
    (True, False, False, False)
    >>> is_generic("A100-80GB GPU"), is_generic("COLT2023"), is_generic("TFLOPS/s"), is_generic("GPT2023")
    (True, True, True, False)
    >>> is_generic("TREC"), is_generic("TREC DL 2019"), is_generic("Bing"), is_generic("LiFePO4"), is_generic("MoCo3")
    (True, False, True, True, False)
    >>> is_generic("DNA"), is_generic("DNA-LM"), is_generic("mRNA-LM"), is_generic("RNA")
    (True, False, False, True)
    >>> is_generic("km²"), is_generic("S²"), is_generic("R²"), is_generic("Mamba²")
    (True, True, False, False)
    >>> is_generic("Xilinx Alveo U280 FPGA"), is_generic("Versal VHK158 FPGA"), is_generic("FPGAs")
    (True, True, True)
    >>> is_generic("Intel Core i9-13900K CPU"), is_generic("PyTorch 2.0 GPU"), is_generic("FlashAttention-2 GPU")
    (True, False, False)
    >>> is_generic("MG-Verilog"), is_generic("RTL-Timer"), is_generic("SATNet"), is_generic("GNN")
    (False, False, False, True)
    >>> is_generic("Tesla V100"), is_generic("NVIDIA Tesla T4"), is_generic("TESLA"), is_generic("Tesla Autopilot")
    (True, True, False, False)
    >>> is_generic("A/B"), is_generic("I/B/E/S"), is_generic("BTCUSDT"), is_generic("ETHUSD"), is_generic("EURUSD")
    (True, False, True, True, True)
    """
    if name_pattern("version").fullmatch(name) or (name_pattern("not_names").fullmatch(name) and not _is_known(name)):
        return True  # a bare version (V2) or a setting (W4A8) names no artifact (I/B/E/S, a known database, does)
    if name_pattern("device_line").fullmatch(name):
        return True  # Tesla V100: a product line with a model number (not TESLA alone)
    if name.split()[0].casefold() in makers_and_devices() and name_pattern("device_product").search(name):
        return True  # NVIDIA V100S GPU, Versal VHK158 FPGA (not PyTorch 2.0 GPU): a maker's product code
    if name.casefold() in not_artifacts() or is_maker_or_device(name) or is_formula(name):
        return True  # a chemical formula (TaCr2O6) names a material, no method
    if _generic_alternatives(name):
        return True  # FP64/FP32/FP16: number formats to choose from, each hardware's
    if SUPERSCRIPT_SYMBOL.fullmatch(name) and name.casefold() not in known_names().kinds:
        return True  # km², S²: a unit or a symbol (R², a known metric, stays)
    words = name.casefold().split()
    return all(_generic_word(word) for word in words) and not (len(words) > 1 and _listed_phrase(words))


def _generic_alternatives(name: str) -> bool:
    """``name`` is alternatives joined by slashes, each generic alone (FP64/FP32/FP16/FP8, number
    formats, and CPU/GPU are hardware, whose words :func:`_generic_word` does not match in a
    word's parts; not Qwen2.5-7B/14B nor ViT-B/16).

    >>> [_generic_alternatives(n) for n in ("FP64/FP32/FP16/FP8", "BF16/INT8", "CPU/GPU")]
    [True, True, True]
    >>> [_generic_alternatives(n) for n in ("ViT-B/16", "FP8", "FP8/FooQuant")]
    [False, False, False]
    """
    parts = name.split("/")
    return len(parts) > 1 and all(parts) and all(map(is_generic, parts))


@lru_cache(maxsize=None)
def elements() -> frozenset[str]:
    """The symbols of the chemical elements (``names.json`` 'elements': a formula is written
    in them, TaCr2O6, LiFePO4), read once."""
    return frozenset(patterns("names.json")["elements"])


#: One element of a formula and its count (Cr2, O6, Fe).
FORMULA_PART = re.compile(r"([A-Z][a-z]?)(\d*(?:\.\d+)?)")


@lru_cache(maxsize=1 << 16)
def is_formula(name: str, min_elements: int = 3) -> bool:
    """Whether ``name`` is a chemical formula (TaCr2O6, LiFePO4), a material or a molecule, no
    method: ``min_elements`` or more element symbols (two where a substance word stands next to
    it: 二维材料MoS2, see ``methods``), a count and a symbol of two letters among them. Not
    capitals and a digit (H2O, PPO2, C4) nor, by default, two symbols alone (MoCo3, NiCo2):
    methods take such names as often.

    >>> is_formula("TaCr2O6"), is_formula("LiFePO4"), is_formula("MoS2"), is_formula("H2O"), is_formula("PPO2")
    (True, True, False, False, False)
    >>> is_formula("CoNLL03"), is_formula("ScBERT"), is_formula("NiCo"), is_formula("MoCo3"), is_formula("MoS2", 2)
    (False, False, False, False, True)
    """
    parts = FORMULA_PART.findall(name)
    if len(parts) < max(2, min_elements) or "".join(a + b for a, b in parts) != name:
        return False
    symbols = elements()
    return (all(a in symbols for a, _ in parts) and any(b for _, b in parts)
            and any(len(a) == 2 for a, _ in parts))


def _listed_phrase(words: list[str]) -> bool:
    """Generic words that together are a known name (``known_kinds.tsv``), maybe with a
    year or version after it: TREC DL 2019 is a benchmark though TREC and DL name none.

    >>> _listed_phrase(["trec", "dl", "2019"]), _listed_phrase(["nvidia", "gpu"])
    (True, False)
    """
    if len(words) > 2 and (words[-1].isdigit() or name_pattern("version").fullmatch(words[-1])):
        words = words[:-1]
    return " ".join(words) in known_names().phrases


class KnownNames(NamedTuple):
    """What ``known_kinds.tsv`` lists (name, kinds joined by ``|``, and ``case`` for a name
    matched in its own spelling only: ``FiD	model	case``, FID is the metric)."""

    kinds: dict[str, str]  # a name lower-cased -> its usual kind (its first), ``case`` rows left out
    exact: dict[str, str]  # a ``case`` row's name as spelled -> its kinds
    metric_too: frozenset[str]  # the names lower-cased that also read as a metric (``MAE	model|metric``)
    phrases: frozenset[str]  # the names of several words, lower-cased
    words: frozenset[str]  # the names of one word, lower-cased
    capitals: frozenset[str]  # the names written in capitals (SAM; not Phi), lower-cased


@lru_cache(maxsize=None)
def known_names() -> KnownNames:
    """``known_kinds.tsv``, read once."""
    rows = patterns("known_kinds.tsv")
    folded = [row for row in rows if row[2:] != ["case"]]
    kinds = {row[0].casefold(): row[1].split("|")[0] for row in folded}
    return KnownNames(
        kinds=kinds | {spelled: kind for key, kind in kinds.items() for spelled in _dotted(key) + _en_dashed(key)},
        exact={row[0]: row[1] for row in rows if row[2:] == ["case"]},
        metric_too=frozenset(row[0].casefold() for row in folded if "metric" in row[1].split("|")[1:]),
        phrases=frozenset(row[0].casefold() for row in rows if " " in row[0]),
        words=frozenset(row[0].casefold() for row in rows if " " not in row[0]),
        capitals=frozenset(row[0].casefold() for row in rows if row[0].isupper()),
    )


#: A hyphen between letters, which makers may write as a middle dot (DALL-E, DALL·E).
LETTER_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")

#: A middle dot (·, ‧, ・): inside a name (DALL·E) or between names written side by side.
MIDDLE_DOT = re.compile(f"[{patterns('names.json')['middle_dots']}]")


def _en_dashed(name: str) -> list[str]:
    """``name`` with its hyphens between letters written as en dashes, as eponym pairs are
    typeset (the listed Barnes-Hut gives Barnes–Hut its kind; none when it has no such hyphen).

    >>> _en_dashed("barnes-hut"), _en_dashed("gpt-4")
    (['barnes–hut'], [])
    """
    return [LETTER_HYPHEN.sub("–", name)] if LETTER_HYPHEN.search(name) else []


def _dotted(name: str) -> list[str]:
    """``name`` with its hyphens between letters written as each middle dot: the listed
    DALL-E gives DALL·E, DALL・E and DALL‧E its kind (none when it has no such hyphen).

    >>> _dotted("dall-e"), _dotted("gpt-4")
    (['dall·e', 'dall‧e', 'dall・e'], [])
    """
    if not LETTER_HYPHEN.search(name):
        return []
    return [LETTER_HYPHEN.sub(dot, name) for dot in patterns("names.json")["middle_dots"]]


def _generic_word(word: str) -> bool:
    """One word of a name (lower case) names no artifact: it is listed, or all of
    its hyphen parts are generic terms, numbers or versions (2D-3D), or counts of a
    unit or of hardware (100FPS, 100GPUs, 128MiB)."""
    if word in not_artifacts() or is_maker_or_device(word):
        return True
    generic, version = patterns("generic_terms.txt"), name_pattern("version")
    parts = [p for p in re.split(r"[-/]+", word) if p]
    if len(parts) > 1 and not patterns("generic_bare.txt").isdisjoint(parts):
        return False  # DNA-LM, mRNA-LM: a molecule's acronym joined into a name (only DNA alone is generic)
    return all(
        p in generic or p.isdigit() or version.fullmatch(p)
        or YEAR_END.sub("", p) in generic  # COLT2023: a venue and its year
        or p[:1].isdigit() and _unit(p.lstrip(DIGITS))  # 100FPS, 100GPUs, 128MiB
        for p in parts)


def _unit(word: str) -> bool:
    """A unit or hardware that a number before it counts (FPS, GPUs; MiB, a binary unit of
    data, only so: GIB alone is Graph Information Bottleneck)."""
    return word in not_artifacts() or bool(name_pattern("binary_unit").fullmatch(word))


@lru_cache(maxsize=1 << 16)
def looks_like_name(word: str) -> bool:
    """Shape test for an English word in running text: is it a name?

    A name has a capital after its first letter (``LoRA``, ``SGD``), a digit
    among letters (``V2A``, ``SD3.5``) or a ``+`` (``Hutch++``), in some
    hyphen part that is not a generic term.

    >>> [looks_like_name(w) for w in ("MVR-cache", "Chain-of-Thought", "Human-AI", "k", "Hutch++")]
    [True, False, False, False, True]
    """
    generic = not_artifacts()
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

#: The longest text read as one name (Segment-Anything-Model-2-Hiera-Large has 35 characters):
#: a longer run of letters is no name, and the kind tests of ``methods``, some of which try
#: every part of a name, give it no kind (they stay linear however long a run a text holds).
MAX_NAME_CHARS = 64


def is_bare_size(text: str, start: int = 0, end: int | None = None) -> bool:
    """``text[start:end]`` (to its end by default) is a size alone (13B), no count of
    the unit or classifier that the text after it has (1M步).

    >>> is_bare_size("1.5B"), is_bare_size("7B和", 0, 2), is_bare_size("1M步", 0, 2), is_bare_size("16")
    (True, True, False, False)
    """
    size = name_pattern("bare_size").match(text, start)
    return size is not None and size.end() == (len(text) if end is None else end)


@lru_cache(maxsize=None)
def _name_regex(lang: str) -> re.Pattern[str]:
    spec = patterns("names.json")
    word = spec["word"]
    start = "(?=[A-Za-z0-9])"  # lets the regex skip other characters fast (a name starts so)
    if lang == "zh":  # a run of Latin words inside Chinese text is one name
        # a size before a version (7B, not 7), a number after both (a version stops at one digit)
        # a version may carry its size after a hyphen (Llama 2-7b Chat)
        version = rf"{spec['version']}(?:-{spec['size']})?"
        tail = "|".join((word, spec["size"], version, spec["number"], spec["greek"]))
        # a bare size stays one word (jieba cuts 1.5B into 1.5, B) but is no name (:meth:`NameMerger._name_test`)
        size = rf"(?<![A-Za-z0-9_.]){spec['bare_size']}(?![-./])"
        return re.compile(rf"{start}(?:(?:{spec['dimension']})?{word}(?: (?:{tail}))*|{size})")
    return re.compile(start + word)


class Tokens(NamedTuple):
    """A plain-Python view of a merged doc, made once by ``kg_names``.

    The extractors read it instead of iterating spaCy tokens (each
    ``Token`` and each ``token._`` is a Python object made on access):
    ``words[i]`` is the text of token ``i``, ``starts[i]`` its character
    offset in ``text`` and ``names`` the indices of the name tokens.

    >>> view = tokens(chinese()("提出MVR-cache方法"))
    >>> view.words, view.starts, sorted(view.names)
    (['提出', 'MVR-cache', '方法'], [0, 2, 11], [1])
    """

    text: str
    words: list[str]
    starts: list[int]
    names: frozenset[int]


_TOKENS = "kg_tokens"


def tokens(doc: Doc) -> Tokens:
    """The :class:`Tokens` view of ``doc`` (made here if ``kg_names`` did not run)."""
    view = doc.user_data.get(_TOKENS)
    if view is None:
        words, spaces = _words_and_spaces(doc)
        text, starts = _layout(words, spaces)
        view = Tokens(text, words, starts, get(doc, "name_ids", frozenset()))
        doc.user_data[_TOKENS] = view
    return view


def _words_and_spaces(doc: Doc) -> tuple[list[str], list[bool]]:
    """The words and trailing-space flags of ``doc``, in one pass over its tokens."""
    words, spaces = [], []
    for token in doc:
        words.append(token.text)
        spaces.append(bool(token.whitespace_))
    return words, spaces


class _Layout(NamedTuple):
    """Words with the names merged, worked out on plain lists: the text, the
    words, spaces and offsets after merging, the start offsets of the names
    (the regex matches that fall on token boundaries) and the merges to make
    (token ranges before merging, ``j - i > 1``)."""

    regex: re.Pattern[str]
    text: str
    words: list[str]
    spaces: list[bool]
    starts: list[int]
    name_starts: list[int]
    merges: list[tuple[int, int]]


def _lay_out(
    regex: re.Pattern[str], words: list[str], spaces: list[bool], text: str | None = None
) -> _Layout:
    text, starts = _layout(words, spaces, text)
    name_starts, merges = [], []
    for a, b in _name_spans(regex, text):
        i = bisect_left(starts, a)
        j = bisect_left(starts, b)  # the first token after the name
        if i < len(starts) and starts[i] == a and starts[j - 1] + len(words[j - 1]) == b:
            name_starts.append(a)
            if j - i > 1:
                merges.append((i, j))
    if merges:
        new_words, new_spaces, new_starts, at = [], [], [], 0
        for i, j in merges:
            new_words += words[at:i]
            new_spaces += spaces[at:i]
            new_starts += starts[at:i]
            new_words.append(text[starts[i]: starts[j - 1] + len(words[j - 1])])
            new_spaces.append(spaces[j - 1])
            new_starts.append(starts[i])
            at = j
        words = new_words + words[at:]
        spaces = new_spaces + spaces[at:]
        starts = new_starts + starts[at:]
    return _Layout(regex, text, words, spaces, starts, name_starts, merges)


#: A year after a venue (NeurIPS 2023).
YEAR = re.compile(r"(?:19|20)\d\d")


def _name_spans(regex: re.Pattern[str], text: str) -> Iterator[tuple[int, int]]:
    """The spans of the names ``regex`` finds in ``text``; a run of words joined by
    spaces (Chinese text) is cut where it is not one name (:func:`_run_parts`)."""
    for match in regex.finditer(text):
        for start, end in _dotted_parts(match.group(), match.start()):
            if " " in text[start:end]:
                yield from _run_parts(text[start:end], start)
            else:
                yield start, end


def _dotted_parts(name: str, at: int) -> list[tuple[int, int]]:
    """The spans of ``name`` (offsets from ``at``) cut at its middle dots when they list names
    (GPT·BERT·FooLM: a part is known) or a part before a dot has no capital (not a name's
    shape), else the whole (DALL·E 3: the dotted word is known; FooNet·X).

    >>> _dotted_parts("GPT·BERT", 0), _dotted_parts("DALL·E 3", 0), _dotted_parts("DP-SGD", 4)
    ([(0, 3), (4, 8)], [(0, 8)], [(4, 10)])
    """
    parts = MIDDLE_DOT.split(name)
    if len(parts) < 2 or (_is_known(name.split(" ")[0]) or not any(map(_is_known, parts))) and all(
            any(c.isupper() for c in part.split(" ")[-1]) for part in parts[:-1]):
        return [(at, at + len(name))]
    offsets = accumulate((len(p) + 1 for p in parts[:-1]), initial=at)
    return [(o, o + len(p)) for o, p in zip(offsets, parts)]


def _is_known(name: str) -> bool:
    """``name`` is listed whole in ``known_kinds.tsv`` (GPT, Claude 3), maybe dotted (DALL·E)."""
    key, known = name.casefold(), known_names()
    return key in known.words or key in known.phrases or key in known.kinds


#: Device words that a software name with a version may come before (PyTorch 2.1 GPU版本).
DEVICE_WORDS = frozenset({"gpu", "cpu", "tpu", "npu", "fpga"})


#: A device word right after a name, ending its run of Latin words (PyTorch 2.1 GPU版本, FlexGen GPU，).
_DEVICE_AFTER = re.compile(rf" (?:{'|'.join(sorted(DEVICE_WORDS))})(?! ?[A-Za-z0-9])", re.IGNORECASE)


def dropped_device_end(name: str, text: str, end: int) -> int:
    """Where the text after name ``name``, ending at ``end`` of ``text``, goes on: past a device
    word :func:`_run_parts` dropped from the name's end (FooLib 2.0 GPU框架: at 框架), else ``end``.

    >>> dropped_device_end("FooLib 2.0", "FooLib 2.0 GPU框架", 10), dropped_device_end("the", "the GPU框架", 3)
    (14, 3)
    """
    device = _DEVICE_AFTER.match(text, end)
    return device.end() if device and _ends_in_dropped_device(f"{name}{device.group()}") else end


def _ends_in_dropped_device(run: str) -> bool:
    """``run`` ends in a device word that is no part of the name before it: the run is no
    generic term (NVIDIA V100S GPU is hardware whole) and the words before are not plain English
    (Edge TPU stays whole).

    >>> _ends_in_dropped_device("PyTorch 2.1 GPU"), _ends_in_dropped_device("NVIDIA V100S GPU")
    (True, False)
    """
    words = run.split(" ")
    return (
        len(words) > 1 and words[-1].casefold() in DEVICE_WORDS
        and not is_generic(run) and not _plain_english(words[:-1])
    )


def _run_parts(run: str, at: int) -> list[tuple[int, int]]:
    """The names in a run of Latin words (offsets from ``at``): a venue (a generic
    term, ``generic_terms.txt``) and its year before a name are none (NeurIPS 2023 BigANN竞赛: BigANN),
    a device word (:data:`DEVICE_WORDS`) ending a run that is no generic term and not plain English is
    no part of the name (PyTorch 2.1 GPU; :func:`dropped_device_end`), and known names written side by side
    are each their own (PLAID ColBERTv2: the engine and the model, while
    Efficient SPLADE and TREC DL 2019 stay whole), unless the last is a benchmark or a dataset, which
    the names before it say what it tests (Qiskit HumanEval: HumanEval's tasks written for Qiskit).

    >>> _run_parts("NeurIPS 2023 BigANN", 0), _run_parts("PLAID ColBERTv2", 0), _run_parts("TREC DL 2019", 0)
    ([(13, 19)], [(0, 5), (6, 15)], [(0, 12)])
    >>> _run_parts("NeurIPS 2023 Competition", 0), _run_parts("PyTorch 2.1 GPU", 0), _run_parts("NVIDIA V100S GPU", 0)
    ([(0, 24)], [(0, 11)], [(0, 16)])
    >>> _run_parts("Qiskit HumanEval", 0)
    [(0, 16)]
    """
    words = run.split(" ")
    if _ends_in_dropped_device(run):
        return _run_parts(run[: -len(words[-1]) - 1], at)  # PyTorch 2.1 GPU: no part of the name
    offsets = list(accumulate((len(w) + 1 for w in words[:-1]), initial=at))
    if (len(words) > 2 and words[0].casefold() in patterns("generic_terms.txt") and YEAR.fullmatch(words[1])
            and not _plain_english(words[2:])):
        return [(offsets[2], at + len(run))]  # NeurIPS 2023 Competition stays whole: no bare Competition
    known = known_names()
    named_for = known.kinds.get(words[-1].casefold()) in DATA_KINDS  # Qiskit HumanEval
    if all(w.casefold() in known.words for w in words) and not named_for:
        return [(o, o + len(w)) for o, w in zip(offsets, words)]
    return [(at, at + len(run))]


#: A plain English word, capitalized or not (Competition, track): no name on its own.
PLAIN_WORD = re.compile(r"[A-Z]?[a-z]+")


def _plain_english(words: list[str]) -> bool:
    """The words are all plain English words and together no known name (Competition Track).

    >>> _plain_english(["Competition"]), _plain_english(["BigANN"]), _plain_english(["Ego", "Exo"])
    (True, False, True)
    """
    known = known_names()
    return all(PLAIN_WORD.fullmatch(w) for w in words) and " ".join(words).casefold() not in known.phrases and not (
        len(words) == 1 and words[0].casefold() in known.words)


def _layout(words: list[str], spaces: list[bool], text: str | None = None) -> tuple[str, list[int]]:
    """The text of the words (``text`` when the caller has it) and their offsets."""
    starts = list(accumulate(map(add, map(len, words), spaces), initial=0))
    starts.pop()
    if text is None:
        text = "".join(w + " " if s else w for w, s in zip(words, spaces)) if any(spaces) else "".join(words)
    return text, starts


#: Brackets that maths notation nests (Õ(min{√(…), …})).
OPENING_BRACKETS, CLOSING_BRACKETS = "({[", ")}]"

#: The farthest back a bound's opening bracket is looked for (the test stays linear).
MAX_NOTATION_CHARS = 80
#: How far before its bracket a bound's opener may start: the longest in names.json
#: 'notation_opener' and its spaces (polylog().
NOTATION_OPENER_CHARS = 8


def in_notation(text: str, start: int, end: int) -> bool:
    """The name ``text[start:end]`` is part of maths notation: an exponent or an index touches
    it, or it stands inside the brackets of a bound or a function (``names.json``
    'notation_marks', 'notation_opener'): what a bound is written in names no method.

    >>> in_notation("以Õ(mn^{8/9})的时间", 3, 5), in_notation("Õ(min{√(SAH³K), HK})", 16, 18)
    (True, True)
    >>> in_notation("只能解决AC⁰中的问题", 4, 6), in_notation("SE(3)-Transformer和GPT-4(V)", 17, 22)
    (True, False)

    A known name is none (max(GPT-4, Claude)), nor is a name whose mark brings a size or variant
    word ('notation_word': FooLM^{large}, FooLM_{base}).

    >>> in_notation("在max(GPT-4, Claude)下", 5, 10), in_notation("FooLM^{large}和FooLM_{XL}", 14, 19)
    (False, False)
    """
    if _is_known(text[start:end]) or name_pattern("notation_word").match(text, end):
        return False
    marks = patterns("names.json")["notation_marks"]
    if any(char and char in marks for char in (text[end: end + 1], text[start - 1: start] if start else "")):
        return True
    opener, depth = name_pattern("notation_opener"), 0
    for k in range(start - 1, max(-1, start - MAX_NOTATION_CHARS), -1):
        char = text[k]
        if char in CLOSING_BRACKETS:
            depth += 1
        elif char in OPENING_BRACKETS:
            if depth == 0 and opener.search(text, max(0, k + 1 - NOTATION_OPENER_CHARS), k + 1):
                return True
            depth = max(0, depth - 1)
        elif "\u4e00" <= char <= "\u9fff" or char in "，。；;":
            return False  # the notation ends with its sentence's words
    return False


def cited_people(text: str) -> frozenset[int]:
    """The offsets of the surnames ``text`` cites as people (``names.json`` 'cited_people': Larsen等人,
    Hanneke的构造; 'citation_year' after 'surname_run': Welch和Goyal（2008）, Kyle（1985）), wherever they stand, except
    where a kind word makes one a name (Karger算法), and of the surnames whose method it tells after
    such a citation ('person_owning': Hanneke的构造和Larsen基于Bagging的方法); no known name
    (Adam（2015）) is one. A name with a year is a person's only when no kind word follows the year
    (Black和Scholes（1973）模型; not Welch和Goyal（2008）的数据), and a name alone with a year only when
    no kind word it heads follows (Dijkstra（1959）算法, Medusa（ICML 2024）和Eagle（ICML 2024）等推测解码方法
    cite the method's paper, as Kyle（1985）式的市场模型, in the style of Kyle's, does not) and the text
    names it nowhere else (Thompson（1933）…Thompson采样; not Kyle（1985）); the tools of
    proofs are no people (Lean的证明助手, Kissat的证明检查: the words 'cited_people' lets follow).

    >>> text = "Bhattacharya、Kiss和Saranurak（FOCS 2023）给出了算法；Adam（2015）；Kyle（1985）式的模型"
    >>> sorted(text[at:at + 4] for at in cited_people(text))
    ['Bhat', 'Kiss', 'Kyle', 'Sara']
    >>> sorted(cited_people("如Hanneke的构造和Larsen基于Bagging的方法，Karger在多年前就证明了；Karger算法"))
    [1, 12, 31]
    >>> cited_people("与Medusa基于多头解码的方法不同；Alpaca和Dolly等人工标注的数据；Dijkstra（1959）算法")
    frozenset()
    """
    surnames = cited_surnames(text)
    at = {m.start() for word in surnames for m in _occurrences(text, word) if not _names_head(text, m.end())}
    owning = {m.start(1) for m in name_pattern("person_owning").finditer(text) if not _is_known(m.group(1))}
    return frozenset(at | owning)


def cited_surnames(text: str) -> frozenset[str]:
    """The surnames ``text`` cites as people (:func:`cited_people`).

    >>> sorted(cited_surnames("Welling和Teh（2011）提出的SGLD；Vaswani等人提出的Transformer；Lean的证明助手"))
    ['Teh', 'Vaswani', 'Welling']
    >>> sorted(cited_surnames("Thompson（1933）提出的后验采样；Toolformer（2023）；Toolformer的工具调用"))
    []
    """
    surname = name_pattern("eponym")
    runs = _cited_run("cited_people").findall(text)
    for citation in _cited_run("citation_year").finditer(text):
        run, alone = citation.group(1), surname.fullmatch(citation.group(1)) is not None
        if _names_head(text, citation.end()) or alone and _citation_heads_kind(text, citation.end()):
            continue  # Dijkstra（1959）算法, Orca（2023）生成的合成数据: the method's paper
        if alone and any(not _cited_at(text, m.end()) for m in _occurrences(text, run)):
            continue  # Thompson（1933）…Thompson采样, Toolformer（2023）…Toolformer在: a name cited by its paper
        runs.append(run)  # Welch和Goyal（2008）的数据: the authors' data
    return frozenset(word for run in runs for word in surname.findall(run) if not _is_known(word))


@lru_cache(maxsize=None)
def _cited_run(follower: str) -> re.Pattern[str]:
    """Surnames (names.json 'surname_run') that names.json ``follower`` follows, compiled once:
    'cited_people' (等人, et al, 的构造) or 'citation_year' (（2008）, （FOCS 2023））."""
    names = patterns("names.json")
    return re.compile(names["surname_run"] + names[follower])


def _occurrences(text: str, word: str) -> Iterator[re.Match[str]]:
    """Where ``word`` stands in ``text`` as a whole Latin word."""
    return _whole_word(word).finditer(text)


@lru_cache(maxsize=1 << 12)  # a venue's cited surnames recur in summary after summary
def _whole_word(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9-]){re.escape(word)}(?![A-Za-z0-9-])")


def _cited_at(text: str, end: int) -> bool:
    """The word ending at ``end`` is followed by a year citation (Kyle（1985）)."""
    return name_pattern("citation_year").match(text, end) is not None


def _names_head(text: str, end: int) -> bool:
    """A kind word or a head noun comes right after the word ending at ``end`` (Karger算法,
    Thompson采样, Shapley值): the word names a method there, whoever it cites elsewhere."""
    return text.startswith(_citation_heads(), end)


def _citation_heads_kind(text: str, end: int) -> bool:
    """A kind word or a head noun follows the citation ending at ``end``, past the rest of a
    list and 等, maybe past 提出的 and a short description (names.json 'citation_lead':
    （1959）算法, （1933）提出的后验采样, （ICML 2024）和Eagle（ICML 2024）等推测解码方法; not （1985）式的模型)."""
    return _citation_then_kind().match(text, end) is not None


@lru_cache(maxsize=None)
def _citation_heads() -> tuple[str, ...]:
    """The Chinese words that make a method's name of the Latin word before them: the kind
    words (``kinds.json``), the head nouns (``head_nouns.tsv``) and names.json 'citation_heads'."""
    words = set(patterns("kinds.json")["zh"]) | {row[0] for row in patterns("head_nouns.tsv")}
    return tuple(sorted(words | set(patterns("names.json")["citation_heads"]), key=len, reverse=True))


@lru_cache(maxsize=None)
def _citation_then_kind() -> re.Pattern[str]:
    """'citation_lead' and then one of :func:`_citation_heads`, compiled once."""
    heads = "|".join(map(re.escape, _citation_heads()))
    return re.compile(f"{patterns('names.json')['citation_lead']}(?:{heads})")


@Language.factory("kg_names", default_config={})
def make_name_merger(nlp: Language, name: str) -> "NameMerger":
    """Factory for :class:`NameMerger`, configured by the pipeline's language."""
    return NameMerger(nlp.lang)


class NameMerger:
    """Merge each technical name into one token and set ``token._.is_name``.

    In Chinese text every Latin run counts (it stands out from the script);
    in English text only words shaped like names (:func:`looks_like_name`).
    Generic terms (``LLMs``, ``2D``, ``KV``) are merged but not flagged, nor is maths
    notation (:func:`in_notation`: ``O(mn)``) or a person the text cites (:func:`cited_people`).

    The token boundaries are worked out on plain lists (words, offsets), the
    retokenizer only runs on a doc that the pipeline's tokenizer did not make, and the
    merged doc's :class:`Tokens` view is left in ``doc.user_data`` for the
    extractors that follow.
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.regex = _name_regex(lang)
        self._is_name = lru_cache(maxsize=1 << 16)(self._name_test)

    def __call__(self, doc: Doc) -> Doc:
        lay = doc.user_data.pop(_LAID_OUT, None)
        if lay is None or lay.regex is not self.regex or len(lay.words) != len(doc):
            lay = _lay_out(self.regex, *_words_and_spaces(doc))
            if lay.merges:
                with doc.retokenize() as retokenizer:
                    for i, j in lay.merges:
                        retokenizer.merge(doc[i:j])
        starts, words = lay.starts, lay.words
        names = set()
        people = None
        for a in lay.name_starts:
            k = bisect_left(starts, a)
            if self._is_name(words[k]) and not in_notation(lay.text, a, a + len(words[k])):
                people = cited_people(lay.text) if people is None else people
                if a not in people:
                    names.add(k)
        names = frozenset(names)
        if names:
            put(doc, "name_ids", names)
        doc.user_data[_TOKENS] = Tokens(lay.text, words, starts, names)
        return doc

    def _name_test(self, text: str) -> bool:
        if (not 2 <= len(text) <= MAX_NAME_CHARS or not self.regex.fullmatch(text) or is_bare_size(text)
                or is_generic(text) and not is_organization(text)):
            return False  # an organization may name a proposal (提出Apple框架): methods decides
        return True if self.lang == "zh" else looks_like_name(text)


# --- tokenizers that keep names whole ----------------------------------------------

_LAID_OUT = "kg_laid_out"
_WHITESPACE = re.compile(r"\s")


class _NameKeeping:
    """A wrapper of a spaCy tokenizer that joins the pieces of each name before
    the doc is made, exactly as ``kg_names`` would merge them with the
    retokenizer (which costs far more than making the doc). The merged layout
    is left in ``doc.user_data`` for ``kg_names``, which then only flags the names."""

    def __init__(self, inner, lang: str) -> None:
        self.inner = inner
        self.vocab = inner.vocab
        self.regex = _name_regex(lang)

    def _doc(self, lay: _Layout) -> Doc:
        doc = Doc(self.vocab, words=lay.words, spaces=lay.spaces)
        doc.user_data[_LAID_OUT] = lay
        return doc

    def __getattr__(self, name: str):
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)


class JiebaTokenizer(_NameKeeping):
    """spaCy's jieba tokenizer for Chinese that keeps names whole.

    The words are jieba's, aligned to the text as spaCy's ``ChineseTokenizer``
    does (in linear time: spaCy's ``get_words_and_spaces`` copies the rest of
    the text for every word).

    >>> [t.text for t in chinese().tokenizer("提出DP-SGD-RC算法")]
    ['提出', 'DP-SGD-RC', '算法']
    """

    def __init__(self, inner) -> None:
        super().__init__(inner, "zh")

    def __call__(self, text: str) -> Doc:
        cut = self.inner.jieba_seg.cut
        words = [w for piece in _han_pieces(text) for w in cut(piece, cut_all=False) if w]
        aligned = _align(words, text)
        if aligned is None:  # let spaCy say what is wrong
            return self.inner(text)
        return self._doc(_lay_out(self.regex, *aligned, text))


#: The longest run of Chinese characters handed to jieba at once: its HMM for unknown words
#: copies a path per character (quadratic in a run of characters no word of its dictionary
#: covers, about 1 s for 20,000), and no real clause goes without a break for this long.
MAX_HAN_RUN = 400
_LONG_HAN_RUN = re.compile("[\u4e00-\u9fd5]{%d,}" % (MAX_HAN_RUN + 1))


def _han_pieces(text: str) -> Iterator[str]:
    """``text`` in pieces for jieba, each run of Chinese characters longer than
    :data:`MAX_HAN_RUN` cut every :data:`MAX_HAN_RUN` characters (a text without one is whole).

    >>> [len(p) for p in _han_pieces("提出" + "的" * 900 + "X方法")]
    [400, 400, 105]
    """
    at = 0
    for run in _LONG_HAN_RUN.finditer(text):
        for cut in range(run.start() + MAX_HAN_RUN, run.end(), MAX_HAN_RUN):
            yield text[at:cut]
            at = cut
    yield text[at:]


class EnglishTokenizer(_NameKeeping):
    """spaCy's English tokenizer that keeps names whole: a text whose names it
    cut (``DP-SGD`` into ``DP``, ``-``, ``SGD``) is made again from the merged words.

    >>> [t.text for t in english().tokenizer("Efficient DP-SGD for LLMs")]
    ['Efficient', 'DP-SGD', 'for', 'LLMs']
    """

    def __init__(self, inner) -> None:
        super().__init__(inner, "en")

    def __call__(self, text: str) -> Doc:
        doc = self.inner(text)
        words, spaces = _words_and_spaces(doc)
        split = _split_final_stops(words, spaces)
        lay = _lay_out(self.regex, *split, doc.text)
        if lay.merges or split[0] is not words:
            return self._doc(lay)
        doc.user_data[_LAID_OUT] = lay
        return doc


def _split_final_stops(words: list[str], spaces: list[bool]) -> tuple[list[str], list[bool]]:
    """The words with the full stop split off a name or a size that ends a sentence
    (spaCy keeps it after a capital or a digit, as in U.S.: ``FooB.``, ``14B.``).

    >>> _split_final_stops(["and", "FooB.", "U.S."], [True, False, False])[0]
    ['and', 'FooB', '.', 'U.S.']
    """
    # the cheap test first: plain words do not go through (and fill) the cache
    ends = [word.endswith(".") and _name_and_stop(word) for word in words]
    if not any(ends):
        return words, spaces
    new_words, new_spaces = [], []
    for word, space, end in zip(words, spaces, ends):
        if end:
            new_words += [word[:-1], "."]
            new_spaces += [False, space]
        else:
            new_words.append(word)
            new_spaces.append(space)
    return new_words, new_spaces


@lru_cache(maxsize=1 << 16)
def _name_and_stop(word: str) -> bool:
    """``word`` is a name (FooB.) or a bare size (14B.) with a full stop, not dotted initials (U.S.)."""
    stem = word[:-1]
    if len(word) < 3 or word[-1] != "." or DOTTED_INITIALS.fullmatch(stem):
        return False
    return (_name_regex("en").fullmatch(stem) is not None and looks_like_name(stem)) or is_bare_size(stem)


def _align(words: list[str], text: str) -> tuple[list[str], list[bool]] | None:
    """``spacy.util.get_words_and_spaces(words, text)`` in linear time (None on a mismatch)."""
    if not _WHITESPACE.search(text) and "".join(words) == text:
        return words, [False] * len(words)  # what the loop below gives, at once
    if "".join("".join(words).split()) != "".join(text.split()):
        return None
    text_words: list[str] = []
    text_spaces: list[bool] = []
    pos, end = 0, len(text)
    for word in words:
        if word.isspace():
            continue
        start = text.find(word, pos)
        if start < 0:
            return None
        if start > pos:
            text_words.append(text[pos:start])
            text_spaces.append(False)
        text_words.append(word)
        pos = start + len(word)
        if pos < end and text[pos] == " ":
            text_spaces.append(True)
            pos += 1
        else:
            text_spaces.append(False)
    if pos < end:
        text_words.append(text[pos:])
        text_spaces.append(False)
    return text_words, text_spaces


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
    nlp = spacy.blank("en")
    nlp.tokenizer = EnglishTokenizer(nlp.tokenizer)
    return _add_components(nlp)


@lru_cache(maxsize=1)
def chinese() -> Language:
    """The Chinese pipeline (jieba segmenter); built once per process."""
    from spacy.lang.zh import Chinese

    import jieba

    jieba.setLogLevel(60)
    for word in sorted(patterns("jieba_words.txt")):
        jieba.add_word(word)  # 成对 stays whole: 对 alone is a cue word
    nlp = Chinese.from_config({"nlp": {"tokenizer": {"segmenter": "jieba"}}})
    nlp.tokenizer = JiebaTokenizer(nlp.tokenizer)
    return _add_components(nlp)


def pipeline(lang: str) -> Language:
    """The pipeline for a text in ``lang`` (``"zh"``; anything else is English)."""
    return chinese() if lang == "zh" else english()

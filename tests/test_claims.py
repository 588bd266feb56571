"""Claims: numbers with units, ranges and qualifiers kept, direction, metric."""

from hypothesis import given, settings
from hypothesis import strategies as st

from kg.extract.science import extract_science
from kg.records import PaperRecord, Span


def claims(summary: str, lang: str = "zh"):
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", "A Title", summary=summary, summary_lang=lang)
    return [(c.value_min, c.value_max, c.unit, c.direction, c.qualifier, c.metric_key)
            for c in extract_science([record])[0].claims]


def test_up_to_percent_on_a_metric():
    assert claims("在保证正确性的前提下将缓存命中率提升高达37%。") == [
        (37.0, 37.0, "percent", "improvement", "up to", "cache hit rate")]


def test_ranges_are_kept_and_up_to_applies_to_its_number():
    assert claims("实现高达8倍吞吐量提升和2-4倍加速。") == [
        (8.0, 8.0, "times", "improvement", "up to", "throughput"),
        (2.0, 4.0, "times", "improvement", None, "speedup")]


def test_about_and_reduction():
    assert claims("在2D和3D PDE基准上实现高达约20倍误差降低和2-10倍收敛时间减少。") == [
        (20.0, 20.0, "times", "reduction", "up to about", "error"),
        (2.0, 10.0, "times", "reduction", None, "convergence time")]


def test_average_before_the_metric():
    assert claims("解决异构性问题，平均吞吐量提升2.26倍。") == [
        (2.26, 2.26, "times", "improvement", "average", "throughput")]


def test_speedup_alone():
    assert claims("实现高达1.57倍加速且成功率几乎无下降。") == [
        (1.57, 1.57, "times", "improvement", "up to", "speedup")]


def test_counts_are_not_claims():
    assert claims("在250多个OpenML数据集上显著提升分类性能，在12个下游任务上取得一致改进。") == []


def test_english_claims():
    assert claims("It achieves up to 6.4x higher throughput and reduces memory by 30%.", "en") == [
        (6.4, 6.4, "times", "improvement", "up to", "throughput"),
        (30.0, 30.0, "percent", "reduction", None, "memory")]


def test_the_sentence_is_kept():
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", "T", summary="提出X方法。平均吞吐量提升2.26倍。")
    (claim,) = extract_science([record])[0].claims
    assert claim.sentence == "平均吞吐量提升2.26倍。"


HOSTILE = st.one_of(
    st.text(),
    st.text(alphabet=st.sampled_from(list("提出方法框架（）()，。-+%倍约高达2.5xX基于Hutch++<>&;😀\u200b\x00 "))),
    st.just(""), st.just("😀" * 50), st.just("<script>alert(1)</script>提出<b>X</b>方法"),
)


@settings(max_examples=60, deadline=None)
@given(title=HOSTILE, summary=HOSTILE, lang=st.sampled_from(["zh", "en"]))
def test_extraction_never_raises_on_hostile_text(title, summary, lang):
    record = PaperRecord(Span("t.txt", 1, 9), None, title, title_zh=summary, summary=summary, summary_lang=lang)
    (science,) = extract_science([record])
    assert isinstance(science.methods, list)


def test_a_one_megabyte_summary():
    big = ("提出MVR-cache方法，吞吐量提升2倍。" * 60_000)[:1_000_000]
    record = PaperRecord(Span("t.txt", 1, 9), None, "T" * 1_000_000, summary=big)
    (science,) = extract_science([record])
    assert science.methods[0].name == "MVR-cache"

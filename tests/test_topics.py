"""Topics: bilingual lexicon, normalized keys, one node per topic across papers."""

from kg.extract.science import extract_science
from kg.extract.topics import find_topics
from kg.records import PaperRecord, Span
from kg.resolve.methods import resolve_methods


def test_english_title_and_chinese_summary_give_one_key():
    en = find_topics("Optimizing Semantic Caching via Multi-Vector Retrieval", "en")
    zh = find_topics("通过语义缓存降低推理成本", "zh")
    assert "semantic-caching" in {t.key for t in en} & {t.key for t in zh}


def test_longest_label_wins_and_plurals_match():
    keys = [t.key for t in find_topics("Cross-Domain Offline Reinforcement Learning with Graph Neural Networks", "en")]
    assert "offline-reinforcement-learning" in keys and "reinforcement-learning" not in keys
    assert "graph-neural-networks" in keys


def test_same_topic_in_two_papers_is_one_node_with_both_labels():
    records = [
        PaperRecord(Span("t", 1, 2), None, "Image Quality Assessment with Reasoning", summary="提出X框架。"),
        PaperRecord(Span("t", 3, 4), None, "A Title", summary="本文研究图像质量评估问题。"),
    ]
    resolved = resolve_methods(extract_science(records))
    topic = resolved.topics["image-quality-assessment"]
    assert topic.label_en == "image quality assessment" and topic.label_zh == "图像质量评估"
    assert all("image-quality-assessment" in slugs for slugs in resolved.topics_of)


def test_ascii_and_other_text_find_the_same_topics_whatever_the_case():
    ascii_title = "OFFLINE Reinforcement LEARNING and Graph Neural NETWORKS"
    keys = ["offline-reinforcement-learning", "graph-neural-networks"]
    assert [t.key for t in find_topics(ascii_title, "en")] == keys
    # not ASCII: the case-insensitive regex runs on the text as written
    assert [t.key for t in find_topics(ascii_title + " — Schrödinger", "en")] == keys


def test_a_chinese_label_inside_another_word_is_not_the_topic():
    records = [PaperRecord(Span("t", 1, 2), None, "A Title", summary="智能体试图学习最优策略，并提出新的图学习方法。")]
    [science] = extract_science(records)
    # 试图学习 holds 图学习 across two words; the second sentence names it
    assert [t.key for t in science.topics] == ["graph-learning"]
    [alone] = extract_science([PaperRecord(Span("t", 1, 2), None, "A Title", summary="智能体试图学习最优策略。")])
    assert alone.topics == []


def test_label_shift_and_distribution_shift_are_different_topics():
    assert [t.key for t in find_topics("Label Shift versus Distribution Shift", "en")] == ["label-shift", "distribution-shift"]
    assert [t.key for t in find_topics("分布偏移下的标签偏移", "zh")] == ["distribution-shift", "label-shift"]


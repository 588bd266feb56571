"""Topics: bilingual lexicon, normalized keys, one node per topic across papers."""

import pytest

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
    # a label starting right after the skipped one is still found
    text = "试图学习率调度"
    assert [t.key for t in find_topics(text, "zh", word_starts=[0, 2, 4])] == ["learning-rate-schedules"]


def test_label_shift_and_distribution_shift_are_different_topics():
    assert [t.key for t in find_topics("Label Shift versus Distribution Shift", "en")] == ["label-shift", "distribution-shift"]
    assert [t.key for t in find_topics("分布偏移下的标签偏移", "zh")] == ["distribution-shift", "label-shift"]



@pytest.mark.parametrize("text, lang, keys", [
    ("Data Pruning for Efficient Training", "en", ["data-pruning"]),
    ("本文研究数据剪枝和模型剪枝。", "zh", ["data-pruning", "network-pruning"]),
    ("针对零样本语音合成（TTS）推理慢的问题", "zh", ["speech-synthesis"]),
    ("针对医学图像分割标注成本高的问题", "zh", ["medical-image-segmentation"]),
    ("支持预测、插补、分类和异常检测等任务", "zh", ["anomaly-detection"]),
    ("本文提出面向神经架构搜索的零代价代理", "zh", ["neural-architecture-search"]),
    ("提出时间注意力脉冲神经网络TA-SNN", "zh", ["spiking-neural-networks"]),
    ("提出Sequoia-T推测解码算法", "zh", ["speculative-decoding"]),
    ("联合学习因果图的因果发现方法", "zh", ["causal-discovery"]),
    ("证明了图Transformer表达能力不超过1-WL测试", "zh", ["graph-transformers"]),
    ("Graph Transformers Need Positional Encodings", "en", ["graph-transformers", "positional-encoding"]),
    ("针对稀疏视角CT重建伪影严重的问题", "zh", ["ct-reconstruction"]),
    ("通过多尺度分解对时间序列进行建模", "zh", ["time-series"]),
    ("在无标签语音上进行自监督预训练", "zh", ["self-supervised-learning"]),
    ("提出后训练量化方法Q-DiT4", "zh", ["network-quantization"]),
    ("Post-Training Quantization for Diffusion Transformers", "en", ["network-quantization"]),
    ("统一不确定性量化", "zh", ["uncertainty-quantification"]),
    ("提出几何感知扩散模型用于点云补全", "zh", ["diffusion-models", "point-clouds"]),
    # a Chinese label with Latin capitals matches as written
    ("提出神经PDE求解器并计算Shapley值", "zh", ["neural-pde-solvers", "shapley-values"]),
])
def test_common_topics_are_found_and_the_longest_label_wins(text, lang, keys):
    assert [t.key for t in find_topics(text, lang)] == keys

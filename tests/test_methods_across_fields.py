"""Methods in fields other than the networking and biology listings that their vocabulary and
rules were tuned on: generic terms that name artifacts elsewhere, target words that are verbs or
recipients, a maker before a name, parts, colon lists and work made by other papers' authors."""

import pytest

from kg.extract.science import extract_science
from kg.records import PaperRecord, Span


def roles(summary: str, lang: str = "zh", title: str = "T") -> dict[str, str]:
    """name -> role of what a paper names."""
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", title, summary=summary, summary_lang=lang)
    return {m.name: m.role for m in extract_science([record])[0].methods}


def kinds(summary: str) -> dict[str, str]:
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", "T", summary=summary, summary_lang="zh")
    return {m.name: m.kind for m in extract_science([record])[0].methods}


@pytest.mark.parametrize("summary, name, role", [
    # a networking or biology term that names a method, a model or data elsewhere, when a list of
    # named methods with 等 and a kind word, a kind word right after it or its bracket types it
    ("本文提出PromptEvo，与APO和OPRO等提示优化方法相比在BBH上提升明显。", "APO", "mentions"),
    ("在CARLA上，本文方法优于TCP和UniAD等端到端驾驶模型。", "TCP", "mentions"),
    ("与POD和DMD等经典降阶方法相比，本文提出的神经算子NeuROM误差更低。", "POD", "mentions"),
    ("我们将多尺度自注意力（MSA）模块引入ViT，提出MSA-ViT。", "MSA", "mentions"),
    ("我们在OCS数据集上验证了文字识别模型TextX。", "OCS", "mentions"),
    # words no field needs as generic terms: a vision-language model, a library, a proposed name
    ("我们与Dragonfly、LLaVA-NeXT等高分辨率视觉语言模型进行比较。", "Dragonfly", "mentions"),
    ("我们使用Dragonfly和BoTorch作为贝叶斯优化基线。", "Dragonfly", "mentions"),
    ("本文提出SLA稀疏线性注意力，在视频扩散模型上加速注意力计算。", "SLA", "mentions"),
    ("本文提出HoloNet的改进版Holo-2，用于全息显示相位生成。", "Holo-2", "proposes"),
])
def test_a_term_of_another_field_that_the_text_makes_a_name_stays(summary, name, role):
    assert roles(summary).get(name) == role


@pytest.mark.parametrize("summary", [
    # near misses: the terms alone, or defined by a long form that no kind word follows
    "Chai-1既可以使用多序列比对（MSA），也可以在单序列模式下预测。",
    "TPUv4超级计算机由4,096颗芯片通过光路交换机（OCS）互连。",
    "以AlphaFold预测的无配体（apo）结构为起点，调整蛋白质构象。",
    "本文提出FooNet，与TCP相比吞吐更高。",
])
def test_a_term_of_another_field_alone_is_no_name(summary):
    assert not {"MSA", "OCS", "apo", "TCP"} & set(roles(summary))


@pytest.mark.parametrize("summary, lang, kept", [
    # 'targets' a verb, attacked models, 靶点 and 受体 modifying a kind word (受体 is also a recipient)
    ("Unstructured pruning methods such as SparseGPT and WandaX targets the weights of each layer independently.",
     "en", {"SparseGPT", "WandaX"}),
    ("MEMIT targets thousands of edits at once, while GRACE targets sequential edits; we propose EditFlow.",
     "en", {"MEMIT", "GRACE"}),
    ("We evaluate on YOLOv5 and DETR-R50 targets in the physical world.", "en", {"YOLOv5", "DETR-R50"}),
    # 'targets' after a list that names a model, known or by its shape: the models attacked
    ("We attack the YOLOv8 and RT-DETR targets with printable patches and propose PatchGen.", "en",
     {"YOLOv8", "RT-DETR"}),
    ("我们在DUD-E和LIT-PCBA等靶点基准上评估了虚拟筛选方法的富集能力。", "zh", {"DUD-E", "LIT-PCBA"}),
    ("我们将Whisper作为受害模型，并以HuBERT-X等受体模型检验迁移性。", "zh", {"HuBERT-X"}),
    ("在知识蒸馏中，FedKD等受体端方法需要共享数据，本文提出FedZero。", "zh", {"FedKD"}),
])
def test_a_target_word_that_is_a_verb_or_modifies_a_kind_word_drops_no_name(summary, lang, kept):
    assert kept <= set(roles(summary, lang))


@pytest.mark.parametrize("summary, lang, absent", [
    # near misses: genes and proteins a design aims at
    ("本文提出BindGen，针对PD-L1和IL-7Rα等靶点设计高亲和力结合蛋白。", "zh", {"PD-L1", "IL-7Rα"}),
    ("We design binders against the EGFR and HER2 targets with FooBinder.", "en", {"EGFR", "HER2"}),
    ("We design binders for the EGFR and IL-6R targets with BinderFlow, our generative model.", "en", {"EGFR", "IL-6R"}),
])
def test_genes_a_design_aims_at_are_still_no_names(summary, lang, absent):
    assert not absent & set(roles(summary, lang))


@pytest.mark.parametrize("title, summary, expected", [
    # a word that may be a company is part of the name the summary proposes whole
    ("Meta R-CNN: Towards General Solver for Instance-level Low-shot Learning",
     "本文提出Meta R-CNN，将元学习引入Faster R-CNN以实现小样本目标检测与分割。",
     {"Meta R-CNN": "proposes", "Faster R-CNN": "mentions"}),
    ("Meta DETR: Image-Level Few-Shot Object Detection", "本文提出Meta DETR，一种基于DETR的图像级小样本检测框架。",
     {"Meta DETR": "proposes", "DETR": "mentions"}),
    ("AI2 THOR: An Interactive 3D Environment for Visual AI", "本文提出AI2 THOR，一个可交互的三维室内仿真环境。",
     {"AI2 THOR": "proposes"}),
    # near misses: the summary names it without its maker, or names nothing
    ("Tencent HunyuanVideo: A Systematic Framework", "本文提出HunyuanVideo，一个开源视频生成模型。",
     {"HunyuanVideo": "proposes"}),
    ("Google USM: Scaling Automatic Speech Recognition", "本文提出通用语音模型USM，在300多种语言上预训练。",
     {"USM": "proposes"}),
    ("Google FooStore: A Storage System for Model Checkpoints", "本文提出一种系统。", {"FooStore": "proposes"}),
])
def test_a_maker_before_a_title_name_is_kept_when_the_summary_spells_it_so(title, summary, expected):
    assert roles(summary, title=title) == expected


@pytest.mark.parametrize("summary, expected", [
    # a same-named work outside the proposal's description is another's
    ("本文提出Chameleon模型。与Chameleon Swap等同名攻击方法无关。",
     {"Chameleon": "proposes", "Chameleon Swap": "mentions"}),
    ("本文提出Orca，随后与Orca Tutor的结果比较。", {"Orca": "proposes", "Orca Tutor": "mentions"}),
    # ... and so is one the description runs the proposal on or sets it against
    ("我们提出Phoenix：它在Phoenix Bench上超过了Phoenix Legacy。",
     {"Phoenix": "proposes", "Phoenix Bench": "mentions", "Phoenix Legacy": "mentions"}),
    ("本文提出Nova框架：在Nova Bench和MMLU上均超过Nova Classic。",
     {"Nova": "proposes", "Nova Bench": "mentions", "MMLU": "mentions", "Nova Classic": "mentions"}),
    ("本文提出Aurora：我们在Aurora Borealis数据上测试。", {"Aurora": "proposes", "Aurora Borealis": "mentions"}),
    ("本文提出Atlas检索模型：在TriviaQA上评估，并与Atlas Copco工业数据无关。",
     {"Atlas": "proposes", "TriviaQA": "mentions", "Atlas Copco": "mentions"}),
    # near miss: the parts a description after the colon names
    ("本文提出配准工具FooReg，由两个模块组成：FooReg Embed学习特征，FooReg Warp完成形变配准。",
     {"FooReg": "proposes", "FooReg Embed": "proposes", "FooReg Warp": "proposes"}),
    ("本文提出Orion框架：Orion Planner负责任务分解，Orion Executor负责工具调用。",
     {"Orion": "proposes", "Orion Planner": "proposes", "Orion Executor": "proposes"}),
])
def test_only_a_description_of_the_proposal_names_its_parts(summary, expected):
    assert roles(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    # an uncounted colon list after a kind word, or after 包含, goes on through its described parts
    ("本文提出分层强化学习框架HiRL：高层规划器HiPlan生成子目标；低层控制器LoCtrl执行动作。",
     {"HiRL": "proposes", "HiPlan": "proposes", "LoCtrl": "proposes"}),
    ("本文提出分层强化学习框架HiRL，包含：高层规划器HiPlan生成子目标；低层控制器LoCtrl执行动作。",
     {"HiRL": "proposes", "HiPlan": "proposes", "LoCtrl": "proposes"}),
    # near misses: an item that compares, names a baseline or existing work ends the list
    ("本文提出证明框架ProveX：策略模型TacGen生成策略；对比系统Lean-Copilot-Z则仅能给出单步建议。",
     {"ProveX": "proposes", "TacGen": "proposes", "Lean-Copilot-Z": "mentions"}),
    ("本文提出检索增强框架RAGX：检索器DenseX召回文档；基线模型ColBERT-Z则在长文档上性能下降。",
     {"RAGX": "proposes", "DenseX": "proposes", "ColBERT-Z": "mentions"}),
    ("本文提出多智能体框架DebateX：评审控制器JudgeX设定目标；现有框架AutoGen-Z则缺乏这种机制。",
     {"DebateX": "proposes", "JudgeX": "proposes", "AutoGen-Z": "mentions"}),
    # ... and so does data the proposal is evaluated or trained on
    ("本文提出多模态模型Lynx-Z：视觉编码器VisEnc-Z提取特征；评测基准MME-Z用于评估。",
     {"Lynx-Z": "proposes", "VisEnc-Z": "proposes", "MME-Z": "mentions"}),
    ("本文提出检索系统RAGX：检索器DenseR召回候选；训练数据集OpenWebText-Z来自公开网页。",
     {"RAGX": "proposes", "DenseR": "proposes", "OpenWebText-Z": "mentions"}),
])
def test_a_colon_list_goes_on_through_the_parts_it_describes(summary, expected):
    assert roles(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    # what another paper's authors made or proposed is theirs
    ("与Octo及其作者自行采集的BridgeData-V3相比，我们的策略更稳健。", {"Octo": "mentions", "BridgeData-V3": "mentions"}),
    ("我们与各自提出的GraphCL和MVGRL进行比较。", {"GraphCL": "mentions", "MVGRL": "mentions"}),
    ("我们按照原作者提出的LGD算法设置超参数。", {"LGD": "mentions"}),
    # near misses: what the authors made or proposed themselves
    ("在BarSet和自建的罕见病测试集FooRare上评测。", {"BarSet": "mentions", "FooRare": "proposes"}),
    ("基于我们自行采集的FooCells数据集训练。", {"FooCells": "proposes"}),
    ("本文提出的FooNet优于BarNet。", {"FooNet": "proposes", "BarNet": "mentions"}),
])
def test_work_of_another_papers_authors_is_not_proposed(summary, expected):
    assert roles(summary) == expected


def test_a_planner_and_a_retriever_are_models():
    found = kinds("我们使用规划器PlanX和检索器DenseX。")
    assert found == {"PlanX": "model", "DenseX": "model"}


@pytest.mark.parametrize("summary", [
    # a generic-looking acronym whose long form the propose word takes is the name proposed
    "本文提出锚定偏好优化（APO），一种更可控的对齐目标。",
])
def test_an_acronym_defined_right_after_the_propose_word_is_proposed(summary):
    assert roles(summary)["APO"] == "proposes"


@pytest.mark.parametrize("summary, name", [
    # an agent on a Chinese or vision-language model family is a system, a framework
    ("本文提出基于InternLM的智能体ChemCrow-Z，用于化学实验规划。", "ChemCrow-Z"),
    ("本文提出基于ChatGLM的智能体MedAgentX。", "MedAgentX"),
    ("本文提出基于GLM-4的智能体WebPilot-Z，用于网页导航。", "WebPilot-Z"),
    ("本文提出基于Baichuan2的智能体LawAgent。", "LawAgent"),
    ("本文提出基于Yi-34B的智能体FinAgent-Z。", "FinAgent-Z"),
    ("本文提出基于InternVL的智能体GUI-Pilot。", "GUI-Pilot"),
])
def test_an_agent_on_any_language_model_family_is_a_framework(summary, name):
    assert kinds(summary)[name] == "framework"


# --- time-series forecasting and anomaly detection (the ts-2024 listing's errors, in other words) ---


@pytest.mark.parametrize("summary, name, kind", [
    # well-known forecasters keep their kind in a list that 方法 closes (DeepAR and TFT are models)
    ("本文提出FooCast，优于DeepAR、TFT和BarNet等方法。", "DeepAR", "model"),
    ("本文提出FooCast，优于DeepAR、TFT和BarNet等方法。", "TFT", "model"),
    ("与统计方法ARIMA相比，FooCast误差更低。", "ARIMA", "model"),
    ("我们比较了OneFitsAll、CALF和FooLLM三种方法。", "OneFitsAll", "model"),
    ("我们比较了OneFitsAll、CALF和FooLLM三种方法。", "CALF", "framework"),
    # ... and methods and algorithms keep theirs in a list of models
    ("FooTS优于PatchTST、TimesNet、GPT4TS和ROCKET等方法。", "ROCKET", "method"),
    ("FooTS的表征配合SVM即可优于TS2Vec和GPT4TS。", "TS2Vec", "method"),
    ("FooTS的表征配合SVM即可优于TS2Vec和GPT4TS。", "SVM", "algorithm"),
    ("与直接提示GPT-4的LLMTime、PatchTST和DLinear等模型相比，FooTS更准确。", "LLMTime", "method"),
    ("在FooBench上，扩散策略（Diffusion Policy）表现稳定。", "Diffusion Policy", "method"),
    # scores named as names are metrics, not methods
    ("FooCast的加权分位数损失（WQL）比基线降低约35%。", "WQL", "metric"),
    ("FooAD的AUC-ROC比次优方法平均提高2.6个百分点，VUS-PR提高4.1个百分点。", "AUC-ROC", "metric"),
    ("FooAD的AUC-ROC比次优方法平均提高2.6个百分点，VUS-PR提高4.1个百分点。", "VUS-PR", "metric"),
])
def test_time_series_vocabulary_keeps_its_kind(summary, name, kind):
    assert kinds(summary)[name] == kind


@pytest.mark.parametrize("summary", [
    # principal component analysis is named, as k-means is (an algorithm, not a generic term)
    "我们用主成分分析（PCA）降维后聚类。",
    "与scVI和PCA相比，FooCell的细胞嵌入更好地保留了空间结构。",
])
def test_pca_is_a_named_algorithm(summary):
    assert kinds(summary)["PCA"] == "algorithm"


def test_a_space_agency_before_its_datasets_is_no_method():
    found = kinds("我们在NASA的FooSat和BarRover两个数据集上评测FooAD。")
    assert "NASA" not in found and found["FooSat"] == found["BarRover"] == "dataset"


@pytest.mark.parametrize("summary, name", [
    # an archive (档案) and a pile are datasets
    ("在FooUCR分类档案上，FooTS优于基线。", "FooUCR"),
    ("在FooUCR和BarUEA分类档案上，FooTS优于基线。", "BarUEA"),
    ("本文使用FooPile改进FooLM的推理能力。", "FooPile"),
    ("我们使用Foo Series Pile改进FooLM。", "Foo Series Pile"),
])
def test_an_archive_or_a_pile_is_a_dataset(summary, name):
    assert kinds(summary)[name] == "dataset"


def test_a_list_counted_in_all_shares_its_kind_word():
    # 共 (in all) before the count: A、B以及C共11个数据集 lists datasets
    found = kinds("我们在FooA和FooB、Bar S5以及BazN共11个数据集上，与ARIMA比较。")
    assert {found[n] for n in ("FooA", "FooB", "Bar S5", "BazN")} == {"dataset"}


@pytest.mark.parametrize("summary, kind", [
    # MAE changed against a baseline is the error, not the masked autoencoder
    ("在FooBench上，FooCast的缩放MAE比最好的有监督基线平均降低3.5%。", "metric"),
    ("在FooBench上，FooCast的MAE较最强的深度学习基线降低4.1%。", "metric"),
    # a scaled or normalized MAE pre-trained is the autoencoder
    ("研究缩放MAE预训练的规律，提出ScaleMAE，在ImageNet上准确率提升1.1%。", "model"),
    ("研究归一化MAE目标对ViT预训练的影响，提出PixelMAE。", "model"),
])
def test_mae_changed_against_a_baseline_is_the_metric(summary, kind):
    assert kinds(summary)["MAE"] == kind


@pytest.mark.parametrize("summary, name", [
    # a technique taken in a proposal's description stays another's, whether given by its
    # Chinese term, built on a known name or defined with its English
    ("本文提出双流架构FooPatch：用指数移动平均（EMA）分解趋势和季节成分。", "EMA"),
    ("本文提出动作控制框架FooVQ：用向量量化变分自编码器（VQ-VAE）学习离散表示。", "VQ-VAE"),
    ("本文提出SciFoo：用检索增强生成（Retrieval-Augmented Generation）查找文献并撰写综述。",
     "Retrieval-Augmented Generation"),
    ("本文提出FreeFoo：先用分类器无关引导（Classifier-Free Guidance）增强条件，再逐步去噪。", "Classifier-Free Guidance"),
    ("本文提出FooDreamer：用世界模型（World Model）和对称对数变换预测回报。", "World Model"),
])
def test_a_technique_taken_in_a_proposals_description_stays_mentioned(summary, name):
    assert roles(summary)[name] == "mentions"


def test_the_items_of_a_counted_list_split_by_commas_are_proposed():
    found = roles("本文提出框架FooAD，包括文本转换模块，以及两种检测流程：FooP直接提示语言模型指出异常，"
                  "FooD则利用语言模型的预测能力检测异常。")
    assert found["FooP"] == found["FooD"] == "proposes"


def test_a_kind_word_counted_after_a_name_is_another_nouns():
    # 集成多个预测器: FooM integrates predictors, it is a module (a method), not a predictor
    found = kinds("本文提出模型FooMixer，由过去混合（Past Mixing，FooP）模块和未来混合（Future Mixing，FooM）模块组成：FooM集成多个预测器。")
    assert found["FooM"] == "method"


@pytest.mark.parametrize("summary, expected", [
    # what the authors assemble is theirs, as what they build is
    ("本文整理了大规模的公开时间序列集合Foo Series Pile，并在其上预训练FooTS。", {"Foo Series Pile": "proposes"}),
    # near miss: a known collection drawn from in a relative clause stays another's
    ("在作者整理的PDB测试集上，FooFold的精度与BarFold相当。", {"PDB": "mentions"}),
])
def test_a_collection_the_authors_assemble_is_proposed(summary, expected):
    found = roles(summary)
    assert {name: found.get(name) for name in expected} == expected


# --- quantum computing and HPC: machines, units, classes, software ------------------------------

@pytest.mark.parametrize("summary, absent", [
    # a name right before or after a supercomputer, processor or chip word is the machine's
    ("我们在Frontier超级计算机的9400个节点上运行FooMD。", {"Frontier"}),
    ("本文在新一代超导处理器Willow上实现了量子存储器。", {"Willow"}),
    ("将IBM Heron量子处理器与经典集群结合运行SQD。", {"IBM Heron"}),
    # a list ended by a count before the word: each of its names
    ("我们在Frontier、Alps、Leonardo和Summit四台超级计算机上评测FooEmu。", {"Frontier", "Alps", "Leonardo", "Summit"}),
    ("本文在Frontier和Alps等超级计算机上运行FooClimate。", {"Frontier", "Alps"}),
    # the machine named again alone, before or after it is called so
    ("FooQC在Sycamore上的样本保真度更高，并复现了Sycamore处理器的采样。", {"Sycamore"}),
    ("欧洲首台超级计算机Polaris的采购需要基准，作者在Polaris上给出参考结果。", {"Polaris"}),
    # supercomputers whose names name nothing else
    ("本文将量子处理器与超级计算机富岳（Fugaku）结合，并在Perlmutter上验证可移植性。", {"Fugaku", "Perlmutter"}),
    ("作者在JUWELS Booster上给出了FooBench各基准的参考结果。", {"JUWELS Booster"}),
])
def test_supercomputers_and_processors_are_no_methods(summary, absent):
    assert not absent & set(roles(summary))


@pytest.mark.parametrize("summary, name, role", [
    # a proposed machine stays, and so does a known name or a name heading another noun
    ("本文提出量子处理器架构FooQPU，用于容错计算。", "FooQPU", "proposes"),
    ("我们用GPT-4处理器调度任务，并提出FooSched。", "GPT-4", "mentions"),
    ("我们基于SimX处理器仿真工具评测FooCache。", "SimX", "mentions"),
    # a count after a list that no hardware word follows changes nothing
    ("我们在Cora和Citeseer两个数据集上评测FooGNN。", "Cora", "mentions"),
])
def test_a_name_near_a_hardware_word_that_names_no_machine_stays(summary, name, role):
    assert roles(summary).get(name) == role


def test_a_machine_a_summary_names_is_no_method_in_the_title_either():
    summary = "欧洲首台超级计算机JUPITER的采购需要基准。本文提出JUPITER基准测试套件（JUPITER Benchmark Suite）。"
    found = roles(summary, title="Application-Driven Exascale: The JUPITER Benchmark Suite")
    assert "JUPITER" not in found and found.get("JUPITER Benchmark Suite") == "proposes"


@pytest.mark.parametrize("summary, absent", [
    # units after a number and sizes of data are never names
    ("FooMD在Frontier上实现了1.006 EFLOPS的持续性能。", {"EFLOPS"}),
    ("FooNet的吞吐量达到684 PFLOPS至1.6 EFLOPS。", {"PFLOPS", "EFLOPS"}),
    ("本文提出FooMD，突破1 EFLOP/s。", {"EFLOP/s"}),
    ("地球系统模式会产生PB级的输出，本文提出FooEmu节省PetaBytes存储。", {"PB", "PetaBytes"}),
    ("在A100上，cuFoo的压缩吞吐量达到332.42 GB/s。", {"GB/s"}),
    # number formats offered as alternatives
    ("作者采用混合精度（FP64/FP32/FP16/FP8）的FooChol分解。", {"FP64/FP32/FP16/FP8"}),
    ("FooQuant支持BF16/INT8/TF32三种格式。", {"BF16/INT8/TF32"}),
])
def test_units_sizes_and_number_formats_are_no_names(summary, absent):
    assert not absent & set(roles(summary))


@pytest.mark.parametrize("summary, name", [
    ("本文提出PB-LLM，将部分权重二值化。", "PB-LLM"),
    ("我们将FooNet与Qwen2.5-7B/14B进行比较。", "Qwen2.5-14B"),
    ("本文提出面向张量核心的SpMM方法DTC-SpMM。", "DTC-SpMM"),
])
def test_a_name_joining_a_unit_or_an_operation_stays(summary, name):
    assert name in roles(summary)


@pytest.mark.parametrize("summary, absent", [
    # classes of codes, circuits, states and operations, theories, gates, kits and atom hardware
    ("本文提出一族量子低密度奇偶校验（qLDPC）码——双变量自行车码（bivariate bicycle code）。", {"qLDPC"}),
    ("作者实现了含48个逻辑量子比特的瞬时量子多项式（IQP）采样电路。", {"IQP"}),
    ("测量结果与矩阵乘积态（MPS）模拟相吻合，所用线路包含788个CNOT门。", {"MPS", "CNOT"}),
    ("基准涵盖分子动力学和格点QCD等领域，本文提出FooSuite。", {"QCD"}),
    ("稀疏矩阵–稠密矩阵乘法（SpMM）是核心算子，本文提出FooSpMM。", {"SpMM"}),
    ("量子软件开发工具包（SDK）众多，本文提出FooBench比较不同SDK。", {"SDK"}),
    ("可重构原子阵列（RAA）能移动原子，但编译器无法同时利用固定的SLM阵列和可移动的AOD阵列。", {"RAA", "AOD"}),
    ("FooCirc把Toffoli门分解为更少的双量子比特门。", {"Toffoli"}),
])
def test_classes_of_quantum_and_sparse_computation_are_no_names(summary, absent):
    assert not absent & set(roles(summary))


@pytest.mark.parametrize("summary, name", [
    # 一族 (a family of) takes something new as 一类 does: the names after it are proposed
    ("本文提出一族高码率的纠错码——FooCode。", "FooCode"),
    ("本文提出一族高码率的量子低密度奇偶校验（qLDPC）码——双变量自行车码（bivariate bicycle code）。",
     "bivariate bicycle code"),
])
def test_a_family_proposed_passes_the_proposal_on(summary, name):
    assert roles(summary).get(name) == "proposes"


def test_a_gate_word_inside_another_word_makes_no_gate():
    assert "GRU" in roles("本文提出FooNet，用GRU门控单元建模时序依赖。")


@pytest.mark.parametrize("summary, name, kind", [
    # a kind word before or after a name: simulators, compressors, software and SDKs are frameworks
    ("借助GPU加速的QAOA模拟器FooKit，在最多40个量子比特上运行QAOA。", "FooKit", "framework"),
    ("本文提出单内核的GPU有损压缩器cuFoo2，与cuFoo相比压缩比更高。", "cuFoo2", "framework"),
    ("本文在作者开发的量子化学软件FooChem中实现了MP2分子动力学。", "FooChem", "framework"),
    ("作者评测了FooQ、BarQ和BazQ等SDK的转译时间。", "BarQ", "framework"),
    # known libraries, decoders, HPC benchmarks and collections
    ("DTC-FooMM相比cuSPARSE、Sputnik、SparseTIR和DGL均更快。", "cuSPARSE", "framework"),
    ("DTC-FooMM相比cuSPARSE、Sputnik、SparseTIR和DGL均更快。", "Sputnik", "framework"),
    ("FooKernel的GEMM内核与cuBLAS性能相当。", "cuBLAS", "framework"),
    ("作者使用Qiskit、Cirq和Tket生成线路。", "Cirq", "framework"),
    ("作者使用BP-OSD解码器进行解码。", "BP-OSD", "algorithm"),
    ("AlphaFoo优于相关最小权完美匹配（MWPM）解码器。", "MWPM", "algorithm"),
    ("合成基准包括HPL、HPCG、STREAM和Graph500。", "STREAM", "benchmark"),
    ("作者在SuiteSparse中的上千个矩阵上进行比较。", "SuiteSparse", "dataset"),
    ("FooCast在多个变量上优于ClimaX等此前的气候基础模型。", "ClimaX", "model"),
    ("FooMD的训练速度比DeePMD-kit最多提高82倍。", "DeePMD-kit", "framework"),
])
def test_software_of_quantum_and_hpc_papers_is_a_framework(summary, name, kind):
    assert kinds(summary).get(name) == kind


@pytest.mark.parametrize("summary, name, role", [
    # 对角化 is one word: its 对 opens no use scope
    ("本文构建工作流，并提出基于样本的量子对角化方法FooSQD：在子空间中对角化哈密顿量。", "FooSQD", "proposes"),
    # what a proposal is for (面向X的) is used, not proposed
    ("本文提出面向FooMD模型的高效训练方案，用DeePMD-kit训练的模型需要数小时。", "FooMD", "mentions"),
    ("本文提出面向FooMD模型的高效训练方案，用DeePMD-kit训练的模型需要数小时。", "DeePMD-kit", "mentions"),
    # a benchmark named for what it tests stays one name though both of its words are known
    ("本文仿照HumanEval构建了评测基准Qiskit HumanEval，包含151个任务。", "Qiskit HumanEval", "proposes"),
])
def test_quantum_and_hpc_proposals_and_what_they_use(summary, name, role):
    assert roles(summary).get(name) == role


@pytest.mark.parametrize("summary, name", [
    # a decomposition named after its mathematician is a method under its whole name, never the bare name
    ("提出学习增强的Benders分解方法FooLBD，求解时间缩短40%。", "Benders decomposition"),
    ("作者采用基于瓦片的混合精度Cholesky分解，本文提出FooEmu。", "Cholesky decomposition"),
])
def test_a_decomposition_named_after_a_mathematician_keeps_its_whole_name(summary, name):
    found = roles(summary)
    assert found.get(name) == "mentions" and name.split()[0] not in found


@pytest.mark.parametrize("summary, absent, kept", [
    # clinical data, signals and measurements are what a model reads or predicts, no artifact
    ("本文提出睡眠分期模型FooSleep，输入为光电容积脉搏波（PPG）信号。", {"PPG"}, "FooSleep"),
    ("我们在电子健康记录（EHR）上训练FooRisk，并预测患者的BMI。", {"EHR", "BMI"}, "FooRisk"),
    ("与已有的EHR基础模型相比，FooEHR-Net的校准更好。", {"EHR"}, "FooEHR-Net"),
    ("人工智能心电图（AI-ECG）模型可以识别高危患者，本文提出FooAlert。", {"AI-ECG"}, "FooAlert"),
    # a disease, an exam, a terminology or an ontology is what data is about or coded in
    ("FooEye用于青光眼和糖尿病视网膜病变（DR）的筛查。", {"DR"}, "FooEye"),
    ("我们仿照客观结构化临床考试（OSCE）评估对话模型FooDoc。", {"OSCE"}, "FooDoc"),
    ("FooCoder把诊断映射到SNOMED-CT术语体系，并利用人类表型本体（HPO）检索病例。",
     {"SNOMED-CT", "HPO"}, "FooCoder"),
    # a trial run or an exam sat, defined by its acronym, is no method
    ("本文开展了一项多中心随机对照试验（FOOTRIAL），评估预警模型BarNet的效果。", {"FOOTRIAL"}, "BarNet"),
    # health systems, record vendors and reference services are organizations and products
    ("数据来自两家NHS医院，并与厂商Epic的预警模型和UpToDate进行比较，本文提出FooSepsis。",
     {"NHS", "Epic", "UpToDate"}, "FooSepsis"),
    ("FooSlide在美国Providence医疗网络的切片上预训练。", {"Providence"}, "FooSlide"),
])
def test_clinical_data_exams_genes_and_health_systems_are_no_methods(summary, absent, kept):
    found = roles(summary)
    assert not absent & set(found) and kept in found


@pytest.mark.parametrize("summary, name, kind", [
    # a data set named after its file, with an underscore between capitals
    ("本文发布了中文心电数据集FOO_ECG，用于心律失常分类。", "FOO_ECG", "dataset"),
    # the known public clinical, literature and pathology data and a collection's subsets
    ("FooNote以MIMIC-IV和PMC-Patients中的病例为素材。", "MIMIC-IV", "dataset"),
    ("FooNote以MIMIC-IV和PMC-Patients中的病例为素材。", "PMC-Patients", "dataset"),
    ("FooLM在PubMed Central开放获取文献上继续预训练。", "PubMed Central", "dataset"),
    ("FooPath在TCGA LUAD、CRC100K和SICAP上评估。", "TCGA LUAD", "dataset"),
    # measures: an area under a curve, a statistic, a known score over a model's output
    ("FooRisk的C-statistic和AUPRC均优于基线。", "AUPRC", "metric"),
    ("FooRisk的C-statistic和AUPRC均优于基线。", "C-statistic", "metric"),
    ("FooReport的CheXbert-F1提高了3个百分点。", "CheXbert-F1", "metric"),
    # a description after the name's spelled-out bracket types it
    ("本文提出FOOBAR（Foo Outcome Bar Representations），一个面向病历的生存基础模型。", "FOOBAR", "model"),
    # a size letter and a version are a variant of the family proposed
    ("本文提出医学模型家族Foo-Med，包括Foo-Med-L 1.0和Foo-Med-M 1.5等变体。", "Foo-Med-M 1.5", "model"),
    # a kind word after a bracket that says what the name is drawn from
    ("在MedQA（USMLE）数据集上，FooLM的准确率最高。", "MedQA", "dataset"),
])
def test_clinical_data_sets_metrics_and_models_get_their_kinds(summary, name, kind):
    assert kinds(summary).get(name) == kind




@pytest.mark.parametrize("summary, name, kind", [
    # 队列 is mostly a queue: what runs on one is no data set
    ("本文基于消息队列Kafka实现流处理系统FooStream。", "Kafka", "method"),
    ("与TCP队列管理算法相比，本文提出的FooQ时延更低。", "FooQ", "method"),
    # a tool of mutation testing is no gene
    ("我们使用MutPy突变测试工具评估FooTest生成的测试。", "MutPy", "framework"),
])
def test_queues_and_mutation_testing_keep_their_names(summary, name, kind):
    assert kinds(summary).get(name) == kind


def test_a_venue_with_its_year_names_no_data():
    assert "NeurIPS 2023" not in roles("本文总结NeurIPS 2023数据集与基准赛道的结果，并提出FooBench。")


@pytest.mark.parametrize("summary, name, kind", [
    # systems kind words: key-value stores, block stores, network stacks, schedulers and model
    # checkers are software, frameworks; protocols distributed algorithms (an evaluation protocol a method)
    ("本文提出分离内存键值存储FooKV，写吞吐量最高提高2倍。", "FooKV", "framework"),
    ("作者先后采用用户态TCP网络栈FooStack和基于UDP的网络栈BarStack。", "BarStack", "framework"),
    ("本文提出调度器FooSched，降低尾延迟。", "FooSched", "framework"),
    ("并借鉴FooCheck模型检查器的思想。", "FooCheck", "framework"),
    ("本文提出BFT共识协议FooBFT，把数据传播与共识解耦。", "FooBFT", "algorithm"),
    ("作者分析了广泛使用的点调整（FooPA）评测协议。", "FooPA", "method"),
    # a cluster trace is data; a long form ending in a time or a latency a metric
    ("在微软FooCluster集群轨迹上比较它们的作业完成时间（FooJCT）。", "FooCluster", "dataset"),
    ("在微软FooCluster集群轨迹上比较它们的作业完成时间（FooJCT）。", "FooJCT", "metric"),
    ("与现有系统相比，FooQ的端到端时延（FooE2E）更低。", "FooE2E", "metric"),
    # a kind word before a list types every name of it
    ("与分离内存键值存储FooKV和BarKV比较，本文方法写吞吐量更高。", "BarKV", "framework"),
    # past 等, a modifier ending in 的 before the kind word the list takes
    ("FooP和BarP等基于DAG的协议吞吐高。", "BarP", "algorithm"),
    ("FooP和BarP等传统的基于视图的协议延迟低。", "FooP", "algorithm"),
    # ... but a baseline word names a role, not a kind
    ("与FooFL等基于深度学习的基线相比，Top-1结果提升2.3%。", "FooFL", "method"),
    # widely known systems, protocols and test tools
    ("现有方案要么像ghOSt那样依赖内核，要么像Shinjuku那样需要专用核心。", "Shinjuku", "framework"),
    ("PBFT和HotStuff的延迟低，但对网络波动敏感。", "HotStuff", "algorithm"),
    ("作者在fio和Filebench上与FUSE比较。", "fio", "benchmark"),
])
def test_systems_software_and_protocols_get_their_kinds(summary, name, kind):
    assert kinds(summary).get(name) == kind


@pytest.mark.parametrize("summary, absent", [
    # classes of systems technique, interconnects, CPU features, an OS and cloud services
    ("部分同步模型下的拜占庭容错（BFT）共识协议FooBFT基于DAG传播数据。", {"BFT", "DAG"}),
    ("本文为多版本并发控制（MVCC）与状态机复制（SMR）设计FooTx。", {"MVCC", "SMR"}),
    ("随着CXL内存的出现，FooTier把元数据卸载到DPU上，达到100万IOPS。", {"CXL", "DPU", "IOPS"}),
    ("FooSched借助Intel用户态中断（UINTR），比Linux内核中的调度器更快。", {"UINTR", "Linux"}),
    ("冷启动延迟比AWS Lambda降低2.79倍，并在Azure Functions生产轨迹上评测。", {"AWS Lambda", "Azure Functions"}),
    ("FooInfer采用GPU-CPU混合执行，并以KVCache为中心完成map-reduce式摘要。", {"GPU-CPU", "KVCache", "map-reduce"}),
    # a drive in a storage context, and wherever the summary names it again
    ("利用闲置的CPU、DRAM和SSD资源构建KV缓存池。", {"SSD"}),
    ("FooMem把SSD纳入地址空间，并分为内存访问和直接的SSD访问两个层次。", {"SSD"}),
])
def test_systems_terms_and_platforms_are_no_names(summary, absent):
    assert not absent & set(roles(summary))


def test_a_drive_the_summary_names_is_not_proposed_with_the_title():
    summary = "本文提出FooMem：把SSD纳入地址空间，并分为内存访问和直接的SSD访问两个层次。"
    assert roles(summary, title="FooMem: Extending RDMA-Attached Memory with SSD") == {"FooMem": "proposes"}


def test_what_the_authors_implement_is_theirs_but_another_names_idea_is_not():
    summary = ("本文提出文件系统模型检查框架FooCheck：它把被测文件系统与作者实现的参考文件系统FooRef逐步比较，"
               "并借鉴BarSpin模型检查器的群验证（swarm verification）思想并行探索。")
    found = roles(summary)
    assert found["FooRef"] == "proposes" and found["swarm verification"] == "mentions"


@pytest.mark.parametrize("summary, kept, absent", [
    # a target word that only says what a model, an agent or a framework is for names no stock:
    # the kind word after it does (股票预测大模型, 股票交易框架, 加密货币价格预测模型)
    ("与FinGPT等股票预测大模型相比，提出的StockLLM方向准确率提升4%。", {"FinGPT", "StockLLM"}, set()),
    ("与FinGPT和FinMem等股票交易智能体相比，提出的TradeAgent夏普比率提高0.42。", {"FinGPT", "FinMem"}, set()),
    ("与FinRL和FinRL-Meta等股票交易框架相比，提出的TradeMaster-X年化收益提升9%。", {"FinRL", "FinRL-Meta"}, set()),
    ("与DeepLOB和TransLOB等加密货币价格预测模型相比，提出的CryptoMamba方向准确率提升3.1%。", {"DeepLOB", "TransLOB"}, set()),
    # ... while one heading the list's phrase names what is traded, funds too (and ETF is no name)
    ("在AAPL、MSFT和GOOG等8只股票上，提出的PortNet组合收益提升10%。", {"PortNet"}, {"AAPL", "MSFT", "GOOG"}),
    ("提出基于Transformer的交易策略TransTrader，在SPY和QQQ两只ETF上年化收益提升7%。",
     {"Transformer", "TransTrader"}, {"SPY", "QQQ", "ETF"}),
    # a data word that only begins a longer noun names no data (数据中心: data centres, the makers')
    ("在Google和Alibaba数据中心的真实负载上，提出的功耗管理系统PowerCap节能15%。", {"PowerCap"}, {"Google", "Alibaba"}),
    ("在Meta和Google数据中心部署后，提出的网络故障诊断系统NetDoctor诊断时间缩短60%。", {"NetDoctor"}, {"Meta", "Google"}),
    # the SSD detector typed by a kind word stays, while the drive in the same summary goes
    ("与SSD和YOLOv3等单阶段检测器相比，提出的检测器FCOS-X在COCO上AP提升2.3，并将特征缓存写入SSD以节省内存。",
     {"SSD", "YOLOv3", "FCOS-X"}, set()),
])
def test_review_of_the_systems_and_finance_rules_near_misses(summary, kept, absent):
    found = roles(summary)
    assert kept <= set(found) and not absent & set(found)


@pytest.mark.parametrize("summary, name, kind", [
    # a scheduler of a learning rate, a noise or an annealed step is a method; a systems one a framework
    ("采用WSD学习率调度器训练，提出的MiniCPM-X在同等算力下MMLU提升2.3%。", "WSD", "method"),
    ("提出新的噪声调度器FlowSched，使Stable Diffusion在20步采样下FID降低1.5。", "FlowSched", "method"),
    ("使用余弦退火调度器SGDR训练ResNet-50，提出的正则化方法MixReg将Top-1准确率提升0.9%。", "SGDR", "method"),
    ("提出GPU集群调度器Sia-X，平均作业完成时间缩短40%。", "Sia-X", "framework"),
    ("与SSD和YOLOv3等单阶段检测器相比，提出的检测器FCOS-X在COCO上AP提升2.3，并将特征缓存写入SSD以节省内存。", "SSD", "model"),
    ("提出的方法的Sharpe ratio提升0.4，Calmar ratio提升0.2。", "Calmar ratio", "metric"),
])
def test_schedulers_of_training_and_finance_ratios_get_their_kinds(summary, name, kind):
    assert kinds(summary).get(name) == kind


@pytest.mark.parametrize("summary, name, role", [
    # a baseline the authors implemented is set against the proposal, not proposed
    ("与作者实现的基线方法GCN-Opt相比，提出的GraphTune训练时间缩短50%。", "GCN-Opt", "mentions"),
    ("我们实现的基线系统MiniRaft与etcd相比吞吐量降低20%，而提出的FastRaft吞吐量提升1.8倍。", "MiniRaft", "mentions"),
    ("使用作者实现的参考文件系统RefFS进行正确性验证，提出的验证工具FSCheck发现12个新漏洞。", "RefFS", "proposes"),
    # a measure's acronym after its long form is defined for the reader, not proposed...
    ("提出的因子模型信息比率（IR）提高0.12，年化超额收益提升3.5%。", "IR", "mentions"),
    ("提出的系统在边缘设备上的推理延迟（IL）降低35%。", "IL", "mentions"),
    ("提出的机器人系统任务完成时间（TCT）缩短20%。", "TCT", "mentions"),
    ("提出的策略在回测期内的最大回撤（MaxDD）降低25%。", "MaxDD", "mentions"),
    # ... unless the propose word or a metric kind word comes right before the long form
    ("本文提出加权排序误差（WRE），用于评估推荐列表。", "WRE", "proposes"),
    ("本文提出新指标加权排序误差（WRE），用于评估推荐列表。", "WRE", "proposes"),
])
def test_baselines_implemented_and_measures_defined_are_not_proposed(summary, name, role):
    assert roles(summary).get(name) == role


def test_a_makers_name_before_a_long_form_is_no_initial():
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", "T", summary_lang="zh",
                         summary="与vLLM和HuggingFace Text Generation Inference（TGI）相比，FooServe的延迟更低。")
    found = {m.name: m for m in extract_science([record])[0].methods}
    assert "HuggingFace Text Generation Inference" not in found
    assert found["TGI"].long_form == "HuggingFace Text Generation Inference" and found["TGI"].kind == "framework"


@pytest.mark.parametrize("summary, absent, kept", [
    # what a bound is written in: inside the brackets of O, Õ, √, min, or touched by an exponent or an index
    ("本文以Õ(mn^{8/9})的时间计算单源最短路，打破了Bellman-Ford算法的O(mn)界。", {"mn"}, {"Bellman-Ford"}),
    ("对MVP算法稍作修改，即可取得Õ(min{√(SAH³K), HK})的遗憾上界。", {"SAH", "HK"}, {"MVP"}),
    ("所得算法的遗憾为Õ(√(T log d) + T^{1/3} log d/ε^{2/3})，优于DP-SGD。", {"T log d"}, {"DP-SGD"}),
    ("不使用CoT时Transformer只能解决AC⁰中的问题，也只能表达TC⁰中的函数。", {"AC", "TC"}, {"CoT"}),
    # near misses: a bracket after a name that no bound opens
    ("与SE(3)-Transformer和GPT-4(V)相比，FooNet的误差更低。", set(), {"SE(3)-Transformer", "FooNet"}),
])
def test_maths_notation_names_no_method(summary, absent, kept):
    found = roles(summary)
    assert not absent & set(found) and kept <= set(found)


@pytest.mark.parametrize("summary, absent, kept", [
    # people cited with a year or a venue and a year, alone or listed, wherever they stand
    ("Bhattacharya、Kiss和Saranurak（FOCS 2023）给出了估计最大匹配的算法。", {"Bhattacharya", "Kiss", "Saranurak"}, set()),
    ("作者在Kyle（1985）式的模型中引入AI交易者。", {"Kyle"}, set()),
    ("作者用Welch和Goyal（2008）的数据检验。Goyal指出预测变量不稳定。", {"Welch", "Goyal"}, set()),
    # people whose result or method the text tells
    ("Karger在二十多年前就给出了随机化算法。本文对Karger的树打包方法进行去随机化。", {"Karger"}, set()),
    ("已知的最优学习器（如Hanneke的构造和Larsen基于Bagging的方法）都较为复杂。", {"Hanneke", "Larsen"}, {"Bagging"}),
    # near misses: an algorithm named after a person, a name that a method is based on, a system's own figures
    ("配合斐波那契堆的Dijkstra算法运行时间为O(m + n log n)。", set(), {"Dijkstra"}),
    ("与基于Mamba的方法和Adam（2015）相比，Caduceus的平均准确率更高。", set(), {"Mamba", "Adam", "Caduceus"}),
    ("与Orca的迭代级调度方法相比，本文提出的FooServe吞吐更高。", set(), {"Orca", "FooServe"}),
])
def test_people_cited_are_no_methods(summary, absent, kept):
    found = roles(summary)
    assert not absent & set(found) and kept <= set(found)


@pytest.mark.parametrize("summary, kept, absent", [
    # 等人 inside another word (人工, 人类, 人群, 人形) cites no one
    ("提出InstructMix方法，在Alpaca和Dolly等人工标注的指令数据集上微调Llama-2-7B，MT-Bench得分提升0.6。", {"Alpaca"}, set()),
    ("与Canny和Sobel等人工设计的边缘检测算子相比，提出的EdgeFormer模型在BSDS500上ODS提升2.3%。", {"Canny"}, set()),
    ("在Crowd和Mall等人群计数数据集上，提出的CountFormer的MAE降低15%。", {"Crowd"}, set()),
    ("与Baxter和Sawyer等人形协作机器人相比，提出的灵巧手控制策略DexPolicy抓取成功率提升20%。", {"Baxter"}, set()),
    ("将Vaswani等人提出的Transformer与Gu等人提出的Mamba结合，提出Jamba-Lite架构。", {"Transformer", "Mamba"}, {"Vaswani", "Gu"}),
    # a year after a name that a kind word follows, or that the text names otherwise, cites the method's paper
    ("提出Thompson采样的分层变体HierTS，Thompson（1933）提出的后验采样在非平稳环境下表现较差。", {"Thompson sampling"}, set()),
    ("Kalman（1960）提出的滤波器假设线性高斯动态，本文提出可微分Kalman滤波器DKF。", {"Kalman filter"}, set()),
    ("沿用Shapley（1953）的公理化框架，提出基于Shapley值的数据估值方法FastSV。", {"Shapley"}, set()),
    ("经典的Dijkstra（1959）算法无法处理负权边，本文提出并行最短路径算法ParaSP。", {"Dijkstra"}, set()),
    ("采用Elo（1978）评分系统对聊天模型进行排名，提出新的评测平台ArenaX。", {"Elo"}, set()),
    ("Gittins（1979）指数在多臂老虎机中是最优的，本文提出近似Gittins指数算法FastGittins。", {"Gittins"}, set()),
    ("与Medusa（ICML 2024）和Eagle（ICML 2024）等推测解码方法相比，提出的HydraSpec加速比提升20%。", {"Medusa", "Eagle"}, set()),
    ("我们在Orca（2023）生成的合成数据上训练，提出ReasonDistill方法。", {"Orca"}, set()),
    # known models cited with a year
    ("与Toolformer（2023）和Reflexion（2023）相比，提出的工具学习框架ToolRefine通过率提升11%。", {"Toolformer", "Reflexion"}, set()),
    ("Galactica（2022）在科学文本上表现有限，本文提出科学大模型SciLM-7B。", {"Galactica"}, set()),
    ("相比Falcon（2023）和Mistral，提出的TinyLM平均准确率提升3.2%。", {"Falcon", "Mistral"}, set()),
    # people listed before a year stay people, whatever follows
    ("Welling和Teh（2011）提出的SGLD在大规模数据上混合较慢，本文提出SGHMC-X。", {"SGLD"}, {"Welling", "Teh"}),
    # proof assistants and provers owning a proof's tools are no people
    ("借助Lean的证明助手能力，提出自动形式化框架LeanAgent。", {"Lean"}, set()),
    ("基于Coq的证明脚本语料，提出的证明生成模型Proverbot-X成功率提升12%。", {"Coq"}, set()),
    ("利用Lean的定理库Mathlib，提出检索增强证明器ReProver-X。", {"Lean", "Mathlib"}, set()),
    ("借助Metamath的证明数据库，提出的符号推理模型MetaGPT-Proof将证明长度缩短30%。", {"Metamath"}, set()),
    ("利用Verus的证明义务生成训练样本，提出的代码验证模型AutoVerus证明成功率提升25%。", {"Verus"}, set()),
    ("与Kissat的证明检查相比，提出的并行SAT求解器ParaSAT速度提升2倍。", {"Kissat"}, set()),
    # a system whose method is compared with is no person: only a name listed after a person's citation is
    ("提出Medusa-X解码框架，与Medusa基于多头解码的方法不同，它采用树状验证。", {"Medusa"}, set()),
    ("与Sarathi基于分块预填充的方法相比，提出的服务系统DistServe-X的吞吐量提升2倍。", {"Sarathi"}, set()),
])
def test_a_name_a_citation_rule_reaches_stays_a_name(summary, kept, absent):
    found = roles(summary)
    assert kept <= set(found) and not absent & set(found)


@pytest.mark.parametrize("summary, kept, absent", [
    # capitals joined by a hyphen name a model or a theory (Chan-Vese, Takagi-Sugeno); s-t is a setting
    ("与C-V模型和GAC模型相比，提出的水平集分割方法LevelNet的Dice提升3.5。", {"C-V"}, set()),
    ("提出改进的T-S模糊模型控制器FuzzyMPC，跟踪误差降低30%。", {"T-S"}, set()),
    ("提出基于D-S证据理论的多传感器融合方法DS-Fuse。", {"D-S"}, set()),
    ("提出基于E-M算法的缺失数据插补方法EM-Impute，RMSE降低12%。", {"E-M"}, set()),
    ("提出基于s-t最小割的图像分割方法CutSeg，速度提升5倍。", {"CutSeg"}, {"s-t"}),
    # two initials joined by an ampersand alone name a genre, a stain, a server, a search or a company
    ("在R&B和Pop等音乐流派上，提出的MusicGen-X生成质量FAD降低0.8。", {"MusicGen-X"}, {"R&B"}),
    ("在H&E染色的全切片图像上，提出的病理基础模型PathFM的AUC提高0.03。", {"PathFM"}, {"H&E"}),
    ("通过分析C&C服务器通信流量，提出的僵尸网络检测方法BotGraph准确率提升9%。", {"BotGraph"}, {"C&C"}),
    ("提出基于B&B的混合整数规划求解器加速方法NeuralBB，求解时间缩短35%。", {"NeuralBB"}, {"B&B"}),
    ("在J&J和P&G等公司的财报文本上，提出的财务分析模型FinReader准确率提升5%。", {"FinReader"}, {"J&J", "P&G"}),
    ("在H&M和Amazon两个推荐数据集上，提出的FashionRec模型Recall@20提升6%。", {"H&M", "Amazon"}, set()),
    # a known name, or a name with a size word, in a mark or a function's brackets is no notation
    ("实验在BERT^{large}和GPT-2^{XL}上进行，提出的剪枝方法SparseFT准确率仅下降0.5%。", {"BERT", "GPT-2"}, set()),
    ("在max(GPT-4, Claude)的集成设置下，提出路由方法RouteLLM-X，成本降低40%。", {"GPT-4", "Claude"}, set()),
])
def test_letters_joined_or_marked_stay_names_where_they_name_one(summary, kept, absent):
    found = roles(summary)
    assert kept <= set(found) and not absent & set(found)


@pytest.mark.parametrize("summary, name", [
    # a term of theory or systems that the text calls data is a dataset
    ("在ETH和UCY行人轨迹数据集上，提出的Social-Diff模型ADE降低12%。", "ETH"),
    ("在SODA对话数据集上训练，提出的对话模型CosmoChat在人工评测中胜率提升10%。", "SODA"),
    ("在Yahoo、IOPS和NAB等时间序列异常检测数据集上，提出的AnomalyGPT-TS模型F1提升5.3。", "IOPS"),
    # and the names listed with it take the kind word that a longer description after 等 ends in
    ("在Yahoo、IOPS和NAB等时间序列异常检测数据集上，提出的AnomalyGPT-TS模型F1提升5.3。", "Yahoo"),
])
def test_a_generic_term_the_text_calls_data_is_a_dataset(summary, name):
    assert kinds(summary)[name] == "dataset"


@pytest.mark.parametrize("summary, absent, kept", [
    # complexity classes, hypotheses, proof systems, models of computation, problem settings, venues
    ("本文首次在指数时间假设（ETH）下证明了参数化不可近似性假设（PIH），此前只能在Gap-ETH下得到；"
     "其核心是参数化意义下的PCP构造，多个问题在FPT时间内无法近似。", {"ETH", "PIH", "Gap-ETH", "PCP", "FPT"}, set()),
    ("常数层自注意力与常数轮的大规模并行计算（MPC）模型可以相互模拟。", {"MPC"}, set()),
    ("作者得到了Max-k-CSP等问题几乎紧的近似因子，改进了PCPs的字母表-可靠性权衡。", {"Max-k-CSP", "PCPs"}, set()),
    ("本文研究差分隐私专家预测（DP-OPE）和差分隐私在线凸优化（DP-OCO），提出通用变换L2P。",
     {"DP-OPE", "DP-OCO"}, {"L2P"}),
    ("包括环检测、SCCs维护和s-t最短路。", {"SCCs", "s-t"}, set()),
    ("在凸Lipschitz问题上得到最佳两全（best-of-both-worlds）算法，优于FTRL。",
     {"Lipschitz", "best-of-both-worlds"}, {"FTRL"}),
    ("Bhattacharya等人（FOCS 2023）的算法接近最优。", {"FOCS 2023", "Bhattacharya"}, set()),
    # near miss: a model whose name starts with a class's letters
    ("我们使用VC-1视觉表征训练策略FooPolicy。", set(), {"VC-1", "FooPolicy"}),
])
def test_theory_classes_hypotheses_and_settings_are_no_methods(summary, absent, kept):
    found = roles(summary)
    assert not absent & set(found) and kept <= set(found)


@pytest.mark.parametrize("summary, name", [
    ("本文研究以恒定步长的梯度下降（GD）求解逻辑回归。", "GD"),
    ("单个经验风险最小化（ERM）学习器可能多出一个对数因子。", "ERM"),
    ("D-Adaptation通过估计初始点到最优解的距离来设定学习率。", "D-Adaptation"),
    # a learner is a learning algorithm
    ("本文研究或许最简单的最优学习器Majority-of-Three：把样本分成三等份，再取多数投票。", "Majority-of-Three"),
])
def test_learning_procedures_are_algorithms(summary, name):
    assert kinds(summary)[name] == "algorithm"

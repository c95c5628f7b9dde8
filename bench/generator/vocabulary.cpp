// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/generator/vocabulary.h"

namespace lectern::bench::vocabulary {

namespace {

// Word lists read better packed than one per line.
// clang-format off
constexpr QStringView Adjectives[] = {
    u"adaptive", u"robust", u"scalable", u"sparse", u"hierarchical", u"contrastive",
    u"probabilistic", u"causal", u"differentiable", u"equivariant", u"federated", u"implicit",
    u"latent", u"multimodal", u"self-supervised", u"semi-supervised", u"unsupervised",
    u"variational", u"Bayesian", u"convex", u"non-convex", u"stochastic", u"deterministic",
    u"low-rank", u"high-dimensional", u"long-horizon", u"zero-shot", u"few-shot",
    u"data-efficient", u"compute-efficient", u"memory-efficient", u"interpretable",
    u"certified", u"adversarial", u"distributional", u"geometric", u"spectral", u"temporal",
    u"spatial", u"spatio-temporal", u"graph-based", u"kernel-based", u"attention-based",
    u"diffusion-based", u"transformer-based", u"recurrent", u"autoregressive", u"generative",
    u"discriminative", u"modular", u"compositional", u"symbolic", u"neuro-symbolic",
    u"continual", u"online", u"offline", u"decentralized", u"privacy-preserving", u"fair",
    u"calibrated", u"uncertainty-aware", u"physics-informed", u"invariant", u"monotone",
    u"Lipschitz", u"quantized", u"pruned", u"distilled", u"pretrained", u"fine-grained",
    u"coarse-grained", u"multi-scale", u"multi-task", u"multi-agent", u"cooperative",
    u"hybrid", u"asynchronous", u"parallel", u"streaming", u"incremental", u"lightweight",
    u"overparameterized", u"shallow", u"deep", u"wide", u"residual", u"normalized",
    u"regularized", u"entropy-regularized", u"optimal", u"near-optimal", u"minimax",
    u"provable", u"tractable", u"linear", u"nonlinear", u"polynomial", u"logarithmic",
    u"heavy-tailed", u"sub-Gaussian", u"Markovian", u"non-stationary", u"partially observable",
    u"hyperbolic", u"Riemannian", u"Euclidean", u"topological", u"combinatorial",
    u"discrete", u"continuous", u"mixed-integer", u"permutation-invariant", u"sequential",
};

constexpr QStringView Nouns[] = {
    u"estimator", u"encoder", u"decoder", u"policy", u"critic", u"planner", u"retriever",
    u"tokenizer", u"sampler", u"optimizer", u"regularizer", u"objective", u"prior",
    u"posterior", u"kernel", u"embedding", u"representation", u"architecture", u"module",
    u"layer", u"head", u"adapter", u"prompt", u"router", u"memory", u"buffer", u"bound",
    u"guarantee", u"algorithm", u"framework", u"benchmark", u"dataset", u"metric", u"loss",
    u"gradient", u"Hessian", u"curvature", u"manifold", u"operator", u"solver", u"scheduler",
    u"controller", u"simulator", u"world model", u"value function", u"reward model",
    u"language model", u"vision transformer", u"graph neural network", u"state-space model",
    u"mixture of experts", u"normalizing flow", u"score function", u"energy function",
    u"contrastive loss", u"attention map", u"feature extractor", u"latent space",
    u"codebook", u"quantizer", u"pruning mask", u"distillation target", u"teacher model",
    u"student model", u"ensemble", u"surrogate", u"acquisition function", u"confidence set",
    u"hypothesis test", u"conformal predictor", u"calibration map", u"causal graph",
    u"structural equation", u"instrument", u"propensity score", u"counterfactual",
    u"explanation", u"saliency map", u"concept bottleneck", u"certificate", u"perturbation",
    u"defense", u"watermark", u"membership test", u"privacy budget", u"aggregation rule",
    u"communication protocol", u"client update", u"federated round", u"replay buffer",
    u"exploration bonus", u"option", u"skill library", u"trajectory", u"demonstration",
    u"preference model", u"alignment objective", u"instruction set", u"chain of thought",
    u"verifier", u"theorem prover", u"program synthesizer", u"compiler pass", u"index",
    u"hash function", u"sketch", u"coreset", u"sparsifier", u"spanner", u"partition",
    u"clustering", u"segmentation", u"point cloud", u"mesh", u"radiance field",
    u"Gaussian splat", u"depth map", u"optical flow", u"pose estimator", u"motion prior",
    u"audio codec", u"speech recognizer", u"protein design", u"molecule generator",
    u"docking score", u"weather model", u"climate emulator", u"traffic forecaster",
    u"recommendation model", u"click model", u"ranking function", u"query planner",
};

constexpr QStringView Areas[] = {
    u"image classification", u"object detection", u"semantic segmentation",
    u"machine translation", u"question answering", u"code generation", u"text summarization",
    u"speech recognition", u"music generation", u"video understanding", u"3D reconstruction",
    u"novel view synthesis", u"robot manipulation", u"autonomous driving",
    u"offline reinforcement learning", u"multi-agent reinforcement learning",
    u"imitation learning", u"continual learning", u"federated learning", u"meta-learning",
    u"domain adaptation", u"domain generalization", u"out-of-distribution detection",
    u"anomaly detection", u"time-series forecasting", u"causal discovery",
    u"causal effect estimation", u"Bayesian optimization", u"hyperparameter tuning",
    u"neural architecture search", u"model compression", u"knowledge distillation",
    u"quantization-aware training", u"private learning", u"fair classification",
    u"adversarial robustness", u"certified robustness", u"uncertainty quantification",
    u"conformal prediction", u"active learning", u"semi-supervised learning",
    u"self-supervised learning", u"contrastive learning", u"representation learning",
    u"graph learning", u"link prediction", u"node classification", u"molecular property prediction",
    u"protein structure prediction", u"drug discovery", u"materials discovery",
    u"weather forecasting", u"medical imaging", u"clinical prediction", u"recommender systems",
    u"information retrieval", u"retrieval-augmented generation", u"instruction tuning",
    u"preference optimization", u"mathematical reasoning", u"theorem proving",
    u"program synthesis", u"tabular learning", u"density estimation", u"generative modeling",
    u"image editing", u"text-to-image generation", u"text-to-speech", u"sign language recognition",
    u"stochastic optimization", u"convex optimization", u"bilevel optimization",
    u"minimax optimization", u"online learning", u"bandit problems", u"optimal transport",
    u"kernel methods", u"Gaussian processes", u"spiking neural networks", u"neuromorphic computing",
};

constexpr QStringView Objects[] = {
    u"long sequences", u"noisy labels", u"distribution shifts", u"sparse rewards",
    u"heterogeneous clients", u"missing modalities", u"rare events", u"imbalanced classes",
    u"high-resolution images", u"large vocabularies", u"unseen environments",
    u"adversarial perturbations", u"spurious correlations", u"partial observations",
    u"streaming data", u"limited supervision", u"tight memory budgets", u"strict latency constraints",
    u"small batches", u"non-IID data", u"long-tailed data", u"multilingual corpora",
    u"scientific documents", u"legal contracts", u"medical records", u"satellite images",
    u"molecular graphs", u"social networks", u"road networks", u"power grids",
    u"financial time series", u"user sessions", u"search logs", u"source code",
    u"mathematical proofs", u"human demonstrations", u"egocentric videos", u"LiDAR scans",
    u"audio recordings", u"protein sequences", u"gene expression profiles",
};

constexpr QStringView Verbs[] = {
    u"learns", u"estimates", u"approximates", u"aligns", u"decomposes", u"regularizes",
    u"calibrates", u"compresses", u"distills", u"retrieves", u"ranks", u"routes",
    u"aggregates", u"propagates", u"reweights", u"factorizes", u"quantizes", u"prunes",
    u"samples", u"denoises", u"reconstructs", u"predicts", u"explains", u"certifies",
    u"tracks", u"plans", u"simulates", u"optimizes", u"generalizes", u"transfers",
    u"captures", u"disentangles", u"models", u"encodes", u"fuses", u"balances",
};

constexpr QStringView BaseVerbs[] = {
    u"scale to", u"generalize to", u"handle", u"exploit", u"account for", u"adapt to",
    u"remain stable under", u"capture", u"represent", u"recover from", u"reason about",
    u"transfer across", u"cope with", u"benefit from", u"leverage", u"model",
};

constexpr QStringView Datasets[] = {
    u"ImageNet", u"CIFAR-10", u"CIFAR-100", u"COCO", u"ADE20K", u"Cityscapes", u"KITTI",
    u"nuScenes", u"Waymo Open", u"ScanNet", u"ShapeNet", u"LibriSpeech", u"AudioSet",
    u"GLUE", u"SuperGLUE", u"SQuAD", u"MMLU", u"GSM8K", u"MATH", u"HumanEval", u"MBPP",
    u"D4RL", u"Atari-57", u"MuJoCo", u"Meta-World", u"OGB", u"ZINC", u"QM9", u"PDBbind",
    u"MIMIC-IV", u"WILDS", u"DomainNet", u"Office-Home", u"Criteo", u"MovieLens", u"MS MARCO",
    u"BEIR", u"WikiText-103", u"The Pile", u"LAION-400M", u"Kinetics-400", u"Ego4D",
};

constexpr QStringView Metrics[] = {
    u"accuracy", u"top-1 accuracy", u"mean IoU", u"F1 score", u"BLEU", u"perplexity",
    u"word error rate", u"FID", u"return", u"success rate", u"AUROC", u"calibration error",
    u"regret", u"sample efficiency", u"throughput", u"latency", u"memory footprint",
    u"pass@1", u"exact match", u"NDCG@10", u"PSNR", u"Chamfer distance",
};

constexpr QStringView Syllables[] = {
    u"Flow", u"Rank", u"Lo", u"Ra", u"Graph", u"Former", u"Diff", u"Net", u"Mix", u"Prompt",
    u"Tok", u"Sparse", u"Quant", u"Fed", u"Meta", u"Hyper", u"Neo", u"Vis", u"Sonic",
    u"Geo", u"Bio", u"Chem", u"Mol", u"Proto", u"Cali", u"Conf", u"Rob", u"Plan", u"Act",
    u"Pix", u"Vox", u"Mesh", u"Splat", u"Wave", u"Kern", u"Spec", u"Mamba", u"Glide",
    u"Lens", u"Scope", u"Bridge", u"Fusion", u"Align", u"Distill", u"Prune", u"Route",
};

constexpr QStringView CapitalWords[] = {
    u"Adaptive", u"Sparse", u"Token", u"Routing", u"Contrastive", u"Latent", u"Diffusion",
    u"Policy", u"Optimization", u"Graph", u"Attention", u"Memory", u"Retrieval", u"Augmented",
    u"Generation", u"Calibration", u"Uncertainty", u"Estimation", u"Federated", u"Distillation",
    u"Quantization", u"Pruning", u"Alignment", u"Preference", u"Reward", u"Modeling",
    u"Transformer", u"Network", u"Kernel", u"Spectral", u"Temporal", u"Spatial", u"Mixture",
    u"Experts", u"Flow", u"Matching", u"Score", u"Energy", u"Causal", u"Inference",
    u"Representation", u"Learning", u"Planning", u"Search", u"Hierarchical", u"Consistency",
    u"Regularization", u"Robust", u"Scalable", u"Efficient", u"Neural", u"Field",
};

constexpr QStringView MathSnippets[] = {
    u"\\mathcal{O}(n \\log n)", u"\\mathcal{O}(1/\\sqrt{T})", u"\\ell_2", u"\\ell_\\infty",
    u"k", u"d \\gg n", u"\\epsilon", u"(\\epsilon, \\delta)", u"\\widetilde{\\mathcal{O}}(\\sqrt{dT})",
    u"\\lambda_{\\max}", u"\\mathbb{E}[f(x)]", u"x_t", u"\\theta^\\star", u"p(y \\mid x)",
    u"\\nabla_\\theta \\mathcal{L}", u"1 - \\delta", u"L", u"T", u"\\gamma < 1",
    u"\\mathrm{KL}(p \\,\\|\\, q)", u"W_2", u"\\sigma^2", u"H^{-1}", u"\\alpha",
};

constexpr QStringView Openings[] = {
    u"However,", u"Moreover,", u"In addition,", u"Crucially,", u"Specifically,",
    u"In particular,", u"Consequently,", u"As a result,", u"Empirically,", u"Theoretically,",
    u"Surprisingly,", u"Notably,", u"To this end,", u"Building on this insight,",
    u"Unlike prior work,", u"In contrast,", u"Furthermore,", u"Concretely,",
};

constexpr QStringView Prepositions[] = {
    u"for", u"under", u"with", u"across", u"without", u"beyond", u"via", u"through",
};

constexpr QStringView People[] = {
    u"Poincaré", u"Łojasiewicz", u"Erdős", u"Rényi", u"Kullback", u"Gödel", u"Schrödinger",
    u"Fréchet", u"Lévy", u"Cramér", u"Wasserstein", u"Nyström", u"Sinkhorn", u"Müller",
};

// clang-format on

} // namespace

std::span<const QStringView> adjectives()
{
    return Adjectives;
}
std::span<const QStringView> nouns()
{
    return Nouns;
}
std::span<const QStringView> areas()
{
    return Areas;
}
std::span<const QStringView> objects()
{
    return Objects;
}
std::span<const QStringView> verbs()
{
    return Verbs;
}
std::span<const QStringView> baseVerbs()
{
    return BaseVerbs;
}
std::span<const QStringView> datasets()
{
    return Datasets;
}
std::span<const QStringView> metrics()
{
    return Metrics;
}
std::span<const QStringView> syllables()
{
    return Syllables;
}
std::span<const QStringView> capitalWords()
{
    return CapitalWords;
}
std::span<const QStringView> mathSnippets()
{
    return MathSnippets;
}
std::span<const QStringView> openings()
{
    return Openings;
}
std::span<const QStringView> prepositions()
{
    return Prepositions;
}
std::span<const QStringView> people()
{
    return People;
}

} // namespace lectern::bench::vocabulary

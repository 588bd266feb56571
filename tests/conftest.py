"""Shared fixtures: the seed listing and its graph, built once per session."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds" / "icml-2026.txt"


@pytest.fixture(autouse=True)
def own_extraction_cache(tmp_path_factory, monkeypatch, request):
    """Each test its own extraction cache (kg.cache), empty at its start: none
    reads what another test's build left, and none writes to the user's."""
    folder = tmp_path_factory.getbasetemp() / "kg-cache" / str(abs(hash(request.node.nodeid)))
    monkeypatch.setenv("KG_CACHE_DIR", str(folder))


@pytest.fixture(scope="session")
def seed_path() -> Path:
    return SEED


@pytest.fixture(scope="session")
def seed_build():
    """The whole pipeline run on the seed (kg.api.run): graph, corpus, listings."""
    from kg.api import run

    return run([SEED])


@pytest.fixture(scope="session")
def seed_graph(seed_build):
    return seed_build.graph

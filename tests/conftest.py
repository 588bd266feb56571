"""Shared fixtures: the seed listing and its graph, built once per session."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds" / "icml-2026.txt"


@pytest.fixture(scope="session", autouse=True)
def session_extraction_cache(tmp_path_factory):
    """An extraction cache (kg.cache) for the session's and modules' fixtures, which
    are set up before any test's own: none writes to the user's cache."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("KG_CACHE_DIR", str(tmp_path_factory.mktemp("kg-cache-session")))
        yield


@pytest.fixture(autouse=True)
def own_extraction_cache(tmp_path_factory, monkeypatch):
    """Each test its own extraction cache, empty at its start: none reads what
    another test's build left (subprocesses inherit it with the environment)."""
    monkeypatch.setenv("KG_CACHE_DIR", str(tmp_path_factory.mktemp("kg-cache")))


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

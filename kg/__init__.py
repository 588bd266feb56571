"""paper-kg: a knowledge graph of papers, people, organizations and methods.

>>> import kg
>>> graph = kg.build(["seeds/"])          # doctest: +SKIP
>>> listing = kg.read_listing("seeds/icml-2026.txt")  # doctest: +SKIP
"""

from .api import build, read_listing

__all__ = ["build", "read_listing"]
__version__ = "0.1.0"

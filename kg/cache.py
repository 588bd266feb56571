"""cache: listings read and their facts extracted, kept on disk for the next build.

Reading and extracting are most of a build (at 100k papers, 33 of its 76 s) and
depend on nothing but a listing file's bytes, its name and this code: a store
that ``kg load`` grows one venue at a time resolves every listing it holds
again, and a build rerun after an alias edit reads the same files again. The
cache keeps each listing's :class:`~kg.records.Listing` and
:class:`~kg.entities.PaperFacts` under a key of those three, so that only new
or changed files are read and extracted.

The key's part for the code is a fingerprint of the installed package (every
file of ``kg``, its data included) and of the libraries extraction runs on:
any change to them starts a new cache, and the old one's entries go once
unused for a week. Entries are pickles, in a folder of the user's own
(``KG_CACHE_DIR``, else ``$XDG_CACHE_HOME/paper-kg``, else
``~/.cache/paper-kg``), written to a temporary file and renamed into place: a build killed while writing leaves
no entry, and an entry that cannot be read is a miss (and is removed). The
least recently used entries go when the cache outgrows ``max_bytes``.
Pickles run code when read, as Python's own caches do: the folder is made
for its user alone (mode 0700), and a cache from elsewhere must not be used.

>>> import tempfile
>>> from kg.records import ListingFile
>>> cache = ExtractionCache(tempfile.mkdtemp())
>>> file = ListingFile("a.txt", b"ICML 2026\\n\\nA Title\\n")
>>> cache.get(file) is None
True
>>> cache.put(file, "listing", ["facts"]); cache.get(file)
('listing', ['facts'])
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
import time
import zlib
from contextlib import suppress
from functools import lru_cache
from importlib import metadata
from pathlib import Path

from .entities import PaperFacts
from .records import Listing, ListingFile

#: Environment variable naming the cache folder.
CACHE_ENV = "KG_CACHE_DIR"
#: Default size limit: ~20 million papers' facts compressed (about 0.5 KB a paper).
MAX_BYTES = 10 * 2**30
#: Libraries whose version changes what is read or extracted.
LIBRARIES = ("spacy", "jieba", "pycountry")
ENTRY_SUFFIX, PART_SUFFIX = ".pickle.z", ".part"
HOUR, WEEK = 3600, 7 * 24 * 3600


def default_folder() -> Path:
    """``KG_CACHE_DIR``, else ``$XDG_CACHE_HOME/paper-kg``, else ``~/.cache/paper-kg``."""
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "paper-kg"


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """A hash of the package's files and the versions extraction depends on.

    >>> len(code_fingerprint())
    16
    """
    digest = hashlib.sha256(sys.version.encode())
    for library in LIBRARIES:
        digest.update(f"{library}={metadata.version(library)}".encode())
    package = Path(__file__).resolve().parent
    for path in sorted(p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


class ExtractionCache:
    """Listings read and extracted, by file content and name (see the module's text).

    ``folder`` holds one subfolder of entries per code fingerprint.
    """

    def __init__(self, folder: str | os.PathLike[str] | None = None, *, max_bytes: int = MAX_BYTES) -> None:
        self.root = Path(folder) if folder is not None else default_folder()
        self.folder = self.root / code_fingerprint()
        self.max_bytes = max_bytes

    def get(self, file: ListingFile) -> tuple[Listing, list[PaperFacts]] | None:
        """The listing and facts kept for ``file``, or None."""
        entry = self._entry(file)
        try:
            data = entry.read_bytes()
            os.utime(entry)  # recently used: evicted last
        except OSError:  # none, or a cache that cannot be read: a miss
            return None
        try:
            return pickle.loads(zlib.decompress(data))
        except Exception:  # a damaged entry (a full disk, a pickle of other code) is a miss
            with suppress(OSError):
                entry.unlink()
            return None

    def put(self, file: ListingFile, listing: Listing, facts: list[PaperFacts]) -> None:
        """Keep ``file``'s listing and facts. A cache that cannot be written is
        no error: the build goes on without it."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            data = zlib.compress(pickle.dumps((listing, facts), protocol=pickle.HIGHEST_PROTOCOL), 1)
            with tempfile.NamedTemporaryFile(dir=self.folder, suffix=PART_SUFFIX, delete=False) as out:
                out.write(data)
            os.replace(out.name, self._entry(file))
            self._tidy()
        except OSError:
            pass

    def _entry(self, file: ListingFile) -> Path:
        key = hashlib.sha256(file.path.encode() + b"\0" + file.data).hexdigest()
        return self.folder / (key + ENTRY_SUFFIX)

    def _tidy(self) -> None:
        """Remove what will not be read again: the temporary files of builds killed
        while writing (an hour old: no longer being written), the entries of other
        code unused for a week (two versions in use share the cache meanwhile),
        then the least recently used entries beyond ``max_bytes`` (the newest
        stays, whatever its size)."""
        now, kept = time.time(), []
        for path in self.root.glob("*/*"):
            with suppress(OSError):
                stat = path.stat()
                idle = now - stat.st_mtime
                if (path.name.endswith(PART_SUFFIX) and idle > HOUR) or (path.parent != self.folder and idle > WEEK):
                    path.unlink()
                elif path.name.endswith(ENTRY_SUFFIX):
                    kept.append((stat.st_mtime, stat.st_size, path))
        kept.sort()
        total = sum(size for _, size, _ in kept)
        for _, size, path in kept[:-1]:
            if total <= self.max_bytes:
                break
            with suppress(OSError):
                path.unlink()
            total -= size
        for folder in self.root.iterdir():
            if folder != self.folder:
                with suppress(OSError):
                    folder.rmdir()  # only when empty

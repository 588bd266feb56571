"""cache: listings read and their facts extracted, kept on disk for the next build.

Reading and extracting are most of a build (at 100k papers, 33 of its 76 s) and
depend on nothing but a listing file's bytes, its name and this code: a store
that ``kg load`` grows one venue at a time resolves every listing it holds
again, and a build rerun after an alias edit reads the same files again. The
cache keeps each listing's :class:`~kg.records.Listing` and
:class:`~kg.entities.PaperFacts` under a key of those three, so that only new
or changed files are read and extracted.

The key's part for the code is a fingerprint of the installed package (its
version and every file of ``kg``, its data included) and of the libraries
extraction runs on: any change to them starts a new set of entries, and the
old one's go once unused for a week. Entries are pickles, in
``listings-<fingerprint>`` folders of ``KG_CACHE_DIR``, else
``$XDG_CACHE_HOME/paper-kg``, else ``~/.cache/paper-kg``; each is written to a
temporary file and renamed into place: a build killed while writing leaves
no entry, and an entry that cannot be read is a miss (and is removed). The
least recently used entries go when the cache outgrows ``max_bytes``; the
cache never touches a file it did not name, and deleting it is always safe.

Pickles run code when read: the cache is used only in a folder of the user's
own that no one else may write to (mode 0700); otherwise it is not used.

>>> import tempfile
>>> from kg.records import ListingFile
>>> with tempfile.TemporaryDirectory() as folder:
...     cache = ExtractionCache(folder)
...     file = ListingFile("a.txt", b"ICML 2026\\n\\nA Title\\n")
...     print(cache.get(file))
...     cache.put(file, "listing", ["facts"])
...     print(cache.get(file))
None
('listing', ['facts'])
"""

from __future__ import annotations

import hashlib
import os
import pickle
import re
import stat
import sys
import tempfile
import time
import zlib
from contextlib import suppress
from functools import cached_property, lru_cache
from importlib import metadata
from pathlib import Path

from .entities import PaperFacts
from .records import Listing, ListingFile

#: Environment variable naming the cache folder.
CACHE_ENV = "KG_CACHE_DIR"
#: Default size limit: about 4 million papers' facts (0.5 KB a paper at scale, 1 KB in small listings).
MAX_BYTES = 2 * 2**30
#: The distribution and the libraries whose versions change what is read or extracted.
VERSIONED = ("paper-kg", "spacy", "jieba", "pycountry")
ENTRY_SUFFIX, PART_SUFFIX = ".pickle.z", ".part"
#: The cache's own folders, one per code fingerprint: nothing else is ever tidied away.
ENTRY_FOLDER = re.compile(r"listings-[0-9a-f]{16}")
HOUR, WEEK = 3600, 7 * 24 * 3600


def default_folder() -> Path | None:
    """``KG_CACHE_DIR``, else ``$XDG_CACHE_HOME/paper-kg``, else ``~/.cache/paper-kg``
    (None when there is no home folder to put it in)."""
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    if os.environ.get("XDG_CACHE_HOME"):
        return Path(os.environ["XDG_CACHE_HOME"]) / "paper-kg"
    try:
        return Path.home() / ".cache" / "paper-kg"
    except RuntimeError:  # no HOME and no passwd entry (some containers)
        return None


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """A hash of the package's version and files and of the versions extraction depends on.

    >>> len(code_fingerprint())
    16
    """
    digest = hashlib.sha256(sys.version.encode())
    for name in VERSIONED:
        digest.update(f"{name}={metadata.version(name)}".encode())
    package = Path(__file__).resolve().parent
    for path in sorted(p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


class ExtractionCache:
    """Listings read and extracted, by file content and name (see the module's text).

    ``folder`` holds a ``listings-<fingerprint>`` folder of entries per code
    fingerprint. Call :meth:`tidy` after a run's :meth:`put` calls.
    """

    def __init__(self, folder: str | os.PathLike[str] | None = None, *, max_bytes: int = MAX_BYTES) -> None:
        root = Path(folder) if folder is not None else default_folder()
        self.root = root
        self.folder = root / f"listings-{code_fingerprint()}" if root is not None else None
        self.max_bytes = max_bytes

    def get(self, file: ListingFile) -> tuple[Listing, list[PaperFacts]] | None:
        """The listing and facts kept for ``file``, or None."""
        if not self._usable:
            return None
        entry = self._entry(file)
        try:
            data = entry.read_bytes()
        except OSError:  # none, or a cache that cannot be read: a miss
            return None
        with suppress(OSError):
            os.utime(entry)  # recently used: evicted last
        try:
            return pickle.loads(zlib.decompress(data))
        except Exception:  # a damaged entry (a full disk, a pickle of other code) is a miss
            with suppress(OSError):
                entry.unlink()
            return None

    def put(self, file: ListingFile, listing: Listing, facts: list[PaperFacts]) -> None:
        """Keep ``file``'s listing and facts. A cache that cannot be written is
        no error: the build goes on without it."""
        if not self._usable:
            return
        try:
            data = zlib.compress(pickle.dumps((listing, facts), protocol=pickle.HIGHEST_PROTOCOL), 1)
            with tempfile.NamedTemporaryFile(dir=self.folder, suffix=PART_SUFFIX, delete=False) as out:
                out.write(data)
            os.replace(out.name, self._entry(file))
        except OSError:
            pass

    def tidy(self) -> None:
        """Remove what will not be read again: the temporary files of builds killed
        while writing (an hour old: no longer being written), the entries of other
        code unused for a week (two versions in use share the cache meanwhile),
        then the least recently used entries beyond ``max_bytes`` (the newest
        stays, whatever its size). Only the cache's own folders and files are
        looked at, whatever else the folder holds."""
        if not self._usable:
            return
        now, kept = time.time(), []
        for path in self._own_files():
            with suppress(OSError):
                status = path.stat()
                idle = now - status.st_mtime
                if (path.name.endswith(PART_SUFFIX) and idle > HOUR) or (path.parent != self.folder and idle > WEEK):
                    path.unlink()
                elif path.name.endswith(ENTRY_SUFFIX):
                    kept.append((status.st_mtime, status.st_size, path))
        kept.sort()
        total = sum(size for _, size, _ in kept)
        for _, size, path in kept[:-1]:
            if total <= self.max_bytes:
                break
            with suppress(OSError):
                path.unlink()
            total -= size
        for folder in self.root.iterdir():
            if folder != self.folder and ENTRY_FOLDER.fullmatch(folder.name):
                with suppress(OSError):
                    folder.rmdir()  # only when empty

    def _own_files(self) -> list[Path]:
        folders = [f for f in self.root.iterdir() if f.is_dir() and ENTRY_FOLDER.fullmatch(f.name)]
        return [p for f in folders for p in f.iterdir() if p.name.endswith((ENTRY_SUFFIX, PART_SUFFIX))]

    @cached_property
    def _usable(self) -> bool:
        """Whether the entry folder exists (made if need be) and is the user's
        alone: a pickle someone else could write is never read."""
        if self.folder is None:
            return False
        try:
            self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            status = self.folder.stat()
        except OSError:
            return False
        if not hasattr(os, "getuid"):  # not POSIX: the folder is under the user's profile
            return True
        return status.st_uid == os.getuid() and not stat.S_IMODE(status.st_mode) & 0o077

    def _entry(self, file: ListingFile) -> Path:
        key = hashlib.sha256(file.path.encode() + b"\0" + file.data).hexdigest()
        return self.folder / (key + ENTRY_SUFFIX)

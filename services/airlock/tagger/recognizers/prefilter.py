"""One pass over the text tells which recognizer regexes can possibly match (Hyperscan, prefilter mode).

A 1 KB note is scanned by about 150 Python regexes; most of them find nothing in a given note, yet each
walks the whole text. Hyperscan compiles all of them into one automaton and scans the note once, in C, to
report which ones *may* match. Only those are then run with Python's ``re``, which stays the single source
of truth for offsets, groups and semantics.

Why this never loses a match:
- ``HS_FLAG_PREFILTER`` makes Hyperscan match a superset of the pattern (constructs it cannot do exactly,
  such as lookarounds and back-references, are widened, never narrowed);
- Python syntax that PCRE reads differently is rewritten before compiling (``\\uXXXX``, ``{,n}``, ``[:``
  in a class), large bounded repeats are widened to unbounded ones (a superset again), and a pattern
  Hyperscan refuses is simply not filtered (always run);
- the text is scanned as UTF-8 with Unicode properties (``\\w``, ``\\d``, ``\\s`` as in Python's ``str``
  patterns), unless the pattern is ``re.ASCII``;
- a text that is not valid UTF-8 (lone surrogates) or any scan error disables the filter for that text.

``tests/unit/tagger/test_prefilter.py`` checks, over generated documents and random fragments, that
detection with and without the filter is identical. Set ``AIRLOCK_TAGGER_PREFILTER=0`` to switch it off.
Without the ``hyperscan`` package (or on a CPU it does not support) every regex simply runs.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
import time
from collections.abc import Iterable
from pathlib import Path

from airlock.tagger.lexicons import cache_dir

try:  # optional at runtime: without it detection is identical, only slower
    import hyperscan as _hs
except ImportError:  # pragma: no cover - exercised only where the wheel is missing
    _hs = None

_U4 = re.compile(r"\\u([0-9a-fA-F]{4})")
_U8 = re.compile(r"\\U([0-9a-fA-F]{8})")
_QUANT = re.compile(r"\{(\d*),(\d*)\}")
# bounded repeats above this are widened to unbounded ones: a superset, and far cheaper for Hyperscan to
# compile (``[\w.]{0,63}`` under Unicode properties otherwise costs tens of seconds)
_WIDEN_ABOVE = 4


def to_pcre(pattern: str) -> str:
    """Python regex syntax -> the PCRE dialect Hyperscan parses, widened where that is cheaper.

    Walks the pattern once, tracking escapes and character classes, so that only real quantifiers are
    rewritten: ``{,n}`` (Python: 0 to n; PCRE: a literal) becomes ``{0,}`` and ``{m,n}`` with n above
    ``_WIDEN_ABOVE`` becomes ``{m,}``; ``\\uXXXX``/``\\UXXXXXXXX`` become ``\\x{...}``.
    """
    out: list[str] = []
    i, n = 0, len(pattern)
    in_class = False
    while i < n:
        c = pattern[i]
        if c == "\\":
            esc = pattern[i : i + 2]
            if esc in ("\\u", "\\U"):
                m = (_U4 if esc == "\\u" else _U8).match(pattern, i)
                if m:
                    out.append("\\x{" + (m.group(1).lstrip("0") or "0") + "}")
                    i = m.end()
                    continue
            out.append(esc)
            i += 2
            continue
        if in_class:
            if c == "]":
                in_class = False
            elif c == "[" and pattern.startswith("[:", i):
                out.append("\\[")  # Python reads "[:" in a class literally; PCRE as a POSIX class
                i += 1
                continue
            out.append(c)
            i += 1
            continue
        if c == "[":
            in_class = True
            j = i + 1
            if pattern.startswith("^", j):
                j += 1
            if pattern.startswith("]", j):  # a leading "]" is a literal member
                j += 1
            out.append(pattern[i:j])
            i = j
            continue
        if c == "{":
            m = _QUANT.match(pattern, i)
            if m:
                lo, hi = m.group(1) or "0", m.group(2)
                if not hi or int(hi) > _WIDEN_ABOVE:
                    out.append("{" + lo + ",}")
                else:
                    out.append("{" + lo + "," + hi + "}")
                i = m.end()
                continue
        out.append(c)
        i += 1
    return "".join(out)


def enabled() -> bool:
    return _hs is not None and os.environ.get("AIRLOCK_TAGGER_PREFILTER", "1") not in ("0", "false", "no")


# Characters that Python's re (IGNORECASE) matches as ASCII letters through its simple lower-case mapping or
# its extra case table (re._casefix): dotted capital I, dotless i, Kelvin sign, long s. Derived, not guessed:
# tests/unit/tagger/test_prefilter.py recomputes the set from the interpreter.
_SRE_CASE_FOLDS = {"\u0130": "i", "\u0131": "i", "\u212a": "k", "\u017f": "s"}
_SRE_CASE_TABLE = str.maketrans(_SRE_CASE_FOLDS)
_CHUNK = 16  # patterns per database: compile time grows faster than linearly with database size
_MEMO: dict[str, object] = {}  # chunk digest -> compiled database (one compile per process)
_MEMO_LOCK = threading.Lock()
# databases kept on disk, most recently used first (written or loaded: a load touches the file). One detector
# is about a dozen files of ~1.3 MB; this leaves room for a few regex versions (worktrees, tenants) side by side
# without each new version adding to a pile that nothing else ever removes
_KEEP_ON_DISK = 64
_STALE_TMP_S = 3600.0  # a temporary file this old was left by a write that died (a write takes milliseconds)


class Prefilter:
    """The regexes of one detector compiled into a few Hyperscan databases.

    ``covered`` are the regexes the databases answer for; ``hits(text)`` returns those among them that may
    match ``text`` (``None`` when the filter cannot answer, meaning: run everything); ``misses(text)`` the
    ``id()`` of those that cannot (what :class:`~airlock.tagger.recognizers.base.Doc` looks up: hashing a
    compiled pattern hashes its whole program, about 1 µs each, an ``int`` costs nothing). Databases are compiled
    once per process and cached on disk (``$AIRLOCK_CACHE_DIR/tagger/prefilter-*.hsdb``, keyed by the
    Hyperscan version and the exact expressions), since compiling takes seconds and loading milliseconds;
    writing one prunes the cache to the ``_KEEP_ON_DISK`` most recently used (see :func:`_prune`).
    """

    def __init__(self, regexes: Iterable[re.Pattern[str]]) -> None:
        self._dbs: list[tuple[object, list[re.Pattern[str]]]] = []
        self._local = threading.local()  # Hyperscan scratch space is per scanning thread
        self.refused: list[re.Pattern[str]] = []
        self.covered: frozenset[re.Pattern[str]] = frozenset()
        self._covered_ids: frozenset[int] = frozenset()  # id() of the covered patterns, which self._dbs keeps alive
        if not enabled():
            return
        items = [(rx, *self._expression(rx)) for rx in dict.fromkeys(regexes) if isinstance(rx.pattern, str)]
        for i in range(0, len(items), _CHUNK):
            self._add(items[i : i + _CHUNK])
        self.covered = frozenset(rx for _, rxs in self._dbs for rx in rxs)
        self._covered_ids = frozenset(id(rx) for _, rxs in self._dbs for rx in rxs)

    def _add(self, items: list[tuple[re.Pattern[str], bytes, int]]) -> None:
        db = _database([e for _, e, _ in items], [f for _, _, f in items])
        if db is not None:
            self._dbs.append((db, [rx for rx, _, _ in items]))
        elif len(items) == 1:
            self.refused.append(items[0][0])  # Hyperscan cannot take it: it always runs
        else:  # find the refused pattern(s) by halving
            half = len(items) // 2
            self._add(items[:half])
            self._add(items[half:])

    @property
    def databases(self) -> int:
        return len(self._dbs)

    @staticmethod
    def _expression(rx: re.Pattern[str]) -> tuple[bytes, int]:
        fl = _hs.HS_FLAG_PREFILTER | _hs.HS_FLAG_SINGLEMATCH | _hs.HS_FLAG_ALLOWEMPTY | _hs.HS_FLAG_UTF8
        if not rx.flags & re.ASCII:
            fl |= _hs.HS_FLAG_UCP
        if rx.flags & re.IGNORECASE:
            fl |= _hs.HS_FLAG_CASELESS
        if rx.flags & re.MULTILINE:
            fl |= _hs.HS_FLAG_MULTILINE
        if rx.flags & re.DOTALL:
            fl |= _hs.HS_FLAG_DOTALL
        expr = to_pcre(rx.pattern)
        if rx.flags & re.VERBOSE:
            expr = "(?x)" + expr
        return expr.encode("utf-8"), fl

    def hits(self, text: str) -> frozenset[re.Pattern[str]] | None:
        found = self._scan(text)
        return None if found is None else frozenset(found)

    def misses(self, text: str) -> frozenset[int]:
        """``id()`` of the covered regexes that cannot match ``text`` (none when the filter cannot answer)."""
        found = self._scan(text)
        return frozenset() if found is None else self._covered_ids.difference(map(id, found))

    def _scan(self, text: str) -> list[re.Pattern[str]] | None:
        """The covered regexes that may match ``text`` (``None``: the filter cannot answer, run everything)."""
        if not self._dbs:
            return None
        try:
            data = [text.encode("utf-8")]
        except UnicodeEncodeError:  # lone surrogates: not valid UTF-8, do not let Hyperscan guess
            return None
        if any(c in text for c in _SRE_CASE_FOLDS):
            # Python's case-insensitive matching also equates these with ASCII letters; Hyperscan does not
            # (all of them): scan a copy with them replaced too, and take the union
            data.append(text.translate(_SRE_CASE_TABLE).encode("utf-8"))
        found: list[re.Pattern[str]] = []
        try:
            scratches = getattr(self._local, "scratches", None)
            if scratches is None:
                scratches = self._local.scratches = [_hs.Scratch(db) for db, _ in self._dbs]
            for (db, rxs), scratch in zip(self._dbs, scratches, strict=True):
                def on_match(pid: int, start: int, end: int, flags: int, ctx: object, rxs=rxs) -> None:
                    found.append(rxs[pid])

                for block in data:
                    db.scan(block, match_event_handler=on_match, scratch=scratch)
        except Exception:  # noqa: BLE001 - a scan error must not cost a match: run everything
            return None
        return found


def _database(exprs: list[bytes], flags: list[int]) -> object | None:
    """A compiled block-mode database for these expressions, or ``None`` if Hyperscan refuses them."""
    h = hashlib.sha256(f"hyperscan={_hs.__version__};chunk".encode())
    for e, f in zip(exprs, flags, strict=True):
        h.update(len(e).to_bytes(4, "big") + e + f.to_bytes(4, "big"))
    digest = h.hexdigest()[:24]
    with _MEMO_LOCK:
        if digest in _MEMO:
            return _MEMO[digest]
        path = cache_dir() / f"prefilter-{digest}.hsdb"
        db = None
        try:
            db = _hs.loadb(path.read_bytes(), _hs.HS_MODE_BLOCK)
        except Exception:  # noqa: BLE001 - missing or unreadable cache: compile
            db = None
        if db is not None:
            try:
                os.utime(path)  # used now: the mtime is what _prune keeps the most recent by
            except OSError:
                pass  # read-only cache: it is not pruned from here either
        if db is None:
            try:
                db = _hs.Database(mode=_hs.HS_MODE_BLOCK)
                db.compile(expressions=exprs, ids=list(range(len(exprs))), elements=len(exprs), flags=flags)
            except Exception:  # noqa: BLE001 - refused (unsupported construct, too large)
                db = None
            if db is not None:
                tmp = path.with_suffix(f".tmp{os.getpid()}")
                try:
                    path.parent.mkdir(parents=True, exist_ok=True)
                    tmp.write_bytes(_hs.dumpb(db))
                    tmp.replace(path)  # atomic: a concurrent reader sees the old file or the whole new one
                except OSError:  # read-only home or full disk: keep the in-memory copy
                    try:
                        tmp.unlink(missing_ok=True)  # not a half-written file
                    except OSError:
                        pass
                else:
                    _prune(path.parent, {*_MEMO, digest})
        _MEMO[digest] = db
        return db


def _prune(directory: Path, current: set[str]) -> None:
    """Delete the databases in ``directory`` beyond the ``_KEEP_ON_DISK`` most recently used (by mtime), except
    those of ``current`` (digests this process uses), and temporary files older than ``_STALE_TMP_S``.

    Run after each write, i.e. only when something was compiled (seconds), so listing the directory costs
    nothing noticeable. Other processes may share the directory: a file that vanishes or cannot be deleted is
    skipped; one they are reading stays readable (POSIX unlink; where deleting an open file fails, it is
    skipped); a database deleted that another process wants later only costs it a compile.
    """
    dbs: list[tuple[float, str, str]] = []  # (mtime, digest, path)
    stale: list[str] = []
    now = time.time()
    try:
        with os.scandir(directory) as entries:
            for entry in entries:
                name = entry.name
                if not name.startswith("prefilter-"):
                    continue  # the lexicons and anything else in the directory are not ours
                try:
                    mtime = entry.stat().st_mtime
                except OSError:  # deleted meanwhile
                    continue
                stem, _, suffix = name[len("prefilter-") :].rpartition(".")
                if suffix == "hsdb":
                    dbs.append((mtime, stem, entry.path))
                elif suffix.startswith("tmp") and now - mtime > _STALE_TMP_S:
                    stale.append(entry.path)
    except OSError:
        return
    dbs.sort(reverse=True)
    old = [p for _, digest, p in dbs[_KEEP_ON_DISK:] if digest not in current]
    for p in stale + old:
        try:
            os.unlink(p)
        except OSError:  # FileNotFoundError: another process pruned it; PermissionError: not ours to delete
            pass

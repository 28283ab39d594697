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

The scan also says *where* a regex may match: for a regex whose matches are never empty and at most
``W`` characters long, every end offset Hyperscan reports is kept, and :class:`Windows` searches with ``re``
only from ``W`` characters before the first reported end instead of from the start of the text (see
:func:`_windowed` for why this finds exactly what ``finditer`` finds).

``tests/unit/tagger/test_prefilter.py`` checks, over generated documents and random fragments, that
detection with and without the filter is identical, and windowed matching identical to ``finditer``. Set ``AIRLOCK_TAGGER_PREFILTER=0`` to switch it off.
Without the ``hyperscan`` package (or on a CPU it does not support) every regex simply runs.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
import time
from bisect import bisect_right
from collections.abc import Iterable, Iterator
from pathlib import Path

from airlock.tagger.lexicons import cache_dir

try:  # optional at runtime: without it detection is identical, only slower
    import hyperscan as _hs
except ImportError:  # pragma: no cover - exercised only where the wheel is missing
    _hs = None

try:  # the width analysis of Python's own regex parser (private, hence guarded: without it nothing is windowed)
    from re import _compiler as _sre_compile
    from re import _parser as _sre_parse
except ImportError:  # pragma: no cover - Python < 3.11
    _sre_parse = _sre_compile = None

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


# reported ends whose windows start at most this many characters after the previous end are searched in one go
# (one search call costs about as much as trying a regex at a few dozen positions)
_CLUSTER_GAP = 32
# a regex whose matches may be longer than this is not windowed (the window would be most of any text anyway)
_MAX_WINDOW = 1 << 16
# runs of non-ASCII characters of one UTF-8 length (2, 3, 4 bytes; lone surrogates never get this far)
_NON_ASCII_RUN = re.compile("[\x80-\u07ff]+|[\u0800-\uffff]+|[\U00010000-\U0010ffff]+")


def window_width(rx: re.Pattern[str]) -> int | None:
    """The most characters one match of ``rx`` can span, when every match is non-empty and that is bounded.

    From ``re``'s own parser (``getwidth``: lookarounds and anchors count 0, a repeat its bound times its
    body); ``None`` for a regex that can match the empty string or has an unbounded repeat.
    """
    if _sre_parse is None:
        return None
    try:
        lo, hi = _sre_parse.parse(rx.pattern, rx.flags).getwidth()
    except Exception:  # noqa: BLE001 - cannot tell: not windowed
        return None
    return hi if 0 < lo <= hi <= _MAX_WINDOW else None


# characters beyond the last one a match attempt consumes or peeks at through a lookahead that it may still
# read: ``$`` (without MULTILINE) looks at one newline and then the end, ``\b`` at one character
_PEEK = 2


def read_ahead(rx: re.Pattern[str]) -> int | None:
    """How far past its start position one match attempt of ``rx`` can read the text, or ``None`` if unbounded.

    A bound on the characters consumed plus those looked at by lookaheads: each lookahead's body is counted as
    if consumed (its reads start no later than where it stands), lookbehinds read only before the position
    they stand at, and a back-reference reads at most what its group can span. So searching with
    ``endpos = p + read_ahead`` decides every attempt at or before ``p`` exactly as on the whole text.
    """
    if _sre_parse is None:
        return None
    try:
        reach = _reach(_sre_parse.parse(rx.pattern, rx.flags), {})
    except Exception:  # noqa: BLE001 - cannot tell: unbounded
        return None
    return None if reach is None or reach > _MAX_WINDOW else reach + _PEEK


_ONE_CHAR = frozenset({"LITERAL", "NOT_LITERAL", "ANY", "IN"})
_REPEATS = frozenset({"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"})


def relaxed(rx: re.Pattern[str]) -> tuple[re.Pattern[str], int] | None:
    """``rx`` without its lookaheads and the :func:`read_ahead` of that, when it has some and that is bounded
    (``None`` when it has none, or back-references).

    Every position where ``rx`` matches, the relaxed regex matches too (it takes the same path, with fewer
    conditions), so it can find the candidate starts of ``rx`` with a bounded search even where a lookahead of
    ``rx`` reads on without bound (``(?=[^\\n]*:)``); each candidate is then tried with ``rx`` itself. Back-
    references are excluded because one to a group inside a dropped lookahead would fail instead of widening.
    Built from ``re``'s parse tree, so nothing is re-parsed from text.
    """
    if _sre_parse is None or _sre_compile is None:
        return None
    try:
        tree = _sre_parse.parse(rx.pattern, rx.flags)
        if not _drop_lookaheads(tree):
            return None
        reach = _reach(tree, {})
        if reach is None or reach > _MAX_WINDOW:
            return None
        return _sre_compile.compile(tree, rx.flags), reach + _PEEK
    except _NotRelaxable:
        return None
    except Exception:  # noqa: BLE001 - a tree the compiler does not take back: not relaxed
        return None


class _NotRelaxable(Exception):
    pass


def _drop_lookaheads(sub: object) -> bool:
    """Removes the lookaheads from a parsed (sub)pattern in place, those inside lookbehinds too (zero-width:
    the lookbehind keeps its width and only gets weaker); ``True`` if there were any. Raises
    :class:`_NotRelaxable` on a back-reference, wherever it stands."""
    dropped = False
    kept = []
    for op, av in sub.data:  # type: ignore[attr-defined]
        name = str(op)
        if name in ("GROUPREF", "GROUPREF_EXISTS"):
            raise _NotRelaxable
        if name in ("ASSERT", "ASSERT_NOT"):
            if av[0] == 1:
                dropped = True
                continue
            dropped |= _drop_lookaheads(av[1])
        elif name == "SUBPATTERN":
            dropped |= _drop_lookaheads(av[3])
        elif name == "ATOMIC_GROUP":
            dropped |= _drop_lookaheads(av)
        elif name == "BRANCH":
            for branch in av[1]:
                dropped |= _drop_lookaheads(branch)
        elif name in _REPEATS:
            dropped |= _drop_lookaheads(av[2])
        kept.append((op, av))
    sub.data[:] = kept  # type: ignore[attr-defined]
    sub.width = None  # type: ignore[attr-defined]  # getwidth() caches: recomputed for what is left
    return dropped


def _reach(items: Iterable[tuple[object, object]], groups: dict[int, int]) -> int | None:
    """:func:`read_ahead` of a parsed (sub)pattern without the peek; ``groups``: group number -> its reach."""
    total = 0
    for op, av in items:
        name = str(op)
        if name in _ONE_CHAR:
            step: int | None = 1
        elif name == "AT":
            step = 0
        elif name == "SUBPATTERN":
            group, _, _, body = av  # type: ignore[misc]
            step = _reach(body, groups)
            if group is not None and step is not None:
                groups[group] = step
        elif name == "ATOMIC_GROUP":
            step = _reach(av, groups)  # type: ignore[arg-type]
        elif name == "BRANCH":
            steps = [_reach(b, groups) for b in av[1]]  # type: ignore[index]
            step = None if None in steps else max(steps)  # type: ignore[type-var]
        elif name in _REPEATS:
            lo, hi, body = av  # type: ignore[misc]
            body_reach = _reach(body, groups)
            step = None if body_reach is None or hi == _sre_parse.MAXREPEAT else hi * body_reach
        elif name in ("ASSERT", "ASSERT_NOT"):
            direction, body = av  # type: ignore[misc]
            step = _reach(body, groups) if direction == 1 else 0
        elif name == "GROUPREF":
            step = groups.get(av)  # type: ignore[arg-type]
        elif name == "GROUPREF_EXISTS":
            _, yes, no = av  # type: ignore[misc]
            a, b = _reach(yes, groups), (_reach(no, groups) if no is not None else 0)
            step = None if a is None or b is None else max(a, b)
        else:
            return None  # an opcode not accounted for: unbounded
        if step is None:
            return None
        total += step
    return total


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
# is about 30 files of ~1.3 MB (465 regexes in chunks of 16); this leaves room for four regex versions (worktrees,
# tenants) side by side without each new version adding to a pile that nothing else ever removes (at 64, two
# checkouts compiling at once evicted each other's databases and a service recompiled for 95 s on its first request)
_KEEP_ON_DISK = 128
_STALE_TMP_S = 3600.0  # a temporary file this old was left by a write that died (a write takes milliseconds)


class Prefilter:
    """The regexes of one detector compiled into a few Hyperscan databases.

    ``covered`` are the regexes the databases answer for; ``hits(text)`` returns those among them that may
    match ``text`` (``None`` when the filter cannot answer, meaning: run everything); ``misses(text)`` the
    ``id()`` of those that cannot (what :class:`~airlock.tagger.recognizers.base.Doc` looks up: hashing a
    compiled pattern hashes its whole program, about 1 µs each, an ``int`` costs nothing); ``scan(text)`` those
    and the :class:`Windows` of the text. Regexes with a :func:`window_width` are compiled without
    ``HS_FLAG_SINGLEMATCH``, so that every end offset of theirs is reported; the others report once. Databases
    are compiled once per process and cached on disk (``$AIRLOCK_CACHE_DIR/tagger/prefilter-*.hsdb``, keyed by
    the Hyperscan version and the exact expressions and flags), since compiling takes seconds and loading
    milliseconds; writing one prunes the cache to the ``_KEEP_ON_DISK`` most recently used (see :func:`_prune`).
    """

    def __init__(self, regexes: Iterable[re.Pattern[str]], unwindowed: Iterable[re.Pattern[str]] = ()) -> None:
        """``unwindowed``: regexes to compile for whether they may match only, as if they had no window width."""
        # (database, its regexes, [(index in the database, id(), window width)] of the windowed ones among them)
        self._dbs: list[tuple[object, list[re.Pattern[str]], list[tuple[int, int, int]]]] = []
        self._local = threading.local()  # Hyperscan scratch space is per scanning thread
        self.refused: list[re.Pattern[str]] = []
        self.covered: frozenset[re.Pattern[str]] = frozenset()
        self._covered_ids: frozenset[int] = frozenset()  # id() of the covered patterns, which self._dbs keeps alive
        self.widths: dict[int, int] = {}  # id() of the windowed covered patterns -> window_width
        # id() of those among them -> (the regex, or its relaxation, and its bounded read_ahead): see _windowed
        self.finders: dict[int, tuple[re.Pattern[str], int]] = {}
        if not enabled():
            return
        plain = {id(rx) for rx in unwindowed}
        items = [(rx, *self._expression(rx, id(rx) not in plain))
                 for rx in dict.fromkeys(regexes) if isinstance(rx.pattern, str)]
        for i in range(0, len(items), _CHUNK):
            self._add(items[i : i + _CHUNK])
        self.covered = frozenset(rx for _, rxs, _ in self._dbs for rx in rxs)
        self._covered_ids = frozenset(id(rx) for _, rxs, _ in self._dbs for rx in rxs)
        self.widths = {rid: w for _, _, win in self._dbs for _, rid, w in win}
        # every covered regex by its index over all databases (a database's are numbered from its base: the
        # context its reports come with), the id() of each, and whether its ends are kept (windowed)
        self._bases = [sum(len(rxs) for _, rxs, _ in self._dbs[:k]) for k in range(len(self._dbs))]
        self._all = [rx for _, rxs, _ in self._dbs for rx in rxs]
        self._ids = [id(rx) for rx in self._all]
        self._keeps_ends = [rid in self.widths for rid in self._ids]
        by_id = {id(rx): rx for rx in self.covered}
        for rid in self.widths:
            ahead = read_ahead(by_id[rid])
            finder = (by_id[rid], ahead) if ahead is not None else relaxed(by_id[rid])
            if finder is not None:
                self.finders[rid] = finder

    def _add(self, items: list[tuple[re.Pattern[str], bytes, int, int | None]]) -> None:
        db = _database([e for _, e, _, _ in items], [f for _, _, f, _ in items])
        if db is not None:
            rxs = [rx for rx, _, _, _ in items]
            win = [(i, id(rx), w) for i, (rx, _, _, w) in enumerate(items) if w is not None]
            self._dbs.append((db, rxs, win))
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
    def _expression(rx: re.Pattern[str], windowed: bool = True) -> tuple[bytes, int, int | None]:
        """The PCRE expression, its Hyperscan flags and the window width (``None``: not windowed)."""
        width = window_width(rx) if windowed else None
        fl = _hs.HS_FLAG_PREFILTER | _hs.HS_FLAG_ALLOWEMPTY | _hs.HS_FLAG_UTF8
        if width is None:
            fl |= _hs.HS_FLAG_SINGLEMATCH  # only whether it may match is used: one report is enough
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
        return expr.encode("utf-8"), fl, width

    def hits(self, text: str) -> frozenset[re.Pattern[str]] | None:
        found = self._scan(text)
        return None if found is None else frozenset(map(self._all.__getitem__, found[0]))

    def misses(self, text: str) -> frozenset[int]:
        """``id()`` of the covered regexes that cannot match ``text`` (none when the filter cannot answer)."""
        return self.scan(text)[0]

    def scan(self, text: str) -> tuple[frozenset[int], Windows | None]:
        """:meth:`misses` and the :class:`Windows` of ``text`` (``None`` when the filter cannot answer)."""
        found = self._scan(text)
        if found is None:
            return frozenset(), None
        reports, offsets = found
        ids, keeps = self._ids, self._keeps_ends
        ends = {ids[k]: got for k, got in reports.items() if keeps[k]}
        return self._covered_ids.difference(map(ids.__getitem__, reports)), Windows(text, ends, self.widths,
                                                                                  self.finders, offsets)

    def _scan(self, text: str) -> tuple[dict[int, list[int]], _Utf8Offsets | None] | None:
        """The covered regexes that may match ``text``, by index (see ``_all``), with the end offsets reported for
        each (UTF-8 byte offsets of ``text``, unsorted; one or more), and the byte/character offset map if it was
        needed already (else ``None``); ``None``: the filter cannot answer, run everything."""
        if not self._dbs:
            return None
        try:
            raw = text.encode("utf-8")
        except UnicodeEncodeError:  # lone surrogates: not valid UTF-8, do not let Hyperscan guess
            return None
        offsets: _Utf8Offsets | None = None
        reports: dict[int, list[int]] = {}
        get = reports.get

        # one callback for every database (a Python call per report is most of what a scan costs beyond
        # Hyperscan itself): the database's base comes as the context
        def on_match(pid: int, start: int, end: int, flags: int, base: int) -> None:
            got = get(base + pid)
            if got is None:
                reports[base + pid] = [end]
            else:
                got.append(end)

        try:
            scratches = getattr(self._local, "scratches", None)
            if scratches is None:
                scratches = self._local.scratches = [_hs.Scratch(db) for db, _, _ in self._dbs]
            for (db, _, _), base, scratch in zip(self._dbs, self._bases, scratches, strict=True):
                db.scan(raw, match_event_handler=on_match, context=base, scratch=scratch)
            if len(raw) != len(text) and any(c in text for c in _SRE_CASE_FOLDS):
                # Python's case-insensitive matching also equates these with ASCII letters; Hyperscan does not
                # (all of them): scan a copy with them replaced too, and take the union
                copy = text.translate(_SRE_CASE_TABLE)
                folded = copy.encode("utf-8")
                offsets, fold_offsets = _Utf8Offsets(text), _Utf8Offsets(copy)
                more: dict[int, list[int]] = {}

                def on_fold(pid: int, start: int, end: int, flags: int, base: int) -> None:
                    more.setdefault(base + pid, []).append(end)

                for (db, _, _), base, scratch in zip(self._dbs, self._bases, scratches, strict=True):
                    db.scan(folded, match_event_handler=on_fold, context=base, scratch=scratch)
                for k, extra in more.items():
                    # the copy's byte offsets -> characters (the same in both) -> the text's byte offsets
                    reports.setdefault(k, []).extend(offsets.to_byte(fold_offsets.to_char(b)) for b in extra)
        except Exception:  # noqa: BLE001 - a scan error must not cost a match: run everything
            return None
        return reports, offsets


class _Utf8Offsets:
    """Character <-> UTF-8 byte offsets in one text, from its runs of non-ASCII characters of one encoded length."""

    __slots__ = ("_chars", "_bytes", "_size", "_ends", "_extra")

    def __init__(self, text: str) -> None:
        chars: list[int] = []  # character offset where each run starts
        starts: list[int] = []  # its byte offset
        size: list[int] = []  # bytes per character in it
        ends: list[int] = []  # character offset after it
        extra = [0]  # extra[k]: bytes beyond one per character in the first k runs
        e = 0
        for m in _NON_ASCII_RUN.finditer(text):
            c, n = m.start(), m.end() - m.start()
            o = ord(text[c])
            w = 2 if o < 0x800 else 3 if o < 0x10000 else 4
            chars.append(c)
            starts.append(c + e)
            size.append(w)
            ends.append(c + n)
            e += n * (w - 1)
            extra.append(e)
        self._chars, self._bytes, self._size, self._ends, self._extra = chars, starts, size, ends, extra

    def to_byte(self, c: int) -> int:
        """The byte offset of character offset ``c`` (strictly increasing in ``c``)."""
        k = bisect_right(self._chars, c)  # runs starting at or before c
        if k and c < self._ends[k - 1]:
            return self._bytes[k - 1] + (c - self._chars[k - 1]) * self._size[k - 1]
        return c + self._extra[k]

    def to_char(self, b: int) -> int:
        """The character offset of byte offset ``b``: exact where ``b`` is a character boundary, else that of the
        character ``b`` falls inside (so it never decreases as ``b`` grows)."""
        k = bisect_right(self._bytes, b)  # runs starting at or before b
        if k:
            start, size = self._bytes[k - 1], self._size[k - 1]
            if b < start + (self._ends[k - 1] - self._chars[k - 1]) * size:
                return self._chars[k - 1] + (b - start) // size
        return b - self._extra[k]


class Windows:
    """Where the windowed regexes may match in one text: ``finditer(rx)`` is ``rx.finditer(text)``, searched only
    near the end offsets Hyperscan reported for ``rx`` (plainly for a regex that is not windowed)."""

    __slots__ = ("text", "_ends", "_widths", "_finders", "_offsets", "_ascii")

    def __init__(self, text: str, ends: dict[int, list[int]], widths: dict[int, int],
                 finders: dict[int, tuple[re.Pattern[str], int]] | None = None,
                 offsets: _Utf8Offsets | None = None) -> None:
        self.text = text
        self._ends = ends  # id() -> reported end offsets (UTF-8 bytes), only windowed regexes that had reports
        self._widths = widths
        self._finders = finders or {}
        self._offsets = offsets  # built when first needed, for a text that is not ASCII
        self._ascii = text.isascii()

    def finditer(self, rx: re.Pattern[str]) -> Iterator[re.Match[str]]:
        ends = self._ends.get(id(rx))
        if ends is None:
            # not windowed (a regex with no report at all is the caller's to skip: see Prefilter.misses)
            return rx.finditer(self.text)
        ends = sorted(ends)  # (a copy: nothing shared is reordered under a concurrent reader)
        finder = self._finders.get(id(rx))
        if self._ascii:
            return _windowed(rx, self.text, ends, self._widths[id(rx)], None, finder)
        if self._offsets is None:
            self._offsets = _Utf8Offsets(self.text)
        return _windowed(rx, self.text, ends, self._widths[id(rx)], self._offsets, finder)


def _windowed(rx: re.Pattern[str], text: str, ends: list[int], width: int,
              offsets: _Utf8Offsets | None,
              finder: tuple[re.Pattern[str], int] | None = None) -> Iterator[re.Match[str]]:
    """Exactly the matches of ``rx.finditer(text)``, given ``ends`` (sorted, UTF-8 byte offsets; ``offsets``
    ``None`` when those are character offsets), a superset of the end offsets of the matches of ``rx`` in
    ``text``, and ``width``, the most characters a match can span, every match being non-empty.

    ``finditer`` yields, from ``pos`` (0, then the end of the previous match, which is never empty), the
    leftmost match starting at or after ``pos``. Let ``e0`` be the smallest reported end greater than ``pos``.
    No match starts in ``[pos, e0 - width)``: it would end after ``pos`` (it is not empty) and before ``e0``
    (it is at most ``width`` long), at an end that is reported, smaller than ``e0``. So the leftmost match
    from ``pos`` is the leftmost from ``max(pos, e0 - width)``: ``rx.search(text, that)``, which matches
    exactly as it would inside ``finditer``: lookbehinds and ``\\b`` still see the characters before the
    start position, ``^`` (without MULTILINE) and ``\\A`` match only at the real start of the text. No
    reported end after ``pos``: no match. In bytes, ``to_byte`` is strictly increasing and ``to_char`` exact at
    character boundaries (where real matches end) and never decreasing, so the same holds.

    With a ``finder`` (``rx`` and its bounded :func:`read_ahead`) a search also stops where nothing can match
    any more, instead of running on to the end of the text after a report that was false: reported ends close
    together make one cluster, ending at ``e1``; every match starting in it ends by ``e1`` (a later end's window
    starts after ``e1``), and ``search(text, start, e1 + read_ahead)`` decides every attempt before ``e1`` as on
    the whole text. A match it returns that starts before ``e1`` is therefore the leftmost from ``start``; none,
    or one starting later, means no match starts before ``e1``, and the search goes on from the next cluster.
    A regex whose lookaheads read without bound has its :func:`relaxed` form as the finder instead: that one
    matches wherever ``rx`` does, so its bounded search finds every candidate start, and ``rx.match`` there
    (the attempt ``search`` would make) decides each, leftmost first.
    """
    pos = 0
    i = 0
    n = len(ends)
    search = rx.search
    if finder is not None:
        find, ahead, exact = finder[0].search, finder[1], finder[0] is rx
    j = e1 = -1  # the current cluster: its last end's index and that end (a match inside it keeps it)
    while True:
        i = bisect_right(ends, pos if offsets is None else offsets.to_byte(pos), i)
        if i == n:
            return
        e0 = ends[i] if offsets is None else offsets.to_char(ends[i])
        start = e0 - width if e0 - width > pos else pos
        if finder is None:
            m = search(text, start)
            if m is None:
                return
        else:
            if i > j:  # a new cluster: later ends whose windows start within _CLUSTER_GAP of the one before
                j, e1 = i, e0  # (walked once, not again after each match in it: dense reports stay linear)
                while j + 1 < n:
                    e = ends[j + 1] if offsets is None else offsets.to_char(ends[j + 1])
                    if e - width > e1 + _CLUSTER_GAP:
                        break
                    j, e1 = j + 1, e
            m = None
            while True:
                found = find(text, start, e1 + ahead)
                if found is None or found.start() >= e1:
                    break
                m = found if exact else rx.match(text, found.start())
                if m is not None:
                    break
                start = found.start() + 1
            if m is None:
                i, pos = j + 1, e1 if e1 > pos else pos
                continue
        yield m
        pos = m.end()


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

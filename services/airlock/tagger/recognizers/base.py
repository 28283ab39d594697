"""Recognizer framework in the Presidio style: small classes with patterns, context words and a validation
hook (checksums), each producing :class:`~airlock.core.spans.Span` objects over a shared :class:`Doc`.

Rules for every pattern in this package (1 MiB inputs must stay fast): no nested unbounded quantifiers, every
repetition bounded or over a class disjoint from what follows, so matching is linear in the input size.
"""

from __future__ import annotations

import itertools
import re
import string
import unicodedata
from abc import ABC, abstractmethod
from bisect import bisect_left, bisect_right, insort
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

from airlock.core.categories import LABELS
from airlock.core.spans import Span
from airlock.tagger.recognizers.prefilter import Prefilter, Windows

_WORD_RE = re.compile(r"[a-z0-9]+")


def _cased_letter_class() -> str:
    """The letters that have a case (Latin, Greek, Cyrillic, Armenian, Georgian's Mtavruli, ...) as the body of a
    regex character class: the scripts without one (Arabic, Hebrew, Indic, Thaana, Tibetan, CJK) say nothing about
    whether a note is typed in capitals, so their letters are not counted."""
    cased = [c for c in range(0x80, 0x10000) if unicodedata.category(chr(c)) in ("Lu", "Ll", "Lt")]
    # (consecutive code points share ``c - i``: one run each)
    ranges = [[c for _i, c in g] for _k, g in itertools.groupby(enumerate(cased), key=lambda ic: ic[1] - ic[0])]
    return "A-Za-z" + "".join(
        re.escape(chr(r[0])) + ("-" + re.escape(chr(r[-1])) if len(r) > 1 else "") for r in ranges)


_LETTER_RE = re.compile(f"[{_cased_letter_class()}]")
_UPPER_RE = re.compile(r"[A-ZÀ-ÖØ-Þ]")
_ASCII_BYTES = bytes(range(128))
_ASCII_LETTERS = string.ascii_letters.encode()  # what _LETTER_RE matches among ASCII characters
_ASCII_UPPERS = string.ascii_uppercase.encode()  # and _UPPER_RE


def _is_caps(sample: str) -> bool:
    """More than 60% of the cased letters (``_LETTER_RE``) are capitals (``_UPPER_RE``).

    Both classes match one character at a time, so the counts add up over any split of the characters:
    the ASCII ones are counted on the UTF-8 bytes (``bytes.translate`` in C), only the rest with the regexes.
    """
    letters, raw, rest = _cased_letters(sample)
    if raw is None:
        uppers = len(_UPPER_RE.findall(sample))
    else:
        uppers = len(raw) - len(raw.translate(None, _ASCII_UPPERS)) + len(_UPPER_RE.findall(rest))
    return letters > 0 and uppers / letters > 0.6


def _cased_letters(text: str) -> tuple[int, bytes | None, str]:
    """How many cased letters ``text`` holds, its UTF-8 bytes (``None`` for lone surrogates) and its non-ASCII
    characters in order (encoded once, for :func:`_is_caps` to count capitals on too)."""
    try:
        raw = text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates
        return len(_LETTER_RE.findall(text)), None, ""
    rest = raw.translate(None, _ASCII_BYTES).decode("utf-8")
    return len(raw) - len(raw.translate(None, _ASCII_LETTERS)) + len(_LETTER_RE.findall(rest)), raw, rest


class Coverage:
    """Which characters of a text lie inside some span: an overlap test costs the length of the span tested, not
    the number of spans (a note of thousands of names would otherwise make every pass over them quadratic)."""

    __slots__ = ("_chars",)

    def __init__(self, length: int, spans: Iterable[Span] = ()) -> None:
        self._chars = bytearray(length + 1)
        for s in spans:
            self.add(s.start, s.end)

    def add(self, a: int, b: int) -> None:
        self._chars[a:b] = b"\x01" * (b - a)

    def hits(self, a: int, b: int) -> bool:
        """Whether [a, b) shares a character with a covered span (never, for an empty range)."""
        return any(self._chars[a:b])


class Intervals:
    """Half-open intervals ``[start, end)`` that can be dropped, found by overlap or containment in about the log of
    their number plus the answer (a pass over all of them per test made a note of thousands of names quadratic).
    Each interval is known by the number :meth:`add` gave it."""

    __slots__ = ("_keys", "_starts", "_ends", "_alive", "_longest")

    def __init__(self) -> None:
        self._keys: list[tuple[int, int]] = []  # (start, number), sorted
        self._starts: list[int] = []
        self._ends: list[int] = []
        self._alive: list[bool] = []
        self._longest = 0

    @classmethod
    def of(cls, spans: Iterable[Span]) -> Intervals:
        """The spans' intervals, numbered in their order."""
        ix = cls()
        for sp in spans:
            ix.add(sp.start, sp.end)
        return ix

    def add(self, start: int, end: int) -> int:
        k = len(self._starts)
        self._starts.append(start)
        self._ends.append(end)
        self._alive.append(True)
        insort(self._keys, (start, k))
        self._longest = max(self._longest, end - start)
        return k

    def drop(self, k: int) -> None:
        self._alive[k] = False

    def alive(self, k: int) -> bool:
        return self._alive[k]

    def kept(self, items: Sequence[Span]) -> list[Span]:
        """The items (numbered as the intervals were) whose intervals were not dropped."""
        return [it for k, it in enumerate(items) if self._alive[k]]

    def span(self, k: int) -> tuple[int, int]:
        return self._starts[k], self._ends[k]

    def overlapping(self, a: int, b: int) -> list[int]:
        """The live intervals with ``start < b`` and ``a < end`` (none starts before ``a - longest``)."""
        keys, ends, alive = self._keys, self._ends, self._alive
        lo = bisect_left(keys, (a - self._longest, -1))
        hi = bisect_left(keys, (b, -1))
        return [k for _, k in keys[lo:hi] if alive[k] and a < ends[k]]

    def within(self, a: int, b: int) -> list[int]:
        """The live intervals with ``a <= start`` and ``end <= b``."""
        keys, ends, alive = self._keys, self._ends, self._alive
        lo = bisect_left(keys, (a, -1))
        hi = bisect_left(keys, (b + 1, -1))
        return [k for _, k in keys[lo:hi] if alive[k] and ends[k] <= b]


class TakenSpans:
    """Overlap and containment tests against lists of spans that only grow by appending (``out += ...``,
    ``found.append(...)``): each test first indexes what was appended since the last one, so a pass that asks
    about every match of a 1 MiB note costs about the log of the spans found, not their number (round 35: "T3 =
    6/9" repeated to 1 MiB asked every short date about all the ones before it). A list that is filtered or
    reordered must be handed to a new instance. Spans tested are never empty."""

    __slots__ = ("_lists", "_seen", "_ix")

    def __init__(self, *lists: list[Span]) -> None:
        self._lists = lists
        self._seen = [0] * len(lists)
        self._ix = Intervals()

    def _sync(self) -> Intervals:
        ix = self._ix
        for i, spans in enumerate(self._lists):
            for sp in spans[self._seen[i]:]:
                ix.add(sp.start, sp.end)
            self._seen[i] = len(spans)
        return ix

    def overlaps(self, a: int, b: int) -> bool:
        """Some span shares a character with ``[a, b)``."""
        return bool(self._sync().overlapping(a, b))

    def covers(self, a: int, b: int) -> bool:
        """Some span holds all of ``[a, b)``."""
        ix = self._sync()
        return any(ix.span(k)[0] <= a and b <= ix.span(k)[1] for k in ix.overlapping(a, b))

    def straddles(self, a: int, b: int) -> bool:
        """Some span shares a character with ``[a, b)`` without lying inside it."""
        ix = self._sync()
        return any(not (a <= ix.span(k)[0] and ix.span(k)[1] <= b) for k in ix.overlapping(a, b))


def mostly_lower(doc: Doc) -> bool:
    """A note typed (or transcribed) in lower case, perhaps under a header in capitals: at most 3 % of its cased
    letters are capitals (computed once per document)."""
    v = doc.meta.get("mostly_lower")
    if v is None:
        text = doc.text
        # (cased letters only: a record in Odia or Tibetan with English headers in capitals is not typed in lower case)
        letters = _cased_letters(text)[0]
        v = doc.meta["mostly_lower"] = letters > 0 and sum(map(str.isupper, text)) <= 0.03 * letters
    return v


# where a line or a sentence starts, and its first letter
# (not after a dotted abbreviation's dot, "p.o. q.6h. p.r.n. pain": the word before the stop has two letters or
# digits and no dot inside)
_STARTS = re.compile(r"(?:^|\n|(?<=[A-Za-z0-9]{2})(?<!\.[A-Za-z0-9]{2})[.!?][ \t]{1,2})[ \t\-*>•]*([A-Za-z])")


def typed_lower(doc: Doc) -> bool:
    """A note typed in lower case though it has headers, acronyms or a name in capitals (a text log, a phone-message
    pad): :func:`mostly_lower`, or most (60 %+) of its 3+ lines and sentences start with a lower-case letter."""
    v = doc.meta.get("typed_lower")
    if v is None:
        v = mostly_lower(doc)
        if not v:
            starts = _STARTS.findall(doc.text)
            v = len(starts) >= 3 and sum(map(str.islower, starts)) >= 0.6 * len(starts)
        doc.meta["typed_lower"] = v
    return v


_FORM_BLANKS = re.compile(r"_{2,}")


_NEWLINE = re.compile("\n")


class Doc:
    """One text plus cheap derived views shared by all recognizers of a detect() call."""

    __slots__ = ("text", "lower", "caps", "_tokens", "meta", "_words", "skip", "prefilter", "windows", "_newlines")

    def __init__(self, text: str) -> None:
        if "__" in text:
            # a form's blanks are spaces to the recognizers: "DOB: __08/30/1971__" ("_" is a word character, so
            # the blanks would hide every boundary); same length, so offsets stay those of the text
            text = _FORM_BLANKS.sub(lambda m: " " * len(m.group(0)), text)
        self.text = text
        low = text.lower()
        if len(low) != len(text):
            # a few characters lower-case to two ("İ" -> "i̇"); keep offsets aligned with the text (round 63: the
            # Turkish dotted capital as a plain "i", so that "İstanbul" and "İbrahim" are looked up as words)
            low = "".join(c.lower() if len(c.lower()) == 1 else "i" if c == "İ" else c for c in text)
        self.lower = low
        # ALL-CAPS note (nursing notes, legacy systems): capitalisation carries no signal for names.
        self.caps = _is_caps(text[:20000])
        self._tokens: list[tuple[int, int]] | None = None
        self.meta: dict = {}
        self._words: dict[str, list[int]] | None = None
        # set by the detector's prefilter: ``id()`` of the regexes it has proved cannot match this text
        self.skip: frozenset[int] = frozenset()
        self.prefilter: Prefilter | None = None
        # and where the regexes it covers may match (whole-text scans search only there)
        self.windows: Windows | None = None
        self._newlines: list[int] | None = None

    def _breaks(self) -> list[int]:
        if self._newlines is None:
            self._newlines = [m.start() for m in _NEWLINE.finditer(self.text)]
        return self._newlines

    def line_start(self, pos: int) -> int:
        """Where the line holding ``pos`` starts: ``text.rfind("\n", 0, pos) + 1``, by bisection over the note's line
        breaks (a scan back per name made 1 MiB written as one line quadratic)."""
        breaks = self._breaks()
        k = bisect_left(breaks, pos)
        return breaks[k - 1] + 1 if k else 0

    def line_end(self, pos: int) -> int:
        """Where the line holding ``pos`` ends: ``text.find("\n", pos)``, or the text's length on the last line."""
        breaks = self._breaks()
        k = bisect_left(breaks, pos)
        return breaks[k] if k < len(breaks) else len(self.text)

    def finditer(self, rx: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """``rx.finditer(self.text)``, skipped when the prefilter has proved it cannot match, searched only near
        where it may match when the prefilter knows (:class:`~airlock.tagger.recognizers.prefilter.Windows`);
        whole-text scans only: a search bounded by pos/endpos can match where a whole-text one cannot."""
        if id(rx) in self.skip:
            return iter(())
        return rx.finditer(self.text) if self.windows is None else self.windows.finditer(rx)

    def use_prefilter(self, prefilter: Prefilter) -> Doc:
        self.prefilter = prefilter  # (also keeps the patterns behind the ids in ``skip`` alive)
        self.skip, self.windows = prefilter.scan(self.text)
        return self

    def derive(self, text: str, prefilter: Prefilter | None = None) -> Doc:
        """A Doc for a variant of this text (a corrected copy), under ``prefilter`` if given (one
        covering only the regexes that will run on it: scanning it costs a fraction of the detector's), else
        under the same prefilter."""
        doc = Doc(text)
        if prefilter is None:
            prefilter = self.prefilter
        return doc.use_prefilter(prefilter) if prefilter is not None else doc

    def may_match(self, rx: re.Pattern[str]) -> bool:
        """False only when the prefilter has proved that ``rx`` cannot match this text (looked up by identity:
        an equal pattern compiled separately is simply never skipped)."""
        return id(rx) not in self.skip

    @property
    def words(self) -> dict[str, list[int]]:
        """Lower-case alphanumeric words -> their start offsets (built once per document)."""
        if self._words is None:
            idx: dict[str, list[int]] = {}
            for m in _WORD_RE.finditer(self.lower):
                idx.setdefault(m.group(0), []).append(m.start())
            self._words = idx
        return self._words

    def before(self, start: int, width: int = 40) -> str:
        """Lower-cased text in the window just before ``start``."""
        return self.lower[max(0, start - width) : start]

    def after(self, end: int, width: int = 40) -> str:
        return self.lower[end : end + width]


class CorrectedCopy:
    """A copy of a text with some words corrected (look-alike digits in a phone number, a misspelled head word),
    for a recognizer to read again. A correction may change a word's length ("Hosptal" -> "Hospital"): spans found
    on the copy are mapped back to the text's offsets by :meth:`spans_in_text`."""

    __slots__ = ("text", "_edits", "_copy_starts")

    def __init__(self, text: str, rx: re.Pattern[str], fix: Callable[[re.Match[str]], str]) -> None:
        parts: list[str] = []
        edits: list[tuple[int, int, int, int]] = []  # (start, end) in the text, (start, end) in the copy
        pos = shift = 0
        for m in rx.finditer(text):
            new = fix(m)
            if new == m.group(0):
                continue
            parts.append(text[pos : m.start()])
            parts.append(new)
            a = m.start() + shift
            edits.append((m.start(), m.end(), a, a + len(new)))
            shift += len(new) - (m.end() - m.start())
            pos = m.end()
        parts.append(text[pos:])
        self.text = "".join(parts) if edits else text
        self._edits = edits
        self._copy_starts = [e[2] for e in edits]

    def __bool__(self) -> bool:
        """True when anything was corrected."""
        return bool(self._edits)

    def _back(self, p: int, *, end: bool) -> int:
        k = bisect_left(self._copy_starts, p + (0 if end else 1)) - 1
        if k < 0:
            return p
        a, b, ca, cb = self._edits[k]
        if p >= cb:
            return p - cb + b
        return b if end else a  # inside a corrected word: the whole word

    def corrected(self) -> list[tuple[int, int]]:
        """The ``(start, end)`` in the text of every corrected word."""
        return [(a, b) for a, b, _, _ in self._edits]

    def all_in_text(self, found: Iterable[Span]) -> list[Span]:
        """Every span ``found`` on the copy, in the text's offsets (for a copy read in place of the text)."""
        out = []
        for x in found:
            s, e = self._back(x.start, end=False), self._back(x.end, end=True)
            out.append(x if (s, e) == (x.start, x.end) else Span(s, e, x.label, x.source, x.score))
        return out

    def spans_in_text(self, found: Iterable[Span]) -> list[Span]:
        """The spans ``found`` on the copy that needed a correction (they touch a corrected word), in the text's
        offsets."""
        out = []
        for x in found:
            s, e = self._back(x.start, end=False), self._back(x.end, end=True)
            k = bisect_left(self._copy_starts, x.end)
            if k and self._edits[k - 1][3] > x.start:
                out.append(x if (s, e) == (x.start, x.end) else Span(s, e, x.label, x.source, x.score))
        return out


class SpanIndex:
    """Spans in order of start, each with the furthest end up to it: the ones a span overlaps are found by bisection
    (a 1 MiB text of typos holds tens of thousands: a scan of every span per span is quadratic). Appending keeps the
    order when the spans come by start."""

    def __init__(self, spans: list[Span]) -> None:
        self.spans = spans
        self.starts = [o.start for o in spans]
        self.reach = list(itertools.accumulate((o.end for o in spans), max))
        self.gone: set[int] = set()

    def hits(self, x: Span) -> list[int]:
        """Indices of the spans (not gone) that ``x`` overlaps."""
        return self.hits_between(x.start, x.end)

    def hits_between(self, a: int, b: int) -> list[int]:
        """Indices of the spans (not gone) that overlap ``[a, b)``."""
        out = []
        j = bisect_left(self.starts, b) - 1
        while j >= 0 and self.reach[j] > a:
            if j not in self.gone and self.spans[j].end > a:
                out.append(j)
            j -= 1
        return out

    def overlaps(self, a: int, b: int) -> bool:
        """A span overlaps ``[a, b)`` (none is gone)."""
        k = bisect_left(self.starts, b)
        return k > 0 and self.reach[k - 1] > a

    def reach_at(self, a: int) -> int:
        """The furthest end of a span starting at or before ``a`` (-1 without one)."""
        k = bisect_right(self.starts, a)
        return self.reach[k - 1] if k else -1

    def starts_within(self, a: int, b: int) -> bool:
        k = bisect_left(self.starts, a)
        return k < len(self.starts) and self.starts[k] < b

    def append(self, x: Span) -> None:
        self.spans.append(x)
        self.starts.append(x.start)
        self.reach.append(max(self.reach[-1], x.end) if self.reach else x.end)

    def kept(self) -> list[Span]:
        return [o for j, o in enumerate(self.spans) if j not in self.gone]


def with_corrected(out: list[Span], found: Iterable[Span], copy: CorrectedCopy, *,
                   penalty: float | None = None) -> list[Span]:
    """``out`` with the spans ``found`` on a corrected ``copy`` of the text that needed a correction: each one new,
    or replacing the spans of ``out`` it covers (never one it would cut). With a ``penalty`` a span scores that much
    less than on a clean text, but no less than what it replaces."""
    fixed = sorted(copy.spans_in_text(found))
    if not fixed:
        return out
    before, added = SpanIndex(sorted(out)), SpanIndex([])
    for x in fixed:
        hit_before, hit_added = before.hits(x), added.hits(x)
        hit = [before.spans[j] for j in hit_before] + [added.spans[j] for j in hit_added]
        if all(x.start <= o.start and o.end <= x.end for o in hit):
            before.gone.update(hit_before)
            added.gone.update(hit_added)
            if penalty is not None:
                x = Span(x.start, x.end, x.label, x.source, max([x.score - penalty, *(o.score for o in hit)]))
            added.append(x)
    return before.kept() + added.kept()


@dataclass(frozen=True)
class Pattern:
    """One regex of a recognizer. The value is group ``v`` when the regex has it, else the whole match."""

    regex: re.Pattern[str]
    label: str
    score: float = 0.85
    needs_context: bool = False
    # per-pattern check (checksum); a match fails when it returns False. With ``or_context`` a match that
    # fails the check is still kept when a context word is present.
    check: Callable[[str], bool] | None = None
    or_context: bool = False
    # words the match must start with (lower case): the regex is then only tried, anchored, where one of
    # them starts, instead of at every position (large speed-up for cue-led patterns)
    anchors: frozenset[str] | None = None


def P(
    regex: str,
    label: str,
    score: float = 0.85,
    *,
    needs_context: bool = False,
    flags: int = 0,
    check: Callable[[str], bool] | None = None,
    or_context: bool = False,
    anchors: Iterable[str] | None = None,
) -> Pattern:
    return Pattern(re.compile(regex, flags), label, score, needs_context, check, or_context,
                   frozenset(anchors) if anchors is not None else None)


def alternation(words: Iterable[str]) -> str:
    """A regex alternation of ``words`` as written (escaped), longest first, then in a fixed order (a set's own order
    varies with the hash seed): the body of a group of field, title or month words of a script."""
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))


def words_re(words: Iterable[str]) -> re.Pattern[str]:
    """A lower-case word-boundary alternation (longest first) for context and cue words."""
    alts = sorted({w.lower() for w in words}, key=len, reverse=True)
    return re.compile(r"(?<![a-z0-9])(?:" + "|".join(re.escape(a) for a in alts) + r")(?![a-z0-9])")


class Recognizer(ABC):
    """Base: a name, the labels it may emit, and ``analyze``."""

    name: ClassVar[str] = ""
    labels: ClassVar[tuple[str, ...]] = ()
    # High-precision recognizers also run in the gate's residual scan over redacted text.
    residual: ClassVar[bool] = False

    def __init__(self, **params: object) -> None:
        self.params = params
        for lab in self.labels:
            if lab not in LABELS:
                raise ValueError(f"recognizer {self.name} declares unknown label {lab}")

    @abstractmethod
    def analyze(self, doc: Doc) -> list[Span]:
        """Spans this recognizer finds in ``doc``."""

    def regexes(self) -> Iterable[re.Pattern[str]]:
        """Regexes whose runs may be skipped via :meth:`Doc.may_match` (for the detector's prefilter)."""
        return ()

    def unwindowed(self) -> Iterable[re.Pattern[str]]:
        """Those of :meth:`regexes` for which the prefilter need not report where they may match (see
        :class:`~airlock.tagger.recognizers.prefilter.Windows`; speed only, never the result): the ones not
        scanned over the whole text with :meth:`Doc.finditer` (guards read through :meth:`Doc.may_match`,
        anchored patterns), and those whose prefilter form is reported at nearly every word (a Python callback
        each, more than windowing them saves)."""
        return ()


class PatternRecognizer(Recognizer):
    """Regex patterns + optional context words + validation hook.

    - ``triggers``: lower-case substrings; if none occurs in the text the recognizer is skipped (speed).
    - ``context``: cue words looked for in the ``context_window`` characters before a match; a pattern with
      ``needs_context`` only fires when one is present; others get ``context_boost`` added to their score.
    - ``validate(value)``: checksum / validity rules; ``False`` drops the match.
    - ``label_for(doc, start, end, default)``: context-dependent label (e.g. PHONE vs FAX); ``None`` drops.
    """

    patterns: ClassVar[Sequence[Pattern]] = ()
    triggers: ClassVar[tuple[str, ...]] = ()
    context: ClassVar[tuple[str, ...]] = ()
    context_window: ClassVar[int] = 40
    context_boost: ClassVar[float] = 0.1
    _ctx_re: ClassVar[re.Pattern[str] | None] = None

    def __init_subclass__(cls, **kw: object) -> None:
        super().__init_subclass__(**kw)
        if cls.context:
            cls._ctx_re = words_re(cls.context)

    def has_context(self, doc: Doc, start: int, end: int | None = None) -> bool:
        if self._ctx_re is None:
            return False
        return self._ctx_re.search(doc.before(start, self.context_window)) is not None

    def validate(self, value: str) -> bool:
        return True

    def label_for(self, doc: Doc, start: int, end: int, default: str) -> str | None:
        return default

    def regexes(self) -> Iterable[re.Pattern[str]]:
        return [p.regex for p in self.patterns]

    def unwindowed(self) -> Iterable[re.Pattern[str]]:
        return [p.regex for p in self.patterns if p.anchors is not None]  # tried only where an anchor word starts

    def patterns_prefilter(self) -> Prefilter:
        """A prefilter of :attr:`patterns` alone, for a derived Doc that only they scan (``derive``)."""
        return Prefilter(PatternRecognizer.regexes(self), PatternRecognizer.unwindowed(self))

    def analyze(self, doc: Doc) -> list[Span]:
        if self.triggers and not any(t in doc.lower for t in self.triggers):
            return []
        out: list[Span] = []
        for pat in self.patterns:
            has_v = "v" in pat.regex.groupindex
            for m in iter_matches(pat, doc):
                if has_v:
                    start, end = m.span("v")
                    if start < 0:
                        continue
                else:
                    start, end = m.span()
                if end <= start:
                    continue
                value = doc.text[start:end]
                if not self.validate(value):
                    continue
                ctx = self.has_context(doc, start, end) if self._ctx_re is not None else False
                if pat.needs_context and not ctx:
                    continue
                if pat.check is not None and not pat.check(value) and not (pat.or_context and ctx):
                    continue
                label = self.label_for(doc, start, end, pat.label)
                if label is None:
                    continue
                score = min(1.0, pat.score + (self.context_boost if ctx else 0.0))
                out.append(Span(start, end, label, self.name, score))
        return out


def iter_matches(pat: Pattern, doc: Doc) -> Iterator[re.Match[str]]:
    # a plain iterator, not a generator: no Python frame per pattern and per match
    if id(pat.regex) in doc.skip:
        return iter(())
    if pat.anchors is None:
        return pat.regex.finditer(doc.text) if doc.windows is None else doc.windows.finditer(pat.regex)
    return _anchored_matches(pat.regex, pat.anchors, doc)


def _anchored_matches(rx: re.Pattern[str], anchors: frozenset[str], doc: Doc) -> Iterator[re.Match[str]]:
    words = doc.words
    starts = sorted({p for a in anchors for p in words.get(a, ())})
    last_end = -1
    for p in starts:
        if p < last_end:
            continue
        m = rx.match(doc.text, p)
        if m is not None and m.end() > m.start():
            last_end = m.end()
            yield m


def has_letters(text: str, letter: re.Pattern[str], minimum: int) -> bool:
    """``text`` holds ``minimum`` matches of ``letter`` or more (a script's letters): the gate of a reader for one
    script. ASCII text answers at once, and the count stops at ``minimum``."""
    return not text.isascii() and has_matches(text, letter, minimum)


def has_matches(text: str, cue: re.Pattern[str], minimum: int) -> bool:
    """``text`` holds ``minimum`` matches of ``cue`` or more (a language's words or marks); the count stops at
    ``minimum``."""
    seen = 0
    for _ in cue.finditer(text):
        seen += 1
        if seen >= minimum:
            return True
    return False


def longest_word_runs(text: str, words: Sequence[re.Match[str]],
                      accept: Callable[[int, int, int], Span | None], *, max_words: int = 3) -> list[Span]:
    """At each of ``words`` (matches in ``text``, in order), the longest run of ``max_words`` words or fewer joined by
    single spaces that ``accept(i, start, end)`` turns into a span (``i`` the run's first word); the scan goes on after
    that run. Gazetteer lookups of names of several words (a town in Arabic or Hebrew script) read a text this way."""
    out: list[Span] = []
    i = 0
    while i < len(words):
        for n in range(max_words, 0, -1):
            run = words[i:i + n]
            if len(run) < n or any(text[a.end():b.start()] != " " for a, b in zip(run, run[1:], strict=False)):
                continue
            span = accept(i, run[0].start(), run[-1].end())
            if span is not None:
                out.append(span)
                i += n - 1
                break
        i += 1
    return out


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def only_digits(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


# a software or firmware version right before a number ("Firmware 7.8.1.4", "app version 3.1.14"): never an
# address or a date; searched in ``doc.lower`` just before the number. (Not "rev." or "release": a form's revision
# date and a release from custody are dates; nor "SW", "FW" or "V", a social worker, a forwarded mail and a visit as
# often: "Seen by SW 12/03/2024".)
VERSION_BEFORE = re.compile(r"(?<![a-z])(?:ver\.?|version|firmware|software)[ \t:]{1,3}\Z")

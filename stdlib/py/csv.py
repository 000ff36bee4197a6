"""csv: reading and writing comma-separated values, written for pyex.

This module holds the API, the dialects and their checks; the reader's
character state machine and the writer's per-field quoting are Go (module
_pyex_csv: stdlib/csv_read.go, csv_write.go). Both follow CPython 3.11's
observable behaviour, including its error messages.
"""

import re as _re
from io import StringIO
from _pyex_csv import (join as _join, next_method as _next_method,
                       dict_next_method as _dict_next_method,
                       writerow_method as _writerow_method)
from itertools import repeat as _repeat

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "Error", "Dialect", "excel", "excel_tab", "unix_dialect", "reader",
           "writer", "register_dialect", "get_dialect", "list_dialects",
           "Sniffer", "unregister_dialect", "field_size_limit", "DictReader",
           "DictWriter", "__doc__", "__version__"]

__version__ = "1.0"

QUOTE_MINIMAL = 0
QUOTE_ALL = 1
QUOTE_NONNUMERIC = 2
QUOTE_NONE = 3


class Error(Exception):
    pass


Error.__module__ = "_csv"

_limit = [128 * 1024]


def field_size_limit(*args):
    if len(args) > 1:
        raise TypeError("field_size_limit expected at most 1 argument, got %d" % len(args))
    old = _limit[0]
    if args:
        new = args[0]
        if not isinstance(new, int):
            raise TypeError('"limit" must be an integer')
        _limit[0] = new
    return old


_ATTRS = ("delimiter", "quotechar", "escapechar", "doublequote",
          "skipinitialspace", "lineterminator", "quoting", "strict")


def _char(name, value, allow_none):
    if value is None and allow_none:
        return None
    if not isinstance(value, str):
        if allow_none:
            raise TypeError('"%s" must be string or None, not %s' % (name, type(value).__name__))
        raise TypeError('"%s" must be string, not %s' % (name, type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


class _Params:
    """The validated, immutable parameters of one reader or writer."""

    __slots__ = _ATTRS

    def __init__(self, dialect, kw):
        if dialect is not None:
            if isinstance(dialect, str):
                dialect = get_dialect(dialect)
        vals = {}
        for name in _ATTRS:
            if name in kw:
                vals[name] = kw[name]
            elif dialect is not None and hasattr(dialect, name):
                vals[name] = getattr(dialect, name)
        for name in kw:
            if name not in _ATTRS:
                raise TypeError("'%s' is an invalid keyword argument for this function" % name)
        quoting = vals.get("quoting", QUOTE_MINIMAL)
        if quoting is None:
            quoting = QUOTE_MINIMAL
        if not isinstance(quoting, int):
            raise TypeError('"quoting" must be an integer')
        if quoting not in (0, 1, 2, 3):
            raise TypeError('bad "quoting" value')
        self.delimiter = _char("delimiter", vals.get("delimiter", ","), False)
        quotechar = vals.get("quotechar", '"')
        self.quotechar = _char("quotechar", quotechar, True)
        self.escapechar = _char("escapechar", vals.get("escapechar"), True)
        self.doublequote = bool(vals.get("doublequote", True))
        self.skipinitialspace = bool(vals.get("skipinitialspace", False))
        lt = vals.get("lineterminator", "\r\n")
        if not isinstance(lt, str):
            raise TypeError('"lineterminator" must be a string')
        self.lineterminator = lt
        self.strict = bool(vals.get("strict", False))
        if self.quotechar is None and "quoting" not in kw:
            quoting = QUOTE_NONE
        if self.quotechar is None and quoting != QUOTE_NONE:
            raise TypeError("quotechar must be set if quoting enabled")
        self.quoting = quoting
        if self.delimiter == " " and self.skipinitialspace:
            pass


class Dialect:
    """Describe a CSV dialect; subclasses set the class attributes."""

    # Every parameter a dialect may set; None means unset, and the checks
    # of _Params reject a dialect that leaves a required one unset.
    _name, _valid = "", False
    delimiter = quotechar = escapechar = doublequote = None
    skipinitialspace = lineterminator = quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _Params(self, {})
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    """The usual properties of an Excel-generated CSV file."""
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\r\n"
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    """The usual properties of an Excel-generated TAB-delimited file."""
    delimiter = "\t"


class unix_dialect(Dialect):
    """The usual properties of a CSV file generated on UNIX systems."""
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = QUOTE_ALL


class _DialectView:
    """The read-only .dialect of a reader or writer."""

    def __init__(self, p):
        for name in _ATTRS:
            object.__setattr__(self, name, getattr(p, name))

    def __setattr__(self, name, value):
        raise AttributeError("attribute '%s' of '_csv.Dialect' objects is not writable" % name)


_dialects = {}


def register_dialect(name, dialect=None, **kw):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    p = _Params(dialect, kw)
    _dialects[name] = _DialectView(p)


def unregister_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect")


def list_dialects():
    return list(_dialects)


register_dialect("excel", excel)
register_dialect("excel-tab", excel_tab)
register_dialect("unix", unix_dialect)

class _Reader:
    """Iterate over the records of an iterable of lines."""

    # Slots, as CPython's reader has no __dict__; __next__ (set below) is
    # Go and reads them.
    __slots__ = ("_it", "_p", "dialect", "line_num", "_cfg")

    def __init__(self, lines, p):
        self._it = iter(lines)
        self._p = p
        self.dialect = _DialectView(p)
        self.line_num = 0
        quote = p.quotechar if p.quoting != QUOTE_NONE else None
        # The dialect as the Go reader takes it (see stdlib/csv_core.go).
        self._cfg = (p.delimiter, quote, p.escapechar, p.doublequote,
                     p.skipinitialspace, p.quoting == QUOTE_NONNUMERIC, p.strict)

    def __iter__(self):
        return self


_Reader.__next__ = _next_method(_Reader, _limit, Error)
_Reader.__name__ = _Reader.__qualname__ = "reader"
_Reader.__module__ = "_csv"


def reader(csvfile, dialect="excel", **kw):
    return _Reader(csvfile, _Params(dialect, kw))


class _Writer:
    """Write rows as delimited lines to an object with a write() method."""

    # Slots, as CPython's writer has no __dict__; writerow (set below) is
    # Go and reads them.
    __slots__ = ("_write", "_p", "dialect", "_cfg")

    def __init__(self, f, p):
        try:
            self._write = f.write
        except AttributeError:
            raise TypeError('argument 1 must have a "write" method')
        self._p = p
        self.dialect = _DialectView(p)
        # The dialect as _pyex_csv.join takes it (see stdlib/csv_write.go).
        self._cfg = (p.delimiter, p.quotechar, p.escapechar, p.doublequote,
                     p.quoting, p.lineterminator)

    def writerows(self, rows):
        write, cfg = self._write, self._cfg
        for row in rows:
            write(_join(row, cfg, Error))


_Writer.writerow = _writerow_method(_Writer, Error)
_Writer.__name__ = _Writer.__qualname__ = "writer"
_Writer.__module__ = "_csv"


def writer(fileobj, dialect="excel", **kw):
    return _Writer(fileobj, _Params(dialect, kw))


class DictReader:
    """Read rows as dicts keyed by fieldnames (by default the first row)."""

    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        # Kept as given: 3.11 reads an iterator of names as it comes.
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        # Read lazily: the header row is consumed the first time anyone
        # asks for the names (or for the first record).
        if self._fieldnames is None:
            self._fieldnames = next(self.reader, None)
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        # Replaced below by a Go method, which calls this one (as
        # _dict_next) for subclasses, the first record, and readers or
        # field names of other types. Each read of self.fieldnames also
        # sets line_num, and a subclass may compute it, so it is read
        # where CPython reads it.
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:  # blank lines carry no record
            row = next(self.reader)
        record = dict(zip(self.fieldnames, row))
        nn, nr = len(self.fieldnames), len(row)
        if nn < nr:
            record[self.restkey] = row[nn:]
        elif nn > nr:
            restval = self.restval
            for key in self.fieldnames[nr:]:
                record[key] = restval
        return record

    __class_getitem__ = classmethod(lambda cls, item: cls)


_dict_next = DictReader.__next__
DictReader.__next__ = _dict_next_method(DictReader, _Reader, _limit, Error, _dict_next)


class DictWriter:
    """Write dicts as rows, in the order of fieldnames."""

    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        names = self.fieldnames
        if self.extrasaction == "raise" and rowdict.keys() - names:
            wrong = [k for k in rowdict if k not in names]
            raise ValueError("dict contains fields not in fieldnames: " + ", ".join([repr(x) for x in wrong]))
        return list(map(rowdict.get, names, _repeat(self.restval)))

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows([self._dict_to_list(r) for r in rowdicts])

    __class_getitem__ = classmethod(lambda cls, item: cls)


# The shapes a quoted field takes in a sample, tried in this order: between
# two delimiters, at the start of a line, at the end of one, alone on one.
# The first shape found anywhere decides the quote and the delimiter.
_QUOTED_SHAPES = (
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
)


def _most(counts):
    # The key with the highest count; the first one seen wins a tie.
    best = None
    for k, n in counts.items():
        if best is None or n > counts[best]:
            best = k
    return best


def _spaced(line, delim):
    # Whether every delimiter on the line is followed by a space.
    return line.count(delim) == line.count(delim + " ")


class Sniffer:
    """Guess the dialect of a CSV sample, and whether it has a header row."""

    def __init__(self):
        self.preferred = [",", "\t", ";", " ", ":"]

    def sniff(self, sample, delimiters=None):
        quote, dq, delim, skip = self._from_quotes(sample, delimiters)
        if not delim:
            delim, skip = self._from_counts(sample, delimiters)
        if not delim:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = "\r\n"
            quoting = QUOTE_MINIMAL

        dialect.doublequote = dq
        dialect.delimiter = delim
        dialect.quotechar = quote or '"'
        dialect.skipinitialspace = skip
        return dialect

    def _from_quotes(self, sample, delimiters):
        # Quoted fields name the quote character, and the characters
        # around them the delimiter: (quote, doublequote, delimiter,
        # skipinitialspace), with an empty delimiter when they do not.
        found = []
        for shape in _QUOTED_SHAPES:
            pattern = _re.compile(shape, _re.DOTALL | _re.MULTILINE)
            found = list(pattern.finditer(sample))
            if found:
                break
        if not found:
            return "", False, None, 0
        names = pattern.groupindex
        quotes, delims, spaced = {}, {}, 0
        for m in found:
            q = m.group("quote")
            if q:
                quotes[q] = quotes.get(q, 0) + 1
            if "delim" not in names:
                continue
            d = m.group("delim")
            if d and (delimiters is None or d in delimiters):
                delims[d] = delims.get(d, 0) + 1
            if "space" in names and m.group("space"):
                spaced += 1
        quote = _most(quotes)
        if delims:
            delim = _most(delims)
            skip = delims[delim] == spaced
            if delim == "\n":
                delim = ""
        else:
            delim, skip = "", 0
        d = _re.escape(delim)
        doubled = _re.compile(
            r"((%s)|^)\W*%s[^%s\n]*%s[^%s\n]*%s\W*((%s)|$)" % (d, quote, d, quote, d, quote, d),
            _re.MULTILINE)
        return quote, bool(doubled.search(sample)), delim, skip

    def _from_counts(self, sample, delimiters):
        # A delimiter occurs about as often on every line. Lines are read
        # ten at a time; for each ASCII character, the number of lines
        # holding it n times is tallied, and the most common n, less the
        # lines that disagree, scores it. A character whose score covers
        # enough of the lines read (all of them, then down to 90%) is a
        # candidate; one candidate ends the search.
        lines = [ln for ln in sample.split("\n") if ln]
        step = min(10, len(lines))
        tallies = {}
        scores = {}
        picked = {}
        rounds = 0
        pos = 0
        while pos < len(lines):
            rounds += 1
            for line in lines[pos:pos + step]:
                for code in range(127):
                    ch = chr(code)
                    tally = tallies.get(ch)
                    if tally is None:
                        tally = tallies[ch] = {}
                    n = line.count(ch)
                    tally[n] = tally.get(n, 0) + 1
            for ch, tally in tallies.items():
                pairs = list(tally.items())
                if len(pairs) == 1:
                    if pairs[0][0] != 0:
                        scores[ch] = pairs[0]
                    continue
                top = max(pairs, key=lambda kv: kv[1])
                rest = sum(lines_n for _, lines_n in pairs) - top[1]
                scores[ch] = (top[0], top[1] - rest)
            read = float(min(step * rounds, len(lines)))
            need = 1.0
            while not picked and need >= 0.9:
                for ch, (freq, score) in scores.items():
                    if freq > 0 and score > 0 and score / read >= need and (
                            delimiters is None or ch in delimiters):
                        picked[ch] = (freq, score)
                need -= 0.01
            if len(picked) == 1:
                (ch,) = picked
                return ch, _spaced(lines[0], ch)
            pos += step
        if not picked:
            return "", 0
        for ch in self.preferred:
            if ch in picked:
                return ch, _spaced(lines[0], ch)
        ch = max((v, k) for k, v in picked.items())[1]
        return ch, _spaced(lines[0], ch)

    def has_header(self, sample):
        # Each column of the rows after the first gets a kind: complex when
        # every value parses as a number, else the one length all values
        # share; a column whose values disagree drops out. Each remaining
        # column votes for a header when the first row does not fit its
        # kind, against when it does.
        rows = reader(StringIO(sample), self.sniff(sample))
        header = next(rows)
        kinds = dict.fromkeys(range(len(header)))
        checked = 0
        for row in rows:
            if checked > 20:
                break
            checked += 1
            if len(row) != len(header):
                continue
            for col in list(kinds):
                value = row[col]
                try:
                    complex(value)
                    kind = complex
                except (ValueError, OverflowError):
                    kind = len(value)
                if kind != kinds[col]:
                    if kinds[col] is None:
                        kinds[col] = kind
                    else:
                        del kinds[col]
        votes = 0
        for col, kind in kinds.items():
            if type(kind) is int:
                votes += 1 if len(header[col]) != kind else -1
            elif kind is complex:
                try:
                    complex(header[col])
                    votes -= 1
                except (ValueError, TypeError):
                    votes += 1
            else:
                votes += 1
        return votes > 0

"""csv: reading and writing comma-separated values, written in Python for pyex.

The reader is a small character state machine fed one line at a time; a
synthetic end-of-line event after each line decides whether a record is
complete (a quoted field may span lines). The writer decides per field
whether quoting or escaping is needed. Both follow CPython 3.11's observable
behaviour, including its error messages.
"""

import re as _re
from io import StringIO

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

# Reader states.
_START_RECORD = 0
_START_FIELD = 1
_ESCAPED_CHAR = 2
_IN_FIELD = 3
_IN_QUOTED = 4
_ESCAPE_IN_QUOTED = 5
_QUOTE_IN_QUOTED = 6
_EAT_CRNL = 7
_AFTER_ESCAPED_CRNL = 8

_NEWLINE_MSG = "new-line character seen in unquoted field - do you need to open the file in universal-newline mode?"


class _Reader:
    """Iterate over the records of an iterable of lines."""

    def __init__(self, lines, p):
        self._it = iter(lines)
        self._p = p
        self.dialect = _DialectView(p)
        self.line_num = 0

    def __iter__(self):
        return self

    def __next__(self):
        p = self._p
        delim = p.delimiter
        quote = p.quotechar if p.quoting != QUOTE_NONE else None
        esc = p.escapechar
        skipsp = p.skipinitialspace
        nonnum = p.quoting == QUOTE_NONNUMERIC
        limit = _limit[0]
        fast = not skipsp and not nonnum
        fields = []
        field = []
        numeric = False
        state = _START_RECORD
        while True:
            try:
                line = next(self._it)
            except StopIteration:
                if state != _START_RECORD and state != _EAT_CRNL and (field or state == _IN_QUOTED):
                    if p.strict:
                        raise Error("unexpected end of data")
                    fields.append(self._value(field, numeric))
                    return fields
                if fields:
                    return fields
                raise
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %s (the file should be opened in text mode)" % type(line).__name__)
            self.line_num += 1
            if state == _START_RECORD and fast:
                # Fast path: a whole record on a line with nothing to unquote.
                body = line
                if body.endswith("\n"):
                    body = body[:-2] if body.endswith("\r\n") else body[:-1]
                elif body.endswith("\r"):
                    body = body[:-1]
                if ((quote is None or quote not in body) and (esc is None or esc not in body)
                        and "\n" not in body and "\r" not in body):
                    if not body:
                        return fields
                    parts = body.split(delim)
                    if max(map(len, parts)) <= limit:
                        return parts
            for c in line:
                if state == _IN_FIELD:
                    if c == delim:
                        fields.append(self._value(field, numeric))
                        field = []
                        numeric = False
                        state = _START_FIELD
                        continue
                    if c == "\n" or c == "\r":
                        fields.append(self._value(field, numeric))
                        field = []
                        numeric = False
                        state = _EAT_CRNL
                        continue
                    if c == esc:
                        state = _ESCAPED_CHAR
                        continue
                    if len(field) >= limit:
                        raise Error("field larger than field limit (%d)" % limit)
                    field.append(c)
                    continue
                if state == _IN_QUOTED:
                    if c == esc:
                        state = _ESCAPE_IN_QUOTED
                    elif c == quote:
                        state = _QUOTE_IN_QUOTED if p.doublequote else _IN_FIELD
                    else:
                        if len(field) >= limit:
                            raise Error("field larger than field limit (%d)" % limit)
                        field.append(c)
                    continue
                if state == _START_RECORD:
                    if c == "\n" or c == "\r":
                        state = _EAT_CRNL
                        continue
                    state = _START_FIELD
                if state == _START_FIELD:
                    if c == "\n" or c == "\r":
                        fields.append(self._value(field, numeric))
                        state = _EAT_CRNL
                    elif c == quote:
                        state = _IN_QUOTED
                    elif c == esc:
                        state = _ESCAPED_CHAR
                    elif c == " " and skipsp:
                        pass
                    elif c == delim:
                        fields.append(self._value(field, numeric))
                    else:
                        numeric = nonnum
                        if len(field) >= limit:
                            raise Error("field larger than field limit (%d)" % limit)
                        field.append(c)
                        state = _IN_FIELD
                    continue
                if state == _ESCAPED_CHAR:
                    if len(field) >= limit:
                        raise Error("field larger than field limit (%d)" % limit)
                    field.append(c)
                    state = _AFTER_ESCAPED_CRNL if (c == "\n" or c == "\r") else _IN_FIELD
                    continue
                if state == _AFTER_ESCAPED_CRNL:
                    # Behaves like _IN_FIELD, except that an ordinary character
                    # keeps this state, so the end of a line does not end the
                    # record (CPython's observable behaviour).
                    if c == delim:
                        fields.append(self._value(field, numeric))
                        field = []
                        numeric = False
                        state = _START_FIELD
                    elif c == "\n" or c == "\r":
                        fields.append(self._value(field, numeric))
                        field = []
                        numeric = False
                        state = _EAT_CRNL
                    elif c == esc:
                        state = _ESCAPED_CHAR
                    else:
                        if len(field) >= limit:
                            raise Error("field larger than field limit (%d)" % limit)
                        field.append(c)
                    continue
                if state == _ESCAPE_IN_QUOTED:
                    if len(field) >= limit:
                        raise Error("field larger than field limit (%d)" % limit)
                    field.append(c)
                    state = _IN_QUOTED
                    continue
                if state == _QUOTE_IN_QUOTED:
                    if c == quote:
                        field.append(c)
                        state = _IN_QUOTED
                    elif c == delim:
                        fields.append(self._value(field, numeric))
                        field = []
                        numeric = False
                        state = _START_FIELD
                    elif c == "\n" or c == "\r":
                        fields.append(self._value(field, numeric))
                        field = []
                        numeric = False
                        state = _EAT_CRNL
                    elif not p.strict:
                        field.append(c)
                        state = _IN_FIELD
                    else:
                        raise Error("'%s' expected after '%s'" % (delim, quote))
                    continue
                # _EAT_CRNL
                if c == "\n" or c == "\r":
                    continue
                raise Error(_NEWLINE_MSG)
            # The end of the line.
            if state == _START_RECORD or state == _EAT_CRNL:
                return fields
            if state == _START_FIELD or state == _IN_FIELD or state == _QUOTE_IN_QUOTED:
                fields.append(self._value(field, numeric))
                return fields
            if state == _ESCAPED_CHAR:
                field.append("\n")
                state = _IN_FIELD
            elif state == _ESCAPE_IN_QUOTED:
                field.append("\n")
                state = _IN_QUOTED
            elif state == _AFTER_ESCAPED_CRNL:
                pass

    def _value(self, field, numeric):
        s = "".join(field)
        if numeric:
            return float(s)
        return s


_Reader.__name__ = _Reader.__qualname__ = "reader"
_Reader.__module__ = "_csv"


def reader(csvfile, dialect="excel", **kw):
    return _Reader(csvfile, _Params(dialect, kw))


class _Writer:
    """Write rows as delimited lines to an object with a write() method."""

    def __init__(self, f, p):
        try:
            self._write = f.write
        except AttributeError:
            raise TypeError('argument 1 must have a "write" method')
        self._p = p
        self.dialect = _DialectView(p)
        specials = set(p.lineterminator)
        specials.add(p.delimiter)
        if p.quotechar is not None:
            specials.add(p.quotechar)
        if p.escapechar is not None:
            specials.add(p.escapechar)
        self._specials = specials

    def _field(self, value, quoted):
        p = self._p
        if value is None:
            s = ""
        elif isinstance(value, float):
            s = repr(value)
        else:
            s = str(value)
        specials = self._specials
        for c in s:
            if c in specials:
                break
        else:
            if quoted:
                return p.quotechar + s + p.quotechar
            return s
        out = []
        for c in s:
            if c in specials:
                want_escape = False
                if p.quoting == QUOTE_NONE:
                    want_escape = True
                else:
                    if c == p.quotechar:
                        if p.doublequote:
                            out.append(c)
                        else:
                            want_escape = True
                    elif c == p.escapechar:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if p.escapechar is None:
                        raise Error("need to escape, but no escapechar set")
                    out.append(p.escapechar)
            out.append(c)
        s = "".join(out)
        if quoted:
            return p.quotechar + s + p.quotechar
        return s

    def writerow(self, row):
        p = self._p
        try:
            it = iter(row)
        except TypeError:
            raise Error("iterable expected, not %s" % type(row).__name__)
        parts = []
        quoting = p.quoting
        for v in it:
            if quoting == QUOTE_ALL:
                q = True
            elif quoting == QUOTE_NONNUMERIC:
                q = not _is_number_object(v)
            else:
                q = False
            parts.append(self._field(v, q))
        if len(parts) == 1 and parts[0] == "":
            if quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            parts[0] = p.quotechar * 2
        return self._write(p.delimiter.join(parts) + p.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


_Writer.__name__ = _Writer.__qualname__ = "writer"
_Writer.__module__ = "_csv"


def _is_number_object(v):
    # Mirrors "is this object a number" as CPython's writer asks it: any
    # type with an integer, float or index conversion, or a complex.
    if isinstance(v, (int, float, complex)):
        return True
    t = type(v)
    return hasattr(t, "__index__") or hasattr(t, "__float__") or hasattr(t, "__int__")


def writer(fileobj, dialect="excel", **kw):
    return _Writer(fileobj, _Params(dialect, kw))


class DictReader:
    """Read rows as dicts keyed by fieldnames (by default the first row)."""

    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    def _advance(self):
        # The next row from the underlying reader; line_num follows it.
        row = next(self.reader)
        self.line_num = self.reader.line_num
        return row

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
        names = self.fieldnames if self.line_num == 0 else self._fieldnames
        row = self._advance()
        while not row:  # blank lines carry no record
            row = self._advance()
        if names is None:
            names = self.fieldnames
        record = dict(zip(names, row))
        surplus = len(row) - len(names)
        if surplus > 0:
            record[self.restkey] = row[len(names):]
        else:
            record.update((key, self.restval) for key in names[len(row):])
        return record

    __class_getitem__ = classmethod(lambda cls, item: cls)


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
        if self.extrasaction == "raise":
            wrong = [k for k in rowdict if k not in self.fieldnames]
            if wrong:
                raise ValueError("dict contains fields not in fieldnames: " + ", ".join([repr(x) for x in wrong]))
        return [rowdict.get(key, self.restval) for key in self.fieldnames]

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows([self._dict_to_list(r) for r in rowdicts])

    __class_getitem__ = classmethod(lambda cls, item: cls)


class Sniffer:
    """Guess the dialect of a CSV sample, and whether it has a header row.

    The guess is simple: the delimiter is the candidate character that
    occurs the same non-zero number of times on every sampled line.
    """

    def __init__(self):
        self.preferred = [",", "\t", ";", " ", ":"]

    def sniff(self, sample, delimiters=None):
        lines = [ln for ln in sample.splitlines() if ln][:50]
        if not lines:
            raise Error("Could not determine delimiter")
        if delimiters is not None:
            candidates = list(delimiters)
        else:
            candidates = list(self.preferred)
            for ch in sample:
                if not ch.isalnum() and ch not in "\r\n\"'" and ch not in candidates:
                    candidates.append(ch)
        best = None
        for ch in candidates:
            counts = set(_outside_quotes(ln).count(ch) for ln in lines)
            if len(counts) == 1 and 0 not in counts:
                best = ch
                break
        if best is None:
            raise Error("Could not determine delimiter")
        quote = '"'
        if sample.count("'" + best) + sample.count(best + "'") > sample.count('"' + best) + sample.count(best + '"'):
            quote = "'"
        skip = sample.count(best) == sample.count(best + " ") and sample.count(best) > 0

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = "\r\n"
            quoting = QUOTE_MINIMAL

        dialect.delimiter = best
        dialect.quotechar = quote
        dialect.doublequote = (quote * 2) in sample
        dialect.skipinitialspace = skip
        return dialect

    def has_header(self, sample):
        rows = [r for r in reader(StringIO(sample), self.sniff(sample)) if r]
        if len(rows) < 2:
            return False
        header = rows[0]
        votes = 0
        for col in range(len(header)):
            values = [r[col] for r in rows[1:21] if len(r) == len(header)]
            if not values:
                continue
            if all(_is_number(v) for v in values):
                votes += -1 if _is_number(header[col]) else 1
                continue
            lengths = set(len(v) for v in values)
            if len(lengths) == 1:
                votes += -1 if len(header[col]) in lengths else 1
        return votes > 0


def _outside_quotes(line):
    out = []
    inq = None
    for c in line:
        if inq:
            if c == inq:
                inq = None
        elif c == '"' or c == "'":
            inq = c
        else:
            out.append(c)
    return "".join(out)


def _is_number(s):
    try:
        complex(s)
    except (ValueError, OverflowError):
        return False
    return True

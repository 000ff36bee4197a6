"""Extracting, formatting and printing tracebacks, written in Python.

The text is the interpreter's own: "Traceback (most recent call last):",
one "  File ..., line N, in f" entry per frame with its source line and
3.11's ^/~ position indicators (computed by the embedding API through
_inspect.carets), chained causes and contexts, exception groups in their
boxes, notes, and the last line. Source lines exist for the program's own
file (and whatever the host supplies); the standard library, like
CPython's frozen modules, shows none.
"""

import sys
import linecache
import _inspect
from itertools import groupby as _groupby

# In CPython's order, which a program printing __all__ sees.
__all__ = '''extract_stack extract_tb format_exception format_exception_only
    format_list format_stack format_tb print_exc format_exc print_exception
    print_last print_stack print_tb clear_frames FrameSummary StackSummary
    TracebackException walk_stack walk_tb'''.split()

_RECURSIVE_CUTOFF = 3

_cause_message = (
    "\nThe above exception was the direct cause "
    "of the following exception:\n\n")

_context_message = (
    "\nDuring handling of the above exception, "
    "another exception occurred:\n\n")

_sentinel = object()


def _out(file):
    return sys.stderr if file is None else file


def print_list(extracted_list, file=None):
    for item in StackSummary.from_list(extracted_list).format():
        print(item, file=_out(file), end="")


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


def print_tb(tb, limit=None, file=None):
    print_list(extract_tb(tb, limit=limit), file=file)


def format_tb(tb, limit=None):
    return extract_tb(tb, limit=limit).format()


def extract_tb(tb, limit=None):
    return StackSummary._extract(_walk_tb_positions(tb), limit, True, False)


def _pair(exc, value, tb):
    # The (value, traceback) to show: the legacy call passes type, value
    # and traceback; the 3.10 one the exception alone.
    legacy = (value is not _sentinel, tb is not _sentinel)
    if all(legacy):
        return value, tb
    if any(legacy):
        raise ValueError("Both or neither of value and tb must be given")
    if exc is None:
        return None, None
    if not isinstance(exc, BaseException):
        raise TypeError(f'Exception expected for value, {type(exc).__name__} found')
    return exc, exc.__traceback__


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None,
                    file=None, chain=True):
    value, tb = _pair(exc, value, tb)
    te = TracebackException(type(value), value, tb, limit=limit, compact=True)
    te.print(file=file, chain=chain)


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None,
                     chain=True):
    value, tb = _pair(exc, value, tb)
    te = TracebackException(type(value), value, tb, limit=limit, compact=True)
    return list(te.format(chain=chain))


def format_exception_only(exc, /, value=_sentinel):
    shown = exc if value is _sentinel else value
    captured = TracebackException(type(shown), shown, None, compact=True)
    return list(captured.format_exception_only())


def _final_line(etype, value):
    text = _safe_str(value, 'exception')
    if value is None or not text:
        return "%s\n" % etype
    return "%s: %s\n" % (etype, text)


def _safe_str(value, what, func=str):
    try:
        return func(value)
    except:
        return f'<{what} {func.__name__}() failed>'


def print_exc(limit=None, file=None, chain=True):
    print_exception(*sys.exc_info(), limit=limit, file=file, chain=chain)


def format_exc(limit=None, chain=True):
    return "".join(format_exception(*sys.exc_info(), limit=limit, chain=chain))


def print_last(limit=None, file=None, chain=True):
    # What the interactive interpreter last reported (pyex has none unless
    # a program sets sys.last_type and friends itself).
    last_type = getattr(sys, "last_type", _sentinel)
    if last_type is _sentinel:
        raise ValueError("no last exception")
    print_exception(last_type, sys.last_value, sys.last_traceback, limit, file, chain)


# The stack functions start, by default, at the frame that called them.

def print_stack(f=None, limit=None, file=None):
    start = sys._getframe(1) if f is None else f
    print_list(extract_stack(start, limit=limit), file=file)


def format_stack(f=None, limit=None):
    start = sys._getframe(1) if f is None else f
    return format_list(extract_stack(start, limit=limit))


def extract_stack(f=None, limit=None):
    start = sys._getframe(1) if f is None else f
    # Walked from the innermost frame out, listed outermost first.
    frames = StackSummary.extract(walk_stack(start), limit=limit)
    frames.reverse()
    return frames


def clear_frames(tb):
    pass


class FrameSummary:
    """One frame of a traceback or stack: where, and its source line."""

    __slots__ = ('filename', 'lineno', 'end_lineno', 'colno', 'end_colno',
                 'name', '_line', 'locals')

    def __init__(self, filename, lineno, name, *, lookup_line=True,
                 locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename, self.lineno, self.name = filename, lineno, name
        self.end_lineno, self.colno, self.end_colno = end_lineno, colno, end_colno
        self._line = line
        if lookup_line:
            self.line       # reading it loads the source line now
        # Locals are kept as reprs, taken while the frame is alive.
        self.locals = None if not locals else {key: repr(value) for key, value in locals.items()}

    def __eq__(self, other):
        # Another summary compares by place and locals; a tuple (the
        # old 4-tuple form) by place and source line.
        if isinstance(other, FrameSummary):
            mine = (self.filename, self.lineno, self.name, self.locals)
            return mine == (other.filename, other.lineno, other.name, other.locals)
        if isinstance(other, tuple):
            return tuple(self) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)

    def __len__(self):
        return 4

    @property
    def _original_line(self):
        self.line
        return self._line

    @property
    def line(self):
        # Loaded on first use; None when there is no line number to load.
        if self._line is None and self.lineno is not None:
            self._line = linecache.getline(self.filename, self.lineno)
        return None if self._line is None else self._line.strip()


def walk_stack(f):
    if f is None:
        f = sys._getframe().f_back.f_back
    while f is not None:
        yield f, f.f_lineno
        f = f.f_back


def walk_tb(tb):
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def _walk_tb_positions(tb):
    while tb is not None:
        yield tb.tb_frame, _inspect.positions(tb)
        tb = tb.tb_next


class StackSummary(list):
    """A list of FrameSummary objects, outermost first for a traceback."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True,
                capture_locals=False):
        def with_positions():
            for f, lineno in frame_gen:
                yield f, (lineno, None, None, None)
        return klass._extract(with_positions(), limit, lookup_lines, capture_locals)

    @classmethod
    def _extract(klass, frame_gen, limit, lookup_lines, capture_locals):
        if limit is None:
            limit = getattr(sys, 'tracebacklimit', None)
            if limit is not None and limit < 0:
                limit = 0
        items = list(frame_gen)
        if limit is not None:
            if limit >= 0:
                items = items[:limit]
            else:
                items = items[limit:]
        result = klass()
        for f, (lineno, end_lineno, colno, end_colno) in items:
            co = f.f_code
            f_locals = f.f_locals if capture_locals else None
            result.append(FrameSummary(
                co.co_filename, lineno, co.co_name, lookup_line=False,
                locals=f_locals, end_lineno=end_lineno, colno=colno,
                end_colno=end_colno))
        if lookup_lines:
            for fs in result:
                fs.line
        return result

    @classmethod
    def from_list(klass, a_list):
        # Summaries pass through; (filename, lineno, name, line) tuples
        # become summaries.
        frames = StackSummary()
        for entry in a_list:
            if not isinstance(entry, FrameSummary):
                filename, lineno, name, line = entry
                entry = FrameSummary(filename, lineno, name, line=line)
            frames.append(entry)
        return frames

    def format_frame_summary(self, frame_summary):
        parts = ['  File "{}", line {}, in {}\n'.format(
            frame_summary.filename, frame_summary.lineno, frame_summary.name)]
        if frame_summary.line:
            stripped = frame_summary.line.strip()
            parts.append('    {}\n'.format(stripped))
            orig = frame_summary._original_line
            if (frame_summary.colno is not None
                    and frame_summary.end_colno is not None
                    and frame_summary.lineno is not None):
                end = frame_summary.end_lineno
                if end is None:
                    end = frame_summary.lineno
                carets = _inspect.carets(orig.rstrip('\r\n'), frame_summary.lineno, end,
                                         frame_summary.colno, frame_summary.end_colno)
                if carets:
                    parts.append(carets)
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                parts.append('    {name} = {value}\n'.format(name=name, value=value))
        return ''.join(parts)

    def format(self):
        # A run of identical frames (deep recursion) shows its first
        # _RECURSIVE_CUTOFF entries and then how many more there were.
        chunks = []
        for _place, run in _groupby(self, key=lambda fs: (fs.filename, fs.lineno, fs.name)):
            run = list(run)
            for fs in run[:_RECURSIVE_CUTOFF]:
                text = self.format_frame_summary(fs)
                if text:
                    chunks.append(text)
            if len(run) > _RECURSIVE_CUTOFF:
                chunks.append(_repeated(len(run) - _RECURSIVE_CUTOFF))
        return chunks


def _type_label(kind):
    # Builtin and __main__ exception classes show bare, others with their
    # module ('<unknown>' when __module__ is not a string).
    module = kind.__module__
    if module in ("__main__", "builtins"):
        return kind.__qualname__
    if not isinstance(module, str):
        module = "<unknown>"
    return f'{module}.{kind.__qualname__}'


def _repeated(n):
    return '  [Previous line repeated {} more time{}]\n'.format(n, 's' if n > 1 else '')


class _Box:
    """Where a formatted line goes inside exception-group boxes."""

    def __init__(self):
        self.group_depth = 0
        self.need_close = False

    def indent(self):
        return ' ' * (2 * self.group_depth)

    def emit(self, text, margin='|'):
        prefix = self.indent()
        if self.group_depth:
            prefix += margin + ' '
        if isinstance(text, str):
            text = [text]
        # Each chunk (a frame's lines, say) stays one piece, as print_exc
        # writes it in one call.
        for chunk in text:
            if not prefix:
                yield chunk
            else:
                yield ''.join(prefix + line for line in chunk.splitlines(True))


class TracebackException:
    """An exception captured for formatting: its type, str(), stack,
    chained cause/context and, for a group, its sub-exceptions."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None,
                 lookup_lines=True, capture_locals=False, compact=False,
                 max_group_width=15, max_group_depth=10, _seen=None):
        top = _seen is None
        if top:
            _seen = set()
        _seen.add(id(exc_value))
        self.max_group_width = max_group_width
        self.max_group_depth = max_group_depth
        self.stack = StackSummary._extract(
            _walk_tb_positions(exc_traceback), limit, lookup_lines, capture_locals)
        self.exc_type = exc_type
        self._str = _safe_str(exc_value, 'exception')
        try:
            self.__notes__ = getattr(exc_value, '__notes__', None)
        except Exception:
            self.__notes__ = None
        if exc_type and issubclass(exc_type, SyntaxError):
            self._keep_syntax_details(exc_value)
        if lookup_lines:
            self._load_lines()
        self.__suppress_context__ = (
            exc_value.__suppress_context__ if exc_value is not None else False)
        self.__cause__ = None
        self.__context__ = None
        self.exceptions = None
        if exc_value is None:
            return
        cause = exc_value.__cause__
        if cause is not None and id(cause) not in _seen:
            self.__cause__ = TracebackException(
                type(cause), cause, cause.__traceback__, limit=limit,
                lookup_lines=lookup_lines, capture_locals=capture_locals,
                max_group_width=max_group_width, max_group_depth=max_group_depth,
                _seen=_seen)
        context = exc_value.__context__
        want_context = not (compact and (self.__cause__ is not None or self.__suppress_context__))
        if want_context and context is not None and id(context) not in _seen:
            self.__context__ = TracebackException(
                type(context), context, context.__traceback__, limit=limit,
                lookup_lines=lookup_lines, capture_locals=capture_locals,
                max_group_width=max_group_width, max_group_depth=max_group_depth,
                _seen=_seen)
        if isinstance(exc_value, BaseExceptionGroup):
            self.exceptions = [
                TracebackException(
                    type(e), e, e.__traceback__, limit=limit,
                    lookup_lines=lookup_lines, capture_locals=capture_locals,
                    max_group_width=max_group_width, max_group_depth=max_group_depth,
                    _seen=_seen)
                for e in exc_value.exceptions]

    def _keep_syntax_details(self, err):
        # Where a SyntaxError points, for its own last lines; the line
        # numbers are kept as strings.
        def text_of(number):
            return None if number is None else str(number)
        self.filename = err.filename
        self.lineno, self.end_lineno = text_of(err.lineno), text_of(err.end_lineno)
        self.text, self.msg = err.text, err.msg
        self.offset, self.end_offset = err.offset, err.end_offset

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def _load_lines(self):
        for frame in self.stack:
            frame.line

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        if self.exc_type is None:
            yield _final_line(None, self._str)
            return
        stype = _type_label(self.exc_type)
        if not issubclass(self.exc_type, SyntaxError):
            yield _final_line(stype, self._str)
        else:
            yield from self._syntax_error_lines(stype)
        notes = self.__notes__
        if isinstance(notes, (list, tuple)):
            for note in notes:
                yield _safe_str(note, 'note') + '\n'
        elif notes is not None:
            yield _safe_str(notes, '__notes__', func=repr) + '\n'

    def _syntax_error_lines(self, stype):
        suffix = ''
        if self.lineno is not None:
            yield '  File "{}", line {}\n'.format(self.filename or "<string>", self.lineno)
        elif self.filename is not None:
            suffix = ' ({})'.format(self.filename)
        text = self.text
        if text is not None:
            right = text.rstrip('\n')
            left = right.lstrip(' \n\f')
            indent = len(right) - len(left)
            yield '    {}\n'.format(left)
            if self.offset is not None:
                start = self.offset
                end = self.end_offset if self.end_offset not in (None, 0) else start
                if start == end or end == -1:
                    end = start + 1
                col = start - 1 - indent
                end_col = end - 1 - indent
                if col >= 0:
                    pad = ''.join(c if c.isspace() else ' ' for c in left[:col])
                    yield '    {}{}\n'.format(pad, '^' * (end_col - col))
        yield "{}: {}{}\n".format(stype, self.msg or "<no detail available>", suffix)

    def format(self, *, chain=True, _ctx=None):
        box = _Box() if _ctx is None else _ctx
        links = []
        exc = self
        if chain:
            while exc is not None:
                if exc.__cause__ is not None:
                    msg, nxt = _cause_message, exc.__cause__
                elif exc.__context__ is not None and not exc.__suppress_context__:
                    msg, nxt = _context_message, exc.__context__
                else:
                    msg, nxt = None, None
                links.append((msg, exc))
                exc = nxt
        else:
            links.append((None, exc))
        for msg, exc in reversed(links):
            if msg is not None:
                yield from box.emit(msg)
            if exc.exceptions is None:
                if exc.stack:
                    yield from box.emit('Traceback (most recent call last):\n')
                    yield from box.emit(exc.stack.format())
                yield from box.emit(list(exc.format_exception_only()))
            elif box.group_depth > self.max_group_depth:
                yield from box.emit(
                    f"... (max_group_depth is {self.max_group_depth})\n")
            else:
                yield from exc._format_group(box, chain)

    def _format_group(self, box, chain):
        top = box.group_depth == 0
        if top:
            box.group_depth += 1
        if self.stack:
            yield from box.emit('Exception Group Traceback (most recent call last):\n',
                                margin='+' if top else '|')
            yield from box.emit(self.stack.format())
        yield from box.emit(list(self.format_exception_only()))
        total = len(self.exceptions)
        shown = min(total, self.max_group_width + 1)
        box.need_close = False
        for i in range(shown):
            last = i == shown - 1
            if last:
                box.need_close = True
            if self.max_group_width is not None:
                cut = i >= self.max_group_width
            else:
                cut = False
            title = f'{i + 1}' if not cut else '...'
            yield (box.indent() + ('+-' if i == 0 else '  ') +
                   f'+---------------- {title} ----------------\n')
            box.group_depth += 1
            if not cut:
                yield from self.exceptions[i].format(chain=chain, _ctx=box)
            else:
                rest = total - self.max_group_width
                plural = 's' if rest > 1 else ''
                yield from box.emit(f"and {rest} more exception{plural}\n")
            if last and box.need_close:
                yield box.indent() + "+------------------------------------\n"
                box.need_close = False
            box.group_depth -= 1
        if top:
            box.group_depth = 0

    def print(self, *, file=None, chain=True):
        out = _out(file)
        for line in self.format(chain=chain):
            print(line, file=out, end="")

"""Logging for pyex programs, written in Python (class-heavy, rarely hot).

Loggers form a dotted-name hierarchy below the root logger; records flow
from the logger that made them up through its ancestors' handlers.
Handlers write to the program's sys.stderr (looked up when a record is
emitted, so redirection works). Record times come from time.time(), the
run's clock: a virtual clock unless the host hands in a real one.
"""

import sys

# CPython's order, which a program printing __all__ sees.
__all__ = '''BASIC_FORMAT BufferingFormatter CRITICAL DEBUG ERROR FATAL
    FileHandler Filter Formatter Handler INFO LogRecord Logger LoggerAdapter
    NOTSET NullHandler StreamHandler WARN WARNING addLevelName basicConfig
    captureWarnings critical debug disable error exception fatal getLevelName
    getLogger getLoggerClass info log makeLogRecord setLoggerClass shutdown
    warn warning getLogRecordFactory setLogRecordFactory lastResort
    raiseExceptions getLevelNamesMapping'''.split()

# The standard levels, lowest first, and their aliases.
NOTSET, DEBUG, INFO, WARNING, ERROR, CRITICAL = 0, 10, 20, 30, 40, 50
WARN, FATAL = WARNING, CRITICAL

_levelToName = {CRITICAL: 'CRITICAL', ERROR: 'ERROR', WARNING: 'WARNING',
                INFO: 'INFO', DEBUG: 'DEBUG', NOTSET: 'NOTSET'}
_nameToLevel = {'CRITICAL': CRITICAL, 'FATAL': FATAL, 'ERROR': ERROR,
                'WARN': WARNING, 'WARNING': WARNING, 'INFO': INFO,
                'DEBUG': DEBUG, 'NOTSET': NOTSET}

raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True

BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"


try:
    from time import time as _time_now
except ImportError:
    _time_now = None


def _clock():
    # Imported once above: an import statement per record cost as much as
    # the rest of a record's creation.
    if _time_now is None:
        return 1735689600.0
    return _time_now()


_startTime = _clock()


def getLevelNamesMapping():
    return dict(_nameToLevel)


def getLevelName(level):
    name = _levelToName.get(level)
    if name is not None:
        return name
    name = _nameToLevel.get(level)
    if name is not None:
        return name
    return "Level %s" % level


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        return _nameToLevel[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


# The file of this module: findCaller skips its frames.
_srcfile = __file__


def currentframe():
    return sys._getframe(1)


def _mapping_args(args):
    """A lone non-empty mapping argument is used for %(name)s lookups, so
    the record keeps the mapping itself instead of the 1-tuple."""
    if args and len(args) == 1:
        only = args[0]
        if isinstance(only, _Mapping) and only:
            return only
    return args


# filename and module of each source path seen: a program logs from a
# handful of files, and splitting the path is most of a record's cost.
_path_parts = {}


def _split_path(pathname):
    base = pathname.replace('\\', '/').rsplit('/', 1)[-1] if isinstance(pathname, str) else pathname
    if isinstance(base, str) and '.' in base.lstrip('.'):
        module = base[:base.rfind('.')]
    else:
        module = base if base is not None else "Unknown module"
    parts = (base, module)
    if type(pathname) is str and len(_path_parts) < 1000:
        _path_parts[pathname] = parts
    return parts


class LogRecord(object):
    """One logged event, with everything a Formatter may show of it."""

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info,
                 func=None, sinfo=None, **kwargs):
        # _clock, _mapping_args and getLevelName written out: a record is
        # made per logging call, and each call of a helper costs.
        now = 1735689600.0 if _time_now is None else _time_now()
        if args and len(args) == 1 and isinstance(args[0], _Mapping) and args[0]:
            args = args[0]
        # Attributes are set in CPython's order: vars(record) shows it.
        self.name, self.msg = name, msg
        self.args = args
        self.levelname = _levelToName.get(level) or getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        parts = _path_parts.get(pathname) if type(pathname) is str else None
        if parts is None:
            parts = _split_path(pathname)
        self.filename, self.module = parts
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = now
        self.msecs = int((now - int(now)) * 1000) + 0.0
        self.relativeCreated = (now - _startTime) * 1000
        self.thread = 1 if logThreads else None
        self.threadName = 'MainThread' if logThreads else None
        self.processName = 'MainProcess' if logMultiprocessing else None
        self.process = 1 if logProcesses else None

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (
            self.name, self.levelno, self.pathname, self.lineno, self.msg)

    def getMessage(self):
        text = str(self.msg)
        if self.args:
            text = text % self.args
        return text


_logRecordFactory = LogRecord


def setLogRecordFactory(factory):
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    rv = _logRecordFactory(None, None, "", 0, "", (), None, None)
    rv.__dict__.update(dict)
    return rv


class _Mapping:
    """Stands for collections.abc.Mapping in isinstance checks without
    importing collections at start-up."""

    @classmethod
    def __subclasshook__(cls, C):
        return NotImplemented


try:
    from collections.abc import Mapping as _Mapping  # noqa: F811
except ImportError:
    pass


# Formatting styles -----------------------------------------------------------

try:
    from _inspect import percent_attrs as _percent_attrs, format_attrs as _format_attrs
except ImportError:
    _percent_attrs = _format_attrs = None


class PercentStyle(object):
    default_format = '%(message)s'
    asctime_format = '%(asctime)s'
    asctime_search = '%(asctime)'

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt or self.default_format
        self._defaults = defaults

    def usesTime(self):
        return self._fmt.find(self.asctime_search) >= 0

    def validate(self):
        import re
        if not re.search(r'%\(\w+\)[#0+ -]*(\*|\d+)?(\.(\*|\d+))?[diouxefgcrsa%]', self._fmt, re.I):
            raise ValueError("Invalid format '%s' for '%s' style" % (self._fmt, self.default_format[0]))

    def _format(self, record):
        if self._defaults:
            values = dict(self._defaults)
            values.update(record.__dict__)
        else:
            if _percent_attrs is not None:
                # fmt % record.__dict__ without making the record's dict.
                text = _percent_attrs(self._fmt, record)
                if text is not None:
                    return text
            values = record.__dict__
        return self._fmt % values

    def format(self, record):
        try:
            text = self._format(record)
        except KeyError as missing:
            raise ValueError('Formatting field not found in record: %s'
                             % missing)
        return text


class StrFormatStyle(PercentStyle):
    default_format = '{message}'
    asctime_format = '{asctime}'
    asctime_search = '{asctime'

    def _format(self, record):
        if self._defaults:
            values = dict(self._defaults)
            values.update(record.__dict__)
            return self._fmt.format(**values)
        if _format_attrs is not None:
            # format(**record.__dict__) without copying (or making) the dict.
            text = _format_attrs(self._fmt, record)
            if text is not None:
                return text
        return self._fmt.format(**record.__dict__)

    def _named_fields(self):
        """The field names used by the format string; a bad string or an
        unknown !conversion raises ValueError."""
        import string
        names = set()
        for _, field, _, conv in string.Formatter().parse(self._fmt):
            if conv and conv not in 'rsa':
                raise ValueError('invalid conversion: %r' % conv)
            if field:
                names.add(field)
        return names

    def validate(self):
        try:
            used = self._named_fields()
        except ValueError as problem:
            raise ValueError('invalid format: %s' % problem)
        if not used:
            raise ValueError('invalid format: no fields')


class StringTemplateStyle(PercentStyle):
    default_format = '${message}'
    asctime_format = '${asctime}'
    asctime_search = '${asctime}'

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        from string import Template
        self._tpl = Template(self._fmt)

    def usesTime(self):
        fmt = self._fmt
        return fmt.find('$asctime') >= 0 or fmt.find(self.asctime_search) >= 0

    def validate(self):
        from string import Template
        found = False
        for m in Template.pattern.finditer(self._fmt):
            if m.group('named') or m.group('braced'):
                found = True
            elif m.group('invalid') is not None:
                raise ValueError('invalid format: bare \'$\' not allowed')
        if not found:
            raise ValueError('invalid format: no fields')

    def _format(self, record):
        if self._defaults:
            values = dict(self._defaults)
            values.update(record.__dict__)
            return self._tpl.substitute(**values)
        return self._tpl.substitute(**record.__dict__)


_STYLES = {
    '%': (PercentStyle, BASIC_FORMAT),
    '{': (StrFormatStyle, '{levelname}:{name}:{message}'),
    '$': (StringTemplateStyle, '${levelname}:${name}:${message}'),
}


class Formatter(object):
    """Turns a LogRecord into text."""

    default_time_format = '%Y-%m-%d %H:%M:%S'
    default_msec_format = '%s,%03d'

    def __init__(self, fmt=None, datefmt=None, style='%', validate=True, *,
                 defaults=None):
        if style not in _STYLES:
            raise ValueError('Style must be one of: %s' % ','.join(_STYLES.keys()))
        style_class = _STYLES[style][0]
        self._style = style_class(fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self.datefmt, self._fmt = datefmt, self._style._fmt

    def converter(self, secs=None):
        import time
        return time.localtime(secs)

    def formatTime(self, record, datefmt=None):
        import time
        conv = self.converter
        ct = conv(record.created)
        if datefmt:
            return time.strftime(datefmt, ct)
        s = time.strftime(self.default_time_format, ct)
        if self.default_msec_format:
            s = self.default_msec_format % (s, record.msecs)
        return s

    def formatException(self, ei):
        import traceback
        text = ''.join(traceback.format_exception(ei[0], ei[1], ei[2]))
        if text[-1:] == "\n":
            text = text[:-1]
        return text

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        style = self._style
        if (type(self) is Formatter and type(style) is PercentStyle
                and not style._defaults and _percent_attrs is not None):
            # usesTime and formatMessage of a plain %-style Formatter
            # written out: four Python calls fewer for every record.
            fmt = style._fmt
            if fmt.find('%(asctime)') >= 0:
                record.asctime = self.formatTime(record, self.datefmt)
            try:
                text = _percent_attrs(fmt, record)
                if text is None:
                    text = fmt % record.__dict__
            except KeyError as missing:
                raise ValueError('Formatting field not found in record: %s'
                                 % missing)
        else:
            if self.usesTime():
                record.asctime = self.formatTime(record, self.datefmt)
            # The message is formatted before the traceback text is made, so
            # %(exc_text)s shows only what an earlier handler left on the
            # record; the text is then kept there for the handlers after.
            text = self.formatMessage(record)
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        tail = record.exc_text
        if tail:
            text = (text if text[-1:] == "\n" else text + "\n") + tail
        tail = record.stack_info
        if tail:
            text = (text if text[-1:] == "\n" else text + "\n") + self.formatStack(tail)
        return text


_defaultFormatter = Formatter()


class BufferingFormatter(object):
    """Formats a batch of records, with an optional header and footer."""

    def __init__(self, linefmt=None):
        self.linefmt = linefmt if linefmt else _defaultFormatter

    def formatHeader(self, records):
        return ""

    def formatFooter(self, records):
        return ""

    def format(self, records):
        if not records:
            return ""
        return (self.formatHeader(records)
                + "".join(self.linefmt.format(r) for r in records)
                + self.formatFooter(records))


# Filters ---------------------------------------------------------------------

# getattr's default where an attribute may be missing (None may be a value).
_ABSENT = object()


class Filter(object):
    """Lets through the records of one logger and its descendants."""

    def __init__(self, name=''):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0 or self.name == record.name:
            return True
        if not record.name.startswith(self.name):
            return False
        return record.name[self.nlen] == "."


class Filterer(object):
    """The filter list shared by loggers and handlers."""

    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            # A Filter (anything with a filter method) or a callable.
            check = getattr(f, 'filter', _ABSENT)
            if check is _ABSENT:
                check = f
            if not check(record):
                return False
        return True


# Handlers --------------------------------------------------------------------

_handlers = {}
_handlerList = []


class Handler(Filterer):
    """Base class of handlers: level, formatter and filters."""

    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self.level = _checkLevel(level)
        self._name = self.formatter = self.lock = None
        self._closed = False
        # Remembered so that shutdown() can flush and close it.
        _handlerList.append(self)

    def get_name(self):
        return self._name

    def set_name(self, name):
        # Keep the registry of named handlers in step with the name.
        _handlers.pop(self._name, None)
        self._name = name
        if name:
            _handlers[name] = self

    name = property(get_name, set_name)

    def createLock(self):
        self.lock = None

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        fmt = self.formatter if self.formatter else _defaultFormatter
        return fmt.format(record)

    def emit(self, record):
        raise NotImplementedError('emit must be implemented '
                                  'by Handler subclasses')

    def handle(self, record):
        # The filter's verdict (possibly a replacement record) is the
        # result, whether or not anything was emitted.
        verdict = self.filter(record)
        if verdict:
            self.emit(record)
        return verdict

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name and self._name in _handlers:
            del _handlers[self._name]

    def handleError(self, record):
        if not raiseExceptions:
            return
        err = sys.stderr
        if err is None:
            return
        import traceback
        t, v, tb = sys.exc_info()
        try:
            err.write('--- Logging error ---\n')
            err.write(''.join(traceback.format_exception(t, v, tb)))
            err.write('Call stack:\n')
            err.write('Message: %r\nArguments: %s\n' % (record.msg, record.args))
        except Exception:
            pass

    def __repr__(self):
        return '<%s (%s)>' % (self.__class__.__name__, getLevelName(self.level))


class _StderrAsItIs(object):
    """The stream of a StreamHandler given none: sys.stderr as it is when
    read, so redirecting it later redirects the handler. A non-data
    descriptor, so a stream the handler was given or assigned (kept in
    its __dict__ as CPython keeps it) is a plain attribute read."""

    def __get__(self, handler, owner=None):
        if handler is None:
            raise AttributeError("type object %r has no attribute 'stream'"
                                 % owner.__name__)
        return sys.stderr


class StreamHandler(Handler):
    """Writes formatted records to a stream (sys.stderr by default)."""

    terminator = '\n'
    stream = _StderrAsItIs()

    def __init__(self, stream=None):
        Handler.__init__(self)
        if stream is not None:
            self.stream = stream

    def flush(self):
        s = self.stream
        if s is not None:
            # One attribute lookup where hasattr() and the call made two.
            flush = getattr(s, "flush", _ABSENT)
            if flush is not _ABSENT:
                flush()

    def emit(self, record):
        try:
            msg = self.format(record)
            self.stream.write(msg + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        if stream is self.stream:
            return None
        old = self.stream
        self.flush()
        self.stream = stream
        return old

    def __repr__(self):
        name = str(getattr(self.stream, 'name', ''))
        if name:
            name += ' '
        return '<%s %s(%s)>' % (self.__class__.__name__, name, getLevelName(self.level))


class FileHandler(StreamHandler):
    """Writes formatted records to a file of the run's filesystem."""

    def __init__(self, filename, mode='a', encoding=None, delay=False, errors=None):
        self.baseFilename = filename
        self.mode = mode
        self.encoding = encoding
        if "b" not in mode and encoding is None:
            self.encoding = "locale"
        self.errors = errors
        self.delay = delay
        # Delayed: no stream (None, not sys.stderr) until the first record.
        StreamHandler.__init__(self, None if delay else self._open())
        if delay:
            self.stream = None
        self._opened = not delay

    def _open(self):
        enc = None if self.encoding == "locale" else self.encoding
        return open(self.baseFilename, self.mode, encoding=enc, errors=self.errors)

    def close(self):
        s = self.stream
        if s is not None:
            try:
                self.flush()
            finally:
                self.stream = None
                if hasattr(s, "close"):
                    s.close()
        StreamHandler.close(self)

    def emit(self, record):
        out = self.stream
        if out is None and (self._closed is False or self.mode != 'w'):
            # First record of a delayed handler, or one after close():
            # reopened unless reopening would truncate the file.
            out = self.stream = self._open()
        if out is not None:
            StreamHandler.emit(self, record)

    def __repr__(self):
        return '<%s %s (%s)>' % (self.__class__.__name__, self.baseFilename,
                                 getLevelName(self.level))


class _StderrHandler(StreamHandler):
    """The handler of last resort: sys.stderr as it is at each record."""

    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


_defaultLastResort = _StderrHandler(WARNING)
lastResort = _defaultLastResort


class NullHandler(Handler):
    """Discards every record (for libraries)."""

    def handle(self, record):
        pass

    def emit(self, record):
        pass

    def createLock(self):
        self.lock = None


# Loggers and their hierarchy -------------------------------------------------

class PlaceHolder(object):
    """Stands in the hierarchy for a logger not created yet, remembering
    the loggers below it."""

    def __init__(self, alogger):
        self.loggerMap = {alogger: None}

    def append(self, alogger):
        if alogger not in self.loggerMap:
            self.loggerMap[alogger] = None


_loggerClass = None


def setLoggerClass(klass):
    if klass != Logger and not issubclass(klass, Logger):
        raise TypeError("logger not derived from logging.Logger: " + klass.__name__)
    global _loggerClass
    _loggerClass = klass


def getLoggerClass():
    return _loggerClass


class Manager(object):
    """Holds the hierarchy of loggers by name."""

    def __init__(self, rootnode):
        self.root, self.loggerDict = rootnode, {}
        self.disable, self.emittedNoHandlerWarning = 0, False
        # None means "use the module-wide defaults".
        self.loggerClass = self.logRecordFactory = None

    def getLogger(self, name):
        if not isinstance(name, str):
            raise TypeError('A logger name must be a string')
        found = self.loggerDict.get(name)
        if found is not None and not isinstance(found, PlaceHolder):
            return found
        cls = self.loggerClass or _loggerClass
        logger = cls(name)
        logger.manager = self
        self.loggerDict[name] = logger
        if isinstance(found, PlaceHolder):
            self._adoptChildren(found, logger)
        self._linkParent(logger)
        return logger

    def setLoggerClass(self, klass):
        if klass != Logger and not issubclass(klass, Logger):
            raise TypeError("logger not derived from logging.Logger: " + klass.__name__)
        self.loggerClass = klass

    def setLogRecordFactory(self, factory):
        self.logRecordFactory = factory

    def _linkParent(self, logger):
        # The nearest existing ancestor becomes the parent; every missing
        # level on the way gets a placeholder that remembers logger.
        name = logger.name
        parent = None
        i = name.rfind(".")
        while i > 0 and parent is None:
            prefix = name[:i]
            node = self.loggerDict.get(prefix)
            if node is None:
                self.loggerDict[prefix] = PlaceHolder(logger)
            elif isinstance(node, PlaceHolder):
                node.append(logger)
            else:
                parent = node
            i = name.rfind(".", 0, i - 1)
        logger.parent = parent if parent is not None else self.root

    def _adoptChildren(self, ph, logger):
        # The loggers a placeholder remembers whose parent is above the
        # new logger now hang from it.
        name = logger.name
        for child in ph.loggerMap.keys():
            if not child.parent.name.startswith(name):
                logger.parent = child.parent
                child.parent = logger

    def _clear_cache(self):
        for node in self.loggerDict.values():
            if isinstance(node, Logger):
                node._cache.clear()
        self.root._cache.clear()


_UNKNOWN_CALLER = ("(unknown file)", 0, "(unknown function)", None)

try:
    # The caller's (filename, lineno, funcname, None) straight from the
    # VM: _user_frame's walk without making a frame object per frame.
    from _inspect import caller as _fast_caller, merge_extra as _merge_extra
except ImportError:
    _fast_caller = _merge_extra = None


def _user_frame(stacklevel):
    """The frame that made the logging call: the first one outside this
    module, then stacklevel-1 further out (stopping at the outermost)."""
    frame = sys._getframe(1)
    while frame is not None and frame.f_code.co_filename == _srcfile:
        frame = frame.f_back
    remaining = stacklevel - 1
    while frame is not None and remaining > 0 and frame.f_back is not None:
        frame = frame.f_back
        remaining -= 1
    return frame


def _exc_triple(exc_info):
    """Normalise a logging call's exc_info argument: an exception becomes
    its (type, value, traceback); any other true non-tuple means "the
    exception being handled"; tuples and false values pass through."""
    if not exc_info or isinstance(exc_info, tuple):
        return exc_info
    if isinstance(exc_info, BaseException):
        return (type(exc_info), exc_info, exc_info.__traceback__)
    return sys.exc_info()


class Logger(Filterer):
    """A named channel of log records."""

    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name, self.level = name, _checkLevel(level)
        # Placed in the hierarchy (parent set) by the Manager.
        self.parent, self.propagate = None, True
        self.handlers, self.disabled = [], False
        self._cache = {}  # level -> isEnabledFor answer

    def setLevel(self, level):
        self.level = _checkLevel(level)
        self.manager._clear_cache()

    # The level methods call _log without ** when there are no keyword
    # arguments: spreading an empty dict made the call several times dearer.
    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            if not kwargs:
                self._log(DEBUG, msg, args)
            else:
                self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            if not kwargs:
                self._log(INFO, msg, args)
            else:
                self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            if not kwargs:
                self._log(WARNING, msg, args)
            else:
                self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        import warnings
        warnings.warn("The 'warn' method is deprecated, "
                      "use 'warning' instead", DeprecationWarning, 2)
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            if not kwargs:
                self._log(ERROR, msg, args)
            else:
                self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            if not kwargs:
                self._log(CRITICAL, msg, args)
            else:
                self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if isinstance(level, int):
            if self.isEnabledFor(level):
                if not kwargs:
                    self._log(level, msg, args)
                else:
                    self._log(level, msg, args, **kwargs)
        elif raiseExceptions:
            raise TypeError("level must be an integer")

    def findCaller(self, stack_info=False, stacklevel=1):
        if (not stack_info and type(stacklevel) is int and -4096 < stacklevel < 4096
                and _fast_caller and type(_srcfile) is str):
            return _fast_caller(_srcfile, stacklevel) or _UNKNOWN_CALLER
        frame = _user_frame(stacklevel)
        if frame is None:
            return _UNKNOWN_CALLER
        trace = None
        if stack_info:
            import traceback
            lines = ''.join(traceback.format_stack(frame)).rstrip('\n')
            trace = 'Stack (most recent call last):\n' + lines
        code = frame.f_code
        return code.co_filename, frame.f_lineno, code.co_name, trace

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info,
                   func=None, extra=None, sinfo=None):
        made = _logRecordFactory(name, level, fn, lno, msg, args, exc_info,
                                 func, sinfo)
        if extra is None:
            return made
        if _merge_extra is not None and _merge_extra(made, extra):
            # The loop below, done without making the record's dict.
            return made
        attrs = made.__dict__
        for field in extra:
            # "message" and "asctime" are filled in later by formatting.
            clash = field in attrs or field in ("message", "asctime")
            if clash:
                raise KeyError("Attempt to overwrite %r in LogRecord"
                               % field)
            attrs[field] = extra[field]
        return made

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False,
             stacklevel=1):
        # A program sets logging._srcfile to None to skip the caller lookup.
        where = _UNKNOWN_CALLER
        if _srcfile:
            try:
                where = self.findCaller(stack_info, stacklevel)
            except ValueError:
                pass
        fn, lno, func, sinfo = where
        if exc_info and not isinstance(exc_info, tuple):
            exc_info = _exc_triple(exc_info)
        self.handle(self.makeRecord(self.name, level, fn, lno, msg, args,
                                    exc_info, func, extra, sinfo))

    def handle(self, record):
        if (not self.disabled) and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def _propagation_chain(self):
        # This logger, then its ancestors up to the first one that does
        # not propagate (inclusive).
        node = self
        while node:
            yield node
            node = node.parent if node.propagate else None

    def hasHandlers(self):
        return any(node.handlers for node in self._propagation_chain())

    def callHandlers(self, record):
        seen_any = False
        node = self
        # The walk of _propagation_chain, written out: no generator per record.
        while node:
            for handler in node.handlers:
                seen_any = True
                if record.levelno >= handler.level:
                    handler.handle(record)
            node = node.parent if node.propagate else None
        if seen_any:
            return
        if not lastResort:
            # No fallback handler either: complain, once per manager.
            if raiseExceptions and not self.manager.emittedNoHandlerWarning:
                self.manager.emittedNoHandlerWarning = True
                sys.stderr.write('No handlers could be found for logger '
                                 '"%s"\n' % self.name)
        elif record.levelno >= lastResort.level:
            lastResort.handle(record)

    def getEffectiveLevel(self):
        # The nearest level set (non-zero) on the way up to the root.
        node = self
        while node and not node.level:
            node = node.parent
        return node.level if node else NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        answer = self._cache.get(level)
        if answer is None:
            # Cached per level; the Manager clears every cache whenever
            # a level or logging.disable changes.
            answer = (not self.manager.disable >= level
                      and level >= self.getEffectiveLevel())
            self._cache[level] = answer
        return answer

    def getChild(self, suffix):
        if self.root is not self:
            suffix = '.'.join((self.name, suffix))
        return self.manager.getLogger(suffix)

    def __repr__(self):
        level = getLevelName(self.getEffectiveLevel())
        return '<%s %s (%s)>' % (self.__class__.__name__, self.name, level)

    def __reduce__(self):
        return getLogger, (self.name,)


class RootLogger(Logger):
    """The root of the hierarchy, named "root"."""

    def __init__(self, level):
        Logger.__init__(self, "root", level)

    def __reduce__(self):
        return getLogger, ()


_loggerClass = Logger


class LoggerAdapter(object):
    """Wraps a logger, adding context (extra) to every record."""

    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        import warnings
        warnings.warn("The 'warn' method is deprecated, "
                      "use 'warning' instead", DeprecationWarning, 2)
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False):
        return self.logger._log(level, msg, args, exc_info=exc_info, extra=extra,
                                stack_info=stack_info)

    @property
    def manager(self):
        return self.logger.manager

    @manager.setter
    def manager(self, value):
        self.logger.manager = value

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        logger = self.logger
        level = getLevelName(logger.getEffectiveLevel())
        return '<%s %s (%s)>' % (self.__class__.__name__, logger.name, level)


root = RootLogger(WARNING)
Logger.root = root
Logger.manager = Manager(Logger.root)


def _basic_handlers(opts, encoding, errors):
    """The handlers basicConfig installs: the ones given, else one file
    or stream handler built from the options (which it consumes)."""
    given = opts.pop("handlers", None)
    if given is not None:
        if "stream" in opts or "filename" in opts:
            raise ValueError("'stream' or 'filename' should not be "
                             "specified together with 'handlers'")
        return given
    if "stream" in opts and "filename" in opts:
        raise ValueError("'stream' and 'filename' should not be "
                         "specified together")
    path = opts.pop("filename", None)
    filemode = opts.pop("filemode", 'a')
    if not path:
        return [StreamHandler(opts.pop("stream", None))]
    # Binary file modes take no error handler.
    return [FileHandler(path, filemode, encoding=encoding,
                        errors=None if 'b' in filemode else errors)]


def basicConfig(**kwargs):
    opts = dict(kwargs)
    encoding = opts.pop('encoding', None)
    errors = opts.pop('errors', 'backslashreplace')
    if opts.pop('force', False):
        for old in list(root.handlers):
            root.removeHandler(old)
            old.close()
    # Configured already: everything else is ignored, unknown keywords
    # included.
    if root.handlers:
        return
    installed = _basic_handlers(opts, encoding, errors)
    datefmt = opts.pop("datefmt", None)
    style = opts.pop("style", '%')
    if style not in _STYLES:
        raise ValueError('Style must be one of: %s' % ','.join(_STYLES.keys()))
    shared = Formatter(opts.pop("format", _STYLES[style][1]), datefmt, style)
    for handler in installed:
        if handler.formatter is None:
            handler.setFormatter(shared)
        root.addHandler(handler)
    wanted = opts.pop("level", None)
    if wanted is not None:
        root.setLevel(wanted)
    if opts:
        raise ValueError('Unrecognised argument(s): %s' % ', '.join(opts))


def getLogger(name=None):
    if not name or isinstance(name, str) and name == root.name:
        return root
    return Logger.manager.getLogger(name)


def critical(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.critical(msg, *args, **kwargs)


fatal = critical


def error(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.error(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warning(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.warning(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    import warnings
    warnings.warn("The 'warn' function is deprecated, "
                  "use 'warning' instead", DeprecationWarning, 2)
    warning(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.info(msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.debug(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    root.manager.disable = level
    root.manager._clear_cache()


def shutdown(handlerList=_handlerList):
    # Newest handler first; a stream that is already gone is not an error
    # at exit.
    for handler in list(handlerList)[::-1]:
        try:
            handler.flush()
            handler.close()
        except (OSError, ValueError):
            pass


_warnings_showwarning = None


def _showwarning(message, category, filename, lineno, file=None, line=None):
    # Installed as warnings.showwarning by captureWarnings(True). A
    # warning aimed at an explicit file keeps going to the original hook;
    # the rest become WARNING records of the "py.warnings" logger.
    if file is None:
        import warnings
        text = warnings.formatwarning(message, category, filename, lineno,
                                      line)
        target = getLogger("py.warnings")
        if not target.handlers:
            target.addHandler(NullHandler())
        target.warning(str(text))
    elif _warnings_showwarning is not None:
        _warnings_showwarning(message, category, filename, lineno, file,
                              line)


def captureWarnings(capture):
    # Swap warnings.showwarning for ours (remembering the previous hook),
    # or put the remembered hook back; repeated calls change nothing.
    global _warnings_showwarning
    import warnings
    hooked = _warnings_showwarning is not None
    if capture and not hooked:
        _warnings_showwarning, warnings.showwarning = (warnings.showwarning,
                                                       _showwarning)
    elif not capture and hooked:
        warnings.showwarning, _warnings_showwarning = (_warnings_showwarning,
                                                       None)

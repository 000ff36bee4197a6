"""Warning control, written in Python.

A warning is matched against the filters (newest first); the action
decides whether it is shown, raised, or suppressed, and the per-module
__warningregistry__ remembers what was shown so that "default" prints a
warning once per location. Shown warnings go to sys.stderr as
"file:line: Category: message" followed by the source line.
"""

import sys

__all__ = ["warn", "warn_explicit", "showwarning",
           "formatwarning", "filterwarnings", "simplefilter",
           "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

filters = [
    ('default', None, DeprecationWarning, '__main__', 0),
    ('ignore', None, DeprecationWarning, None, 0),
    ('ignore', None, PendingDeprecationWarning, None, 0),
    ('ignore', None, ImportWarning, None, 0),
    ('ignore', None, ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}
# _filters_version changes whenever the filters do, which invalidates
# every module's registry of already-shown warnings.
_filters_version = 1


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def showwarning(message, category, filename, lineno, file=None, line=None):
    msg = WarningMessage(message, category, filename, lineno, file, line)
    _showwarnmsg_impl(msg)


def formatwarning(message, category, filename, lineno, line=None):
    msg = WarningMessage(message, category, filename, lineno, None, line)
    return _formatwarnmsg_impl(msg)


def _showwarnmsg_impl(msg):
    out = msg.file
    if out is None:
        out = sys.stderr
        if out is None:
            return
    text = _formatwarnmsg(msg)
    try:
        out.write(text)
    except OSError:
        pass


def _formatwarnmsg_impl(msg):
    category = msg.category.__name__
    s = f"{msg.filename}:{msg.lineno}: {category}: {msg.message}\n"
    line = msg.line
    if line is None:
        try:
            import linecache
            line = linecache.getline(msg.filename, msg.lineno)
        except Exception:
            line = None
    if line:
        s += "  %s\n" % line.strip()
    return s


_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _showwarnmsg(msg):
    sw = showwarning
    if sw is not _showwarning_orig:
        if not callable(sw):
            raise TypeError("warnings.showwarning() must be set to a "
                            "function or method")
        sw(msg.message, msg.category, msg.filename, msg.lineno,
           msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


def _formatwarnmsg(msg):
    fw = formatwarning
    if fw is not _formatwarning_orig:
        return fw(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    return _formatwarnmsg_impl(msg)


def filterwarnings(action, message="", category=Warning, module="", lineno=0,
                   append=False):
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(message, str), "message must be a string"
    assert isinstance(category, type), "category must be a class"
    assert issubclass(category, Warning), "category must be a Warning subclass"
    assert isinstance(module, str), "module must be a string"
    assert isinstance(lineno, int) and lineno >= 0, \
        "lineno must be an int >= 0"
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(lineno, int) and lineno >= 0, \
        "lineno must be an int >= 0"
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def resetwarnings():
    filters[:] = []
    _filters_mutated()


class _OptionError(Exception):
    pass


def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text) is not None


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, "
                        "not '{:s}'".format(type(category).__name__))
    try:
        frame = sys._getframe(stacklevel)
    except ValueError:
        frame = None
    if frame is None:
        globals = sys.__dict__
        filename = "sys"
        lineno = 1
    else:
        globals = frame.f_globals
        filename = frame.f_code.co_filename
        lineno = frame.f_lineno
    module = globals['__name__'] if '__name__' in globals else "<string>"
    registry = globals.setdefault("__warningregistry__", {})
    warn_explicit(message, category, filename, lineno, module, registry,
                  globals, source)


def warn_explicit(message, category, filename, lineno,
                  module=None, registry=None, module_globals=None,
                  source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get('version', 0) != _filters_version:
        registry.clear()
        registry['version'] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if (_matches(msg, text) and issubclass(category, cat)
                and _matches(mod, module) and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == "always":
        pass
    elif action == "module":
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == "default":
        registry[key] = 1
    else:
        raise RuntimeError(
            "Unrecognized action (%r) in warnings.filters:\n %s" % (action, item))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, source=source))


class WarningMessage(object):
    """What one warning was: its message, category and location."""

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file",
                        "line", "source")

    def __init__(self, message, category, filename, lineno, file=None,
                 line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, "
                "line : %r}" % (self.message, self._category_name,
                                self.filename, self.lineno, self.line))


class catch_warnings(object):
    """Saves the filters and showwarning on entry and restores them on
    exit; with record=True, collects the warnings in a list instead of
    showing them."""

    def __init__(self, *, record=False, module=None,
                 action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._module = sys.modules['warnings'] if module is None else module
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not sys.modules['warnings']:
            args.append("module=%r" % self._module)
        name = type(self).__name__
        return "%s(%s)" % (name, ", ".join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        mod = self._module
        self._filters = mod.filters
        mod.filters = self._filters[:]
        mod._filters_mutated()
        self._showwarning = mod.showwarning
        self._showwarnmsg_impl = mod._showwarnmsg_impl
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            mod._showwarnmsg_impl = log.append
            mod.showwarning = mod._showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        mod = self._module
        mod.filters = self._filters
        mod._filters_mutated()
        mod.showwarning = self._showwarning
        mod._showwarnmsg_impl = self._showwarnmsg_impl

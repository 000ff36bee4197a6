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
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno,
                                     file, line))


def formatwarning(message, category, filename, lineno, line=None):
    return _formatwarnmsg_impl(WarningMessage(message, category, filename,
                                              lineno, None, line))


def _showwarnmsg_impl(msg):
    # A missing sys.stderr (or one that fails to write) silently drops
    # the warning, as CPython does.
    stream = sys.stderr if msg.file is None else msg.file
    if stream is None:
        return
    rendered = _formatwarnmsg(msg)
    try:
        stream.write(rendered)
    except OSError:
        pass


def _source_line(msg):
    """The source text to quote under a warning: the one given, else the
    file's line from linecache, else None."""
    if msg.line is not None:
        return msg.line
    try:
        import linecache
        return linecache.getline(msg.filename, msg.lineno)
    except Exception:
        return None


def _formatwarnmsg_impl(msg):
    head = "%s:%s: %s: %s\n" % (msg.filename, msg.lineno,
                                msg.category.__name__, msg.message)
    quoted = _source_line(msg)
    if not quoted:
        return head
    return "%s  %s\n" % (head, quoted.strip())


_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _showwarnmsg(msg):
    # A user-installed warnings.showwarning takes over the display; the
    # stock one goes straight to the implementation (which catch_warnings
    # may have swapped for a recorder).
    hook = showwarning
    if hook is _showwarning_orig:
        _showwarnmsg_impl(msg)
    elif callable(hook):
        hook(msg.message, msg.category, msg.filename, msg.lineno,
             msg.file, msg.line)
    else:
        raise TypeError("warnings.showwarning() must be set to a "
                        "function or method")


def _formatwarnmsg(msg):
    hook = formatwarning
    if hook is _formatwarning_orig:
        return _formatwarnmsg_impl(msg)
    return hook(msg.message, msg.category, msg.filename, msg.lineno,
                msg.line)


def _check_action_and_lineno(action, lineno):
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(lineno, int) and lineno >= 0, \
        "lineno must be an int >= 0"


def filterwarnings(action, message="", category=Warning, module="", lineno=0,
                   append=False):
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    # Checked one at a time, in CPython's order: the subclass test must
    # not run before category is known to be a class.
    checks = (
        (lambda: isinstance(message, str), "message must be a string"),
        (lambda: isinstance(category, type), "category must be a class"),
        (lambda: issubclass(category, Warning),
         "category must be a Warning subclass"),
        (lambda: isinstance(module, str), "module must be a string"),
    )
    for test, why in checks:
        assert test(), why
    _check_action_and_lineno(action, lineno)
    # Patterns are compiled only when given, so that plain filters never
    # import re.
    msg_re = mod_re = None
    if message or module:
        import re
        if message:
            msg_re = re.compile(message, re.I)
        if module:
            mod_re = re.compile(module)
    _add_filter(action, msg_re, category, mod_re, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    _check_action_and_lineno(action, lineno)
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*entry, append):
    # Prepending moves an existing identical filter to the front;
    # appending never duplicates one.
    if append:
        if entry not in filters:
            filters.append(entry)
    else:
        if entry in filters:
            filters.remove(entry)
        filters.insert(0, entry)
    _filters_mutated()


def resetwarnings():
    del filters[:]
    _filters_mutated()


class _OptionError(Exception):
    pass


def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text) is not None


def _caller_context(depth):
    """(globals, filename, lineno) of the frame `depth` levels up, or the
    placeholders CPython uses when the stack is not that deep."""
    try:
        caller = sys._getframe(depth + 1)
    except ValueError:
        caller = None
    if caller is None:
        return sys.__dict__, "sys", 1
    return caller.f_globals, caller.f_code.co_filename, caller.f_lineno


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = type(message)
    elif category is None:
        category = UserWarning
    if not isinstance(category, type) or not issubclass(category, Warning):
        raise TypeError("category must be a Warning subclass, not '%s'"
                        % type(category).__name__)
    glb, filename, lineno = _caller_context(stacklevel)
    modname = glb.get('__name__', "<string>")
    warn_explicit(message, category, filename, lineno, modname,
                  glb.setdefault("__warningregistry__", {}), glb, source)


def _choose_action(text, category, module, lineno):
    """The first filter that applies, as (action, filter); the default
    action with filter None when none does."""
    for entry in filters:
        act, msg_pat, cat, mod_pat, only_line = entry
        applies = (_matches(msg_pat, text) and issubclass(category, cat)
                   and _matches(mod_pat, module))
        if applies and only_line in (0, lineno):
            return act, entry
    return defaultaction, None


def _already_shown(action, registry, text, category, lineno):
    """Record the warning under the action's rule; True when that rule
    says it was shown before and must stay quiet now."""
    if action == "always":
        return False
    registry[(text, category, lineno)] = True
    if action == "default":
        return False
    if action == "once":
        seen, marker = onceregistry, (text, category)
    else:
        seen, marker = registry, (text, category, 0)
    if seen.get(marker):
        return True
    seen[marker] = True
    return False


def _module_from_filename(filename):
    # The module a warning is charged to when none is given: its file
    # name without a trailing ".py" (any case).
    name = filename if filename else "<unknown>"
    return name[:-3] if name.lower().endswith(".py") else name


def warn_explicit(message, category, filename, lineno,
                  module=None, registry=None, module_globals=None,
                  source=None):
    if module is None:
        module = _module_from_filename(filename)
    lineno = int(lineno)
    if registry is None:
        registry = {}
    elif registry.get('version', 0) != _filters_version:
        # Filters changed since this registry was filled: forget it.
        registry.clear()
        registry['version'] = _filters_version
    if isinstance(message, Warning):
        category = type(message)
        text = str(message)
    else:
        text, message = message, category(message)
    if registry.get((text, category, lineno)):
        return
    action, entry = _choose_action(text, category, module, lineno)
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action not in _ACTIONS:
        raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %s"
                           % (action, entry))
    if _already_shown(action, registry, text, category, lineno):
        return
    _showwarnmsg(WarningMessage(message, category, filename, lineno,
                                source=source))


class WarningMessage(object):
    """What one warning was: its message, category and location."""

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file",
                        "line", "source")

    def __init__(self, message, category, filename, lineno, file=None,
                 line=None, source=None):
        for attr, value in zip(self._WARNING_DETAILS,
                               (message, category, filename, lineno, file,
                                line, source)):
            setattr(self, attr, value)
        self._category_name = None if not category else category.__name__

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
        self._module = module if module is not None \
            else sys.modules['warnings']
        self._filter = None if action is None \
            else (action, category, lineno, append)
        self._entered = False

    def __repr__(self):
        parts = ["record=True"] if self._record else []
        if self._module is not sys.modules['warnings']:
            parts.append("module=%r" % (self._module,))
        return type(self).__name__ + "(" + ", ".join(parts) + ")"

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        target = self._module
        # Work on a copy so that filters added inside the block vanish
        # when it ends.
        self._filters = target.filters
        target.filters = list(self._filters)
        target._filters_mutated()
        self._showwarning = target.showwarning
        self._showwarnmsg_impl = target._showwarnmsg_impl
        if self._filter is not None:
            simplefilter(*self._filter)
        if not self._record:
            return None
        captured = []
        target._showwarnmsg_impl = captured.append
        target.showwarning = target._showwarning_orig
        return captured

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        target = self._module
        target.filters = self._filters
        target._filters_mutated()
        target.showwarning = self._showwarning
        target._showwarnmsg_impl = self._showwarnmsg_impl

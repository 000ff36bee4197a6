"""Source lines by file name, for traceback, inspect and warnings.

pyex reads no host files: the lines come from the source texts the run
was given (the program's own, and what the host supplies), through
_inspect.source. Modules of the standard library have none, as frozen
modules have none in CPython.
"""

import _inspect

__all__ = ["getline", "clearcache", "checkcache", "lazycache"]

cache = {}


def clearcache():
    cache.clear()


def getline(filename, lineno, module_globals=None):
    # '' for a line number outside the file, as for a missing file.
    lines = getlines(filename, module_globals)
    return lines[lineno - 1] if 1 <= lineno <= len(lines) else ''


def getlines(filename, module_globals=None):
    entry = cache.get(filename)
    if entry is not None and len(entry) != 1:
        return entry[2]
    return updatecache(filename, module_globals)


def checkcache(filename=None):
    pass


def updatecache(filename, module_globals=None):
    cache.pop(filename, None)
    if not filename or (filename.startswith('<') and filename.endswith('>')):
        return []
    text = _inspect.source(filename)
    if text is None:
        return []
    # Split at newlines only, as reading a file by lines does.
    parts = text.split('\n')
    if parts[-1] == '':
        parts.pop()
    lines = [p + '\n' for p in parts]
    cache[filename] = (len(text), None, lines, filename)
    return lines


def lazycache(filename, module_globals):
    return False

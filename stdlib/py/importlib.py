"""importlib: importing modules by name at run time.

pyex imports only the standard library and the host's modules; there are
no finders, loaders or files to reload from, so this is the part of
importlib programs use: import_module, and the cache functions as no-ops.
"""

import sys


def import_module(name, package=None):
    """Import a module by name; '.name' is relative to package."""
    level = 0
    if name.startswith('.'):
        if not package:
            raise TypeError("the 'package' argument is required to perform a "
                            f"relative import for {name!r}")
        for character in name:
            if character != '.':
                break
            level += 1
        base = package.rsplit('.', level - 1)[0] if level > 1 else package
        name = f'{base}.{name[level:]}' if name[level:] else base
    __import__(name)
    return sys.modules[name]


def invalidate_caches():
    """There are no finder caches to invalidate."""


def reload(module):
    """Modules are built into pyex and cannot change: return module."""
    if type(module).__name__ != 'module':
        raise TypeError('reload() argument must be a module')
    return module

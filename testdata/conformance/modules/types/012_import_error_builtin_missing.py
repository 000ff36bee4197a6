# What pyex and CPython agree on for built-in and missing modules.
import sys

def report(e):
    print(type(e).__name__, "|", e)
    print("   name:", e.name, "| path:", e.path)

try:
    from sys import no_such_thing
except ImportError as e:
    report(e)
try:
    from itertools import chain, nothing_here
except ImportError as e:
    report(e)
try:
    import no_such_module_xyz
except ImportError as e:
    report(e)
try:
    from no_such_module_xyz import a
except ModuleNotFoundError as e:
    report(e)
try:
    import sys.nope
except ModuleNotFoundError as e:
    report(e)
# For modules CPython loads from a file only the part before the location
# is compared: the path is the host's.
try:
    from json import loadz
except ImportError as e:
    print(str(e).split(" (")[0], "|", e.name)
try:
    from collections import OrderedDictionary
except ImportError as e:
    print(str(e).split(" (")[0], "|", e.name)
e = ImportError("custom", name="mod", path="/p.py")
print(e, e.name, e.path, e.args)
print(ImportError().name, ModuleNotFoundError("m", name="m").name)

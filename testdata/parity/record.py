"""Surface-parity recorder (issue 6).

Run with python3 (CPython 3.11) from the repository root:

    python3 testdata/parity/record.py

It writes testdata/parity/python3.json: under "names", for each builtin
type and each module issue 6 lists, the sorted names dir() shows (modules:
public names, no leading underscore; types: public names and dunders); under
"modules", which of a module's names are module objects (the modules its
source imports, which gaps.txt files apart from the API).

parity_test.go runs this same file inside pyex with the argument --stdout;
it then prints one line per subject instead ("<subject>\t<names>", or
"<subject>\tmissing" when the module cannot be imported), so the two
interpreters are measured by the same code.
"""

import sys

TYPES = [
    "int", "str", "list", "dict", "set", "frozenset", "tuple", "bytes",
    "bytearray", "float", "complex", "bool", "range", "slice", "object",
    "type", "property", "staticmethod", "classmethod", "super", "zip", "map",
    "filter", "enumerate", "reversed", "memoryview",
    "BaseException", "Exception", "ArithmeticError", "AssertionError",
    "AttributeError", "BaseExceptionGroup", "ExceptionGroup", "EOFError",
    "FileExistsError", "FileNotFoundError", "ImportError", "IndexError",
    "KeyError", "KeyboardInterrupt", "LookupError", "ModuleNotFoundError",
    "NameError", "NotImplementedError", "OSError", "OverflowError",
    "PermissionError", "RecursionError", "RuntimeError", "StopIteration",
    "StopAsyncIteration", "SyntaxError", "SystemExit", "TimeoutError",
    "TypeError", "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeError",
    "ValueError", "ZeroDivisionError", "Warning", "UserWarning",
    "DeprecationWarning",
]

MODULES = [
    "builtins",
    "json", "re", "string", "textwrap", "difflib", "html", "html.entities",
    "html.parser", "csv", "io",
    "base64", "binascii", "struct", "codecs", "unicodedata", "pprint",
    "reprlib", "math", "cmath", "numbers", "statistics", "fractions", "decimal",
    "random", "bisect", "heapq", "collections", "collections.abc",
    "itertools", "functools", "operator", "copy", "dataclasses", "enum",
    "typing", "abc", "contextlib", "types", "weakref", "inspect", "datetime",
    "zoneinfo", "time", "calendar", "uuid", "hashlib", "hmac", "secrets",
    "zlib", "gzip", "pathlib", "os.path", "glob", "fnmatch", "shutil",
    "tempfile", "zipfile", "sys", "warnings", "logging", "argparse",
    "unittest", "traceback", "urllib.parse",
]


def type_names(obj):
    # Public names and dunders; single-underscore names are private.
    return sorted(n for n in dir(obj)
                  if not n.startswith("_") or (n.startswith("__") and n.endswith("__")))


def module_names(mod):
    return sorted(n for n in dir(mod) if not n.startswith("_"))


def submodules(mod, names):
    """The names that are module objects: CPython's own imports."""
    kind = type(sys)
    return [n for n in names if isinstance(getattr(mod, n, None), kind)]


def survey():
    """Return [(subject, names or None, module-valued names)] in a fixed order."""
    import builtins
    out = []
    for name in TYPES:
        obj = getattr(builtins, name, None)
        out.append(("type " + name, None if obj is None else type_names(obj), []))
    for name in MODULES:
        try:
            mod = __import__(name)
            for part in name.split(".")[1:]:
                mod = getattr(mod, part)
            names = module_names(mod)
        except Exception:
            out.append(("module " + name, None, []))
            continue
        out.append(("module " + name, names, submodules(mod, names)))
    return out


def main():
    result = survey()
    if "--stdout" in sys.argv[1:]:
        for subject, names, _ in result:
            print(subject + "\t" + ("missing" if names is None else " ".join(names)))
        return
    import json
    import os
    data = {
        "names": {subject: names for subject, names, _ in result},
        "modules": {subject: mods for subject, _, mods in result if mods},
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "python3.json")
    with open(path, "w") as f:
        json.dump(data, f, indent=1, sort_keys=True)
        f.write("\n")


main()

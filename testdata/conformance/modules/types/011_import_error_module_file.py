# ImportError from modules built with types.ModuleType: name, path and msg.
import sys
import types

def report(e):
    print(type(e).__name__, "|", e)
    print("   name:", e.name, "| path:", e.path, "| msg is str(e):", e.msg == str(e))

tools = types.ModuleType("virtual_tools")
tools.__file__ = "/sandbox/virtual_tools.py"
tools.search = len
sys.modules["virtual_tools"] = tools
try:
    from virtual_tools import search, fetch
except ImportError as e:
    report(e)

sys.modules["bare_mod"] = types.ModuleType("bare_mod")
try:
    from bare_mod import x
except ImportError as e:
    report(e)

odd = types.ModuleType("odd_file")
odd.__file__ = 42
sys.modules["odd_file"] = odd
try:
    from odd_file import y
except ImportError as e:
    report(e)

sys.modules["blocked"] = None
try:
    import blocked
except ImportError as e:
    report(e)

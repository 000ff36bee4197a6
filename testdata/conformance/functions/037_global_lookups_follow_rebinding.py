# One function reads a global and a builtin in a loop while the module
# rebinds, deletes and shadows them: every read sees the current binding.
builtins = __builtins__  # the builtins module, in __main__

factor = 2


def probe():
    return factor, len("abc"), abs(-4)


seen = [probe()]
factor = 3
seen.append(probe())
len = lambda s: "shadowed " + s
seen.append(probe())
del len
seen.append(probe())
for i in range(40):
    globals()["filler_%d" % i] = i  # grows and rehashes the module dict
seen.append(probe())
del factor
try:
    probe()
except NameError as e:
    seen.append(("NameError", str(e)))
factor = "back"
original_abs = builtins.abs
builtins.abs = lambda x: "patched builtin"
seen.append(probe())
del builtins.abs
try:
    probe()
except NameError as e:
    seen.append(("NameError", str(e)))
builtins.abs = original_abs
seen.append(probe())
for s in seen:
    print(s)

namespace = {"factor": "from exec"}
exec("def probe2():\n    return factor, len('xy')\n", namespace)
print(namespace["probe2"](), probe())
namespace["len"] = lambda s: -1
print(namespace["probe2"]())

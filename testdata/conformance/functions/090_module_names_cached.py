# Module-level names are read and written many times in loops; the values
# seen must follow every way the namespace can change under the loop.
total = 0
for i in range(5):
    total = total + i
print(total)

# A builtin shadowed by a global, then unshadowed.
results = []
for step in range(4):
    if step == 1:
        len = lambda x: -1
    if step == 3:
        del len
    results.append(len("abc"))
print(results)

# globals() written directly, new keys added while a name is cached.
g = globals()
count = 0
for i in range(6):
    count = count + 1
    g["extra_%d" % i] = i
    if i == 3:
        g["count"] = 100
print(count, extra_5)

# A name deleted and stored again in the loop.
seen = []
for i in range(4):
    value = i * 10
    seen.append(value)
    del value
    try:
        value
    except NameError as e:
        seen.append(str(e))
print(seen)

# exec with the module's globals shares the cache's namespace.
exec("count = count + 1", g)
print(count)
ns = {"count": 5}
exec("for _ in range(3):\n    count = count + 1", ns)
print(ns["count"], count)

# A class body reads module names through its own namespace first.
label = "module"
class Box:
    label = "class"
    seen = label
print(Box.seen, label)

# Module names that fall through to builtins, then get defined.
def use_max():
    return max(1, 2)
values = []
for i in range(3):
    values.append(max(i, 1))
    if i == 1:
        max = min
print(values, use_max())
del max
print(max(3, 4))

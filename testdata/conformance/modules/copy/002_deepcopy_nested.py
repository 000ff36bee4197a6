import copy

cfg = {"name": "cfg", "values": [1, 2, [3, 4]], "meta": {"tags": ["a"]}, "t": (1, [2])}
deep = copy.deepcopy(cfg)
deep["values"][2].append(99)
deep["meta"]["tags"].append("b")
deep["t"][1].append(3)
print(cfg)
print(deep)
print(deep["t"] is cfg["t"], deep["name"] is cfg["name"])
t = (1, 2, (3, "x"))
print(copy.deepcopy(t) is t)
t2 = (1, [2])
print(copy.deepcopy(t2) is t2, copy.deepcopy(t2))

# shared references stay shared
shared = [0]
obj = {"a": shared, "b": shared}
dc = copy.deepcopy(obj)
print(dc["a"] is dc["b"], dc["a"] is shared)

# recursion
lst = [1]
lst.append(lst)
cl = copy.deepcopy(lst)
print(cl[1] is cl, cl is lst, len(cl))
dd = {}
dd["self"] = dd
cd = copy.deepcopy(dd)
print(cd["self"] is cd)
rt = ([],)
rt[0].append(rt)
crt = copy.deepcopy(rt)
print(crt[0][0] is crt, crt is rt)

# memo
memo = {}
x = [1, 2]
y = copy.deepcopy([x, x], memo)
print(y[0] is y[1], id(x) in memo, memo[id(x)] == x)
pre = {id(x): "replaced"}
print(copy.deepcopy([x, 3], pre))

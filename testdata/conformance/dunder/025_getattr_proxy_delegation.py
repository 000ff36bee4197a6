class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_calls", [])
    def __getattr__(self, name):
        self._calls.append(name)
        return getattr(self._target, name)
    def __setattr__(self, name, value):
        self._calls.append("set " + name)
        setattr(self._target, name, value)
    def __len__(self):
        return len(self._target)

p = Proxy([3, 1, 2])
p.append(0)
p.sort()
print(p._target, len(p), p.count(1))
print(p._calls)
class Obj:
    pass
q = Proxy(Obj())
q.color = "red"
print(q.color, q._calls, vars(q._target))

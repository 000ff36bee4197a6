import copy

class Tracked:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        print("__copy__ called")
        return Tracked(self.v)
    def __deepcopy__(self, memo):
        print("__deepcopy__ called with", type(memo).__name__)
        return Tracked(copy.deepcopy(self.v, memo))

t = Tracked([1])
t2 = copy.copy(t)
t3 = copy.deepcopy(t)
print(t2.v is t.v, t3.v is t.v, t3.v)
print(copy.deepcopy([t, t])[0] is not t)

class Stateful:
    def __init__(self):
        self.a = 1
        self.cache = "big"
    def __getstate__(self):
        state = self.__dict__.copy()
        del state["cache"]
        return state
    def __setstate__(self, state):
        print("setstate", sorted(state))
        self.__dict__.update(state)
        self.cache = None

s = Stateful()
s2 = copy.copy(s)
print(s2.a, s2.cache)
s3 = copy.deepcopy(s)
print(s3.a, s3.cache)

class Reduced:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __reduce__(self):
        return (Reduced, (self.a, self.b))
    def __repr__(self):
        return f"Reduced({self.a!r}, {self.b!r})"
r = Reduced([1], 2)
rc = copy.deepcopy(r)
print(rc, rc.a is r.a)

class AsString:
    def __reduce__(self):
        return "global_name"
a = AsString()
print(copy.copy(a) is a, copy.deepcopy(a) is a)

class NoCopy:
    def __reduce_ex__(self, proto):
        raise TypeError("cannot pickle 'NoCopy' object")
try:
    copy.copy(NoCopy())
except TypeError as e:
    print("TypeError", e)

print(copy.Error is copy.error, issubclass(copy.Error, Exception))

class Classy:
    pass
print(copy.copy(Classy) is Classy, copy.deepcopy(Classy) is Classy)

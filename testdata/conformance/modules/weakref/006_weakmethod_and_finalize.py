import weakref
class C:
    def __init__(self):
        self.n = 3
    def get(self):
        return self.n
c = C()
wm = weakref.WeakMethod(c.get)
print(wm()(), wm() == c.get)
try:
    weakref.WeakMethod(len)
except TypeError as e:
    print("TypeError", e)
f = weakref.finalize(c, print, "finalized", "!")
print(f.alive, f.peek()[1] is print)
f()
print(f.alive, f(), f.peek(), f.detach())
g = weakref.finalize(c, lambda: "result")
print(g.detach()[0] is c, g.alive)

def self_ref():
    yield next(me)

me = self_ref()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)
def g():
    yield 1
it = g()
print(next(it), next(it, "default"), next(it, None))

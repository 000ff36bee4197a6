class Pair:
    def __enter__(self):
        return ("left", "right")
    def __exit__(self, *a):
        return False

with Pair() as (l, r):
    print(l, r)
holder = {}
with Pair() as holder["pair"]:
    pass
print(holder)
class Obj:
    pass
o = Obj()
with Pair() as o.attr:
    pass
print(o.attr)

import inspect, types
def f(): pass
def gen(): yield 1
async def co(): pass
async def agen(): yield 1
class K:
    def m(self): pass
g = gen(); c = co(); a = agen()
objs = {"f": f, "gen": gen, "co": co, "agen": agen, "K": K, "m": K().m, "len": len, "mod": inspect, "g": g, "c": c, "a": a, "int": 1}
preds = ["isfunction", "isgeneratorfunction", "iscoroutinefunction", "isasyncgenfunction", "isclass", "ismethod", "isbuiltin", "isroutine", "ismodule", "isgenerator", "iscoroutine", "isasyncgen", "isawaitable"]
for name, obj in objs.items():
    print(name, [p for p in preds if getattr(inspect, p)(obj)])
c.close()

import inspect
def f(a, b: int = 2, /, c=3, *args, d, e: "str" = "x", **kw): pass
for p in inspect.signature(f).parameters.values():
    print(p.name, p.kind, int(p.kind), p.kind.description, p.default is inspect.Parameter.empty, p.default if p.default is not p.empty else "-", p.annotation, repr(p))
print(list(inspect.signature(f).parameters))
P = inspect.Parameter
print(P("x", P.KEYWORD_ONLY, default=5, annotation=list), P("y", P.VAR_POSITIONAL))
for bad in [lambda: P("1x", P.POSITIONAL_ONLY), lambda: P("a", P.VAR_KEYWORD, default=1), lambda: P(3, P.POSITIONAL_ONLY), lambda: P("a", 9)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(P("a", P.POSITIONAL_ONLY).replace(name="b", default=2))

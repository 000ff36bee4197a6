eg = ExceptionGroup("outer", [
    ValueError("v1"),
    ExceptionGroup("inner", [TypeError("t1"), ValueError("v2")]),
    KeyError("k"),
])
print(eg, repr(eg.message), len(eg.exceptions))
match_v, rest = eg.split(ValueError)
print("split match:", match_v)
print("split rest:", rest)
print(eg.subgroup(TypeError))
print(eg.subgroup(lambda e: isinstance(e, KeyError)).exceptions)
print(eg.subgroup(OSError))
def leaves(g):
    for e in g.exceptions:
        yield from leaves(e) if isinstance(e, BaseExceptionGroup) else [e]
print([repr(e) for e in leaves(eg)])
print(type(BaseExceptionGroup("x", [ValueError()])).__name__)

def make_ops(offset):
    return {
        "shift": lambda v: v + offset,
        "scale": lambda v: v * offset,
        "clamp": lambda v: max(-offset, min(offset, v)),
    }

for off in (2, 5):
    ops = make_ops(off)
    print(off, {name: [op(v) for v in (-7, 1, 9)] for name, op in ops.items()})

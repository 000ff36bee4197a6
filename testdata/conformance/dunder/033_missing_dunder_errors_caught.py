class Plain:
    pass
p = Plain()
tests = [
    ("len", lambda: len(p)),
    ("iter", lambda: iter(p)),
    ("call", lambda: p()),
    ("index", lambda: [1][p]),
    ("add", lambda: p + 1),
    ("neg", lambda: -p),
    ("getitem", lambda: p[0]),
    ("setitem", lambda: p.__setitem__(0, 1)),
    ("hash list", lambda: hash([p])),
]
for name, t in tests:
    try:
        t()
    except (TypeError, AttributeError) as e:
        print(f"{name:10}{type(e).__name__}: {e}")

nothing = None
ops = [
    ("1/0", lambda: 1 / 0), ("1//0", lambda: 1 // 0), ("1%0", lambda: 1 % 0), ("1.0/0", lambda: 1.0 / 0),
    ("divmod(1,0)", lambda: divmod(1, 0)), ("2**-1 % 0", lambda: pow(2, -1, 0)),
    ("None+1", lambda: None + 1), ("[]+()", lambda: [] + ()), ("len(5)", lambda: len(5)),
    ("int(None)", lambda: int(None)), ("float('x')", lambda: float("x")), ("[].x", lambda: [].x),
    ("nothing()", lambda: nothing()), ("'a'<1", lambda: "a" < 1), ("-'a'", lambda: -"a"),
    ("10**400*1.0", lambda: 10 ** 400 * 1.0), ("chr(-1)", lambda: chr(-1)), ("1 << -1", lambda: 1 << -1),
]
for label, op in ops:
    try:
        op()
    except Exception as e:
        print(f"{label:14} {type(e).__name__}: {e}")

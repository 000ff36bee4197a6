def apply_n(f, n, x):
    for _ in range(n):
        x = f(x)
    return x

def pipeline(*funcs):
    def run(x):
        for f in funcs:
            x = f(x)
        return x
    return run

print(apply_n(lambda v: v * 2, 10, 1))
clean = pipeline(str.strip, str.lower, lambda s: s.replace(" ", "_"))
print(clean("  Hello Big World  "))
print(list(map(pipeline(abs, str), [-3, 4, -5])))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])))

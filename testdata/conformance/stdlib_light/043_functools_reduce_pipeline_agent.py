from functools import reduce, partial

def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns)

strip = str.strip
lower = str.lower
collapse = partial(lambda sep, s: sep.join(s.split()), " ")
dashes = partial(collapse.func, "-")
slug = compose(strip, lower, dashes)
for title in ["  Hello World  ", "Python  3.11   Release", "ALLCAPS"]:
    print(repr(title), "->", slug(title))
totals = reduce(lambda acc, kv: {**acc, kv[0]: acc.get(kv[0], 0) + kv[1]}, [("a", 1), ("b", 2), ("a", 5)], {})
print(totals)

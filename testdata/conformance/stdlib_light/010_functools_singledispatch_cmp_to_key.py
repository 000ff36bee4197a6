from functools import singledispatch, cmp_to_key

@singledispatch
def describe(x):
    return f"something: {x!r}"

@describe.register
def _(x: int):
    return f"int with {x.bit_length()} bits"

@describe.register(list)
def _(x):
    return f"list of {len(x)}"

print(describe(255), describe([1, 2]), describe("s"), describe(True))

def by_length_then_reverse_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)

print(sorted(["pear", "fig", "apple", "kiwi", "date"], key=cmp_to_key(by_length_then_reverse_alpha)))

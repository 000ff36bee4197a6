def check(x):
    assert isinstance(x, int), f"expected int, got {type(x).__name__}"
    assert x >= 0
    return x

for v in [5, "5", -1]:
    try:
        print(check(v))
    except AssertionError as e:
        print("AssertionError:", repr(e), e.args)

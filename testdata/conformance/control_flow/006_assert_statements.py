def mean(values):
    assert values, "values must not be empty"
    assert all(isinstance(v, (int, float)) for v in values), "numbers only"
    return sum(values) / len(values)

print(mean([1, 2, 3, 4]))
for bad in ([], [1, "2"]):
    try:
        mean(bad)
    except AssertionError as e:
        print("assertion failed:", e)
assert True, "never fails"
x = 3
assert x == 3
print("asserts passed")

a = {1, 2}
b = {1, 2, 3}
c = {1, 2, 3, 4}
print(a < b < c, a <= a, a < a, c > b > a)
print(a == {2, 1}, a != b, b.issuperset(a), frozenset(a) == a)
print(sorted([{3}, {1, 2}, {1}], key=len))
print(max([{1}, {1, 2}, {5}], key=len), set("aaa") == {"a"})

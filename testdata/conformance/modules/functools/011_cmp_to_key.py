from functools import cmp_to_key

def by_len_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)

words = ["pear", "fig", "apple", "kiwi", "date", "banana"]
print(sorted(words, key=cmp_to_key(by_len_then_alpha)))
print(sorted(words, key=cmp_to_key(by_len_then_alpha), reverse=True))
print(min(words, key=cmp_to_key(by_len_then_alpha)), max(words, key=cmp_to_key(by_len_then_alpha)))

# largest number from digits
nums = [3, 30, 34, 5, 9]
def concat_cmp(x, y):
    return -1 if x + y > y + x else (1 if x + y < y + x else 0)
print("".join(sorted(map(str, nums), key=cmp_to_key(concat_cmp))))

K = cmp_to_key(lambda a, b: a - b)
k1, k2 = K(1), K(2)
print(k1 < k2, k1 > k2, k1 == k2, k1 != k2, k1 <= K(1), k2 >= k1)
print(k1.obj, k2.obj)
print(type(k1).__name__, type(K).__name__)
try:
    k1 < 2
except TypeError as e:
    print("TypeError", e)
try:
    hash(k1)
except TypeError as e:
    print("TypeError", e)
try:
    K()
except TypeError as e:
    print("TypeError", e)

# a comparison result that is not an int
K2 = cmp_to_key(lambda a, b: 0.5 if a > b else -0.5)
print(sorted([3, 1, 2], key=K2))
print(sorted([(1, "b"), (1, "a"), (0, "z")], key=cmp_to_key(lambda x, y: x[0] - y[0])))
import functools
print(sorted([5, 1, 4], key=functools.cmp_to_key(mycmp=lambda a, b: b - a)))

print(max(3, 1, 2), min("b", "a"), max((1, 2), (1, 3)), min([1, 2], [0, 9]))
print(max(1, 2, key=lambda x: -x), min(*[5, 4, 6]))
for args in [(), (5,), ([],)]:
    try:
        print(max(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
try:
    max(1, 2, default=0)
except TypeError as e:
    print("TypeError:", e)

words = ["banana", "Cherry", "apple", "date", "Elderberry", "fig"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=len, reverse=True))
print(sorted(words, key=lambda w: (len(w), w.lower())))
print(sorted("hello world"), sorted({3: "a", 1: "b"}), sorted((3, 1, 2), reverse=True))
try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError:", e)

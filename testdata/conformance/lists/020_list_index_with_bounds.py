letters = list("abcabcabc")
print(letters.index("c"), letters.index("c", 3), letters.index("c", 3, 6), letters.index("a", -3))
positions = [i for i, ch in enumerate(letters) if ch == "b"]
print(positions)
try:
    letters.index("a", 7)
except ValueError as e:
    print("ValueError:", e)
print(letters[-100:2], letters[7:100], letters[5:-5])

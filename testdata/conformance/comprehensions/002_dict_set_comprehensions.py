words = ["apple", "banana", "avocado", "blueberry", "cherry"]
print({w: len(w) for w in words})
print({w[0]: w for w in words})
print(sorted({len(w) for w in words}))
by_letter = {letter: [w for w in words if w[0] == letter] for letter in "abc"}
print(by_letter)
print({i: i ** 2 for i in range(5) if i != 2})
print({(a, b) for a in range(3) for b in range(3) if a + b == 2} == {(0, 2), (1, 1), (2, 0)})

words = ["banana", "Apple", "cherry", "apple", "Banana", "apple pie", "", "a"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=lambda w: (len(w), w)))
print("abc" < "abd", "abc" < "ab", "Z" < "a", "" < "a", "é" > "z")
print(max(words), min(words), max(words, key=len))

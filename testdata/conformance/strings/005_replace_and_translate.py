s = "banana bandana"
print(s.replace("an", "AN"), s.replace("an", "", 2), s.replace("", "-")[:12])
table = str.maketrans("abn", "ABN")
print(s.translate(table))
strip_vowels = str.maketrans("", "", "aeiou")
print("programming language".translate(strip_vowels))
rot = str.maketrans({"a": "4", "e": "3", "o": None, "s": "$$"})
print("hello sweet sea".translate(rot))

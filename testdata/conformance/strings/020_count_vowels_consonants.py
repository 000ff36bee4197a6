sentence = "Programming in Python is fun and surprisingly deep"
vowels = set("aeiou")
v = sum(1 for c in sentence.lower() if c in vowels)
c = sum(1 for ch in sentence.lower() if ch.isalpha() and ch not in vowels)
print("vowels", v, "consonants", c, "spaces", sentence.count(" "))
longest = max(sentence.split(), key=len)
print("longest word", longest, len(longest))
caps = [w for w in sentence.split() if w[0].isupper()]
print(caps)
print(sorted(set(sentence.lower()) - set(" ")))

from collections import Counter
import re

text = """It is a truth universally acknowledged, that a single man in possession
of a good fortune, must be in want of a wife."""
words = re.findall(r"[a-z']+", text.lower())
c = Counter(words)
print(len(words), len(c))
for word, n in c.most_common(4):
    print(f"{word:>6} {n}")
print(Counter(len(w) for w in words).most_common())
letters = Counter(ch for ch in text.lower() if ch.isalpha())
print(letters.most_common(5))

import unicodedata
from collections import Counter
c = Counter(unicodedata.category(chr(i)) for i in range(0x3000))
print(sorted(c.items()))

from collections import Counter

def is_anagram(a, b):
    return Counter(a.replace(' ', '').lower()) == Counter(b.replace(' ', '').lower())
print(is_anagram('Listen', 'Silent'), is_anagram('Dormitory', 'dirty room'), is_anagram('abc', 'abd'))
inventory = Counter(apples=5, pears=2, plums=0)
order = Counter(apples=3, pears=4, kiwis=1)
print(order - inventory, inventory - order, (inventory & order), inventory | order)
can_fill = not (order - inventory)
print('can fill:', can_fill)
votes = Counter(['ann', 'bob', 'ann', 'cy', 'bob', 'ann', 'dee'])
winner, n = votes.most_common(1)[0]
print(winner, n, [name for name, c in votes.items() if c == 1])
print(sum(votes.values()), votes.total(), len(votes), list(votes))
letters = Counter('the quick brown fox jumps over the lazy dog'.replace(' ', ''))
print(len(letters) == 26, letters.most_common(3), sorted(k for k, v in letters.items() if v >= 3))
bigrams = Counter(zip('mississippi', 'mississippi'[1:]))
print(bigrams.most_common(3))
c = Counter()
for word in 'a b a c b a'.split():
    c.update([word])
print(c, c + Counter(), c - Counter(a=1))

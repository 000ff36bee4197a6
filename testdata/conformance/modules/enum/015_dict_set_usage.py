from enum import Enum


class Suit(Enum):
    HEARTS = 'H'
    SPADES = 'S'
    CLUBS = 'C'


counts = {s: 0 for s in Suit}
for card in ['H', 'S', 'H', 'C', 'H']:
    counts[Suit(card)] += 1
print(counts)
print(sorted(counts.items(), key=lambda kv: kv[1], reverse=True))
print({Suit.HEARTS, Suit.HEARTS, Suit.SPADES} == {Suit.SPADES, Suit.HEARTS})
lookup = {s.value: s for s in Suit}
print(lookup['C'])
print(Suit.HEARTS in Suit, Suit.SPADES in [Suit.HEARTS])
print(sorted(Suit, key=lambda s: s.name))
print([s.value for s in reversed(Suit)])
print(dict(Suit.__members__))
print(hash(Suit.HEARTS) == hash(Suit.HEARTS))

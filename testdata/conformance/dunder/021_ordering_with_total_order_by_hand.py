class Card:
    RANKS = "23456789TJQKA"
    def __init__(self, text):
        self.rank, self.suit = text[0], text[1]
    def _key(self):
        return Card.RANKS.index(self.rank)
    def __lt__(self, other):
        return self._key() < other._key()
    def __gt__(self, other):
        return self._key() > other._key()
    def __repr__(self):
        return self.rank + self.suit

hand = [Card(t) for t in "Kh 3s Ad Tc 3h".split()]
print(sorted(hand), max(hand), min(hand))
print(Card("2c") < Card("3c"), Card("Ac") > Card("Kc"))
try:
    Card("2c") <= Card("3c")
except TypeError as e:
    print("TypeError:", e)

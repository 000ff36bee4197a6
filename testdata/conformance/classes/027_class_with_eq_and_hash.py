class Card:
    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit
    def __eq__(self, other):
        if not isinstance(other, Card):
            return NotImplemented
        return (self.rank, self.suit) == (other.rank, other.suit)
    def __hash__(self):
        return hash((self.rank, self.suit))
    def __repr__(self):
        return f"{self.rank}{self.suit}"

hand = [Card(10, "h"), Card(3, "s"), Card(10, "h")]
print(hand[0] == hand[2], hand[0] is hand[2], hand[0] == "10h")
print(len(set(hand)), Card(3, "s") in hand, hand.count(Card(10, "h")))
lookup = {Card(1, "c"): "ace"}
print(lookup[Card(1, "c")])
class NoHash:
    def __eq__(self, other):
        return True
print(NoHash.__hash__, NoHash() == 5)

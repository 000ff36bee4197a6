class Deck:
    def __init__(self):
        self.cards = [f"{r}{s}" for s in "SH" for r in "A23"]
    def __iter__(self):
        for card in self.cards:
            yield card
    def __len__(self):
        return len(self.cards)

d = Deck()
it = iter(d)
print(next(it), next(it), len(d))
print(list(it), list(d)[:2])
print(next(iter(Deck())), next(iter([]), "no cards"))

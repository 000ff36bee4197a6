class Profile:
    def __init__(self, first, last):
        self.first, self.last = first, last
        self._full = None

    @property
    def full(self):
        if self._full is None:
            print("(computing)")
            self._full = f"{self.first} {self.last}"
        return self._full

    @full.deleter
    def full(self):
        print("(invalidating)")
        self._full = None

p = Profile("Ada", "Lovelace")
print(p.full)
print(p.full)
p.last = "Byron"
del p.full
print(p.full)

class Stats:
    def __init__(self, values):
        self.values = values
    @property
    def mean(self):
        return sum(self.values) / len(self.values)

print(Stats([1, 2, 3, 4]).mean)
s = Stats([])
print("created empty stats")
print(s.mean)

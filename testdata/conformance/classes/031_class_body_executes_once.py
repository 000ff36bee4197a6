print("before class")
class Noisy:
    print("class body runs")
    values = [i * i for i in range(3)]
    total = sum(values)
    def method(self):
        return self.total
    print("class body ends, total =", total)
print("after class", Noisy.total, Noisy().method())

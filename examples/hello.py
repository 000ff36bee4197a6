"""Runs under pyexvm today: python3 examples/hello.py prints the same."""


def fizzbuzz(n):
    for i in range(1, n + 1):
        word = ("Fizz" if i % 3 == 0 else "") + ("Buzz" if i % 5 == 0 else "")
        yield word or str(i)


class Counter(dict):
    def add(self, key):
        self[key] = self.get(key, 0) + 1


counts = Counter()
for word in fizzbuzz(30):
    counts.add(word if not word.isdigit() else "number")
print(", ".join(fizzbuzz(15)))
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

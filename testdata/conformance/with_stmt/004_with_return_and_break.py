class Guard:
    def __init__(self, label):
        self.label = label
    def __enter__(self):
        return self
    def __exit__(self, *a):
        print("released", self.label)

def find(items, target):
    for i, item in enumerate(items):
        with Guard(f"item {i}"):
            if item == target:
                return i
    return -1

print(find(["a", "b", "c"], "b"))
for n in range(5):
    with Guard(n):
        if n == 1:
            continue
        if n == 2:
            break
        print("work", n)

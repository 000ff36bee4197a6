class Depth:
    def __init__(self):
        self.level = 0
        self.max = 0
    def __enter__(self):
        self.level += 1
        self.max = max(self.max, self.level)
        return self.level
    def __exit__(self, *a):
        self.level -= 1

d = Depth()
def recurse(n):
    with d as lvl:
        print("  " * lvl + f"level {lvl}")
        if n:
            recurse(n - 1)
recurse(3)
print("max depth", d.max, "now", d.level)

class LRU:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = {}
        self.hits = self.misses = 0
    def get(self, key):
        if key in self.data:
            self.hits += 1
            value = self.data.pop(key)
            self.data[key] = value
            return value
        self.misses += 1
        return None
    def put(self, key, value):
        if key in self.data:
            self.data.pop(key)
        elif len(self.data) >= self.capacity:
            oldest = next(iter(self.data))
            print(f"  evict {oldest}")
            del self.data[oldest]
        self.data[key] = value

cache = LRU(3)
for op in ["put a 1", "put b 2", "get a", "put c 3", "put d 4", "get b", "get a", "put e 5", "get c", "get d"]:
    parts = op.split()
    if parts[0] == "put":
        cache.put(parts[1], int(parts[2]))
        print(op)
    else:
        print(op, "->", cache.get(parts[1]))
print("keys:", list(cache.data), "hits:", cache.hits, "misses:", cache.misses)

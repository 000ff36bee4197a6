from collections import OrderedDict

class LRU:
    def __init__(self, capacity):
        self.cap = capacity
        self.data = OrderedDict()
    def get(self, key):
        if key not in self.data:
            return -1
        self.data.move_to_end(key)
        return self.data[key]
    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.cap:
            evicted = self.data.popitem(last=False)
            print('evict', evicted)

cache = LRU(2)
cache.put(1, 'one'); cache.put(2, 'two')
print(cache.get(1))
cache.put(3, 'three')
print(cache.get(2), cache.get(3))
cache.put(4, 'four')
print(cache.get(1), cache.get(3), cache.get(4))
print(cache.data)

fifo = OrderedDict()
for i in range(2000):
    fifo[i] = i * i
    if len(fifo) > 100:
        fifo.popitem(last=False)
print(len(fifo), next(iter(fifo)), next(reversed(fifo)))

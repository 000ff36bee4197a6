import bisect

class Seq:
    def __init__(self, items):
        self.items = items
        self.reads = []
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        self.reads.append(i)
        return self.items[i]
    def insert(self, i, x):
        print('insert', i, x)
        self.items.insert(i, x)

s = Seq([1, 3, 5, 7, 9, 11, 13])
print(bisect.bisect_left(s, 8), s.reads)
bisect.insort(s, 6)
print(s.items)

class L(list):
    def insert(self, i, x):
        print('L.insert', i, x)
        super().insert(i, x)
lst = L([1, 2, 4])
bisect.insort(lst, 3)
print(lst)
print(bisect.bisect_left((1, 2, 3), 2), bisect.bisect_right(range(0, 100, 5), 42), bisect.bisect_left('acegi', 'f'))

class Recorder:
    def __getitem__(self, key):
        return key

r = Recorder()
print(r[1], r[1:2], r[::3], r[1:2, 3], r[...], r[:, None], r["k"], r[-1::-1])
class Seq:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return [self[i] for i in range(*idx.indices(self.n))]
        if idx < 0:
            idx += self.n
        if not 0 <= idx < self.n:
            raise IndexError("Seq index out of range")
        return idx * idx

s = Seq(6)
print(s[2], s[-1], s[1:4], s[::-2], list(s), 16 in s)

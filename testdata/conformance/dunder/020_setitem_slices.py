class Recorder(list):
    def __setitem__(self, key, value):
        print(f"  set {key!r} = {value!r}")
        super().__setitem__(key, value)
    def __getitem__(self, key):
        result = super().__getitem__(key)
        return Recorder(result) if isinstance(key, slice) else result

r = Recorder([0, 1, 2, 3, 4])
r[0] = "a"
r[1:3] = ["b", "c", "d"]
r[::2] = [None] * 3
print(r, type(r[1:]).__name__, r[-1])

class Transaction:
    def __init__(self, store):
        self.store = store
    def __enter__(self):
        self.snapshot = dict(self.store)
        return self.store
    def __exit__(self, et, ev, tb):
        if et is not None:
            self.store.clear()
            self.store.update(self.snapshot)
            print(f"rolled back because of {et.__name__}: {ev}")
            return True
        print("committed")

db = {"alice": 100, "bob": 50}
def transfer(src, dst, amount):
    with Transaction(db) as s:
        s[src] -= amount
        if s[src] < 0:
            raise ValueError(f"{src} would be overdrawn")
        s[dst] += amount

transfer("alice", "bob", 30)
print(db)
transfer("bob", "alice", 500)
print(db)
transfer("alice", "carol", 10)
print(db)

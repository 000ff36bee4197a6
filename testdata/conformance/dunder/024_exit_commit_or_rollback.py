class Transaction:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        self.log.append("begin")
        return self
    def __exit__(self, exc_type, exc, tb):
        self.log.append("rollback" if exc_type else "commit")
        return exc_type is KeyError

log = []
with Transaction(log):
    log.append("work 1")
with Transaction(log):
    log.append("work 2")
    raise KeyError("swallowed")
try:
    with Transaction(log):
        raise ValueError("propagates")
except ValueError as e:
    log.append(f"caught {e}")
for entry in log:
    print(entry)

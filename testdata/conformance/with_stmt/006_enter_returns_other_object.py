class Connection:
    def __init__(self):
        self.open = False
    def __enter__(self):
        self.open = True
        return Cursor(self)
    def __exit__(self, *exc):
        self.open = False

class Cursor:
    def __init__(self, conn):
        self.conn = conn
    def execute(self, q):
        return f"executed {q!r} (open={self.conn.open})"

conn = Connection()
with conn as cur:
    print(cur.execute("select 1"))
    print(type(cur).__name__, cur.conn is conn)
print("after:", conn.open)

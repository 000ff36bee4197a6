class Query:
    def __init__(self, table):
        self.table = table
        self.clauses = []
        self.order = None
        self.limit_n = None
    def where(self, cond):
        self.clauses.append(cond)
        return self
    def order_by(self, col):
        self.order = col
        return self
    def limit(self, n):
        self.limit_n = n
        return self
    def build(self):
        sql = f"SELECT * FROM {self.table}"
        if self.clauses:
            sql += " WHERE " + " AND ".join(self.clauses)
        if self.order:
            sql += f" ORDER BY {self.order}"
        if self.limit_n is not None:
            sql += f" LIMIT {self.limit_n}"
        return sql

print(Query("users").build())
print(Query("users").where("age > 18").where("active = 1").order_by("name").limit(10).build())
print(Query("logs").limit(0).build())

print("defining classes")
class Fine:
    limit = 10
print("Fine.limit =", Fine.limit)
class Broken:
    limit = 10
    ratio = limit / (limit - 10)
print("not reached")

class Tracked:
    def __new__(cls, *args):
        print(f"__new__ {cls.__name__} {args}")
        instance = super().__new__(cls)
        instance.created = True
        return instance
    def __init__(self, value):
        print(f"__init__ value={value}")
        self.value = value

t = Tracked(42)
print(t.created, t.value)
class NotReallyInstance:
    def __new__(cls):
        return "a string instead"
    def __init__(self):
        print("never printed")
print(NotReallyInstance(), type(NotReallyInstance()).__name__)
class Cached:
    _cache = {}
    def __new__(cls, key):
        if key not in cls._cache:
            cls._cache[key] = super().__new__(cls)
        return cls._cache[key]
print(Cached(1) is Cached(1), Cached(1) is Cached(2))

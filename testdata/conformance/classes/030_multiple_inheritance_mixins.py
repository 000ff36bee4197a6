class JsonMixin:
    def to_json(self):
        parts = []
        for k, v in vars(self).items():
            v = f'"{v}"' if isinstance(v, str) else str(v).lower() if isinstance(v, bool) else v
            parts.append(f'"{k}": {v}')
        return "{" + ", ".join(parts) + "}"

class CompareMixin:
    def __lt__(self, other):
        return self.key() < other.key()

class User(JsonMixin, CompareMixin):
    def __init__(self, name, age, admin=False):
        self.name, self.age, self.admin = name, age, admin
    def key(self):
        return self.age

users = [User("zed", 40), User("amy", 22, True), User("bo", 31)]
for u in sorted(users):
    print(u.to_json())
print([c.__name__ for c in User.__mro__])

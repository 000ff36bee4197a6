x = "module x"

class Scope:
    x = "class x"
    y = x + " (seen in class body)"
    items = [x for _ in range(1)]
    lengths = [len(x) for x in ["ab", "c"]]

    def method(self):
        return x

    def method_with_class(self):
        return Scope.x, self.x

print(Scope.y)
print(Scope.items)
print(Scope.lengths)
print(Scope().method())
print(Scope().method_with_class())

class Env:
    def __init__(self, data):
        self.data = data
    def __getitem__(self, k):
        return self.data[k]

def look(m):
    match m:
        case {"a": 1}:
            return "a is 1"
        case {"a": a}:
            return f"a is {a}"
        case _:
            return "no mapping match"

print(look({"a": 1}), "|", look({"a": 2, "b": 3}), "|", look({}), "|", look(Env({"a": 1})))
from_items = dict([("a", [1])])
print(look(from_items))

import json

class Money:
    def __init__(self, amount, currency):
        self.amount, self.currency = amount, currency

def default(o):
    if isinstance(o, Money):
        return {"amount": o.amount, "currency": o.currency}
    if isinstance(o, set):
        return sorted(o)
    if isinstance(o, bytes):
        return o.decode()
    raise TypeError(f"cannot serialize {type(o).__name__}")

doc = {"price": Money(10, "EUR"), "tags": {"b", "a"}, "raw": b"xyz", "list": [Money(1, "USD")]}
print(json.dumps(doc, default=default))
print(json.dumps(doc, default=default, indent=2, sort_keys=True))
try:
    json.dumps({"when": complex(1, 2)}, default=default)
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps([object.__new__(Money)], default=lambda o: "<money>"))
print(json.dumps({"v": 1}, default=str))
print(json.dumps([1j, 2j], default=repr))

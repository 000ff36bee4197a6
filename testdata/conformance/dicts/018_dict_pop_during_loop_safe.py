stock = {"a": 0, "b": 5, "c": 0, "d": 2}
for key in list(stock):
    if stock[key] == 0:
        del stock[key]
print(stock)
stock = {k: v for k, v in {"x": 1, "y": 0}.items() if v}
print(stock)
d = {i: i * i for i in range(6)}
for k in [k for k in d if k % 2]:
    d.pop(k)
print(d)

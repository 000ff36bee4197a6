stock = {"pear": 3, "apple": 10, "fig": 3, "kiwi": 0}
print(sorted(stock))
print(sorted(stock.values()))
print(sorted(stock.items(), key=lambda kv: kv[1]))
print(sorted(stock, key=stock.get, reverse=True))
print(sorted("Mississippi"), sorted(set("Mississippi")))
print("".join(sorted("python", reverse=True)))

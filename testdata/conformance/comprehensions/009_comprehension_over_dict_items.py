stock = {"apples": 12, "pears": 0, "plums": 7, "kiwis": 0}
print([name for name, qty in stock.items() if qty == 0])
print({name: qty * 2 for name, qty in stock.items() if qty})
print(sorted((qty, name) for name, qty in stock.items()))
print({qty: [n for n, q in stock.items() if q == qty] for qty in sorted(set(stock.values()))})
print(sum(1 for q in stock.values() if q), len([k for k in stock if "p" in k]))

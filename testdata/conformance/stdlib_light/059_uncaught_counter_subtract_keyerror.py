from collections import Counter, OrderedDict

stock = Counter(apples=3, pears=1)
stock.subtract({"apples": 1})
print(stock)
ordered = OrderedDict(stock)
print(ordered.popitem(last=False))
ordered.move_to_end("kiwis")

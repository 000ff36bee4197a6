from collections import OrderedDict, ChainMap

od = OrderedDict()
od["b"] = 1
od["a"] = 2
od["c"] = 3
od.move_to_end("b")
print(od, list(od))
od.move_to_end("c", last=False)
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == dict(b=2, a=1))
defaults = {"color": "red", "size": "M"}
user = {"size": "L"}
cm = ChainMap(user, defaults)
print(cm["color"], cm["size"], len(cm), sorted(cm))
cm["color"] = "blue"
print(user, defaults)
print(cm.new_child({"size": "XL"})["size"], cm.parents["size"])

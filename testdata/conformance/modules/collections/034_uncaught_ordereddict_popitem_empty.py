from collections import OrderedDict

od = OrderedDict(a=1)
print(od.popitem(last=False))
od.popitem()

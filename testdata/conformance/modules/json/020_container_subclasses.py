import json

class MyDict(dict):
    pass

class Ordered(dict):
    def items(self):
        return sorted(super().items(), reverse=True)

class MyList(list):
    pass

class MyTuple(tuple):
    pass

class Str2(str):
    pass

print(json.dumps(MyDict(b=1, a=2)))
print(json.dumps(Ordered(a=1, c=3, b=2)))
print(json.dumps({"in": Ordered(x=1, y=2)}))
print(json.dumps(MyList([1, MyList([2])])))
print(json.dumps(MyTuple((1, 2))))
print(json.dumps({Str2("k"): Str2("v")}))
print(json.dumps(MyDict(z=1, y=2), sort_keys=True))
print(json.dumps([MyDict(), MyList(), MyTuple()]))
print(json.dumps(MyDict(a=[1]), indent=2))

import pprint
class MyList(list): pass
class MyDict(dict): pass
class ReprList(list):
    def __repr__(self):
        return 'ReprList(%d)' % len(self)
pprint.pprint(MyList(range(30)))
pprint.pprint(MyDict({i: str(i) * 10 for i in range(8)}))
pprint.pprint(ReprList(range(30)))
print(pprint.isreadable(MyList([1])), pprint.saferepr(MyDict(a=1)))
class MyTuple(tuple): pass
pprint.pprint(MyTuple(range(30)))

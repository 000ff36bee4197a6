import copy

original = {"name": "cfg", "values": [1, 2, [3, 4]], "meta": {"tags": {"a"}}}
shallow = copy.copy(original)
deep = copy.deepcopy(original)
shallow["values"].append(5)
deep["values"][2].append(99)
shallow["name"] = "changed"
print(original)
print(shallow["name"], deep["values"])
print(shallow["values"] is original["values"], deep["values"] is original["values"])
class Node:
    def __init__(self, v, nxt=None):
        self.v, self.nxt = v, nxt
a = Node(1, Node(2))
b = copy.deepcopy(a)
b.nxt.v = 20
print(a.nxt.v, b.nxt.v, a.nxt is b.nxt)
cyc = [1]
cyc.append(cyc)
c2 = copy.deepcopy(cyc)
print(c2[1] is c2, c2[1] is cyc)

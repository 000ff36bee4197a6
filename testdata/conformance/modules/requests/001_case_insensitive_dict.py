from requests.structures import CaseInsensitiveDict

d = CaseInsensitiveDict()
d["Content-Type"] = "application/json"
d["X-Token"] = "abc"
print(d["content-type"], d["CONTENT-TYPE"], d.get("x-token"), d.get("missing"))
print("content-type" in d, "Content-Type" in d, "nope" in d)
print(list(d), len(d))
print(d)
d["content-type"] = "text/plain"
print(list(d.items()))
del d["X-TOKEN"]
print(dict(d))
print(sorted(d.lower_items()))
print(d == {"CONTENT-TYPE": "text/plain"}, d == {"content-type": "x"}, d == 3)
c = d.copy()
c["A"] = 1
print(len(d), len(c), type(c).__name__)
e = CaseInsensitiveDict({"a": 1}, B=2)
print(e, e["b"])
try:
    d["missing"]
except KeyError as err:
    print("KeyError", err)

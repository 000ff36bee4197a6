import string

f = string.Formatter()
for s in ["{0[a]}{0[1]}", "{a.b.c}", "{!r}", "{:}", "{0!s:}", "x{{y}}z", "{a:{b}{c}}", "{ }", "{0[]}", "{[x]}"]:
    try:
        print(repr(s), list(f.parse(s)))
    except ValueError as e:
        print(repr(s), "ValueError", e)
class Obj:
    attr = {"k": ["v0", "v1"]}
print(f.format("{o.attr[k][1]}", o=Obj()))
print(f.format("{0[0]}-{0[1]}", "ab"))
print(f.format("{d[10]}", d={10: "int key", "10": "str key"}))
try:
    f.format("{0[x}", [1])
except ValueError as e:
    print("ValueError", e)
try:
    f.format("{0.}", 1)
except ValueError as e:
    print("ValueError", e)
print(f.format("{:*^10}", "mid"), f.format("{0:>{1}}", "r", 5))
print(string.Formatter().vformat("{x}{y}", (), {"x": 1, "y": 2}))

import io
s = io.StringIO("x")
s.close()
print(s.closed)
for name in ["read", "getvalue", "write", "seek", "tell", "readline"]:
    try:
        m = getattr(s, name)
        m("a") if name == "write" else (m(0) if name == "seek" else m())
    except ValueError as e:
        print(name, e)
s.close()
with io.StringIO("ctx") as t:
    print(t.read())
print(t.closed)
try:
    iter(t)
except ValueError as e:
    print(e)

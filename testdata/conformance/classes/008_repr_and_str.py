class Both:
    def __repr__(self):
        return "Both(repr)"
    def __str__(self):
        return "Both(str)"

class OnlyRepr:
    def __repr__(self):
        return "OnlyRepr()"

class OnlyStr:
    def __str__(self):
        return "only str"
    def __repr__(self):
        return "OnlyStr<>"

b, r, s = Both(), OnlyRepr(), OnlyStr()
print(b, r, s)
print(repr(b), str(r), [b, r, s])
print(f"{b} {b!r} {r}", "%s %r" % (s, s))
print(str([b]), str((r,)), {"k": s})

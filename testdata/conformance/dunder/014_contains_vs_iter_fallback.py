class WithContains:
    def __contains__(self, item):
        print(f"  __contains__({item!r})")
        return item == "magic"
class WithIter:
    def __iter__(self):
        print("  __iter__")
        return iter(["a", "b"])

print("magic" in WithContains(), "other" in WithContains())
print("b" in WithIter(), "z" not in WithIter())
class NoProtocol:
    pass
try:
    1 in NoProtocol()
except TypeError as e:
    print("TypeError:", e)

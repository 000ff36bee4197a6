# Python code called from a dunder, a property or a sort key recurses
# deep enough to need more registers than the caller saw: the caller must
# still receive the value.
def deep(n):
    return "bottom" if n == 0 else deep(n - 1)
class C:
    def __getitem__(self, k):
        return deep(k)
    def __add__(self, k):
        return deep(k)
    @property
    def p(self):
        return deep(300)
c = C()
print("before", c[100], str("after"))
print("before", c + 200, str("after"))
print("before", c.p, str("after"))
print(sorted([3, 1, 2], key=lambda x: (deep(400), x)), "end")

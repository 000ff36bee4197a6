def head_and_rest(*items):
    first, *rest = items
    return first, *rest[::-1]

print(head_and_rest(1, 2, 3, 4))
for x in *"ab", *range(2):
    print(x, end=" ")
print()
a = [1, 2]
b = (3,)
print((*a, *b), [*a, *b][::-1])
def gen():
    yield *a, 0
print(list(gen()))
class Grid:
    def __getitem__(self, key):
        return key
g = Grid()
print(g[1, 2], g[1:2, ::3], g[..., 0], g[*a], g[tuple(a)])

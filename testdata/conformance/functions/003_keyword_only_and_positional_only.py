def f(a, b, /, c, d=4, *, e, f=6):
    return (a, b, c, d, e, f)

print(f(1, 2, 3, e=5))
print(f(1, 2, c=3, d=0, e=5, f=7))
for call in [lambda: f(a=1, b=2, c=3, e=5), lambda: f(1, 2, 3, 4, 5), lambda: f(1, 2, 3)]:
    try:
        call()
    except TypeError as err:
        print("TypeError:", err)
def g(x, /, **kw):
    return x, kw
print(g(1, x=2))

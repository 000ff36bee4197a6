from __future__ import annotations

# Under the future import every annotation is kept as source text, with
# CPython's spacing and parentheses.


def f(
    a: int,
    b: list[dict[str, tuple[int, ...]]],
    c: Optional[Callable[[int, str], Awaitable[None]]] = None,
    *args: int | str | None,
    d: "quoted" = 1,
    e: Literal["x", 'y', b"z", 1, -2, 3.5, 1e400, -1e400, 2j, True, None, ...] = 2,
    **kw: dict[str, Any],
) -> Generator[int, None, str] | None:
    pass


def g(
    a: (1 + 2) * 3,
    b: 1 + 2 * 3,
    c: 2 ** 3 ** 4,
    d: (2 ** 3) ** 4,
    e: -x ** 2,
    f: (-x) ** 2,
    g: not a and b or c,
    h: a if b else c,
    i: (a if b else c) if d else e,
    j: lambda: 0,
    k: lambda x, y=1, *a, z, w=2, **kw: x + y,
    l: [x for x in range(3) if x if x > 1],
    m: {k: v for k, v in items},
    n: {x async for x in aiter()},
    o: (x for x in y),
    p: foo(x for x in y),
    q: foo(a, *b, c=1, **d),
    r: a[1:2, ::3, ...],
    s: a[1:2:],
    t: (1,),
    u: (),
    v: {1, 2},
    w: {1: 2, **d},
    x: a < b <= c != d is not e not in f,
    y: ~a << 2 >> 3 & 4 ^ 5 | 6,
    aa: f"{x!r:>{width}} and {y=} {{braces}}",
    bb: 1 .real,
    cc: a.b.c[d](e).f,
    dd: a @ b // c % d / e,
    gg: x[a, b],
    hh: x[(a, b)],
    ii: x[*a],
    jj: 'it\'s "quoted"',
    kk: '\n\t\x00é',
):
    pass


class C:
    x: int
    y: ClassVar[list[C]] = []
    z: "C" | None = None


for name, ann in f.__annotations__.items():
    print(name, repr(ann))
for name, ann in g.__annotations__.items():
    print(name, repr(ann))
print(C.__annotations__)

# Extra cases for the parser's differential test (record.py). Each case is
# separated by a line starting with "# ---". Never edit cases.json by hand.
# --- assignment forms
a = b = c
a, b = c
[a, *b] = c
(a), b.c, d[e] = f
a.b.c[d](e).f = g
x: int
x: int = 1
(x): int = 1
x.y: int = 1
x[0]: int
a += 1; b -= 2; c *= 3; d @= 4; e /= 5; f %= 6; g &= 7; h |= 8; i ^= 9; j <<= 1; k >>= 2; l **= 3; m //= 4
x = yield
x = yield from y
x = *a, *b
del a, b.c, d[e], (f, g), [h]
# --- expressions
a if b else c if d else e
lambda: 0
lambda x, /, y=1, *z, w, v=2, **u: 0
lambda *, a: 0
lambda *a, **b: a
not a and b or not c
a < b <= c > d >= e == f != g is h is not i in j not in k
a | b ^ c & d << e >> f + g - h * i / j // k % l @ m ** -n ** ~o
await_ = 1
(x := 1)
[y := f(x), y**2]
f(x := 1)
f(a)(b)[c].d
f(*a, **b, c=d)
f(a for a in b)
f((a for a in b), c)
x[1:2, ::3, ...]
x[a, *b]
x[:]
{**a, 'b': 1, **c}
{*a, b}
[*a, *b]
(*a,)
()
(a,)
{a: b for a, b in c if d if e for f in g}
{a for a in b}
[a async for a in b]
(yield)
...
'a' 'b' "c"
b'a' b'b'
u'a' 'b'
f'{a!r:>{b}} {c=} {d!s}'
0x1F + 0o17 + 0b11 + 1_000 + 1.5e10 + 2j + .5 + 1.
# --- compound statements
if a:
    pass
elif b:
    pass
elif c:
    pass
else:
    pass
# ---
while a:
    break
else:
    continue_ = 1
# ---
for a, *b in c:
    continue
else:
    pass
# ---
async def f(a: int = 1, *args: str, b, c=2, **kw) -> None:
    async for x in y:
        await x
    async with a as b, c:
        pass
    return [x async for x in y]
# ---
@dec
@dec.attr(arg)
@(lambda f: f)
class C(B, metaclass=M, **kw):
    """doc"""
    def f(self, /, a, *, b): ...
# ---
try:
    pass
except (A, B) as e:
    pass
except C:
    pass
else:
    pass
finally:
    pass
# ---
try:
    pass
except* A:
    pass
except* (B, C) as e:
    pass
# ---
with (a as b, c as d,):
    pass
# ---
with (a, b):
    pass
# ---
with (yield):
    pass
# ---
match x:
    case 1 | 2 | -3 | 1.5 | 1+2j | -1-2j | 'a' 'b' | b'c' | None | True | False:
        pass
    case [a, *rest] | (a, *rest) | [] | ():
        pass
    case {'k': v, 1: w, **kw} | {}:
        pass
    case Point(x=0, y=yy) | Point(1, 2) | a.b.C():
        pass
    case (a as b) | [a, b] as c if c:
        pass
    case _:
        pass
# ---
match = case = _ = 1
match(x)
match[x]
case.y = 2
print(match, case, _)
# ---
global a, b
nonlocal_ = 1
import a.b.c as d, e
from . import f
from .. import g
from ... import h
from .... import i
from ...a.b import (c, d as e,)
from a import *
assert a, b
raise
raise a from b
# --- syntax errors: assignment
f() = 1
# ---
a + 1 = 2
# ---
(a, b) += 1
# ---
[a, b]: int
# ---
(a, b): int
# ---
a, b: int = 1
# ---
x = yield = 1
# ---
(yield) = 1
# ---
f(x) += 1
# ---
a = 1 = b
# ---
del f()
# ---
del (a, b + c)
# ---
del [a, 1]
# ---
for 1 in x: pass
# ---
for (a, f()) in x: pass
# ---
with a as (b, f()): pass
# ---
[x for f() in y]
# ---
async def f():
    async for 1 in x: pass
# --- syntax errors: named expressions
(a.b := 1)
# ---
(a[1] := 2)
# ---
((a, b) := 3)
# ---
if x = 1: pass
# ---
while (x = 1): pass
# ---
[x = 1]
# ---
{x = 1}
# ---
f(a, b=1 for x in y)
# ---
f(x = 1 for x in y)
# ---
f(True=1)
# ---
f(None=1)
# ---
f(a.b=1)
# ---
f(a + b = 1)
# --- syntax errors: calls
f(a for a in b, c)
# ---
f(c, a for a in b)
# ---
f(a, b for b in c, d)
# ---
f(**a, *b)
# ---
f(a=1, b)
# ---
f(**a, b)
# ---
f(*a, b=1, c)
# ---
class C(x for x in y): pass
# ---
class C(a=1, b): pass
# --- syntax errors: parameters
def f(a=1, b): pass
# ---
def f(a, (b, c)): pass
# ---
def f(/): pass
# ---
def f(a, /, b, /): pass
# ---
def f(*, a, /): pass
# ---
def f(a=1, /, *, b, /): pass
# ---
def f(a, / *): pass
# ---
def f(a=): pass
# ---
def f(a=, b): pass
# ---
def f(*): pass
# ---
def f(*,): pass
# ---
def f(*, **k): pass
# ---
def f(*a=1): pass
# ---
def f(*a, *b): pass
# ---
def f(*, a, *b): pass
# ---
def f(**k=1): pass
# ---
def f(**k, a): pass
# ---
def f(**k, *a): pass
# ---
def f(**k, /): pass
# ---
def f(**k, **j): pass
# ---
lambda a=1, b: 0
# ---
lambda (a): 0
# ---
lambda a, (b, c): 0
# ---
lambda /: 0
# ---
lambda a, /, b, /: 0
# ---
lambda *, a, /: 0
# ---
lambda *: 0
# ---
lambda *,: 0
# ---
lambda *, **k: 0
# ---
lambda *a=1: 0
# ---
lambda *a, *b: 0
# ---
lambda **k=1: 0
# ---
lambda **k, a: 0
# ---
lambda **k, *a: 0
# ---
lambda a=1, /, b: 0
# --- syntax errors: comprehensions and displays
[*a for a in b]
# ---
{*a for a in b}
# ---
(*a for a in b)
# ---
[a, b for a in c]
# ---
{a, b for a in c}
# ---
[a, for a in c]
# ---
{**a for a in b}
# ---
{a: *b}
# ---
{a: *b, c: d}
# ---
{a:}
# ---
{a: 1, b:}
# ---
{a: 1, b}
# ---
{a: 1, **b, c}
# ---
{a b: 1}
# ---
(*a)
# ---
(**a)
# ---
print(*a for a in b)
# --- syntax errors: statements
if x
    pass
# ---
if x:
pass
# ---
if x:
    pass
elif y
    pass
# ---
if x:
    pass
elif y:
pass
# ---
if x:
    pass
else:
pass
# ---
while x
    pass
# ---
while x:
pass
# ---
for x in y
    pass
# ---
for x in y:
pass
# ---
async def f():
    async for x in y
        pass
# ---
with a as b
    pass
# ---
with (a as b, c)
    pass
# ---
with a as b:
pass
# ---
with (a as b):
pass
# ---
try:
pass
# ---
try:
    pass
# ---
try:
    pass
except:
pass
# ---
try:
    pass
except E:
pass
# ---
try:
    pass
except* E:
pass
# ---
try:
    pass
finally:
pass
# ---
try:
    pass
except E
    pass
# ---
try:
    pass
except
    pass
# ---
try:
    pass
except *
    pass
# ---
try:
    pass
except A, B as e:
    pass
# ---
try:
    pass
except* A, B:
    pass
# ---
try:
    pass
except A:
    pass
except* B:
    pass
# ---
try:
    pass
except* A:
    pass
except B:
    pass
# ---
try:
    pass
except* A:
    pass
except:
    pass
# ---
def f()
    pass
# ---
def f():
pass
# ---
async def f():
pass
# ---
class C
    pass
# ---
class C(B)
    pass
# ---
class C:
pass
# ---
match x
    case 1: pass
# ---
match x:
case 1: pass
# ---
match x:
    case 1
        pass
# ---
match x:
    case 1:
    pass
# ---
match x:
    case 1 if y
        pass
# ---
match x:
    case a as _: pass
# ---
match x:
    case a as 1: pass
# ---
match x:
    case a as b.c: pass
# ---
match x:
    case C(a=1, 2): pass
# ---
match x:
    case C(1, a=1, 2, b=2): pass
# ---
match x:
    case 1j+2: pass
# ---
match x:
    case 1+2: pass
# ---
match x:
    case -1j+2j: pass
# ---
match x:
    case {a.b: 1, a.b: 2}: pass
# ---
match x:
    case {'a': 1, "a": 2}: pass
# ---
match x:
    case [a, *_, *_]: pass
# ---
match x:
    case [a, b] | [a, c]: pass
# ---
match x:
    case a:
        pass
    case b:
        pass
# ---
match x:
    case _ if y:
        pass
    case _:
        pass
# ---
from a import b,
# ---
from a import (b,
# ---
from a import
# ---
import
# ---
print "a"
# ---
print a, b
# ---
exec "code"
# ---
print(a) b
# ---
x = 1 if 2
# ---
f(1 if 2)
# ---
[1 if 2 for x in y]
# ---
a b
# ---
a.b c.d
# ---
(a b)
# ---
[a b c]
# ---
{a b}
# ---
f(a b)
# ---
x[a b]
# ---
f'{a b}'
# ---
a = (1, 2 3)
# ---
f(a, b c=1)
# ---
match x:
    case 1 2: pass
# ---
def f():
    x = 1
    global x
# ---
def f():
    print(x)
    global x
# ---
def f(x):
    nonlocal x
# ---
def f():
    x: int
    global x
# ---
def f():
    global x
    x: int = 1
# ---
def f():
    nonlocal x
# ---
def f():
    def g():
        nonlocal x
# ---
def f():
    x = 1
    def g():
        global x
        def h():
            nonlocal x
# ---
def f():
    x = 1
    class C:
        nonlocal x
# ---
class C:
    x = 1
    def f(self):
        nonlocal x
# ---
def f():
    return [i := 0 for i in range(3)]
# ---
def f():
    return [j for i in range(3) if (j := i) for j in range(2)]
# ---
def f():
    return [x for x in (y := [1])]
# ---
class C:
    x = [(y := 1) for z in w]
# ---
x = [(y := 1) for z in w]
# ---
def f():
    yield
    return [(yield x) for x in y]
# ---
def f():
    return {(yield x) for x in y}
# ---
def f():
    return {(yield x): 1 for x in y}
# ---
def f():
    return ((yield x) for x in y)
# ---
def f():
    return [x for x in (yield y)]
# ---
async def f():
    return [await x for x in y]
# ---
def f():
    return (await x for x in y)
# ---
def f():
    return [[await x for x in y] for z in w]
# ---
async def f():
    def g():
        await x
# ---
def f():
    class C:
        await x
# ---
def f():
    x = lambda: await y
# ---
def f():
    from a import *
# ---
class C:
    from a import *
# ---
def f(a, b, a): pass
# ---
def f(a, *, b, **a): pass
# ---
lambda a, *a: 0
# ---
class C:
    def f(self, __a, _C__a): pass
# ---
def f():
    for x in y:
        try:
            pass
        except* E:
            continue
# ---
def f():
    try:
        pass
    except* E:
        return
# ---
def f():
    try:
        pass
    except* E:
        for x in y:
            break
# ---
while x:
    try:
        pass
    except* E:
        def g():
            return 1
# ---
for x in y:
    pass
else:
    continue
# ---
def f():
    async with a: pass
# ---
def f():
    async for a in b: pass
# ---
def f():
    return *a
# ---
def f():
    return *a, b
# ---
x = [*a]; y = {*b}; z = (*c,); f(*d)
# ---
*a
# ---
print(*a) + *b
# ---
a, *b, c, *d = e
# ---
[a, *b, *c] = d
# ---
*a = b
# ---
for *a in b: pass
# ---
with c as *a: pass
# ---
__debug__ = 1
# ---
del __debug__
# ---
(a, __debug__) = 1
# ---
a.__debug__ = 1
# ---
f(__debug__=1)
# ---
def __debug__(): pass
# ---
def f(*, __debug__): pass
# ---
def f(**__debug__): pass
# ---
class __debug__: pass
# ---
import __debug__
# ---
from a import b as __debug__
# ---
for __debug__ in x: pass
# ---
match x:
    case [__debug__]: pass
# ---
f(a=1, a=2)
# ---
f(a=1, **b, a=2)
# ---
from __future__ import annotations, braces
# ---
from __future__ import nested_scopes, barry_as_FLUFL
# ---
"doc"
from __future__ import annotations
# ---
"doc"
"doc2"
from __future__ import annotations
# ---
import os
from __future__ import annotations
# ---
from __future__ import annotations; import os; from __future__ import division
# ---
from __future__ import annotations
def f(x: (yield)): pass
# ---
from __future__ import annotations
def f() -> (await x): pass
# ---
from __future__ import annotations
x: (y := 1)
# ---
try:
    pass
except:
    pass
except E:
    pass
# ---
def f():
    yield 1
    return 2
# ---
async def f():
    yield 1
    return 2
# ---
async def f():
    yield from x
# ---
x = 1 +
# ---
x = (1,
     2,
# ---
if x:
    y = (
# ---
def f(
# ---
class C:
  def f(self):
    pass
   def g(self):
    pass
# ---
if x:
        a
    b
# ---
  x = 1
# ---
x = 1
    y = 2
# ---
def f():
    return
  return
# --- identifiers: NFKC
ﬁle = 1
ℌ = ﬁle + 𝔵
def ｆ(ｘ): return ｘ
class Ünïcode: ...
# --- identifiers: bad
x = 1 + ©
# --- strings and f-strings in odd places
x = (f'{a}' 'b' f'{c!r}' rb'\d' Rb"x")
print(f"{'nested' + f'{x:{y}}'}")
f'''{
a
+
b
}'''
# ---
x = f'{a!}'
# ---
x = f'{a:{b:{c}}}'
# ---
x = f'{a' 'b}'
# ---
x = 'a' b'b'
# --- numbers
x = 1_000_000.000_1e1_0j
x = 0XFF + 0O17 + 0B1 + 00 + 0_0
x = 1e309 + 1j
# --- global, nonlocal and walrus scoping
def f():
    x = 1
    def g():
        nonlocal x
        x = 2
        return [x := 3 for _ in ()]
    return g
# ---
def f():
    global y
    return [y := 1 for _ in ()]
# ---
class C:
    def f(self):
        return __class__
    def g(self):
        nonlocal __class__
# ---
lambda: (yield)
# ---
def f():
    lambda: (await x)
# --- f-string expression errors
x = 1; f"{a $ b}"
# ---
x = 1; f"{a ? b}"
# ---
x = 1; f"{0x}"
# ---
x = 1; f"{1_}"
# ---
x = 1; f"{ab.}"
# ---
x = 1; f"{a b c d}"
# ---
x = f"{lambda x:1}"
# ---
y = f'''
{
a b}'''
# ---
y = f'''
xxxxxxxx{a
 b c}'''
# ---
y = 1; f'''{a +
 c d}'''
# ---
x = f"{f'{a b}'}"
# ---
x = f"{x:{a b}}"
# ---
x = f"{(a b)}"
# ---
x = f"{a:=1}"
# ---
x = f"{*a}"
# ---
x = f"{**a}"
# ---
x = f"{yield}"
# ---
x = f"{a!r=}"
# ---
x = f"{a=!r:>10}"
# --- characters that are no token: an error only where the parser reaches them
Have Have fun!
# ---
This is similar to `header_encode()` except
# ---
x = 1 +
y = $z
# ---
a b ? c
# --- an unindent that matches no level: no DEDENT before the error
class C:
         def f(self):
        return 1

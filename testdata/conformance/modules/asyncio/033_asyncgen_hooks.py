# sys.set_asyncgen_hooks: firstiter sees each async generator once, at its
# first __anext__/asend/athrow/aclose; the loop installs its own hooks
# while it runs and restores the previous ones after.
import asyncio
import sys

print(sys.get_asyncgen_hooks())
seen = []


def first(agen):
    seen.append(agen.__name__)


async def gen():
    yield 1
    yield 2


async def other():
    yield "x"


async def drive():
    g = gen()
    await g.__anext__()
    await g.__anext__()
    o = other()
    await o.asend(None)
    await o.aclose()


sys.set_asyncgen_hooks(firstiter=first)
h = sys.get_asyncgen_hooks()
print(h.firstiter is first, h.finalizer, h[0] is first, len(h))
coro = drive()
try:
    coro.send(None)
except StopIteration:
    pass
print(seen)

for bad in [dict(firstiter=1), dict(finalizer="x"), dict(firstiter=1, finalizer=1)]:
    try:
        sys.set_asyncgen_hooks(**bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    sys.set_asyncgen_hooks(None, None, None)
except TypeError as e:
    print("TypeError:", e)
try:
    sys.set_asyncgen_hooks(spam=None)
except TypeError as e:
    print("TypeError:", e)


async def main():
    inside = sys.get_asyncgen_hooks()
    print("loop hooks installed:", inside.firstiter is not first, inside.finalizer is not None)


asyncio.run(main())
print("restored:", sys.get_asyncgen_hooks().firstiter is first)
sys.set_asyncgen_hooks(None, None)
print(sys.get_asyncgen_hooks())
print(type(sys.get_asyncgen_hooks()).__name__)

# How exceptions travel through @contextmanager exits and ExitStack
# callbacks: which are suppressed, which replace others, and the
# __context__ chains left behind.
import asyncio
from contextlib import ExitStack, AsyncExitStack, contextmanager, asynccontextmanager


def chain(exc):
    names = []
    while exc is not None:
        names.append(f"{type(exc).__name__}({exc})")
        exc = exc.__context__
    return " <- ".join(names)


@contextmanager
def swallow():
    "swallows everything"
    try:
        yield "in"
    except Exception:
        pass


@contextmanager
def twice():
    yield 1
    yield 2


@contextmanager
def passthrough():
    yield


print(swallow.__doc__, "|", swallow().__doc__, "|", passthrough().__doc__ is not None)
with swallow() as got:
    raise KeyError("gone")
print("after swallow", got)
for label, make, body in [
    ("extra yield", twice, None),
    ("extra yield after error", twice, ValueError("v")),
    ("stop iteration", passthrough, StopIteration("s")),
    ("raised class", passthrough, IndexError),
]:
    try:
        with make():
            if body is not None:
                raise body
        print(label, "-> no error")
    except BaseException as e:
        print(label, "->", type(e).__name__, e)


def boom(msg):
    def fn(*exc):
        raise ValueError(msg)
    return fn


try:
    with ExitStack() as stack:
        stack.callback(print, "callback ran")
        stack.push(boom("outer"))
        stack.push(boom("inner"))
        raise KeyError("body")
except Exception as e:
    print(chain(e))

with ExitStack() as stack:
    stack.push(lambda *exc: True)
    stack.push(boom("suppressed later"))
    cb = stack.callback(len, "abc")
    print("wrapped", stack._exit_callbacks[-1][1].__wrapped__ is len, cb is len)
print("suppressed by earlier callback")

stack = ExitStack()
stack.callback(print, "moved callback")
moved = stack.pop_all()
stack.close()
print("old stack closed")
moved.close()
try:
    ExitStack().enter_context(object())
except TypeError as e:
    print(type(e).__name__, e)


async def main():
    try:
        await AsyncExitStack().enter_async_context(swallow())
    except TypeError as e:
        print(type(e).__name__, e)

    @asynccontextmanager
    async def agen():
        yield "a"

    async with AsyncExitStack() as astack:
        print(await astack.enter_async_context(agen()))

        async def note(*exc):
            print("async exit saw", exc[0].__name__ if exc[0] else None)
        astack.push_async_exit(note)
    try:
        async with agen():
            raise StopAsyncIteration("sa")
    except BaseException as e:
        print(type(e).__name__, e)

asyncio.run(main())

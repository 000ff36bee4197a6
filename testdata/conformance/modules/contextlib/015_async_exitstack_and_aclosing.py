from contextlib import (asynccontextmanager, AsyncExitStack, aclosing,
                        AbstractAsyncContextManager, nullcontext)

def run(coro):
    try:
        coro.send(None)
    except StopIteration as e:
        return e.value
    raise RuntimeError("coroutine suspended")

log = []

@asynccontextmanager
async def res(name):
    log.append(f"open {name}")
    try:
        yield name
    except KeyError as e:
        log.append(f"{name} swallowed {e!r}")
    finally:
        log.append(f"close {name}")

@asynccontextmanager
async def no_yield():
    if False:
        yield

async def ticker(n):
    try:
        for i in range(n):
            yield i
    finally:
        log.append("ticker closed")

class AsyncCM(AbstractAsyncContextManager):
    async def __aexit__(self, *exc):
        log.append(f"AsyncCM exit {exc[0]}")

async def main():
    async with res("a") as a:
        raise KeyError("k")
    try:
        async with no_yield():
            pass
    except RuntimeError as e:
        log.append(f"RuntimeError {e}")
    async with aclosing(ticker(10)) as t:
        async for i in t:
            if i == 2:
                break
            log.append(f"tick {i}")
    async with AsyncExitStack() as stack:
        await stack.enter_async_context(res("b"))
        async def on_exit(exc_type, exc, tb):
            log.append(f"push_async_exit {exc_type}")
            return False
        stack.push_async_exit(on_exit)
        stack.push_async_exit(AsyncCM())
        moved = stack.pop_all()
    log.append("stack body done")
    await moved.aclose()
    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(object())
    except TypeError as e:
        log.append(f"TypeError {e}")
    async with AsyncCM() as cm:
        log.append(f"entered {type(cm).__name__}")

    @res("decorated")
    async def work(x):
        log.append(f"work {x}")
        return x * 2
    log.append(f"work result {await work(21)}")
    return log

for line in run(main()):
    print(line)
print(isinstance(nullcontext(), AbstractAsyncContextManager))

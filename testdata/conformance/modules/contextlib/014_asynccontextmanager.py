from contextlib import asynccontextmanager, AsyncExitStack, nullcontext, aclosing

@asynccontextmanager
async def session(name, log):
    log.append("open " + name)
    try:
        yield name.upper()
    finally:
        log.append("close " + name)

async def main():
    log = []
    async with session("a", log) as s:
        log.append("using " + s)
    try:
        async with session("b", log):
            raise ValueError("inner")
    except ValueError as e:
        log.append("caught " + str(e))
    async with AsyncExitStack() as stack:
        x = await stack.enter_async_context(session("c", log))
        stack.callback(log.append, "sync callback")
        async def acb(msg):
            log.append(msg)
        stack.push_async_callback(acb, "async callback")
        log.append("stack body " + x)
    async with nullcontext(5) as n:
        log.append(f"null {n}")
    return log

def run(coro):
    try:
        coro.send(None)
    except StopIteration as e:
        return e.value
    raise RuntimeError("coroutine suspended")

for line in run(main()):
    print(line)

import asyncio
import re

def show(obj):
    print(re.sub(r"at [^ >]*:(\d+)", r"at FILE:\1", repr(obj)))

async def work(delay):
    await asyncio.sleep(delay)
    return delay * 10

async def fail():
    raise ValueError("nope")

async def main():
    t = asyncio.create_task(work(1), name="worker")
    show(t)
    await asyncio.sleep(0)
    show(t)
    await t
    show(t)
    bad = asyncio.create_task(fail())
    await asyncio.gather(bad, return_exceptions=True)
    show(bad)
    c = asyncio.create_task(work(5))
    await asyncio.sleep(0)
    c.cancel()
    await asyncio.gather(c, return_exceptions=True)
    show(c)
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    show(f)
    f.add_done_callback(print)
    show(f)
    f.remove_done_callback(print)
    f.set_result([1, 2])
    show(f)
    g = loop.create_future()
    g.set_exception(KeyError("k"))
    show(g)
    g.exception()
    h = loop.create_future()
    h.cancel()
    show(h)

asyncio.run(main())

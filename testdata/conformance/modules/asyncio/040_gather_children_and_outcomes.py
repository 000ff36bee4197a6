# gather: repeated arguments share one child, futures and tasks are taken
# as they are, results keep argument order, cancelled children show up
# as CancelledError with their message, cancelling the outer future
# cancels the children, and the first error wins unless returned.
import asyncio


async def value(v, delay=0):
    await asyncio.sleep(delay)
    return v


async def fail(msg, delay=0):
    await asyncio.sleep(delay)
    raise KeyError(msg)


async def main():
    loop = asyncio.get_running_loop()
    c = value('shared')
    print(await asyncio.gather(c, value(1), c, value(2)))
    f = loop.create_future()
    loop.call_soon(f.set_result, 'from future')
    t = asyncio.ensure_future(value('from task'))
    print(await asyncio.gather(t, f, value(3), t))
    print(await asyncio.gather())
    done = loop.create_future()
    done.set_result('already')
    print(await asyncio.gather(done, value(4)))

    slow = asyncio.ensure_future(value('slow', 5))
    doomed = asyncio.ensure_future(value('doomed', 5))
    loop.call_later(1, doomed.cancel, 'no longer needed')
    print(await asyncio.gather(slow, doomed, fail('k', 2), return_exceptions=True))

    a = asyncio.ensure_future(value('a', 5))
    b = asyncio.ensure_future(fail('first', 1))
    c2 = asyncio.ensure_future(fail('second', 2))
    try:
        await asyncio.gather(a, b, c2)
    except KeyError as e:
        print('first error', e, a.done(), c2.done())
    await asyncio.sleep(3)
    print('later', c2.done(), type(c2.exception()).__name__, await a)

    x = asyncio.ensure_future(value('x', 5))
    y = asyncio.ensure_future(value('y', 5))
    outer = asyncio.gather(x, y)
    await asyncio.sleep(0)
    print('cancel outer', outer.cancel('stop'), outer.cancel())
    try:
        await outer
    except asyncio.CancelledError as e:
        print('outer cancelled', e.args, x.cancelled(), y.cancelled())
    print(outer.cancelled(), outer.done())

    z = asyncio.ensure_future(value('z', 1))
    zc = asyncio.ensure_future(value('zc', 5))
    g = asyncio.gather(z, zc, return_exceptions=True)
    await asyncio.sleep(0)
    zc.cancel('child only')
    print('child cancelled', await g)

    try:
        await asyncio.gather(value(1), 5)
    except TypeError as e:
        print(type(e).__name__, e)
    await asyncio.sleep(0)

asyncio.run(main())

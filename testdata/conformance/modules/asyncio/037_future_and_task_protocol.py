# Future and Task as their protocol shows them: states, errors and their
# messages, done callbacks and the order they run in, await by hand.
import asyncio
import types


def show(label, fn):
    try:
        print(label, repr(fn()))
    except BaseException as e:
        print(label, type(e).__name__, e)


async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    show('pending result', f.result)
    show('pending exception', f.exception)
    print('done/cancelled', f.done(), f.cancelled(), asyncio.isfuture(f))
    order = []
    f.add_done_callback(lambda fut: order.append('a'))
    f.add_done_callback(lambda fut: order.append('b'))
    cb = lambda fut: order.append('c')
    f.add_done_callback(cb)
    f.add_done_callback(cb)
    print('removed', f.remove_done_callback(cb), f.remove_done_callback(cb))
    f.set_result(7)
    show('set twice', lambda: f.set_result(8))
    show('exception twice', lambda: f.set_exception(ValueError))
    print('before turn', order)
    await asyncio.sleep(0)
    print('after turn', order, f.result(), f.exception())
    f.add_done_callback(lambda fut: order.append('late'))
    print('late not inline', order)
    await asyncio.sleep(0)
    print('late ran', order)

    g = loop.create_future()
    g.set_exception(KeyError)
    show('exception from class', g.exception)
    show('result raises', g.result)
    h = loop.create_future()
    show('not an exception', lambda: h.set_exception(3))
    show('stop iteration', lambda: h.set_exception(StopIteration()))
    print('cancel', h.cancel('why'), h.cancel(), h.cancelled())
    show('cancelled result', h.result)
    show('cancelled exception', h.exception)

    it = loop.create_future()
    aw = it.__await__()
    print('yields itself', next(aw) is it, it._asyncio_future_blocking)
    it.set_result('value')
    try:
        next(aw)
    except StopIteration as stop:
        print('stop value', stop.value)

    async def short():
        return 5
    t = asyncio.create_task(short())
    show('task set_result', lambda: t.set_result(1))
    show('task set_exception', lambda: t.set_exception(ValueError()))
    print('task result', await t, t.done(), t.get_name().startswith('Task-'))
    show('not a coroutine', lambda: asyncio.ensure_future(3))

    @types.coroutine
    def bad_yield():
        yield 42

    async def uses_bad():
        await bad_yield()
    show_task = asyncio.create_task(uses_bad())
    try:
        await show_task
    except RuntimeError as e:
        print('bad yield', str(e).split(':')[0])

    async def waits_on_itself():
        await asyncio.sleep(0)
        await me
    me = asyncio.create_task(waits_on_itself())
    try:
        await me
    except RuntimeError as e:
        print('self await', str(e).split(':')[0])

    @types.coroutine
    def plain_yield(fut):
        yield fut

    async def uses_plain():
        fut = loop.create_future()
        await plain_yield(fut)
    t2 = asyncio.create_task(uses_plain())
    try:
        await t2
    except RuntimeError as e:
        print('plain yield', str(e).split(' in task')[0])

asyncio.run(main())

# Task cancellation through the future it waits on, cancel messages and
# counts, done-callback order across tasks, errors in callbacks, and a
# Future subclass with its own add_done_callback.
import asyncio


class LoggingFuture(asyncio.Future):
    log = []

    def add_done_callback(self, fn, *, context=None):
        LoggingFuture.log.append('add')
        super().add_done_callback(fn, context=context)


async def sleeper(tag, events):
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError as e:
        events.append(f'{tag} cancelled {e.args}')
        raise
    finally:
        events.append(f'{tag} finally')


async def swallow(events):
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        events.append('swallowed')
    return 'kept going'


async def main():
    loop = asyncio.get_running_loop()
    events = []
    t = asyncio.create_task(sleeper('a', events), name='worker-a')
    await asyncio.sleep(0)
    print('cancel', t.cancel('stop now'), t.cancelling(), t.cancel(), t.cancelling())
    try:
        await t
    except asyncio.CancelledError as e:
        print('awaiting gives', type(e).__name__, e.args)
    print(events, t.cancelled(), t.get_name())
    print('uncancel', t.uncancel(), t.uncancel(), t.uncancel())

    s = asyncio.create_task(swallow(events))
    await asyncio.sleep(0)
    s.cancel()
    print('swallow result', await s, s.cancelled(), events[-1])

    early = asyncio.create_task(sleeper('b', events))
    early.cancel('before start')
    try:
        await early
    except asyncio.CancelledError as e:
        print('cancelled before start', e.args, events[-2:])

    order = []
    tasks = [asyncio.create_task(asyncio.sleep(0, i)) for i in range(3)]
    for i, task in enumerate(tasks):
        task.add_done_callback(lambda f, i=i: order.append((i, f.result())))
    await asyncio.gather(*tasks)
    await asyncio.sleep(0)
    print('callback order', order)

    def handler(loop, context):
        print('handler:', context['message'].split('(')[0], type(context.get('exception')).__name__)
    loop.set_exception_handler(handler)
    f = loop.create_future()
    f.add_done_callback(lambda fut: 1 / 0)
    f.set_result(None)
    await asyncio.sleep(0)
    loop.set_exception_handler(None)

    lf = LoggingFuture()

    async def waits():
        return await lf
    w = asyncio.create_task(waits())
    await asyncio.sleep(0)
    lf.set_result('from subclass')
    print('subclass', await w, LoggingFuture.log, type(lf).__name__)

    async def fail(i):
        await asyncio.sleep(0)
        raise ValueError(f'bad {i}')

    async def ok(i):
        await asyncio.sleep(1)
        return i
    children = [asyncio.create_task(ok(1)), asyncio.create_task(fail(2)), asyncio.create_task(ok(3))]
    try:
        await asyncio.gather(*children)
    except ValueError as e:
        print('gather raised', e, [c.done() for c in children])
    print('rest finish', await asyncio.gather(children[0], children[2]))
    print(await asyncio.gather(fail(4), ok(5), return_exceptions=True))

    q = asyncio.Queue()
    try:
        q.task_done()
    except ValueError as e:
        print('task_done', e)
    q.put_nowait(1)
    print('join waits', q._unfinished_tasks, await q.get())
    q.task_done()
    await q.join()
    print('joined', asyncio.current_task().get_name())

asyncio.run(main())

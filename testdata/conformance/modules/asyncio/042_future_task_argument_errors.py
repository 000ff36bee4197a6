# The TypeError a wrong call of a Future or Task method raises, worded as
# CPython's C methods word it.
import asyncio


async def coro():
    pass


def task_with_bogus_keyword():
    c = coro()
    try:
        asyncio.Task(c, bogus=1)
    finally:
        c.close()  # never awaited: closed, so that no warning is printed


async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    t = asyncio.current_task()
    calls = [
        ('Future(1)', lambda: asyncio.Future(1)),
        ('Future(1, 2)', lambda: asyncio.Future(1, 2)),
        ('Future(x=1)', lambda: asyncio.Future(x=1)),
        ('Future(loop=, x=)', lambda: asyncio.Future(loop=loop, x=1)),
        ('f.set_result()', lambda: f.set_result()),
        ('f.set_result(result=)', lambda: f.set_result(result=1)),
        ('f.set_exception()', lambda: f.set_exception()),
        ('f.add_done_callback()', lambda: f.add_done_callback()),
        ('f.add_done_callback(fn=)', lambda: f.add_done_callback(fn=print)),
        ('f.add_done_callback(fn, 1)', lambda: f.add_done_callback(print, 1)),
        ('f.add_done_callback(fn, bogus=)', lambda: f.add_done_callback(print, bogus=1)),
        ('f.add_done_callback(3 args)', lambda: f.add_done_callback(print, context=None, x=1)),
        ('f.remove_done_callback()', lambda: f.remove_done_callback()),
        ('f.cancel(1, 2)', lambda: f.cancel(1, 2)),
        ('f.cancel(x=)', lambda: f.cancel(x=2)),
        ('f.cancel(msg=, x=)', lambda: f.cancel(msg=1, x=2)),
        ('f.done(1)', lambda: f.done(1)),
        ('f.result(1)', lambda: f.result(1)),
        ('f.get_loop(1)', lambda: f.get_loop(1)),
        ('t.done(1)', lambda: t.done(1)),
        ('t.get_loop(1)', lambda: t.get_loop(1)),
        ('t.set_result(1, 2)', lambda: t.set_result(1, 2)),
        ('t.cancelling(1)', lambda: t.cancelling(1)),
        ('t.uncancel(x=)', lambda: t.uncancel(x=1)),
        ('t.set_name()', lambda: t.set_name()),
        ('t.get_name(1)', lambda: t.get_name(1)),
        ('Task()', lambda: asyncio.Task()),
        ('Task(coro, bogus=)', task_with_bogus_keyword),
    ]
    for label, call in calls:
        try:
            call()
            print(label, 'ok')
        except TypeError as e:
            print(label, '->', e)

asyncio.run(main())

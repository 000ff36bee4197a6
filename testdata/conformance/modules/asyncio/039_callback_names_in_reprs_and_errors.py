# How asyncio names callbacks: in the reprs of handles, futures and tasks
# (arguments as short reprs, partials unwrapped, where a Python function
# was defined) and in the message an exception handler receives.
import asyncio
import functools
import re


def tidy(text):
    return re.sub(r' at \S+:(\d+)', r' at FILE:\1', text)


def plain(fut):
    pass


class Holder:
    def method(self, fut):
        pass


async def sleeper():
    await asyncio.sleep(5)
    return 'slept'


async def main():
    loop = asyncio.get_running_loop()

    def handler(loop, context):
        print('message:', tidy(context['message']))
        print('handle:', tidy(repr(context.get('handle'))))
        print('exception:', repr(context['exception']))
    loop.set_exception_handler(handler)

    f = loop.create_future()
    f.add_done_callback(plain)
    print(tidy(repr(f)))
    f.add_done_callback(Holder().method)
    print(tidy(repr(f)))
    f.add_done_callback(functools.partial(plain))
    f.add_done_callback(print)
    print(tidy(repr(f)))
    g = loop.create_future()
    g.add_done_callback(functools.partial(plain, 1, key='x' * 50))
    print(tidy(repr(g)))
    h = loop.call_soon(plain, 'a' * 40, [1, 2])
    print(tidy(repr(h)))
    h.cancel()
    print(tidy(repr(h)))

    loop.call_soon(lambda a, b: 1 / 0, 1, 'x')
    loop.call_soon(functools.partial(lambda a, b: a[b], {}, 'k'))
    boom = loop.create_future()
    boom.add_done_callback(lambda fut: [][1])
    boom.set_result(None)
    await asyncio.sleep(0)

    t = asyncio.create_task(sleeper(), name='sleepy')
    t.add_done_callback(plain)
    await asyncio.sleep(0)
    print(tidy(repr(t)))
    t.cancel()
    print(tidy(repr(t)))
    await asyncio.sleep(0)
    print(tidy(repr(t)))
    loop.set_exception_handler(None)

asyncio.run(main())

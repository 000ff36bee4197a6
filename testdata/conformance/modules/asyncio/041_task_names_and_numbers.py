# Which tasks take a number (Task-<n>): unnamed ones, and those
# asyncio.create_task and TaskGroup.create_task make and then name; not a
# Task(...) or loop.create_task(...) given a name, nor one refused.
import asyncio


async def job():
    await asyncio.sleep(0)


def made(label, task):
    print(label, task.get_name())
    return task


async def main():
    loop = asyncio.get_running_loop()
    print('main', asyncio.current_task().get_name())
    made('Task(name=)', asyncio.Task(job(), name='explicit'))
    made('Task()', asyncio.Task(job()))
    made('create_task(name=)', asyncio.create_task(job(), name='via create_task'))
    made('create_task()', asyncio.create_task(job()))
    made('loop.create_task(name=)', loop.create_task(job(), name='via loop'))
    made('loop.create_task()', loop.create_task(job()))
    try:
        asyncio.create_task(42)
    except TypeError as e:
        print('refused:', e)
    made('after refusal', asyncio.create_task(job()))
    async with asyncio.TaskGroup() as tg:
        made('tg(name=)', tg.create_task(job(), name='in group'))
        made('tg()', tg.create_task(job()))
    t = made('ensure_future', asyncio.ensure_future(job()))
    t.set_name(7)
    print('renamed', repr(t.get_name()))
    print(sorted(x.get_name() for x in asyncio.all_tasks()))
    await asyncio.sleep(0)

asyncio.run(main())

import asyncio

async def boom():
    await asyncio.sleep(0.1)
    raise KeyError("missing")

async def fine():
    await asyncio.sleep(0.2)
    return 99

async def main():
    order = []
    t1 = asyncio.create_task(boom(), name="boomer")
    t2 = asyncio.create_task(fine())
    t1.add_done_callback(lambda t: order.append(("cb1", t.get_name())))
    t2.add_done_callback(lambda t: order.append(("cb2", t.result())))
    try:
        await t1
    except KeyError as e:
        print("awaited task raised", repr(e))
    print(repr(t1.exception()), t1.done(), t1.cancelled())
    try:
        t1.result()
    except KeyError as e:
        print("result() re-raises", repr(e))
    print(await t2)
    await asyncio.sleep(0)
    print(order)
    t3 = asyncio.create_task(fine())
    await t3
    t3.add_done_callback(lambda t: order.append("late callback"))
    print(order[-1])
    await asyncio.sleep(0)
    print(order[-1])
    try:
        t3.set_result(1)
    except RuntimeError as e:
        print("RuntimeError:", e)
    try:
        asyncio.create_task(fine)
    except TypeError as e:
        print("TypeError:", str(e).split(" at ")[0])

asyncio.run(main())

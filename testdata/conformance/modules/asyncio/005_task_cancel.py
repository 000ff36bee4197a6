import asyncio

async def sleeper(log):
    try:
        log.append("sleeping")
        await asyncio.sleep(10)
        log.append("woke")
    except asyncio.CancelledError as e:
        log.append(f"cancelled args={e.args}")
        raise
    finally:
        log.append("finally")

async def main():
    log = []
    t = asyncio.create_task(sleeper(log))
    await asyncio.sleep(0)
    print("cancel ->", t.cancel())
    print("cancelling", t.cancelling())
    try:
        await t
    except asyncio.CancelledError:
        print("awaiting raised CancelledError")
    print(t.cancelled(), t.done(), log)
    print("cancel again ->", t.cancel())
    try:
        t.result()
    except asyncio.CancelledError:
        print("result raised CancelledError")
    try:
        t.exception()
    except asyncio.CancelledError:
        print("exception raised CancelledError")

    log = []
    t = asyncio.create_task(sleeper(log))
    await asyncio.sleep(0)
    t.cancel("stop now")
    try:
        await t
    except asyncio.CancelledError as e:
        print("message:", e.args)
    print(log)

    t = asyncio.create_task(sleeper([]))
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled before start", t.cancelled())

    async def swallow():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            return "swallowed"
    t = asyncio.create_task(swallow())
    await asyncio.sleep(0)
    t.cancel()
    print(await t, t.cancelled(), t.cancelling(), t.uncancel(), t.cancelling())

asyncio.run(main())

import asyncio
async def main(x):
    await asyncio.sleep(1)
    return x
loop = asyncio.get_event_loop()
print(loop.run_until_complete(main(3)))
print(loop.run_until_complete(asyncio.gather(main(1), main(2))))
t = loop.create_task(main(5))
print(loop.run_until_complete(t))
fut = loop.create_future()
loop.call_later(2, fut.set_result, "later")
print(loop.run_until_complete(fut))
loop.call_soon(loop.stop)
loop.run_forever()
print("stopped", loop.is_running())
loop.close()

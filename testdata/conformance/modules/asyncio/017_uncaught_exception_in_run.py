import asyncio

async def fail():
    await asyncio.sleep(0.1)
    raise ValueError("something broke")

async def main():
    print("starting")
    await fail()

asyncio.run(main())

import asyncio

async def main():
    asyncio.current_task().cancel()
    print("cancel requested")
    await asyncio.sleep(1)
    print("not reached")

asyncio.run(main())

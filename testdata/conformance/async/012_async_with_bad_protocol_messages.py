class Bad:
    async def __aenter__(self): return 1
    def __aexit__(self, *a): return 5
class Bad2:
    def __aenter__(self): return 1
    async def __aexit__(self, *a): return False
async def main():
    for cls in (Bad, Bad2):
        try:
            async with cls():
                pass
        except TypeError as e:
            print(e)
c = main()
try:
    c.send(None)
except StopIteration:
    print("done")

class Ok:
    def __enter__(self):
        print("Ok enter")
    def __exit__(self, et, ev, tb):
        print("Ok exit sees", et.__name__ if et else None)
class Broken:
    def __enter__(self):
        raise OSError("cannot enter")
    def __exit__(self, *a):
        print("Broken exit never called")

try:
    with Ok(), Broken():
        print("body never runs")
except OSError as e:
    print("caught", e)

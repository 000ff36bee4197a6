class Resource:
    def __enter__(self):
        print("acquire")
        return self
    def __exit__(self, et, ev, tb):
        print("release")
        raise OSError("release failed")

with Resource():
    print("using resource")
print("not reached")

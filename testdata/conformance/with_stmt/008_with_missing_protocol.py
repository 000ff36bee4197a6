class NoExit:
    def __enter__(self):
        return self
class NoEnter:
    def __exit__(self, *a):
        pass
for obj in [NoExit(), NoEnter(), 42]:
    try:
        with obj:
            print("inside")
    except (TypeError, AttributeError) as e:
        print(type(e).__name__ + ":", e)

from contextlib import AbstractContextManager, nullcontext, suppress, ExitStack, closing

class Managed(AbstractContextManager):
    def __exit__(self, *exc):
        print("exit")
        return None

m = Managed()
with m as v:
    print(v is m)

class Duck:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        pass

print(issubclass(Duck, AbstractContextManager), isinstance(Duck(), AbstractContextManager))
print(isinstance(nullcontext(), AbstractContextManager), isinstance(suppress(), AbstractContextManager))
print(isinstance(ExitStack(), AbstractContextManager), isinstance(closing(None), AbstractContextManager))
print(issubclass(int, AbstractContextManager))

class NoExit:
    def __enter__(self):
        return self
print(issubclass(NoExit, AbstractContextManager))
try:
    AbstractContextManager()
except TypeError as e:
    print("TypeError", e)

from contextlib import ExitStack, contextmanager

@contextmanager
def res(name, log):
    log.append("open " + name)
    yield name
    log.append("close " + name)

log = []
with ExitStack() as stack:
    names = [stack.enter_context(res(n, log)) for n in "abc"]
    stack.callback(log.append, "callback")
    log.append("body " + ",".join(names))
print(log)

def cb(*args, **kw):
    print("cb", args, kw)

with ExitStack() as stack:
    stack.callback(cb, 1, x=2)
    @stack.callback
    def decorated():
        print("decorated callback")
    def exit_fn(exc_type, exc, tb):
        print("exit_fn", exc_type)
    stack.push(exit_fn)

# pop_all transfers the callbacks
log = []
with ExitStack() as stack:
    stack.enter_context(res("kept", log))
    moved = stack.pop_all()
print(log)
moved.close()
print(log)

# close runs callbacks in LIFO order
st = ExitStack()
for i in range(3):
    st.callback(print, "closing", i)
st.close()
st.close()

class CM:
    def __enter__(self):
        print("CM enter")
        return "cm-value"
    def __exit__(self, *exc):
        print("CM exit", exc[0])
with ExitStack() as stack:
    print(stack.enter_context(CM()))
    stack.push(CM())

try:
    with ExitStack() as stack:
        stack.enter_context(object())
except TypeError as e:
    print("TypeError", e)
print(type(ExitStack().__enter__()).__name__)

def echo():
    while True:
        got = yield
        print("echo", got)

e = echo()
try:
    e.send("too early")
except TypeError as err:
    print("TypeError:", err)
e.send(None)
e.send("hello")
e.send(42)
e.close()
try:
    e.send("after close")
except StopIteration:
    print("StopIteration after close")

def worker():
    while True:
        try:
            job = yield
            print("job", job)
        except ValueError as e:
            print("recovered from", e)
        except KeyError:
            print("key error: stopping")
            return "stopped"

w = worker()
next(w)
w.send("a")
w.throw(ValueError("bad input"))
w.send("b")
try:
    w.throw(KeyError("k"))
except StopIteration as stop:
    print("return value:", stop.value)

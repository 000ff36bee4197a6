def inner():
    raise LookupError("deep")

def outer():
    inner()

try:
    outer()
except LookupError as e:
    tb = e.__traceback__
    depth = 0
    while tb is not None:
        depth += 1
        tb = tb.tb_next
    print("traceback depth:", depth)
    print(e.with_traceback(None) is e, e.__traceback__ is None)

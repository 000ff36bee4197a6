def fail(kind):
    if kind == "good":
        raise ValueError("proper exception")
    raise kind

try:
    fail("good")
except ValueError as e:
    print("caught:", e)
fail("just a string")

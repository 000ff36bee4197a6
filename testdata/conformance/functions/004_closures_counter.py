def make_counter(start=0, step=1):
    count = start
    def increment():
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        count = start
    return increment, reset

inc, reset = make_counter()
print(inc(), inc(), inc())
reset()
print(inc())
inc10, _ = make_counter(100, 10)
print(inc10(), inc10(), inc())
print(reset(), inc(), inc10())

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
print(inc.__closure__[0].cell_contents if False else len(inc.__closure__))

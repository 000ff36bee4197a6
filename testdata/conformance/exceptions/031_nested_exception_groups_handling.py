def task(n):
    if n % 3 == 0:
        raise ValueError(f"task {n}: bad value")
    if n % 3 == 1:
        raise KeyError(f"task {n}")
    return n

errors = []
results = []
for n in range(6):
    try:
        results.append(task(n))
    except Exception as e:
        errors.append(e)
print(results)
try:
    raise ExceptionGroup("tasks failed", errors)
except* ValueError as g:
    print("ValueErrors:", sorted(str(e) for e in g.exceptions))
except* KeyError as g:
    print("KeyErrors:", sorted(str(e) for e in g.exceptions))

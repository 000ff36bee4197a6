log = []
def step(n):
    try:
        log.append(f"start {n}")
        if n == 2:
            raise RuntimeError(f"step {n} failed")
        log.append(f"ok {n}")
    finally:
        log.append(f"cleanup {n}")

for n in range(1, 4):
    try:
        step(n)
    except RuntimeError as e:
        log.append(f"caught: {e}")
print("\n".join(log))

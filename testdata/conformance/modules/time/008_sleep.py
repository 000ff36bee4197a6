import time
a = time.monotonic()
time.sleep(0.01)
time.sleep(0)
time.sleep(1e-6)
b = time.monotonic()
print(b - a >= 0.01, b - a < 5)
for bad in [-1, -0.5, 'x', None, float('nan')]:
    try:
        time.sleep(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
t0 = time.time()
time.sleep(0.05)
print(time.time() - t0 >= 0.05)

import time
t1 = time.time()
n1 = time.time_ns()
print(type(t1).__name__, type(n1).__name__, t1 > 1.6e9, n1 > 1.6e18)
m1, m2 = time.monotonic(), time.monotonic()
print(m2 >= m1, type(time.monotonic_ns()).__name__)
p1 = time.perf_counter()
p2 = time.perf_counter()
print(p2 >= p1, type(time.perf_counter_ns()).__name__, type(time.process_time()).__name__, type(time.process_time_ns()).__name__)
print(type(time.thread_time()).__name__)
start = time.perf_counter()
total = sum(range(1000))
elapsed = time.perf_counter() - start
print(total, elapsed >= 0, f"{0.0:.3f}")
for name in ['time', 'monotonic', 'perf_counter', 'process_time']:
    info = time.get_clock_info(name)
    print(name, type(info.implementation).__name__, info.monotonic, type(info.resolution).__name__)
try:
    time.get_clock_info('nope')
except ValueError as e:
    print(e)

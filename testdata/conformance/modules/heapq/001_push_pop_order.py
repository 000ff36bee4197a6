import heapq

# A deterministic pseudo-random stream, so the heap's layout is checked
# item for item against CPython's.
state = 12345
def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % (1 << 31)
    return state % n

h = []
for _ in range(200):
    heapq.heappush(h, rnd(1000))
print(h[:40])
out = []
for _ in range(50):
    out.append(heapq.heappop(h))
print(out)
print(h[:40])
print(len(h))

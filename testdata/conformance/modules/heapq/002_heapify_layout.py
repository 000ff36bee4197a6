import heapq

state = 7
def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % (1 << 31)
    return state % n

for size in [0, 1, 2, 3, 7, 10, 31, 100, 3000]:
    data = [rnd(500) for _ in range(size)]
    heapq.heapify(data)
    print(size, data[:25], sum(i * v for i, v in enumerate(data)))

words = "the quick brown fox jumps over the lazy dog again and again".split()
heapq.heapify(words)
print(words)

from itertools import islice

it = iter(range(10))
print(list(islice(it, 3)), next(it))
it = iter(range(10))
print(list(islice(it, 2, 4)), next(it))
it = iter(range(10))
print(list(islice(it, 1, 8, 3)), next(it))
it = iter(range(3))
print(list(islice(it, 5)), list(it))
it = iter(range(10))
sl = islice(it, 2)
print(next(sl), next(sl))
print(list(sl), next(it))
it = iter(range(10))
print(list(islice(it, 0)), next(it))

def chunks(iterable, n):
    it = iter(iterable)
    while True:
        chunk = list(islice(it, n))
        if not chunk:
            return
        yield chunk

print(list(chunks(range(10), 3)))
print(list(chunks("abcdefgh", 4)))
print(list(chunks([], 2)))

def gen():
    for i in range(5):
        print("produce", i)
        yield i

print(list(islice(gen(), 1, 4, 2)))

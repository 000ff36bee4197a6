import collections
import operator
from itertools import (accumulate, chain, combinations, count, cycle, filterfalse,
                       groupby, islice, repeat, starmap, tee, zip_longest)


def take(n, iterable):
    return list(islice(iterable, n))


def tabulate(function, start=0):
    return map(function, count(start))


def nth(iterable, n, default=None):
    return next(islice(iterable, n, None), default)


def all_equal(iterable):
    g = groupby(iterable)
    return next(g, True) and not next(g, False)


def quantify(iterable, pred=bool):
    return sum(map(pred, iterable))


def ncycles(iterable, n):
    return chain.from_iterable(repeat(tuple(iterable), n))


def grouper(iterable, n, fillvalue=None):
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fillvalue)


def roundrobin(*iterables):
    num_active = len(iterables)
    nexts = cycle(iter(it).__next__ for it in iterables)
    while num_active:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            num_active -= 1
            nexts = cycle(islice(nexts, num_active))


def partition(pred, iterable):
    t1, t2 = tee(iterable)
    return filterfalse(pred, t1), filter(pred, t2)


def powerset(iterable):
    s = list(iterable)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))


def unique_everseen(iterable, key=None):
    seen = set()
    for element in iterable:
        k = element if key is None else key(element)
        if k not in seen:
            seen.add(k)
            yield element


def sliding_window(iterable, n):
    it = iter(iterable)
    window = collections.deque(islice(it, n), maxlen=n)
    if len(window) == n:
        yield tuple(window)
    for x in it:
        window.append(x)
        yield tuple(window)


def dotproduct(vec1, vec2):
    return sum(map(operator.mul, vec1, vec2))


print(take(3, "abcdef"))
print(take(4, tabulate(lambda x: x * x, 1)))
print(nth(range(10), 3), nth("ab", 5, "none"))
print(all_equal("aaa"), all_equal("aab"), all_equal(""))
print(quantify([1, 0, 2, 0]), quantify(range(10), lambda x: x > 6))
print(list(ncycles("ab", 3)))
print(list(grouper("ABCDEFG", 3, "x")))
print(list(roundrobin("ABC", "D", "EF")))
evens, odds = partition(lambda x: x % 2, range(10))
print(list(evens), list(odds))
print(list(powerset([1, 2, 3])))
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)))
print(list(sliding_window("ABCDEFG", 4)))
print(dotproduct([1, 2, 3], [4, 5, 6]))
print(list(accumulate(repeat(2, 5), operator.mul)))
print(list(starmap(operator.add, zip(count(), "abc" and [10, 20, 30]))))

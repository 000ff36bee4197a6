"""Heaps (priority queues) kept in plain lists: every item is no larger
than the items at 2*k+1 and 2*k+2, so the smallest item is at index 0.

pyex implements the heap operations in Go (the _heapq module, whose sift
algorithms compare exactly as CPython's do, so heaps hold their items in
the same order); merge, nlargest and nsmallest are written here in
Python on top of them, as in CPython, but for the loop that feeds the
rest of the input to nlargest's and nsmallest's heap (_select_rest).
"""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']

from _heapq import (heappush, heappop, heapify, heapreplace, heappushpop,
                    _heappop_max, _heapify_max, _heapreplace_max,
                    _select_rest)


def merge(*iterables, key=None, reverse=False):
    """Yield the items of the sorted iterables in sorted order, lazily,
    as sorted(itertools.chain(*iterables), key=key, reverse=reverse)
    would list them (equal items keep the order of their inputs)."""
    # Each heap entry is [sort value, input number, (value,) next]: the
    # input number breaks ties in favour of earlier inputs and keeps the
    # comparison from ever reaching the later fields.
    if reverse:
        make_heap, pop, replace, sign = _heapify_max, _heappop_max, _heapreplace_max, -1
    else:
        make_heap, pop, replace, sign = heapify, heappop, heapreplace, 1

    entries = []
    if key is None:
        for number, source in enumerate(map(iter, iterables)):
            advance = source.__next__
            try:
                entries.append([advance(), number * sign, advance])
            except StopIteration:
                pass
        make_heap(entries)
        while len(entries) > 1:
            try:
                while True:
                    entry = entries[0]
                    yield entry[0]
                    entry[0] = entry[2]()
                    replace(entries, entry)
            except StopIteration:
                pop(entries)
        if entries:
            value, _, advance = entries[0]
            yield value
            yield from advance.__self__
        return

    for number, source in enumerate(map(iter, iterables)):
        advance = source.__next__
        try:
            value = advance()
        except StopIteration:
            continue
        entries.append([key(value), number * sign, value, advance])
    make_heap(entries)
    while len(entries) > 1:
        try:
            while True:
                entry = entries[0]
                yield entry[2]
                value = entry[3]()
                entry[0] = key(value)
                entry[2] = value
                replace(entries, entry)
        except StopIteration:
            pop(entries)
    if entries:
        _, _, value, advance = entries[0]
        yield value
        yield from advance.__self__


def _sorted_when_covered(n, iterable, key, reverse):
    # When n reaches the length of a sized input, sorting all of it is the
    # answer (and cheaper than a heap); None otherwise.
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        return None
    return sorted(iterable, key=key, reverse=reverse)[:n] if n >= size else None


def nsmallest(n, iterable, key=None):
    """Return the n smallest items, as sorted(iterable, key=key)[:n]."""
    if n == 1:
        it = iter(iterable)
        missing = object()
        if key is None:
            best = min(it, default=missing)
        else:
            best = min(it, default=missing, key=key)
        return [] if best is missing else [best]

    whole = _sorted_when_covered(n, iterable, key, False)
    if whole is not None:
        return whole

    # Keep the n smallest seen so far in a max-heap of (value, arrival)
    # pairs; the arrival number makes equal values keep their order.
    it = iter(iterable)
    if key is None:
        kept = [(value, i) for i, value in zip(range(n), it)]
        if not kept:
            return kept
        _heapify_max(kept)
        _select_rest(kept, it, None, n, False)
        kept.sort()
        return [value for value, _ in kept]

    kept = [(key(value), i, value) for i, value in zip(range(n), it)]
    if not kept:
        return kept
    _heapify_max(kept)
    _select_rest(kept, it, key, n, False)
    kept.sort()
    return [value for _, _, value in kept]


def nlargest(n, iterable, key=None):
    """Return the n largest items, as sorted(iterable, key=key,
    reverse=True)[:n]."""
    if n == 1:
        it = iter(iterable)
        missing = object()
        if key is None:
            best = max(it, default=missing)
        else:
            best = max(it, default=missing, key=key)
        return [] if best is missing else [best]

    whole = _sorted_when_covered(n, iterable, key, True)
    if whole is not None:
        return whole

    # Keep the n largest seen so far in a min-heap of (value, -arrival)
    # pairs; the negated arrival makes equal values keep their order once
    # the result is sorted in reverse.
    it = iter(iterable)
    if key is None:
        kept = [(value, i) for i, value in zip(range(0, -n, -1), it)]
        if not kept:
            return kept
        heapify(kept)
        _select_rest(kept, it, None, -n, True)
        kept.sort(reverse=True)
        return [value for value, _ in kept]

    kept = [(key(value), i, value) for i, value in zip(range(0, -n, -1), it)]
    if not kept:
        return kept
    heapify(kept)
    _select_rest(kept, it, key, -n, True)
    kept.sort(reverse=True)
    return [value for _, _, value in kept]

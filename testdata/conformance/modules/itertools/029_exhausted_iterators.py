from itertools import (accumulate, chain, combinations, compress, dropwhile, filterfalse,
                       groupby, islice, pairwise, permutations, product, repeat, starmap,
                       takewhile, zip_longest, combinations_with_replacement, tee)

makers = {
    "accumulate": lambda: accumulate([1]),
    "chain": lambda: chain([1]),
    "combinations": lambda: combinations([1], 1),
    "cwr": lambda: combinations_with_replacement([1], 1),
    "compress": lambda: compress([1], [1]),
    "dropwhile": lambda: dropwhile(bool, [0]),
    "filterfalse": lambda: filterfalse(bool, [0]),
    "groupby": lambda: groupby([1]),
    "islice": lambda: islice([1], 1),
    "pairwise": lambda: pairwise([1, 2]),
    "permutations": lambda: permutations([1]),
    "product": lambda: product([1]),
    "repeat": lambda: repeat(1, 1),
    "starmap": lambda: starmap(abs, [(1,)]),
    "takewhile": lambda: takewhile(bool, [1]),
    "zip_longest": lambda: zip_longest([1]),
    "tee": lambda: tee([1])[0],
}
for name, make in makers.items():
    it = make()
    first = list(it)
    second = list(it)
    try:
        next(it)
        third = "value"
    except StopIteration:
        third = "StopIteration"
    print(name, len(first), second, third)

import itertools

print(itertools.__name__)
print(sorted(n for n in dir(itertools) if not n.startswith("__")))
print(itertools.count, itertools.chain, itertools.tee)
print(itertools._tee, itertools._grouper, itertools._tee_dataobject)
print(hasattr(itertools, "batched"), hasattr(itertools, "pairwise"))
for name in ["count", "cycle", "repeat", "accumulate", "chain", "compress", "dropwhile",
             "filterfalse", "groupby", "islice", "pairwise", "starmap", "takewhile",
             "zip_longest", "product", "permutations", "combinations",
             "combinations_with_replacement"]:
    cls = getattr(itertools, name)
    print(name, type(cls).__name__, cls.__module__, cls.__name__, "__next__" in dir(cls), "__iter__" in dir(cls))
print(repr(itertools.chain([])).split(" object at ")[0])
print(repr(itertools.islice([], 1)).split(" object at ")[0])
try:
    itertools.batched
except AttributeError as e:
    print(e)
print(type(itertools.chain.from_iterable).__name__)

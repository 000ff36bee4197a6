import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("one")
    warnings.warn("two", DeprecationWarning)
    warnings.warn(RuntimeWarning("three"))
print(len(w))
for m in w:
    print(m.category.__name__, str(m.message), type(m.message).__name__, m.lineno, m.filename.rsplit("/", 1)[-1])
print(str(w[0]).replace(w[0].filename, "F"))
print(repr(warnings.catch_warnings(record=True)), repr(warnings.catch_warnings()))

from difflib import get_close_matches
print(get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']))
import keyword
print(get_close_matches('wheel', keyword.kwlist))
print(get_close_matches('pineapple', keyword.kwlist))
print(get_close_matches('accept', keyword.kwlist))
print(get_close_matches('lenght', ['length', 'len', 'height', 'light', 'lent'], n=2))
print(get_close_matches('x', []))
print(get_close_matches('abc', ['abc', 'abd', 'abe', 'xbc'], n=10, cutoff=0.5))
print(get_close_matches('colour', ['color', 'colors', 'cooler', 'col'], cutoff=0.0))
for bad in [dict(n=0), dict(n=-1), dict(cutoff=1.5), dict(cutoff=-0.1)]:
    try:
        get_close_matches('a', ['a'], **bad)
    except ValueError as e:
        print(e)

import csv
cases = [
    (['a,"b', 'c'], dict(strict=True)),
    (['a,"b"c'], dict(strict=True)),
    (['a\rb'], dict()),
    (['a\nb'], dict()),
    ([b'a,b'], dict()),
    ([1], dict()),
]
for lines, kw in cases:
    try:
        print(list(csv.reader(lines, **kw)))
    except csv.Error as e:
        print('Error', e)
print(list(csv.reader(['a,"b'])))
print(list(csv.reader(['a,"b"c,d'])))
print(list(csv.reader(['a\x00b,c'])))

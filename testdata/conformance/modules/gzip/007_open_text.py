import gzip, io
b = io.BytesIO()
t = gzip.open(b, 'wt', encoding='utf-8')
t.write('héllo\n')
t.write('wörld\n')
t.close()
print(gzip.open(io.BytesIO(b.getvalue()), 'rt', encoding='utf-8').read())
print(gzip.open(io.BytesIO(b.getvalue())).read())
with gzip.open(io.BytesIO(b.getvalue()), 'rt', encoding='utf-8') as f:
    print([line.strip() for line in f])
for args in [('x', 'rbt'), (1,)]:
    try:
        gzip.open(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
for kw in [dict(encoding='x'), dict(errors='strict'), dict(newline='\n')]:
    try:
        gzip.open(io.BytesIO(), 'rb', **kw)
    except ValueError as e:
        print('ValueError', e)

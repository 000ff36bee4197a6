import hashlib
cases = [dict(fanout=256), dict(fanout=-1), dict(depth=0), dict(depth=256), dict(leaf_size=2**32), dict(leaf_size=-1),
         dict(node_offset=2**64), dict(node_offset=-1), dict(node_depth=256), dict(inner_size=65), dict(inner_size=-1),
         dict(digest_size=0), dict(digest_size=65), dict(key='x'), dict(salt=1), dict(key=b'x' * 65),
         dict(salt=b'x' * 17), dict(person=b'x' * 17), dict(bogus=1)]
for kw in cases:
    for f in (hashlib.blake2b, hashlib.blake2s):
        try:
            print(f.__name__, kw, f(**kw).hexdigest()[:16])
        except (ValueError, TypeError, OverflowError) as e:
            print(f.__name__, sorted(kw), type(e).__name__, e)
try:
    hashlib.blake2s(node_offset=2**48)
except OverflowError as e:
    print('OverflowError', e)
for t in [lambda: hashlib.blake2b().update(), lambda: hashlib.blake2b(b'a', b'b'), lambda: hashlib.blake2b(data=b'x')]:
    try:
        t()
    except TypeError as e:
        print('TypeError', e)

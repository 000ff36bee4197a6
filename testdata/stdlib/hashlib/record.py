#!/usr/bin/env python3
"""Record what CPython 3.11's hashlib, hmac, base64, binascii and zlib
(decompression of CPython's own output) do with generated cases.

Run: python3 testdata/stdlib/hashlib/record.py   (writes cases.json beside it)

Each case is a Python expression; its expectation is repr() of its value,
or "ExcName: message". stdlib/hashlib_ext_test.go evaluates them in pyex.
Data is generated from a seeded generator inside the prelude, so the
cases stay short. Compressed inputs are produced here by CPython's zlib
and embedded as literals: pyex must read zlib's bytes exactly.
"""
import os
import random
import zlib
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from recorder import write_cases  # noqa: E402

PRELUDE = '''
import hashlib, hmac, base64, binascii, zlib
def data(n, seed):
    x = seed * 2654435761 % 2**32
    out = bytearray()
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2**31
        out.append(x >> 16 & 255)
    return bytes(out)
'''

rng = random.Random(7)
cases = []
ALGOS = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512',
         'blake2b', 'blake2s']
for _ in range(150):
    algo = rng.choice(ALGOS)
    n, seed = rng.choice([0, 1, 55, 56, 63, 64, 65, 111, 127, 128, 129, 135, 136, 137, 200, 1000, rng.randrange(3000)]), rng.randrange(1000)
    cases.append('hashlib.new(%r, data(%d, %d)).hexdigest()' % (algo, n, seed))
for _ in range(40):
    n, seed = rng.randrange(500), rng.randrange(1000)
    cases.append('hashlib.%s(data(%d, %d)).hexdigest(%d)' % (rng.choice(['shake_128', 'shake_256']), n, seed, rng.randrange(1, 100)))
for _ in range(60):
    wide = rng.random() < 0.5
    f = 'blake2b' if wide else 'blake2s'
    mx = 64 if wide else 32
    salt = 16 if wide else 8
    kw = ['digest_size=%d' % rng.randint(1, mx)]
    if rng.random() < 0.6:
        kw.append('key=data(%d, %d)' % (rng.randint(0, mx), rng.randrange(99)))
    if rng.random() < 0.5:
        kw.append('salt=data(%d, 3)' % rng.randint(0, salt))
    if rng.random() < 0.5:
        kw.append('person=data(%d, 4)' % rng.randint(0, salt))
    if rng.random() < 0.3:
        kw += ['fanout=%d' % rng.randint(0, 255), 'depth=%d' % rng.randint(1, 255), 'leaf_size=%d' % rng.randrange(2**32),
               'node_offset=%d' % rng.randrange(2**48), 'node_depth=%d' % rng.randint(0, 255),
               'inner_size=%d' % rng.randint(0, mx), 'last_node=%r' % (rng.random() < 0.5)]
    cases.append('hashlib.%s(data(%d, %d), %s).hexdigest()' % (f, rng.randrange(400), rng.randrange(99), ', '.join(kw)))
for _ in range(40):
    algo = rng.choice(['md5', 'sha1', 'sha256', 'sha512', 'sha3_256', 'blake2b'])
    cases.append('hmac.new(data(%d, 1), data(%d, 2), %r).hexdigest()' % (rng.randrange(200), rng.randrange(300), algo))
for _ in range(10):
    cases.append('hashlib.pbkdf2_hmac(%r, data(%d, 5), data(%d, 6), %d, %d).hex()' % (
        rng.choice(['sha1', 'sha256', 'sha512', 'md5']), rng.randrange(40), rng.randrange(20), rng.randint(1, 50), rng.randint(1, 100)))
for _ in range(60):
    n, seed = rng.randrange(200), rng.randrange(1000)
    f = rng.choice(['b64encode', 'urlsafe_b64encode', 'b32encode', 'b32hexencode', 'b16encode', 'b85encode', 'a85encode', 'encodebytes'])
    cases.append('base64.%s(data(%d, %d))' % (f, n, seed))
    g = {'b64encode': 'b64decode', 'urlsafe_b64encode': 'urlsafe_b64decode', 'b32encode': 'b32decode',
         'b32hexencode': 'b32hexdecode', 'b16encode': 'b16decode', 'b85encode': 'b85decode', 'a85encode': 'a85decode',
         'encodebytes': 'decodebytes'}[f]
    cases.append('base64.%s(base64.%s(data(%d, %d))) == data(%d, %d)' % (g, f, n, seed, n, seed))
ALPH = b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/= \n-_!'
for _ in range(80):
    s = bytes(rng.choice(ALPH) for _ in range(rng.randrange(14)))
    cases.append('binascii.a2b_base64(%r, strict_mode=%r)' % (s, rng.random() < 0.4))
for _ in range(30):
    s = bytes(rng.choice(b'0123456789abcdefABCDEFxyz ') for _ in range(rng.randrange(10)))
    cases.append('binascii.unhexlify(%r)' % s)
    cases.append('binascii.crc32(data(%d, %d), %d)' % (rng.randrange(300), rng.randrange(99), rng.randrange(2**32)))
    cases.append('binascii.crc_hqx(data(%d, %d), %d)' % (rng.randrange(300), rng.randrange(99), rng.randrange(2**16)))
    cases.append('zlib.adler32(data(%d, %d), %d)' % (rng.randrange(6000), rng.randrange(99), rng.randrange(2**32)))
for _ in range(40):
    n, seed = rng.randrange(5000), rng.randrange(1000)
    exec(PRELUDE, env := {})
    raw = env['data'](n, seed)
    raw = raw[: n // 2] + raw[: n // 2]  # some repetition for back references
    level = rng.randint(0, 9)
    wbits = rng.choice([15, 9, -15, 31])
    blob = zlib.compress(raw, level, wbits)
    cases.append('zlib.crc32(zlib.decompress(%r, %d))' % (blob, wbits if wbits != 15 else rng.choice([15, 0, 47])))


write_cases(__file__, PRELUDE, cases)

import hashlib
print(hashlib.blake2b(b'abc', salt=b'salty', person=b'me').hexdigest())
print(hashlib.blake2s(b'abc', salt=b'salty', person=b'me').hexdigest())
print(hashlib.blake2b(b'abc', digest_size=20, key=b'k', salt=b's', person=b'p', fanout=2, depth=3, leaf_size=100,
                      node_offset=5, node_depth=1, inner_size=32, last_node=True).hexdigest())
print(hashlib.blake2s(b'abc', digest_size=20, key=b'k', salt=b's', person=b'p', fanout=2, depth=3, leaf_size=100,
                      node_offset=5, node_depth=1, inner_size=16, last_node=True).hexdigest())
print(hashlib.blake2s(node_offset=2**48 - 1).hexdigest()[:8])
print(hashlib.blake2b(fanout=0, depth=255, node_depth=255).hexdigest()[:16])
for C in (hashlib.blake2b, hashlib.blake2s):
    print(C.__name__, C.SALT_SIZE, C.PERSON_SIZE, C.MAX_KEY_SIZE, C.MAX_DIGEST_SIZE)

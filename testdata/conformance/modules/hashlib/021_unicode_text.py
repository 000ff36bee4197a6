import hashlib
for s in ['', 'ascii', 'héllo', '日本語', '🙂 emoji']:
    b = s.encode('utf-8')
    print(repr(s), len(b), hashlib.sha256(b).hexdigest()[:16], hashlib.md5(s.encode('utf-16')).hexdigest()[:16])

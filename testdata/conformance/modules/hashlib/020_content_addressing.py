import hashlib, json
docs = [{'id': 1, 'text': 'alpha'}, {'id': 2, 'text': 'beta'}, {'id': 3, 'text': 'alpha'}]
seen = {}
for d in docs:
    key = hashlib.sha256(d['text'].encode('utf-8')).hexdigest()[:12]
    seen.setdefault(key, []).append(d['id'])
for k in sorted(seen):
    print(k, seen[k])
blob = json.dumps(docs, sort_keys=True).encode()
print(hashlib.md5(blob).hexdigest(), hashlib.sha1(blob).hexdigest())
print(int(hashlib.sha256(b'bucket').hexdigest(), 16) % 97)

import zlib, json, base64
payload = {'items': [{'id': i, 'name': 'item%d' % i, 'tags': ['a', 'b']} for i in range(200)]}
raw = json.dumps(payload).encode()
packed = base64.b64encode(zlib.compress(raw, 9))
print(len(packed) < len(raw))
back = json.loads(zlib.decompress(base64.b64decode(packed)))
print(back == payload, len(back['items']), back['items'][-1])

import uuid, json
records = [{'id': str(uuid.uuid5(uuid.NAMESPACE_URL, 'https://example.com/item/%d' % i)), 'n': i} for i in range(3)]
print(json.dumps(records, indent=1))
ids = [uuid.UUID(r['id']) for r in records]
print([i.hex[:8] for i in ids], [i.version for i in ids])
print(uuid.UUID(records[0]['id']).urn)

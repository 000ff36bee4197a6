import uuid
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org'), uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org'))
print(uuid.uuid3(uuid.NAMESPACE_URL, 'https://example.com'), uuid.uuid5(uuid.NAMESPACE_OID, '1.2.3'))
print(uuid.uuid5(uuid.NAMESPACE_X500, 'cn=x'), uuid.uuid5(uuid.NAMESPACE_DNS, 'ünïcode'))
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)
u = uuid.uuid5(uuid.NAMESPACE_URL, 'x')
print(u.version, u.variant, uuid.uuid3(uuid.NAMESPACE_URL, 'x').version)

import uuid
print(uuid.UUID(int=10))
uuid.UUID('not-a-uuid')

import struct
print(sorted(struct.__all__))
print(struct.error.__name__, struct.error.__module__, struct.error.__mro__)
print(struct.Struct.__name__)
struct._clearcache()
print(issubclass(struct.error, Exception))

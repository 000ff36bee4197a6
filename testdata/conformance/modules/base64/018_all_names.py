import base64
print(sorted(base64.__all__))
print(base64.bytes_types)
print(callable(base64.encode), callable(base64.decode))

def connect(host, port=80, *, timeout=10):
    return f"{host}:{port} (timeout {timeout})"

print(connect("a"))
print(connect("b", 8080, timeout=3))
print(connect("c", retries=5))

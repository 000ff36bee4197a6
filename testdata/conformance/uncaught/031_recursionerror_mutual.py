def ping(n):
    return pong(n + 1)

def pong(n):
    return ping(n + 1)

print("starting ping-pong")
ping(0)

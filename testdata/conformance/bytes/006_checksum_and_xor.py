def checksum(data):
    total = 0
    for byte in data:
        total = (total + byte) & 0xFF
    return (-total) & 0xFF

def xor(data, key):
    return bytes(b ^ key[i % len(key)] for i, b in enumerate(data))

msg = "Transfer 100 coins to Bob".encode()
print(msg, checksum(msg), hex(checksum(msg)))
secret = xor(msg, b"k3y")
print(secret.hex())
print(xor(secret, b"k3y").decode())
print((sum(msg) + checksum(msg)) % 256)

import struct
ip = struct.pack('!BBBB', 192, 168, 1, 10)
print(ip, '.'.join(str(b) for b in ip))
(n,) = struct.unpack('!I', ip)
print(n, hex(n))
port = struct.pack('!H', 8080)
print(port, struct.unpack('!H', port))
print(struct.pack('!hhI', -1, 2, 3).hex(' '))

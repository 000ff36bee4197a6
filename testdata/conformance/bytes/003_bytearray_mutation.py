ba = bytearray(b"hello")
ba[0] = ord("H")
ba.append(33)
ba.extend(b" ok")
print(ba, len(ba))
ba[1:5] = b"EY"
print(ba)
del ba[-3:]
print(ba)
ba.insert(0, 62)
print(ba, ba.pop(), ba)
ba.reverse()
print(ba, bytes(ba), ba == b"!YEH>"[::-1][::-1])
print(bytearray(4), bytearray([1, 2]), bytearray("é", "utf-8"))

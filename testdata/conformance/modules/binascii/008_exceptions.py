import binascii
print(binascii.Error.__mro__)
print(binascii.Incomplete.__mro__)
print(issubclass(binascii.Error, ValueError))
try:
    binascii.a2b_base64(b'abc')
except ValueError as e:
    print(type(e).__name__, e.args)
print(sorted(n for n in dir(binascii) if not n.startswith('_') and n not in ('a2b_qp', 'b2a_qp')))

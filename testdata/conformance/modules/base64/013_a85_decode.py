import base64
print(base64.a85decode(b'BOu!rD]j7BEbo7'))
print(base64.a85decode(b'<~BOu!rD]j7BEbo7~>', adobe=True))
print(base64.a85decode(b'BOu!rD]j7BEbo7~>', adobe=True))
print(base64.a85decode(b'z'))
print(base64.a85decode(b'y', foldspaces=True))
print(base64.a85decode(b'BOu!r D]j7\nBEbo7'))
print(base64.a85decode(b'BOu!r', ignorechars=b''))
print(base64.a85decode('@:E_WAS,RgBkhF"D/O92EH6,BF`qtRH$VbC6UX@47n?3D92&&T:Jand;cHat=\'/U/0JP==1c70M3&s#]<F>Dg7\'F<'))
for s, kw in [(b'BOu!rD]j7BEbo7', {'adobe': True}), (b'ab z', {}), (b'aby', {'foldspaces': True}),
              (b's8W-"', {}), (b'abc\x80', {}), (b'ab cd', {'ignorechars': b''}), (b'uuuuu', {})]:
    try:
        print(base64.a85decode(s, **kw))
    except ValueError as e:
        print(s, 'ValueError:', e)

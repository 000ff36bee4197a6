import json

print(json.loads('"\\u0041\\u00e9\\u4e2d\\ud83d\\ude00"'))
print(repr(json.loads('"\\ud800"')), repr(json.loads('"\\udc00\\ud800"')))
print(repr(json.loads('"\\ud800\\u0041"')), repr(json.loads('"\\ud800x"')))
print(json.loads('"\\b\\f\\n\\r\\t\\/\\\\\\""') == "\b\f\n\r\t/\\\"")
print(json.dumps("\b\f\n\r\t/\\\""))
print(json.dumps("".join(chr(i) for i in range(32))))
print(json.dumps("\u00ff\u0100\uffff"), json.dumps("\u00ff\u0100\uffff", ensure_ascii=False))
print(json.loads('{"é": "ü", "😀": 1}'))
print(len(json.loads('"' + "😀" * 3 + '"')))
for bad in ['"\\u"', '"\\uZZZZ"', '"\\x41"', '"\\ud800\\uzzzz"']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), e)

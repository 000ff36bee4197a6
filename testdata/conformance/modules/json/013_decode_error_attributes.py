import json
from json import JSONDecodeError
from json.decoder import JSONDecodeError as JDE2

doc = '{\n  "a": 1,\n  "b": [1, 2,,]\n}'
try:
    json.loads(doc)
except JSONDecodeError as e:
    print(type(e).__name__, type(e).__module__)
    print(str(e))
    print(e.msg, e.pos, e.lineno, e.colno, e.doc == doc)
    print(e.args)
    print(isinstance(e, ValueError), JSONDecodeError is JDE2)
try:
    json.loads("[1, 2")
except ValueError as e:
    print("caught as ValueError:", e)
e = JSONDecodeError("Custom", "ab\ncd", 4)
print(e, e.lineno, e.colno)
print(JSONDecodeError.__mro__[1].__name__)
err = json.JSONDecodeError("Boom", "xyz", 1)
print(err.__reduce__()[1])

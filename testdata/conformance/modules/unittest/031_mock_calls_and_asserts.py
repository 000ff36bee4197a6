from unittest import mock
from unittest.mock import Mock, MagicMock, patch, call, ANY, sentinel
m = Mock()
m(1, a=2)
m.method(3)
m.method.inner(4)
print(m.called, m.call_count, m.call_args, m.call_args_list)
print(m.mock_calls)
print(m.method_calls)
m.assert_called_once_with(1, a=2)
for fn in [lambda: m.assert_called_with(2), lambda: m.assert_not_called(), lambda: m.method.assert_called_once_with(9), lambda: Mock().assert_called_with(1), lambda: Mock().assert_called(), lambda: m.assert_any_call(5)]:
    try:
        fn()
    except AssertionError as e:
        print("AssertionError:", e)
m2 = Mock(return_value=42)
print(m2(), m2.return_value)
m3 = Mock(side_effect=[1, 2, ValueError("third")])
print(m3(), m3())
try:
    m3()
except ValueError as e:
    print("raised", e)
m4 = Mock(side_effect=lambda x: x * 2)
print(m4(21))
mm = MagicMock()
mm.__len__.return_value = 3
print(len(mm), bool(mm), list(mm), 5 in mm)
mm.__getitem__.return_value = "item"
print(mm[0], mm["k"])
with mm as ctx:
    print(ctx is mm.__enter__.return_value)
import json
with patch("json.dumps", return_value="patched") as p:
    print(json.dumps({}), p.call_count)
print(json.dumps({}))
@patch("json.loads")
def f(mock_loads):
    mock_loads.return_value = 1
    return json.loads("x"), mock_loads.call_args
print(f())
class C:
    x = 1
with patch.object(C, "x", 5):
    print(C.x)
print(C.x)
d = {"a": 1}
with patch.dict(d, {"b": 2}):
    print(sorted(d.items()))
print(d)
print(call(1, 2) == call(1, 2), call.foo(1), call(1, b=ANY) == call(1, b=3), sentinel.x is sentinel.x, sentinel.x)
m5 = Mock(name="named")
m5.foo.bar(1)
print(m5.mock_calls, m5.foo.bar.call_args)
m.reset_mock()
print(m.call_count, m.mock_calls)
s = Mock(spec=["a"])
print(s.a is s.a)
try:
    s.b
except AttributeError as e:
    print("AttributeError", e)
m6 = Mock()
m6.x.return_value = 7
print(m6.x(), m6.configure_mock(**{"y.return_value": 3}), m6.y())
m7 = MagicMock()
m7.method.return_value.other.return_value = "deep"
print(m7.method().other())
m7.assert_has_calls([])
m8 = Mock(); m8(1); m8(2)
m8.assert_has_calls([call(1), call(2)])
try:
    m8.assert_has_calls([call(3)])
except AssertionError as e:
    print(e)

import json
import sys

print(json.dumps([2**63, -2**63 - 1, 10**40]))
print(json.loads("[9223372036854775807, 9223372036854775808, -99999999999999999999]"))
print(json.loads("[0.1, 0.30000000000000004, 1.7976931348623157e308, 5e-324, 2.2250738585072014e-308]"))
print(json.dumps([0.1, 1/3, 2/3, 1e22, 1e-7, 123.456, 1.0e16, 9007199254740993.0]))
try:
    json.loads("1" * 5000)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps(10 ** 5000)
except ValueError as e:
    print("ValueError:", str(e)[:60])
sys.set_int_max_str_digits(6000)
print(len(json.dumps(10 ** 5000)), json.loads("1" * 5000) % 1000)

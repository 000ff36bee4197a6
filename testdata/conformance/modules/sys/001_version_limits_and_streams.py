# sys as agents use it: version checks, sizes, argv, the int-to-str digit
# limit, and writing to stdout directly.
import sys

print(sys.version_info >= (3, 11), sys.version_info[:2], sys.version_info.major, sys.version_info.minor)
print(type(sys.version_info).__name__, sys.version_info.releaselevel, isinstance(sys.version, str))
print(sys.maxsize, sys.maxsize + 1 == 2**63, sys.byteorder, sys.platform in ("linux", "darwin", "win32"))
print(len(sys.argv), sys.argv[1:])
print(sys.get_int_max_str_digits())
sys.set_int_max_str_digits(5000)
print(sys.get_int_max_str_digits(), len(str(10**4000)))
try:
    str(10**6000)
except ValueError as e:
    print("ValueError:", e)
try:
    sys.set_int_max_str_digits(100)
except ValueError as e:
    print("ValueError:", e)
sys.set_int_max_str_digits(0)
print(len(str(10**6000)))
n = sys.stdout.write("written directly\n")
print(n, sys.stdout.isatty() in (True, False), sys.stdout.encoding.lower().replace("-", ""))
print(sys.float_info.max == 1.7976931348623157e308, sys.float_info.dig, sys.int_info.bits_per_digit in (15, 30))
print("sys" in sys.modules, sys.modules["sys"] is sys, callable(sys.exit), sys.flags.optimize)

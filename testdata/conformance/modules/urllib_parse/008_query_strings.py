from urllib.parse import parse_qs, parse_qsl

qs = "name=J%C3%BCrgen+M%C3%BCller&tag=a&tag=b&empty=&flag&x=1%3D2"
print(parse_qs(qs))
print(parse_qs(qs, keep_blank_values=True))
print(parse_qsl(qs))
print(parse_qsl(qs, keep_blank_values=True))
print(parse_qsl("a=1;b=2&c=3", separator=";"))
print(parse_qsl(b"k=v&k2=%41+%42"))
try:
    parse_qsl(b"k=%FF")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
print(parse_qsl("k=%FF", encoding="latin-1"), parse_qsl("k=%FF"))
print(parse_qsl("a=1&&b=2"))
for kwargs in [dict(strict_parsing=True), dict(max_num_fields=2), dict(separator="")]:
    try:
        print(parse_qsl("a=1&&b", **kwargs))
    except ValueError as e:
        print("ValueError:", e)

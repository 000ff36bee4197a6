import csv, io
for lt in ['\r\n', '\n', '\r', '|', 'XY', '']:
    s = io.StringIO()
    csv.writer(s, lineterminator=lt).writerows([['a\nb', 'c\rd', 'e|f', 'gXh', 'Y'], ['1']])
    print(repr(lt), repr(s.getvalue()))

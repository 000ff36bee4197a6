# Fields the reader copies in runs: unquoted fields with escapes, doubled
# and stray quotes, non-ASCII text, initial spaces, numeric conversion,
# records across lines, and the field size limit met inside a run.
import csv
import io

text = ('ab\\,cd,"q ""x"" y",São Paulo,  sp\n'
        'plain,a"b,"multi\nline, text",\\\n'
        'z\n'
        '1.5, 2,"3",\n')
for row in csv.reader(io.StringIO(text), escapechar="\\"):
    print(row)
for row in csv.reader(io.StringIO(text), escapechar="\\", skipinitialspace=True):
    print(row)
print(list(csv.reader(["1.5,2", " 7,-1e3"], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(['"ab"cd,e', 'x"y"z,"w"'])))
print(list(csv.reader(["a\tb c\t\"d\te\"\tñ"], delimiter="\t")))
print(list(csv.reader(["x;y", "αβγ;δ"], delimiter=";")))
old = csv.field_size_limit(5)
for line in ["abcde,f", "abcdef,g", '"abcdef",g', "ab\u00e9de,x", "ab\u00e9def,x"]:
    try:
        print(list(csv.reader([line])))
    except csv.Error as e:
        print(type(e).__name__, e)
csv.field_size_limit(old)
try:
    print(list(csv.reader(['a,"b"c'], strict=True)))
except csv.Error as e:
    print(type(e).__name__, e)
r = csv.reader(io.StringIO('a,"b\n\nc",d\ne,f'))
print(list(r), r.line_num)

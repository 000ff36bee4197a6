# Sniffer on samples a tool returns: quoted fields (spanning lines, with
# doubled quotes, single quotes, spaces after delimiters), delimiters only
# found by counting, ties settled by the preferred list, and has_header.
import csv

samples = [
    'id,city,note\n1,"Oslo","calm, dry"\n2,"New York, NY","line one\nline two"\n3,Cairo,\n',
    "a; 'x'; b\n1; 'y'; 2\n3; 'z'; 4\n",
    'name|quote\nann|"she said ""hi"""\nbob|"ok"\n',
    '"only"\n"quoted"\n"column"\n',
    "k:v:w\n1:2:3\n4:5:6\n7:8\n",
    "a b,c d\ne f,g h\n",
    "x\ty;z\n1\t2;3\n4\t5;6\n",
    "abc\ndef\n",
]
for s in samples:
    try:
        d = csv.Sniffer().sniff(s)
    except csv.Error as e:
        print(type(e).__name__, e)
        continue
    print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace)
    print(list(csv.reader(s.splitlines(True), d))[:3])

headers = [
    "name,age\nann,30\nbob,41\n",
    "1,2\n3,4\n5,6\n",
    'id,temp,note\n1,21.5,"a, b"\n2,19.0,""\n3,22.25,x\n',
    "code,label\nAB1,first\nCD2,second\nEF3,third\n",
    "ab,cd\nxy,zw\n",
]
for s in headers:
    print(csv.Sniffer().has_header(s))
print(repr(csv.Sniffer().sniff("a;b,c;d\n1;2,3;4\n", delimiters=",").delimiter))

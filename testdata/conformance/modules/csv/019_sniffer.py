import csv
samples = ["a,b,c\n1,2,3\n4,5,6\n", "x;y;z\n1;2;3\n4;5;6\n", "name\tage\nann\t3\nbob\t4\n",
           "a|b\n1|2\n"]
for s in samples:
    d = csv.Sniffer().sniff(s)
    print(repr(d.delimiter), d.quoting, repr(d.lineterminator))
    print(list(csv.reader(s.splitlines(), d)))
print(csv.Sniffer().has_header("name,age\nann,30\nbob,41\n"))
print(csv.Sniffer().has_header("1,2\n3,4\n5,6\n"))
d = csv.Sniffer().sniff("a;b,c\n1;2,3\n", delimiters=';')
print(repr(d.delimiter))
try:
    csv.Sniffer().sniff("")
except csv.Error as e:
    print('Error', e)

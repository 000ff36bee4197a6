import csv, io
print(sorted(csv.list_dialects()))
for name in sorted(csv.list_dialects()):
    d = csv.get_dialect(name)
    print(name, repr(d.delimiter), repr(d.quotechar), repr(d.escapechar), d.doublequote, d.skipinitialspace, repr(d.lineterminator), d.quoting, d.strict)
for dia in ['excel', 'excel-tab', 'unix', csv.excel, csv.excel_tab, csv.unix_dialect]:
    s = io.StringIO()
    csv.writer(s, dialect=dia).writerow(['a b', 'c\td', 1])
    print(repr(s.getvalue()))
print(list(csv.reader(['a\tb\t"c\td"'], dialect='excel-tab')))

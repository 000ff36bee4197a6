import csv, io
rows = [['plain', 'with,comma', 'with "quote"', 'line\nbreak', 'cr\r\nlf', '', ' lead', 'trail ', "it's"],
        ['1', '2.5', '-3', '', '', '', '', '', '']]
for dia in ['excel', 'excel-tab', 'unix']:
    s = io.StringIO()
    csv.writer(s, dia).writerows(rows)
    back = list(csv.reader(io.StringIO(s.getvalue(), newline=''), dia))
    print(dia, back == rows, repr(s.getvalue()))

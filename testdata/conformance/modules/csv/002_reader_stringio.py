import csv, io
data = 'id,note\r\n1,"multi\nline"\r\n2,"has ""quotes"""\r\n3,plain\r\n'
r = csv.reader(io.StringIO(data, newline=''))
rows = list(r)
print(rows)
print(r.line_num)
print(len(rows), [len(x) for x in rows])

CSV = '''name,age,city,notes
Ann,31,Boston,"likes ""quotes"", commas"
Bob,,Denver,
"Smith, Jr.",45,"New York",retired
'''

def parse_line(line):
    fields, cur, quoted, i = [], "", False, 0
    while i < len(line):
        ch = line[i]
        if quoted:
            if ch == '"' and i + 1 < len(line) and line[i + 1] == '"':
                cur += '"'
                i += 1
            elif ch == '"':
                quoted = False
            else:
                cur += ch
        elif ch == '"':
            quoted = True
        elif ch == ",":
            fields.append(cur)
            cur = ""
        else:
            cur += ch
        i += 1
    fields.append(cur)
    return fields

lines = CSV.strip().splitlines()
header = parse_line(lines[0])
rows = [dict(zip(header, parse_line(l))) for l in lines[1:]]
for r in rows:
    print(r)
ages = [int(r["age"]) for r in rows if r["age"]]
print("mean age:", sum(ages) / len(ages), "missing ages:", sum(1 for r in rows if not r["age"]))

import csv, io
text = """product,qty,price
widget,3,2.50
"gadget, large",1,10.00
doohickey,12,0.75
"""
total = 0.0
rows = list(csv.DictReader(io.StringIO(text)))
for r in rows:
    cost = int(r['qty']) * float(r['price'])
    total += cost
    print(f"{r['product']:<15}{r['qty']:>4}{cost:>8.2f}")
print('total', round(total, 2))
out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC)
w.writerow(['product', 'cost'])
for r in rows:
    w.writerow([r['product'], int(r['qty']) * float(r['price'])])
print(out.getvalue(), end='')
back = list(csv.reader(io.StringIO(out.getvalue()), quoting=csv.QUOTE_NONNUMERIC))
print(back)

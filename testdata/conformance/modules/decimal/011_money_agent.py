from decimal import Decimal, ROUND_HALF_UP, getcontext
import json

items = [
    {'name': 'widget', 'price': '19.99', 'qty': 3},
    {'name': 'gadget', 'price': '4.25', 'qty': 10},
    {'name': 'doohickey', 'price': '0.10', 'qty': 7},
]
TAX = Decimal('0.0825')
CENT = Decimal('0.01')
subtotal = sum((Decimal(i['price']) * i['qty'] for i in items), Decimal('0'))
tax = (subtotal * TAX).quantize(CENT, rounding=ROUND_HALF_UP)
total = subtotal + tax
print('subtotal', subtotal, 'tax', tax, 'total', total)
for i in sorted(items, key=lambda i: Decimal(i['price'])):
    line = Decimal(i['price']) * i['qty']
    print(f"{i['name']:<10}{i['qty']:>4} x {Decimal(i['price']):>6} = {line:>8.2f}")
report = {'subtotal': str(subtotal), 'tax': str(tax), 'total': float(total)}
print(json.dumps(report, sort_keys=True))
parsed = json.loads('{"amount": 12.345, "fee": "0.30"}', parse_float=Decimal)
print(repr(parsed['amount']), parsed['amount'] + Decimal(parsed['fee']))
split = total / 3
shares = [split.quantize(CENT) for _ in range(3)]
shares[-1] += total - sum(shares)
print(shares, sum(shares) == total)
print(sum([Decimal('0.1')] * 10) == Decimal('1'), sum([0.1] * 10) == 1.0)
rates = {'USD': Decimal('1'), 'EUR': Decimal('0.92'), 'JPY': Decimal('151.3')}
for cur, r in sorted(rates.items(), key=lambda kv: kv[1]):
    print(cur, (total * r).quantize(Decimal('1') if cur == 'JPY' else CENT))
print(getcontext().prec, Decimal('100') * Decimal('1.05') ** 10)

class Money:
    def __init__(self, cents, currency="EUR"):
        self.cents = cents
        self.currency = currency
    def __format__(self, spec):
        amount = self.cents / 100
        text = f"{amount:,.2f} {self.currency}"
        return format(text, spec) if spec else text

prices = [Money(199), Money(123456789), Money(-550, "USD")]
for p in prices:
    print(f"|{p}|{p:>20}|{p:*<18}|")
print("{:^24}".format(Money(5)))
print(format(Money(100000)))

def withdraw(balance, amount):
    assert amount <= balance, f"insufficient funds: {amount} > {balance}"
    return balance - amount

b = 100
b = withdraw(b, 30)
print(b)
b = withdraw(b, 70)
print(b)
b = withdraw(b, 1)

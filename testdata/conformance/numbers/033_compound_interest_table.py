principal = 1000.0
rate = 0.05
print(f"{'year':>4} {'balance':>12} {'interest':>10}")
balance = principal
for year in range(1, 11):
    interest = balance * rate
    balance += interest
    print(f"{year:>4} {balance:>12.2f} {interest:>10.2f}")
print(f"total growth: {balance / principal - 1:.2%}")
print(round(balance, 2), round(balance, -2), int(balance))

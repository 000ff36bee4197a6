class Wallet:
    def __init__(self):
        self.balance = 0
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError(f"deposit must be positive, got {amount}")
        self.balance += amount
        return self.balance

w = Wallet()
print(w.deposit(10))
print(w.deposit(5))
print(w.deposit(-3))

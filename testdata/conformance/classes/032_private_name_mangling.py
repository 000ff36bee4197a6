class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.__balance = balance
    def balance(self):
        return self.__balance

class Savings(Account):
    def __init__(self, owner, balance):
        super().__init__(owner, balance)
        self.__balance = "savings own"

s = Savings("ann", 100)
print(s.balance(), sorted(vars(s)))
try:
    s.__balance
except AttributeError as e:
    print("AttributeError:", e)
print(s._Account__balance, s._Savings__balance)

class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance

acct = Account("ann", 10)
print(acct.owner, acct.balance)
print(acct.balanse)

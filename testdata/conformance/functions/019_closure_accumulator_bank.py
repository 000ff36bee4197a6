def make_account(balance):
    history = []
    def deposit(amount):
        nonlocal balance
        balance += amount
        history.append(("deposit", amount))
        return balance
    def withdraw(amount):
        nonlocal balance
        if amount > balance:
            history.append(("refused", amount))
            return balance
        balance -= amount
        history.append(("withdraw", amount))
        return balance
    def report():
        return balance, list(history)
    return {"deposit": deposit, "withdraw": withdraw, "report": report}

acct = make_account(100)
print(acct["deposit"](50))
print(acct["withdraw"](500))
print(acct["withdraw"](30))
print(acct["report"]())
other = make_account(0)
print(other["report"](), acct["report"]()[0])

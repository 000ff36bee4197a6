from dataclasses import dataclass, field


@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: list = field(default_factory=list, repr=False)

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError('amount must be positive')
        self.balance += amount
        self.history.append(('deposit', amount))
        return self

    @classmethod
    def empty(cls, owner):
        return cls(owner)

    @staticmethod
    def currency():
        return 'EUR'

    @property
    def rich(self):
        return self.balance > 100


a = Account.empty('ann').deposit(50).deposit(70)
print(a, a.rich, a.history, Account.currency())
try:
    a.deposit(-1)
except ValueError as e:
    print('ValueError:', e)


@dataclass
class Temperature:
    celsius: float

    @property
    def fahrenheit(self):
        return self.celsius * 9 / 5 + 32

    def __str__(self):
        return f'{self.celsius}C'


t = Temperature(100)
print(t, repr(t), t.fahrenheit, f'{t}', [t])


@dataclass
class WithEq:
    a: int

    def __eq__(self, other):
        return True


print(WithEq(1) == WithEq(2), WithEq(1) == 5)

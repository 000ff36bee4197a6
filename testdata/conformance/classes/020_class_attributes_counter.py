class Ticket:
    issued = 0
    def __init__(self, owner):
        Ticket.issued += 1
        self.number = Ticket.issued
        self.owner = owner
    def __repr__(self):
        return f"#{self.number:03d}({self.owner})"
    @classmethod
    def reset(cls):
        cls.issued = 0

tickets = [Ticket(n) for n in ["ann", "bob", "cyd"]]
print(tickets, Ticket.issued)
Ticket.reset()
print(Ticket("dee"), Ticket.issued)

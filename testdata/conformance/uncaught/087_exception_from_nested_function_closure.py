def make_divider(d):
    def divide(n):
        return n // d
    return divide

halve = make_divider(2)
print([halve(n) for n in range(5)])
never = make_divider(0)
print("made a divider by zero")
print(never(10))

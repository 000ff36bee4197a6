class Countdown:
    def __init__(self, start):
        self.current = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1

def countdown(start):
    while start > 0:
        yield start
        start -= 1

print(list(Countdown(4)), list(countdown(4)))
c = Countdown(2)
print(list(c), list(c))
print(sum(Countdown(100)) == sum(countdown(100)))

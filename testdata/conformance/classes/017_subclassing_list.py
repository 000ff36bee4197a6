class Stack(list):
    def push(self, item):
        self.append(item)
        return self
    def peek(self):
        return self[-1] if self else None
    def __repr__(self):
        return f"Stack({list.__repr__(self)})"

s = Stack()
s.push(1).push(2).push(3)
print(s, len(s), s.peek(), s.pop(), s)
print(isinstance(s, list), s + [9], type(s + [9]).__name__)
print(sorted(Stack([3, 1, 2])), Stack("ab"))
s.extend(range(3))
print(s[1:], type(s[1:]).__name__, sum(s))

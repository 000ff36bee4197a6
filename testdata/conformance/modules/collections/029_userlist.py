from collections import UserList

class Stack(UserList):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]

s = Stack([1, 2])
s.push(3)
print(s, s.peek(), s.pop(), s, len(s), s[0], s[-1], s[:1], type(s[:1]).__name__)
u = UserList([3, 1, 2])
u.sort(); print(u)
u.sort(reverse=True); print(u)
u.reverse(); print(u)
u.extend([4, 5]); u.insert(0, 0); u.remove(4)
print(u, u.index(2), u.count(1), 3 in u, u + [9], [9] + u, u * 2, 2 * u)
u += (7,); print(u)
u *= 2; print(u)
print(u == [0, 1, 2, 3, 5, 7] * 2, u < [10], u > UserList([0]), u.copy() == u, type(u.copy()).__name__)
u[0] = 'z'; del u[1]
print(u, list(u), u.data is not None)
u.clear(); print(u, UserList(), UserList('ab'), UserList(UserList([1])))

from collections import UserString

class Shout(UserString):
    def shout(self):
        return self.upper() + '!'

s = Shout('hello world')
print(s, repr(s), s.shout(), type(s.upper()).__name__, len(s), s[0], s[-5:], type(s[1:]).__name__)
print(s.split(), s.title(), s.replace('o', '0'), s.find('o'), s.count('l'), s.startswith('he'), s.endswith('d'))
print(s + '?', '>' + s, s * 2, 'world' in s, s == 'hello world', s < 'zzz', hash(s) == hash('hello world'))
print(s.strip('hd'), s.center(15, '*'), s.zfill(13), s.capitalize(), s.swapcase(), s.partition(' '))
print(UserString(42), UserString(s), int(UserString('7')) + 1, float(UserString('2.5')))
print(UserString('%s-%d') % ('a', 3), '-'.join(UserString('abc').data), sorted(str(c) for c in UserString('cab')))
print(s.isalpha(), UserString('abc').isalpha(), s.encode(), s.lower().islower(), s.index('w'), s.rfind('o'))
print(s.ljust(13, '.'), s.rjust(13, '.'), s.splitlines(), s.removeprefix('hello '), s.removesuffix('world'))
print(UserString('a\tb').expandtabs(4), s.format(), UserString('{x}').format_map({'x': 1}), s.casefold())

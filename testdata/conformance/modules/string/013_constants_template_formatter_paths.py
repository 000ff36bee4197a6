# string's constants and capwords, Template error positions (line and
# column after line breaks) in both substitute forms, a re-based subclass,
# Formatter numbering, nesting, conversions and the unused-args hook.
import string
from string import Template, Formatter
print(string.whitespace == ' \t\n\r\v\f', string.ascii_lowercase, string.ascii_uppercase, string.digits, string.hexdigits, string.octdigits, string.punctuation, len(string.printable), string.printable[-10:] == string.printable[-10:])
print(repr(string.printable), string.ascii_letters)
print(string.capwords(' hello   wORLD  x '), string.capwords('a-b-c', '-'), string.capwords(''))
for t in ['$a and ${b}', 'x\n $', 'ab\n$!', '$$ $1', 'line1\nline2 $ x']:
    for fn in ('substitute', 'safe_substitute'):
        try:
            print(repr(getattr(Template(t), fn)(a=1, b=2)))
        except (ValueError, KeyError) as e:
            print(type(e).__name__, e)
class P(Template):
    delimiter = '%'
    idpattern = '[a-z]+'
print(P('%abc %{x}').safe_substitute(abc=1), Template.pattern.flags & 2 == 2, P.pattern.groupindex.keys() == Template.pattern.groupindex.keys())
f = Formatter()
print(f.format('{} {} {x!r:>5} {0.real} {1[0]} {y:{w}}', 3, [9], x='s', y=7, w=4))
for fs, a in [('{} {0}', (1,)), ('{0} {}', (1,)), ('{!z}', (1,)), ('{:{:{:{}}}}', (1, 2, 3, 4)), ('{a.b}', ()), ('{0}', ())]:
    try:
        print(f.format(fs, *a))
    except (ValueError, AttributeError, IndexError, KeyError) as e:
        print(type(e).__name__, e)
print(f.convert_field(3, 'a'), f.convert_field('x', 'r'), f.convert_field(1, None), f.get_value(0, [5], {}), f.get_value('k', [], {'k': 2}))
try:
    f.convert_field(1, 'q')
except ValueError as e:
    print(e)
class Strict(Formatter):
    def check_unused_args(self, used, args, kwargs):
        print('used', sorted(map(str, used)))
Strict().vformat('{0}{x}{0}', (1, 2), {'x': 3, 'y': 4})
print(Template('$a').template, Template('${a} $$').get_identifiers(), Template('$').is_valid())

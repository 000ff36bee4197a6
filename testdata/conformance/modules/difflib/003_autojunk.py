from difflib import SequenceMatcher
a = 'x' * 300 + 'abc'
b = 'abc' + 'x' * 250 + 'y' * 10
s = SequenceMatcher(None, a, b)
print(sorted(s.bpopular), round(s.ratio(), 6), s.get_matching_blocks()[:3])
s = SequenceMatcher(None, a, b, autojunk=False)
print(sorted(s.bpopular), round(s.ratio(), 6), s.get_matching_blocks()[:3])
lines_a = ['line %d\n' % (i % 7) for i in range(250)]
lines_b = ['line %d\n' % (i % 5) for i in range(260)]
s = SequenceMatcher(None, lines_a, lines_b)
print(len(s.bpopular), round(s.ratio(), 6), len(s.get_opcodes()))

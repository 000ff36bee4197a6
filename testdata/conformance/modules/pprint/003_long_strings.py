import pprint
s = 'The quick brown fox jumps over the lazy dog. ' * 5
pprint.pprint(s)
pprint.pprint([s])
pprint.pprint({'text': s, 'other': s[:30]})
pprint.pprint('line one\nline two is here\nline three ' * 4, width=30)
pprint.pprint(('averyveryveryverylongwordwithoutanyspacesatallinsideitwhatsoever' * 2,), width=40)
print(pprint.pformat('a b c d e f g h i j k l m n o p', width=10))

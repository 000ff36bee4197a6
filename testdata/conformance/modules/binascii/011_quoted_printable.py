import binascii as b
tests=[b'', b'abc', b'a=b', b'line1\nline2\r\nline3', b'trailing space \nx', b'tab\t\n', b'x'*80, b'x'*75, b'x'*76, b'x'*77, b'.\nfoo', b'\x00\x7f\x80', b'a'*74+b'=', b'a'*73+b'\xff', b'a b c', b'end ', b'end\t', b'\r\n', b'a\rb', b'x'*76+b'\n', b'a\r\nb\nc \r\n', b'. x', b'x.\n.\r\n.', b'_under_', b'q'*200 + b' \n' + b'\xee'*40, b'a  \t \n']
for s in tests:
  print(b.b2a_qp(s), b.b2a_qp(s, quotetabs=True), b.b2a_qp(s, istext=False), b.b2a_qp(s, header=True), b.b2a_qp(data=s, quotetabs=1, istext=0, header=1))
for s in [b'a=\r\nb', b'a=\nb', b'=41=4a=4A', b'=4', b'=', b'a=G1', b'a_b= c', b'x=\n', b'a =  \nb', b'=\r', '=3D=3d', b'==41', b'a=\r\r\nb']:
  print(b.a2b_qp(s), b.a2b_qp(s, header=True), b.a2b_qp(data=s, header=False))
import random
r = random.Random(3)
for i in range(300):
  s = bytes(r.choice(b'ab =\t\r\n._\x00\xff.') for _ in range(r.randrange(120)))
  assert b.a2b_qp(b.b2a_qp(s, istext=False)) == s
  print(b.b2a_qp(s, r.random()<.5, r.random()<.5, r.random()<.5))

import time
t = (2024, 7, 4, 9, 5, 7, 3, 186, 0)
for d in "aAbBcdHIjmMpSUwWxXyYzZGuVCDeFgRrTkl%nt":
    print(d, repr(time.strftime('%' + d, t)))
print(time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime(0)))
print(time.strftime('%-d/%-m %_H|%-I%p', t), time.strftime('%f %Q %E', t), repr(time.strftime('', t)))
print(time.strftime('%Z %z', time.gmtime(0)), time.strftime('%Z %z', time.localtime(0)))
print(time.strftime('%Z %z', time.struct_time(t + ('CEST', 7200))))
print(time.strftime('%Y %m %d %j', (2024, 0, 0, 0, 0, 0, 0, 0, 0)))

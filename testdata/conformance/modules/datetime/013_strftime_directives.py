from datetime import datetime, date, time
dt = datetime(2024, 7, 4, 9, 5, 7, 42)
for d in "aAbBcdfHIjmMpSUwWxXyYzZGuV%":
    print(d, repr(dt.strftime('%' + d)))
print(dt.strftime('%Y-%m-%dT%H:%M:%S.%f'), dt.strftime('%d/%m/%y %I:%M %p'), dt.strftime('%e|%k|%l|%-d|%-m|%-H|%-I|%-M'))
print(dt.strftime('%A, %B %d, %Y'), dt.strftime('%D %F %T %R %r %h %C %g %s'))
print(datetime(2024, 1, 1).strftime('%U %W %V %G %j'), datetime(2023, 1, 1).strftime('%U %W %V %G %j %u %w'))
print(datetime(5, 1, 1).strftime('%Y|%G|%y|%C'), datetime(999, 12, 31).strftime('%Y %F'))
print(date(2020, 2, 29).strftime('%Y-%m-%d %H:%M:%S %f'), time(23, 1).strftime('%Y %H:%M %j'))
print(dt.strftime(''), dt.strftime('no directives'), dt.strftime('%q %E %Ey %Od %'), dt.strftime('%%Y'))
print(dt.strftime('%^a %^B %#p %_m %05d %10A|'))
print(datetime(2024, 12, 30).strftime('%G-W%V-%u'), datetime(2021, 1, 3).strftime('%G-W%V-%u'))

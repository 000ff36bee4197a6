import time
st = time.struct_time((2024, 5, 6, 7, 8, 9, 0, 127, 0))
print(st, st.tm_zone, st.tm_gmtoff)
st2 = time.struct_time((2024, 5, 6, 7, 8, 9, 0, 127, 0, 'EST', -18000))
print(st2, st2.tm_zone, st2.tm_gmtoff, len(st2))
print(st == st2, st == (2024, 5, 6, 7, 8, 9, 0, 127, 0))
for bad in [(1, 2, 3), tuple(range(12)), 5]:
    try:
        time.struct_time(bad)
    except TypeError as e:
        print(e)
try:
    st.tm_year = 5
except AttributeError as e:
    print('AttributeError')
print(time.struct_time([1, 2, 3, 4, 5, 6, 7, 8, 9]))

import statistics as st

print(st.mode([1, 1, 2, 3, 3, 3, 3, 4]), st.mode(['red', 'blue', 'blue', 'red', 'green', 'red', 'red']))
print(st.mode(['red', 'red', 'green', 'blue', 'blue']), st.mode('abracadabra'), st.mode([2.5, 1, 2.5]))
print(st.mode(iter([(1, 2), (3, 4), (1, 2)])), st.mode([1, 1.0, True, 2, 2]))
print(st.multimode('aabbbbccddddeeffffgg'), st.multimode(''), st.multimode([3, 1, 2]))
print(st.multimode(iter([5, 5, 6, 6, 7])), st.multimode([None, None, 0]))
try:
    st.mode([])
except st.StatisticsError as e:
    print(type(e).__name__, e, isinstance(e, ValueError))
try:
    st.mode([[1], [1]])
except TypeError as e:
    print(type(e).__name__, e)

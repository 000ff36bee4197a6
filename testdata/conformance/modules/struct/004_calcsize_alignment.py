import struct
for f in ['ci', '@ci', '=ci', '<ci', '>ci', 'c0i', 'ciq', 'qc', 'cq', 'hci', 'chq', 'c0q', '5s3p', ' i  h ', 'bhilqnNP',
          '?e?d', 'xxi', 'ih', 'hi', 'cq0c', '!hhl', '@ 3h', '3s i', '', 'x', '10x', 'ce', 'cf', 'cd', 'c?', 'cP',
          '0s', '0i', '4?', '2e', 'llh', '<llh', '3c2h']:
    print(repr(f), struct.calcsize(f))

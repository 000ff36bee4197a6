import stat
for m in [0o100644, 0o040755, 0o120777, 0o104755, 0o041777, 0o020600, 0o010644, 0o140755, 0o060660, 0o102644, 0o100000]:
    print(oct(m), stat.filemode(m), stat.S_IMODE(m), oct(stat.S_IFMT(m)), stat.S_ISDIR(m), stat.S_ISREG(m), stat.S_ISLNK(m))
print(stat.S_IRWXU, stat.S_IRUSR | stat.S_IWUSR, stat.ST_SIZE, stat.S_IFDIR, stat.S_IFREG)

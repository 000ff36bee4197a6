word = "cat"
letters = [word[i] for i in range(3)]
print(letters)
print(word[-3], word[2])
print(word[3])

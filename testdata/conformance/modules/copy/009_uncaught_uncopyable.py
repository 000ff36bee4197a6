import copy

class Locked:
    def __reduce_ex__(self, protocol):
        raise TypeError("cannot pickle 'Locked' object")

print(copy.copy([1, 2]))
copy.deepcopy({"lock": Locked()})

from dataclasses import dataclass

print('defining')


@dataclass
class Bag:
    items: list = []

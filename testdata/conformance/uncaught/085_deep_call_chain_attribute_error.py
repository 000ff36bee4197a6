class Engine:
    def start(self):
        return "vroom"

class Car:
    def __init__(self, engine):
        self.engine = engine
    def drive(self):
        return self.engine.start()

class Garage:
    def __init__(self, cars):
        self.cars = cars
    def test_all(self):
        return [car.drive() for car in self.cars]

print(Garage([Car(Engine()), Car(Engine())]).test_all())
print(Garage([Car(Engine()), Car(None)]).test_all())

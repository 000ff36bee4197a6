# bench: cpu
# A Richards-style operating-system scheduler: classes with inheritance,
# method calls, attribute access and a linked task queue.

IDLE, WORKER, HANDLER_A, HANDLER_B, DEVICE_A, DEVICE_B = range(6)
KIND_DEVICE, KIND_WORK = 0, 1
BUFFER_SIZE = 4


class Packet:
    def __init__(self, link, ident, kind):
        self.link = link
        self.ident = ident
        self.kind = kind
        self.datum = 0
        self.data = [0] * BUFFER_SIZE

    def append_to(self, queue):
        self.link = None
        if queue is None:
            return self
        p = queue
        while p.link is not None:
            p = p.link
        p.link = self
        return queue


class Task:
    def __init__(self, scheduler, ident, priority, queue):
        self.scheduler = scheduler
        self.ident = ident
        self.priority = priority
        self.queue = queue
        self.packet_pending = queue is not None
        self.waiting = False
        self.held = False
        self.link = None

    def runnable(self):
        return not self.held and (self.packet_pending or not self.waiting)

    def take_packet(self):
        packet = self.queue
        self.queue = packet.link
        self.packet_pending = self.queue is not None
        return packet

    def add_packet(self, packet, current):
        if self.queue is None:
            self.queue = packet
            self.packet_pending = True
            if self.priority > current.priority:
                return self
        else:
            self.queue = packet.append_to(self.queue)
        return current


class IdleTask(Task):
    def __init__(self, scheduler, ident, priority, queue, count):
        super().__init__(scheduler, ident, priority, queue)
        self.v1 = 1
        self.count = count

    def run(self, packet):
        self.count -= 1
        if self.count == 0:
            return self.scheduler.hold_current()
        if self.v1 & 1 == 0:
            self.v1 >>= 1
            return self.scheduler.release(DEVICE_A)
        self.v1 = (self.v1 >> 1) ^ 0xD008
        return self.scheduler.release(DEVICE_B)


class WorkerTask(Task):
    def __init__(self, scheduler, ident, priority, queue):
        super().__init__(scheduler, ident, priority, queue)
        self.destination = HANDLER_A
        self.count = 0

    def run(self, packet):
        if packet is None:
            return self.scheduler.wait()
        self.destination = HANDLER_B if self.destination == HANDLER_A else HANDLER_A
        packet.ident = self.destination
        packet.datum = 0
        for i in range(BUFFER_SIZE):
            self.count += 1
            if self.count > 26:
                self.count = 1
            packet.data[i] = self.count
        return self.scheduler.queue(packet)


class HandlerTask(Task):
    def __init__(self, scheduler, ident, priority, queue):
        super().__init__(scheduler, ident, priority, queue)
        self.work = None
        self.device = None

    def run(self, packet):
        if packet is not None:
            if packet.kind == KIND_WORK:
                self.work = packet.append_to(self.work)
            else:
                self.device = packet.append_to(self.device)
        if self.work is not None:
            work = self.work
            count = work.datum
            if count < BUFFER_SIZE:
                if self.device is not None:
                    device = self.device
                    self.device = device.link
                    device.datum = work.data[count]
                    work.datum = count + 1
                    return self.scheduler.queue(device)
            else:
                self.work = work.link
                return self.scheduler.queue(work)
        return self.scheduler.wait()


class DeviceTask(Task):
    def __init__(self, scheduler, ident, priority, queue):
        super().__init__(scheduler, ident, priority, queue)
        self.pending = None

    def run(self, packet):
        if packet is None:
            if self.pending is None:
                return self.scheduler.wait()
            pending = self.pending
            self.pending = None
            return self.scheduler.queue(pending)
        self.pending = packet
        self.scheduler.hold_count += 1
        return self.scheduler.hold_current()


class Scheduler:
    def __init__(self):
        self.tasks = [None] * 6
        self.task_list = None
        self.current = None
        self.queue_count = 0
        self.hold_count = 0

    def add(self, task):
        self.tasks[task.ident] = task
        task.link = self.task_list
        self.task_list = task

    def schedule(self):
        self.current = self.task_list
        while self.current is not None:
            task = self.current
            if task.runnable():
                packet = task.take_packet() if task.packet_pending else None
                self.current = task.run(packet)
            else:
                self.current = task.link

    def release(self, ident):
        task = self.tasks[ident]
        task.held = False
        if task.priority > self.current.priority:
            return task
        return self.current

    def hold_current(self):
        self.hold_count += 1
        self.current.held = True
        return self.current.link

    def wait(self):
        self.current.waiting = True
        return self.current

    def queue(self, packet):
        task = self.tasks[packet.ident]
        self.queue_count += 1
        packet.link = None
        packet.ident = self.current.ident
        task.waiting = False
        return task.add_packet(packet, self.current)


def run(count):
    s = Scheduler()
    s.add(IdleTask(s, IDLE, 0, None, count))
    q = Packet(None, WORKER, KIND_WORK)
    q = Packet(q, WORKER, KIND_WORK)
    s.add(WorkerTask(s, WORKER, 1000, q))
    q = Packet(None, DEVICE_A, KIND_DEVICE)
    q = Packet(q, DEVICE_A, KIND_DEVICE)
    q = Packet(q, DEVICE_A, KIND_DEVICE)
    s.add(HandlerTask(s, HANDLER_A, 2000, q))
    q = Packet(None, DEVICE_B, KIND_DEVICE)
    q = Packet(q, DEVICE_B, KIND_DEVICE)
    q = Packet(q, DEVICE_B, KIND_DEVICE)
    s.add(HandlerTask(s, HANDLER_B, 3000, q))
    s.add(DeviceTask(s, DEVICE_A, 4000, None))
    s.add(DeviceTask(s, DEVICE_B, 5000, None))
    for t in s.tasks:
        t.waiting = t.ident != IDLE and t.ident != WORKER and t.queue is None
    s.schedule()
    return s.queue_count, s.hold_count


for count in (1000, 10000, 100000):
    print(count, *run(count))

// DeferredQueues — ACC2C_ASYNC=deferred: async queues that hold their work
// until the program synchronises, so that a missing wait shows on the host
// backends (which otherwise complete every queue at once, a schedule in which
// no missing wait is ever visible).
//
// A DeviceBackend around another one: allocation, release bookkeeping,
// synchronous copies and device properties go to the wrapped backend; the
// movement of bytes on an async queue is held and runs later, in queue order,
// on that queue's own worker thread, calling the wrapped backend
// synchronously.
//
// Invariants:
//  D1. Work issued on a queue (a copy, a value write, a host function, a
//      barrier) takes the next ticket of one counter shared by all queues. A
//      queue runs its work one item at a time, in ticket order, and `finished`
//      is the ticket of its last finished item. Items of different queues
//      take turns, never overlapping: a program whose async copies race
//      (unordered writes of the same bytes) gets one of the orders a device
//      could give, not a data race inside the runtime.
//  D2. Nothing runs before the program synchronises. An item runs only once
//      released: by wait(q) and waitAll() (which block until it is done), by
//      test(q) (which does not), or by a barrier of a queue already released.
//      Held work reads its host source and writes its host destination when
//      it runs, not when it is issued; copyValueToDevice reads its bytes at
//      issue (they are the runtime's, not the program's).
//  D3. order(q, on) queues a barrier on q that releases `on`'s work up to the
//      ticket `on` had then and waits for it. Tickets only decrease along such
//      waits, so barriers never wait in a cycle.
//  D4. Device memory released (release, deviceFree) while some queue has
//      unfinished work goes back to the wrapped backend only after each of
//      those queues has finished the work it had then: held work never touches
//      freed memory, and no new allocation reuses memory held work still
//      touches (the wrapped backend's cache of freed blocks gets it only
//      then). Memory released while every queue is idle goes back at once.
//  D5. Bookkeeping is never held: allocation (with its poison fill),
//      synchronous copies and every decision of the runtime happen at issue.
//  D6. waitAll() ends with no worker thread (it joins them; they start again
//      on demand), so a process that waits for everything at exit leaves none
//      running. Destroying the backend drops work never released (the host
//      memory it names may be gone) and finishes what is running.
#pragma once

#include "DeviceBackend.h"

#include <memory>

namespace acc2c::rt {

// `inner` with its async queues held until the program synchronises.
std::unique_ptr<DeviceBackend> makeDeferredQueues(std::unique_ptr<DeviceBackend> inner);

} // namespace acc2c::rt

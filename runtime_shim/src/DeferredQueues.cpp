// DeferredQueues (see the header for the invariants D1-D6).
#include "DeferredQueues.h"

#include <algorithm>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace acc2c::rt {
namespace {

constexpr int kNoQueue = ACC2C_ASYNC_SYNC;

// One held item: work to run, or a barrier (order(q, on)).
struct Work {
  std::uint64_t ticket = 0;
  std::function<void()> run;
  int barrierOn = kNoQueue;       // the queue this barrier waits for
  std::uint64_t barrierUntil = 0; // ... up to this ticket of it
};

struct Queue {
  std::deque<Work> held;        // issued and not finished; the front runs next
  std::uint64_t issued = 0;     // ticket of the last item issued (0: none yet)
  std::uint64_t released = 0;   // items with tickets up to this may run
  std::uint64_t finished = 0;   // ticket of the last item finished (D1)
  std::thread worker;           // started on demand when work is released
  std::condition_variable wake; // work released, or stop
  bool stop = false;            // the worker ends once nothing released is left
  bool busy() const { return finished < issued; }
  bool runnable() const { return !held.empty() && held.front().ticket <= released; }
};

// Device memory released while queues were busy (D4).
struct HeldFree {
  void *device;
  std::size_t bytes;
  bool deviceMalloc;                                // deviceFree, not release
  std::vector<std::pair<int, std::uint64_t>> until; // queue -> ticket it must finish
};

class DeferredQueues : public DeviceBackend {
public:
  explicit DeferredQueues(std::unique_ptr<DeviceBackend> inner) : inner_(std::move(inner)) {}

  ~DeferredQueues() override {
    std::vector<std::thread> workers;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      dropping_ = true; // D6: work never released is dropped
      for (auto &[id, q] : queues_) {
        q.wake.notify_all();
        if (q.worker.joinable()) workers.push_back(std::move(q.worker));
      }
      done_.notify_all();
    }
    for (std::thread &t : workers) t.join();
    for (HeldFree &f : frees_) giveBack(f);
  }

  BackendKind kind() const override { return inner_->kind(); }
  const char *name() const override { return inner_->name(); }

  // CopiedIn comes only with a synchronous copy, which is not held (D5).
  void *allocate(const void *host, std::size_t bytes, Fill fill) override {
    giveBackFinished();
    return inner_->allocate(host, bytes, fill);
  }
  void release(void *device, std::size_t bytes) override {
    giveBackAfterBusy({device, bytes, false, {}});
  }
  void *deviceMalloc(std::size_t bytes) override {
    giveBackFinished();
    return inner_->deviceMalloc(bytes);
  }
  void deviceFree(void *device) override { giveBackAfterBusy({device, 0, true, {}}); }
  void cacheFreedMemory(std::size_t bytes) override { inner_->cacheFreedMemory(bytes); }

  void copyToDevice(void *d, const void *h, std::size_t n, int queue) override {
    if (queue == ACC2C_ASYNC_SYNC) return inner_->copyToDevice(d, h, n, queue);
    DeviceBackend *in = inner_.get();
    issue(queue, [in, d, h, n] { in->copyToDevice(d, h, n, ACC2C_ASYNC_SYNC); });
  }
  void copyToHost(void *h, const void *d, std::size_t n, int queue) override {
    if (queue == ACC2C_ASYNC_SYNC) return inner_->copyToHost(h, d, n, queue);
    DeviceBackend *in = inner_.get();
    issue(queue, [in, h, d, n] { in->copyToHost(h, d, n, ACC2C_ASYNC_SYNC); });
  }
  void copyDeviceToDevice(void *d, const void *s, std::size_t n, int queue) override {
    if (queue == ACC2C_ASYNC_SYNC) return inner_->copyDeviceToDevice(d, s, n, queue);
    DeviceBackend *in = inner_.get();
    issue(queue, [in, d, s, n] { in->copyDeviceToDevice(d, s, n, ACC2C_ASYNC_SYNC); });
  }
  void copyValueToDevice(void *d, const void *value, std::size_t n, int queue) override {
    if (queue == ACC2C_ASYNC_SYNC) return inner_->copyToDevice(d, value, n, queue);
    auto *b = static_cast<const unsigned char *>(value);
    DeviceBackend *in = inner_.get();
    issue(queue, [in, d, bytes = std::vector<unsigned char>(b, b + n)] {
      in->copyToDevice(d, bytes.data(), bytes.size(), ACC2C_ASYNC_SYNC);
    });
  }
  void runOnQueue(int queue, std::function<void()> f) override {
    if (queue == ACC2C_ASYNC_SYNC) return f();
    issue(queue, std::move(f));
  }

  // Reports whether the work was done when asked, and starts it (D2): a
  // program that spins on acc_async_test gets there; one that never asks
  // sees nothing done.
  bool test(int queue) override {
    bool done = true;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (auto &[id, q] : queues_) {
        if (queue != ACC2C_ASYNC_SYNC && id != queue) continue; // SYNC: every queue
        done = done && !q.busy();
        releaseLocked(id, q, q.issued);
      }
    }
    giveBackFinished();
    return done;
  }
  void wait(int queue) override {
    {
      std::unique_lock<std::mutex> lock(mutex_);
      auto it = queues_.find(queue);
      if (it != queues_.end()) {
        Queue &q = it->second;
        std::uint64_t until = q.issued;
        releaseLocked(queue, q, until);
        done_.wait(lock, [&] { return q.finished >= until; });
      }
    }
    giveBackFinished();
  }
  void waitAll() override {
    std::vector<std::thread> workers;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      for (auto &[id, q] : queues_) releaseLocked(id, q, q.issued);
      done_.wait(lock, [&] {
        return std::none_of(queues_.begin(), queues_.end(),
                            [](auto &e) { return e.second.busy(); });
      });
      for (auto &[id, q] : queues_) { // D6
        q.stop = true;
        q.wake.notify_all();
        if (q.worker.joinable()) workers.push_back(std::move(q.worker));
      }
    }
    for (std::thread &t : workers) t.join();
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (auto &[id, q] : queues_) q.stop = false;
    }
    giveBackFinished();
  }
  void order(int queue, int on) override {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = queues_.find(on);
    if (queue == on || it == queues_.end() || !it->second.busy()) return; // nothing to wait for
    Work w;
    w.barrierOn = on;
    w.barrierUntil = it->second.issued;
    push(queue, std::move(w));
  }

  bool selectDevice(int num) override { return inner_->selectDevice(num); }
  int selectedDevice() const override { return inner_->selectedDevice(); }
  ManagedAllocator managedAllocator() const override { return inner_->managedAllocator(); }
  std::size_t totalMemory() const override { return inner_->totalMemory(); }
  std::size_t freeMemory() const override { return inner_->freeMemory(); }
  std::string deviceName() const override { return inner_->deviceName(); }
  std::string vendor() const override { return inner_->vendor(); }
  std::string driver() const override { return inner_->driver(); }

private:
  void issue(int queue, std::function<void()> run) {
    std::lock_guard<std::mutex> lock(mutex_);
    Work w;
    w.run = std::move(run);
    push(queue, std::move(w));
  }
  void push(int queue, Work w) { // mutex_ held
    Queue &q = queues_[queue];
    w.ticket = ++lastTicket_;
    q.issued = w.ticket;
    q.held.push_back(std::move(w));
  }

  void releaseLocked(int id, Queue &q, std::uint64_t until) {
    if (until <= q.released) return;
    q.released = until;
    if (!q.worker.joinable()) q.worker = std::thread(&DeferredQueues::work, this, id);
    q.wake.notify_one();
  }

  // The worker of queue `id`: runs what is released, in order (D1, D3).
  void work(int id) {
    std::unique_lock<std::mutex> lock(mutex_);
    Queue &q = queues_.at(id); // map nodes stay where they are
    for (;;) {
      q.wake.wait(lock, [&] { return dropping_ || q.stop || q.runnable(); });
      if (dropping_ || !q.runnable()) return;
      Work &w = q.held.front(); // stays valid: the deque only grows at the back meanwhile
      if (w.barrierOn != kNoQueue) {
        Queue &on = queues_.at(w.barrierOn);
        std::uint64_t until = w.barrierUntil;
        releaseLocked(w.barrierOn, on, until);
        done_.wait(lock, [&] { return dropping_ || on.finished >= until; });
        if (dropping_) return;
      } else {
        std::function<void()> run = std::move(w.run);
        lock.unlock();
        {
          std::lock_guard<std::mutex> alone(running_); // D1
          run();
        }
        lock.lock();
      }
      q.finished = q.held.front().ticket;
      q.held.pop_front();
      done_.notify_all();
    }
  }

  // D4: released device memory waits for the queues busy now.
  void giveBackAfterBusy(HeldFree f) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (auto &[id, q] : queues_)
        if (q.busy()) f.until.emplace_back(id, q.issued);
      if (!f.until.empty()) {
        frees_.push_back(std::move(f));
        return;
      }
    }
    giveBack(f);
    giveBackFinished();
  }
  void giveBackFinished() {
    std::vector<HeldFree> ready;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      auto passed = [&](const HeldFree &f) {
        return std::all_of(f.until.begin(), f.until.end(),
                           [&](auto &u) { return queues_.at(u.first).finished >= u.second; });
      };
      auto split = std::stable_partition(frees_.begin(), frees_.end(),
                                         [&](const HeldFree &f) { return !passed(f); });
      ready.assign(std::make_move_iterator(split), std::make_move_iterator(frees_.end()));
      frees_.erase(split, frees_.end());
    }
    for (HeldFree &f : ready) giveBack(f);
  }
  void giveBack(HeldFree &f) {
    if (f.deviceMalloc)
      inner_->deviceFree(f.device);
    else
      inner_->release(f.device, f.bytes);
  }

  std::unique_ptr<DeviceBackend> inner_;
  std::mutex mutex_;
  std::mutex running_;           // held by the one item running (D1); never with mutex_
  std::condition_variable done_; // some item finished, or dropping
  std::map<int, Queue> queues_;
  std::uint64_t lastTicket_ = 0;
  std::vector<HeldFree> frees_;
  bool dropping_ = false;
};

} // namespace

std::unique_ptr<DeviceBackend> makeDeferredQueues(std::unique_ptr<DeviceBackend> inner) {
  return std::make_unique<DeferredQueues>(std::move(inner));
}

} // namespace acc2c::rt

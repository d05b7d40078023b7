#include "graph/DataOpGraph.h"

#include <algorithm>
#include <cassert>

namespace acc2c {

ConstructId DataOpGraph::addConstruct(GraphConstruct c) {
  c.id = static_cast<ConstructId>(constructs_.size());
  constructs_.push_back(std::move(c));
  return constructs_.back().id;
}

OpId DataOpGraph::store(DataOp op) {
  op.id = static_cast<OpId>(ops_.size());
  ops_.push_back(std::move(op));
  return ops_.back().id;
}

OpId DataOpGraph::appendOp(DataOp op) {
  OpId id = store(std::move(op));
  steps_.push_back({Step::Op, id});
  return id;
}

size_t DataOpGraph::positionOf(Step s) const {
  auto it = std::find(steps_.begin(), steps_.end(), s);
  assert(it != steps_.end() && "step not in the execution order");
  return static_cast<size_t>(it - steps_.begin());
}

OpId DataOpGraph::insertBeforeOp(OpId before, DataOp op) {
  size_t pos = positionOf({Step::Op, before});
  OpId id = store(std::move(op));
  steps_.insert(steps_.begin() + pos, {Step::Op, id});
  return id;
}

OpId DataOpGraph::insertAfterOp(OpId after, DataOp op) {
  size_t pos = positionOf({Step::Op, after});
  OpId id = store(std::move(op));
  steps_.insert(steps_.begin() + pos + 1, {Step::Op, id});
  return id;
}

void DataOpGraph::eraseOp(OpId id) {
  steps_.erase(steps_.begin() + positionOf({Step::Op, id}));
  erased_.insert(id);
}

OpId DataOpGraph::insertBeforeBegin(ConstructId c, DataOp op) {
  size_t pos = positionOf({Step::Begin, c});
  OpId id = store(std::move(op));
  steps_.insert(steps_.begin() + pos, {Step::Op, id});
  return id;
}

OpId DataOpGraph::insertAfterEnd(ConstructId c, DataOp op) {
  size_t pos = positionOf({Step::End, c});
  OpId id = store(std::move(op));
  steps_.insert(steps_.begin() + pos + 1, {Step::Op, id});
  return id;
}

std::vector<OpId> DataOpGraph::opOrder() const {
  std::vector<OpId> out;
  for (const Step &s : steps_)
    if (s.kind == Step::Op) out.push_back(s.id);
  return out;
}

std::vector<OpId> DataOpGraph::opsOf(ConstructId c) const {
  std::vector<OpId> out;
  for (const Step &s : steps_)
    if (s.kind == Step::Op && ops_[s.id].construct == c) out.push_back(s.id);
  return out;
}

bool DataOpGraph::isWithin(ConstructId inner, ConstructId outer) const {
  std::optional<ConstructId> c = inner;
  while (c) {
    if (*c == outer) return true;
    c = constructs_.at(*c).parent;
  }
  return false;
}

const GraphConstruct *DataOpGraph::routineAround(const GraphConstruct &c) const {
  for (const GraphConstruct &r : constructs_)
    if (r.kind == ConstructKind::Routine && r.routineBegin.valid() &&
        r.routineBegin.fileOfText() == c.loc.fileOfText() &&
        r.routineBegin.lineOfText() <= c.loc.lineOfText() &&
        c.loc.lineOfText() <= r.routineEnd.lineOfText())
      return &r;
  return nullptr;
}

} // namespace acc2c

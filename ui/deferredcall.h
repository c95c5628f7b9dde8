// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

namespace lectern::ui {

// Calls a function once, on a later turn of the event loop, after the paints already asked for.
// A zero-interval QTimer does not wait for them: widgets ask to be painted with a low-priority
// posted event (QEvent::UpdateRequest), which timers and other posted events overtake. This
// posts at the same low priority, so it comes after every paint asked for before start().
// start() while pending keeps the first place in the queue; stop() cancels.
class DeferredCall final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DeferredCall)

public:
    explicit DeferredCall(std::function<void()> call, QObject *parent = nullptr);
    ~DeferredCall() override;

    void start();
    void stop();
    bool isActive() const { return m_pending; }

protected:
    void customEvent(QEvent *event) override;

private:
    std::function<void()> m_call;
    bool m_pending = false;
    quint64 m_generation = 0; // a stopped call's event, still queued, is ignored
};

} // namespace lectern::ui

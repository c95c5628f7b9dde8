// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/deferredcall.h"

#include <QCoreApplication>
#include <QEvent>

namespace lectern::ui {

namespace {

const QEvent::Type kDeferredCallEvent = QEvent::Type(QEvent::registerEventType());

class DeferredCallEvent final : public QEvent
{
public:
    explicit DeferredCallEvent(quint64 generation)
        : QEvent(kDeferredCallEvent)
        , generation(generation)
    {
    }
    const quint64 generation;
};

} // namespace

DeferredCall::DeferredCall(std::function<void()> call, QObject *parent)
    : QObject(parent)
    , m_call(std::move(call))
{
}

DeferredCall::~DeferredCall() = default;

void DeferredCall::start()
{
    if (m_pending)
        return;
    m_pending = true;
    QCoreApplication::postEvent(this, new DeferredCallEvent(m_generation), Qt::LowEventPriority);
}

void DeferredCall::stop()
{
    if (!m_pending)
        return;
    m_pending = false;
    ++m_generation;
}

void DeferredCall::customEvent(QEvent *event)
{
    if (event->type() != kDeferredCallEvent) {
        QObject::customEvent(event);
        return;
    }
    if (!m_pending || static_cast<DeferredCallEvent *>(event)->generation != m_generation)
        return;
    m_pending = false;
    ++m_generation;
    m_call();
}

} // namespace lectern::ui

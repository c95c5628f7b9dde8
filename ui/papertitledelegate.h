// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/papercelldelegate.h"

#include <QCache>

namespace lectern::ui {

// The paper list's title column: inline math ($…$, \(…\)) typeset by the math engine on the
// text baseline, text runs in the option's font, elided with "…" at the right edge. The TeX
// comes from models::PaperTitleRole; DisplayRole keeps the Unicode form (accessibility, copy,
// sorting), and titles without math are painted as any other cell (PaperCellDelegate). The size
// hint is one line of the option's font, as wide as the title, so rows stay uniform. In two-line mode a row also shows the
// abstract's first sentence (models::PaperLeadRole) under the title, smaller and dimmed, and
// the size hint is one such line taller (still the same for every row).
class PaperTitleDelegate final : public PaperCellDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PaperTitleDelegate)

public:
    explicit PaperTitleDelegate(QObject *parent = nullptr);
    ~PaperTitleDelegate() override;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    void setTwoLine(bool twoLine) { m_twoLine = twoLine; }
    bool isTwoLine() const { return m_twoLine; }

private:
    void paintTitle(QPainter *painter, const QStyleOptionViewItem &option,
                    const QModelIndex &index) const;
    static QFont leadFont(const QFont &base);
    struct Line;
    // The laid-out title for a (title, font, DPR, colour), with formulas shrunk to fit `room`
    // (space above and below the baseline in the row); no runs when the title has no math.
    const Line *lineFor(const QString &title, const QFont &font, qreal dpr, const QColor &color,
                        const QSizeF &room) const;

    mutable QCache<QString, Line> m_lines;
    bool m_twoLine = false;
};

} // namespace lectern::ui

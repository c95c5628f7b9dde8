// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCache>
#include <QFont>
#include <QString>
#include <QStyledItemDelegate>

class QTextLayout;

namespace lectern::ui {

// The paper list's cells: one line of text, painted as QStyledItemDelegate paints it (same
// place, same elision, same colours) but shaped once per (text, font, width) and kept, so that
// a list paint costs glyph drawing only. The style lays a cell's text out up to four times per
// paint (to measure it, to elide it, to draw it); at 40 rows of 7 columns that was most of the
// GUI thread's time when a search's hits are painted, and every scroll step paid it again.
// Cells the fast path does not cover (icons, check boxes, wrapping, right-to-left, several
// lines) take the base delegate's path.
class PaperCellDelegate : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PaperCellDelegate)

public:
    explicit PaperCellDelegate(QObject *parent = nullptr);
    ~PaperCellDelegate() override;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

protected:
    // Paints opt (initStyleOption done) with its text through the cache; false, painting
    // nothing, when the cell is not one line of plain text (the caller paints it another way).
    bool paintOneLine(QPainter *painter, const QStyleOptionViewItem &opt) const;
    // The rect the style gives an item's text (SE_ItemViewItemText) when the text takes the
    // room the item has, as in the list (rows selected whole), without measuring the text.
    static QRect textRoom(const QStyleOptionViewItem &opt);
    // One line of text elided to rect's width (less the style's text margins) and aligned in
    // it as the style aligns item text, in the painter's pen.
    void drawOneLine(QPainter *painter, const QString &text, const QFont &font, const QRect &rect,
                     Qt::Alignment alignment, Qt::TextElideMode elide, const QWidget *widget) const;

private:
    struct Key
    {
        QString text;
        QFont font;
        int width;
        int alignment;
        int elide;
        bool operator==(const Key &other) const = default;
        friend size_t qHash(const Key &key, size_t seed = 0) noexcept
        {
            return qHashMulti(seed, key.text, key.font, key.width, key.alignment, key.elide);
        }
    };
    struct Shaped;
    const Shaped *shaped(const Key &key) const;

    mutable QCache<Key, Shaped> m_shaped;
};

} // namespace lectern::ui

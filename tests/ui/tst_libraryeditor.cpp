// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/library.h"
#include "ui/libraryeditor.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace lectern;
using library::ReadingStatus;
using ui::LibraryEditor;

class TestLibraryEditor final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();

    void statusAndRatingUndoPerPaper();
    void addTagUndoRemovesNewTag();
    void removeTagUndo();
    void titleUndo();
    void noteSavesMergeIntoOneStep();
    void renameMergeDeleteUndo();
    void colourAndPinUndo();
    void deleteUndoIsOneAction();
    void deleteUndoBringsBackEmptyTags();
    void failedEditIsNotOnTheStack();

private:
    library::PaperSummary summary(qint64 id);
    QStringList tagNames();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<library::Library> m_lib;
    std::unique_ptr<LibraryEditor> m_editor;
    QList<qint64> m_ids;
};

void TestLibraryEditor::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_lib = std::make_unique<library::Library>();
    QVERIFY(m_lib->open(m_dir->filePath(QStringLiteral("lib.sqlite"))).ok());
    QVERIFY(m_lib->importSampleIfEmpty().ok());
    m_editor = std::make_unique<LibraryEditor>(m_lib.get());
    auto ids = m_lib->papers().ids();
    QVERIFY(ids.ok());
    m_ids = *ids;
}

void TestLibraryEditor::cleanup()
{
    m_editor.reset();
    m_lib.reset();
    m_dir.reset();
}

library::PaperSummary TestLibraryEditor::summary(qint64 id)
{
    auto rows = m_lib->papers().summaries({id});
    return rows.ok() && !rows->isEmpty() ? rows->first() : library::PaperSummary{};
}

QStringList TestLibraryEditor::tagNames()
{
    QStringList names;
    if (auto tags = m_lib->tags()) {
        for (const auto &t : *tags)
            names.append(t.name);
    }
    return names;
}

void TestLibraryEditor::statusAndRatingUndoPerPaper()
{
    const qint64 a = m_ids.at(0), b = m_ids.at(1);
    QVERIFY(m_lib->setStatus({a}, ReadingStatus::Reading).ok());
    QVERIFY(m_editor->setStatus({a, b}, ReadingStatus::Read));
    QCOMPARE(summary(a).status, ReadingStatus::Read);
    QCOMPARE(summary(b).status, ReadingStatus::Read);
    m_editor->undoStack()->undo();
    QCOMPARE(summary(a).status, ReadingStatus::Reading); // each back to its own value
    QCOMPARE(summary(b).status, ReadingStatus::Unread);
    m_editor->undoStack()->redo();
    QCOMPARE(summary(b).status, ReadingStatus::Read);

    QVERIFY(m_editor->setRating({a}, 4));
    QVERIFY(!m_editor->setRating({a}, 4)); // no change, nothing pushed
    QCOMPARE(summary(a).rating, 4);
    m_editor->undoStack()->undo();
    QCOMPARE(summary(a).rating, 0);
}

void TestLibraryEditor::addTagUndoRemovesNewTag()
{
    const qint64 a = m_ids.at(2), b = m_ids.at(3);
    QVERIFY(m_editor->addTag({a, b}, QStringLiteral("to-read")));
    QVERIFY(summary(a).tags.contains(QStringLiteral("to-read")));
    QVERIFY(summary(b).tags.contains(QStringLiteral("to-read")));
    QVERIFY(tagNames().contains(QStringLiteral("to-read")));
    m_editor->undoStack()->undo();
    QVERIFY(!summary(a).tags.contains(QStringLiteral("to-read")));
    QVERIFY(!tagNames().contains(QStringLiteral("to-read")));
    m_editor->undoStack()->redo();
    QVERIFY(summary(b).tags.contains(QStringLiteral("to-read")));
}

void TestLibraryEditor::removeTagUndo()
{
    const qint64 a = m_ids.at(2), b = m_ids.at(3);
    QVERIFY(m_lib->addTag({a}, QStringLiteral("x")).ok());
    QVERIFY(m_editor->removeTag({a, b}, QStringLiteral("x")));
    QVERIFY(summary(a).tags.isEmpty());
    m_editor->undoStack()->undo();
    QCOMPARE(summary(a).tags, QStringList{QStringLiteral("x")});
    QVERIFY(summary(b).tags.isEmpty()); // b never had it
}

void TestLibraryEditor::titleUndo()
{
    const qint64 a = m_ids.at(4);
    const QString derived = summary(a).title;
    QVERIFY(m_editor->setTitle(a, QStringLiteral("My own title")));
    QCOMPARE(summary(a).title, QStringLiteral("My own title"));
    m_editor->undoStack()->undo();
    QCOMPARE(summary(a).title, derived);
}

void TestLibraryEditor::noteSavesMergeIntoOneStep()
{
    const qint64 a = m_ids.at(5);
    QVERIFY(m_editor->setNote(a, QStringLiteral("first")));
    QVERIFY(m_editor->setNote(a, QStringLiteral("first draft")));
    QVERIFY(m_editor->setNote(a, QStringLiteral("first draft, longer")));
    QCOMPARE(m_editor->undoStack()->count(), 1);
    m_editor->undoStack()->undo();
    auto detail = m_lib->papers().detail(a);
    QVERIFY(detail.ok());
    QCOMPARE(detail->note, QString());
    m_editor->undoStack()->redo();
    QCOMPARE(m_lib->papers().detail(a)->note, QStringLiteral("first draft, longer"));
}

void TestLibraryEditor::renameMergeDeleteUndo()
{
    const qint64 a = m_ids.at(0), b = m_ids.at(1), c = m_ids.at(2);
    QVERIFY(m_lib->addTag({a, b}, QStringLiteral("ml/rl")).ok());
    QVERIFY(m_lib->addTag({c}, QStringLiteral("ml/vision")).ok());
    QVERIFY(m_lib->addTag({b}, QStringLiteral("robots")).ok());
    QVERIFY(m_lib->addTag({b}, QStringLiteral("ml")).ok());

    QVERIFY(m_editor->renameTag(QStringLiteral("ml"), QStringLiteral("learning")));
    QVERIFY(summary(a).tags.contains(QStringLiteral("learning/rl")));
    m_editor->undoStack()->undo();
    QVERIFY(summary(a).tags.contains(QStringLiteral("ml/rl")));

    QVERIFY(m_editor->mergeTag(QStringLiteral("ml/rl"), QStringLiteral("robots")));
    QVERIFY(summary(a).tags.contains(QStringLiteral("robots")));
    QVERIFY(!tagNames().contains(QStringLiteral("ml/rl")));
    m_editor->undoStack()->undo();
    QCOMPARE(summary(a).tags, QStringList{QStringLiteral("ml/rl")}); // robots taken away again
    QVERIFY(summary(b).tags.contains(QStringLiteral("robots")));     // b had it before
    QVERIFY(summary(b).tags.contains(QStringLiteral("ml/rl")));

    QVERIFY(m_editor->deleteTag(QStringLiteral("ml")));
    QVERIFY(summary(c).tags.isEmpty());
    m_editor->undoStack()->undo();
    QCOMPARE(summary(c).tags, QStringList{QStringLiteral("ml/vision")});
    QVERIFY(summary(a).tags.contains(QStringLiteral("ml/rl")));
}

void TestLibraryEditor::colourAndPinUndo()
{
    QVERIFY(m_lib->addTag({m_ids.at(0)}, QStringLiteral("a")).ok());
    QVERIFY(m_lib->addTag({m_ids.at(0)}, QStringLiteral("b")).ok());
    QVERIFY(m_lib->setTagPinned(QStringLiteral("a"), 1).ok());
    QVERIFY(m_lib->setTagColor(QStringLiteral("b"), QStringLiteral("#00ff00")).ok());
    QVERIFY(m_editor->setTagPinned(QStringLiteral("b"), 1)); // takes slot 1 from a
    QVERIFY(m_editor->setTagColor(QStringLiteral("b"), QStringLiteral("#ff0000")));
    m_editor->undoStack()->undo();
    m_editor->undoStack()->undo();
    auto tags = m_lib->tags();
    QVERIFY(tags.ok());
    for (const auto &t : *tags) {
        if (t.name == u"a")
            QCOMPARE(t.pinnedSlot, 1);
        if (t.name == u"b") {
            QCOMPARE(t.pinnedSlot, 0);
            QCOMPARE(t.color, QStringLiteral("#00ff00"));
        }
    }
}

void TestLibraryEditor::deleteUndoIsOneAction()
{
    const qint64 a = m_ids.at(0), b = m_ids.at(1);
    QVERIFY(m_lib->addTag({a}, QStringLiteral("ml/rl")).ok());
    QVERIFY(m_lib->addTag({a, b}, QStringLiteral("ml/vision")).ok());
    QVERIFY(m_lib->setTagColor(QStringLiteral("ml/rl"), QStringLiteral("#2a9d8f")).ok());
    QVERIFY(m_lib->setTagPinned(QStringLiteral("ml/vision"), 3).ok());
    QVERIFY(m_editor->deleteTag(QStringLiteral("ml")));
    QVERIFY(tagNames().isEmpty());

    // Recreating two tags with their papers, colour and pin is several library edits: the
    // views hear of them once, after all of them are in.
    QSignalSpy tags(m_lib.get(), &library::Library::tagsChanged);
    QSignalSpy papers(m_lib.get(), &library::Library::papersChanged);
    QStringList namesWhenTold;
    connect(m_lib.get(), &library::Library::tagsChanged, this,
            [&] { namesWhenTold = tagNames(); });
    m_editor->undoStack()->undo();
    QCOMPARE(tags.count(), 1);
    QCOMPARE(papers.count(), 1);
    QCOMPARE(namesWhenTold, (QStringList{QStringLiteral("ml/rl"), QStringLiteral("ml/vision")}));
    for (const auto &t : *m_lib->tags()) {
        if (t.name == u"ml/rl")
            QCOMPARE(t.color, QStringLiteral("#2a9d8f"));
        if (t.name == u"ml/vision")
            QCOMPARE(t.pinnedSlot, 3);
    }
    QCOMPARE(summary(b).tags, QStringList{QStringLiteral("ml/vision")});
}

void TestLibraryEditor::deleteUndoBringsBackEmptyTags()
{
    // A reading list emptied of its papers is still the user's: deleting its parent and undoing
    // brings it back with its colour, next to the filled one.
    const qint64 a = m_ids.at(0);
    QVERIFY(m_lib->addTag({a}, QStringLiteral("week1/read")).ok());
    QVERIFY(m_lib->addTag({a}, QStringLiteral("week1/later")).ok());
    QVERIFY(m_lib->removeTag({a}, QStringLiteral("week1/later")).ok());
    QVERIFY(m_lib->setTagColor(QStringLiteral("week1/later"), QStringLiteral("#e76f51")).ok());
    QCOMPARE(tagNames(), (QStringList{QStringLiteral("week1/later"), QStringLiteral("week1/read")}));
    QVERIFY(m_editor->deleteTag(QStringLiteral("week1")));
    QVERIFY(tagNames().isEmpty());
    m_editor->undoStack()->undo();
    QCOMPARE(tagNames(), (QStringList{QStringLiteral("week1/later"), QStringLiteral("week1/read")}));
    for (const auto &t : *m_lib->tags()) {
        if (t.name == u"week1/later") {
            QCOMPARE(t.paperCount, 0);
            QCOMPARE(t.color, QStringLiteral("#e76f51"));
        }
    }
    m_editor->undoStack()->redo();
    QVERIFY(tagNames().isEmpty());
}

void TestLibraryEditor::failedEditIsNotOnTheStack()
{
    QSignalSpy errors(m_editor.get(), &LibraryEditor::errorOccurred);
    QVERIFY(!m_editor->addTag({m_ids.at(0)}, QStringLiteral("  /  ")));
    QCOMPARE(errors.count(), 1);
    QVERIFY(!errors.first().at(0).toString().isEmpty());
    QCOMPARE(m_editor->undoStack()->count(), 0);
}

QTEST_MAIN(TestLibraryEditor)
#include "tst_libraryeditor.moc"

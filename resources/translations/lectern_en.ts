<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>lectern::app::Cli</name>
    <message numerus="yes">
        <source>%Ln new</source>
        <translation>
            <numerusform>%Ln new</numerusform>
            <numerusform>%Ln new</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln merged duplicates</source>
        <translation>
            <numerusform>%Ln merged duplicate</numerusform>
            <numerusform>%Ln merged duplicates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln files skipped as already imported</source>
        <translation>
            <numerusform>%Ln file skipped as already imported</numerusform>
            <numerusform>%Ln files skipped as already imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln records</source>
        <translation>
            <numerusform>%Ln record</numerusform>
            <numerusform>%Ln records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unreadable records skipped (see the warnings)</source>
        <translation>
            <numerusform>%Ln unreadable record skipped (see the warning)</numerusform>
            <numerusform>%Ln unreadable records skipped (see the warnings)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters</source>
        <translation>
            <numerusform>%Ln character</numerusform>
            <numerusform>%Ln characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln sources</source>
        <translation>
            <numerusform>%Ln source</numerusform>
            <numerusform>%Ln sources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln papers</source>
        <translation>
            <numerusform>%Ln paper</numerusform>
            <numerusform>%Ln papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln variants</source>
        <translation>
            <numerusform>%Ln variant</numerusform>
            <numerusform>%Ln variants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln paragraphs</source>
        <translation>
            <numerusform>%Ln paragraph</numerusform>
            <numerusform>%Ln paragraphs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tags</source>
        <translation>
            <numerusform>%Ln tag</numerusform>
            <numerusform>%Ln tags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln notes</source>
        <translation>
            <numerusform>%Ln note</numerusform>
            <numerusform>%Ln notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::app::ExportCommand</name>
    <message numerus="yes">
        <source>Exported %Ln papers to %1.</source>
        <translation>
            <numerusform>Exported %Ln paper to %1.</numerusform>
            <numerusform>Exported %Ln papers to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::app::RecommendCommand</name>
    <message numerus="yes">
        <source>Marked %n paper(s) as not for &quot;%1&quot;.</source>
        <translation>
            <numerusform>Marked %n paper as not for &quot;%1&quot;.</numerusform>
            <numerusform>Marked %n papers as not for &quot;%1&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cleared &quot;not for %1&quot; from %n paper(s).</source>
        <translation>
            <numerusform>Cleared &quot;not for %1&quot; from %n paper.</numerusform>
            <numerusform>Cleared &quot;not for %1&quot; from %n papers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::app::TeamCommand</name>
    <message numerus="yes">
        <source>%n operation(s) waiting to be pushed</source>
        <translation>
            <numerusform>%n operation waiting to be pushed</numerusform>
            <numerusform>%n operations waiting to be pushed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s) refused by the server (kept here)</source>
        <translation>
            <numerusform>%n edit refused by the server (kept here)</numerusform>
            <numerusform>%n edits refused by the server (kept here)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open conflict(s)</source>
        <translation>
            <numerusform>%n open conflict</numerusform>
            <numerusform>%n open conflicts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::models::LibraryViewsModel</name>
    <message numerus="yes">
        <source>%1: %Ln papers</source>
        <comment>library view: its paper count</comment>
        <translation>
            <numerusform>%1: %Ln paper</numerusform>
            <numerusform>%1: %Ln papers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::models::PaperTableModel</name>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n star</numerusform>
            <numerusform>%n stars</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::models::TagTreeModel</name>
    <message numerus="yes">
        <source>%Ln papers</source>
        <translation>
            <numerusform>%Ln paper</numerusform>
            <numerusform>%Ln papers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::team::TeamController</name>
    <message numerus="yes">
        <source>Team: %n pending</source>
        <translation>
            <numerusform>Team: %n pending</numerusform>
            <numerusform>Team: %n pending</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Team: offline, %n pending</source>
        <translation>
            <numerusform>Team: offline, %n pending</numerusform>
            <numerusform>Team: offline, %n pending</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Team: %n conflict(s)</source>
        <translation>
            <numerusform>Team: %n conflict</numerusform>
            <numerusform>Team: %n conflicts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Team: %n edit(s) refused</source>
        <translation>
            <numerusform>Team: %n edit refused</numerusform>
            <numerusform>Team: %n edits refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) waiting to be sent</source>
        <translation>
            <numerusform>%n operation waiting to be sent</numerusform>
            <numerusform>%n operations waiting to be sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s) refused by the server (kept here)</source>
        <translation>
            <numerusform>%n edit refused by the server (kept here)</numerusform>
            <numerusform>%n edits refused by the server (kept here)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open conflict(s): File ▸ Team Library… ▸ Conflicts</source>
        <translation>
            <numerusform>%n open conflict: File ▸ Team Library… ▸ Conflicts</numerusform>
            <numerusform>%n open conflicts: File ▸ Team Library… ▸ Conflicts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Joined: %n paper(s) arrived.</source>
        <translation>
            <numerusform>Joined: %n paper arrived.</numerusform>
            <numerusform>Joined: %n papers arrived.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::ui::DetailPane</name>
    <message numerus="yes">
        <source>%n versions merged</source>
        <translation>
            <numerusform>%n version merged</numerusform>
            <numerusform>%n versions merged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters</source>
        <translation>
            <numerusform>%Ln character</numerusform>
            <numerusform>%Ln characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n papers selected: status, rating and tags apply to all.</source>
        <translation>
            <numerusform>%n paper selected: status, rating and tags apply to it.</numerusform>
            <numerusform>%n papers selected: status, rating and tags apply to all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words and word pairs, by what they added to the score</source>
        <translation>
            <numerusform>%n word or word pair, by what it added to the score</numerusform>
            <numerusform>%n words and word pairs, by what they added to the score</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::ui::ExportDialog</name>
    <message numerus="yes">
        <source>Selected papers (%Ln)</source>
        <translation>
            <numerusform>Selected paper (%Ln)</numerusform>
            <numerusform>Selected papers (%Ln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln papers</source>
        <translation>
            <numerusform>%Ln paper</numerusform>
            <numerusform>%Ln papers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::ui::ImportFlow</name>
    <message numerus="yes">
        <source>Importing %Ln files…</source>
        <translation>
            <numerusform>Importing %Ln file…</numerusform>
            <numerusform>Importing %Ln files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import the Other %Ln Files</source>
        <translation>
            <numerusform>Import the Other File</numerusform>
            <numerusform>Import the Other %Ln Files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::ui::ImportSummaryDialog</name>
    <message numerus="yes">
        <source>%Ln files read</source>
        <translation>
            <numerusform>%Ln file read</numerusform>
            <numerusform>%Ln files read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln already imported before)</source>
        <comment>files read (files skipped)</comment>
        <translation>
            <numerusform>%1 (%Ln already imported before)</numerusform>
            <numerusform>%1 (%Ln already imported before)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new papers</source>
        <translation>
            <numerusform>%Ln new paper</numerusform>
            <numerusform>%Ln new papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln merged into existing papers</source>
        <translation>
            <numerusform>%Ln merged into existing papers</numerusform>
            <numerusform>%Ln merged into existing papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln near duplicates)</source>
        <comment>merged (near duplicates among them)</comment>
        <translation>
            <numerusform>%1 (%Ln near duplicate)</numerusform>
            <numerusform>%1 (%Ln near duplicates)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln records skipped (could not be read; see below)</source>
        <translation>
            <numerusform>%Ln record skipped (could not be read; see below)</numerusform>
            <numerusform>%Ln records skipped (could not be read; see below)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln diagnostics:</source>
        <translation>
            <numerusform>%Ln diagnostic:</numerusform>
            <numerusform>%Ln diagnostics:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::ui::LibraryEditor</name>
    <message numerus="yes">
        <source>Rate %n Stars</source>
        <translation>
            <numerusform>Rate %n Star</numerusform>
            <numerusform>Rate %n Stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Marked %n papers unread</source>
        <translation>
            <numerusform>Marked unread</numerusform>
            <numerusform>Marked %n papers unread</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Marked %n papers reading</source>
        <translation>
            <numerusform>Marked reading</numerusform>
            <numerusform>Marked %n papers reading</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Marked %n papers read</source>
        <translation>
            <numerusform>Marked read</numerusform>
            <numerusform>Marked %n papers read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated %n papers %1</source>
        <comment>%1: the rating, e.g. 3 stars</comment>
        <translation>
            <numerusform>Rated %1</numerusform>
            <numerusform>Rated %n papers %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n star</numerusform>
            <numerusform>%n stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rating cleared on %n papers</source>
        <translation>
            <numerusform>Rating cleared</numerusform>
            <numerusform>Rating cleared on %n papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tagged %n papers %1</source>
        <comment>%1: the tag</comment>
        <translation>
            <numerusform>Tagged %1</numerusform>
            <numerusform>Tagged %n papers %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed tag %1 from %n papers</source>
        <comment>%1: the tag</comment>
        <translation>
            <numerusform>Removed tag %1</numerusform>
            <numerusform>Removed tag %1 from %n papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Marked %n papers not for %1</source>
        <comment>%1: the tag</comment>
        <translation>
            <numerusform>Marked not for %1</numerusform>
            <numerusform>Marked %n papers not for %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n Stars</source>
        <translation>
            <numerusform>%n Star</numerusform>
            <numerusform>%n Stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln papers</source>
        <comment>shown of total</comment>
        <translation>
            <numerusform>%L1 of %Ln paper</numerusform>
            <numerusform>%L1 of %Ln papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln papers</source>
        <translation>
            <numerusform>%Ln paper</numerusform>
            <numerusform>%Ln papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln papers to %1</source>
        <translation>
            <numerusform>Exported %Ln paper to %1</numerusform>
            <numerusform>Exported %Ln papers to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n files given were not imported.</source>
        <translation>
            <numerusform>The file given was not imported.</numerusform>
            <numerusform>The %n files given were not imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln suggested for %1</source>
        <comment>the Suggested list&apos;s papers</comment>
        <translation>
            <numerusform>%Ln suggested for %1</numerusform>
            <numerusform>%Ln suggested for %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::ui::RecommendUi</name>
    <message numerus="yes">
        <source>Suggested for %1: the %n papers not tagged with it that look most like its papers, best first · a: add to %1 · x: not for %1 · m: back to the list</source>
        <translation>
            <numerusform>Suggested for %1: the paper not tagged with it that looks most like its papers · a: add to %1 · x: not for %1 · m: back to the list</numerusform>
            <numerusform>Suggested for %1: the %n papers not tagged with it that look most like its papers, best first · a: add to %1 · x: not for %1 · m: back to the list</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::ui::TeammateNotesView</name>
    <message numerus="yes">
        <source>Teammates&apos; notes (%n)</source>
        <translation>
            <numerusform>Teammates&apos; notes (%n)</numerusform>
            <numerusform>Teammates&apos; notes (%n)</numerusform>
        </translation>
    </message>
</context>
</TS>

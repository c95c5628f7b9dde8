<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>Edit Note</source>
        <translation>编辑笔记</translation>
    </message>
</context>
<context>
    <name>lectern::Diagnostic</name>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>lectern::app::CheckCommand</name>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>damaged (%1). Lectern cannot repair the file: restore it from a backup copy, or import a JSON backup made with `lectern export --format json -o FILE` into a new library with `lectern --db NEW.sqlite import FILE`.</source>
        <translation>已损坏（%1）。Lectern 无法修复此文件：请从备份副本恢复，或者把用 `lectern export --format json -o 文件` 生成的 JSON 备份导入新文库：`lectern --db 新文库.sqlite import 文件`。</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between problems</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>not checked, because the database file is damaged</source>
        <translation>未检查，因为数据库文件已损坏</translation>
    </message>
    <message>
        <source>rebuilt</source>
        <translation>已重建</translation>
    </message>
    <message>
        <source>check [--repair] [--json]       check the library file and its full-text index;
                                  --repair rebuilds the index if it is out of step
</source>
        <translation>check [--repair] [--json]       检查文库文件及其全文索引；
                                  --repair 在索引与文库不一致时重建索引
</translation>
    </message>
    <message>
        <source>lectern check: unknown argument &quot;%1&quot;.
Usage: lectern %2</source>
        <translation>lectern check：未知参数“%1”。
用法：lectern %2</translation>
    </message>
    <message>
        <source>database file: %1</source>
        <translation>数据库文件：%1</translation>
    </message>
    <message>
        <source>full-text index: %1</source>
        <translation>全文索引：%1</translation>
    </message>
</context>
<context>
    <name>lectern::app::Cli</name>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 需要一个值。</translation>
    </message>
    <message>
        <source>unread</source>
        <translation>未读</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>在读</translation>
    </message>
    <message>
        <source>read</source>
        <translation>已读</translation>
    </message>
    <message>
        <source>lectern: %1</source>
        <translation>lectern：%1</translation>
    </message>
    <message>
        <source>Importing %1 (%L2/%L3) %L4%</source>
        <translation>正在导入 %1（%L2/%L3）%L4%</translation>
    </message>
    <message>
        <source>%1: %2:%3: %4</source>
        <translation>%1：%2:%3：%4</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>%1, %2 (%3 near), %4, from %5 in %6</source>
        <comment>import summary: new papers, merged duplicates (near ones), files skipped, records, files</comment>
        <translation>%1，%2（其中近似重复 %3 篇），%4，来自 %6中的 %5</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new</source>
        <translation>
            <numerusform>新增 %Ln 篇</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln merged duplicates</source>
        <translation>
            <numerusform>合并重复 %Ln 篇</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln files skipped as already imported</source>
        <translation>
            <numerusform>跳过已导入的文件 %Ln 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln records</source>
        <translation>
            <numerusform>%Ln 条记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln unreadable records skipped (see the warnings)</source>
        <translation>
            <numerusform>跳过无法读取的记录 %Ln 条（见警告）</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: lectern show ID [--json]</source>
        <translation>用法：lectern show ID [--json]</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>笔记：</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>%1, paragraph %L2 (line %L3), variant %4</source>
        <translation>%1，第 %L2 段（第 %L3 行），版本 %4</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>版本：</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <comment>variant id: its length, its sources</comment>
        <translation>%1：%2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters</source>
        <translation>
            <numerusform>%Ln 个字符</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln sources</source>
        <translation>
            <numerusform>%Ln 个来源</numerusform>
        </translation>
    </message>
    <message>
        <source>--limit needs a positive number.</source>
        <translation>--limit 需要一个正整数。</translation>
    </message>
    <message>
        <source>usage: lectern search QUERY [--json] [--limit N]</source>
        <translation>用法：lectern search 查询 [--json] [--limit N]</translation>
    </message>
    <message>
        <source>give one or more paper ids (see `lectern list`).</source>
        <translation>请给出一个或多个论文 ID（见 `lectern list`）。</translation>
    </message>
    <message>
        <source>usage: lectern tag ID… --add TAG | --remove TAG</source>
        <translation>用法：lectern tag ID… --add 标签 | --remove 标签</translation>
    </message>
    <message>
        <source>usage: lectern note ID --set TEXT | --append TEXT</source>
        <translation>用法：lectern note ID --set 文本 | --append 文本</translation>
    </message>
    <message>
        <source>usage: lectern status ID… unread|reading|read</source>
        <translation>用法：lectern status ID… unread|reading|read</translation>
    </message>
    <message>
        <source>usage: lectern rate ID… 0-5</source>
        <translation>用法：lectern rate ID… 0-5</translation>
    </message>
    <message>
        <source>%1 (%2 unread, %3 reading, %4 read)</source>
        <comment>papers by reading status</comment>
        <translation>%1（未读 %2，在读 %3，已读 %4）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln papers</source>
        <translation>
            <numerusform>%Ln 篇论文</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from %2 in %3</source>
        <comment>variants from paragraphs in files</comment>
        <translation>%1，来自 %3中的 %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln variants</source>
        <translation>
            <numerusform>%Ln 个版本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln paragraphs</source>
        <translation>
            <numerusform>%Ln 个段落</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>tags, notes</comment>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tags</source>
        <translation>
            <numerusform>%Ln 个标签</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln notes</source>
        <translation>
            <numerusform>%Ln 条笔记</numerusform>
        </translation>
    </message>
    <message>
        <source>--db needs a file path.</source>
        <translation>--db 需要一个文件路径。</translation>
    </message>
    <message>
        <source>unknown option %1 (see lectern --help).</source>
        <translation>未知选项 %1（见 lectern --help）。</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot; (see lectern --help); to open files in the window, name files that exist.</source>
        <translation>未知命令“%1”（见 lectern --help）；要在窗口中打开文件，请给出已存在的文件。</translation>
    </message>
    <message>
        <source>no such file &quot;%1&quot;; to open files in the window, every argument must be a file that exists.</source>
        <translation>文件“%1”不存在；要在窗口中打开文件，每个参数都必须是已存在的文件。</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot; (see lectern --help).</source>
        <translation>未知命令“%1”（见 lectern --help）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>command name: error message</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>syntax highlighting: %1</source>
        <translation>语法高亮：%1</translation>
    </message>
    <message>
        <source>Usage: lectern [--db PATH] [COMMAND | FILE…]
Without a command, starts the Lectern window. Files given instead of a command
(files that exist, or file:// URLs) are imported there, as by File ▸ Import;
a file named like a command is opened as ./NAME.

Commands:
  import FILE…                    import abstract lists, BibTeX, CSL-JSON, RIS or a
                                  Lectern JSON backup (format read from the content)
  list [--json]                   list every paper
  show ID [--json]                show one paper with its sources
  search QUERY [--json] [--limit N]
                                  search (words, &quot;phrases&quot;, prefix*, -exclude, OR,
                                  tag:, status:, rating:&gt;=4, venue:, year:, note:,
                                  author:, doi:, arxiv:)
  tag ID… --add TAG | --remove TAG
  note ID --set TEXT | --append TEXT
  status ID… unread|reading|read
  rate ID… 0-5
  stats [--json]
  export --format markdown|bibtex|csljson|csv|html|json
         [--query Q | --tag T | --saved NAME | --ids 1,2,3] [--team-notes] [-o FILE]
                                  export the library or part of it (stdout without -o);
                                  --team-notes adds teammates&apos; notes (team library)
  check [--repair] [--json]       check the library file and its full-text index;
                                  --repair rebuilds the index if it is out of step
  recommend --tag T [--limit N] [--json]
                                  papers like the ones tagged T (sub-tags included),
                                  with the words that weighed most
  recommend --tag T --not-for ID… | --clear-not-for ID…
                                  mark papers as not for T (never suggested for it)
  similar ID [--limit N] [--json] the papers closest to ID by text
  math --png FILE [--dpr N] [--size PT] TEX | --mathml TEX | --unicode TEX
%1
Options:
  --db PATH    library file (default: $LECTERN_DB, else the per-user data folder)
  --help       this text
  --version    the version
</source>
        <comment>%1: the team and title commands, one per line</comment>
        <translation>用法：lectern [--db 路径] [命令 | 文件…]
不带命令时打开 Lectern 窗口。以文件代替命令时（已存在的文件或 file:// 网址），
在窗口中导入这些文件，如同“文件 ▸ 导入”；与命令同名的文件请写作 ./名称。

命令：
  import 文件…                    导入摘要列表、BibTeX、CSL-JSON、RIS 或
                                  Lectern JSON 备份（格式由文件内容判断）
  list [--json]                   列出所有论文
  show ID [--json]                显示一篇论文及其来源
  search 查询 [--json] [--limit N]
                                  搜索（词语、&quot;短语&quot;、前缀*、-排除、OR、
                                  tag:、status:、rating:&gt;=4、venue:、year:、note:、
                                  author:、doi:、arxiv:）
  tag ID… --add 标签 | --remove 标签
  note ID --set 文本 | --append 文本
  status ID… unread|reading|read
  rate ID… 0-5
  stats [--json]
  export --format markdown|bibtex|csljson|csv|html|json
         [--query Q | --tag T | --saved 名称 | --ids 1,2,3] [--team-notes] [-o 文件]
                                  导出整个文库或其一部分（不带 -o 时输出到标准输出）；
                                  --team-notes 加上队友的笔记（团队文库）
  check [--repair] [--json]       检查文库文件及其全文索引；
                                  --repair 在索引与文库不一致时重建索引
  recommend --tag T [--limit N] [--json]
                                  推荐与标签 T（含子标签）下的论文相似的论文，
                                  并列出权重最高的词
  recommend --tag T --not-for ID… | --clear-not-for ID…
                                  将论文标为不适合 T（不再为 T 推荐）
  similar ID [--limit N] [--json] 按文本与 ID 最相近的论文
  math --png 文件 [--dpr N] [--size PT] TEX | --mathml TEX | --unicode TEX
%1
选项：
  --db 路径    文库文件（默认：$LECTERN_DB，否则为用户数据文件夹中的文库）
  --help       显示本帮助
  --version    显示版本
</translation>
    </message>
    <message>
        <source>usage: lectern import FILE…</source>
        <translation>用法：lectern import 文件…</translation>
    </message>
    <message>
        <source>usage: lectern list [--json]</source>
        <translation>用法：lectern list [--json]</translation>
    </message>
    <message>
        <source>%1 To import the other files, run the command again without %2.</source>
        <translation>%1 要导入其他文件，请去掉 %2 后重新运行该命令。</translation>
    </message>
</context>
<context>
    <name>lectern::app::ExportCommand</name>
    <message>
        <source>unknown argument &quot;%1&quot;.
Usage: lectern %2</source>
        <translation>未知参数“%1”。
用法：lectern %2</translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 需要一个值。</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; use markdown, bibtex, csljson, csv, html or json.</source>
        <translation>未知格式“%1”；请使用 markdown、bibtex、csljson、csv、html 或 json。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a paper id.</source>
        <translation>“%1”不是论文 ID。</translation>
    </message>
    <message>
        <source>give one of --query, --tag, --saved or --ids, not several.</source>
        <translation>--query、--tag、--saved 和 --ids 只能给出其中一个。</translation>
    </message>
    <message>
        <source>--format is required.
Usage: lectern %1</source>
        <translation>必须给出 --format。
用法：lectern %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln papers to %1.</source>
        <translation>
            <numerusform>已将 %Ln 篇论文导出到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>export --format markdown|bibtex|csljson|csv|html|json
       [--query Q | --tag T | --saved NAME | --ids 1,2,3] [--team-notes] [-o FILE]
                                  export the library, a tag (with sub-tags), a saved
                                  search, a query or papers; stdout without -o;
                                  --team-notes adds teammates&apos; notes (team library)
</source>
        <translation>export --format markdown|bibtex|csljson|csv|html|json
       [--query Q | --tag T | --saved 名称 | --ids 1,2,3] [--team-notes] [-o 文件]
                                  导出整个文库、一个标签（含子标签）、一个已保存的
                                  搜索、一个查询或指定论文；不带 -o 时输出到标准输出；
                                  --team-notes 加上队友的笔记（团队文库）
</translation>
    </message>
</context>
<context>
    <name>lectern::app::MathCommand</name>
    <message>
        <source>lectern math: %1</source>
        <translation>lectern math：%1</translation>
    </message>
    <message>
        <source>usage: lectern math --png FILE [--dpr N] [--size PT] [--display] TEX
       lectern math --mathml [--display] TEX
       lectern math --unicode TEX
TEX is the formula without $ delimiters, e.g. &apos;\frac{1}{\sqrt{d}}&apos;.
</source>
        <translation>用法：lectern math --png 文件 [--dpr N] [--size PT] [--display] TEX
      lectern math --mathml [--display] TEX
      lectern math --unicode TEX
TEX 是不带 $ 定界符的公式，例如 &apos;\frac{1}{\sqrt{d}}&apos;。
</translation>
    </message>
    <message>
        <source>choose one of --png, --mathml, --unicode</source>
        <translation>请在 --png、--mathml、--unicode 中选择一个</translation>
    </message>
    <message>
        <source>--png needs a file name</source>
        <translation>--png 需要一个文件名</translation>
    </message>
    <message>
        <source>%1 needs a number between 0 and %L2</source>
        <translation>%1 需要一个介于 0 和 %L2 之间的数</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>choose --png, --mathml or --unicode</source>
        <translation>请选择 --png、--mathml 或 --unicode</translation>
    </message>
    <message>
        <source>give exactly one TeX formula (quote it)</source>
        <translation>请只给出一个 TeX 公式（用引号括起来）</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>--png needs a QGuiApplication (run with QT_QPA_PLATFORM=offscreen)</source>
        <translation>--png 需要 QGuiApplication（请以 QT_QPA_PLATFORM=offscreen 运行）</translation>
    </message>
    <message>
        <source>Latin Modern Math not found, drew the Unicode text instead (apt-get install fonts-lmodern)</source>
        <translation>未找到 Latin Modern Math 字体，已改为绘制 Unicode 文本（apt-get install fonts-lmodern）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2x%3 px, baseline at %4 px</source>
        <translation>%1：%2x%3 像素，基线位于 %4 像素处</translation>
    </message>
</context>
<context>
    <name>lectern::app::RecommendCommand</name>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 需要一个值。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a paper id (see `lectern list`).</source>
        <translation>“%1”不是论文 ID（见 `lectern list`）。</translation>
    </message>
    <message>
        <source>%1 needs one or more paper ids.</source>
        <translation>%1 需要一个或多个论文 ID。</translation>
    </message>
    <message>
        <source>--limit needs a positive number.</source>
        <translation>--limit 需要一个正整数。</translation>
    </message>
    <message>
        <source>usage: lectern recommend --tag TAG [--limit N] [--json] | --tag TAG --not-for ID… | --tag TAG --clear-not-for ID…</source>
        <translation>用法：lectern recommend --tag 标签 [--limit N] [--json] | --tag 标签 --not-for ID… | --tag 标签 --clear-not-for ID…</translation>
    </message>
    <message numerus="yes">
        <source>Marked %n paper(s) as not for &quot;%1&quot;.</source>
        <translation>
            <numerusform>已将 %n 篇论文标为不适合“%1”。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cleared &quot;not for %1&quot; from %n paper(s).</source>
        <translation>
            <numerusform>已清除 %n 篇论文的“不适合 %1”标记。</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: lectern similar ID [--limit N] [--json]</source>
        <translation>用法：lectern similar ID [--limit N] [--json]</translation>
    </message>
</context>
<context>
    <name>lectern::app::TeamCommand</name>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>pushed %1, pulled %2, %3 new conflicts; at sequence %4</source>
        <translation>推送 %1 项，拉取 %2 项，新冲突 %3 个；当前序号 %4</translation>
    </message>
    <message>
        <source>See them with `lectern team conflicts`.</source>
        <translation>用 `lectern team conflicts` 查看。</translation>
    </message>
    <message>
        <source>usage: lectern team status [--json]</source>
        <translation>用法：lectern team status [--json]</translation>
    </message>
    <message>
        <source>Team library &quot;%1&quot; (%2) on %3</source>
        <translation>团队文库“%1”（%2），位于 %3</translation>
    </message>
    <message>
        <source>Member: %1 (%2)</source>
        <translation>成员：%1（%2）</translation>
    </message>
    <message>
        <source>Last sync: %1, sequence %2</source>
        <translation>上次同步：%1，序号 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) waiting to be pushed</source>
        <translation>
            <numerusform>%n 项操作等待推送</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s) refused by the server (kept here)</source>
        <translation>
            <numerusform>%n 项编辑被服务器拒绝（已在本地保留）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open conflict(s)</source>
        <translation>
            <numerusform>%n 个未解决的冲突</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: lectern team conflicts [--json]</source>
        <translation>用法：lectern team conflicts [--json]</translation>
    </message>
    <message>
        <source>No conflicts.</source>
        <translation>没有冲突。</translation>
    </message>
    <message>
        <source>%1	%2 of &quot;%3&quot;: mine &quot;%4&quot;, theirs (%5) &quot;%6&quot;</source>
        <translation>%1	“%3”的%2：本地“%4”，对方（%5）“%6”</translation>
    </message>
    <message>
        <source>usage: lectern team resolve ID --keep mine|theirs</source>
        <translation>用法：lectern team resolve ID --keep mine|theirs</translation>
    </message>
    <message>
        <source>Resolved here; the choice is sent with the next sync (%1)</source>
        <translation>已在本地解决；该选择将在下次同步时发送（%1）</translation>
    </message>
    <message>
        <source>Resolved conflict %1.</source>
        <translation>已解决冲突 %1。</translation>
    </message>
    <message>
        <source>usage: lectern team members [--add ROLE USER | --remove USER]</source>
        <translation>用法：lectern team members [--add 角色 用户 | --remove 用户]</translation>
    </message>
    <message>
        <source>%1 is now %2 of the team library.</source>
        <translation>%1 现在是团队文库的%2。</translation>
    </message>
    <message>
        <source>%1 is no longer a member.</source>
        <translation>%1 已不再是成员。</translation>
    </message>
    <message>
        <source>usage: lectern team create|join|sync|status|conflicts|resolve|members …</source>
        <translation>用法：lectern team create|join|sync|status|conflicts|resolve|members …</translation>
    </message>
    <message>
        <source>usage: lectern team create URL [--name NAME] | team join URL [--library ID]</source>
        <translation>用法：lectern team create 网址 [--name 名称] | team join 网址 [--library ID]</translation>
    </message>
    <message>
        <source>Team library</source>
        <translation>团队文库</translation>
    </message>
    <message>
        <source>usage: lectern team sync [--json]</source>
        <translation>用法：lectern team sync [--json]</translation>
    </message>
    <message>
        <source>unknown team command &quot;%1&quot; (see lectern --help).</source>
        <translation>未知的 team 子命令“%1”（见 lectern --help）。</translation>
    </message>
    <message>
        <source>usage: lectern title ID TEXT | lectern title ID --clear</source>
        <translation>用法：lectern title ID 文本 | lectern title ID --clear</translation>
    </message>
    <message>
        <source>a title needs some text; use --clear to show the derived title again.</source>
        <translation>标题不能为空；用 --clear 恢复显示自动生成的标题。</translation>
    </message>
    <message>
        <source>  team create URL [--name NAME]   make this library a team library on a PostgreSQL
                                  server (postgresql://USER@HOST:PORT/DB?sslmode=…)
  team join URL [--library ID]    make an empty library a replica of a team library
  team sync [--json]              push pending edits, pull the team&apos;s changes
  team status [--json]            server, role, last sync, pending, conflicts
  team conflicts [--json]         fields changed on two sides, both values kept
  team resolve ID --keep mine|theirs
  team members [--add ROLE USER | --remove USER]
                                  list members; owners add (owner|editor|viewer)
                                  and remove them. Passwords: PGPASSWORD, ~/.pgpass
  title ID TEXT | title ID --clear
                                  set the paper&apos;s own title, or drop it
</source>
        <translation>  team create 网址 [--name 名称]   把本文库设为 PostgreSQL 服务器上的团队文库
                                  （postgresql://用户@主机:端口/数据库?sslmode=…）
  team join 网址 [--library ID]    把一个空文库设为团队文库的副本
  team sync [--json]              推送待发送的编辑，拉取团队的更改
  team status [--json]            服务器、角色、上次同步、待推送、冲突
  team conflicts [--json]         双方都改动过的字段，两个值都保留
  team resolve ID --keep mine|theirs
  team members [--add 角色 用户 | --remove 用户]
                                  列出成员；所有者可添加（owner|editor|viewer）
                                  和移除成员。密码：PGPASSWORD、~/.pgpass
  title ID 文本 | title ID --clear
                                  设置论文自己的标题，或将其删除
</translation>
    </message>
</context>
<context>
    <name>lectern::db</name>
    <message>
        <source>The Qt SQLite driver (QSQLITE) is not installed, so Lectern cannot open its library. Install the package libqt6sql6-sqlite (sudo apt install libqt6sql6-sqlite) and start Lectern again.</source>
        <translation>未安装 Qt 的 SQLite 驱动（QSQLITE），Lectern 无法打开文库。请安装 libqt6sql6-sqlite 软件包（sudo apt install libqt6sql6-sqlite），然后重新启动 Lectern。</translation>
    </message>
    <message>
        <source>%1 is a folder, not a library file. Choose a file path.</source>
        <translation>%1 是文件夹，不是文库文件。请选择一个文件路径。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the library. Check its permissions or choose another location with --db.</source>
        <translation>无法为文库创建文件夹 %1。请检查权限，或用 --db 选择其他位置。</translation>
    </message>
    <message>
        <source>Cannot open the library %1: %2</source>
        <translation>无法打开文库 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Lectern library (not an SQLite database). Choose another file with --db.</source>
        <translation>%1 不是 Lectern 文库（不是 SQLite 数据库）。请用 --db 选择其他文件。</translation>
    </message>
    <message>
        <source>Cannot read the schema version of %1.</source>
        <translation>无法读取 %1 的架构版本。</translation>
    </message>
    <message>
        <source>The library %1 was written by a newer Lectern (schema %2; this version understands up to %3). Update Lectern to open it.</source>
        <translation>文库 %1 由更新版本的 Lectern 写入（架构版本 %2；本版本最高支持 %3）。请更新 Lectern 后再打开。</translation>
    </message>
    <message>
        <source>Cannot start a transaction to upgrade the library.</source>
        <translation>无法启动升级文库所需的事务。</translation>
    </message>
    <message>
        <source>Upgrading the library to schema %1 (%2) failed: %3</source>
        <translation>将文库升级到架构版本 %1（%2）失败：%3</translation>
    </message>
    <message>
        <source>No transaction is active.</source>
        <translation>没有进行中的事务。</translation>
    </message>
    <message>
        <source>The full-text index does not match the library&apos;s text, so searches may miss papers or find the wrong ones. Run `lectern check --repair` to rebuild it.</source>
        <translation>全文索引与文库中的文本不一致，搜索可能漏掉论文或找到错误的论文。请运行 `lectern check --repair` 重建索引。</translation>
    </message>
    <message>
        <source>The library is busy (another Lectern window or command is writing to it). Try again in a moment.</source>
        <translation>文库正忙（另一个 Lectern 窗口或命令正在写入）。请稍后再试。</translation>
    </message>
    <message>
        <source>The disk is full; free some space and try again.</source>
        <translation>磁盘已满；请释放一些空间后再试。</translation>
    </message>
    <message>
        <source>The library file is read-only; check its permissions.</source>
        <translation>文库文件是只读的；请检查其权限。</translation>
    </message>
    <message>
        <source>The library could not be updated (%1).</source>
        <translation>无法更新文库（%1）。</translation>
    </message>
</context>
<context>
    <name>lectern::highlight</name>
    <message>
        <source>built-in Markdown highlighter</source>
        <translation>内置 Markdown 高亮器</translation>
    </message>
</context>
<context>
    <name>lectern::interop</name>
    <message>
        <source>Could not write the export: %1</source>
        <translation>无法写入导出内容：%1</translation>
    </message>
    <message>
        <source>Cannot export to %1: it is a folder. Give a file name.</source>
        <translation>无法导出到 %1：它是文件夹。请给出文件名。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose a folder you can write to.</source>
        <translation>无法写入 %1：%2。请选择一个有写入权限的文件夹。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing was changed there.</source>
        <translation>无法写入 %1：%2。该处未做任何更改。</translation>
    </message>
    <message>
        <source>There is no tag named &quot;%1&quot;.</source>
        <translation>没有名为“%1”的标签。</translation>
    </message>
    <message>
        <source>There is no saved search named &quot;%1&quot;.</source>
        <translation>没有名为“%1”的已保存搜索。</translation>
    </message>
    <message>
        <source>There is no paper with id %1.</source>
        <translation>没有 ID 为 %1 的论文。</translation>
    </message>
    <message>
        <source>Unknown export scope.</source>
        <translation>未知的导出范围。</translation>
    </message>
    <message>
        <source>Skipped a malformed @%1 entry: %2.</source>
        <translation>已跳过格式错误的 @%1 条目：%2。</translation>
    </message>
    <message>
        <source>%1 is not a BibTeX file: it has no @entry.</source>
        <translation>%1 不是 BibTeX 文件：其中没有 @条目。</translation>
    </message>
    <message>
        <source>the file ends after the entry type</source>
        <translation>文件在条目类型之后就结束了</translation>
    </message>
    <message>
        <source>expected { or ( after the entry type</source>
        <translation>条目类型之后应为 { 或 (</translation>
    </message>
    <message>
        <source>unbalanced braces</source>
        <translation>花括号不配对</translation>
    </message>
    <message>
        <source>a value has an unclosed brace</source>
        <translation>某个值的花括号未闭合</translation>
    </message>
    <message>
        <source>a quoted value has an unmatched }</source>
        <translation>带引号的值中有不配对的 }</translation>
    </message>
    <message>
        <source>a quoted value is not closed</source>
        <translation>带引号的值未闭合</translation>
    </message>
    <message>
        <source>a field has no value</source>
        <translation>某个字段没有值</translation>
    </message>
    <message>
        <source>The @string &quot;%1&quot; is not defined; used as empty text.</source>
        <translation>@string “%1”未定义；按空文本处理。</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; where a value should be</source>
        <translation>此处应为值，却出现了“%1”</translation>
    </message>
    <message>
        <source>@string without a name</source>
        <translation>@string 没有名称</translation>
    </message>
    <message>
        <source>the file ends in an @string</source>
        <translation>文件在 @string 中间结束</translation>
    </message>
    <message>
        <source>expected = after the @string name</source>
        <translation>@string 名称之后应为 =</translation>
    </message>
    <message>
        <source>@string is not closed</source>
        <translation>@string 未闭合</translation>
    </message>
    <message>
        <source>the entry is not closed</source>
        <translation>条目未闭合</translation>
    </message>
    <message>
        <source>expected a comma after &quot;%1&quot;</source>
        <translation>“%1”之后应为逗号</translation>
    </message>
    <message>
        <source>the entry is not closed before the next one</source>
        <translation>条目在下一个条目开始前未闭合</translation>
    </message>
    <message>
        <source>expected a field name, found &quot;%1&quot;</source>
        <translation>此处应为字段名，却出现了“%1”</translation>
    </message>
    <message>
        <source>expected = after the field &quot;%1&quot;</source>
        <translation>字段“%1”之后应为 =</translation>
    </message>
    <message>
        <source>Skipped @%1{%2}: it has neither a title nor an abstract.</source>
        <translation>已跳过 @%1{%2}：它既没有标题也没有摘要。</translation>
    </message>
    <message>
        <source>the array is not closed</source>
        <translation>数组未闭合</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (line %2: %3).</source>
        <translation>%1 不是有效的 JSON（第 %2 行：%3）。</translation>
    </message>
    <message>
        <source>Skipped item %1: %2.</source>
        <translation>已跳过第 %1 项：%2。</translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation>它不是 JSON 对象</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has neither a title nor an abstract</source>
        <translation>“%1”既没有标题也没有摘要</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>此处应为数组</translation>
    </message>
    <message>
        <source>text after the array</source>
        <translation>数组之后还有文本</translation>
    </message>
    <message>
        <source>an empty array element</source>
        <translation>数组中有空元素</translation>
    </message>
    <message>
        <source>unbalanced brackets</source>
        <translation>括号不配对</translation>
    </message>
    <message>
        <source>%1 is JSON but not CSL-JSON: no item has a title or an abstract.</source>
        <translation>%1 是 JSON 文件，但不是 CSL-JSON：没有任何一项有标题或摘要。</translation>
    </message>
    <message>
        <source>Could not write the backup: %1</source>
        <translation>无法写入备份：%1</translation>
    </message>
    <message>
        <source>%1 is not a Lectern backup.</source>
        <translation>%1 不是 Lectern 备份。</translation>
    </message>
    <message>
        <source>%1 is a version %2 backup; this Lectern reads version %3. Update Lectern to restore it.</source>
        <translation>%1 是第 %2 版的备份；此版本的 Lectern 只能读取第 %3 版。请更新 Lectern 后再恢复。</translation>
    </message>
    <message>
        <source>paper %1</source>
        <translation>论文 %1</translation>
    </message>
    <message>
        <source>Skipped paper %1 of the backup: it has no title and no abstract.</source>
        <translation>已跳过备份中的第 %1 篇论文：它没有标题也没有摘要。</translation>
    </message>
    <message>
        <source>Skipped a record with neither a title nor an abstract.</source>
        <translation>已跳过一条既没有标题也没有摘要的记录。</translation>
    </message>
    <message>
        <source>The record starting here has no ER line before the next TY; kept as it is.</source>
        <translation>从此处开始的记录在下一个 TY 之前没有 ER 行；已按原样保留。</translation>
    </message>
    <message>
        <source>An ER line without a record before it; ignored.</source>
        <translation>此 ER 行之前没有记录；已忽略。</translation>
    </message>
    <message>
        <source>A %1 line outside a record (no TY before it); ignored.</source>
        <translation>%1 行位于记录之外（之前没有 TY）；已忽略。</translation>
    </message>
    <message>
        <source>%1 is not an RIS file: it has no &quot;TY  -&quot; line.</source>
        <translation>%1 不是 RIS 文件：其中没有 &quot;TY  -&quot; 行。</translation>
    </message>
    <message>
        <source>%1 is not a file Lectern can import: it is empty or holds nothing it recognises. Lectern imports BibTeX, CSL-JSON, RIS, Lectern backups and abstract lists.</source>
        <translation>%1 不是 Lectern 可以导入的文件：它是空的，或者其内容无法识别。Lectern 可导入 BibTeX、CSL-JSON、RIS、Lectern 备份和摘要列表。</translation>
    </message>
    <message>
        <source>The JSON backup holds this library&apos;s own data; teammates&apos; notes come back with the next team sync. Choose another format to include them.</source>
        <translation>JSON 备份只包含本文库自己的数据；队友的笔记会随下一次团队同步回来。要包含它们，请选择其他格式。</translation>
    </message>
    <message>
        <source>This library is not a team library, so it has no teammates&apos; notes; export without them, or join a team library first (lectern team join URL).</source>
        <translation>此文库不是团队文库，因此没有队友的笔记；请不带它们导出，或先加入一个团队文库（lectern team join URL）。</translation>
    </message>
    <message>
        <source>%1 ends inside the entry that starts on line %2 (%3); the file looks truncated.</source>
        <translation>%1 在从第 %2 行开始的条目中间结束（%3）；文件似乎被截断了。</translation>
    </message>
    <message>
        <source>%1 ends inside the record that starts on line %2 (no ER line); the file looks truncated.</source>
        <translation>%1 在从第 %2 行开始的记录中间结束（没有 ER 行）；文件似乎被截断了。</translation>
    </message>
    <message>
        <source>the value of &quot;%1&quot; (line %2) runs on into &quot;%3 =&quot; on line %4: a { or &quot; in it is likely not closed</source>
        <translation>&quot;%1&quot; 的值（第 %2 行）一直延续到第 %4 行的 &quot;%3 =&quot;：其中的 { 或 &quot; 很可能没有闭合</translation>
    </message>
</context>
<context>
    <name>lectern::library</name>
    <message>
        <source>A library backup cannot be read ahead of the import (an internal error; please report it).</source>
        <translation>无法在导入之前预先读取文库备份（内部错误；请报告此问题）。</translation>
    </message>
    <message>
        <source>Import stopped.</source>
        <translation>导入已停止。</translation>
    </message>
    <message>
        <source>The library is busy (another Lectern is writing to it). Try again in a moment.</source>
        <translation>文库正忙（另一个 Lectern 正在写入）。请稍后再试。</translation>
    </message>
    <message>
        <source>No paper selected.</source>
        <translation>未选择论文。</translation>
    </message>
    <message>
        <source>There is no paper with id %1. Use `lectern list` to see the ids.</source>
        <translation>没有 ID 为 %1 的论文。用 `lectern list` 查看所有 ID。</translation>
    </message>
    <message>
        <source>A rating is a whole number from 0 to 5 (0 clears it).</source>
        <translation>评分是 0 到 5 的整数（0 表示清除评分）。</translation>
    </message>
    <message>
        <source>There is no tag named &quot;%1&quot;.</source>
        <translation>没有名为“%1”的标签。</translation>
    </message>
    <message>
        <source>Paper %1 has no variant %2; `lectern show %1` lists them.</source>
        <translation>论文 %1 没有版本 %2；`lectern show %1` 会列出所有版本。</translation>
    </message>
    <message>
        <source>Renaming &quot;%1&quot; to &quot;%2&quot; would give a second tag named &quot;%3&quot;; merge the tags instead.</source>
        <translation>把“%1”重命名为“%2”会产生第二个名为“%3”的标签；请改为合并标签。</translation>
    </message>
    <message>
        <source>A tag cannot be merged into itself.</source>
        <translation>标签不能合并到它自身。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour; use a name like teal or #2a9d8f.</source>
        <translation>“%1”不是颜色；请使用 teal 这样的名称或 #2a9d8f 这样的值。</translation>
    </message>
    <message>
        <source>A pinned slot is 1 to 9 (0 unpins).</source>
        <translation>固定按键为 1 到 9（0 表示取消固定）。</translation>
    </message>
    <message>
        <source>Rebuilding the full-text index failed: %1</source>
        <translation>重建全文索引失败：%1</translation>
    </message>
    <message>
        <source>A rebuilt full-text index still does not match the library, so the rebuild was undone.</source>
        <translation>重建后的全文索引仍与文库不一致，因此已撤销重建。</translation>
    </message>
    <message>
        <source>The tag name &quot;%1&quot; has an empty part; write hierarchical tags like ml/rl.</source>
        <translation>标签名“%1”中有空的部分；层级标签请写成 ml/rl 的形式。</translation>
    </message>
    <message>
        <source>The tag name &quot;%1&quot; contains a control character; use letters, digits and punctuation.</source>
        <translation>标签名“%1”含有控制字符；请使用字母、数字和标点。</translation>
    </message>
    <message>
        <source>The tag name is too long (at most 200 characters).</source>
        <translation>标签名过长（最多 200 个字符）。</translation>
    </message>
    <message>
        <source>Already imported; nothing added.</source>
        <translation>此前已导入；未添加任何内容。</translation>
    </message>
    <message>
        <source>Import cancelled; the library is unchanged.</source>
        <translation>导入已取消；文库保持不变。</translation>
    </message>
    <message>
        <source>%1: an unknown status or rating was reset.</source>
        <translation>%1：未知的阅读状态或评分已重置。</translation>
    </message>
    <message>
        <source>%1: the DOI %2 belongs to paper %3 already, which this record contradicts; kept as a separate paper without the DOI.</source>
        <translation>%1：DOI %2 已属于论文 %3，而此记录与其矛盾；已作为另一篇不带该 DOI 的论文保留。</translation>
    </message>
    <message>
        <source>Record %1</source>
        <translation>记录 %1</translation>
    </message>
    <message>
        <source>%1 is a revision of paper %2 (%3% similar); kept as another variant of it.</source>
        <translation>%1 是论文 %2 的修订版（相似度 %3%）；已作为该论文的另一个版本保留。</translation>
    </message>
    <message>
        <source>%1 has %2 as paper %3; merged into it.</source>
        <translation>%1 与论文 %3 具有%2；已合并到该论文。</translation>
    </message>
    <message>
        <source>%1: skipped the tag &quot;%2&quot;: %3</source>
        <translation>%1：已跳过标签“%2”：%3</translation>
    </message>
    <message>
        <source>Skipped the tag &quot;%1&quot;: %2</source>
        <translation>已跳过标签“%1”：%2</translation>
    </message>
    <message>
        <source>The saved search &quot;%1&quot; exists already; kept the library&apos;s.</source>
        <translation>已保存的搜索“%1”已存在；保留文库中原有的。</translation>
    </message>
    <message>
        <source>The library is not open.</source>
        <translation>文库未打开。</translation>
    </message>
    <message>
        <source>The library is busy (another Lectern is writing to it). Try the import again in a moment.</source>
        <translation>文库正忙（另一个 Lectern 正在写入）。请稍后重新导入。</translation>
    </message>
    <message>
        <source>the same abstract</source>
        <translation>相同的摘要</translation>
    </message>
    <message>
        <source>a revision of its abstract</source>
        <translation>其摘要的修订版</translation>
    </message>
    <message>
        <source>the same DOI</source>
        <translation>相同的 DOI</translation>
    </message>
    <message>
        <source>the same arXiv id</source>
        <translation>相同的 arXiv ID</translation>
    </message>
    <message>
        <source>the same title, first author and year</source>
        <translation>相同的标题、第一作者和年份</translation>
    </message>
    <message>
        <source>%1 is an abstract list in %2; abstract lists are UTF-8. Save it as UTF-8 and import it again.</source>
        <translation>%1 是 %2 编码的摘要列表；摘要列表应为 UTF-8 编码。请将其另存为 UTF-8 后重新导入。</translation>
    </message>
    <message>
        <source>There is no tag named &quot;%1&quot;: tag papers with it first (`lectern tag ID… --add TAG`).</source>
        <translation>没有名为“%1”的标签：请先为论文添加该标签（`lectern tag ID… --add 标签`）。</translation>
    </message>
    <message>
        <source>Could not check the library for changes another program made: %1. What is shown may be out of date; reopen the library to see them.</source>
        <translation>无法检查其他程序对文库所做的更改：%1。显示的内容可能已过时；请重新打开文库以查看这些更改。</translation>
    </message>
    <message>
        <source>%1 Nothing was imported; the library is unchanged.</source>
        <translation>%1 未导入任何内容；文库保持不变。</translation>
    </message>
    <message>
        <source>Could not write the fingerprint cache %1: %2. Imports still work; they read the library&apos;s texts instead.</source>
        <translation>无法写入指纹缓存 %1：%2。导入仍可进行，只是改为读取文库中的文本。</translation>
    </message>
</context>
<context>
    <name>lectern::math</name>
    <message>
        <source>nesting too deep</source>
        <translation>嵌套过深</translation>
    </message>
    <message>
        <source>\left needs a delimiter</source>
        <translation>\left 需要一个定界符</translation>
    </message>
    <message>
        <source>\left without \right</source>
        <translation>\left 没有对应的 \right</translation>
    </message>
    <message>
        <source>\%1 needs a delimiter</source>
        <translation>\%1 需要一个定界符</translation>
    </message>
    <message>
        <source>\text needs an argument</source>
        <translation>\text 需要一个参数</translation>
    </message>
    <message>
        <source>lone backslash</source>
        <translation>单独的反斜杠</translation>
    </message>
    <message>
        <source>missing &apos;]&apos;</source>
        <translation>缺少“]”</translation>
    </message>
    <message>
        <source>\substack needs a {…} argument</source>
        <translation>\substack 需要一个 {…} 参数</translation>
    </message>
    <message>
        <source>\end without \begin</source>
        <translation>\end 没有对应的 \begin</translation>
    </message>
    <message>
        <source>\%1 without \left</source>
        <translation>\%1 没有对应的 \left</translation>
    </message>
    <message>
        <source>unknown command \%1 shown as its name</source>
        <translation>未知命令 \%1，按原名显示</translation>
    </message>
    <message>
        <source>unsupported environment %1</source>
        <translation>不支持的环境 %1</translation>
    </message>
    <message>
        <source>%1 is not closed</source>
        <translation>%1 未闭合</translation>
    </message>
    <message>
        <source>%1 ended by \end{%2}</source>
        <translation>%1 被 \end{%2} 结束</translation>
    </message>
    <message>
        <source>colour model %1 is not supported</source>
        <translation>不支持颜色模型 %1</translation>
    </message>
    <message>
        <source>formula longer than %1 characters was cut</source>
        <translation>公式超过 %1 个字符，已截断</translation>
    </message>
    <message>
        <source>unbalanced &apos;%1&apos;</source>
        <translation>“%1”不配对</translation>
    </message>
    <message>
        <source>missing &apos;}&apos;</source>
        <translation>缺少“}”</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>\%1 ignored: it must follow an operator</source>
        <translation>已忽略 \%1：它必须跟在运算符之后</translation>
    </message>
    <message>
        <source>double superscript</source>
        <translation>重复的上标</translation>
    </message>
    <message>
        <source>double subscript</source>
        <translation>重复的下标</translation>
    </message>
    <message>
        <source>missing script</source>
        <translation>缺少上标或下标</translation>
    </message>
    <message>
        <source>missing argument</source>
        <translation>缺少参数</translation>
    </message>
    <message>
        <source>script where an argument was expected</source>
        <translation>此处应为参数，却出现了上标或下标</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported here</source>
        <translation>此处不支持“%1”</translation>
    </message>
</context>
<context>
    <name>lectern::models::LibraryViewsModel</name>
    <message>
        <source>All Papers</source>
        <translation>全部论文</translation>
    </message>
    <message>
        <source>Unread</source>
        <translation>未读</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>在读</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>已读</translation>
    </message>
    <message>
        <source>Rated</source>
        <translation>已评分</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln papers</source>
        <comment>library view: its paper count</comment>
        <translation>
            <numerusform>%1：%Ln 篇论文</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::models::PaperTableModel</name>
    <message>
        <source>Unread</source>
        <translation>未读</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>在读</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>已读</translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n 星</numerusform>
        </translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>未评分</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>会议/期刊</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Sort the matches by the order added; click again to reverse, a third time for best match first</source>
        <translation>按添加顺序排列匹配结果；再次点击反向排列，第三次点击按最佳匹配优先</translation>
    </message>
    <message>
        <source>Sort the matches by %1; click again to reverse, a third time for best match first</source>
        <translation>按%1排列匹配结果；再次点击反向排列，第三次点击按最佳匹配优先</translation>
    </message>
    <message>
        <source>Sort by the order added; click again to reverse</source>
        <translation>按添加顺序排列；再次点击反向排列</translation>
    </message>
    <message>
        <source>Sort by %1; click again to reverse, a third time for the order added</source>
        <translation>按%1排列；再次点击反向排列，第三次点击恢复添加顺序</translation>
    </message>
    <message>
        <source>%1, … +%2</source>
        <extracomment>The list&apos;s Authors column: the first authors, then how many more, e.g. &quot;Kowalski, Lee, … +3&quot;</extracomment>
        <translation>%1, … +%2</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>first author</source>
        <translation>第一作者</translation>
    </message>
</context>
<context>
    <name>lectern::models::SuggestionModel</name>
    <message>
        <source>The words and word pairs of this paper that weighed most in its score for %1: %2</source>
        <translation>本论文中对其在 %1 下得分贡献最大的词和词组：%2</translation>
    </message>
    <message>
        <source>How much the paper looks like the papers tagged %1 (the tag model&apos;s score; 0 is the library&apos;s average)</source>
        <translation>这篇论文与标签为 %1 的论文有多相似（标签模型的得分；0 为文库平均水平）</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
</context>
<context>
    <name>lectern::models::TagTreeModel</name>
    <message numerus="yes">
        <source>%Ln papers</source>
        <translation>
            <numerusform>%Ln 篇论文</numerusform>
        </translation>
    </message>
    <message>
        <source>Pinned: key %1 toggles it</source>
        <translation>已固定：按 %1 键切换</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Papers</source>
        <translation>论文</translation>
    </message>
</context>
<context>
    <name>lectern::recommend</name>
    <message>
        <source>The library file %1 no longer exists, so its papers&apos; words were not stored. Nothing needs doing: they are extracted again when a library is opened there.</source>
        <translation>文库文件 %1 已不存在，因此其论文的词语没有被保存。无需任何操作：在该位置打开文库时会重新提取。</translation>
    </message>
    <message>
        <source>There is no paper with id %1.</source>
        <translation>没有 ID 为 %1 的论文。</translation>
    </message>
    <message>
        <source>The library is busy (another Lectern is writing to it). Try again in a moment.</source>
        <translation>文库正忙（另一个 Lectern 正在写入）。请稍后再试。</translation>
    </message>
    <message>
        <source>No paper has the tag &quot;%1&quot; (or a sub-tag of it) yet: tag a few papers first, then ask for more like them.</source>
        <translation>还没有论文带有标签“%1”（或其子标签）：请先为几篇论文添加该标签，再请求推荐类似的论文。</translation>
    </message>
    <message>
        <source>There is no paper with id %1. Use `lectern list` to see the ids.</source>
        <translation>没有 ID 为 %1 的论文。用 `lectern list` 查看所有 ID。</translation>
    </message>
</context>
<context>
    <name>lectern::search</name>
    <message>
        <source>tag: needs a tag name, like tag:ml or tag:ml/rl.</source>
        <translation>tag: 需要标签名，例如 tag:ml 或 tag:ml/rl。</translation>
    </message>
    <message>
        <source>Unknown status “%1”: use status:unread, status:reading or status:read.</source>
        <translation>未知状态“%1”：请使用 status:unread、status:reading 或 status:read。</translation>
    </message>
    <message>
        <source>venue: needs a venue name, like venue:ICML or venue:&quot;ICML Workshop&quot;.</source>
        <translation>venue: 需要会议或期刊名，例如 venue:ICML 或 venue:&quot;ICML Workshop&quot;。</translation>
    </message>
    <message>
        <source>Invalid rating “%1”: ratings go from 0 to 5; write rating:4, rating:&gt;=4 (also =, &gt;, &lt;, &lt;=) or rating:2..4.</source>
        <translation>无效的评分“%1”：评分范围为 0 到 5；请写成 rating:4、rating:&gt;=4（也可用 =、&gt;、&lt;、&lt;=）或 rating:2..4。</translation>
    </message>
    <message>
        <source>The rating range %1..%2 is backwards: write rating:%2..%1.</source>
        <translation>评分范围 %1..%2 写反了：请写成 rating:%2..%1。</translation>
    </message>
    <message>
        <source>Invalid year “%1”: write a four-digit year, like year:2024, year:&gt;=2023 (also =, &gt;, &lt;, &lt;=) or year:2020..2024.</source>
        <translation>无效的年份“%1”：请写四位数年份，例如 year:2024、year:&gt;=2023（也可用 =、&gt;、&lt;、&lt;=）或 year:2020..2024。</translation>
    </message>
    <message>
        <source>The year range %1..%2 is backwards: write year:%2..%1.</source>
        <translation>年份范围 %1..%2 写反了：请写成 year:%2..%1。</translation>
    </message>
    <message>
        <source>%1: needs a value right after the colon, like %2.</source>
        <translation>%1: 的冒号后面需要紧跟一个值，例如 %2。</translation>
    </message>
    <message>
        <source>Unknown field “%1:”.</source>
        <translation>未知字段“%1:”。</translation>
    </message>
    <message>
        <source>A lone - excludes nothing: put it directly before what to exclude, like -survey, -&quot;case study&quot; or -tag:old.</source>
        <translation>单独的 - 不排除任何内容：请把它紧贴在要排除的内容之前，例如 -survey、-&quot;case study&quot; 或 -tag:old。</translation>
    </message>
    <message>
        <source>Unbalanced quote: remove the lone &quot; at the end, or add text and a closing &quot; after it.</source>
        <translation>引号不配对：请删除末尾单独的 &quot;，或在其后加上文字和结尾的 &quot;。</translation>
    </message>
    <message>
        <source>Unbalanced quote: add a closing &quot; after “%1”.</source>
        <translation>引号不配对：请在“%1”之后加上结尾的 &quot;。</translation>
    </message>
    <message>
        <source>Nothing to search for: “%1” contains no letters or digits.</source>
        <translation>没有可搜索的内容：“%1”中没有字母或数字。</translation>
    </message>
    <message>
        <source>Unbalanced parenthesis: the query starts with ), which has no opening (.</source>
        <translation>括号不配对：查询以 ) 开头，没有对应的 (。</translation>
    </message>
    <message>
        <source>Unbalanced parenthesis: the ) after “%1” has no opening (.</source>
        <translation>括号不配对：“%1”之后的 ) 没有对应的 (。</translation>
    </message>
    <message>
        <source>OR needs a search term on each side, but nothing follows the OR after “%1”.</source>
        <translation>OR 两边都需要搜索词，但“%1”之后的 OR 后面没有内容。</translation>
    </message>
    <message>
        <source>OR needs a search term on each side, but “OR OR” after “%1” has nothing between them.</source>
        <translation>OR 两边都需要搜索词，但“%1”之后的“OR OR”中间没有内容。</translation>
    </message>
    <message>
        <source>The query nests parentheses or exclusions more than %1 levels deep; simplify it.</source>
        <translation>查询中括号或排除的嵌套超过 %1 层；请简化查询。</translation>
    </message>
    <message>
        <source>OR needs a search term on each side, but the query starts with OR.</source>
        <translation>OR 两边都需要搜索词，但查询以 OR 开头。</translation>
    </message>
    <message>
        <source>OR needs a search term on each side, but there is none before the OR after “%1”.</source>
        <translation>OR 两边都需要搜索词，但“%1”之后的 OR 前面没有搜索词。</translation>
    </message>
    <message>
        <source>Empty parentheses after “%1”: put search terms between ( and ), or remove them.</source>
        <translation>“%1”之后是空括号：请在 ( 和 ) 之间写上搜索词，或删除括号。</translation>
    </message>
    <message>
        <source>Unbalanced parenthesis: add a closing ) after “%1”.</source>
        <translation>括号不配对：请在“%1”之后加上 )。</translation>
    </message>
    <message>
        <source>Cannot read the query.</source>
        <translation>无法解析查询。</translation>
    </message>
    <message>
        <source>Inside %1:( … ) only words, phrases, OR and - are allowed; put %2: outside the parentheses.</source>
        <translation>%1:( … ) 内只能使用词语、短语、OR 和 -；请把 %2: 放到括号外。</translation>
    </message>
    <message>
        <source>%1: cannot be used inside %2:( … ); put it outside the parentheses.</source>
        <translation>%1: 不能用在 %2:( … ) 内；请把它放到括号外。</translation>
    </message>
    <message>
        <source>%1: needs a value right after the colon, like %1:word or %1:&quot;a phrase&quot;.</source>
        <translation>%1: 的冒号后面需要紧跟一个值，例如 %1:word 或 %1:&quot;a phrase&quot;。</translation>
    </message>
    <message>
        <source>“%1*” is too short for a prefix search: type at least %2 letters or digits before the *.</source>
        <translation>“%1*”太短，无法进行前缀搜索：请在 * 之前至少输入 %2 个字母或数字。</translation>
    </message>
    <message>
        <source>The saved searches could not be read or written; the log has details.</source>
        <translation>无法读取或写入已保存的搜索；详情见日志。</translation>
    </message>
    <message>
        <source>A saved search needs a name.</source>
        <translation>已保存的搜索需要一个名称。</translation>
    </message>
    <message>
        <source>A saved search named “%1” already exists; choose another name.</source>
        <translation>名为“%1”的已保存搜索已存在；请换一个名称。</translation>
    </message>
    <message>
        <source>Cannot save “%1”: %2</source>
        <translation>无法保存“%1”：%2</translation>
    </message>
    <message>
        <source>That saved search no longer exists.</source>
        <translation>该已保存的搜索已不存在。</translation>
    </message>
    <message>
        <source>The library is busy (another Lectern window or command is writing to it). Try the search again in a moment.</source>
        <translation>文库正忙（另一个 Lectern 窗口或命令正在写入）。请稍后重新搜索。</translation>
    </message>
    <message>
        <source>Search failed because the library could not be read; the log has details.</source>
        <translation>无法读取文库，搜索失败；详情见日志。</translation>
    </message>
    <message>
        <source>Unknown field “%1:”. Use tag:, status:, rating:, venue:, year:, title:, abstract:, note:, author:, doi: or arxiv:, or put the text in quotes (&quot;%2&quot;) to search for it as words.</source>
        <translation>未知字段“%1:”。请使用 tag:、status:、rating:、venue:、year:、title:、abstract:、note:、author:、doi: 或 arxiv:，或者把文字放在引号中（&quot;%2&quot;）按词语搜索。</translation>
    </message>
    <message>
        <source>Only title:, abstract:, note: and author: take a group in parentheses; write %1:a OR %1:b instead.</source>
        <translation>只有 title:、abstract:、note: 和 author: 可以带括号分组；请改写为 %1:a OR %1:b。</translation>
    </message>
    <message>
        <source>“%1” is not a DOI: a DOI starts with 10., like doi:10.1145/3290605.3300857 or doi:https://doi.org/10.1145/3290605.3300857.</source>
        <translation>“%1”不是 DOI：DOI 以 10. 开头，例如 doi:10.1145/3290605.3300857 或 doi:https://doi.org/10.1145/3290605.3300857。</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv identifier: write arxiv:2401.01234, arxiv:hep-th/9901001 or an arxiv.org link.</source>
        <translation>“%1”不是 arXiv 标识符：请写成 arxiv:2401.01234、arxiv:hep-th/9901001 或 arxiv.org 链接。</translation>
    </message>
</context>
<context>
    <name>lectern::team</name>
    <message>
        <source>No password is stored for this server.</source>
        <translation>没有为此服务器保存密码。</translation>
    </message>
    <message>
        <source>There is no desktop keyring to keep the password in (%1).</source>
        <translation>没有可保存密码的桌面密钥环（%1）。</translation>
    </message>
    <message>
        <source>The desktop keyring refused access (%1).</source>
        <translation>桌面密钥环拒绝了访问（%1）。</translation>
    </message>
    <message>
        <source>The desktop keyring failed: %1</source>
        <translation>桌面密钥环出错：%1</translation>
    </message>
    <message>
        <source>There is no tag with id %1.</source>
        <translation>没有 ID 为 %1 的标签。</translation>
    </message>
    <message>
        <source>Cannot read the library&apos;s ids.</source>
        <translation>无法读取文库中的 ID。</translation>
    </message>
    <message>
        <source>The team server sent paper %1 in a form this Lectern cannot read.</source>
        <translation>团队服务器发送的论文 %1 格式无法被此版本的 Lectern 读取。</translation>
    </message>
    <message>
        <source>The team server sent a change of kind &quot;%1&quot; that this Lectern does not know; update Lectern.</source>
        <translation>团队服务器发送了此版本的 Lectern 无法识别的“%1”类更改；请更新 Lectern。</translation>
    </message>
    <message>
        <source>The library is busy (another Lectern is writing to it). Try again in a moment.</source>
        <translation>文库正忙（另一个 Lectern 正在写入）。请稍后再试。</translation>
    </message>
    <message>
        <source>The library is busy (another Lectern is writing to it).</source>
        <translation>文库正忙（另一个 Lectern 正在写入）。</translation>
    </message>
    <message>
        <source>Cannot read the team status.</source>
        <translation>无法读取团队状态。</translation>
    </message>
    <message>
        <source>There is no open conflict %1; `lectern team conflicts` lists them.</source>
        <translation>没有未解决的冲突 %1；`lectern team conflicts` 会列出所有冲突。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PostgreSQL address (%2). Write it as postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>“%1”不是 PostgreSQL 地址（%2）。请写成 postgresql://用户@主机:端口/数据库 的形式。</translation>
    </message>
    <message>
        <source>The Qt PostgreSQL driver (QPSQL) is not installed, so Lectern cannot reach a team library. Install the package libqt6sql6-psql and try again.</source>
        <translation>未安装 Qt 的 PostgreSQL 驱动（QPSQL），Lectern 无法连接团队文库。请安装 libqt6sql6-psql 软件包后再试。</translation>
    </message>
    <message>
        <source>Cannot reach the team server %1 (%2). Check that it runs and that you are online; your edits stay in this library and are sent at the next sync.</source>
        <translation>无法连接团队服务器 %1（%2）。请检查服务器是否在运行、网络是否连通；你的编辑保留在本文库中，将在下次同步时发送。</translation>
    </message>
    <message>
        <source>The team server %1 refused the login (%2). Check the user name and password (PGPASSWORD or ~/.pgpass), that pg_hba.conf admits you, and that the database exists.</source>
        <translation>团队服务器 %1 拒绝登录（%2）。请检查用户名和密码（PGPASSWORD 或 ~/.pgpass）、pg_hba.conf 是否允许你登录，以及数据库是否存在。</translation>
    </message>
    <message>
        <source>The connection to the team server %1 broke (%2); nothing was changed there by this step. Sync again when it is back.</source>
        <translation>与团队服务器 %1 的连接中断（%2）；此步骤未在服务器上做任何更改。连接恢复后请重新同步。</translation>
    </message>
    <message>
        <source>The team server refused %1 for %2: %3</source>
        <translation>团队服务器拒绝了 %2 的%1：%3</translation>
    </message>
    <message>
        <source>The team server failed %1: %2</source>
        <translation>团队服务器处理%1失败：%2</translation>
    </message>
    <message>
        <source>Not connected to the team server.</source>
        <translation>未连接到团队服务器。</translation>
    </message>
    <message>
        <source>a request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Cannot listen for team changes on %1.</source>
        <translation>无法在 %1 上监听团队更改。</translation>
    </message>
    <message>
        <source>The team library on %1 has schema %2, newer than this Lectern understands (%3). Update Lectern to use it.</source>
        <translation>%1 上的团队文库使用架构版本 %2，比此版本的 Lectern 所支持的（%3）更新。请更新 Lectern 后再使用。</translation>
    </message>
    <message>
        <source>Setting up the team library&apos;s schema %1 (%2) on the server failed: %3</source>
        <translation>在服务器上建立团队文库的架构版本 %1（%2）失败：%3</translation>
    </message>
    <message>
        <source>This library is not a team library. Make it one with `lectern team create URL`, or join one into an empty library with `lectern team join URL`.</source>
        <translation>本文库不是团队文库。可用 `lectern team create 网址` 将其设为团队文库，或用 `lectern team join 网址` 把团队文库加入一个空文库。</translation>
    </message>
    <message>
        <source>This library is already a team library (%1). Use `lectern team sync`.</source>
        <translation>本文库已经是团队文库（%1）。请使用 `lectern team sync`。</translation>
    </message>
    <message>
        <source>Cannot count the papers.</source>
        <translation>无法统计论文数。</translation>
    </message>
    <message>
        <source>Joining makes an empty library a replica of the team library; this one is not empty. Join with another library file: lectern --db NEW.sqlite team join URL.</source>
        <translation>加入团队文库会把一个空文库变为团队文库的副本；本文库不是空的。请用另一个文库文件加入：lectern --db 新文库.sqlite team join 网址。</translation>
    </message>
    <message>
        <source>There is no team library on %1 yet; its owner makes one with `lectern team create URL`.</source>
        <translation>%1 上还没有团队文库；由其所有者用 `lectern team create 网址` 创建。</translation>
    </message>
    <message>
        <source>%1 is not a member of %2 on %3; an owner adds members with `lectern team members --add ROLE USER`.</source>
        <translation>%1 不是 %3 上%2的成员；所有者可用 `lectern team members --add 角色 用户` 添加成员。</translation>
    </message>
    <message>
        <source>team library %1</source>
        <translation>团队文库 %1</translation>
    </message>
    <message>
        <source>any team library</source>
        <translation>任何团队文库</translation>
    </message>
    <message>
        <source>%1 is a member of several team libraries there: %2. Name one with --library ID.</source>
        <translation>%1 是该服务器上多个团队文库的成员：%2。请用 --library ID 指定一个。</translation>
    </message>
    <message>
        <source>%1 is no longer a member of the team library &quot;%2&quot; on %3. Your library is unchanged; ask an owner to add you again.</source>
        <translation>%1 已不再是 %3 上团队文库“%2”的成员。你的文库保持不变；请让所有者重新添加你。</translation>
    </message>
    <message>
        <source>%1. Nothing was changed on the server; your edits (%2) stay in this library, marked as refused.</source>
        <translation>%1。服务器上未做任何更改；你的编辑（%2）保留在本文库中，并标记为被拒绝。</translation>
    </message>
    <message>
        <source>A member&apos;s role is owner, editor or viewer.</source>
        <translation>成员的角色只能是 owner、editor 或 viewer。</translation>
    </message>
    <message>
        <source>Only an owner of the team library can remove members; %1 is %2.</source>
        <translation>只有团队文库的所有者才能移除成员；%1 是%2。</translation>
    </message>
    <message>
        <source>not a member</source>
        <translation>非成员</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a member, or is the team library&apos;s last owner (make another member owner first).</source>
        <translation>“%1”不是成员，或是团队文库的最后一位所有者（请先把另一位成员设为所有者）。</translation>
    </message>
</context>
<context>
    <name>lectern::team::ConflictsModel</name>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Shown version</source>
        <translation>显示的版本</translation>
    </message>
    <message>
        <source>Tag name</source>
        <translation>标签名</translation>
    </message>
    <message>
        <source>Tag colour</source>
        <translation>标签颜色</translation>
    </message>
    <message>
        <source>(the longest version)</source>
        <translation>（最长的版本）</translation>
    </message>
    <message>
        <source>(cleared)</source>
        <translation>（已清除）</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Paper or tag</source>
        <translation>论文或标签</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>我的</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>对方的</translation>
    </message>
    <message>
        <source>Changed by</source>
        <translation>更改者</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
</context>
<context>
    <name>lectern::team::TeamController</name>
    <message>
        <source>Team: syncing…</source>
        <translation>团队：正在同步…</translation>
    </message>
    <message>
        <source>Team: synced</source>
        <translation>团队：已同步</translation>
    </message>
    <message numerus="yes">
        <source>Team: %n pending</source>
        <translation>
            <numerusform>团队：%n 项待发送</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Team: offline, %n pending</source>
        <translation>
            <numerusform>团队：离线，%n 项待发送</numerusform>
        </translation>
    </message>
    <message>
        <source>Team: offline</source>
        <translation>团队：离线</translation>
    </message>
    <message numerus="yes">
        <source>Team: %n conflict(s)</source>
        <translation>
            <numerusform>团队：%n 个冲突</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Team: %n edit(s) refused</source>
        <translation>
            <numerusform>团队：%n 项编辑被拒绝</numerusform>
        </translation>
    </message>
    <message>
        <source>Team: password needed</source>
        <translation>团队：需要密码</translation>
    </message>
    <message>
        <source>Team: sync failed</source>
        <translation>团队：同步失败</translation>
    </message>
    <message>
        <source>This library is not a team library (File ▸ Team Library…).</source>
        <translation>本文库不是团队文库（文件 ▸ 团队文库…）。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>Team library “%1” on %2</source>
        <translation>团队文库“%1”，位于 %2</translation>
    </message>
    <message>
        <source>Member %1 (%2)</source>
        <translation>成员 %1（%2）</translation>
    </message>
    <message>
        <source>Last sync: %1</source>
        <translation>上次同步：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) waiting to be sent</source>
        <translation>
            <numerusform>%n 项操作等待发送</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s) refused by the server (kept here)</source>
        <translation>
            <numerusform>%n 项编辑被服务器拒绝（已在本地保留）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open conflict(s): File ▸ Team Library… ▸ Conflicts</source>
        <translation>
            <numerusform>%n 个未解决的冲突：文件 ▸ 团队文库… ▸ 冲突</numerusform>
        </translation>
    </message>
    <message>
        <source>No desktop keyring is running: the password is asked for each session.</source>
        <translation>没有运行桌面密钥环：每次会话都会询问密码。</translation>
    </message>
    <message>
        <source>The password was not saved (%1); Lectern asks for it next time.</source>
        <translation>密码未保存（%1）；Lectern 下次会再询问。</translation>
    </message>
    <message>
        <source>The password was not saved (%1); Lectern asks for it when the new library first syncs.</source>
        <translation>密码未保存（%1）；新文库首次同步时 Lectern 会再询问。</translation>
    </message>
    <message>
        <source>A library in memory cannot become a team library; open a library file.</source>
        <translation>内存中的文库不能成为团队文库；请打开一个文库文件。</translation>
    </message>
    <message>
        <source>This library is now the team library “%1”.</source>
        <translation>本文库现在是团队文库“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>Joined: %n paper(s) arrived.</source>
        <translation>
            <numerusform>已加入：收到 %n 篇论文。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::team::TeammateNotesModel</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>lectern::text</name>
    <message>
        <source>read error</source>
        <translation>读取错误</translation>
    </message>
    <message>
        <source>%1: line %2 is longer than %3 MiB; this does not look like a file of abstracts</source>
        <translation>%1：第 %2 行超过 %3 MiB；这看起来不像摘要文件</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: invalid UTF-8 at line %2, byte offset %3; re-save the file as UTF-8</source>
        <translation>%1：第 %2 行（字节偏移 %3）有无效的 UTF-8；请将文件重新保存为 UTF-8</translation>
    </message>
    <message>
        <source>%1: the paragraph starting at line %2 is longer than %3 MiB; this does not look like a file of abstracts</source>
        <translation>%1：从第 %2 行开始的段落超过 %3 MiB；这看起来不像摘要文件</translation>
    </message>
    <message>
        <source>%1: the file is empty; expected a header line such as &quot;ICML 2024 Papers&quot; followed by abstracts separated by blank lines</source>
        <translation>%1：文件为空；应先有一行标题（如“ICML 2024 Papers”），其后是以空行分隔的摘要</translation>
    </message>
    <message>
        <source>no abstracts after the header &quot;%1&quot;; nothing to import</source>
        <translation>标题“%1”之后没有摘要；没有可导入的内容</translation>
    </message>
    <message>
        <source>header &quot;%1&quot; names no venue and year (expected e.g. &quot;ICML 2024 Papers&quot;); kept as-is, papers get no venue or year</source>
        <translation>标题“%1”中没有会议和年份（应为如“ICML 2024 Papers”的形式）；按原样保留，论文没有会议和年份</translation>
    </message>
    <message>
        <source>%1: the device is not open for reading</source>
        <translation>%1：设备未以读取方式打开</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2. Check that the file exists and is readable.</source>
        <translation>无法读取 %1：%2。请检查文件是否存在且可读。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is not a text file (it contains binary data). Lectern imports BibTeX, CSL-JSON, RIS, Lectern backups and abstract lists.</source>
        <translation>%1 不是文本文件（含有二进制数据）。Lectern 可导入 BibTeX、CSL-JSON、RIS、Lectern 备份和摘要列表。</translation>
    </message>
    <message>
        <source>Read as %1, as its &quot;% Encoding&quot; line says.</source>
        <translation>已按其 &quot;% Encoding&quot; 行所写的 %1 编码读取。</translation>
    </message>
    <message>
        <source>Read as %1: the file is not valid UTF-8 (first invalid byte near offset %2).</source>
        <translation>已按 %1 编码读取：文件不是有效的 UTF-8（第一个无效字节在偏移量 %2 附近）。</translation>
    </message>
</context>
<context>
    <name>lectern::ui::DetailPane</name>
    <message>
        <source>Paper details</source>
        <translation>论文详情</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Edit the title (F2); Enter saves, Esc cancels; empty restores the derived title</source>
        <translation>编辑标题（F2）；Enter 保存，Esc 取消；清空则恢复自动生成的标题</translation>
    </message>
    <message>
        <source>No paper selected</source>
        <translation>未选择论文</translation>
    </message>
    <message>
        <source>Venue and year</source>
        <translation>会议/期刊和年份</translation>
    </message>
    <message>
        <source>Unread</source>
        <translation>未读</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>在读</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>已读</translation>
    </message>
    <message>
        <source>Reading status</source>
        <translation>阅读状态</translation>
    </message>
    <message>
        <source>Reading status (u unread, i reading, r read)</source>
        <translation>阅读状态（u 未读，i 在读，r 已读）</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>未评分</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Rating (Ctrl+0 … Ctrl+5)</source>
        <translation>评分（Ctrl+0 … Ctrl+5）</translation>
    </message>
    <message>
        <source>Abstract</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Sources (%1)</source>
        <translation>来源（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n versions merged</source>
        <translation>
            <numerusform>已合并 %n 个版本</numerusform>
        </translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters</source>
        <translation>
            <numerusform>%Ln 个字符</numerusform>
        </translation>
    </message>
    <message>
        <source>(shown)</source>
        <translation>（当前显示）</translation>
    </message>
    <message>
        <source>Show this version</source>
        <translation>显示此版本</translation>
    </message>
    <message>
        <source>, paragraph %1, line %2</source>
        <translation>，第 %1 段，第 %2 行</translation>
    </message>
    <message numerus="yes">
        <source>%n papers selected: status, rating and tags apply to all.</source>
        <translation>
            <numerusform>已选择 %n 篇论文：状态、评分和标签将应用于全部所选论文。</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click or F2 to edit</source>
        <translation>双击或按 F2 编辑</translation>
    </message>
    <message>
        <source>Show the papers found by %1</source>
        <translation>显示按 %1 找到的论文</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>arXiv</source>
        <translation>arXiv</translation>
    </message>
    <message>
        <source>Copy citation key</source>
        <translation>复制引用键</translation>
    </message>
    <message>
        <source>Copy BibTeX</source>
        <translation>复制 BibTeX</translation>
    </message>
    <message>
        <source>Could not copy the citation key: %1</source>
        <translation>无法复制引用键：%1</translation>
    </message>
    <message>
        <source>Copied the citation key %1.</source>
        <translation>已复制引用键 %1。</translation>
    </message>
    <message>
        <source>Could not copy the BibTeX entry: %1</source>
        <translation>无法复制 BibTeX 条目：%1</translation>
    </message>
    <message>
        <source>Copied the BibTeX entry %1.</source>
        <translation>已复制 BibTeX 条目 %1。</translation>
    </message>
    <message>
        <source>Suggested for %1</source>
        <translation>为 %1 推荐</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>得分 %1</translation>
    </message>
    <message>
        <source>Why it is suggested for %1</source>
        <translation>为什么推荐给 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n words and word pairs, by what they added to the score</source>
        <translation>
            <numerusform>%n 个词和词组，按其对得分的贡献排列</numerusform>
        </translation>
    </message>
    <message>
        <source>Similar papers (%1)</source>
        <translation>相似论文（%1）</translation>
    </message>
    <message>
        <source>Similar papers</source>
        <translation>相似论文</translation>
    </message>
    <message>
        <source>Finding the papers closest to this one…</source>
        <translation>正在查找与本文最接近的论文…</translation>
    </message>
    <message>
        <source>No paper shares enough words with this one.</source>
        <translation>没有论文与本文有足够多的共同词语。</translation>
    </message>
    <message>
        <source>Show this paper</source>
        <translation>显示这篇论文</translation>
    </message>
</context>
<context>
    <name>lectern::ui::ExportDialog</name>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export papers</source>
        <translation>导出论文</translation>
    </message>
    <message>
        <source>Markdown reading list (.md)</source>
        <translation>Markdown 阅读列表 (.md)</translation>
    </message>
    <message>
        <source>BibTeX (.bib)</source>
        <translation>BibTeX (.bib)</translation>
    </message>
    <message>
        <source>CSL-JSON (.json)</source>
        <translation>CSL-JSON (.json)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (.csv)</source>
        <translation>CSV 电子表格 (.csv)</translation>
    </message>
    <message>
        <source>HTML page (.html)</source>
        <translation>HTML 网页 (.html)</translation>
    </message>
    <message>
        <source>Lectern JSON backup (.json)</source>
        <translation>Lectern JSON 备份 (.json)</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Whole library</source>
        <translation>整个文库</translation>
    </message>
    <message>
        <source>Selected papers (none selected)</source>
        <translation>所选论文（未选择）</translation>
    </message>
    <message numerus="yes">
        <source>Selected papers (%Ln)</source>
        <translation>
            <numerusform>所选论文（%Ln 篇）</numerusform>
        </translation>
    </message>
    <message>
        <source>Tag and its sub-tags</source>
        <translation>标签及其子标签</translation>
    </message>
    <message>
        <source>Saved search</source>
        <translation>已保存的搜索</translation>
    </message>
    <message>
        <source>Current search (none)</source>
        <translation>当前搜索（无）</translation>
    </message>
    <message>
        <source>Current search: %1</source>
        <translation>当前搜索：%1</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Tag or saved search</source>
        <translation>标签或已保存的搜索</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Destination file</source>
        <translation>目标文件</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>要写入的文件</translation>
    </message>
    <message>
        <source>Export error</source>
        <translation>导出错误</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Scope:</source>
        <translation>范围(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>目标(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Preview:</source>
        <translation>预览(&amp;P)：</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>导出到</translation>
    </message>
    <message>
        <source>%1 files (*.%2);;All files (*)</source>
        <translation>%1 文件 (*.%2);;所有文件 (*)</translation>
    </message>
    <message>
        <source>No tags</source>
        <translation>没有标签</translation>
    </message>
    <message>
        <source>No saved searches</source>
        <translation>没有已保存的搜索</translation>
    </message>
    <message numerus="yes">
        <source>%Ln papers</source>
        <translation>
            <numerusform>%Ln 篇论文</numerusform>
        </translation>
    </message>
    <message>
        <source>… (the preview shows the start of the export)</source>
        <translation>…（预览只显示导出内容的开头）</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>请选择要导出到的文件。</translation>
    </message>
    <message>
        <source>Include &amp;teammates&apos; notes</source>
        <translation>包含队友的笔记(&amp;T)</translation>
    </message>
    <message>
        <source>Include teammates&apos; notes</source>
        <translation>包含队友的笔记</translation>
    </message>
    <message>
        <source>Only a team library has teammates&apos; notes.</source>
        <translation>只有团队文库才有队友的笔记。</translation>
    </message>
    <message>
        <source>The JSON backup holds this library&apos;s own data only.</source>
        <translation>JSON 备份只包含本文库自己的数据。</translation>
    </message>
    <message>
        <source>Each teammate&apos;s note on a paper, with their name and the time, as the last sync brought it.</source>
        <translation>每位队友对这篇论文的笔记，附姓名和时间，以上次同步带来的为准。</translation>
    </message>
</context>
<context>
    <name>lectern::ui::ImportController</name>
    <message>
        <source>Import cancelled; the library is unchanged.</source>
        <translation>导入已取消；文库保持不变。</translation>
    </message>
</context>
<context>
    <name>lectern::ui::ImportFlow</name>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>All supported files (*.txt *.md *.bib *.json *.ris);;Abstract lists (*.txt *.md);;BibTeX (*.bib);;CSL-JSON or Lectern backup (*.json);;RIS (*.ris);;All files (*)</source>
        <translation>所有支持的文件 (*.txt *.md *.bib *.json *.ris);;摘要列表 (*.txt *.md);;BibTeX (*.bib);;CSL-JSON 或 Lectern 备份 (*.json);;RIS (*.ris);;所有文件 (*)</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>已有导入正在进行。</translation>
    </message>
    <message numerus="yes">
        <source>Importing %Ln files…</source>
        <translation>
            <numerusform>正在导入 %Ln 个文件…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation>导入失败</translation>
    </message>
    <message numerus="yes">
        <source>Import the Other %Ln Files</source>
        <translation>
            <numerusform>导入其余 %Ln 个文件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::ui::ImportSummaryDialog</name>
    <message numerus="yes">
        <source>%Ln files read</source>
        <translation>
            <numerusform>已读取 %Ln 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln already imported before)</source>
        <comment>files read (files skipped)</comment>
        <translation>
            <numerusform>%1（其中 %Ln 个以前已导入）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new papers</source>
        <translation>
            <numerusform>新增 %Ln 篇论文</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln merged into existing papers</source>
        <translation>
            <numerusform>%Ln 篇合并到已有论文</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln near duplicates)</source>
        <comment>merged (near duplicates among them)</comment>
        <translation>
            <numerusform>%1（其中近似重复 %Ln 篇）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln records skipped (could not be read; see below)</source>
        <translation>
            <numerusform>跳过 %Ln 条记录（无法读取；见下方）</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Finished</source>
        <translation>导入完成</translation>
    </message>
    <message>
        <source>Import summary</source>
        <translation>导入摘要</translation>
    </message>
    <message>
        <source>Import counts</source>
        <translation>导入统计</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Import diagnostics</source>
        <translation>导入诊断信息</translation>
    </message>
    <message>
        <source>No problems were found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln diagnostics:</source>
        <translation>
            <numerusform>%Ln 条诊断信息：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lectern::ui::LibraryEditor</name>
    <message>
        <source>Edit Title</source>
        <translation>编辑标题</translation>
    </message>
    <message>
        <source>Mark as Unread</source>
        <translation>标为未读</translation>
    </message>
    <message>
        <source>Mark as Reading</source>
        <translation>标为在读</translation>
    </message>
    <message>
        <source>Mark as Read</source>
        <translation>标为已读</translation>
    </message>
    <message numerus="yes">
        <source>Rate %n Stars</source>
        <translation>
            <numerusform>评为 %n 星</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear Rating</source>
        <translation>清除评分</translation>
    </message>
    <message>
        <source>Add Tag “%1”</source>
        <translation>添加标签“%1”</translation>
    </message>
    <message>
        <source>Remove Tag “%1”</source>
        <translation>移除标签“%1”</translation>
    </message>
    <message>
        <source>Show Another Version</source>
        <translation>显示另一个版本</translation>
    </message>
    <message>
        <source>Rename Tag “%1”</source>
        <translation>重命名标签“%1”</translation>
    </message>
    <message>
        <source>There is no tag named “%1”.</source>
        <translation>没有名为“%1”的标签。</translation>
    </message>
    <message>
        <source>Merge Tag “%1” into “%2”</source>
        <translation>将标签“%1”合并到“%2”</translation>
    </message>
    <message>
        <source>Delete Tag “%1”</source>
        <translation>删除标签“%1”</translation>
    </message>
    <message>
        <source>Recolour Tag “%1”</source>
        <translation>更改标签“%1”的颜色</translation>
    </message>
    <message>
        <source>Pin Tag “%1”</source>
        <translation>固定标签“%1”</translation>
    </message>
    <message>
        <source>Unpin Tag “%1”</source>
        <translation>取消固定标签“%1”</translation>
    </message>
    <message>
        <source>Title restored</source>
        <translation>已恢复标题</translation>
    </message>
    <message>
        <source>Title saved</source>
        <translation>已保存标题</translation>
    </message>
    <message numerus="yes">
        <source>Marked %n papers unread</source>
        <translation>
            <numerusform>已将 %n 篇论文标为未读</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Marked %n papers reading</source>
        <translation>
            <numerusform>已将 %n 篇论文标为在读</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Marked %n papers read</source>
        <translation>
            <numerusform>已将 %n 篇论文标为已读</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated %n papers %1</source>
        <comment>%1: the rating, e.g. 3 stars</comment>
        <translation>
            <numerusform>已将 %n 篇论文评为%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n 星</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rating cleared on %n papers</source>
        <translation>
            <numerusform>已清除 %n 篇论文的评分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tagged %n papers %1</source>
        <comment>%1: the tag</comment>
        <translation>
            <numerusform>已为 %n 篇论文添加标签 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed tag %1 from %n papers</source>
        <comment>%1: the tag</comment>
        <translation>
            <numerusform>已从 %n 篇论文移除标签 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Note saved</source>
        <translation>已保存笔记</translation>
    </message>
    <message>
        <source>Showing another version</source>
        <translation>正在显示另一个版本</translation>
    </message>
    <message>
        <source>Renamed tag %1 to %2</source>
        <translation>已将标签 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>Merged tag %1 into %2</source>
        <translation>已将标签 %1 合并到 %2</translation>
    </message>
    <message>
        <source>Deleted tag %1</source>
        <translation>已删除标签 %1</translation>
    </message>
    <message>
        <source>Recoloured tag %1</source>
        <translation>已更改标签 %1 的颜色</translation>
    </message>
    <message>
        <source>Pinned %1 to key %2</source>
        <translation>已将 %1 固定到按键 %2</translation>
    </message>
    <message>
        <source>Unpinned %1</source>
        <translation>已取消固定 %1</translation>
    </message>
    <message numerus="yes">
        <source>Marked %n papers not for %1</source>
        <comment>%1: the tag</comment>
        <translation>
            <numerusform>已将 %n 篇论文标为不属于 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not for “%1”</source>
        <translation>不属于“%1”</translation>
    </message>
</context>
<context>
    <name>lectern::ui::MainWindow</name>
    <message>
        <source>Lectern</source>
        <translation>Lectern</translation>
    </message>
    <message>
        <source>Paper count</source>
        <translation>论文数</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>查找(&amp;F)</translation>
    </message>
    <message>
        <source>In the list: clear the search, keeping the paper</source>
        <translation>在列表中：清除搜索，保留当前论文</translation>
    </message>
    <message>
        <source>&amp;Save Search…</source>
        <translation>保存搜索(&amp;S)…</translation>
    </message>
    <message>
        <source>Edit &amp;Title</source>
        <translation>编辑标题(&amp;T)</translation>
    </message>
    <message>
        <source>Add &amp;Tag…</source>
        <translation>添加标签(&amp;A)…</translation>
    </message>
    <message>
        <source>Edit &amp;Note</source>
        <translation>编辑笔记(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>论文(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Paper</source>
        <translation>下一篇论文(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Paper</source>
        <translation>上一篇论文(&amp;P)</translation>
    </message>
    <message>
        <source>Mark &amp;Unread</source>
        <translation>标为未读(&amp;U)</translation>
    </message>
    <message>
        <source>Mark Readin&amp;g</source>
        <translation>标为在读(&amp;G)</translation>
    </message>
    <message>
        <source>Mark &amp;Read</source>
        <translation>标为已读(&amp;R)</translation>
    </message>
    <message>
        <source>R&amp;ate</source>
        <translation>评分(&amp;A)</translation>
    </message>
    <message>
        <source>Clear Rating</source>
        <translation>清除评分</translation>
    </message>
    <message numerus="yes">
        <source>%n Stars</source>
        <translation>
            <numerusform>%n 星</numerusform>
        </translation>
    </message>
    <message>
        <source>Toggle &amp;Pinned Tag</source>
        <translation>切换固定标签(&amp;T)</translation>
    </message>
    <message>
        <source>Pinned Tag %1</source>
        <translation>固定标签 %1</translation>
    </message>
    <message>
        <source>Pinned Tag %1 (none)</source>
        <translation>固定标签 %1（无）</translation>
    </message>
    <message>
        <source>Toggle “%1”</source>
        <translation>切换“%1”</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Show &amp;All Papers</source>
        <translation>显示全部论文(&amp;A)</translation>
    </message>
    <message>
        <source>Note &amp;Preview</source>
        <translation>笔记预览(&amp;P)</translation>
    </message>
    <message>
        <source>Sort by &amp;Relevance</source>
        <translation>按相关度排序(&amp;R)</translation>
    </message>
    <message>
        <source>Show the search&apos;s best matches first</source>
        <translation>把最匹配的搜索结果排在前面</translation>
    </message>
    <message>
        <source>&amp;Sources</source>
        <translation>来源(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Lectern</source>
        <translation>关于 Lectern(&amp;A)</translation>
    </message>
    <message>
        <source>About Lectern</source>
        <translation>关于 Lectern</translation>
    </message>
    <message>
        <source>Next pane</source>
        <translation>下一个窗格</translation>
    </message>
    <message>
        <source>Extend the selection</source>
        <translation>扩展选择</translation>
    </message>
    <message>
        <source>Select all papers shown</source>
        <translation>选择显示的全部论文</translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln papers</source>
        <comment>shown of total</comment>
        <translation>
            <numerusform>%L1 / %Ln 篇论文</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln papers</source>
        <translation>
            <numerusform>%Ln 篇论文</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, best match first</source>
        <translation>%1，最佳匹配优先</translation>
    </message>
    <message>
        <source>Click a column header to sort the matches by it; a third click, or View ▸ Sort by Relevance, for best match first</source>
        <translation>点击列标题按该列排列匹配结果；点击第三次或选择“视图 ▸ 按相关度排序”恢复最佳匹配优先</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln papers to %1</source>
        <translation>
            <numerusform>已将 %Ln 篇论文导出到 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n files given were not imported.</source>
        <translation>
            <numerusform>给出的 %n 个文件未导入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Open the Library</source>
        <translation>无法打开文库</translation>
    </message>
    <message>
        <source>Showing the papers tagged %1 · All papers: Ctrl+Shift+A</source>
        <translation>正在显示标签为 %1 的论文 · 全部论文：Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Undone: %1 · Redo: %2</source>
        <translation>已撤销：%1 · 重做：%2</translation>
    </message>
    <message>
        <source>Redone: %1 · Undo: %2</source>
        <translation>已重做：%1 · 撤销：%2</translation>
    </message>
    <message>
        <source>Type a tag: Return adds it, Esc goes back to the list</source>
        <translation>输入标签：按 Return 添加，按 Esc 返回列表</translation>
    </message>
    <message>
        <source>E&amp;xtend Selection Down</source>
        <translation>向下扩展选择(&amp;X)</translation>
    </message>
    <message>
        <source>Extend Selection U&amp;p</source>
        <translation>向上扩展选择(&amp;P)</translation>
    </message>
    <message>
        <source>Mark Read, &amp;Next Unread</source>
        <translation>标为已读并转到下一篇未读(&amp;N)</translation>
    </message>
    <message>
        <source>Pinned &amp;Tags…</source>
        <translation>固定标签(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Two-Line Rows</source>
        <translation>双行显示(&amp;T)</translation>
    </message>
    <message>
        <source>Show each paper&apos;s first sentence under its title</source>
        <translation>在每篇论文的标题下显示摘要的第一句</translation>
    </message>
    <message>
        <source>Lectern %1
Triage research-paper abstracts into reading lists with notes.

Syntax highlighting: %2
Qt %3

Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Lectern %1
筛选研究论文摘要，整理成带笔记的阅读列表。

语法高亮：%2
Qt %3

自由软件，以 GNU 通用公共许可证第 3 版或更高版本发布。</translation>
    </message>
    <message>
        <source>Text fields and the list</source>
        <translation>文本框与列表</translation>
    </message>
    <message>
        <source>In any text field (search, tag, title, note): back to the list</source>
        <translation>在任意文本框（搜索、标签、标题、笔记）中：返回列表</translation>
    </message>
    <message>
        <source>In the search field: go to the first result</source>
        <translation>在搜索框中：转到第一个结果</translation>
    </message>
    <message>
        <source>In the search field: go to the results</source>
        <translation>在搜索框中：转到结果列表</translation>
    </message>
    <message>
        <source>In the tag field: add the tag, back to the list</source>
        <translation>在标签框中：添加标签并返回列表</translation>
    </message>
    <message>
        <source>In the title: save it, back to the list</source>
        <translation>在标题中：保存标题并返回列表</translation>
    </message>
    <message>
        <source>Single keys (j, k, r, t, n, 1–9, …) act on the current paper, or on every selected paper, whenever no text field has the focus. In a text field (search, tag, title, note) keys are typed as text. Esc in any text field goes back to the paper list; Return does too where it finishes the field&apos;s job: the tag is added, the title saved, the search accepted (to its first result). ↓ in the search field goes to the results.</source>
        <translation>没有文本框获得焦点时，单个按键（j、k、r、t、n、1–9 等）作用于当前论文，或作用于所有选中的论文。在文本框（搜索、标签、标题、笔记）中，按键作为文字输入。在任意文本框中按 Esc 返回论文列表；在能完成该文本框任务的地方按 Return 也会返回：添加标签、保存标题、确认搜索（转到第一个结果）。在搜索框中按 ↓ 转到结果列表。</translation>
    </message>
    <message>
        <source>No tag is pinned to %1. Pin one: p (Paper ▸ Toggle Pinned Tag ▸ Pinned Tags…)</source>
        <translation>按键 %1 没有固定标签。固定一个：按 p（论文 ▸ 切换固定标签 ▸ 固定标签…）</translation>
    </message>
    <message>
        <source>Marked read · No unread paper below · Undo: %1</source>
        <translation>已标为已读 · 下方没有未读论文 · 撤销：%1</translation>
    </message>
    <message>
        <source>%1 · Undo: %2</source>
        <translation>%1 · 撤销：%2</translation>
    </message>
    <message>
        <source>%1, more coming</source>
        <translation>%1，正在加载更多</translation>
    </message>
    <message>
        <source>Copy Citation &amp;Key</source>
        <translation>复制引用键(&amp;K)</translation>
    </message>
    <message>
        <source>Copy &amp;BibTeX</source>
        <translation>复制 BibTeX(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Suggested for Tag</source>
        <translation>标签推荐(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Add to the Suggested Tag</source>
        <translation>添加到推荐的标签(&amp;A)</translation>
    </message>
    <message>
        <source>Not &amp;for This Tag</source>
        <translation>不属于此标签(&amp;F)</translation>
    </message>
    <message>
        <source>Si&amp;milar Papers</source>
        <translation>相似论文(&amp;M)</translation>
    </message>
    <message>
        <source>Showing all papers, to show the one chosen</source>
        <translation>正在显示全部论文，以便显示所选论文</translation>
    </message>
    <message>
        <source>Updated with the changes another program made to the library.</source>
        <translation>已载入其他程序对文库所做的更改。</translation>
    </message>
    <message>
        <source>More like these: the papers that look like the papers of the selected tag, the tag searched for, or the current paper&apos;s tag</source>
        <translation>更多类似论文：与所选标签、搜索中的标签或当前论文的标签下的论文相似的论文</translation>
    </message>
    <message numerus="yes">
        <source>%Ln suggested for %1</source>
        <comment>the Suggested list&apos;s papers</comment>
        <translation>
            <numerusform>为 %1 推荐 %Ln 篇</numerusform>
        </translation>
    </message>
    <message>
        <source>the tag “%1”</source>
        <translation>标签“%1”</translation>
    </message>
    <message>
        <source>the view “%1”</source>
        <translation>视图“%1”</translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>Joins the places a search looks in: &quot;the tag “ml” and the view “Reading”&quot;</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>No paper matches “%1”.</source>
        <translation>没有与“%1”匹配的论文。</translation>
    </message>
    <message>
        <source>No paper in %1 yet.</source>
        <translation>%1中还没有论文。</translation>
    </message>
    <message>
        <source>No papers yet. Import abstract lists, BibTeX, RIS or CSL-JSON files with File ▸ Import, or drop them here.</source>
        <translation>还没有论文。用“文件 ▸ 导入”导入摘要列表、BibTeX、RIS 或 CSL-JSON 文件，或把文件拖放到这里。</translation>
    </message>
    <message>
        <source>S&amp;earch All Papers</source>
        <translation>在全部论文中搜索(&amp;E)</translation>
    </message>
    <message>
        <source>No paper in %1 matches “%2”. %3 searches all papers.</source>
        <translation>%1中没有与“%2”匹配的论文。按 %3 在全部论文中搜索。</translation>
    </message>
</context>
<context>
    <name>lectern::ui::NotesPane</name>
    <message>
        <source>Notes</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Show the rendered note beside the editor</source>
        <translation>在编辑器旁显示渲染后的笔记</translation>
    </message>
    <message>
        <source>Show note preview</source>
        <translation>显示笔记预览</translation>
    </message>
    <message>
        <source>Note editor</source>
        <translation>笔记编辑器</translation>
    </message>
    <message>
        <source>Note preview</source>
        <translation>笔记预览</translation>
    </message>
    <message>
        <source>Notes in Markdown, math as $…$ (n to focus, Esc to go back to the list). Saved as you type.</source>
        <translation>笔记使用 Markdown，数学公式写作 $…$（按 n 进入，按 Esc 返回列表）。输入时自动保存。</translation>
    </message>
</context>
<context>
    <name>lectern::ui::PaperListView</name>
    <message>
        <source>Papers</source>
        <translation>论文</translation>
    </message>
    <message>
        <source>Reset Column Layout</source>
        <translation>重置列布局</translation>
    </message>
</context>
<context>
    <name>lectern::ui::PinnedTagsDialog</name>
    <message>
        <source>Pinned Tags</source>
        <translation>固定标签</translation>
    </message>
    <message>
        <source>Keys 1–9 add the tag to the selected papers, or remove it when they all have it.</source>
        <translation>按键 1–9 为选中的论文添加对应标签；若这些论文都已有该标签，则将其移除。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Tag for key %1</source>
        <translation>按键 %1 的标签</translation>
    </message>
    <message>
        <source>Key &amp;%1</source>
        <translation>按键 &amp;%1</translation>
    </message>
    <message>
        <source>There is no tag named “%1” (key %2). Add it to a paper first (t), or pick one from the list.</source>
        <translation>没有名为“%1”的标签（按键 %2）。请先为某篇论文添加该标签（t），或从列表中选择一个。</translation>
    </message>
    <message>
        <source>Set Pinned Tags</source>
        <translation>设置固定标签</translation>
    </message>
</context>
<context>
    <name>lectern::ui::RecommendUi</name>
    <message>
        <source>Ranking the papers not tagged %1 by how much they look like its papers…</source>
        <translation>正在按与 %1 的论文的相似程度为未加该标签的论文排序…</translation>
    </message>
    <message>
        <source>No paper left to suggest for %1.</source>
        <translation>没有可推荐给 %1 的论文了。</translation>
    </message>
    <message numerus="yes">
        <source>Suggested for %1: the %n papers not tagged with it that look most like its papers, best first · a: add to %1 · x: not for %1 · m: back to the list</source>
        <translation>
            <numerusform>为 %1 推荐：尚未加该标签、与其论文最相似的 %n 篇论文，最相似的在前 · a：添加到 %1 · x：不属于 %1 · m：返回列表</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a tag in the sidebar, or a tagged paper, first: Suggested shows the papers that look like the tag&apos;s papers.</source>
        <translation>请先在侧边栏中选择一个标签，或选择一篇带标签的论文：推荐会显示与该标签的论文相似的论文。</translation>
    </message>
    <message>
        <source>Suggested for Which Tag?</source>
        <translation>为哪个标签推荐？</translation>
    </message>
    <message>
        <source>The tag %1 is not in the sidebar.</source>
        <translation>侧边栏中没有标签 %1。</translation>
    </message>
</context>
<context>
    <name>lectern::ui::SearchBar</name>
    <message>
        <source>Search (/)   e.g. diffusion tag:ml status:unread rating:&gt;=3 &quot;exact phrase&quot;</source>
        <translation>搜索 (/)   例如 diffusion tag:ml status:unread rating:&gt;=3 &quot;精确短语&quot;</translation>
    </message>
    <message>
        <source>Search papers</source>
        <translation>搜索论文</translation>
    </message>
    <message>
        <source>Search error</source>
        <translation>搜索错误</translation>
    </message>
</context>
<context>
    <name>lectern::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
</context>
<context>
    <name>lectern::ui::Sidebar</name>
    <message>
        <source>Library views</source>
        <translation>文库视图</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Select a tag to filter the list (sub-tags included). Drop papers on a tag to tag them. Right-click for more.</source>
        <translation>选择标签以筛选列表（包括子标签）。把论文拖放到标签上即可添加该标签。右键单击查看更多操作。</translation>
    </message>
    <message>
        <source>Saved searches</source>
        <translation>已保存的搜索</translation>
    </message>
    <message>
        <source>Click to run; Edit ▸ Save Search (Ctrl+S) adds the current one</source>
        <translation>点击即可运行；“编辑 ▸ 保存搜索”（Ctrl+S）可添加当前搜索</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>文库</translation>
    </message>
    <message>
        <source>Saved Searches</source>
        <translation>已保存的搜索</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Merge Into…</source>
        <translation>合并到…</translation>
    </message>
    <message>
        <source>Colour…</source>
        <translation>颜色…</translation>
    </message>
    <message>
        <source>Pin to Key</source>
        <translation>绑定到按键</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>取消固定</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Rename Tag</source>
        <translation>重命名标签</translation>
    </message>
    <message>
        <source>New name for “%1” (sub-tags follow):</source>
        <translation>“%1”的新名称（子标签随之更改）：</translation>
    </message>
    <message>
        <source>Merge Tag</source>
        <translation>合并标签</translation>
    </message>
    <message>
        <source>Merge “%1” into:</source>
        <translation>将“%1”合并到：</translation>
    </message>
    <message>
        <source>Colour of “%1”</source>
        <translation>“%1”的颜色</translation>
    </message>
    <message>
        <source>Delete Tag</source>
        <translation>删除标签</translation>
    </message>
    <message>
        <source>Delete the tag “%1” and its sub-tags from every paper? You can undo this.</source>
        <translation>从所有论文中删除标签“%1”及其子标签？此操作可以撤销。</translation>
    </message>
    <message>
        <source>Save Search</source>
        <translation>保存搜索</translation>
    </message>
    <message>
        <source>Name for “%1”:</source>
        <translation>“%1”的名称：</translation>
    </message>
    <message>
        <source>Rename Saved Search</source>
        <translation>重命名已保存的搜索</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove Saved Search</source>
        <translation>移除已保存的搜索</translation>
    </message>
    <message>
        <source>Suggested for the selected tag</source>
        <translation>为所选标签推荐</translation>
    </message>
    <message>
        <source>✦ Suggested: select a tag</source>
        <translation>✦ 推荐：请选择一个标签</translation>
    </message>
    <message>
        <source>✦ Suggested for %1</source>
        <translation>✦ 为 %1 推荐</translation>
    </message>
    <message>
        <source>Papers not tagged yet that look like the selected tag&apos;s papers, best first, with the words that weighed most (m)</source>
        <translation>尚未加标签、与所选标签的论文相似的论文，最相似的在前，并列出影响最大的词（m）</translation>
    </message>
    <message>
        <source>Suggested Papers</source>
        <translation>推荐论文</translation>
    </message>
</context>
<context>
    <name>lectern::ui::SuggestionsView</name>
    <message>
        <source>Suggested papers</source>
        <translation>推荐论文</translation>
    </message>
</context>
<context>
    <name>lectern::ui::TagChipBar</name>
    <message>
        <source>Add tag… (t)</source>
        <translation>添加标签…（t）</translation>
    </message>
    <message>
        <source>Add tag</source>
        <translation>添加标签</translation>
    </message>
    <message>
        <source>Show the papers tagged “%1”</source>
        <translation>显示标签为“%1”的论文</translation>
    </message>
    <message>
        <source>Tag %1, press to show its papers</source>
        <translation>标签 %1，按下可显示其论文</translation>
    </message>
    <message>
        <source>Remove tag “%1” from the paper (Ctrl+Z restores it)</source>
        <translation>从论文中移除标签“%1”（按 Ctrl+Z 可恢复）</translation>
    </message>
    <message>
        <source>Remove tag %1</source>
        <translation>移除标签 %1</translation>
    </message>
</context>
<context>
    <name>lectern::ui::TeamDialog</name>
    <message>
        <source>Team Library</source>
        <translation>团队文库</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>冲突</translation>
    </message>
    <message>
        <source>Sync Now</source>
        <translation>立即同步</translation>
    </message>
    <message>
        <source>Team library</source>
        <translation>团队文库</translation>
    </message>
    <message>
        <source>Create Team Library</source>
        <translation>创建团队文库</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address first.</source>
        <translation>请先输入服务器地址。</translation>
    </message>
    <message>
        <source>Creating the team library…</source>
        <translation>正在创建团队文库…</translation>
    </message>
    <message>
        <source>This library becomes a team library on a PostgreSQL server: its papers, tags, titles and your notes are shared with the members you add. Your PostgreSQL role owns it.</source>
        <translation>本文库将成为 PostgreSQL 服务器上的团队文库：其中的论文、标签、标题和你的笔记会与你添加的成员共享。它归你的 PostgreSQL 角色所有。</translation>
    </message>
    <message>
        <source>Server address:</source>
        <translation>服务器地址：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>The password is kept in the desktop keyring, never in Lectern&apos;s settings. Leave it empty to use PGPASSWORD or ~/.pgpass.</source>
        <translation>密码保存在桌面密钥环中，绝不会写入 Lectern 的设置。留空则使用 PGPASSWORD 或 ~/.pgpass。</translation>
    </message>
    <message>
        <source>the only one I belong to</source>
        <translation>我所属的唯一一个</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Library File for the Team Library</source>
        <translation>团队文库的文库文件</translation>
    </message>
    <message>
        <source>Lectern libraries (*.sqlite)</source>
        <translation>Lectern 文库 (*.sqlite)</translation>
    </message>
    <message>
        <source>Join Team Library</source>
        <translation>加入团队文库</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address and the library file first.</source>
        <translation>请先输入服务器地址和文库文件。</translation>
    </message>
    <message>
        <source>Joining: the team&apos;s papers are copied into %1…</source>
        <translation>正在加入：团队的论文正在复制到 %1…</translation>
    </message>
    <message>
        <source>A library file becomes a full copy of a team library that an owner added you to; it opens in its own window. Only an empty library can join: a library with papers of its own is left as it is.</source>
        <translation>一个文库文件将成为所有者已将你加入的团队文库的完整副本，并在单独的窗口中打开。只有空文库可以加入：已有论文的文库保持不变。</translation>
    </message>
    <message>
        <source>Team library id:</source>
        <translation>团队文库 ID：</translation>
    </message>
    <message>
        <source>Library file:</source>
        <translation>文库文件：</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>PostgreSQL role name</source>
        <translation>PostgreSQL 角色名</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>编辑者</translation>
    </message>
    <message>
        <source>Viewer</source>
        <translation>查看者</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <source>Add or Change</source>
        <translation>添加或更改</translation>
    </message>
    <message>
        <source>Remove Selected</source>
        <translation>移除所选</translation>
    </message>
    <message>
        <source>Enter the member&apos;s PostgreSQL role name.</source>
        <translation>请输入成员的 PostgreSQL 角色名。</translation>
    </message>
    <message>
        <source>Owners manage members, editors edit, viewers read; the server enforces it. A member logs in with their own PostgreSQL role, which the server&apos;s administrator creates.</source>
        <translation>所有者管理成员，编辑者可以编辑，查看者只能阅读；由服务器强制执行。成员使用自己的 PostgreSQL 角色登录，该角色由服务器管理员创建。</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>保留我的</translation>
    </message>
    <message>
        <source>Keep Theirs</source>
        <translation>保留对方的</translation>
    </message>
    <message>
        <source>The same field was changed here and by a teammate. Both values are kept until someone picks one; the choice goes to the whole team.</source>
        <translation>同一字段在本地和被队友都改动过。在有人选定之前两个值都会保留；所作的选择会同步给整个团队。</translation>
    </message>
    <message>
        <source>Conflicts (%1)</source>
        <translation>冲突（%1）</translation>
    </message>
    <message>
        <source>Select a conflict first.</source>
        <translation>请先选择一个冲突。</translation>
    </message>
    <message>
        <source>Kept your value; it goes to the team with the next sync.</source>
        <translation>已保留你的值；它将在下次同步时发送给团队。</translation>
    </message>
    <message>
        <source>Kept their value; it goes to the team with the next sync.</source>
        <translation>已保留对方的值；它将在下次同步时发送给团队。</translation>
    </message>
</context>
<context>
    <name>lectern::ui::TeamUi</name>
    <message>
        <source>&amp;Team Library…</source>
        <translation>团队文库(&amp;T)…</translation>
    </message>
    <message>
        <source>Share this library with a team on a PostgreSQL server, or join one</source>
        <translation>在 PostgreSQL 服务器上与团队共享本文库，或加入一个团队文库</translation>
    </message>
    <message>
        <source>Team library state</source>
        <translation>团队文库状态</translation>
    </message>
    <message>
        <source>Team Library Password</source>
        <translation>团队文库密码</translation>
    </message>
    <message>
        <source>%1

Password for %2:</source>
        <translation>%1

%2 的密码：</translation>
    </message>
</context>
<context>
    <name>lectern::ui::TeammateNotesView</name>
    <message>
        <source>Teammates&apos; notes</source>
        <translation>队友的笔记</translation>
    </message>
    <message numerus="yes">
        <source>Teammates&apos; notes (%n)</source>
        <translation>
            <numerusform>队友的笔记（%n）</numerusform>
        </translation>
    </message>
</context>
</TS>

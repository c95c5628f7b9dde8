#pragma once

#include <QList>
#include <QString>

namespace lectern::db {

// One numbered schema step. Version N turns a database at user_version N-1 into N.
struct Migration
{
    int version;
    QString description;
    QStringList statements;
};

// Every migration in order; the last one's version is the current schema version.
const QList<Migration> &migrations();
int currentSchemaVersion();

} // namespace lectern::db

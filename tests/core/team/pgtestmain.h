// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tests/core/team/pgcluster.h"

#include <QCoreApplication>
#include <QTest>

#include <cstdio>

// main() for tests that start a PostgreSQL server: exits with ctest's skip code when the
// server binaries are missing, and only then.
#define LECTERN_PG_TEST_MAIN(TestClass)                                                          \
    int main(int argc, char **argv)                                                              \
    {                                                                                            \
        if (!lectern::testing::PgCluster::available()) {                                         \
            std::puts("SKIP: PostgreSQL server binaries (initdb, pg_ctl) are not installed");    \
            return lectern::testing::PgCluster::SkipCode;                                        \
        }                                                                                        \
        QCoreApplication app(argc, argv);                                                        \
        TestClass tc;                                                                            \
        QTEST_SET_MAIN_SOURCE_PATH                                                               \
        return QTest::qExec(&tc, argc, argv);                                                    \
    }

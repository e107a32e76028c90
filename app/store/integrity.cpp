// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "integrity.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <mutex>

namespace slapp {
namespace {

struct Known
{
    IntegrityResult result;
    int checks = 0;
};

std::mutex& registryMutex()
{
    static std::mutex m;
    return m;
}

QHash<QPair<quint64, quint64>, Known>& registry()
{
    static QHash<QPair<quint64, quint64>, Known> known;
    return known;
}

QPair<quint64, quint64> keyOf(const FileIdentity& identity)
{
    return {identity.device, identity.inode};
}

bool isDamage(const QSqlError& error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    return ok && (code == 11 /* SQLITE_CORRUPT */ || code == 26 /* SQLITE_NOTADB */);
}

} // namespace

namespace {
IntegrityResult check(const QString& absolutePath, bool full)
{
    IntegrityResult r;
    const QString name =
        QStringLiteral("integrity-check-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    {
        QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        d.setDatabaseName(absolutePath);
        d.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        if (!d.open()) {
            // Opening reads no page of the file (a folder, a missing or unreadable file fail
            // here): never damage, which only a statement meets.
            r.detail = d.lastError().databaseText();
        } else {
            QSqlQuery q(d);
            if (!q.exec(full ? QStringLiteral("PRAGMA integrity_check")
                             : QStringLiteral("PRAGMA quick_check"))) {
                r.damaged = isDamage(q.lastError());
                r.detail = q.lastError().databaseText();
            } else {
                QStringList lines;
                while (q.next())
                    lines << q.value(0).toString();
                if (lines != QStringList{QStringLiteral("ok")}) {
                    r.damaged = true;
                    r.detail = full ? lines.join(QLatin1Char('\n')) : lines.value(0);
                    if (!full && lines.size() > 1)
                        r.detail += QStringLiteral(" (+%1)").arg(lines.size() - 1);
                }
            }
            q.finish();
            d.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return r;
}
} // namespace

IntegrityResult quickCheck(const QString& absolutePath)
{
    return check(absolutePath, false);
}

IntegrityResult fullCheck(const QString& absolutePath)
{
    return check(absolutePath, true);
}

std::optional<IntegrityResult> checkedBefore(const FileIdentity& identity)
{
    const std::lock_guard lock(registryMutex());
    const auto it = registry().constFind(keyOf(identity));
    if (it == registry().constEnd() || it->checks == 0) return std::nullopt;
    return it->result;
}

void rememberCheck(const FileIdentity& identity, const IntegrityResult& result)
{
    const std::lock_guard lock(registryMutex());
    Known& k = registry()[keyOf(identity)];
    k.result = result;
    ++k.checks;
}

int checksMade(const FileIdentity& identity)
{
    const std::lock_guard lock(registryMutex());
    return registry().value(keyOf(identity)).checks;
}

} // namespace slapp

// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// GameStore: opening, creating and reopening the file, the schema and its migrations.
#include "gamestore.h"

#include "integrity.h"
#include "schema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <QUuid>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <system_error>

#include <unistd.h>

namespace slapp {

GameStore::GameStore(QString path, bool readOnly) : m_path(std::move(path)), m_readOnly(readOnly) {}

GameStore::~GameStore()
{
    if (m_integrity.valid()) m_integrity.wait();
    closeConnection();
}

int GameStore::integrityChecksRun(const QString& path)
{
    return checksMade(fileIdentity(path));
}

QSqlDatabase GameStore::db() const
{
    return m_connection.isEmpty() ? QSqlDatabase() : QSqlDatabase::database(m_connection, false);
}

QString GameStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/starlanes.sqlite");
}

std::unique_ptr<GameStore> GameStore::open(const QString& path, StoreError* error, QString* message)
{
    return make(path, false, error, message);
}

std::unique_ptr<GameStore> GameStore::openReadOnly(const QString& path, StoreError* error,
                                                   QString* message)
{
    return make(path, true, error, message);
}

std::unique_ptr<GameStore> GameStore::make(const QString& path, bool readOnly, StoreError* error,
                                           QString* message)
{
    std::unique_ptr<GameStore> store(new GameStore(path, readOnly));
    if (!store->connect(error, message)) return nullptr;
    return store;
}

bool GameStore::reopen(StoreError* error, QString* message)
{
    closeConnection();
    m_gone = false;
    m_tileSetCache.clear();
    m_labelCache.clear();
    m_scoreCache.clear();
    return connect(error, message);
}

bool GameStore::connect(StoreError* error, QString* message)
{
    auto refuse = [&](StoreError e, const QString& text) {
        closeConnection();
        m_lastError = text;
        m_lastErrorKind = e;
        if (error) *error = e;
        if (message) *message = text;
        return false;
    };
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return refuse(
            StoreError::CannotCreate,
            tr("Qt's SQLite driver is missing (on Debian, the package libqt6sql6-sqlite), "
               "so no game can be stored or read."));
    const QString shown = QDir::toNativeSeparators(m_path);
    // Everything that could damage a file we do not understand is decided from its header,
    // before SQLite opens it: SQLite itself never sees a foreign or broken file.
    const DbFileInfo info = inspectDbFile(m_path);
    switch (info.kind) {
    case DbFileKind::Unreadable:
        return refuse(StoreError::ReadOnly, tr("The game database %1 cannot be read.").arg(shown));
    case DbFileKind::NotAFile:
        return refuse(StoreError::NotSqlite,
                      tr("%1 is not a file (it is a folder, a pipe or a device), so it cannot be "
                         "a game database. It was left unchanged.")
                          .arg(shown));
    case DbFileKind::NotSqlite:
        return refuse(StoreError::NotSqlite,
                      tr("%1 is not a Starlanes game database (it is not an SQLite file). It was "
                         "left unchanged.")
                          .arg(shown));
    case DbFileKind::Truncated:
        return refuse(StoreError::Damaged,
                      tr("The game database %1 is damaged: its size does not match its header "
                         "(it may have been truncated). It was left unchanged.")
                          .arg(shown));
    case DbFileKind::ImpossibleVersion:
        return refuse(StoreError::Damaged,
                      tr("The game database %1 is damaged: its header gives schema version %2, "
                         "which no version of Starlanes writes. It was left unchanged.")
                          .arg(shown)
                          .arg(info.schemaVersion));
    case DbFileKind::Foreign:
        return refuse(StoreError::ForeignSchema,
                      tr("%1 is an SQLite database of another program, not a Starlanes game "
                         "database. It was left unchanged.")
                          .arg(shown));
    case DbFileKind::Ours:
        if (info.schemaVersion > kSchemaVersion)
            return refuse(StoreError::NewerSchema,
                          tr("The game database %1 was written by a newer version of Starlanes "
                             "(schema %2, this version reads up to %3). Please update Starlanes. "
                             "The file was left unchanged.")
                              .arg(shown)
                              .arg(info.schemaVersion)
                              .arg(kSchemaVersion));
        break;
    case DbFileKind::Missing:
    case DbFileKind::Empty:
    case DbFileKind::Blank:
        if (m_readOnly)
            return refuse(
                StoreError::Missing,
                tr("There is no game database %1: no game has been stored there.").arg(shown));
        break;
    }
    QString why;
    StoreError kind = StoreError::None;
    if (!(m_readOnly ? connectReadOnly(&why, &kind) : connectWritable(info, &why, &kind)))
        return refuse(kind, why);
    m_identity = fileIdentity(m_path);
    rememberLogFiles();
    m_lastError.clear();
    m_lastErrorKind = StoreError::None;
    if (error) *error = StoreError::None;
    return true;
}

bool GameStore::connectWritable(const DbFileInfo& info, QString* why, StoreError* kind)
{
    const QString shown = QDir::toNativeSeparators(m_path);
    const QFileInfo fi(m_path);
    auto refuse = [&](StoreError e, const QString& text) {
        *kind = e;
        *why = text;
        return false;
    };
    // SQLite's own words for what went wrong, or a whole sentence when it is a kind we explain.
    auto refuseSql = [&](const QString& context) {
        const bool plain =
            m_lastErrorKind == StoreError::Sql || m_lastErrorKind == StoreError::Invalid;
        return refuse(plain ? m_openError : m_lastErrorKind,
                      plain ? context.arg(shown, m_lastError) : m_lastError);
    };
    if (info.kind == DbFileKind::Missing && !QDir().mkpath(fi.absolutePath()))
        return refuse(StoreError::CannotCreate,
                      tr("Cannot create the folder %1 for the game database.")
                          .arg(QDir::toNativeSeparators(fi.absolutePath())));
    if (!canWriteDatabase(m_path))
        return refuse(StoreError::ReadOnly, describe(StoreError::ReadOnly, {}) + QLatin1Char(' ') +
                                                tr("It was left unchanged."));
    // A log without its database belongs to a file that was removed while a program still used
    // it (or after a crash): SQLite would apply it to a new file and mix two databases.
    if (info.kind != DbFileKind::Ours && walSize(m_path) > 0)
        return refuse(StoreError::CannotCreate,
                      tr("Starlanes will not create a new game database %1: the log %2 of an "
                         "earlier database is still there (the database was removed while a "
                         "program was using it, or after a crash). Put the database back, or "
                         "move %2 away.")
                          .arg(shown, QDir::toNativeSeparators(m_path + QStringLiteral("-wal"))));
    if (info.kind == DbFileKind::Ours && !checkBeforeWriting(info))
        return refuse(StoreError::Damaged, m_lastError);
    m_openError = StoreError::CannotCreate;
    if (info.kind == DbFileKind::Missing && !createFile())
        return refuseSql(tr("Cannot create the game database %1: %2"));
    const FileIdentity created =
        info.kind == DbFileKind::Missing ? fileIdentity(m_path) : FileIdentity{};
    // A missing file was created whole above; an empty or blank one is set up in place.
    if (addConnection(m_path, {}) &&
        initialise(info.kind == DbFileKind::Empty || info.kind == DbFileKind::Blank))
        return true;
    const QString context = m_connection.isEmpty() ? tr("Cannot open the game database %1: %2")
                                                   : tr("Cannot use the game database %1: %2");
    // A file created just now that cannot be used (a full disk) holds nothing: not left behind.
    const bool removeCreated = created.exists && m_lastErrorKind == StoreError::DiskFull;
    closeConnection();
    if (removeCreated && fileIdentity(m_path) == created)
        for (const char* suffix : {"", "-journal", "-wal", "-shm"})
            QFile::remove(m_path + QLatin1String(suffix));
    return refuseSql(context);
}

bool GameStore::checkBeforeWriting(const DbFileInfo& info)
{
    // Damage inside the file is looked for once a run, before anything is written to it. When
    // SQLite would write at once (a log to copy back, a schema to upgrade) the check comes
    // first; otherwise it runs beside the program's start on a connection of its own, and the
    // first write waits for it.
    const FileIdentity identity = fileIdentity(m_path);
    const QString absolute = QFileInfo(m_path).absoluteFilePath();
    std::optional<IntegrityResult> found = checkedBefore(identity);
    if (!found && (walSize(m_path) > 0 || info.schemaVersion < kSchemaVersion)) {
        found = quickCheck(absolute);
        rememberCheck(identity, *found);
    }
    if (!found) {
        m_integrity = std::async(std::launch::async, [absolute, identity] {
            IntegrityResult r = quickCheck(absolute);
            rememberCheck(identity, r);
            return r;
        });
        return true;
    }
    if (found->damaged) return fail(damagedText(found->detail), StoreError::Damaged);
    return true;
}

bool GameStore::awaitIntegrity()
{
    if (m_integrity.valid()) {
        const IntegrityResult r = m_integrity.get();
        m_damage = r.damaged ? damagedText(r.detail) : QString();
    }
    if (m_damage.isEmpty()) return true;
    return fail(m_damage, StoreError::Damaged);
}

QString GameStore::damagedText(const QString& detail) const
{
    return tr("The game database %1 is damaged (SQLite's check found: %2). Nothing was written "
              "to it: it was left unchanged. A backup copy of it, or db verify, may help.")
        .arg(QDir::toNativeSeparators(m_path), detail);
}

void GameStore::removeLeftovers() const
{
    // The temporary files of creations cut short (the program was killed): those of programs
    // no longer running, and those named before the name held a process id (after an hour).
    const QFileInfo fi(m_path);
    const QString prefix = fi.fileName() + QStringLiteral(".new-");
    const QDir dir = fi.absoluteDir();
    for (const QFileInfo& f :
         dir.entryInfoList({prefix + QLatin1Char('*')}, QDir::Files | QDir::Hidden)) {
        const QString rest = f.fileName().mid(prefix.size());
        const QStringList parts = rest.split(QLatin1Char('-'));
        bool isPid = false;
        const qint64 pid = parts.size() >= 2 ? parts[0].toLongLong(&isPid) : 0;
        const bool stale = isPid ? pid > 0 && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH
                                 : f.lastModified().secsTo(QDateTime::currentDateTime()) > 3600;
        if (stale) QFile::remove(f.absoluteFilePath());
    }
}

bool GameStore::createFile()
{
    // Built under a temporary name and moved into place only when complete: a program that
    // opens the path meanwhile finds nothing or a whole database, never a half-written one, and
    // of two programs creating it at once the second finds the first one's file. The name holds
    // the process id, so that the leftovers of a creation cut short can be told and removed.
    removeLeftovers();
    const QString temp = m_path + QStringLiteral(".new-%1-").arg(::getpid()) +
                         QUuid::createUuid().toString(QUuid::Id128).left(12);
    auto removeTemp = [&] {
        for (const char* suffix : {"", "-journal", "-wal", "-shm"})
            QFile::remove(temp + QLatin1String(suffix));
    };
    const bool built = addConnection(temp, {}) && initialise(true);
    closeConnection();
    if (!built) {
        removeTemp();
        return false;
    }
    const RenameResult moved = renameNoReplace(temp, m_path);
    const int why = errno;
    if (moved == RenameResult::Renamed) return true;
    removeTemp();
    if (moved == RenameResult::TargetExists && inspectDbFile(m_path).kind == DbFileKind::Ours)
        return true; // another program created it first
    return fail(moved == RenameResult::TargetExists
                    ? tr("another file took its place while it was being created")
                    : tr("it cannot be moved into place (%1)")
                          .arg(QString::fromStdString(std::generic_category().message(why))));
}

bool GameStore::connectReadOnly(QString* why, StoreError* kind)
{
    const QString shown = QDir::toNativeSeparators(m_path);
    const bool writable = canWriteDatabase(m_path);
    const bool pendingLog = walSize(m_path) > 0;
    QString file = m_path;
    QString options;
    if (writable && !pendingLog) {
        // A file we could write: an ordinary connection takes part in the locking of programs
        // writing it and tidies its log files away when it closes; query_only keeps it reading.
        // With an empty log nothing is copied into the file when it closes.
    } else if (pendingLog) {
        // The newest changes are still in the log: SQLite reads them read-only (creating the
        // log's index, -shm, when it may). A read-only connection never copies the log into the
        // file, so reading cannot rewrite a file that is damaged.
        options = QStringLiteral(";QSQLITE_OPEN_READONLY");
    } else {
        // The file alone is the whole database: "immutable" reads it without taking locks or
        // creating any file beside it.
        file =
            QUrl::fromLocalFile(QFileInfo(m_path).absoluteFilePath()).toString(QUrl::FullyEncoded) +
            QStringLiteral("?immutable=1");
        options = QStringLiteral(";QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI");
    }
    m_openError = StoreError::Damaged;
    if (addConnection(file, options, !options.contains(QLatin1String("URI"))) && initialise(false))
        return true;
    if (!writable && pendingLog) {
        *kind = StoreError::ReadOnly;
        *why = tr("The game database %1 cannot be read: its newest changes are in its log %2, "
                  "which SQLite can only read with write access to the folder. It was left "
                  "unchanged.")
                   .arg(shown, QDir::toNativeSeparators(m_path + QStringLiteral("-wal")));
        return false;
    }
    const bool plain = m_lastErrorKind == StoreError::Sql || m_lastErrorKind == StoreError::Invalid;
    *kind = plain ? m_openError : m_lastErrorKind;
    *why = plain ? tr("Cannot use the game database %1: %2").arg(shown, m_lastError) : m_lastError;
    return false;
}

bool GameStore::addConnection(const QString& file, const QString& options, bool plainPath)
{
    m_connection =
        QStringLiteral("starlanes-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    // A path always as an absolute one: SQLite takes a name that starts with "file:" for a URI.
    d.setDatabaseName(plainPath ? QFileInfo(file).absoluteFilePath() : file);
    d.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(m_busyTimeoutMs) + options);
    if (d.open()) return true;
    return failSql(d.lastError());
}

void GameStore::closeConnection()
{
    if (m_connection.isEmpty()) return;
    {
        QSqlDatabase d = db();
        if (d.isOpen()) d.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_connection.clear();
}

bool GameStore::checkFile()
{
    if (m_connection.isEmpty()) return usable();
    if (fileIdentity(m_path) == m_identity) return true;
    // What the log holds goes into the file that was opened, in case it was moved elsewhere
    // rather than deleted. SQLite leaves the log files of a moved database behind: those still
    // ours are removed, so that no program takes them for the log of a file now at the path.
    QSqlQuery(db()).exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    closeConnection();
    for (const auto& [suffix, identity] :
         {std::pair{"-wal", m_walIdentity}, {"-shm", m_shmIdentity}})
        if (identity.exists && fileIdentity(m_path + QLatin1String(suffix)) == identity)
            QFile::remove(m_path + QLatin1String(suffix));
    m_gone = true;
    return fail(describe(StoreError::FileGone, {}), StoreError::FileGone);
}

bool GameStore::usable()
{
    if (!m_connection.isEmpty()) {
        m_lastError.clear();
        m_lastErrorKind = StoreError::None;
        return true;
    }
    if (m_gone) return fail(describe(StoreError::FileGone, {}), StoreError::FileGone);
    return fail(m_lastError.isEmpty() ? describe(StoreError::Io, QString()) : m_lastError,
                m_lastErrorKind == StoreError::None ? StoreError::Io : m_lastErrorKind);
}

void GameStore::rememberLogFiles()
{
    m_walIdentity = fileIdentity(m_path + QStringLiteral("-wal"));
    m_shmIdentity = fileIdentity(m_path + QStringLiteral("-shm"));
}

void GameStore::setBusyTimeout(int milliseconds)
{
    m_busyTimeoutMs = milliseconds;
    if (!m_connection.isEmpty()) exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(milliseconds));
}

bool GameStore::exec(const QString& sql)
{
    QSqlQuery q(db());
    if (!q.exec(sql)) return failSql(q.lastError());
    return true;
}

bool GameStore::fail(const QString& message, StoreError kind)
{
    m_lastError = message;
    m_lastErrorKind = kind;
    return false;
}

bool GameStore::initialise(bool fresh)
{
    QSqlQuery q(db());
    if (fresh) {
        // The schema and our application id are written in the default rollback journal mode,
        // so the main file's header is ours from the first commit; then WAL.
        m_openError = StoreError::CannotCreate;
        if (!migrate()) return false;
        if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !q.next() ||
            q.value(0).toString().compare(QStringLiteral("wal"), Qt::CaseInsensitive) != 0)
            return diskIsFull() ? fail(tr("the disk is full"), StoreError::DiskFull)
                                : fail(tr("cannot switch to write-ahead logging"));
    } else {
        // The header said "ours"; ask SQLite too (a write-ahead log may hold a newer header).
        m_openError = StoreError::Damaged;
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
            failSql(q.lastError());
            if (m_lastErrorKind == StoreError::DiskFull) return false; // its -shm, say
            return fail(tr("the file cannot be read (%1)").arg(q.lastError().text()));
        }
        const int version = q.value(0).toInt();
        if (version > kSchemaVersion) {
            m_openError = StoreError::NewerSchema;
            return fail(tr("it was written by a newer version of Starlanes"));
        }
        if (version < 1)
            return fail(tr("its schema version %1 is not one any version of Starlanes writes")
                            .arg(version));
        QStringList found;
        if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'")))
            return failSql(q.lastError());
        while (q.next())
            found << q.value(0).toString();
        for (const QString& t : storeTables())
            if (version == kSchemaVersion && !found.contains(t))
                return fail(tr("table %1 is missing").arg(t));
        q.finish();
        q = QSqlQuery(); // the connection may be replaced by the copy's below
        // An older schema: upgraded in the file when it is opened for writing; read through an
        // upgraded copy when it is only read (a backup, db list), so the file keeps its bytes.
        if (version < kSchemaVersion && m_readOnly && !readThroughUpgradedCopy()) return false;
        if (version < kSchemaVersion && !m_readOnly && !migrate()) return false;
    }
    if (m_readOnly) return exec(QStringLiteral("PRAGMA query_only = ON"));
    return exec(QStringLiteral("PRAGMA synchronous = NORMAL")) &&
           exec(QStringLiteral("PRAGMA foreign_keys = ON"));
}

bool GameStore::readThroughUpgradedCopy()
{
    m_copy = std::make_unique<QTemporaryDir>();
    if (!m_copy->isValid()) return fail(tr("no room for a temporary copy to read it through"));
    const QString copy = m_copy->filePath(QStringLiteral("upgraded.sqlite"));
    QString quoted = copy;
    quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
    // A consistent copy of the file and its log, read with this read-only connection.
    if (!exec(QStringLiteral("VACUUM INTO '%1'").arg(quoted))) return false; // not UI
    closeConnection();
    // The copy is upgraded in place (migrate() writes with SQL of its own, which the store's
    // read-only flag does not stop), then read as the file would be.
    return addConnection(copy, {}) && migrate();
}

bool GameStore::migrate()
{
    // IMMEDIATE: of two programs creating or upgrading one file at once, the second waits for
    // the first and then finds the work done.
    if (!exec(QStringLiteral("BEGIN IMMEDIATE"))) // not UI
        return false;
    QSqlQuery q(db());
    int from = 0;
    bool ok = q.exec(QStringLiteral("PRAGMA user_version")) && q.next();
    if (ok)
        from = q.value(0).toInt();
    else
        failSql(q.lastError());
    if (ok && (from < 0 || from > kSchemaVersion)) { // never an index into the steps
        m_openError = StoreError::Damaged;
        ok = fail(tr("its schema version %1 is not one any version of Starlanes writes").arg(from));
    }
    if (ok && from == 0)
        ok = exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId));
    const auto& steps = migrations();
    for (int v = from; ok && v < kSchemaVersion; ++v)
        for (const QString& sql : steps[static_cast<std::size_t>(v)])
            if (!(ok = exec(sql))) break;
    ok = ok && (from >= kSchemaVersion ||
                exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion)));
    if (!ok || !exec(QStringLiteral("COMMIT"))) {
        QSqlQuery(db()).exec(QStringLiteral("ROLLBACK"));
        return false;
    }
    // Put the new version into the main file's header at once (see inspectDbFile).
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    return true;
}

} // namespace slapp

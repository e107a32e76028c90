// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "seatnames.h"
#include "rules/record.h"

#include "languagemanager.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTranslator>

#include <array>
#include <vector>

namespace slui {
namespace {

constexpr const char* kContext = "Names";
constexpr std::array<const char*, 2> kDefaults = {
    QT_TRANSLATE_NOOP("Names", "Player %1"),   // a person's seat left without a name
    QT_TRANSLATE_NOOP("Names", "Computer %1"), // a computer's
};

/** Each default name in every language the program has (English as written), as a pattern
 *  whose one group is the number. */
struct DefaultPattern
{
    QRegularExpression pattern;
    bool computer;
};

const std::vector<DefaultPattern>& patterns()
{
    static const std::vector<DefaultPattern> all = [] {
        std::vector<DefaultPattern> out;
        std::vector<QString> forms[2];
        for (std::size_t k = 0; k < kDefaults.size(); ++k)
            forms[k].push_back(QString::fromLatin1(kDefaults[k]));
        for (const QString& code : LanguageManager::available()) {
            QTranslator translator;
            if (!translator.load(QStringLiteral(":/i18n/starlanes_%1.qm").arg(code))) continue;
            for (std::size_t k = 0; k < kDefaults.size(); ++k) {
                const QString form = translator.translate(kContext, kDefaults[k]);
                if (!form.isEmpty()) forms[k].push_back(form);
            }
        }
        for (std::size_t k = 0; k < kDefaults.size(); ++k)
            for (const QString& form : forms[k]) {
                const qsizetype at = form.indexOf(QStringLiteral("%1"));
                if (at < 0) continue;
                out.push_back(
                    {QRegularExpression(QStringLiteral("^%1([1-9][0-9]?)%2$")
                                            .arg(QRegularExpression::escape(form.left(at)),
                                                 QRegularExpression::escape(form.mid(at + 2)))),
                     k == 1});
            }
        return out;
    }();
    return all;
}

} // namespace

QString defaultSeatName(int seat, bool computer)
{
    return QCoreApplication::translate(kContext, kDefaults[computer ? 1 : 0]).arg(seat + 1);
}

QString seatName(const QString& stored)
{
    for (const DefaultPattern& p : patterns())
        if (const QRegularExpressionMatch m = p.pattern.match(stored); m.hasMatch())
            return defaultSeatName(m.captured(1).toInt() - 1, p.computer);
    return stored;
}

QString seatName(const std::string& stored)
{
    return seatName(QString::fromStdString(stored));
}

QString seatName(const sl::GameSetup& setup, int seat)
{
    if (seat < 0 || std::size_t(seat) >= setup.players.size()) return {};
    return seatName(setup.players[std::size_t(seat)].name);
}

} // namespace slui

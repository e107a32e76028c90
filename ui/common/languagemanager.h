// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QObject>
#include <QString>

class QTranslator;

namespace slui {

/**
 * Installs the translators for the chosen UI language ("" = follow the system, "en", "cs")
 * and switches at run time: every open window gets a LanguageChange event and retranslates.
 */
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    static LanguageManager& instance();

    /** Applies a choice ("" for the system language); `remember` keeps it in the settings
     * (a command-line option applies to that run only). */
    void apply(const QString& choice, bool remember = true);
    /** Applies the remembered choice. */
    void applySaved();
    /** The language in effect: "en" or "cs". */
    QString effective() const { return m_effective; }
    QString choice() const { return m_choice; }
    static QStringList available() { return {QStringLiteral("en"), QStringLiteral("cs")}; }
    /** The first of the system's languages (QLocale::uiLanguages(): "cs-CZ", "en-US", ...)
     *  that the program speaks; English when none is. */
    static QString systemLanguage(const QStringList& uiLanguages);

signals:
    void languageChanged(const QString& code);

private:
    LanguageManager() = default;
    QTranslator* m_app = nullptr;
    QTranslator* m_qt = nullptr;
    QString m_choice;
    QString m_effective = QStringLiteral("en");
};

} // namespace slui

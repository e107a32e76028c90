// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "languagemanager.h"

#include "names.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace slui {

LanguageManager& LanguageManager::instance()
{
    static LanguageManager manager;
    return manager;
}

QString LanguageManager::systemLanguage(const QStringList& uiLanguages)
{
    for (const QString& l : uiLanguages) {
        QString lang = l.left(2).toLower();
        if (available().contains(lang)) return lang;
    }
    return QStringLiteral("en");
}

void LanguageManager::applySaved()
{
    apply(QSettings().value(QStringLiteral("language"), QString()).toString());
}

void LanguageManager::apply(const QString& choice, bool remember)
{
    m_choice = available().contains(choice) ? choice : QString();
    QString code = m_choice;
    if (code.isEmpty()) code = systemLanguage(QLocale::system().uiLanguages());
    if (remember) QSettings().setValue(QStringLiteral("language"), m_choice);
    if (m_app) {
        QCoreApplication::removeTranslator(m_app);
        delete m_app;
        m_app = nullptr;
    }
    if (m_qt) {
        QCoreApplication::removeTranslator(m_qt);
        delete m_qt;
        m_qt = nullptr;
    }
    m_app = new QTranslator(this);
    if (m_app->load(QStringLiteral(":/i18n/starlanes_%1.qm").arg(code)))
        QCoreApplication::installTranslator(m_app);
    m_qt = new QTranslator(this);
    if (code != QLatin1String("en") &&
        m_qt->load(QStringLiteral("qtbase_%1").arg(code),
                   QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(m_qt);
    m_effective = code;
    setContentLanguage(code);
    QLocale::setDefault(QLocale(code == QLatin1String("cs") ? QLocale::Czech : QLocale::English));
    emit languageChanged(code);
}

} // namespace slui

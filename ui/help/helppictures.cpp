// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "helppictures.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace slui {

QList<RulePictureSpec> readRulePictureSpecs(const QByteArray& json, QString* error)
{
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    const auto fail = [&](const QString& why) {
        if (error) *error = why;
        return QList<RulePictureSpec>{};
    };
    if (parse.error != QJsonParseError::NoError)
        return fail(QStringLiteral("offset %1: %2").arg(parse.offset).arg(parse.errorString()));
    const QJsonArray pictures = doc.object().value(QStringLiteral("pictures")).toArray();
    if (pictures.isEmpty()) return fail(QStringLiteral("no \"pictures\" array"));
    QList<RulePictureSpec> specs;
    for (qsizetype i = 0; i < pictures.size(); ++i) {
        const QJsonObject o = pictures.at(i).toObject();
        RulePictureSpec s;
        s.name = o.value(QStringLiteral("name")).toString();
        s.record = o.value(QStringLiteral("record")).toString();
        s.ply = o.value(QStringLiteral("ply")).toInt(-1);
        s.afterRule = o.value(QStringLiteral("after")).toString();
        const QJsonObject caption = o.value(QStringLiteral("caption")).toObject();
        s.captionEn = caption.value(QStringLiteral("en")).toString();
        s.captionCs = caption.value(QStringLiteral("cs")).toString();
        s.expect = o.value(QStringLiteral("expect")).toObject();
        s.show = o.value(QStringLiteral("show")).toObject();
        const QString where = QStringLiteral("pictures[%1]").arg(i);
        if (s.name.isEmpty() || s.record.isEmpty() || s.afterRule.isEmpty() ||
            s.captionEn.isEmpty() || s.captionCs.isEmpty())
            return fail(where + QStringLiteral(": name, record, after and caption (en, cs) "
                                               "are required"));
        for (const RulePictureSpec& other : specs)
            if (other.name == s.name)
                return fail(
                    where +
                    QStringLiteral(": the name \"%1\" twice").arg(s.name)); // not UI: the build log
        specs << s;
    }
    if (error) error->clear();
    return specs;
}

QList<HelpPicture> rulesPictures(const QString& language)
{
    QFile f(QStringLiteral(":/help/rules/pictures.json"));
    if (!f.open(QIODevice::ReadOnly)) return {};
    QList<HelpPicture> out;
    for (const RulePictureSpec& s : readRulePictureSpecs(f.readAll(), nullptr))
        out << HelpPicture{s.afterRule, QStringLiteral(":/help/rules/%1@2x.png").arg(s.name),
                           language == QLatin1String("cs") ? s.captionCs : s.captionEn};
    return out;
}

} // namespace slui

#include "appidentity.h"

#include <QCoreApplication>

namespace slapp {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("starlanes"));
    QCoreApplication::setApplicationName(QStringLiteral("starlanes"));
    QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0"));
}

} // namespace slapp

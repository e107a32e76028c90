#pragma once

namespace slapp {

/** Organisation and application names: they fix QSettings and QStandardPaths locations. */
void setApplicationIdentity();

} // namespace slapp

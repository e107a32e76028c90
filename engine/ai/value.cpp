// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// A learnt linear value of a position, per side.
#include "ai/value.h"

#include <sstream>
#include <stdexcept>
#include <string_view>

namespace sl::detail {
extern const std::string_view kValueModelJson[]; // the text of value-model.txt (embed.cmake)
} // namespace sl::detail

namespace sl::ai {

const std::array<const char*, kValueFeatures>& valueFeatureNames()
{
    static const std::array<const char*, kValueFeatures> names = {
        "score",         "route_value",    "asteroid_value", "planet_value",
        "route_missing", "asteroid_tiles", "planet_missing", "small_supply",
        "large_supply",  "left",           "left_route",     "left_asteroid_tiles",
        "left_planet",   "left_small",     "left_large",     "left_planet_missing",
    };
    return names;
}

void valueFeatures(const GameState& state, std::array<ValueFeatures, kMaxPlayers>& out)
{
    out = {};
    const int sides = state.sideCount();
    const double bag = static_cast<double>(state.bag().size());
    const double left = bag / (bag + static_cast<double>(state.tiles().size()));
    for (int side = 0; side < sides; ++side) {
        ValueFeatures& f = out[static_cast<std::size_t>(side)];
        f[0] = state.score(side);
        f[9] = left;
    }
    const int supplied = state.phase() == Phase::GameOver ? 0 : state.playerCount();
    for (int p = 0; p < supplied; ++p) { // meeples at home are worth nothing once it is over
        ValueFeatures& f = out[static_cast<std::size_t>(state.sideOf(p))];
        f[7] += state.smallInSupply(p);
        f[8] += state.largeInSupply(p) ? 1 : 0;
    }
    std::array<OpenRealm, kMaxPlayers * kMeeplesPerPlayer> realms;
    const int n = state.openRealms(realms);
    for (int i = 0; i < n; ++i) {
        const OpenRealm& r = realms[static_cast<std::size_t>(i)];
        ValueFeatures& f = out[static_cast<std::size_t>(r.side)];
        switch (r.kind) {
        case RealmKind::Route:
            f[1] += r.value;
            f[4] += r.missing;
            break;
        case RealmKind::Asteroid:
            f[2] += r.value;
            f[5] += r.tiles;
            break;
        case RealmKind::Planet:
            f[3] += r.value;
            f[6] += r.missing;
            break;
        }
    }
    for (int side = 0; side < sides; ++side) {
        ValueFeatures& f = out[static_cast<std::size_t>(side)];
        f[10] = left * f[1];
        f[11] = left * f[5];
        f[12] = left * f[3];
        f[13] = left * f[7];
        f[14] = left * f[8];
        f[15] = left * f[6];
    }
}

double ValueModel::of(const ValueFeatures& f) const
{
    double v = 0.0;
    for (std::size_t k = 0; k < f.size(); ++k)
        v += weights[k] * f[k];
    return v;
}

void ValueModel::sideValues(const GameState& state, std::array<double, kMaxPlayers>& out) const
{
    out = {};
    std::array<ValueFeatures, kMaxPlayers> f;
    valueFeatures(state, f);
    for (int side = 0; side < state.sideCount(); ++side)
        out[static_cast<std::size_t>(side)] = of(f[static_cast<std::size_t>(side)]);
}

const ValueModel& shippedValueModel()
{
    static const ValueModel model = [] {
        ValueModel m;
        std::string error;
        if (!parseValueModel(std::string(detail::kValueModelJson[0]), m, error))
            throw std::logic_error("engine/ai/value-model.txt: " + error); // a build error
        return m;
    }();
    return model;
}

bool parseValueModel(const std::string& text, ValueModel& model, std::string& error)
{
    std::istringstream in(text);
    std::string line;
    std::size_t k = 0;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string name;
        double w = 0.0;
        if (!(fields >> name >> w)) {
            error = "line " + std::to_string(lineNo) + ": expected a feature name and a weight";
            return false;
        }
        if (k >= model.weights.size() || name != valueFeatureNames()[k]) {
            error = "line " + std::to_string(lineNo) + ": expected feature '" +
                    (k < model.weights.size() ? valueFeatureNames()[k] : "(none)") + "', got '" +
                    name + "'";
            return false;
        }
        model.weights[k++] = w;
    }
    if (k != model.weights.size()) {
        error = "only " + std::to_string(k) + " of " + std::to_string(model.weights.size()) +
                " features given";
        return false;
    }
    return true;
}

} // namespace sl::ai

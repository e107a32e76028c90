// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "jsonread.h"

#include <utility>
#include <vector>

namespace sl {
namespace {

using nlohmann::json;

/**
 * Builds the document from nlohmann-json's SAX events with an explicit stack (as its own DOM
 * builder does), and holds the text to the limits while doing so: returning false stops the
 * parser at once.
 */
class LimitedBuilder final : public nlohmann::json_sax<json>
{
public:
    LimitedBuilder(json& root, const JsonLimits& limits, const std::atomic<bool>* cancel)
        : m_root(root), m_limits(limits), m_cancel(cancel)
    {
    }

    std::optional<JsonSyntax> problem;
    std::size_t errorByte = 0;
    std::string errorMessage;

    bool null() override { return add(json(nullptr)); }
    bool boolean(bool v) override { return add(json(v)); }
    bool number_integer(number_integer_t v) override { return add(json(v)); }
    bool number_unsigned(number_unsigned_t v) override { return add(json(v)); }
    bool number_float(number_float_t v, const string_t&) override { return add(json(v)); }
    bool string(string_t& v) override { return add(json(std::move(v))); }
    bool binary(binary_t&) override { return refuseUnexpected(); } // not in JSON text

    bool start_object(std::size_t) override { return open(json::object()); }
    bool start_array(std::size_t) override { return open(json::array()); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }

    bool key(string_t& k) override
    {
        json& object = *m_stack.back();
        if (object.contains(k)) {
            JsonSyntax s;
            s.kind = JsonSyntaxKind::DuplicateKey;
            s.key = shortQuote(k);
            s.path = path();
            problem = std::move(s);
            return false;
        }
        m_key = std::move(k);
        return true;
    }

    bool parse_error(std::size_t position, const std::string&,
                     const nlohmann::detail::exception& ex) override
    {
        errorByte = position;
        errorMessage = ex.what();
        return false;
    }

private:
    /** Where the innermost open value sits, for a message: "setup.players[1]". */
    std::string path() const
    {
        std::string p;
        for (const auto& step : m_path)
            p += step;
        return p.empty() ? "(document)" : p;
    }

    bool count()
    {
        if (++m_values > m_limits.maxValues) {
            JsonSyntax s;
            s.kind = JsonSyntaxKind::TooManyValues;
            s.limit = m_limits.maxValues;
            problem = std::move(s);
            return false;
        }
        if (m_cancel && (m_values & 0xfff) == 0 && m_cancel->load(std::memory_order_relaxed)) {
            JsonSyntax s;
            s.kind = JsonSyntaxKind::Cancelled;
            problem = std::move(s);
            return false;
        }
        return true;
    }

    /** Puts `v` where the parser is, returns where it went. */
    json* place(json&& v)
    {
        if (m_stack.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        json& parent = *m_stack.back();
        if (parent.is_array()) {
            parent.push_back(std::move(v));
            return &parent.back();
        }
        json& slot = parent[m_key];
        slot = std::move(v);
        return &slot;
    }

    /** The step from the innermost open value to the value just placed in it: "[3]", ".x". */
    std::string lastStep() const
    {
        const json& parent = *m_stack.back();
        if (parent.is_array()) return "[" + std::to_string(parent.size() - 1) + "]";
        return (m_stack.size() == 1 ? "" : ".") + shortQuote(m_key);
    }

    bool add(json&& v)
    {
        if (!count()) return false;
        place(std::move(v));
        return true;
    }

    bool open(json&& container)
    {
        if (!count()) return false;
        if (static_cast<int>(m_stack.size()) + 1 > m_limits.maxDepth) {
            JsonSyntax s;
            s.kind = JsonSyntaxKind::TooDeep;
            s.limit = static_cast<unsigned long long>(m_limits.maxDepth);
            problem = std::move(s); // line and column found by the caller
            return false;
        }
        json* at = place(std::move(container));
        if (!m_stack.empty()) m_path.push_back(lastStep());
        m_stack.push_back(at);
        return true;
    }

    bool close()
    {
        m_stack.pop_back();
        if (!m_path.empty() && m_stack.size() == m_path.size()) m_path.pop_back();
        return true;
    }

    static bool refuseUnexpected() { return false; }

    json& m_root;
    const JsonLimits& m_limits;
    const std::atomic<bool>* m_cancel;
    std::vector<json*> m_stack;
    std::vector<std::string> m_path; ///< one step per open value below the document
    std::string m_key;
    std::size_t m_values = 0;
};

} // namespace

JsonRead readJson(std::string_view text, const JsonLimits& limits, const std::atomic<bool>* cancel)
{
    JsonRead r;
    if (text.size() > limits.maxBytes) {
        JsonSyntax s;
        s.kind = JsonSyntaxKind::TooLarge;
        s.count = text.size();
        s.limit = limits.maxBytes;
        r.problem = std::move(s);
        return r;
    }
    LimitedBuilder builder(r.doc, limits, cancel);
    bool ok = false;
    try {
        ok = json::sax_parse(text.begin(), text.end(), &builder);
    } catch (const std::exception&) {
        ok = false; // the SAX parser reports through parse_error; nothing else is expected
    }
    if (ok) return r;
    if (builder.problem) {
        r.problem = std::move(builder.problem);
        if (r.problem->kind == JsonSyntaxKind::TooDeep)
            r.problem = locateTooDeep(text, limits.maxDepth);
    } else {
        r.problem = locateJsonError(text, builder.errorByte, builder.errorMessage);
    }
    r.doc = json(); // a half-built value is of no use to anybody
    return r;
}

namespace {
/** Counts the values of `v` into `values`; false as soon as it goes deeper than `depthLeft` or
 *  past `maxValues`. Recursion is bounded by `depthLeft`. */
bool countWithin(const json& v, int depthLeft, std::size_t maxValues, std::size_t& values)
{
    if (++values > maxValues) return false;
    if (!v.is_structured()) return true;
    if (depthLeft <= 0) return false;
    for (const json& child : v)
        if (!countWithin(child, depthLeft - 1, maxValues, values)) return false;
    return true;
}
} // namespace

std::optional<JsonSyntax> exceedsLimits(const json& v, const JsonLimits& limits)
{
    std::size_t values = 0;
    if (!countWithin(v, limits.maxDepth, limits.maxValues, values)) {
        JsonSyntax s;
        const bool tooMany = values > limits.maxValues;
        s.kind = tooMany ? JsonSyntaxKind::TooManyValues : JsonSyntaxKind::TooDeep;
        s.limit = tooMany ? limits.maxValues : static_cast<unsigned long long>(limits.maxDepth);
        return s;
    }
    // Its size as compact JSON: printing it is bounded now that its depth and count are.
    const std::size_t bytes = v.dump().size();
    if (bytes > limits.maxBytes) {
        JsonSyntax s;
        s.kind = JsonSyntaxKind::TooLarge;
        s.count = bytes;
        s.limit = limits.maxBytes;
        return s;
    }
    return std::nullopt;
}

std::string quoteValue(const json& v)
{
    switch (v.type()) {
    case json::value_t::string:
        return shortQuote(v.get_ref<const std::string&>());
    case json::value_t::array:
        return "[\u2026]";
    case json::value_t::object:
        return "{\u2026}";
    case json::value_t::binary:
    case json::value_t::discarded:
        return "?";
    default:
        return v.dump(); // a number, true, false or null: one scalar
    }
}

} // namespace sl

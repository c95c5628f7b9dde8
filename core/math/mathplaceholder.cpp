// Placeholder until the math engine lands; keeps the target non-empty.
namespace lectern::math { void placeholder() {} }

// The one shape of a form field's model a filter, a count or a link may name (issue 31 §4): what the
// designer writes (letters, digits, `_`), never a JSON path. A module of its own: the list links and the
// counts both read it.
export const FIELD_MODEL = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

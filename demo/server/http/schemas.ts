// Building blocks of the route schemas (zod). Query values arrive as text and old clients send numbers as
// text in bodies too, so numeric fields accept both; handlers keep their own parsing (util.ts), the
// schemas are the gate in front of them.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_INDEX, MAX_PAGE_SIZE_ACCEPTED, PAGE_SIZE_SERVED } from '../../../src/core/pages/paging.ts';

export { z };

/** Paging bounds (docs/api.md "Paging"), shared with the client: src/core/pages/paging.ts. */
export { DEFAULT_PAGE_SIZE, MAX_PAGE_INDEX, MAX_PAGE_SIZE_ACCEPTED, PAGE_SIZE_SERVED };
/** LIKE patterns (contains filters) are escaped in SQL (db/store/sql.ts) and bounded here. */
export const MAX_LIKE = 100;
/** The largest id a route accepts (SQLite integer ids are far below it). */
const MAX_ID = 2 ** 31 - 1;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** Decimal text as a number ('12', '-1', '1.5', '1e308'); anything else ('0x10', 'Infinity') stays text
 *  and fails as not a number. */
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/.test(v) ? Number(v) : v);
/** Digits only as a number: ids in paths and queries are never written 1e3 or 1.0. */
const digits = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

/** An integer min..max, given as a number or its text; range before integrality so 1e308 reads "at most max". */
export const intIn = (min: number, max: number) => z.preprocess(numeric, z.number().min(min).max(max).int());
/** Absent, null or blank is undefined; anything else must fit `s`. */
export const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (blank(v) ? undefined : v), s.optional());

/** A positive integer id. */
export const id = z.preprocess(digits, z.number().min(1).max(MAX_ID).int());
export const optId = opt(id);
/** A list of positive ids, at most `max`. */
export const ids = (max = 1000) => z.array(id).max(max);

/** Text up to `max` characters; a number is read as its text (old clients). */
export const text = (max: number) => z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), z.string().max(max));
export const optText = (max: number) => opt(text(max));
/** Text that must not be blank. */
export const required = (max: number) => z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), z.string().trim().min(1).max(max));
/** A query value (always text): at most `max` characters. Lighter than optText: a list call checks a
 *  dozen of them per request. */
export const qText = (max: number) => z.string().max(max).optional();
/** A contains-filter (LIKE) value: bounded, escaped by the store. Bodies may send numbers (old clients). */
export const like = optText(MAX_LIKE);
/** The same in a query. */
export const qLike = qText(MAX_LIKE);

/** true/false, 1/0 and their text. */
export const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]);
export const optFlag = opt(flag);

/** pageIndex / pageSize, optional. */
export const PAGING = {
  pageIndex: opt(intIn(1, MAX_PAGE_INDEX)),
  pageSize: opt(intIn(1, MAX_PAGE_SIZE_ACCEPTED)),
};

/** A query (all text) with known keys checked and others let through (cache busters, old clients). */
export const query = <S extends z.core.$ZodLooseShape>(shape: S) => z.looseObject(shape);
/** A body object: known keys checked, others ignored by the handler. */
export const body = <S extends z.core.$ZodLooseShape>(shape: S) => z.looseObject(shape);
/** A body object that may hold only the listed keys. */
export const strictBody = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject(shape);
/** Path parameters. */
export const params = <S extends z.core.$ZodLooseShape>(shape: S) => z.object(shape);

/** A JSON object of any keys (form data, a schema): depth and prototype keys are checked for every body.
 *  A plain type check rather than z.record: form data has hundreds of keys and nothing to check per key. */
export const anyObject = z.custom<Record<string, unknown>>((v) => v !== null && typeof v === 'object' && !Array.isArray(v), { error: 'type.object' });

export const NONE = query({});

// Type-level test (checked by tsc in npm test): an element spec must list every member of its interface and nothing else.
import { elementSpec, type HosElementBase } from '../../../src/elements/host/elementSpec.ts';
interface X extends HosElementBase { a: string; b(): void; c: unknown }
export const ok = elementSpec<X>()({ tag: 'x', attributes: { a: 'string' }, properties: ['c'], methods: ['b'] });
// @ts-expect-error: c is missing
export const bad = elementSpec<X>()({ tag: 'x', attributes: { a: 'string' }, properties: [], methods: ['b'] });
// @ts-expect-error: d is not a member
export const bad2 = elementSpec<X>()({ tag: 'x', attributes: { a: 'string', d: 'string' }, properties: ['c'], methods: ['b'] });

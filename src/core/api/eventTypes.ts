// Event category administration (issue 31 §2, docs/api.md "Event categories"; System only): the list with
// each category's bound form version and flow, add, rename, rebind, move up or down, retire, restore.
// Reporters read the active categories through the records API (`eventTypes`).
import { sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';
import type { EventType } from './records.ts';
import type { MoveDirection } from '../workflow/eventCategories.ts';

/** A category as its admin page lists it. */
export interface EventCategory extends EventType {
  sort: number;
  formName: string | null;
  formNameEn: string | null;
  /** the form's newest version (the category may be bound to an older one) */
  formLatestVersion: number | null;
  formRetired: boolean;
  retired: boolean;
  retiredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a new category needs, and what a change may carry (absent: unchanged). */
export interface CategoryInput { name?: string; nameEn?: string; formId?: number; formVersion?: number; flowCode?: string }

const one = (code: string) => `/api/v1/event-types/${encodeURIComponent(code)}`;

export function createEventTypesApi(http: ApiHttp) {
  return {
    list: async () => (await http.get('/api/v1/event-types/all')) as EventCategory[],
    create: async (c: CategoryInput & { code: string }) => (await http.post('/api/v1/event-types', c)) as EventCategory,
    update: async (code: string, c: CategoryInput) => (await http.put(one(code), c)) as EventCategory,
    /** the whole list in its new order */
    move: async (code: string, direction: MoveDirection) => (await http.post(`${one(code)}/move`, { direction })) as EventCategory[],
    retire: async (code: string) => (await http.post(`${one(code)}/retire`, {})) as EventCategory,
    restore: async (code: string) => (await http.post(`${one(code)}/restore`, {})) as EventCategory,
  };
}

export const eventTypesApi = (rt: HasSharedHttp) => createEventTypesApi(sharedOf(rt));

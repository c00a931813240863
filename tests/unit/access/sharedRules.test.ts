// The rules the pages and the server share live once in framework-free core (issue 12 §1): the server's
// names are the core's values, not copies.
import { describe, expect, it } from 'vitest';
import { DATA_QUERY_ROLES, FORM_WRITER_ROLES, hasAnyRole, INSPECTOR_ROLES, QUALITY_OFFICE_ROLES } from '../../../src/core/access/roles.ts';
import { clampPage, MAX_PAGE_INDEX, MAX_PAGE_SIZE_ACCEPTED, PAGE_SIZE_SERVED } from '../../../src/core/pages/paging.ts';
import { TECH_LIMITS } from '../../../src/core/pages/tech.ts';
import * as schemas from '../../../demo/server/http/schemas.ts';
import { DATA_QUERY_ROLES as SERVER_DATA_QUERY } from '../../../demo/server/routes/recordQuery.ts';
import { INSPECTOR_ROLES as SERVER_INSPECTORS, QUALITY_OFFICE } from '../../../demo/server/routes/quality.ts';
import { MAX_ATTACHMENTS, techDataProblem } from '../../../demo/server/workflow/recordRules.ts';

describe('shared rules', () => {
  it('the server pages by the core bounds', () => {
    expect([schemas.MAX_PAGE_INDEX, schemas.MAX_PAGE_SIZE_ACCEPTED, schemas.PAGE_SIZE_SERVED]).toEqual([MAX_PAGE_INDEX, MAX_PAGE_SIZE_ACCEPTED, PAGE_SIZE_SERVED]);
    expect(clampPage(10 ** 9, 1, 10 ** 12)).toBe(MAX_PAGE_INDEX);
  });
  it('the server guards with the core role lists', () => {
    expect(SERVER_DATA_QUERY).toBe(DATA_QUERY_ROLES);
    expect(QUALITY_OFFICE).toBe(QUALITY_OFFICE_ROLES);
    expect(SERVER_INSPECTORS).toBe(INSPECTOR_ROLES);
    expect(hasAnyRole(['nurse', 'qualityOfficer'], FORM_WRITER_ROLES)).toBe(true);
    expect(hasAnyRole(['nurse'], FORM_WRITER_ROLES)).toBe(false);
  });
  it('the server checks a technology application with the form limits', () => {
    expect(MAX_ATTACHMENTS).toBe(TECH_LIMITS.attachments);
    const data = { techName: 'x'.repeat(TECH_LIMITS.techName), level: '1', dept: 'd', team: '', description: 'x'.repeat(TECH_LIMITS.description) };
    expect(techDataProblem(data, true)).toBeNull();
    expect(techDataProblem({ ...data, techName: 'x'.repeat(TECH_LIMITS.techName + 1) }, true)).not.toBeNull();
    expect(techDataProblem({ ...data, description: 'x'.repeat(TECH_LIMITS.description + 1) }, true)).not.toBeNull();
  });
});

// First-start seed: fills an empty database with the demo data. Runs once (meta key 'seeded_at').
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Store } from '../db/store.ts';
import { PROJECT_ROOT } from '../config.ts';
import { hashPassword } from '../security.ts';
import { chargeItems, FEE_CATEGORIES, PAY_METHODS } from './charges.ts';
import { menuRows } from './menus.ts';
import { DICT_ENTRIES } from './dicts.ts';
import { COMMITTEE_MEMBERS, DEMO_USERS, DEPT_HEADS, DEPT_NAMES_EN, DEPT_TREE, DICTS, messageTemplates, notices, OTHER_USERS, ROLES, SEPARATED_ADMINS, SETTINGS, TECH, type DeptSeed } from './data.ts';
import { ensureWorkflowDefaults, UNSAFE_EVENT_FORM } from './workflow.ts';
import { NURSING_RECORD, SCENE_PHOTO, seedRecords } from './records.ts';
import { ensureQualityDefaults, seedQuality } from './quality.ts';
import { seedPdca } from './pdca.ts';
import { seededRcaRecordId } from './rca.ts';
import { seedCategoryForms } from './categoryForms.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Fixture forms: from the shared fixtures when present, else the copies in seed/forms. */
function readFixture(file: string): unknown {
  const shared = resolve(PROJECT_ROOT, '..', 'shared', 'fixtures', 'legacy-forms', file);
  return JSON.parse(readFileSync(existsSync(shared) ? shared : join(HERE, 'forms', file), 'utf8'));
}

// ---- a tiny PNG writer for the seeded avatar ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
/** An RGB PNG of w x h whose pixels `paint` gives. */
function png(w: number, h: number, paint: (x: number, y: number) => readonly number[]): Buffer {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) raw.set(paint(x, y), y * (w * 3 + 1) + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A 64x64 avatar: a coloured disc on a light background. */
export function avatarPng(rgb: [number, number, number]): Buffer {
  return png(64, 64, (x, y) => ((x - 31.5) ** 2 + (y - 31.5) ** 2 < 30 ** 2 ? rgb : [240, 242, 245]));
}

/** The seeded scene photo (320x240): a tiled floor, a wall and a yellow wet-floor sign. Drawn here: no network. */
export function scenePng(): Buffer {
  return png(320, 240, (x, y) => {
    // the sign: a yellow triangle with a dark border
    const inSign = y > 90 && y < 200 && Math.abs(x - 220) < (y - 90) * 0.45;
    if (inSign) return Math.abs(x - 220) > (y - 90) * 0.45 - 4 || y > 195 ? [60, 60, 60] : [245, 197, 24];
    if (y < 100) return [226, 230, 236 - Math.floor(y / 10)];
    const grout = x % 40 < 2 || (y - 100) % 28 < 2;
    return grout ? [170, 176, 184] : [206, 212, 218];
  });
}

/** A one-page PDF standing for the nursing record attached to the seeded events. */
export function nursingRecordPdf(): Buffer {
  const text = 'BT /F1 14 Tf 72 760 Td (Nursing record - demo attachment) Tj 0 -24 Td /F1 11 Tf (HOS reference server seed data) Tj ET';
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => { offsets.push(out.length); out += `${i + 1} 0 obj\n${o}\nendobj\n`; });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Inserts the menu tree (seed/menus.ts menuRows: the same rows docs/api.md's menu table is made of). */
async function seedMenus(store: Store): Promise<void> {
  const ids = new Map<number, number>([[0, 0]]);
  for (const r of menuRows(ROLES.map((x) => x.roleKey))) {
    const id = await store.insertMenu({
      parentId: ids.get(r.parentId)!, menuRoute: r.route, note: r.note, exclusiveFG: r.hidden ? 1 : 0, menuDisp: r.disp,
      sysModule: r.module, menuLogo: r.logo, menuType: r.type, orderNum: r.orderNum, activePath: r.activePath,
    });
    ids.set(r.id, id);
    for (const role of r.roles) await store.grantMenus(role, [id]);
  }
}

export async function seedIfEmpty(store: Store, opts: { uploadsDir: string }): Promise<boolean> {
  if (await store.getMeta('seeded_at')) return false;
  const now = Date.now();
  // hashing is the slow part: do it before the transaction
  const users = [...DEMO_USERS.filter((u) => !SEPARATED_ADMINS.includes(u) && !COMMITTEE_MEMBERS.includes(u)), ...OTHER_USERS, ...SEPARATED_ADMINS, ...COMMITTEE_MEMBERS].map((u) => ({ ...u, hash: hashPassword(u.password) }));
  writeFileSync(join(opts.uploadsDir, 'avatar-nurse01.png'), avatarPng([77, 112, 255]));
  writeFileSync(join(opts.uploadsDir, SCENE_PHOTO), scenePng());
  writeFileSync(join(opts.uploadsDir, NURSING_RECORD), nursingRecordPdf());

  return store.transaction(async () => {
    // checked again inside: another instance starting on the same database may have seeded meanwhile
    // (PostgreSQL: the transaction that loses the race is run again and stops here)
    if (await store.getMeta('seeded_at')) return false;
    let sort = 0;
    const dept = async (d: DeptSeed, parentId: number | null): Promise<void> => {
      const id = await store.insertDept(d.name, ++sort, parentId);
      if (DEPT_NAMES_EN[d.name]) await store.updateDept(id, { deptNameEn: DEPT_NAMES_EN[d.name] });
      for (const c of d.children ?? []) await dept(c, id);
    };
    await dept(DEPT_TREE, null);
    // the seeded roles' English names are their role dictionary's English labels (issue 23 §1)
    const roleEn = new Map(DICT_ENTRIES.sys_role.map(([key, , en]) => [key, en]));
    for (const [i, r] of ROLES.entries()) await store.insertRole({ ...r, roleNameEn: roleEn.get(r.roleKey) ?? '', sort: i + 1, now });
    const ids = new Map<string, number>();
    for (const u of users) {
      ids.set(u.username, await store.insertUser({
        username: u.username, passwordHash: u.hash, name: u.name, workNo: u.workNo, deptName: u.deptName, phone: u.phone,
        email: `${u.username}@hospital.example.cn`, sex: u.sex, avatar: u.avatar, introduction: u.introduction, isTest: u.demo,
        passwordChangedAt: now - u.passwordAgeDays * DAY, now, roleKeys: u.roles,
      }));
    }
    for (const [deptName, username] of Object.entries(DEPT_HEADS)) await store.setDeptHead(deptName, ids.get(username)!);
    await seedMenus(store);

    await store.insertGroup({ groupName: '不良事件审批组', note: '各科室审批人', userIds: ['approver01', 'approver02', 'approver03'].map((n) => ids.get(n)!), now });
    await store.insertGroup({ groupName: '质控小组', note: '质控科及医务部', userIds: ['admin', 'quality01', 'quality02'].map((n) => ids.get(n)!), now });

    for (const [type, entries] of Object.entries(DICTS)) for (const [i, [v, l]] of entries.entries()) await store.insertDict(type, v, l, i + 1);
    for (const [i, v] of PAY_METHODS.entries()) await store.insertDict('pay_method', v, v, i + 1);
    for (const [i, v] of FEE_CATEGORIES.entries()) await store.insertDict('fee_category', v, v, i + 1);
    await store.putSettings(1, SETTINGS, now);

    for (const c of chargeItems()) await store.insertChargeItem(c);
    for (const [i, t] of TECH.entries()) {
      await store.insertTech({
        kind: t.kind, techCode: t.code, techName: t.name, category: t.category, deptName: t.dept, applicant: t.applicant,
        level: t.level, status: t.status, createdAt: now - (40 - i) * DAY,
      });
    }

    // the records' messages go to the people who work on records (not the security and audit administrators)
    for (const u of DEMO_USERS.filter((x) => !SEPARATED_ADMINS.includes(x))) {
      for (const [kind, params, relatedType, process, read, hoursAgo] of messageTemplates(now)) {
        await store.insertMessage({
          userId: ids.get(u.username)!, title: '', logContent: '', kind, params, relatedType, process,
          relatedId: null, operateStatus: read ? 1 : 0, createdAt: now - hoursAgo * HOUR,
        });
      }
    }
    for (const [title, content, noticeType, publisher, daysAgo] of notices(now)) await store.insertNotice({ title, content, noticeType, publisher, createdAt: now - daysAgo * DAY });

    const admin = ids.get('admin')!;
    // the production library holds the forms the hospital uses; the upstream widget catalogue is a test
    // fixture (tests/fixtures/legacy-forms), loaded by the tests that need it
    const reportSchema = readFixture('05-unsafe-event-report.form.json');
    const report = await store.insertForm({ code: UNSAFE_EVENT_FORM, name: '医疗安全（不良）事件报告表', nameEn: 'Medical safety (adverse) event report', kind: 'report', schema: reportSchema, note: '初始版本（导入旧设计器表单）', userId: admin, userName: '王建国', now });
    // each of four categories has its own form (issue 31 §4), bound to it by ensureWorkflowDefaults
    const categoryForms = await seedCategoryForms(store, { userId: admin, userName: '王建国', now });
    await ensureWorkflowDefaults(store, now - 60 * DAY);

    const sample = (readFixture('05-unsafe-event-report.valid.json') as { data: Record<string, unknown> }).data;
    const roleKeys = new Map(users.map((u) => [u.username, u.roles]));
    const people = new Map([...ids].map(([username, id]) => {
      const u = users.find((x) => x.username === username)!;
      return [username, { id, name: u.name, deptName: u.deptName, workNo: u.workNo, roles: roleKeys.get(username) ?? [] }];
    }));
    await seedRecords(store, { people, formId: report.id, formSchema: reportSchema, sample, now, categoryForms });
    await ensureQualityDefaults(store, now - 60 * DAY);
    await seedQuality(store, ids, new Map(users.map((u) => [u.username, u.name])), now);
    // issue 26 §2: one improvement project in its second cycle (its source: pass the seeded RCA's record id once there is one)
    await seedPdca(store, { owner: { userId: ids.get('quality01')!, userName: people.get('quality01')!.name }, now, rcaRecordId: await seededRcaRecordId(store) });

    await store.setMeta('seeded_at', new Date(now).toISOString());
    return true;
  });
}

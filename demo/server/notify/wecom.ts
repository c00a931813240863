// Issue 32 §6: the WeCom channel of the notification interface (notify/index.ts). In the caller's
// transaction it writes outbox rows whose body is already in the reader's language:
// - app messages: a reminder of a kind the user chose (the e-mail kinds) to the user's WeCom user id, when
//   they turned WeCom on in their profile and the administrator set up the app (corp id, agent id, secret);
// - group robots: a grade I event, at once, to the robots of the quality office's role (and of the
//   reporting department), and overdue reminders to the robots of the flow's overdue roles.
// The sender (wecomSender.ts) delivers the rows afterwards.
import type { SqlDb } from '../db/sql/types.ts';
import { renderMessage, type MessageParams } from '../../../src/core/messages/render.ts';
import { wecom as texts } from '../../../src/core/i18n/locales/wecom.ts';
import { robotsFor, wecomBody, type WecomLang, type WecomText } from '../../../src/core/notify/wecom.ts';
import { insertWecomRow, wecomRecipient, type WecomSettings } from '../db/store/wecom.ts';
import { absoluteLink, mailLang, mt } from './compose.ts';
import { outsideRef } from './outside.ts';
import { outsideParams, outsideTitle } from '../../../src/core/messages/outbound.ts';

/** A text of the `wecom` locale in `lang`, {{name}} filled. */
export function wct(lang: WecomLang, key: string, params: Record<string, string | number> = {}): string {
  const text = texts[lang][key] ?? texts['zh-CN'][key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** The role whose robots hear of a grade I event at once (the quality office). */
export const QUALITY_ROLE = 'qualityOfficer';

/** Whether app messages can go out: the app is set up. */
export const appReady = (s: WecomSettings): boolean => !!(s.corpId && s.agentId && s.secret);

/** The words of a bell message in `lang`, for WeCom (times in the hospital's zone). */
function messageText(m: { kind: string; params: MessageParams }, lang: WecomLang, url: string, timeZone: string): WecomText {
  const { title, content } = renderMessage({ kind: m.kind, params: m.params }, lang, { timeZone });
  return { title, recordTitle: m.params.title ?? '', content, url, open: mt(lang, 'email.open') };
}

export interface WecomNote {
  userId: number; kind: string; params: MessageParams; link: string; relatedId: number | null; now: number;
  /** the reminder's kind (the e-mail kinds); without one it stays in the bell */
  mail?: string;
}

/** App messages for the notes whose users take WeCom reminders of that kind; how many were queued. */
export async function wecomAppMessages(db: SqlDb, s: WecomSettings, appUrl: string, notes: WecomNote[], timeZone: string): Promise<number> {
  if (!s.enabled || !appReady(s)) return 0;
  let queued = 0;
  for (const n of notes) {
    if (!n.mail) continue;
    const who = await wecomRecipient(db, n.userId);
    if (!who?.on || !who.wecomUserId || !who.kinds.split(',').includes(n.mail)) continue;
    const lang = mailLang(who.mailLang || who.signInLang);
    const url = absoluteLink(appUrl, n.link);
    const body = wecomBody(s.format, messageText({ kind: n.kind, params: outsideParams(n.params, await outsideRef(db, n.relatedId), lang) }, lang, url, timeZone));
    await insertWecomRow(db, {
      userId: n.userId, kind: n.mail, targetKind: 'app', target: who.wecomUserId, msgtype: body.msgtype, content: body.content, lang,
      relatedId: n.relatedId, link: url, now: n.now,
    });
    queued++;
  }
  return queued;
}

/** One message to each robot of these roles and departments, worded in the robot's language; how many were queued. */
export async function wecomRobotMessages(db: SqlDb, s: WecomSettings, p: {
  to: { roles?: string[]; depts?: string[] }; kind: string; text: (lang: WecomLang) => WecomText; relatedId: number | null; link: string; now: number;
}): Promise<number> {
  if (!s.enabled) return 0;
  const robots = robotsFor(s.robots, p.to);
  for (const r of robots) {
    const body = wecomBody(s.format, p.text(r.lang));
    await insertWecomRow(db, {
      userId: null, kind: p.kind, targetKind: 'robot', target: r.id, msgtype: body.msgtype, content: body.content, lang: r.lang,
      relatedId: p.relatedId, link: p.link, now: p.now,
    });
  }
  return robots.length;
}

/** A grade I event was reported: the quality office's robots (and the reporting department's) hear of it at once. */
export async function wecomGradeI(db: SqlDb, s: WecomSettings, appUrl: string, rec: {
  id: number; title: string; deptName: string; anonymous: number | boolean; link: string;
}, now: number): Promise<number> {
  const url = absoluteLink(appUrl, rec.link);
  const ref = await outsideRef(db, rec.id);
  return wecomRobotMessages(db, s, {
    to: { roles: [QUALITY_ROLE], depts: rec.deptName ? [rec.deptName] : [] }, kind: 'gradeI', relatedId: rec.id, link: url, now,
    text: (lang) => ({
      title: wct(lang, 'gradeI.title'), recordTitle: outsideTitle(ref, lang), url, open: mt(lang, 'email.open'),
      content: wct(lang, 'gradeI.content', { dept: rec.deptName || '-' }) + (rec.anonymous ? ' ' + wct(lang, 'gradeI.anonymous') : ''),
    }),
  });
}

/** An overdue reminder to the robots of the flow's overdue roles. */
export async function wecomOverdueRobots(db: SqlDb, s: WecomSettings, appUrl: string, p: {
  roles: string[]; kind: string; params: MessageParams; link: string; relatedId: number; now: number; timeZone: string;
}): Promise<number> {
  if (!p.roles.length) return 0;
  const url = absoluteLink(appUrl, p.link);
  const ref = await outsideRef(db, p.relatedId);
  return wecomRobotMessages(db, s, {
    to: { roles: p.roles }, kind: 'overdue', relatedId: p.relatedId, link: url, now: p.now,
    text: (lang) => messageText({ kind: p.kind, params: outsideParams(p.params, ref, lang) }, lang, url, p.timeZone),
  });
}

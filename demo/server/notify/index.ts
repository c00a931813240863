// Issue 26 §4: the one notification interface of the server. A message reaches a user through channels:
// the bell (always; the message list) and e-mail (when the administrator turned e-mail on in 系统设置, the
// message is of a kind the user chose in their profile, and they have an address). Both are written in
// the caller's transaction: the bell message, and for e-mail an outbox row (subject and body already in
// the recipient's language) that the sender (sender.ts) delivers afterwards. Sending thus never blocks or
// fails the action that caused it. Issue 32 §6 adds WeCom (wecom.ts): app messages to the users who chose
// it, in the same pass and from the same settings read, and group robots for grade I events and overdue
// reminders; its outbox is wecom_outbox, its sender wecomSender.ts.
import { titleIn } from '../../../src/core/settings/systemSettings.ts';
import type { SqlDb } from '../db/sql/types.ts';
import type { MessageParams } from '../../../src/core/messages/render.ts';
import type { Notification } from '../../../src/core/workflow/types.ts';
import { insertMessage } from '../db/store/messages.ts';
import { insertOutbox, mailRecipient, parseMailSettings, type MailKind } from '../db/store/mail.ts';
import { readChannelSettings, type WecomSettings } from '../db/store/wecom.ts';
import { wecomAppMessages } from './wecom.ts';
import { activeUsers, roleHolders } from '../db/store/wfRecord.ts';
import { absoluteLink, composeMail, mailLang } from './compose.ts';
import { outsideRef } from './outside.ts';
import { outsideParams } from '../../../src/core/messages/outbound.ts';

/** Writes group robots' messages with the WeCom settings and the app's address; how many were queued. */
export type RobotMessages = (s: WecomSettings, appUrl: string) => Promise<number>;

export type Channel = 'bell' | 'email' | 'wecom';

export interface Note {
  userId: number;
  /** the bell message's kind and parameters (worded when read, src/core/messages/render.ts) */
  kind: string;
  params: MessageParams;
  /** the app route the message opens */
  link: string;
  relatedType: string;
  relatedId: number | null;
  now: number;
  /** the e-mail kind of this message; without one it goes to the bell only */
  mail?: MailKind;
}

const TODO = new Set(['submit', 'resubmit', 'transfer', 'assignMeasures', 'urge']);
const RETURNED = new Set(['return', 'sendBack', 'sendBackMeasure']);

/**
 * The e-mail kind of a workflow message: new work in someone's hands (to-do), a return (returned), an
 * overdue reminder; the rest (results, copies, closings) stays in the bell.
 */
export function mailKindOf(kind: Notification['kind'] | string, to: Notification['target']['to'] | string): MailKind | undefined {
  if (kind === 'overdue') return 'overdue';
  if (RETURNED.has(kind)) return 'returned';
  if (TODO.has(kind) || (kind === 'approve' && to === 'assignees')) return 'todo';
  return undefined;
}

/** Sends one message through its channels (inside the caller's transaction); the channels it took. */
export async function notify(db: SqlDb, n: Note): Promise<Channel[]> {
  await insertMessage(db, {
    userId: n.userId, title: '', logContent: '', kind: n.kind, params: n.params, relatedType: n.relatedType, process: 0,
    relatedId: n.relatedId, operateStatus: 0, createdAt: n.now, link: n.link,
  });
  const out = await outboxChannels(db, [n]);
  return ['bell', ...(out.email[0] ? ['email' as const] : []), ...(out.wecom ? ['wecom' as const] : [])];
}

/**
 * The e-mail and WeCom channels alone, for messages whose bell rows the caller wrote (a workflow action
 * writes its messages in one statement, db/store/wfNotify.ts): the settings of both are read in one
 * statement, and nothing more when no message has an e-mail kind or both channels are off. Whether each
 * message went out by e-mail, and how many WeCom messages were queued. `robots` writes group robots'
 * messages of the same action (a grade I event) with the settings read here.
 */
export async function outboxChannels(db: SqlDb, notes: Note[], robots?: RobotMessages): Promise<{ email: boolean[]; wecom: number }> {
  const sent = notes.map(() => false);
  if (!notes.some((n) => n.mail) && !robots) return { email: sent, wecom: 0 };
  const stored = await readChannelSettings(db);
  const settings = parseMailSettings(stored.mail);
  const appUrl = stored.wecom.appUrl || settings.appUrl;
  const wecom = await wecomAppMessages(db, stored.wecom, appUrl, notes, stored.hospital.timeZone) + (robots ? await robots(stored.wecom, appUrl) : 0);
  if (!settings.enabled) return { email: sent, wecom };
  for (const [i, n] of notes.entries()) {
    if (!n.mail) continue;
    const who = await mailRecipient(db, n.userId);
    if (!who?.email || !who.kinds.includes(n.mail)) continue;
    const lang = mailLang(who.mailLang || who.signInLang);
    const url = absoluteLink(settings.appUrl, n.link);
    // leaving the hospital: the record's number and category, never its title or a comment (issue 33 §6)
    const m = composeMail({ kind: n.kind, params: outsideParams(n.params, await outsideRef(db, n.relatedId), lang) }, lang, url, titleIn({ title: stored.hospital.name, titleEn: stored.hospital.nameEn }, lang, ''), stored.hospital.timeZone);
    await insertOutbox(db, { userId: n.userId, kind: n.mail, to: who.email, ...m, relatedId: n.relatedId, link: url, now: n.now });
    sent[i] = true;
  }
  return { email: sent, wecom };
}

/** The e-mail channel alone (as before WeCom): whether each message went out by e-mail. */
export async function mailChannel(db: SqlDb, notes: Note[]): Promise<boolean[]> {
  return (await outboxChannels(db, notes)).email;
}

/**
 * Issue 26 §3/§4, for "publish the monthly report": tells the users (and the holders of the roles) that a
 * report was published, by bell and (as the kind `report`) by e-mail. Runs in the caller's transaction;
 * `link` is the report's app route, `title` its name as shown, `actor` who published it. Returns how many
 * users were told. The publisher is not told.
 */
export async function notifyReportPublished(db: SqlDb, p: {
  title: string; link: string; actor: { id: number; name: string }; now: number; userIds?: number[]; roles?: string[]; relatedId?: number | null;
}): Promise<number> {
  const ids = new Set([...(p.userIds ?? []), ...(p.roles?.length ? await roleHolders(db, p.roles) : [])]);
  ids.delete(p.actor.id);
  const active = (await activeUsers(db, [...ids])).map((u) => u.id);
  for (const userId of active) {
    await notify(db, {
      userId, kind: 'reportPublished', params: { title: p.title, actor: p.actor.name }, link: p.link, relatedType: '报告',
      relatedId: p.relatedId ?? null, now: p.now, mail: 'report',
    });
  }
  return active.length;
}

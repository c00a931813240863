// The bell messages the engine's transitions write: a title and a content in Chinese, like every other
// message of the platform (messages are stored once and read by anyone), naming the record and who acted.
// For an anonymous record the reporter is never named: callers pass '匿名' as the actor then.
import type { LocalText, Notification, ReviewOutcome, WfModule } from '../../../src/core/workflow/types.ts';
import { wt } from './lang.ts';

export interface MessageContext {
  module: WfModule;
  recordId: number;
  title: string;
  /** who acted, already masked for anonymous reporters */
  actor: string;
  fromStep?: LocalText;
  toStep?: LocalText;
  comment: string;
  outcome?: ReviewOutcome;
  /** 'YYYY-MM-DD HH:mm' of the due time (overdue reminders) */
  due?: string;
}

export interface BellText { title: string; content: string }

/** The record's page in the app: bell messages open it. */
export function recordLink(module: WfModule, id: number): string {
  return module === 'xjsxxm' ? `/xjsxxm/apply/detail?id=${id}` : `/newBaqsj/lookDetail?id=${id}`;
}

const zh = (t: LocalText | undefined) => t?.['zh-CN'] ?? '';
const why = (c: string) => (c ? `，意见：${c}` : '');

/**
 * The text for one notification. `toSubmitter` distinguishes the two audiences of actions that tell
 * both the submitter and the next hands (approve, close).
 */
export function bellText(kind: Notification['kind'], to: Notification['target']['to'], c: MessageContext): BellText {
  const r = `「${c.title}」`;
  const mine = c.module === 'xjsxxm' ? `您申请的${r}` : `您提交的${r}`;
  const toSubmitter = to === 'submitter';
  switch (kind) {
    case 'submit':
      return { title: '待处理', content: `${c.actor}提交的${r}待您处理（${zh(c.toStep)}）。` };
    case 'resubmit':
      return { title: '待处理', content: `${c.actor}修改后重新提交了${r}，待您处理（${zh(c.toStep)}）。` };
    case 'withdraw':
      return { title: '已撤回', content: `${c.actor}撤回了${r}，您无需再处理。` };
    case 'approve':
      if (toSubmitter) {
        const next = c.toStep ? `，进入「${zh(c.toStep)}」` : '，流程已完成';
        return { title: '审核通过', content: `${mine}已由${c.actor}审核通过（${zh(c.fromStep)}）${next}${why(c.comment)}。` };
      }
      return { title: '待处理', content: `${r}已由${c.actor}审核通过（${zh(c.fromStep)}），待您处理（${zh(c.toStep)}）。` };
    case 'return':
      if (toSubmitter) return { title: '已退回', content: `${mine}被${c.actor}退回修改，原因：${c.comment}。请修改后重新提交。` };
      return { title: '退回重办', content: `${r}被${c.actor}退回至「${zh(c.toStep)}」，原因：${c.comment}。请重新处理。` };
    case 'reject':
      return { title: '已驳回', content: `${mine}已被${c.actor}驳回，原因：${c.comment}。` };
    case 'transfer':
      return { title: '转办', content: `${c.actor}将${r}（${zh(c.fromStep)}）转交给您处理。` };
    case 'close':
      if (toSubmitter) return { title: '已结案', content: `${mine}已由${c.actor}结案${c.comment ? `，结案结论：${c.comment}` : ''}${c.toStep ? `；待「${zh(c.toStep)}」` : ''}。` };
      return { title: '待处理', content: `${r}已由${c.actor}结案，待您处理（${zh(c.toStep)}）。` };
    case 'archive':
      return { title: '已归档', content: `${mine}已由${c.actor}审核归档。` };
    case 'sendBack':
      return { title: '打回重办', content: `${r}被${c.actor}从「${zh(c.fromStep)}」打回至「${zh(c.toStep)}」，原因：${c.comment}。请重新处理。` };
    case 'review':
      return { title: '定期评估结果', content: `${mine}的定期评估结论：${c.outcome ? wt('zh-CN', `outcome.${c.outcome}`) : ''}（${c.actor}）${why(c.comment)}。` };
    case 'assignMeasures':
      return { title: '整改任务', content: `${c.actor}为${r}下达了整改措施，请在期限前完成并提交整改情况。` };
    case 'completeMeasure':
      return { title: '整改待验证', content: `${c.actor}已提交${r}的整改完成情况，请验证。` };
    case 'verifyMeasure':
      return { title: '整改已验证', content: `您负责的${r}整改措施已由${c.actor}验证通过。` };
    case 'sendBackMeasure':
      return { title: '整改被退回', content: `您负责的${r}整改措施被${c.actor}退回，原因：${c.comment}。请重新整改。` };
    case 'addCc':
      return { title: '抄送通知', content: `${c.actor}将${r}抄送给您，请知悉。` };
    case 'urge':
      return { title: '催办', content: `${c.actor}催办${r}（${zh(c.fromStep)}），请尽快处理。` };
    case 'overdue':
      return { title: '超期提醒', content: `${r}在「${zh(c.fromStep)}」环节已超过处理时限（截止 ${c.due ?? ''}），请尽快处理。` };
    default:
      return { title: '流程通知', content: `${r}有新的处理动态（${c.actor}）。` };
  }
}

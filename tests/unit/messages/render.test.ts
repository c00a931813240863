// Issue 23 §1: stored messages are a kind plus parameters, worded in the reader's language when read
// (src/core/messages/render.ts); a message stored as a finished sentence shows as it was stored.
import { describe, expect, it } from 'vitest';
import { knownKind, readParams, renderMessage } from '../../../src/core/messages/render.ts';
import { formatDateTime } from '../../../src/core/i18n/format.ts';
import { messageTexts } from '../../../src/core/i18n/locales/messageTexts.ts';
import { messageUserValues, userTextParts } from '../../../src/core/messages/userText.ts';

const CJK = /[\u3400-\u9fff]/;
const step = (zh: string, en: string) => ({ 'zh-CN': zh, en });
const base = { recordId: 7, module: 'baqsj', title: 'Fall on ward 3', actor: 'Li Xiumei' };

describe('renderMessage', () => {
  it('words a submit in both languages, with the step name of each language', () => {
    const m = { kind: 'submit', params: { ...base, toStep: step('科室审核', 'Department review') } };
    expect(renderMessage(m, 'zh-CN')).toEqual({ title: '待处理', content: 'Li Xiumei提交的「Fall on ward 3」待您处理（科室审核）。' });
    expect(renderMessage(m, 'en')).toEqual({ title: 'To do', content: 'Li Xiumei submitted “Fall on ward 3”, which is waiting for you (Department review).' });
    expect(renderMessage(m, 'en-GB').title).toBe('To do');
    // a step without its English name falls back to the Chinese one
    expect(renderMessage({ kind: 'submit', params: { ...base, toStep: { 'zh-CN': '科室审核' } } }, 'en').content).toContain('(科室审核)');
  });

  it('tells the submitter apart from the next hands (approve, return, close)', () => {
    const p = { ...base, actor: '王芳', fromStep: step('科室审核', 'Department review'), toStep: step('质控科审核', 'Quality office review') };
    expect(renderMessage({ kind: 'approve', params: { ...p, toSubmitter: true } }, 'en')).toEqual({
      title: 'Approved', content: 'Your report “Fall on ward 3” was approved by 王芳 (Department review) and moved on to “Quality office review”.',
    });
    expect(renderMessage({ kind: 'approve', params: p }, 'en').title).toBe('To do');
    expect(renderMessage({ kind: 'approve', params: { ...p, toSubmitter: true, toStep: null, comment: 'OK' } }, 'zh-CN').content)
      .toBe('您提交的「Fall on ward 3」已由王芳审核通过（科室审核），流程已完成，意见：OK。');
    expect(renderMessage({ kind: 'return', params: { ...p, toSubmitter: true, comment: 'add the place' } }, 'en').content)
      .toBe('Your report “Fall on ward 3” was returned for changes by 王芳. Reason: add the place. Please revise and resubmit it.');
    expect(renderMessage({ kind: 'close', params: { ...p, module: 'xjsxxm', toSubmitter: true, toStep: null, comment: 'done' } }, 'en').content)
      .toBe('Your application “Fall on ward 3” was closed by 王芳, conclusion: done.');
  });

  it('never names an anonymous reporter, in either language', () => {
    const m = { kind: 'urge', params: { ...base, actor: '', anonymous: true, fromStep: step('科室审核', 'Department review') } };
    expect(renderMessage(m, 'zh-CN').content).toBe('匿名催办「Fall on ward 3」（科室审核），请尽快处理。');
    expect(renderMessage(m, 'en').content).toBe('Anonymous asks you to handle “Fall on ward 3” (Department review) soon.');
  });

  it('words outcomes through the locale and dates through the one formatter', () => {
    const review = { kind: 'review', params: { ...base, module: 'xjsxxm', outcome: 'suspend', actor: 'Zhou' } };
    expect(renderMessage(review, 'en').content).toBe('Periodic review of your application “Fall on ward 3”: Suspend (Zhou).');
    expect(renderMessage(review, 'zh-CN').content).toBe('您申请的「Fall on ward 3」的定期评估结论：暂停（Zhou）。');
    const due = new Date(2026, 10, 24, 19, 49).getTime();
    const overdue = { kind: 'overdue', params: { ...base, actor: '', fromStep: step('科室审核', 'Department review'), due } };
    expect(renderMessage(overdue, 'en').content).toBe(`“Fall on ward 3” is past its time limit at “Department review” (due ${formatDateTime(due, 'en')}). Please handle it soon.`);
    expect(renderMessage(overdue, 'zh-CN').content).toContain('（截止 2026-11-24 19:49）');
  });

  it('reads parameters stored as JSON text, and survives unreadable ones', () => {
    expect(readParams('{"year":2026}')).toEqual({ year: 2026 });
    expect(readParams('not json')).toEqual({});
    expect(readParams('[1]')).toEqual({});
    expect(readParams(null)).toEqual({});
    expect(renderMessage({ kind: 'annualForm', params: '{"year":2026}' }, 'en').content).toContain('The 2026 medical quality assessment form');
    expect(renderMessage({ kind: 'submit', params: 'broken' }, 'en').title).toBe('To do');
  });

  it('shows a message stored as a finished sentence (no kind, or a kind this build does not know) as stored', () => {
    const old = { title: '待处理', logContent: '王芳提交的「跌倒」待您处理（科室审核）。' };
    expect(renderMessage({ ...old, kind: null, params: null }, 'en')).toEqual({ title: old.title, content: old.logContent });
    expect(renderMessage({ ...old, kind: '' }, 'en')).toEqual({ title: old.title, content: old.logContent });
    expect(renderMessage({ ...old, kind: 'somethingNew', params: {} }, 'zh-CN')).toEqual({ title: old.title, content: old.logContent });
    expect(renderMessage({}, 'en')).toEqual({ title: '', content: '' });
    expect(knownKind('submit')).toBe(true);
    expect(knownKind('part')).toBe(false);
  });

  it('has every text in both languages, and no Chinese in the English ones', () => {
    expect(Object.keys(messageTexts.en).sort()).toEqual(Object.keys(messageTexts['zh-CN']).sort());
    for (const [k, v] of Object.entries(messageTexts.en)) expect(CJK.test(v), k).toBe(false);
    // every kind words to English without Chinese when its parameters are English
    const kinds = Object.keys(messageTexts.en).filter((k) => k.endsWith('.content') && !k.startsWith('server.')).map((k) => k.replace(/(\.mine)?\.content$/, ''));
    for (const kind of new Set(kinds)) {
      for (const toSubmitter of [false, true]) {
        const r = renderMessage({ kind, params: { ...base, toSubmitter, fromStep: step('甲', 'A'), toStep: step('乙', 'B'), comment: 'c', outcome: 'stop', due: 0, year: 2026 } }, 'en');
        expect(CJK.test(r.title + r.content), `${kind} ${r.title} ${r.content}`).toBe(false);
        expect(r.content, kind).not.toMatch(/\{\{/);
      }
    }
  });
});

describe('userTextParts', () => {
  it('marks the typed values of a worded message, longest first, however often they occur', () => {
    const m = { kind: 'approve', params: { title: 'Fall (ward 3)', actor: 'Zhou', comment: 'Zhou agrees' } };
    const vals = messageUserValues(m);
    expect(userTextParts('Your report “Fall (ward 3)” was approved by Zhou, comment: Zhou agrees.', vals)).toEqual([
      { text: 'Your report “' }, { text: 'Fall (ward 3)', user: true }, { text: '” was approved by ' }, { text: 'Zhou', user: true },
      { text: ', comment: ' }, { text: 'Zhou agrees', user: true }, { text: '.' },
    ]);
  });

  it('marks all of a message stored as text (old messages, notices), nothing of a text without values', () => {
    expect(messageUserValues({ title: '待处理', logContent: '旧消息' })).toEqual(['待处理', '旧消息']);
    expect(userTextParts('旧消息', messageUserValues({ logContent: '旧消息' }))).toEqual([{ text: '旧消息', user: true }]);
    expect(userTextParts('To do', [])).toEqual([{ text: 'To do' }]);
    expect(userTextParts('', ['x'])).toEqual([]);
    expect(messageUserValues({ kind: 'urge', params: { actor: '', anonymous: true, title: 'T' } })).toEqual(['T', '']);
    // a step without an English name shows its Chinese one: data an administrator typed
    const urge = { kind: 'urge', params: { actor: 'Zhou', title: 'T', fromStep: { 'zh-CN': '自建环节' } } };
    expect(userTextParts(renderMessage(urge, 'en').content, messageUserValues(urge)).filter((x) => x.user).map((x) => x.text)).toEqual(['Zhou', 'T', '自建环节']);
  });
});

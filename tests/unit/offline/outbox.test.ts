// The device's outbox (issue 32 §2): queued per user in the draft store, sent exactly once (the
// idempotency key goes with every try), kept while the network is down, put back as the report draft with
// the server's reason when refused, and cleared with the user's report drafts at logout.
import { describe, expect, it } from 'vitest';
import { clearReportDrafts, draftKey, memoryBackend, type ReportDraft } from '../../../src/core/autosave/index.ts';
import { enqueueReport, failureOf, flushOutbox, onOutboxChange, outboxKey, queuedReports, type OutboxItem } from '../../../src/core/offline/outbox.ts';

const draft = (text: string): ReportDraft => ({
  kind: 'report', savedAt: 1, head: { eventType: 'fall', grade: 'III', deptName: '心内科', anonymous: false, ccUserIds: [] },
  form: { id: 3, version: 1 }, models: { event_description: text }, fields: [{ model: 'event_description', title: '经过' }],
});
const item = (key: string, queuedAt: number, text = key): Omit<OutboxItem, 'kind'> => ({
  key, queuedAt, title: `report ${key}`, submit: true, input: { module: 'baqsj', formId: 3, data: { event_description: text } }, draft: draft(text),
});
const offline = () => Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
const refusal = (msg: string) => Object.assign(new Error(msg), { code: 400 });

/** A server that dedups by idempotency key, as demo/server does: one record per key. */
function fakeServer() {
  const byKey = new Map<string, number>();
  let next = 100;
  const calls: string[] = [];
  let down = false;
  return {
    calls, byKey,
    setDown(v: boolean) { down = v; },
    send: async (it: OutboxItem) => {
      calls.push(it.key);
      if (down) throw offline();
      if (!byKey.has(it.key)) byKey.set(it.key, next++);
      return { id: byKey.get(it.key)! };
    },
  };
}

describe('outbox', () => {
  it('keeps reports queued while the network is down and sends each exactly once when it is back, oldest first', async () => {
    const backend = memoryBackend();
    await enqueueReport(backend, '7', item('kb', 2));
    await enqueueReport(backend, '7', item('ka', 1));
    const server = fakeServer();
    server.setDown(true);
    const down = await flushOutbox(backend, '7', server.send);
    expect(down).toEqual({ sent: [], refused: [], left: 2 });
    expect((await queuedReports(backend, '7')).map((x) => x.key)).toEqual(['ka', 'kb']);

    server.setDown(false);
    const up = await flushOutbox(backend, '7', server.send);
    expect(up.sent.map((s) => [s.item.key, s.id])).toEqual([['ka', 100], ['kb', 101]]);
    expect(up.left).toBe(0);
    expect(await queuedReports(backend, '7')).toEqual([]);
    // a second flush (the online event and the timer firing together) sends nothing again
    await flushOutbox(backend, '7', server.send);
    expect(server.byKey.size).toBe(2);
    expect(server.calls.filter((k) => k === 'ka')).toHaveLength(2); // one failed try, one send
  });

  it('runs one flush at a time: concurrent calls share it', async () => {
    const backend = memoryBackend();
    await enqueueReport(backend, '7', item('ka', 1));
    const server = fakeServer();
    const [a, b] = await Promise.all([flushOutbox(backend, '7', server.send), flushOutbox(backend, '7', server.send)]);
    expect(a).toBe(b);
    expect(server.calls).toEqual(['ka']);
  });

  it('a refused report leaves the queue and becomes the report draft again, with the server\'s reason and its key', async () => {
    const backend = memoryBackend();
    await enqueueReport(backend, '7', item('ka', 1, '患者跌倒'));
    const r = await flushOutbox(backend, '7', async () => { throw refusal('事件分级无效'); });
    expect(r.refused.map((x) => x.reason)).toEqual(['事件分级无效']);
    expect(await queuedReports(backend, '7')).toEqual([]);
    const back = (await backend.get(draftKey('7', 'report:new'))) as ReportDraft;
    expect(back.models.event_description).toBe('患者跌倒');
    expect(back.refused).toBe('事件分级无效');
    expect(back.submission).toBe('ka');
  });

  it('a refused report waits (marked) while the report page holds another draft, and is announced once', async () => {
    const backend = memoryBackend();
    await backend.set(draftKey('7', 'report:new'), draft('another report'));
    await enqueueReport(backend, '7', item('ka', 1));
    let tries = 0;
    const send = async () => { tries++; throw refusal('表单已停用'); };
    const first = await flushOutbox(backend, '7', send);
    expect(first.refused).toHaveLength(1);
    expect(first.left).toBe(1);
    const again = await flushOutbox(backend, '7', send);
    expect(again.refused).toHaveLength(0);
    expect(tries).toBe(1);
    expect((await queuedReports(backend, '7'))[0].refused).toBe('表单已停用');
    // the page is free again: it comes back as the draft
    await backend.del(draftKey('7', 'report:new'));
    await flushOutbox(backend, '7', send);
    expect(((await backend.get(draftKey('7', 'report:new'))) as ReportDraft).refused).toBe('表单已停用');
    expect(await queuedReports(backend, '7')).toEqual([]);
  });

  it('is per user, and the logout that clears the user\'s report drafts clears the queue', async () => {
    const backend = memoryBackend();
    await enqueueReport(backend, '7', item('ka', 1));
    await enqueueReport(backend, '8', item('kb', 1));
    expect((await queuedReports(backend, '7')).map((x) => x.key)).toEqual(['ka']);
    expect(outboxKey('7', 'ka').startsWith(draftKey('7', 'report:'))).toBe(true);
    await clearReportDrafts(backend, '7');
    expect(await queuedReports(backend, '7')).toEqual([]);
    expect((await queuedReports(backend, '8')).map((x) => x.key)).toEqual(['kb']);
  });

  it('tells a network failure (retry) from a refusal (reason)', () => {
    expect(failureOf(offline())).toEqual({ ok: false, retry: true });
    expect(failureOf(Object.assign(new Error('timeout'), { isAxiosError: true, code: 'ECONNABORTED' }))).toEqual({ ok: false, retry: true });
    expect(failureOf(Object.assign(new Error('bad'), { isAxiosError: true, response: { status: 503 } })).retry).toBe(true);
    expect(failureOf(Object.assign(new Error('bad body'), { isAxiosError: true, response: { status: 422 } }))).toEqual({ ok: false, retry: false, reason: 'bad body' });
    expect(failureOf(refusal('无权上报'))).toEqual({ ok: false, retry: false, reason: '无权上报' });
    expect(failureOf(Object.assign(new Error('expired'), { code: 6401 })).retry).toBe(true);
  });

  it('tells listeners when the queue changes', async () => {
    const backend = memoryBackend();
    let n = 0;
    const off = onOutboxChange(() => n++);
    await enqueueReport(backend, '7', item('ka', 1));
    await flushOutbox(backend, '7', async () => ({ id: 1 }));
    off();
    await enqueueReport(backend, '7', item('kb', 1));
    expect(n).toBe(2);
  });
});

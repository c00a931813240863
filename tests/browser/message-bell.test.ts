import { expect } from 'chai';
import '/dist/hos-message-bell.js';
import { $, $$, addHostileCss, click, mount, sleep, waitFor, waitStable } from './helpers.ts';

type Bell = HTMLElementTagNameMap['hos-message-bell'];

interface Msg { id: number; title: string; logContent: string; createTime: string; operateStatus: number; operate_status: number; is_read: number; relatedType: string; process: number }

// A fake old API behind XMLHttpRequest (axios uses XHR in browsers): the messages of one user.
const server = {
  messages: [] as Msg[],
  calls: [] as Array<{ url: string; body: Record<string, unknown>; auth: string | null }>,
  reset(list: Msg[]) {
    this.messages = list.map((m) => ({ ...m }));
    this.calls = [];
  },
  answer(url: string, body: Record<string, unknown>) {
    if (url.endsWith('/MTSaas/tSysMessage/doQueryPage')) {
      const records = this.messages.filter((m) => body.operate_status === undefined || m.operateStatus === body.operate_status);
      return { resStatus: 'S0000', resData: { records, total: records.length, pageIndex: 1, pageSize: body.pageSize }, objData: null, resMsg: '' };
    }
    if (url.endsWith('/MTSaas/tSysMessage/doRead')) {
      const m = this.messages.find((x) => x.id === body.id);
      if (!m) return { resStatus: 'E0404', resData: null, objData: null, resMsg: '消息不存在' };
      Object.assign(m, { operateStatus: 1, operate_status: 1, is_read: 1 });
      return { resStatus: 'S0000', resData: { id: m.id, operateStatus: 1 }, objData: null, resMsg: '' };
    }
    return { resStatus: 'E0404', resData: null, objData: null, resMsg: 'not found' };
  },
};

class FakeXhr {
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  response: unknown = '';
  responseType = '';
  responseURL = '';
  timeout = 0;
  withCredentials = false;
  upload = { addEventListener() {} };
  onreadystatechange: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
    this.readyState = 1;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k.toLowerCase()] = v;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  addEventListener() {}
  abort() {}
  send(body: string | null) {
    const parsed = body ? JSON.parse(body) : {};
    server.calls.push({ url: this.url, body: parsed, auth: this.headers.authorization ?? null });
    const res = server.answer(this.url, parsed);
    setTimeout(() => {
      this.status = 200;
      this.statusText = 'OK';
      this.responseText = JSON.stringify(res);
      this.response = this.responseText;
      this.responseURL = this.url;
      this.readyState = 4;
      this.onreadystatechange?.();
      this.onloadend?.();
    }, 5);
  }
}

const msg = (id: number, patch: Partial<Msg> = {}): Msg => ({
  id, title: `消息标题${id}`, logContent: `消息内容${id}`, createTime: `2024-05-0${id} 10:00:00`, operateStatus: 0, operate_status: 0, is_read: 0, relatedType: '', process: 0, ...patch,
});

const realXhr = window.XMLHttpRequest;
const badge = (el: Bell) => $(el, '.ant-badge-count')?.getAttribute('title') ?? '0';
const setToken = (v: string | null) => {
  document.cookie = v ? `Admin-Token=${v}; path=/` : 'Admin-Token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

async function mountBell(attrs: Record<string, string> = {}) {
  const el = mount('hos-message-bell', { locale: 'zh-CN', ...attrs }) as Bell;
  await el.whenReady();
  return el;
}

async function openPanel(el: Bell) {
  await click($(el, '.hos-bell-trigger')!);
  const panel = await waitFor(() => $(el, '.hos-bell-panel'), 'panel');
  const pop = panel.closest('.ant-popover') as HTMLElement;
  await waitStable(pop);
  return { panel, pop };
}

function styles(el: Element) {
  const cs = getComputedStyle(el);
  return { font: cs.fontFamily, size: cs.fontSize, color: cs.color, bg: cs.backgroundColor, display: cs.display, w: Math.round(el.getBoundingClientRect().width), h: Math.round(el.getBoundingClientRect().height) };
}

describe('<hos-message-bell>', () => {
  before(() => {
    (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });
  after(() => {
    window.XMLHttpRequest = realXhr;
    setToken(null);
  });
  beforeEach(() => {
    setToken('tok-nurse');
    server.reset([msg(1, { relatedType: '审批' }), msg(2, { process: 2 }), msg(3), msg(4, { operateStatus: 1, operate_status: 1, is_read: 1 })]);
  });
  afterEach(() => {
    document.querySelectorAll('hos-message-bell, style').forEach((e) => e.remove());
  });

  it('shows the unread count from doQueryPage (operate_status 0, page size 9999) with the token', async () => {
    const el = await mountBell();
    await waitFor(() => badge(el) === '3', 'badge 3');
    const q = server.calls.find((c) => c.url.endsWith('/tSysMessage/doQueryPage'))!;
    expect(q.url).to.equal('/xjs-api/MTSaas/tSysMessage/doQueryPage');
    expect(q.body).to.deep.equal({ operate_status: 0, pageIndex: 1, pageSize: 9999 });
    expect(q.auth).to.equal('Bearer tok-nurse');
    expect(el.getUnread()).to.equal(3);
  });

  it('lists the messages in a 350 px popover with approval and annual tags and the end-of-list text', async () => {
    const el = await mountBell();
    await waitFor(() => badge(el) === '3', 'badge');
    const { pop } = await openPanel(el);
    expect(document.querySelector('.ant-popover')).to.equal(null);
    expect(Math.round(pop.getBoundingClientRect().width)).to.equal(350);
    const items = $$(el, '.hos-bell-item');
    expect(items.map((i) => i.dataset.id)).to.deep.equal(['1', '2', '3']);
    expect(items[0].querySelector('.hos-bell-tag-approval')!.textContent).to.equal('审批');
    expect(items[1].querySelector('.hos-bell-tag-annual')!.textContent).to.equal('年度');
    expect(items[2].querySelector('.ant-tag')).to.equal(null);
    expect(items[0].textContent).to.contain('消息内容1');
    expect($(el, '.hos-bell-end')!.textContent).to.equal('没有更多数据了...');
  });

  it('clicking a message marks it read (doRead), reloads the list and fires hos-open and hos-read', async () => {
    const el = await mountBell();
    await waitFor(() => badge(el) === '3', 'badge');
    await openPanel(el);
    const events: Array<[string, unknown]> = [];
    el.addEventListener('hos-open', (e) => events.push(['open', (e as CustomEvent).detail.message.id]));
    el.addEventListener('hos-read', (e) => events.push(['read', (e as CustomEvent).detail]));
    server.calls = [];
    await click($(el, '.hos-bell-item[data-id="2"]')!);
    await waitFor(() => badge(el) === '2', 'badge 2');
    expect(server.calls.map((c) => c.url.split('/').pop())).to.deep.equal(['doRead', 'doQueryPage']);
    expect(server.calls[0].body).to.deep.equal({ id: 2 });
    expect($$(el, '.hos-bell-item').map((i) => i.dataset.id)).to.deep.equal(['1', '3']);
    await waitFor(() => events.length === 2, 'events');
    expect(events).to.deep.equal([['open', 2], ['read', { id: 2 }]]);
  });

  it('shows 暂无消息 when nothing is unread, and no badge', async () => {
    server.reset([msg(4, { operateStatus: 1, operate_status: 1, is_read: 1 })]);
    const el = await mountBell();
    await waitFor(() => server.calls.length > 0, 'query');
    await sleep(50);
    expect($(el, '.ant-badge-count')).to.equal(null);
    await openPanel(el);
    await waitFor(() => $(el, '.hos-bell-empty'), 'empty');
    expect($(el, '.hos-bell-empty')!.textContent).to.contain('暂无消息');
    expect($(el, '.hos-bell-end')).to.equal(null);
  });

  it('the old variant reads is_read and shows a labelled button', async () => {
    // a backend whose old layout only keeps is_read up to date
    server.reset([msg(1, { is_read: 1 }), msg(2), msg(3)]);
    const el = await mountBell({ variant: 'old' });
    await waitFor(() => badge(el) === '2', 'badge 2 (is_read)');
    expect($(el, '.hos-bell-old')!.textContent).to.contain('消息');
    const { pop } = await openPanel(el);
    expect(Math.round(pop.getBoundingClientRect().width)).to.equal(350);
    expect($$(el, '.hos-bell-item').map((i) => i.dataset.id)).to.deep.equal(['2', '3']);
  });

  it('does not call the server without a token, and loads once signed in elsewhere', async () => {
    setToken(null);
    // the page's session forgets the token too (as after a logout)
    (window as unknown as Record<symbol, { session: { resetToken(): void } }>)[Symbol.for('hos.runtime.v1')].session.resetToken();
    const el = await mountBell({ 'interval-ms': '1000' });
    await sleep(200);
    expect(server.calls).to.have.length(0);
    expect(badge(el)).to.equal('0');
    setToken('tok-later');
    await waitFor(() => badge(el) === '3', 'polled after sign-in', 4000);
  });

  it('polls with interval-ms and picks up new messages', async () => {
    const el = await mountBell({ 'interval-ms': '1000' });
    await waitFor(() => badge(el) === '3', 'badge');
    server.messages.push(msg(5, { relatedType: '审批' }));
    await waitFor(() => badge(el) === '4', 'badge 4 after a poll', 4000);
    el.setAttribute('interval-ms', '0');
  });

  it('looks the same under the hostile legacy CSS', async () => {
    const clean = await mountBell({ variant: 'old' });
    await waitFor(() => badge(clean) === '3', 'badge');
    await openPanel(clean);
    const before = { btn: styles($(clean, '.hos-bell-trigger')!), count: styles($(clean, '.ant-badge-count')!), item: styles($(clean, '.hos-bell-item')!), end: styles($(clean, '.hos-bell-end')!), host: styles(clean) };
    clean.remove();
    addHostileCss();
    const extra = document.createElement('style');
    extra.textContent = 'span { text-decoration: underline !important; } svg { width: 48px !important; height: 48px !important; } div { padding: 4px; margin: 2px; } *::before, *::after { content: "!" !important; }';
    document.head.appendChild(extra);
    const el = await mountBell({ variant: 'old' });
    await waitFor(() => badge(el) === '3', 'badge');
    await openPanel(el);
    const after = { btn: styles($(el, '.hos-bell-trigger')!), count: styles($(el, '.ant-badge-count')!), item: styles($(el, '.hos-bell-item')!), end: styles($(el, '.hos-bell-end')!), host: styles(el) };
    expect(after).to.deep.equal(before);
    expect(getComputedStyle($(el, '.hos-bell-trigger')!).backgroundColor).to.not.equal('rgb(255, 0, 0)');
  });
});

describe('<hos-message-bell> page sync', () => {
  before(() => {
    (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
    setToken('tok-nurse');
  });
  after(() => {
    window.XMLHttpRequest = realXhr;
    setToken(null);
    document.querySelectorAll('hos-message-bell').forEach((e) => e.remove());
  });

  it('a read in one bell (or the message page) resyncs the other bells on the page', async () => {
    server.reset([msg(1), msg(2)]);
    const a = await mountBell();
    const b = await mountBell({ variant: 'old' });
    await waitFor(() => badge(a) === '2' && badge(b) === '2', 'both at 2');
    await openPanel(a);
    await click($(a, '.hos-bell-item[data-id="1"]')!);
    await waitFor(() => badge(a) === '1', 'a at 1');
    await waitFor(() => badge(b) === '1', 'b resynced');
  });
});

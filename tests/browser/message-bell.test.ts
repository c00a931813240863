import { expect } from 'chai';
import '/dist/hos-message-bell.js';
import { $, $$, addHostileCss, click, mount, sendKeys, sleep, waitFor, waitStable } from './helpers.ts';
import { fakeXhr, type FakeApi } from './embedding-helpers.ts';

type Bell = HTMLElementTagNameMap['hos-message-bell'];

interface Msg {
  id: number; title: string; logContent: string; createTime: string; operateStatus: number; operate_status: number; is_read: number; relatedType: string; process: number;
  kind?: string; params?: Record<string, unknown>;
  /** issue 23 §2: the instant beside the old text */
  createdAt?: string;
  /** issue 23 §1: the server words a message with a kind in the caller's Accept-Language */
  worded?: Record<'zh-CN' | 'en', { title: string; logContent: string }>;
}

// A fake old API behind XMLHttpRequest (axios uses XHR in browsers): the messages of one user.
const server = {
  messages: [] as Msg[],
  calls: [] as Array<{ url: string; body: Record<string, unknown>; auth: string | null; lang?: string }>,
  /** the list call answers an error envelope while set */
  failQuery: false,
  reset(list: Msg[]) {
    this.messages = list.map((m) => ({ ...m }));
    this.calls = [];
    this.failQuery = false;
  },
  answer(url: string, body: Record<string, unknown>, lang = '') {
    if (url.endsWith('/MTSaas/tSysMessage/doQueryPage')) {
      if (this.failQuery) return { resStatus: 'E0500', resData: null, objData: null, resMsg: '服务繁忙' };
      const records = this.messages.filter((m) => body.operate_status === undefined || m.operateStatus === body.operate_status)
        .map(({ worded, ...m }) => ({ ...m, ...worded?.[/^en/.test(lang) ? 'en' : 'zh-CN'] }));
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

/** The fake old API in place of XMLHttpRequest (embedding-helpers' fakeXhr), its calls in `server.calls`. */
let fake: FakeApi | undefined;
const installFake = () => {
  fake = fakeXhr((url, body, h) => {
    server.calls.push({ url, body: body as Record<string, unknown>, auth: h.authorization ?? null, lang: h['accept-language'] });
    return server.answer(url, body as Record<string, unknown>, h['accept-language']);
  });
};
const restoreXhr = () => fake?.restore();

// like the server's list, the lower ids come first because they are newer (the bell sorts newest first)
const msg = (id: number, patch: Partial<Msg> = {}): Msg => ({
  id, title: `消息标题${id}`, logContent: `消息内容${id}`, createTime: `2024-05-${String(28 - id).padStart(2, '0')} 10:00:00`, operateStatus: 0, operate_status: 0, is_read: 0, relatedType: '', process: 0, ...patch,
});

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
    installFake();
  });
  after(() => {
    restoreXhr();
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
    expect(items[2].querySelector('.hos-bell-tag')).to.equal(null);
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
    // the messages' calls in order (the bell reloads its unread notices beside them: not this mock's concern)
    expect(server.calls.map((c) => c.url.split('/').pop()).filter((u) => !u!.startsWith('notice'))).to.deep.equal(['doRead', 'doQueryPage']);
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

describe('<hos-message-bell> keyboard, labels, states', () => {
  before(() => {
    installFake();
  });
  after(() => {
    restoreXhr();
    setToken(null);
  });
  beforeEach(() => {
    setToken('tok-nurse');
    server.reset([msg(1, { relatedType: '审批' }), msg(2, { process: 2 }), msg(3)]);
  });
  afterEach(() => {
    document.querySelectorAll('hos-message-bell').forEach((e) => e.remove());
  });

  /** the element focused inside the bell's shadow root */
  const focused = (el: Bell) => el.shadowRoot!.activeElement as HTMLElement | null;

  it('is a labelled button; Enter opens the list with the focus on the first message, arrows move, Escape closes', async () => {
    const el = await mountBell();
    await waitFor(() => badge(el) === '3', 'badge');
    const trigger = $(el, '.hos-bell-trigger')!;
    expect(trigger.tagName).to.equal('BUTTON');
    expect(trigger.getAttribute('aria-label')).to.equal('消息，3 条未读');
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    expect($(el, '.ant-badge-count')!.getAttribute('aria-hidden')).to.equal('true');

    trigger.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => focused(el)?.classList.contains('hos-bell-item'), 'focus on the first message');
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    const panel = el.shadowRoot!.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(panel.classList.contains('ant-popover')).to.equal(true);
    expect(panel.getAttribute('aria-label')).to.equal('消息通知');
    const list = $(el, '[role=list]')!;
    expect(list.getAttribute('aria-label')).to.equal('未读消息');
    expect($$(el, '[role=list] > [role=listitem]').map((i) => i.dataset.id)).to.deep.equal(['1', '2', '3']);
    expect(focused(el)!.dataset.id).to.equal('1');
    expect(focused(el)!.tabIndex).to.equal(0);

    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)!.dataset.id).to.equal('2');
    await sendKeys({ press: 'End' });
    expect(focused(el)!.dataset.id).to.equal('3');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)!.dataset.id).to.equal('2');

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$(el, '.ant-popover'), 'closed');
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    expect(focused(el)).to.equal(trigger);
  });

  it('Enter on a message reads it and keeps the keyboard in the list', async () => {
    const el = await mountBell();
    await waitFor(() => badge(el) === '3', 'badge');
    const reads: unknown[] = [];
    el.addEventListener('hos-read', (e) => reads.push((e as CustomEvent).detail));
    $(el, '.hos-bell-trigger')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => focused(el)?.dataset.id === '1', 'first message focused');
    await sendKeys({ press: 'ArrowDown' });
    server.calls = [];
    await sendKeys({ press: 'Enter' });
    await waitFor(() => badge(el) === '2', 'badge 2');
    expect(server.calls[0].body).to.deep.equal({ id: 2 });
    expect(reads).to.deep.equal([{ id: 2 }]);
    // the message that took its place has the focus
    await waitFor(() => focused(el)?.dataset.id === '3', 'focus on the next message');
    expect($(el, '.ant-popover')).to.not.equal(null);
  });

  it('a click outside closes the list; the trigger toggles it', async () => {
    const el = await mountBell();
    await waitFor(() => badge(el) === '3', 'badge');
    await openPanel(el);
    await click(document.body);
    await waitFor(() => !$(el, '.ant-popover'), 'closed by an outside click');
    await openPanel(el);
    await click($(el, '.hos-bell-trigger')!);
    await waitFor(() => !$(el, '.ant-popover'), 'closed by the trigger');
  });

  it('hos-open bubbles out of shadow roots; a host that calls preventDefault() (it navigated) closes the list', async () => {
    server.reset([msg(1, { link: '/newBaqsj/lookDetail?id=7' } as Partial<Msg>), msg(2)]);
    const el = await mountBell();
    await waitFor(() => badge(el) === '2', 'badge');
    const seen: Array<{ link: unknown; composed: boolean; cancelable: boolean }> = [];
    const onOpen = (e: Event) => {
      const ce = e as CustomEvent<{ message: { link?: string } }>;
      seen.push({ link: ce.detail.message.link, composed: ce.composed, cancelable: ce.cancelable });
      if (ce.detail.message.link) e.preventDefault();
    };
    document.addEventListener('hos-open', onOpen);
    try {
      await openPanel(el);
      const linked = $(el, '.hos-bell-item[data-id="1"]')!;
      expect(linked.classList.contains('has-link')).to.equal(true);
      expect(linked.dataset.link).to.equal('/newBaqsj/lookDetail?id=7');
      await click(linked);
      await waitFor(() => !$(el, '.ant-popover'), 'closed after the host took over');
      await waitFor(() => badge(el) === '1', 'read');
      // a message without a link: the list stays open
      await openPanel(el);
      await click($(el, '.hos-bell-item[data-id="2"]')!);
      await waitFor(() => badge(el) === '0', 'read');
      expect($(el, '.ant-popover')).to.not.equal(null);
      expect(seen).to.deep.equal([{ link: '/newBaqsj/lookDetail?id=7', composed: true, cancelable: true }, { link: undefined, composed: true, cancelable: true }]);
    } finally {
      document.removeEventListener('hos-open', onOpen);
    }
  });

  it('a refused read says so in the list and fires no hos-read', async () => {
    const el = await mountBell();
    await waitFor(() => badge(el) === '3', 'badge');
    await openPanel(el);
    let reads = 0;
    el.addEventListener('hos-read', () => reads++);
    // someone else deleted it meanwhile: the server answers E0404 消息不存在
    server.messages = server.messages.filter((m) => m.id !== 3);
    await click($(el, '.hos-bell-item[data-id="3"]')!);
    const err = await waitFor(() => $(el, '.hos-bell-error.is-read'), 'read error');
    expect(err.textContent!.trim()).to.equal('标为已读失败：消息不存在');
    expect(err.getAttribute('role')).to.equal('alert');
    expect(reads).to.equal(0);
  });

  it('a failed load shows 消息加载失败 with a retry that loads again', async () => {
    server.failQuery = true;
    const el = await mountBell();
    await openPanel(el);
    const err = await waitFor(() => $(el, '.hos-bell-error'), 'load error');
    expect(err.textContent).to.contain('消息加载失败');
    server.failQuery = false;
    await click($(el, '.hos-bell-retry')!);
    await waitFor(() => $$(el, '.hos-bell-item').length === 3, 'loaded after retry');
    expect($(el, '.hos-bell-error')).to.equal(null);
    expect(badge(el)).to.equal('3');
  });

  it('past 99 the badge shows 99+ (title keeps the count)', async () => {
    server.reset(Array.from({ length: 120 }, (_, i) => msg(i + 1)));
    const el = await mountBell();
    await waitFor(() => badge(el) === '120', 'badge 120');
    expect($(el, '.ant-badge-count')!.textContent).to.equal('99+');
    expect(el.getUnread()).to.equal(120);
  });

  it('speaks the page language, or its own locale', async () => {
    const runtime = (window as unknown as Record<symbol, { setLanguage(l: string): void }>)[Symbol.for('hos.runtime.v1')];
    const page = mount('hos-message-bell') as Bell;
    const fixed = await mountBell({ locale: 'zh-CN', variant: 'old' });
    await page.whenReady();
    await waitFor(() => badge(page) === '3' && badge(fixed) === '3', 'badges');
    try {
      runtime.setLanguage('en');
      await waitFor(() => $(page, '.hos-bell-trigger')!.getAttribute('aria-label') === 'Messages, 3 unread', 'English label');
      await openPanel(page);
      expect($(page, '.hos-bell-head')!.textContent).to.contain('Notifications');
      expect($(page, '.hos-bell-tag-approval')!.textContent).to.equal('Approval');
      expect($(page, '.hos-bell-end')!.textContent).to.equal('No more data...');
      // the locale attribute fixes the other bell's language
      expect($(fixed, '.hos-bell-label')!.textContent).to.equal('消息');
      fixed.setAttribute('locale', 'en');
      await waitFor(() => $(fixed, '.hos-bell-label')!.textContent === 'Messages', 'locale attribute');
    } finally {
      runtime.setLanguage('zh-CN');
    }
  });

  it('reload(), getUnread() and whenReady() before and after connecting', async () => {
    const el = document.createElement('hos-message-bell') as Bell;
    expect(el.getUnread()).to.equal(0);
    await el.reload();
    const ready = el.whenReady();
    document.body.appendChild(el);
    await ready;
    await waitFor(() => el.getUnread() === 3, 'loaded');
    server.messages.push(msg(4));
    await el.reload();
    expect(el.getUnread()).to.equal(4);
    expect(badge(el)).to.equal('4');
  });
});

describe('<hos-message-bell> page sync', () => {
  before(() => {
    installFake();
    setToken('tok-nurse');
  });
  after(() => {
    restoreXhr();
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

  it('asks for its messages in its own language, marks what people typed, formats the time (issue 23 §1)', async () => {
    const params = { recordId: 9, module: 'baqsj', title: 'Fall on ward 3', actor: '张志强' };
    server.reset([msg(1, {
      relatedType: '审批', kind: 'approve', params, createTime: '2024-05-24 19:49:00',
      worded: {
        'zh-CN': { title: '审核通过', logContent: '您提交的「Fall on ward 3」已由张志强审核通过（科室审核），流程已完成。' },
        en: { title: 'Approved', logContent: 'Your report “Fall on ward 3” was approved by 张志强 (Department review); the process is complete.' },
      },
    }), msg(2, { title: '旧消息', logContent: '旧内容' })]);
    const el = await mountBell({ locale: 'en' });
    await waitFor(() => badge(el) === '2', 'badge');
    expect(server.calls.filter((c) => c.url.endsWith('doQueryPage')).every((c) => c.lang === 'en')).to.equal(true);
    await openPanel(el);
    const item = await waitFor(() => $(el, '.hos-bell-item[data-id="1"]'), 'item');
    // the one formatter and the marking of typed text (fetched after the first paint)
    await waitFor(() => item.querySelector('.hos-bell-time')!.textContent === '24 May 2024, 19:49', 'English time');
    expect(item.querySelector('.hos-bell-title')!.textContent!.trim()).to.equal('Approved');
    const content = item.querySelector('.hos-bell-content')!;
    expect(content.textContent).to.equal('Your report “Fall on ward 3” was approved by 张志强 (Department review); the process is complete.');
    expect([...content.querySelectorAll('[data-user-text]')].map((e) => e.textContent)).to.deep.equal(['Fall on ward 3', '张志强']);
    // a message stored as text (before kinds) is shown as stored, all of it data
    const old = $(el, '.hos-bell-item[data-id="2"]')!;
    expect([...old.querySelectorAll('[data-user-text]')].map((e) => e.textContent)).to.deep.equal(['旧消息', '旧内容']);
    // another language: asked again, worded in it
    const before = server.calls.length;
    el.setAttribute('locale', 'zh-CN');
    await waitFor(() => $(el, '.hos-bell-item[data-id="1"] .hos-bell-title')?.textContent?.trim() === '审核通过', 'reworded');
    expect(server.calls.slice(before).some((c) => c.url.endsWith('doQueryPage') && c.lang === 'zh-CN')).to.equal(true);
    await waitFor(() => $(el, '.hos-bell-item[data-id="1"] .hos-bell-time')?.textContent === '2024-05-24 19:49', 'Chinese time');
  });

  it('shows a message\'s instant in the zone of its time-zone attribute (the hospital\'s, issue 23 §2)', async () => {
    server.reset([msg(1, { title: '提醒', logContent: '内容', createTime: '2024-05-24 11:49:00', createdAt: '2024-05-24T11:49:00+00:00' })]);
    const el = await mountBell({ 'time-zone': 'Asia/Shanghai' });
    await openPanel(el);
    await waitFor(() => $(el, '.hos-bell-item[data-id="1"] .hos-bell-time')?.textContent === '2024-05-24 19:49', 'Shanghai time');
    el.setAttribute('time-zone', 'UTC');
    await waitFor(() => $(el, '.hos-bell-item[data-id="1"] .hos-bell-time')?.textContent === '2024-05-24 11:49', 'UTC time');
  });
});

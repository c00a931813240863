// The layout audit (issue 22 §4), run inside the page over the document and every open shadow root:
//  - the page never scrolls sideways;
//  - no table column lies under its fixed actions column unless the table scrolls sideways (issue 32 §4);
//  - on a phone (below 576 px, issue 32 §3) no list scrolls sideways either: a list is cards there; only a
//    table inside a detail page's part marked [data-scroll-ok] (a sub-table of a record) may scroll in its card;
//  - no text is clipped without an ellipsis (a box that hides what overflows it, text wider than the box);
//  - no English word is broken across lines ("Announcem / ent");
//  - nothing a person reads or uses lies outside the window, unless a scroll container holds it;
//  - open popups (dropdowns, pickers, popovers, tooltips) lie wholly inside the window;
//  - no text shows what is internal: route paths, i18n keys, -1, null, undefined, NaN, [object …] (except in a
//    <code> element: a configured value shown as such, e.g. a menu's route in menu management).
import type { Page } from '@playwright/test';

export interface LayoutProblem {
  kind: 'sideways' | 'listSideways' | 'underFixed' | 'clipped' | 'midWord' | 'outside' | 'popupOutside' | 'internal' | 'language' | 'csp';
  where: string;
  text: string;
}

/** The i18n namespaces of the bundle (src/core/i18n/catalogue.ts) and the key prefixes of server texts. */
const NAMESPACES = ['common', 'http', 'password', 'form', 'designer', 'shell', 'bell', 'pages', 'workflow', 'tech', 'flows', 'quality', 'admin',
  'notices', 'sysSettings', 'excel', 'charts', 'richText', 'server', 'refusal', 'lists', 'offline'];

export async function auditLayout(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate((namespaces) => {
    const W = document.documentElement.clientWidth;
    const H = window.innerHeight;
    const out: { kind: string; where: string; text: string }[] = [];
    const seen = new Set<string>();
    const add = (kind: string, el: Element, text: string) => {
      const where = describe(el);
      const key = `${kind}|${where}|${text}`;
      if (seen.has(key) || out.length > 60) return;
      seen.add(key);
      out.push({ kind, where, text: text.slice(0, 80) });
    };
    function describe(el: Element): string {
      const parts: string[] = [];
      let e: Element | null = el;
      for (let i = 0; e && i < 4; i++) {
        const cls = typeof e.className === 'string' ? e.className.split(/\s+/).filter((c) => c && !/^css-/.test(c)).slice(0, 2).join('.') : '';
        const tid = e.getAttribute('data-testid');
        parts.unshift(`${e.tagName.toLowerCase()}${tid ? `[data-testid=${tid}]` : ''}${cls ? '.' + cls : ''}`);
        e = e.parentElement ?? ((e.getRootNode() as ShadowRoot).host ?? null);
      }
      return parts.join(' > ');
    }
    const parentOf = (el: Element): Element | null => el.parentElement ?? ((el.getRootNode() as ShadowRoot).host ?? null);

    const all: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        all.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);

    const styleCache = new Map<Element, CSSStyleDeclaration>();
    const cs = (el: Element) => {
      let s = styleCache.get(el);
      if (!s) styleCache.set(el, (s = getComputedStyle(el)));
      return s;
    };
    /** rendered and not hidden on purpose (visually hidden texts, measuring copies, closed popups) */
    const shown = (el: Element): boolean => {
      for (let e: Element | null = el; e; e = parentOf(e)) {
        const s = cs(e);
        if (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0' || e.getAttribute('aria-hidden') === 'true') return false;
        if (s.clipPath !== 'none' && s.clipPath !== '' ) return false;
        if (s.clip && s.clip !== 'auto') return false;
        if (e.classList.contains('ant-select-selection-search-mirror')) return false;
      }
      const r = el.getBoundingClientRect();
      return r.width > 2 && r.height > 2;
    };
    /** an ancestor that scrolls (or clips on purpose, e.g. an antd overflow list) on that axis */
    const scrolledBy = (el: Element, axis: 'x' | 'y'): boolean => {
      for (let e = parentOf(el); e; e = parentOf(e)) {
        if (e === document.documentElement || e === document.body) return false;
        const o = axis === 'x' ? cs(e).overflowX : cs(e).overflowY;
        if (o === 'auto' || o === 'scroll') return true;
      }
      return false;
    };
    /** an ancestor inside the window hides what overflows it: the element is clipped there (check 2), not outside */
    const clippedInside = (el: Element): boolean => {
      for (let e = parentOf(el); e; e = parentOf(e)) {
        if (e === document.documentElement || e === document.body) return false;
        const o = cs(e).overflowX;
        if (o === 'hidden' || o === 'clip') {
          const er = e.getBoundingClientRect();
          return er.left >= -1 && er.right <= W + 1;
        }
      }
      return false;
    };
    const ownText = (el: Element) => Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();

    // 1. sideways scrolling of the page itself
    if (document.documentElement.scrollWidth > W + 1) out.push({ kind: 'sideways', where: 'document', text: `${document.documentElement.scrollWidth} > ${W}` });
    // 1a. a table's column drawn under its fixed actions column (issue 32 §4): with the table scrolled to its start,
    // a header cell reaching past the fixed column's left edge, in a table that does not scroll sideways to show it
    for (const table of all.filter((e) => e.classList.contains('ant-table') && shown(e))) {
      const fixed = table.querySelector('thead th.ant-table-cell-fix-right, thead th.ant-table-cell-fix-end');
      const box = table.querySelector('.ant-table-content, .ant-table-header, .ant-table-body');
      if (!fixed || !box || box.scrollLeft > 0) continue;
      const scrolls = Array.from(table.querySelectorAll('.ant-table-content, .ant-table-body')).some((b) => b.scrollWidth > b.clientWidth + 1);
      if (scrolls) continue;
      const edge = fixed.getBoundingClientRect().left;
      for (const th of Array.from(table.querySelectorAll('thead th')).filter((th) => !th.className.includes('ant-table-cell-fix'))) {
        const r = th.getBoundingClientRect();
        if (r.width > 2 && r.right > edge + 1) add('underFixed', th, `${(th.textContent ?? '').trim()} ${Math.round(r.right)} > ${Math.round(edge)}`);
      }
    }
    // 1b. a list that scrolls sideways on a phone (its table's scroll box, or any box of a list wider than it)
    if (W < 576) {
      for (const el of all) {
        const list = el.matches('.ant-table-content, .ant-table-body, .hos-list, .hos-cards');
        if (!list || el.closest('[data-scroll-ok]') || !shown(el)) continue;
        if (el.scrollWidth > el.clientWidth + 1) {
          const head = Array.from(el.querySelectorAll('th')).map((th) => (th.textContent ?? '').trim()).filter(Boolean).slice(0, 3).join(', ');
          add('listSideways', el, `${el.scrollWidth} > ${el.clientWidth}${head ? ` (${head}…)` : ''}`);
        }
      }
    }

    const internal = [
      { re: /(^|[\s(（"“'])\/[A-Za-z][\w-]*(\/[\w.-]+)+/, name: 'route path' },
      { re: new RegExp(`\\b(${namespaces.join('|')}):[a-zA-Z][\\w.]*`), name: 'i18n key' },
      { re: /\b(state|grade|action|step|work|workModule|refusal|server)\.[a-z][A-Za-z]+\b/, name: 'i18n key' },
      { re: /(^|[\s:：(（])-1($|[\s)）])/, name: '-1' },
      { re: /\b(null|undefined|NaN)\b/, name: 'null' },
      { re: /\[object /, name: '[object' },
    ];

    for (const el of all) {
      const tag = el.tagName;
      if (tag === 'STYLE' || tag === 'SCRIPT' || tag === 'TEMPLATE' || tag === 'svg' || tag === 'path') continue;
      const text = ownText(el);
      const isInput = tag === 'INPUT' || tag === 'TEXTAREA';
      const value = isInput ? ((el as HTMLInputElement).type === 'password' ? '' : (el as HTMLInputElement).value) : '';
      if (!text && !value && !['A', 'BUTTON'].includes(tag)) continue;
      if (!shown(el)) continue;
      const s = cs(el);
      const r = el.getBoundingClientRect();

      // internal things on screen; a value an administrator configures (a menu's route) is shown as code on purpose
      for (const t of el.closest('code') ? [] : [text, value]) {
        if (!t) continue;
        for (const p of internal) if (p.re.test(t)) add('internal', el, `${p.name}: ${t}`);
      }

      // 2. clipped text: the element hides what overflows and its text is wider than it, without an ellipsis
      if (text && (s.overflowX === 'hidden' || s.overflowX === 'clip') && el.scrollWidth > el.clientWidth + 1 && s.textOverflow !== 'ellipsis') {
        add('clipped', el, text);
      }
      // …or an ancestor within three levels clips it (the text's own box is wider than the ancestor's). An
      // ancestor that ends its text in an ellipsis shows the cut: from there up, what counts is whether that
      // box is cut in turn (an inline text's box keeps its full width inside the ellipsis box)
      if (text && s.textOverflow !== 'ellipsis') {
        let box = r;
        let e = parentOf(el);
        for (let i = 0; e && i < 3; i++, e = parentOf(e)) {
          const es = cs(e);
          if (es.overflowX === 'auto' || es.overflowX === 'scroll') break;
          if (es.overflowX !== 'hidden' && es.overflowX !== 'clip') continue;
          if (es.textOverflow === 'ellipsis') {
            box = e.getBoundingClientRect();
            continue;
          }
          const er = e.getBoundingClientRect();
          if (box.right > er.right + 2 && box.left < er.right && e.scrollWidth > e.clientWidth + 1) add('clipped', el, text);
          break;
        }
      }

      // 3. an English word broken across lines
      if (text && /[A-Za-z]{4,}/.test(text) && s.textOverflow !== 'ellipsis') {
        for (const node of Array.from(el.childNodes)) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          const str = node.textContent ?? '';
          // a break after a hyphen ("sign-/in") is where lines may break
          for (const m of str.matchAll(/[A-Za-z][A-Za-z'’]{3,}/g)) {
            const range = document.createRange();
            range.setStart(node, m.index!);
            range.setEnd(node, m.index! + m[0].length);
            const tops = new Set(Array.from(range.getClientRects()).filter((x) => x.width > 0).map((x) => Math.round(x.top)));
            if (tops.size > 1) add('midWord', el, m[0]);
          }
        }
      }

      // 4. outside the window (sideways), unless something scrolls it; popups must lie wholly inside
      const popup = el.closest('.ant-select-dropdown, .ant-picker-dropdown, .ant-popover, .ant-tooltip, .ant-dropdown, .ant-cascader-dropdown');
      if (popup) {
        const pr = popup.getBoundingClientRect();
        if (pr.left < -1 || pr.right > W + 1 || pr.top < -1 || pr.bottom > H + 1) add('popupOutside', popup, `${Math.round(pr.left)},${Math.round(pr.top)} ${Math.round(pr.width)}x${Math.round(pr.height)}`);
      } else if ((r.right > W + 1 || r.left < -1) && r.right > 0 && r.left < W && !scrolledBy(el, 'x') && !clippedInside(el) && s.position !== 'fixed') {
        // partly outside: cut off (wholly outside is an off-canvas panel, e.g. the phone's closed sidebar)
        add('outside', el, `${text || value || tag} @${Math.round(r.left)}..${Math.round(r.right)}`);
      }
    }
    return out as LayoutProblem[];
  }, NAMESPACES);
}

/**
 * The language check (issue 23 §3): in English no Chinese shows, in Chinese no English UI word shows, outside
 * what people typed (an element inside `[data-user-text]`: names, departments, free text, the hospital's own
 * form labels) and `<code>`. Texts, input values and placeholders of shown elements, across shadow roots.
 * Chinese may keep a few tokens that are the same in both languages (ALLOWED_LATIN).
 */
export const ALLOWED_LATIN = ['HOS', 'ID', 'PDF', 'XLSX', 'XLS', 'Excel', 'Word', 'CSV', 'I', 'II', 'III', 'IV', 'V', 'KB', 'MB', 'GB',
  'px', 'QR', 'URL', 'API', 'SQL', 'OK', 'Ctrl', 'Shift', 'Alt', 'Enter', 'Esc', 'Tab', 'PNG', 'JPG', 'JPEG', 'GIF', 'IP', 'AM', 'PM',
  'Logo', 'LDAP', 'PDCA', 'RCA', 'UTC', 'GMT', 'SMTP', 'STARTTLS', 'TLS', 'SSL', 'JSON',
  // WeCom's own terms, as its Chinese admin console writes them (the fields an administrator copies from it)
  'AgentId', 'Secret', 'Webhook', 'Markdown'];

/** `within`: only inside the element of the document this selector finds (an element on a host page whose own
 *  words are the host's: designer-admin.html) */
export async function auditLanguage(page: Page, lang: 'zh-CN' | 'en', within?: string): Promise<LayoutProblem[]> {
  return page.evaluate(([lang, allowed, within]) => {
    const out: { kind: string; where: string; text: string }[] = [];
    const seen = new Set<string>();
    const parentOf = (el: Element): Element | null => el.parentElement ?? ((el.getRootNode() as ShadowRoot).host ?? null);
    function describe(el: Element): string {
      const parts: string[] = [];
      let e: Element | null = el;
      for (let i = 0; e && i < 4; i++) {
        const cls = typeof e.className === 'string' ? e.className.split(/\s+/).filter((c) => c && !/^css-/.test(c)).slice(0, 2).join('.') : '';
        const tid = e.getAttribute('data-testid');
        parts.unshift(`${e.tagName.toLowerCase()}${tid ? `[data-testid=${tid}]` : ''}${cls ? '.' + cls : ''}`);
        e = parentOf(e);
      }
      return parts.join(' > ');
    }
    const all: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        all.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    const host = within ? document.querySelector(within) : null;
    if (host?.shadowRoot) walk(host.shadowRoot);
    else walk(document);
    const styles = new Map<Element, CSSStyleDeclaration>();
    const cs = (el: Element) => {
      let s = styles.get(el);
      if (!s) styles.set(el, (s = getComputedStyle(el)));
      return s;
    };
    /** the language an element is marked in (its closest `lang`), as 'zh-CN' | 'en' | '' */
    const markedLang = (el: Element): string => {
      // the page's and each element's root say the page's language: only a mark inside them counts
      for (let e: Element | null = el; e && e.tagName !== 'HTML' && !e.classList.contains('hos-root'); e = parentOf(e)) {
        const l = e.getAttribute('lang');
        if (l) return /^en/i.test(l) ? 'en' : /^zh/i.test(l) ? 'zh-CN' : l;
      }
      return '';
    };
    /** rendered, not hidden, not inside what people typed or a code span, and not marked as the other language
     *  (the header's language button names the other language in its own words, lang="en" / lang="zh-CN") */
    const judged = (el: Element): boolean => {
      const marked = markedLang(el);
      if (marked && marked !== lang) return false;
      for (let e: Element | null = el; e; e = parentOf(e)) {
        const s = cs(e);
        if (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0' || e.getAttribute('aria-hidden') === 'true') return false;
        if (e.hasAttribute('data-user-text') || e.tagName === 'CODE') return false;
        if (e.classList.contains('ant-select-selection-search-mirror')) return false;
      }
      const r = el.getBoundingClientRect();
      return r.width > 2 && r.height > 2;
    };
    const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff01-\uff5e]/;
    const allow = new Set(allowed);
    const offends = (t: string): boolean => {
      if (lang === 'en') return CJK.test(t);
      // an English word: two letters or more, not a unit/abbreviation of the list; e-mail addresses, file names and
      // colour codes are data…
      // …and codes the system gives (technology codes XZJ-2024-001, work numbers H00001) are identifiers
      // …as are web addresses (an example address in a hint)
      const clean = t.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' ').replace(/\b[A-Z]{1,4}-?\d[\w-]*\b/g, ' ').replace(/#[0-9a-f]{3,8}\b/gi, ' ').replace(/\b[\w-]+\.(pdf|xlsx?|docx?|png|jpe?g|gif|csv|txt)\b/gi, ' ');
      return (clean.match(/[A-Za-z][A-Za-z'’]+/g) ?? []).some((w) => !allow.has(w));
    };
    for (const el of all) {
      const tag = el.tagName;
      if (tag === 'STYLE' || tag === 'SCRIPT' || tag === 'TEMPLATE' || tag === 'svg' || tag === 'path' || tag === 'NOSCRIPT') continue;
      const text = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
      const isInput = tag === 'INPUT' || tag === 'TEXTAREA';
      const input = el as HTMLInputElement;
      // a checkbox's or a radio's value ("on") is not shown, nor is a range's or a colour's as text
      const value = isInput && !['password', 'hidden', 'checkbox', 'radio', 'range', 'color'].includes(input.type) ? input.value : '';
      const placeholder = isInput ? input.placeholder : '';
      if (!text && !value && !placeholder) continue;
      if (!judged(el)) continue;
      for (const t of [text, value, placeholder]) {
        if (!t || !offends(t)) continue;
        const where = describe(el);
        const key = `${where}|${t}`;
        if (seen.has(key) || out.length > 60) continue;
        seen.add(key);
        out.push({ kind: 'language', where, text: t.slice(0, 80) });
      }
    }
    return out as LayoutProblem[];
  }, [lang, ALLOWED_LATIN, within ?? ''] as const);
}

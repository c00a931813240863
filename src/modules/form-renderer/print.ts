// Print and PDF export of a filled form (spec section 7 'Other': A4 595.28 x 841.89 pt, scale 2;
// failure is logged and the caller gets false). The form is copied, with its styles and current
// input values, into an off-screen iframe: the host page's CSS cannot reach it, and html2canvas
// sees a plain document instead of a shadow tree. jspdf and html2canvas-pro load only when asked.

import { OFFSCREEN_FRAME_CSS, saveFramePdf } from '../shared/a4Pdf.ts';

function collectCss(root: ShadowRoot): string {
  const parts: string[] = [];
  for (const sheet of root.adoptedStyleSheets ?? []) {
    try {
      parts.push(Array.from(sheet.cssRules, (r) => r.cssText).join('\n'));
    } catch {
      // unreadable sheet
    }
  }
  root.querySelectorAll('style').forEach((s) => parts.push(s.textContent ?? ''));
  return parts.join('\n').replace(/:host(\([^)]*\))?/g, 'body');
}

/** Copies input state into attributes so a clone shows what the user entered. */
function freezeValues(src: HTMLElement, copy: HTMLElement): void {
  const a = src.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  const b = copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  a.forEach((el, i) => {
    const c = b[i];
    if (!c) return;
    if (el instanceof HTMLTextAreaElement) c.textContent = el.value;
    else if (el.type === 'checkbox' || el.type === 'radio') c.toggleAttribute('checked', el.checked);
    else c.setAttribute('value', el.value);
  });
  // what only makes sense on screen: buttons, upload triggers, popups, the editor toolbar
  copy.querySelectorAll('.hos-actions, .hos-popups, .hos-editor-bar, .ant-upload-select, .hos-subform-add').forEach((e) => e.remove());
}

export async function printFrame(root: ShadowRoot, form: HTMLElement): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = OFFSCREEN_FRAME_CSS;
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(`<!doctype html><html><head><meta charset="utf-8"><style>
    html, body { margin: 0; background: #fff; }
    body { padding: 24px; font-family: -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif; font-size: 14px; color: rgba(0,0,0,.88); line-height: 1.5715; }
    *, *::before, *::after { box-sizing: border-box; }
    @page { size: A4; margin: 12mm; }
    .hos-fi, .hos-chunk { content-visibility: visible !important; }
  </style><style>${collectCss(root)}</style></head><body></body></html>`);
  doc.close();
  const copy = form.cloneNode(true) as HTMLElement;
  freezeValues(form, copy);
  doc.body.appendChild(doc.importNode(copy, true));
  await Promise.all(
    Array.from(doc.images, (img) => (img.complete ? null : new Promise((r) => { img.onload = img.onerror = r; setTimeout(r, 3000); }))),
  );
  return frame;
}

/** Opens the browser's print dialog for just the form. */
export async function printForm(root: ShadowRoot, form: HTMLElement): Promise<boolean> {
  let frame: HTMLIFrameElement | undefined;
  try {
    frame = await printFrame(root, form);
    frame.contentWindow!.focus();
    frame.contentWindow!.print();
    return true;
  } catch (e) {
    console.error('[form] print failed', e);
    return false;
  } finally {
    const f = frame;
    if (f) setTimeout(() => f.remove(), 1000);
  }
}

/** Renders the form to an A4 PDF and saves it; false (and a console error) when that fails. */
export async function exportFormPdf(root: ShadowRoot, form: HTMLElement, fileName = 'form.pdf'): Promise<boolean> {
  let frame: HTMLIFrameElement | undefined;
  try {
    frame = await printFrame(root, form);
    await saveFramePdf(frame, fileName);
    return true;
  } catch (e) {
    console.error('[form] PDF export failed', e);
    return false;
  } finally {
    frame?.remove();
  }
}

// The root-cause analysis in the record's print document (issue 26 §1): the facts, the fishbone as SVG
// (scaled to the A4 text width) followed by the same content as a nested list, the why chains, and each
// root cause with the measures that address it or the reason it has none. HTML text, every value escaped.
import type { Analysis, CauseKind } from '../rca/types.ts';
import { layoutFishbone, type FishboneLayout } from '../rca/fishbone.ts';
import { categoryName, outline, type CauseNode } from '../rca/outline.ts';
import { escapeHtml } from './recordPrint.ts';

type T = (key: string, params?: Record<string, unknown>) => string;

export interface PrintMeasureLink { what: string; owner: string; deadline: string; status: string; causeId?: string | null }

export const RCA_PRINT_CSS = `
.rca-fishbone { width: 100%; height: auto; border: 1px solid #f0f0f0; margin: 4px 0 8px; page-break-inside: avoid; }
.rca-outline, .rca-outline ul { margin: 2px 0; padding-left: 18px; }
.rca-outline li { margin: 1px 0; }
.rca-kind { color: #8c8c8c; font-size: 11px; }
.rca-root { color: #cf1322; font-weight: 600; }
ol.rca-whys { margin: 2px 0 8px; padding-left: 22px; }
.rca-chain { margin-bottom: 8px; page-break-inside: avoid; }
`;

const kindClass = (k: CauseKind | null) => (k === 'root' ? 'rca-root' : 'rca-kind');

/** The diagram as an SVG string from its layout (the page draws the same geometry with React). */
export function fishboneSvg(l: FishboneLayout, title: string, kinds: Record<string, CauseKind | null>): string {
  const fs = l.fontSize;
  const txt = (x: number, y: number, lines: string[], attrs = '') =>
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${fs}" ${attrs}>${lines.map((s, i) => `<tspan x="${x.toFixed(1)}" dy="${i ? l.lineHeight : 0}">${escapeHtml(s)}</tspan>`).join('')}</text>`;
  const parts: string[] = [];
  parts.push(`<line x1="${l.spine.x1}" y1="${l.spine.y}" x2="${l.spine.x2}" y2="${l.spine.y}" stroke="#1f1f1f" stroke-width="3"/>`);
  parts.push(`<rect x="${l.head.x}" y="${l.head.y}" width="${l.head.width}" height="${l.head.height}" rx="6" fill="#f0f5ff" stroke="#4d70ff"/>`);
  parts.push(txt(l.head.x + 8, l.head.y + 8 + fs, l.head.lines, 'font-weight="600"'));
  for (const b of l.bones) {
    parts.push(`<line x1="${b.x1}" y1="${b.y1}" x2="${b.x2}" y2="${b.y2}" stroke="#595959" stroke-width="2"/>`);
    parts.push(txt(b.label.x, b.label.y, [b.label.text], 'font-weight="600" text-anchor="middle"'));
    for (const r of b.rows) {
      const root = kinds[r.causeId] === 'root';
      parts.push(`<line x1="${r.x1.toFixed(1)}" y1="${r.y.toFixed(1)}" x2="${r.x2.toFixed(1)}" y2="${r.y.toFixed(1)}" stroke="${root ? '#cf1322' : '#8c8c8c'}" stroke-width="${root ? 2 : 1}"/>`);
      if (r.x2 < r.boneX) parts.push(`<line x1="${r.x2.toFixed(1)}" y1="${r.y.toFixed(1)}" x2="${(r.x2 + 6).toFixed(1)}" y2="${(r.y - 6).toFixed(1)}" stroke="#8c8c8c"/>`);
      parts.push(txt(r.textX, r.textY, r.lines, root ? 'fill="#cf1322" font-weight="600"' : 'fill="#1f1f1f"'));
    }
  }
  return `<svg class="rca-fishbone" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${l.width} ${l.height}" role="img" aria-label="${escapeHtml(title)}">${parts.join('')}</svg>`;
}

function causeList(nodes: CauseNode[], t: T): string {
  if (!nodes.length) return '';
  return `<ul>${nodes.map((n) => {
    const kind = n.cause.kind ? ` <span class="${kindClass(n.cause.kind)}">(${escapeHtml(t(`rca:kind.${n.cause.kind}`))})</span>` : '';
    const ev = n.cause.evidence.length ? ` <span class="rca-kind">${escapeHtml(t('rca:evidence'))}: ${escapeHtml(n.cause.evidence.map((e) => e.name).join(', '))}</span>` : '';
    return `<li>${escapeHtml(n.cause.text)}${kind}${ev}${causeList(n.children, t)}</li>`;
  }).join('')}</ul>`;
}

/** The analysis section of the print document (h2 headings like the rest of it). */
export function analysisPrintHtml(a: Analysis, measures: PrintMeasureLink[], t: T): string {
  const name = (id: string) => {
    const c = a.categories.find((x) => x.id === id);
    return c ? categoryName(c, t) : id;
  };
  const none = `<p>${escapeHtml(t('rca:none'))}</p>`;
  const facts = a.facts.length
    ? `<table><tr><th style="width:22%">${escapeHtml(t('rca:factAt'))}</th><th>${escapeHtml(t('rca:factWhat'))}</th><th style="width:24%">${escapeHtml(t('rca:factSource'))}</th></tr>${a.facts.map((f) => `<tr><td>${escapeHtml(f.at || '-')}</td><td>${escapeHtml(f.what)}</td><td>${escapeHtml(f.source)}</td></tr>`).join('')}</table>`
    : none;
  const kinds = Object.fromEntries(a.causes.map((c) => [c.id, c.kind]));
  const layout = layoutFishbone(a, { categoryName: name, fontSize: 12 });
  const tree = outline(a);
  const list = `<ul class="rca-outline">${tree.map((n) => `<li><strong>${escapeHtml(name(n.category.id))}</strong>${causeList(n.causes, t) || ` <span class="rca-kind">${escapeHtml(t('rca:noCauses'))}</span>`}</li>`).join('')}</ul>`;
  const causeText = (id: string | null) => a.causes.find((c) => c.id === id)?.text ?? '';
  const whys = a.whys.length
    ? a.whys.map((w) => `<div class="rca-chain"><div><strong>${escapeHtml(t('rca:whyProblem'))}</strong> ${escapeHtml(w.problem)}</div>`
      + `<ol class="rca-whys">${w.whys.map((x) => `<li>${escapeHtml(x)}</li>`).join('')}</ol>`
      + `<div>${escapeHtml(t('rca:endsIn'))}: ${w.causeId ? `<span class="rca-root">${escapeHtml(causeText(w.causeId))}</span>` : escapeHtml(t('rca:chainOpen'))}</div></div>`).join('')
    : none;
  const roots = a.causes.filter((c) => c.kind === 'root');
  const rootRows = roots.map((c) => {
    const ms = measures.filter((m) => m.causeId === c.id);
    const what = ms.length
      ? ms.map((m) => `${escapeHtml(m.what)} · ${escapeHtml(m.owner)} · ${escapeHtml(m.deadline)} · ${escapeHtml(m.status)}`).join('<br>')
      : a.noMeasure[c.id] ? `${escapeHtml(t('rca:noMeasureBecause'))}: ${escapeHtml(a.noMeasure[c.id])}` : escapeHtml(t('rca:unaddressed'));
    return `<tr><td>${escapeHtml(c.text)}<br><span class="rca-kind">${escapeHtml(name(c.categoryId))}</span></td><td>${what}</td></tr>`;
  }).join('');
  const rootTable = roots.length ? `<table><tr><th style="width:40%">${escapeHtml(t('rca:rootCause'))}</th><th>${escapeHtml(t('rca:measuresOfCause'))}</th></tr>${rootRows}</table>` : none;
  return `<style>${RCA_PRINT_CSS}</style><h2>${escapeHtml(t('rca:title'))}</h2>`
    + `<div><strong>${escapeHtml(t('rca:problem'))}</strong> ${escapeHtml(a.problem)}</div>`
    + `<h2>${escapeHtml(t('rca:facts'))}</h2>${facts}`
    + `<h2>${escapeHtml(t('rca:fishbone'))}</h2>${fishboneSvg(layout, t('rca:fishbone'), kinds)}${list}`
    + `<h2>${escapeHtml(t('rca:whys'))}</h2>${whys}`
    + `<h2>${escapeHtml(t('rca:rootCauses'))}</h2>${rootTable}`;
}

/** The print document with the analysis before its timeline (or at the end of the body). */
export function withAnalysis(html: string, section: string): string {
  const at = html.indexOf('<div class="foot">');
  return at < 0 ? html.replace('</body>', () => `${section}</body>`) : html.slice(0, at) + section + html.slice(at);
}

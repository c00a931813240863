// The page's theme (settings drawer: theme colour and layout switches). One per page, shared by
// every element through a Symbol.for key like the runtime; remembered in localStorage.
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface ThemeState {
  colorPrimary: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

/** spec section 3: '#4d70ff in one place, #409EFF in another'; we take #409EFF (the shell's). */
export const DEFAULT_THEME: ThemeState = { colorPrimary: '#409EFF', tagsView: true, fixedHeader: true, sidebarLogo: true };
export const THEME_STORAGE_KEY = 'hos-settings';
const KEY = Symbol.for('hos.theme.v1');

function load(): ThemeState {
  try {
    const raw = typeof localStorage !== 'undefined' ? localStorage.getItem(THEME_STORAGE_KEY) : null;
    if (raw) return { ...DEFAULT_THEME, ...(JSON.parse(raw) as Partial<ThemeState>) };
  } catch {
    // unreadable settings fall back to the defaults
  }
  return { ...DEFAULT_THEME };
}

export function getThemeStore(): StoreApi<ThemeState> {
  const g = globalThis as unknown as Record<symbol, StoreApi<ThemeState> | undefined>;
  let store = g[KEY];
  if (!store) {
    store = createStore<ThemeState>(() => load());
    store.subscribe((s) => {
      try {
        if (typeof localStorage !== 'undefined') localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(s));
      } catch {
        // ignore quota errors
      }
    });
    g[KEY] = store;
  }
  return store;
}

// ---- contrast (issue 12 §2: WCAG AA through the theme tokens) ----

/** '#rgb' / '#rrggbb' to [r, g, b] (0..255); null when unreadable. */
export function parseHex(color: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => '#' + rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('');

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const pa = parseHex(a);
  const pb = parseHex(b);
  if (!pa || !pb) return 1;
  const [hi, lo] = [luminance(pa), luminance(pb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour itself when it reaches `ratio` against `background` (AA for normal text: 4.5), else the
 * same hue darkened just enough. The theme colour a user picks stays recognisable while text on it
 * (white on a primary button) and text in it (links) stay readable.
 */
export function readableOn(color: string, background = '#ffffff', ratio = 4.5): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  if (contrastRatio(toHex(rgb), background) >= ratio) return toHex(rgb);
  for (let f = 0.98; f > 0; f -= 0.02) {
    const c = toHex(rgb.map((v) => v * f));
    if (contrastRatio(c, background) >= ratio) return c;
  }
  return '#000000';
}

/** `#rrggbb` (or `#rgb`) as rgba() with `alpha`. */
function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex) ?? [0, 0, 0];
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * The antd tokens of a theme: the primary colour made readable on white (with a small margin for the
 * light greys of table heads and cards), status colours and secondary texts dark enough for AA.
 */
export function accessibleTokens(colorPrimary: string): Record<string, string> {
  const primary = readableOn(colorPrimary, '#ffffff', 5.2);
  return {
    colorPrimary: primary,
    colorLink: primary,
    // focus visible (issue 12 §2): antd's ring around a focused input, select, picker or radio is the
    // primary at 10 % and hardly shows; at 40 % (2 px wide, ElementRoot's controlOutlineWidth) it does
    controlOutline: withAlpha(primary, 0.4),
    colorInfo: primary,
    colorError: readableOn('#ff4d4f', '#ffffff', 5.2),
    colorSuccess: readableOn('#52c41a', '#ffffff', 5.2),
    colorWarning: readableOn('#faad14', '#ffffff', 5.2),
    // antd's 0.45 and 0.25 black on white are 3.9:1 and 1.9:1
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // the seeds above give darker texts; their light backgrounds and borders stay antd's
    colorSuccessBg: '#f6ffed', colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6', colorWarningBorder: '#ffe58f',
    colorErrorBg: '#fff2f0', colorErrorBorder: '#ffccc7',
    // coloured tags write their -7 colour on their -1 background: darkened where that is under AA
    // (both spellings: with CSS variables, 'gold7' and 'gold-7' are one variable and the later one wins)
    ...Object.fromEntries(Object.entries(PRESET_TAG_COLORS).flatMap(([k, [text, bg]]) => {
      const c = readableOn(text, bg, 4.8);
      return [[`${k}7`, c], [`${k}-7`, c]];
    })),
  };
}

/** antd's preset palettes: [colour 7 (tag text), colour 1 (tag background)]. */
const PRESET_TAG_COLORS: Record<string, [string, string]> = {
  blue: ['#0958d9', '#e6f4ff'], purple: ['#531dab', '#f9f0ff'], cyan: ['#08979c', '#e6fffb'], green: ['#389e0d', '#f6ffed'],
  magenta: ['#c41d7f', '#fff0f6'], pink: ['#c41d7f', '#fff0f6'], red: ['#cf1322', '#fff1f0'], orange: ['#d46b08', '#fff7e6'],
  yellow: ['#d4b106', '#feffe6'], volcano: ['#d4380d', '#fff2e8'], geekblue: ['#1d39c4', '#f0f5ff'], gold: ['#d48806', '#fffbe6'],
  lime: ['#7cb305', '#fcffe6'],
};

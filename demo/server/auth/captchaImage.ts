// Issue 33 §2: the sign-in verify code's picture, drawn here without any package. A few glyphs from an
// alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 6/G, 8/B), each a set of strokes on an 8 x 12 grid,
// bent, turned and shifted at random and drawn as SVG paths (never as <text>, which a script would read),
// over and under a few noise curves. Returned as a data: URL the page shows in an <img>.
import { randomInt } from 'node:crypto';

export const CAPTCHA_ALPHABET = '234679ACDEFHJKMNPRTUVWXY';
export const CAPTCHA_LENGTH = 4;

type Pt = [number, number];
/** Each glyph's strokes (polylines) on a grid 8 wide, 12 high, y downwards. */
const GLYPHS: Record<string, Pt[][]> = {
  2: [[[0, 3], [1, 1], [3, 0], [5, 0], [7, 1], [8, 3], [7, 5], [0, 12], [8, 12]]],
  3: [[[0, 1], [2, 0], [6, 0], [8, 2], [7, 5], [4, 6], [7, 7], [8, 9], [7, 11], [5, 12], [2, 12], [0, 11]]],
  4: [[[6, 12], [6, 0], [0, 8], [8, 8]]],
  6: [[[7, 1], [5, 0], [3, 0], [1, 2], [0, 6], [0, 9], [2, 12], [6, 12], [8, 10], [8, 8], [6, 6], [2, 6], [0, 8]]],
  7: [[[0, 0], [8, 0], [3, 12]]],
  9: [[[8, 4], [6, 6], [2, 6], [0, 4], [0, 2], [2, 0], [6, 0], [8, 2], [8, 6], [7, 10], [5, 12], [3, 12], [1, 11]]],
  A: [[[0, 12], [4, 0], [8, 12]], [[2, 7], [6, 7]]],
  C: [[[8, 1], [6, 0], [3, 0], [1, 2], [0, 5], [0, 7], [1, 10], [3, 12], [6, 12], [8, 11]]],
  D: [[[0, 0], [0, 12], [4, 12], [7, 10], [8, 6], [7, 2], [4, 0], [0, 0]]],
  E: [[[8, 0], [0, 0], [0, 12], [8, 12]], [[0, 6], [6, 6]]],
  F: [[[8, 0], [0, 0], [0, 12]], [[0, 6], [6, 6]]],
  H: [[[0, 0], [0, 12]], [[8, 0], [8, 12]], [[0, 6], [8, 6]]],
  J: [[[8, 0], [8, 9], [6, 12], [2, 12], [0, 9]]],
  K: [[[0, 0], [0, 12]], [[8, 0], [0, 7]], [[3, 5], [8, 12]]],
  M: [[[0, 12], [0, 0], [4, 7], [8, 0], [8, 12]]],
  N: [[[0, 12], [0, 0], [8, 12], [8, 0]]],
  P: [[[0, 12], [0, 0], [6, 0], [8, 2], [8, 4], [6, 6], [0, 6]]],
  R: [[[0, 12], [0, 0], [6, 0], [8, 2], [8, 4], [6, 6], [0, 6]], [[4, 6], [8, 12]]],
  T: [[[0, 0], [8, 0]], [[4, 0], [4, 12]]],
  U: [[[0, 0], [0, 9], [2, 12], [6, 12], [8, 9], [8, 0]]],
  V: [[[0, 0], [4, 12], [8, 0]]],
  W: [[[0, 0], [2, 12], [4, 4], [6, 12], [8, 0]]],
  X: [[[0, 0], [8, 12]], [[8, 0], [0, 12]]],
  Y: [[[0, 0], [4, 6], [8, 0]], [[4, 6], [4, 12]]],
};

/** A random number source: an integer in [0, n). */
export type Rand = (n: number) => number;
const cryptoRand: Rand = (n) => randomInt(n);

export const WIDTH = 120;
export const HEIGHT = 40;
const COLORS = ['#1f3a93', '#8e1b1b', '#1b5e20', '#4a148c', '#004d60', '#5d4037'];

/** A random text of `length` characters of the alphabet. */
export function captchaText(length = CAPTCHA_LENGTH, rand: Rand = cryptoRand): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CAPTCHA_ALPHABET[rand(CAPTCHA_ALPHABET.length)];
  return s;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
/** A value in [lo, hi] in tenths. */
const span = (rand: Rand, lo: number, hi: number) => lo + rand(Math.round((hi - lo) * 10) + 1) / 10;

/** The strokes of one glyph placed in its cell: scaled, sheared, turned, each point shaken a little. */
function glyphPath(ch: string, index: number, count: number, rand: Rand): string {
  const cell = WIDTH / count;
  const scale = span(rand, 1.9, 2.4);
  const angle = (span(rand, -22, 22) * Math.PI) / 180;
  const shear = span(rand, -0.3, 0.3);
  const cx = cell * index + cell / 2 + span(rand, -3, 3);
  const cy = HEIGHT / 2 + span(rand, -3, 3);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = ([x, y]: Pt): Pt => {
    const gx = (x - 4 + (y - 6) * shear) * scale + span(rand, -0.8, 0.8);
    const gy = (y - 6) * scale * 0.95 + span(rand, -0.8, 0.8);
    return [cx + gx * cos - gy * sin, cy + gx * sin + gy * cos];
  };
  return GLYPHS[ch].map((stroke) => {
    const pts = stroke.map(place);
    // each segment a quadratic curve through a shaken middle point: the strokes bend
    let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
    for (let i = 1; i < pts.length; i++) {
      const [x0, y0] = pts[i - 1];
      const [x1, y1] = pts[i];
      d += `Q${f((x0 + x1) / 2 + span(rand, -1.5, 1.5))} ${f((y0 + y1) / 2 + span(rand, -1.5, 1.5))} ${f(x1)} ${f(y1)}`;
    }
    return d;
  }).join('');
}

function noiseCurve(rand: Rand): string {
  const p = () => `${f(span(rand, 0, WIDTH))} ${f(span(rand, 0, HEIGHT))}`;
  return `M${f(span(rand, -5, 10))} ${f(span(rand, 0, HEIGHT))}C${p()} ${p()} ${f(span(rand, WIDTH - 10, WIDTH + 5))} ${f(span(rand, 0, HEIGHT))}`;
}

/** The SVG of `text` (characters of CAPTCHA_ALPHABET): paths only, no text element. */
export function captchaSvg(text: string, rand: Rand = cryptoRand): string {
  const parts: string[] = [];
  for (let i = 0; i < 3; i++) parts.push(`<path d="${noiseCurve(rand)}" stroke="${COLORS[rand(COLORS.length)]}" stroke-width="${f(span(rand, 0.8, 1.6))}" fill="none" opacity="0.7"/>`);
  [...text].forEach((ch, i) => {
    if (!GLYPHS[ch]) throw new Error('no glyph for ' + JSON.stringify(ch));
    parts.push(`<path d="${glyphPath(ch, i, text.length, rand)}" stroke="${COLORS[rand(COLORS.length)]}" stroke-width="${f(span(rand, 2, 2.8))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
  });
  for (let i = 0; i < 3; i++) parts.push(`<path d="${noiseCurve(rand)}" stroke="${COLORS[rand(COLORS.length)]}" stroke-width="${f(span(rand, 0.6, 1.2))}" fill="none" opacity="0.8"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join('')}</svg>`;
}

export function svgDataUrl(svg: string): string {
  return 'data:image/svg+xml;base64,' + Buffer.from(svg, 'utf8').toString('base64');
}

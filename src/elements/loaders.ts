// How the elements another element embeds load (src/core/elementLoaders.ts): the pages inside <hos-app>
// show the renderer and the designer, its header the message bell and the password dialog, each asked
// for by tag (`ensureElement`) when first shown, so the shell carries none of them until then.
// Imported by <hos-app> and by the bundle's loader (index.ts, `dist/hos-elements.js`), which adds
// <hos-app> itself: no element this table loads imports it back.
import { registerElementLoader } from '../core/elementLoaders.ts';

export const EMBEDDED_LOADERS: Record<string, () => Promise<unknown>> = {
  'hos-form-renderer': () => import('./form-renderer/index.ts'),
  'hos-form-designer': () => import('./form-designer/index.ts'),
  'hos-message-bell': () => import('./message-bell/index.ts'),
  'hos-password-dialog': () => import('./password-dialog/index.ts'),
};

for (const [tag, load] of Object.entries(EMBEDDED_LOADERS)) registerElementLoader(tag, load);

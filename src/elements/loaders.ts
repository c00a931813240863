// How each element of the bundle loads (src/core/elementLoaders.ts): pages inside <hos-app> embed the
// renderer and the designer through these, so the shell carries neither until a page shows one.
import { registerElementLoader } from '../core/elementLoaders.ts';

export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {
  'hos-form-renderer': () => import('./form-renderer/index.ts'),
  'hos-form-designer': () => import('./form-designer/index.ts'),
};

for (const [tag, load] of Object.entries(ELEMENT_LOADERS)) registerElementLoader(tag, load);

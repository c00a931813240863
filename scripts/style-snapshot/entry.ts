// Entry of the style-snapshot recording build (scripts/gen-style-snapshot.mjs): the renderer element
// plus a handle on the shared cssinjs cache. Never shipped.
import '../../src/elements/form-renderer/index.ts';
import { getSharedStyles } from '../../src/modules/shared/sharedStyles.ts';

(window as unknown as { __hosStyles: typeof getSharedStyles }).__hosStyles = getSharedStyles;

// The public bundle contract: these files exist after `npm run build`, and React is the production build.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
const required = ['hos-elements.js', 'hos-app.js', 'hos-form-renderer.js', 'hos-form-designer.js', 'hos-message-bell.js', 'hos-password-dialog.js'];
const missing = required.filter((f) => !existsSync(`dist/${f}`));
if (missing.length) {
  console.error('missing from dist/:', missing.join(', '));
  process.exit(1);
}
const chunks = readdirSync('dist/chunks').map((f) => readFileSync(`dist/chunks/${f}`, 'utf8'));
if (chunks.some((c) => c.includes('process.env.NODE_ENV'))) {
  console.error('a chunk still reads process.env.NODE_ENV (development React?)');
  process.exit(1);
}
if (chunks.some((c) => c.includes('react-dom.development'))) {
  console.error('React development build found in dist/');
  process.exit(1);
}
console.log(`dist/ has ${required.length} entry files and ${chunks.length} chunks; production React`);

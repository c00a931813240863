// The rich-text editor's code (TipTap, the largest a form can need), on a page of its own (a module
// loaded once stays loaded): a form with an editor is ready without it, and a click on the editor's
// stand-in while the code is still coming hands over to the editor where it was clicked.
import { expect } from 'chai';
import '/dist/hos-form-renderer.js';
import { sendKeys, waitFor } from './helpers.ts';
import { belowTheFold, cleanup, clickAfterText, item, render, single } from './form-renderer-helpers.ts';

/** TipTap's chunk (the chunk plan names it after its lazy root, shared/richText/RichTextEditor.tsx) */
const tiptap = () => performance.getEntriesByType('resource').find((e) => /\/[\w]*RichTextEditor-[\w-]+\.js$/.test(e.name));

describe('<hos-form-renderer> editor code', () => {
  afterEach(cleanup);

  it('is fetched after the form is ready; clicked while it comes, the editor takes over where it was clicked', () =>
    belowTheFold(async () => {
      const mounted = performance.now();
      const { schema, model } = single('editor', { defaultValue: '<p>abc</p>' });
      const el = await render(schema);
      const ready = performance.now();
      // nothing has asked for it: the editor is below the fold, and the idle prefetch waits 2 s
      if (ready - mounted < 1900) expect(tiptap(), 'TipTap fetched before the form was ready').to.equal(undefined);
      const standIn = item(el, model)!.querySelector<HTMLElement>('.hos-editor-body')!;
      expect(standIn.isContentEditable, 'a stand-in').to.equal(false);
      expect(standIn.textContent).to.equal('abc');
      // brought into view and clicked just after the text at once, most likely before the code is here,
      // then typed into at once: the stand-in takes it while the code comes (or the editor, if it came first)
      await clickAfterText(standIn);
      await sendKeys({ type: 'de' });
      await waitFor(() => el.shadowRoot!.activeElement?.classList.contains('ProseMirror'), 'the editor has the focus');
      const code = tiptap();
      expect(code, 'TipTap fetched').to.not.equal(undefined);
      expect(code!.startTime, 'fetched after whenReady').to.be.at.least(ready);
      // the editor took over what was typed, and the caret where it was
      await sendKeys({ type: 'f' });
      await waitFor(() => el.getModels()[model] === '<p>abcdef</p>', `"abcdef", got ${JSON.stringify(el.getModels()[model])}`);
    }));
});

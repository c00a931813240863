// <hos-form-renderer>: the module mounted in the element host. Its public API is declared once in api.ts.
import { createElement } from 'react';
import { defineHosElement } from '../host/defineHosElement.ts';
import { FormRenderer, type FormRendererProps } from '../../modules/form-renderer/FormRenderer.tsx';
import { FORM_RENDERER_SPEC } from './api.ts';
import { preloadFormCode } from '../../modules/form-renderer/widgets/registry.ts';

export type { HosFormRendererElement, HosFormRendererEvents } from './api.ts';

function FormRendererElement(props: FormRendererProps & { container: ShadowRoot }) {
  const { container: _container, ...rest } = props;
  return createElement(FormRenderer, rest);
}

export const HosFormRenderer = defineHosElement({
  ...FORM_RENDERER_SPEC,
  component: FormRendererElement,
  // the widgets' code is fetched while the first render runs
  onSet: { schema: (v) => void preloadFormCode(v) },
});

// <hos-form-designer>: the module mounted in the element host. Its public API is declared once in api.ts.
import { createElement } from 'react';
import { defineHosElement } from '../host/defineHosElement.ts';
// the preview dialog draws the form with the real renderer element
import '../form-renderer/index.ts';
import { FormDesigner, type FormDesignerProps } from '../../modules/form-designer/FormDesigner.tsx';
import { FORM_DESIGNER_SPEC } from './api.ts';

export type { HosFormDesignerElement, HosFormDesignerEvents } from './api.ts';

function FormDesignerElement(props: FormDesignerProps & { container: ShadowRoot }) {
  const { container: _container, ...rest } = props;
  return createElement(FormDesigner, rest);
}

export const HosFormDesigner = defineHosElement({ ...FORM_DESIGNER_SPEC, component: FormDesignerElement });

// <hos-form-renderer>: the module mounted in the element host. Its public API is declared once in api.ts.
import { createElement, useEffect, useState } from 'react';
import { defineHosElement } from '../host/defineHosElement.ts';
import { FormRenderer, type FormRendererProps } from '../../modules/form-renderer/FormRenderer.tsx';
import { FORM_RENDERER_SPEC } from './api.ts';
import { preloadFormCode } from '../../modules/form-renderer/widgets/registry.ts';
import { getRuntime } from '../../core/runtime.ts';
import { ensureUser, userMissing } from '../../core/session/ensureUser.ts';

export type { HosFormRendererElement, HosFormRendererEvents } from './api.ts';

function FormRendererElement(props: FormRendererProps & { container: ShadowRoot }) {
  const { container: _container, ...rest } = props;
  // the session loads the user by itself the first time a form may prefill from it (issue 25 §4);
  // the form (and whenReady()) waits for that one call, then draws with the reporter filled in
  const [waiting, setWaiting] = useState(() => rest.prefill !== false && userMissing(getRuntime().session));
  useEffect(() => {
    if (!waiting) return;
    let alive = true;
    void ensureUser(getRuntime().session).then(() => alive && setWaiting(false));
    return () => {
      alive = false;
    };
  }, [waiting]);
  return waiting ? null : createElement(FormRenderer, rest);
}

export const HosFormRenderer = defineHosElement({
  ...FORM_RENDERER_SPEC,
  component: FormRendererElement,
  // the widgets' code is fetched while the first render runs
  onSet: { schema: (v) => void preloadFormCode(v) },
});

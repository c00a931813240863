// The renderer follows the page's one session (issue 33 §9): signed out in another tab or bundle, it says
// so above the form and asks to sign in before it submits (nothing typed is lost); signed in again, possibly
// as someone else, the reporter block still empty is filled from the new user.
import { useEffect, useSyncExternalStore } from 'react';
import type { HosRuntime } from '../../core/runtime.ts';
import type { FormModel } from '../../core/form/index.ts';
import { ensureUser, userMissing } from '../../core/session/ensureUser.ts';

/** Whether the session ended while this page was open. */
export function useSignedOut(runtime: HosRuntime): boolean {
  const { session } = runtime;
  return useSyncExternalStore(session.subscribe, () => session.getState().signedOut);
}

/** Fills the user's prefill models once a user is there (loaded here when only the token came). */
export function useFillUser(runtime: HosRuntime, model: FormModel, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const { session } = runtime;
    let who = '';
    const follow = () => {
      if (userMissing(session)) return void ensureUser(session);
      const s = session.getState();
      const now = s.username || s.name || s.workNo;
      if (!now || now === who) return;
      who = now;
      model.fillUser({ name: s.name, workNo: s.workNo, deptName: s.deptName });
    };
    follow();
    return session.subscribe(follow);
  }, [runtime, model, enabled]);
}

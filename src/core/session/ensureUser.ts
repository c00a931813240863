// The signed-in user, loaded by the session itself (issue 25 §4): a portal that sets only the token
// cookie ("signed in with no extra step") never calls loadUser(), so the first element that shows the
// user's data (the renderer's reporter prefill) asks for it here. One background call per token (quiet
// when it fails: the next element may try again); a separate module so pages without such an element
// (the bell's) do not carry it.
import type { Session } from './createSession.ts';

const loads = new WeakMap<Session, { bearer: string; promise: Promise<void> }>();

/** Whether a token is held but nobody has loaded its user yet. */
export function userMissing(session: Session): boolean {
  const s = session.getState();
  return Boolean(session.getBearer()) && !s.username && !s.name && !s.workNo;
}

/** Resolves once the user of the current token is loaded, or could not be. */
export function ensureUser(session: Session): Promise<void> {
  const bearer = session.getBearer();
  if (!bearer || !userMissing(session)) return Promise.resolve();
  let load = loads.get(session);
  if (load?.bearer !== bearer) {
    const next = {
      bearer,
      promise: session.getInfo({ background: true }).then(
        () => undefined,
        () => void (loads.get(session) === next && loads.delete(session)),
      ),
    };
    loads.set(session, (load = next));
  }
  return load.promise;
}

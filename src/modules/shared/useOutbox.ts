// The signed-in user's queued reports (issue 32 §2, src/core/offline/outbox.ts), kept up to date: for the
// header's 待发送 (n) and the banner on 我上报的.
import { useEffect, useState } from 'react';
import { draftUserOf } from '../../core/autosave/draftSaver.ts';
import { deviceStore, onOutboxChange, queuedReports, type OutboxItem } from '../../core/offline/outbox.ts';
import { useHost } from './HostContext.ts';
import { useSession } from './hooks.ts';

/** The user the device's drafts and queue are kept under. */
export function useDraftUser(): string {
  useSession((s) => s.userId || s.username);
  const { runtime } = useHost();
  return draftUserOf(runtime.session.getState() as unknown as Record<string, unknown>);
}

export function useOutbox(): { user: string; items: OutboxItem[] } {
  const user = useDraftUser();
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    let live = true;
    const read = () => void queuedReports(deviceStore, user).then((x) => live && setItems(x), () => undefined);
    read();
    const off = onOutboxChange(read);
    // another tab of this device sent or queued a report: the store changed under us
    const onFocus = () => read();
    window.addEventListener('focus', onFocus);
    return () => {
      live = false;
      off();
      window.removeEventListener('focus', onFocus);
    };
  }, [user]);
  return { user, items };
}

// A dashboard card's data: loaded once, and again whenever a message or notice is read elsewhere on the page
// (the bell, the message page), so the card and the bell never disagree. null while loading, 'error' on failure.
import { useEffect, useState } from 'react';
import { MESSAGES_CHANGED } from '../../../core/pages/messages.ts';

export function useLiveLoad<T>(load: () => Promise<T>): T | null | 'error' {
  const [state, setState] = useState<T | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    const run = () => load().then((v) => live && setState(v), () => live && setState('error'));
    void run();
    window.addEventListener(MESSAGES_CHANGED, run);
    return () => {
      live = false;
      window.removeEventListener(MESSAGES_CHANGED, run);
    };
  }, [load]);
  return state;
}

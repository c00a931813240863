// A page that needs the window's width asks the frame around it for room (the form designer, issue 31 §5):
// <hos-app>'s shell folds its sidebar while the page holds the request and unfolds it after (core
// routing/sidebar.ts#fold). Outside the shell (an element on a host page) nobody provides it: nothing happens.
import { createContext, useContext, useEffect } from 'react';

/** provided by the shell: folds the sidebar and returns the release */
export const RoomContext = createContext<(() => () => void) | null>(null);

/** Holds the room while `active` (and the component is mounted). */
export function useRoom(active = true): void {
  const fold = useContext(RoomContext);
  useEffect(() => (active && fold ? fold() : undefined), [fold, active]);
}

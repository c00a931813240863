// The tags bar of visited pages (spec section 2, issue 5 section 3): Refresh goes through /redirect,
// Close, Close Others, Close All; fixed (affix) tags cannot be closed; closing the active tag goes
// to the last remaining tag; closing all goes to /dashboard. Each action returns where to navigate.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { HOME_PATH } from './constantRoutes.ts';

export interface Tag {
  path: string;
  fullPath: string;
  title: string;
  affix?: boolean;
}

export interface TagsState {
  visited: Tag[];
}

export interface TagsView {
  store: StoreApi<TagsState>;
  /** add a tag for the page just opened (same path: update its fullPath and title) */
  add(tag: Tag): void;
  /** fixed tags shown from the start */
  setAffix(tags: Tag[]): void;
  /** navigate target after closing, or null to stay */
  close(path: string, activePath: string): string | null;
  closeOthers(path: string): string | null;
  closeAll(): string;
  refreshTarget(tag: Pick<Tag, 'fullPath'>): string;
  reset(): void;
}

export function createTagsView(initial: Tag[] = []): TagsView {
  const store = createStore<TagsState>(() => ({ visited: [...initial] }));
  const visited = () => store.getState().visited;
  const lastTarget = (list: Tag[]) => (list.length ? list[list.length - 1].fullPath : HOME_PATH);
  return {
    store,
    add(tag) {
      const list = visited();
      const i = list.findIndex((t) => t.path === tag.path);
      if (i >= 0) {
        const cur = list[i];
        if (cur.fullPath === tag.fullPath && cur.title === tag.title) return;
        const next = [...list];
        next[i] = { ...cur, fullPath: tag.fullPath, title: tag.title };
        store.setState({ visited: next });
      } else store.setState({ visited: [...list, tag] });
    },
    setAffix(tags) {
      const list = visited().filter((t) => !tags.some((a) => a.path === t.path));
      store.setState({ visited: [...tags.map((t) => ({ ...t, affix: true })), ...list] });
    },
    close(path, activePath) {
      const tag = visited().find((t) => t.path === path);
      if (!tag || tag.affix) return null;
      const rest = visited().filter((t) => t.path !== path);
      store.setState({ visited: rest });
      return path === activePath ? lastTarget(rest) : null;
    },
    closeOthers(path) {
      const keep = visited().filter((t) => t.affix || t.path === path);
      store.setState({ visited: keep });
      return keep.find((t) => t.path === path)?.fullPath ?? null;
    },
    closeAll() {
      store.setState({ visited: visited().filter((t) => t.affix) });
      return HOME_PATH;
    },
    refreshTarget: (tag) => '/redirect' + (tag.fullPath.startsWith('/') ? tag.fullPath : '/' + tag.fullPath),
    reset() {
      store.setState({ visited: [] });
    },
  };
}

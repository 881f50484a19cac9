/**
 * The app's toasts: react-hot-toast's calls, with the library (and its CSS-in-JS) fetched when the
 * first toast is raised instead of with every page. A page that never shows a toast never loads it;
 * one that does shows it a moment later, in the order the calls were made. The Toaster mounts once
 * the library has arrived (App's ToastLayer, through `onToasterLoaded`); a toast raised before that
 * waits in the library's store and appears when it mounts.
 */
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

export type HotToast = typeof import('react-hot-toast');
type Message = ValueOrFunction<Renderable, Toast>;

let library: Promise<HotToast> | undefined;
const waiting = new Set<(loaded: HotToast) => void>();

/** Fetches react-hot-toast once; everyone waiting for it is told when it has arrived. */
export function loadToaster(): Promise<HotToast> {
  library ??= import('react-hot-toast').then((loaded) => {
    for (const notify of waiting) notify(loaded);
    waiting.clear();
    return loaded;
  });
  return library;
}

/** Calls `notify` once react-hot-toast is here (at once if it already is); returns the unsubscribe. */
export function onToasterLoaded(notify: (loaded: HotToast) => void): () => void {
  waiting.add(notify);
  if (library) void library.then((loaded) => waiting.delete(notify) && notify(loaded));
  return () => void waiting.delete(notify);
}

const later = (call: (hot: HotToast['default']) => void) => void loadToaster().then(({ default: hot }) => call(hot));

let lastId = 0;

function toast(...args: [Message, ToastOptions?]): void {
  later((hot) => hot(...args));
}
toast.success = (...args: [Message, ToastOptions?]): void => later((hot) => hot.success(...args));
toast.error = (...args: [Message, ToastOptions?]): void => later((hot) => hot.error(...args));
/** A toast that stays until replaced: its id is returned at once, for the success or error that follows. */
toast.loading = (message: Message, options?: ToastOptions): string => {
  const id = options?.id ?? `loading-${++lastId}`;
  later((hot) => hot.loading(message, { ...options, id }));
  return id;
};
toast.dismiss = (id?: string): void => later((hot) => hot.dismiss(id));

export default toast;

import { Editor, type EditorOptions } from '@tiptap/core';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * A TipTap editor owned by a component: made once, its view mounted in `host` after the first
 * render and taken down when the component goes. (TipTap's React package is not used: it imports
 * react-dom for node views this editor does not have, and that import alone splits react-dom out
 * of the entry chunk every public page loads.)
 */
export function useTiptap(host: RefObject<HTMLElement | null>, options: () => Partial<EditorOptions>): Editor {
  const [editor] = useState(() => new Editor({ ...options(), element: null }));
  useEffect(() => {
    if (!host.current) return;
    editor.mount(host.current);
    return () => editor.unmount();
  }, [editor, host]);
  return editor;
}

const sameFlags = (a: Record<string, boolean>, b: Record<string, boolean>) => Object.keys(a).every((k) => a[k] === b[k]);

/** What a toolbar reads from the editor (marks on, commands possible), redrawn only when it changes. */
export function useEditorFlags<T extends Record<string, boolean>>(editor: Editor, select: (e: Editor) => T): T {
  const last = useRef<T | null>(null);
  const subscribe = useCallback(
    (changed: () => void) => {
      editor.on('transaction', changed);
      editor.on('mount', changed);
      return () => {
        editor.off('transaction', changed);
        editor.off('mount', changed);
      };
    },
    [editor],
  );
  const snapshot = () => {
    const next = select(editor);
    if (last.current && sameFlags(last.current, next)) return last.current;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Which rows of a list are selected for a bulk action (a reducer, so the list keeps one piece of state). */

export type Key = string | number;
export type SelectionAction = { type: 'toggle'; key: Key } | { type: 'all'; keys: readonly Key[] } | { type: 'clear' } | { type: 'keep'; keys: readonly Key[] };

export function selectionReducer(selected: ReadonlySet<Key>, action: SelectionAction): ReadonlySet<Key> {
  switch (action.type) {
    case 'toggle': {
      const next = new Set(selected);
      if (next.has(action.key)) next.delete(action.key);
      else next.add(action.key);
      return next;
    }
    case 'all':
      // Every row selected already: the header box clears them; else it selects them all.
      return action.keys.length > 0 && action.keys.every((k) => selected.has(k)) ? new Set() : new Set(action.keys);
    case 'clear':
      return selected.size === 0 ? selected : new Set();
    case 'keep': {
      // The list changed (paged, filtered, a row deleted): forget rows no longer shown.
      const kept = action.keys.filter((k) => selected.has(k));
      return kept.length === selected.size ? selected : new Set(kept);
    }
  }
}

/** The header checkbox: all, some (indeterminate) or none of `keys` selected. */
export function selectionState(selected: ReadonlySet<Key>, keys: readonly Key[]): 'all' | 'some' | 'none' {
  const n = keys.filter((k) => selected.has(k)).length;
  if (n === 0) return 'none';
  return n === keys.length ? 'all' : 'some';
}

import { describe, expect, it } from 'vitest';
import { SOFT_REFERENCES, tables } from '../../server/domain/privacy/data-export';
import { ERASE_POLICY } from '../../server/domain/privacy/erase-member';

/**
 * Erasure decides on every table the data export can reach (issue 14): a new table with a foreign key
 * to a member's rows (or to rows of theirs) fails here until ERASE_POLICY says DELETE, ANONYMISE or KEEP.
 */
function reachableTables(): Set<string> {
  const all = tables();
  const reached = new Set(['user_account', 'member', 'operation_log', ...SOFT_REFERENCES.map((r) => r.table)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of all) {
      if (reached.has(t.name)) continue;
      if (t.refs.some((r) => reached.has(r.table) && all.find((x) => x.name === r.table)?.key?.name === r.foreignColumn)) {
        reached.add(t.name);
        grew = true;
      }
    }
  }
  return reached;
}

describe('erasure policy', () => {
  it('names a policy for every table a member’s data can reach', () => {
    const missing = [...reachableTables()].filter((name) => !ERASE_POLICY[name]).sort();
    expect(missing).toEqual([]);
  });

  it('lists only tables that exist, and the columns it anonymises exist', () => {
    const byName = new Map(tables().map((t) => [t.name, t]));
    for (const [name, policy] of Object.entries(ERASE_POLICY)) {
      expect(byName.has(name), name).toBe(true);
      if (policy.kind === 'ANONYMISE') for (const c of policy.columns) expect(byName.get(name)!.columns.some((x) => x.name === c), `${name}.${c}`).toBe(true);
    }
  });

  it('keeps the money records', () => {
    for (const name of ['deal', 'deal_payment', 'ledger_movement', 'member_balance', 'subscription']) expect(ERASE_POLICY[name]!.kind, name).not.toBe('DELETE');
  });
});

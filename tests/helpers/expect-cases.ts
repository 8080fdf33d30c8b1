import { expect } from 'vitest';

/**
 * A table-driven check: each row is the arguments of `fn` followed by the result it must give
 * (compared with toEqual). A failing row is named in the message, e.g. `isValidHkid("A1234564")`.
 */
export function expectCases(fn: (...args: never[]) => unknown, rows: readonly (readonly unknown[])[]): void {
  const call = fn as (...args: unknown[]) => unknown;
  for (const row of rows) {
    const args = row.slice(0, -1);
    expect(call(...args), `${fn.name}(${args.map((a) => JSON.stringify(a)).join(', ')})`).toEqual(row[row.length - 1]);
  }
}

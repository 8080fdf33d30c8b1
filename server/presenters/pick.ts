/** The named fields of a row, in that order (what a presenter shows as it is). */
export function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;
}

/** A binned row's times in ms: deletedAt while it sits in the bin (else null) and its last change. */
export function binTimes(r: { deletedAt: Date | null; updatedAt: Date }): { deletedAt: number | null; updatedAt: number } {
  return { deletedAt: r.deletedAt ? r.deletedAt.getTime() : null, updatedAt: r.updatedAt.getTime() };
}

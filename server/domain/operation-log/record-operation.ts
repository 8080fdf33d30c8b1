import { operationLog } from '../../db/schema/accounts';
import type { ManageCtx, Tx } from '../shared/manage-context';

export interface OperationEntry {
  /** Upper-case verb: CREATE, UPDATE, DELETE, LOCK, UNLOCK, RECOVER, SET_ROLES, … */
  action: string;
  /** One of common/permissions RESOURCES, e.g. ROLE or USER. */
  resource: string;
  resourceId: string | number | null;
  before: unknown;
  after: unknown;
}

/** Writes one operation-log row inside the caller's transaction, so the log and the change commit together. */
export async function recordOperation(tx: Tx, ctx: ManageCtx, entry: OperationEntry): Promise<void> {
  await tx.insert(operationLog).values({
    actorId: ctx.actor.id,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId === null ? null : String(entry.resourceId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: ctx.ip,
  });
}

import type { Db } from '../../db/client';
import type { Actor } from '../accounts/get-actor';

/** Who performs a back-office write and from where (both go into the operation log). */
export interface ManageCtx {
  actor: Actor;
  ip: string | null;
}

/** A Drizzle transaction on either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

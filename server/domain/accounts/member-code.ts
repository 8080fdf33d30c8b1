import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { makeMemberCode, normalizeMemberCode } from '../../../common/validators/member-code';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/accounts';
import type { Tx } from '../shared/manage-context';

export type NewMember = Omit<typeof member.$inferInsert, 'code'>;

/** How many fresh codes to draw before giving up (31⁷ ≈ 27.5 billion codes: a second clash means something is wrong). */
const CODE_ATTEMPTS = 5;

/** A new member code from a cryptographic random source (common/validators/member-code.ts). */
export function newMemberCode(): string {
  return makeMemberCode((n) => randomInt(n));
}

/**
 * Inserts a member with a fresh member code, drawing another when the code is already taken (the
 * unique index decides, so two registrations at once cannot share one). Other unique clashes
 * (document) still raise. Returns the code.
 */
export async function insertMember(db: Db | Tx, values: NewMember, nextCode: () => string = newMemberCode): Promise<string> {
  for (let i = 0; i < CODE_ATTEMPTS; i++) {
    const code = nextCode();
    const inserted = await db.insert(member).values({ ...values, code }).onConflictDoNothing({ target: member.code }).returning();
    if (inserted.length) return code;
  }
  throw new Error('no free member code after several attempts');
}

/** The member (main or sub-account) holding a code typed in any form, or undefined. */
export async function findMemberByCode(db: Db | Tx, typed: string) {
  const [row] = await db.select().from(member).where(eq(member.code, normalizeMemberCode(typed)));
  return row;
}

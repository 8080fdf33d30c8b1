import { and, asc, eq, ne } from 'drizzle-orm';
import type { StaffBookingInput } from '../../../common/booking-setup.schema';
import type { TeamProfileInput } from '../../../common/team.schema';
import type { Db } from '../../db/client';
import { album, staff } from '../../db/schema/content';
import { presentTeamMember, presentTeamProfile, type ManagedTeamMember, type TeamProfile } from '../../presenters/team';
import { AppError } from '../app-error';
import { saveContentRow, writeContentRow, type ContentKind } from '../shared/content-rows';
import { refusingDuplicates } from '../shared/db-errors';
import type { ManageCtx, Tx } from '../shared/manage-context';

const TEAM: ContentKind<typeof staff.$inferSelect, TeamProfile> = { table: staff, resource: 'STAFF', present: presentTeamProfile };

/** Every team member, hidden ones too, in display order: profile and booking settings. */
export async function listManageTeam(db: Db): Promise<ManagedTeamMember[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.sort), asc(staff.id));
  return rows.map(presentTeamMember);
}

const duplicate = (slug: string) => new AppError('DUPLICATE', { field: 'slug', value: slug });

/** The slug free (409) and the album, if any, one of the library's (400 naming `albumId`). */
async function refuseBadRefs(tx: Pick<Db, 'select'>, id: number | null, input: Pick<TeamProfileInput, 'slug' | 'albumId'>) {
  const [taken] = await tx.select({ id: staff.id }).from(staff).where(id === null ? eq(staff.slug, input.slug) : and(eq(staff.slug, input.slug), ne(staff.id, id))).limit(1);
  if (taken) throw duplicate(input.slug);
  if (input.albumId !== null && !(await tx.select({ id: album.id }).from(album).where(eq(album.id, input.albumId))).length) {
    throw new AppError('VALIDATION', { fields: [{ field: 'albumId', message: 'cms:team.albumUnknown' }] });
  }
}

/**
 * Writes a profile from a parsed input: the editor's and the seed's one way in. A new member
 * starts with booking off (set on the booking settings form) unless `booking` says otherwise.
 */
export async function writeTeamProfile(tx: Tx, id: number | null, input: TeamProfileInput, booking?: Partial<StaffBookingInput>) {
  await refuseBadRefs(tx, id, input);
  return writeContentRow<typeof staff.$inferSelect>(tx, TEAM, id, { ...input, ...booking });
}

/**
 * Creates (`id` null) or updates a profile (404 unknown; 409 on `slug` for an address in use; 400 on
 * `albumId` for an album that does not exist); logged; /team follows.
 */
export async function saveTeamProfile(db: Db, ctx: ManageCtx, id: number | null, input: TeamProfileInput): Promise<TeamProfile> {
  await refuseBadRefs(db, id, input);
  return refusingDuplicates(saveContentRow(db, ctx, TEAM, id, input), () => duplicate(input.slug));
}

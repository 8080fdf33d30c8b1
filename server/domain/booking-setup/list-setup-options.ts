import { asc } from 'drizzle-orm';
import type { LocalizedText } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { room } from '../../db/schema/booking';
import { place, service, staff } from '../../db/schema/content';

export interface SetupOptions {
  places: { id: number; code: string; name: LocalizedText }[];
  rooms: { id: number; placeId: number; code: string; name: LocalizedText; isEnabled: boolean }[];
  staff: { id: number; name: LocalizedText; isTherapist: boolean; placeId: number | null }[];
  services: { id: number; slug: string; name: LocalizedText }[];
}

/** What the setup forms choose from: places, rooms, team members and service pages, in display order. */
export async function listSetupOptions(db: Db): Promise<SetupOptions> {
  const places = await db.select({ id: place.id, code: place.code, name: place.name }).from(place).orderBy(asc(place.sort), asc(place.id));
  const rooms = await db
    .select({ id: room.id, placeId: room.placeId, code: room.code, name: room.name, isEnabled: room.isEnabled })
    .from(room)
    .orderBy(asc(room.placeId), asc(room.sort), asc(room.code));
  const team = await db.select({ id: staff.id, name: staff.name, isTherapist: staff.isTherapist, placeId: staff.placeId }).from(staff).orderBy(asc(staff.sort), asc(staff.id));
  const services = await db.select({ id: service.id, slug: service.slug, name: service.name }).from(service).orderBy(asc(service.sort), asc(service.id));
  return { places, rooms, staff: team, services };
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { room, servicePlan, servicePlanRoom, servicePlanStaff } from '../../db/schema/booking';
import { place, staff } from '../../db/schema/content';
import { bodyPart, symptom } from '../../db/schema/types';
import { AppError } from '../app-error';
import type { Tx } from '../manage/manage-context';
import { visibleAt } from '../content/visible';

/**
 * What a member can choose from when booking, in `lng`: enabled plans (with the therapists open
 * for online booking and the places that have a room for them), bookable places, therapists.
 */
export async function getBookingOptions(db: Db, lng: Lng, now = new Date()) {
  const plans = await db.select().from(servicePlan).where(eq(servicePlan.isEnabled, true)).orderBy(asc(servicePlan.sort), asc(servicePlan.id));
  const places = await db.select().from(place).where(and(eq(place.isBookable, true), visibleAt(place, now))).orderBy(asc(place.sort), asc(place.id));
  const therapists = await db
    .select()
    .from(staff)
    .where(and(eq(staff.isTherapist, true), sql`(${staff.bookCfg}->>'isEnable')::boolean`, visibleAt(staff, now)))
    .orderBy(asc(staff.sort), asc(staff.id));
  const planStaff = await db.select().from(servicePlanStaff);
  const planRooms = await db
    .select({ planId: servicePlanRoom.planId, placeId: room.placeId })
    .from(servicePlanRoom)
    .innerJoin(room, and(eq(room.id, servicePlanRoom.roomId), eq(room.isEnabled, true)));
  const therapistIds = new Set(therapists.map((t) => t.id));
  const placeIds = new Set(places.map((p) => p.id));
  return {
    plans: plans
      .map((p) => ({
        id: p.id,
        kind: p.kind,
        name: pickText(p.name, lng),
        desc: pickText(p.desc, lng),
        durationMin: p.durationMin,
        priceCents: p.priceCents,
        caseType: p.caseType,
        serviceId: p.serviceId,
        therapistIds: planStaff.filter((x) => x.planId === p.id && therapistIds.has(x.staffId)).map((x) => x.staffId),
        placeIds: [...new Set(planRooms.filter((x) => x.planId === p.id && placeIds.has(x.placeId)).map((x) => x.placeId))],
      }))
      .filter((p) => p.placeIds.length > 0),
    places: places.map((p) => ({ id: p.id, code: p.code, name: pickText(p.name, lng), address: pickText(p.address, lng), phone: p.phone, minuteGrid: p.minuteGrid, changeWindowHours: p.changeWindowHours })),
    therapists: therapists.map((t) => ({ id: t.id, slug: t.slug, name: pickText(t.name, lng), title: pickText(t.title, lng), photo: t.photo, placeId: t.placeId })),
  };
}

/** Enabled body parts and symptoms for the booking form, in `lng`. */
export async function getBodyOptions(db: Db, lng: Lng) {
  const parts = await db.select().from(bodyPart).where(eq(bodyPart.isEnabled, true)).orderBy(asc(bodyPart.sort), asc(bodyPart.id));
  const symptoms = await db.select().from(symptom).where(eq(symptom.isEnabled, true)).orderBy(asc(symptom.sort), asc(symptom.id));
  return {
    parts: parts.map((p) => ({ id: p.id, name: pickText(p.name, lng) })),
    symptoms: symptoms.map((s) => ({ id: s.id, name: pickText(s.name, lng), bodyPartId: s.bodyPartId })),
  };
}

/** Refuses body part or symptom ids that are not enabled entries of their lists. */
export async function assertBodyIds(tx: Db | Tx, parts: number[], symptoms: number[]): Promise<void> {
  const fields: { field: string; message: string }[] = [];
  if (parts.length) {
    const found = await tx.select({ id: bodyPart.id }).from(bodyPart).where(and(inArray(bodyPart.id, parts), eq(bodyPart.isEnabled, true)));
    if (found.length !== new Set(parts).size) fields.push({ field: 'parts', message: 'form.invalid' });
  }
  if (symptoms.length) {
    const found = await tx.select({ id: symptom.id }).from(symptom).where(and(inArray(symptom.id, symptoms), eq(symptom.isEnabled, true)));
    if (found.length !== new Set(symptoms).size) fields.push({ field: 'symptoms', message: 'form.invalid' });
  }
  if (fields.length) throw new AppError('VALIDATION', { fields });
}

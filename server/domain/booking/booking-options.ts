import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { room, servicePlan, servicePlanRoom, servicePlanStaff } from '../../db/schema/booking';
import { place, service, staff } from '../../db/schema/content';
import { listPromotions } from '../content/list-promotions';
import { bodyPart, symptom } from '../../db/schema/types';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';
import { visibleAt } from '../content/visible';
import { packageOf } from '../../../common/package-rules';

/**
 * What a member can choose from when booking, in `lng`: enabled plans (with the therapists open
 * for online booking, the places that have a room for them and, for a basic plan, the add-ons
 * one of its therapists also delivers), the services they belong to (named as on the site),
 * bookable places, therapists, and the offers live now with the plans they apply to and the
 * price booking charges (the same list the site shows: list-promotions.ts).
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
  const servicesRows = await db.select({ id: service.id, slug: service.slug, name: service.name, sort: service.sort }).from(service).where(visibleAt(service, now)).orderBy(asc(service.sort), asc(service.id));
  const offers = await listPromotions(db, now);
  const onlineStaffOf = (planId: number) => new Set(planStaff.filter((x) => x.planId === planId && therapistIds.has(x.staffId)).map((x) => x.staffId));
  const bookablePlans = plans
      .map((p) => ({
        id: p.id,
        kind: p.kind,
        name: pickText(p.name, lng),
        desc: pickText(p.desc, lng),
        durationMin: p.durationMin,
        priceCents: p.priceCents,
        package: packageOf(p),
        caseType: p.caseType,
        serviceId: p.serviceId,
        therapistIds: planStaff.filter((x) => x.planId === p.id && therapistIds.has(x.staffId)).map((x) => x.staffId),
        placeIds: [...new Set(planRooms.filter((x) => x.planId === p.id && placeIds.has(x.placeId)).map((x) => x.placeId))],
      }))
      .filter((p) => p.placeIds.length > 0 && p.therapistIds.length > 0);
  const addonPlans = bookablePlans.filter((p) => p.kind === 'addon');
  return {
    plans: bookablePlans.map((p) => ({
      ...p,
      // An add-on goes with a basic plan when one online therapist delivers both.
      addonIds: p.kind === 'addon' ? [] : addonPlans.filter((a) => [...onlineStaffOf(a.id)].some((s) => onlineStaffOf(p.id).has(s))).map((a) => a.id),
    })),
    services: servicesRows.map((x) => ({ id: x.id, slug: x.slug, name: pickText(x.name, lng) })),
    offers: offers.map((o) => ({ id: o.id, kind: o.kind, title: pickText(o.title, lng), priceCents: o.priceCents, planIds: o.planIds })),
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

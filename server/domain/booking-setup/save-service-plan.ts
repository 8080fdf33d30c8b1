import { eq, inArray } from 'drizzle-orm';
import type { ServicePlanInput } from '../../../common/booking-setup.schema';
import { centsOf } from '../../../common/booking-setup-rules';
import type { Db } from '../../db/client';
import { room, servicePlan, servicePlanRoom, servicePlanStaff } from '../../db/schema/booking';
import { service, staff } from '../../db/schema/content';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { withLinks } from './list-service-plans';
import type { SetupServicePlan } from '../../presenters/booking-setup';

/**
 * Creates (`id` null) or updates a service plan with the therapists and rooms that deliver it.
 * Every linked staff member must be a therapist and every room and service page must exist
 * (400 naming the field); the prices (the plan's and its package's) are stored in cents. Logged; the content version is bumped.
 */
export async function saveServicePlan(db: Db, ctx: ManageCtx, id: number | null, v: ServicePlanInput): Promise<SetupServicePlan> {
  return db.transaction(async (tx) => {
    let before: SetupServicePlan | undefined;
    if (id !== null) {
      const [row] = await tx.select().from(servicePlan).where(eq(servicePlan.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND');
      [before] = await withLinks(tx, [row]);
    }

    const fields: { field: string; message: string }[] = [];
    if (v.staffIds.length) {
      const found = await tx.select({ id: staff.id, isTherapist: staff.isTherapist }).from(staff).where(inArray(staff.id, v.staffIds));
      if (found.length !== v.staffIds.length) fields.push({ field: 'staffIds', message: 'schedule:form.invalid' });
      else if (found.some((s) => !s.isTherapist)) fields.push({ field: 'staffIds', message: 'schedule:form.notTherapist' });
    }
    if (v.roomIds.length) {
      const found = await tx.select({ id: room.id }).from(room).where(inArray(room.id, v.roomIds));
      if (found.length !== v.roomIds.length) fields.push({ field: 'roomIds', message: 'schedule:form.invalid' });
    }
    if (v.serviceId !== null) {
      const [found] = await tx.select({ id: service.id }).from(service).where(eq(service.id, v.serviceId));
      if (!found) fields.push({ field: 'serviceId', message: 'schedule:form.invalid' });
    }
    if (fields.length) throw new AppError('VALIDATION', { fields });

    const values = {
      kind: v.kind,
      name: v.name,
      desc: v.desc,
      durationMin: v.durationMin,
      priceCents: centsOf(v.price),
      caseType: v.caseType,
      serviceId: v.serviceId,
      isEnabled: v.isEnabled,
      sort: v.sort,
      packageSessions: v.packageSessions,
      packagePriceCents: v.packagePrice === null ? null : centsOf(v.packagePrice),
      packageValidDays: v.packageValidDays,
      packageRenews: v.packageRenews,
    };
    const [row] =
      id === null
        ? await tx.insert(servicePlan).values(values).returning()
        : await tx.update(servicePlan).set({ ...values, updatedAt: new Date() }).where(eq(servicePlan.id, id)).returning();
    const planId = row!.id;
    await tx.delete(servicePlanStaff).where(eq(servicePlanStaff.planId, planId));
    await tx.delete(servicePlanRoom).where(eq(servicePlanRoom.planId, planId));
    if (v.staffIds.length) await tx.insert(servicePlanStaff).values(v.staffIds.map((staffId) => ({ planId, staffId })));
    if (v.roomIds.length) await tx.insert(servicePlanRoom).values(v.roomIds.map((roomId) => ({ planId, roomId })));
    const [after] = await withLinks(tx, [row!]);
    await recordOperation(tx, ctx, { action: id === null ? 'CREATE' : 'UPDATE', resource: 'SERVICE_PLAN', resourceId: planId, before: before ?? null, after });
    await bumpContentVersion(tx, ['service']);
    return after!;
  });
}

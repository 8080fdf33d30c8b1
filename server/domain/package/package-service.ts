import { eq } from 'drizzle-orm';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { BuyPackageInput, DrawablePackage, ManagePackagesQuery } from '../../../common/package.schema';
import { sessionsLeft } from '../../../common/package-rules';
import type { Db } from '../../db/client';
import { deal } from '../../db/schema/deal';
import { loadTranslators, type Translate } from '../notifications/notify';
import type { Clock } from '../shared/clock';
import type { ManageCtx } from '../shared/manage-context';
import { buyPackage } from './buy-package';
import { cancelPackage } from './cancel-package';
import { drawablePackages } from './draw-session';
import { getManagePackage, listManagePackages, listMemberPackages } from './list-packages';
import { renewPackages } from './renew-packages';
import { setRenewal } from './set-renewal';

/**
 * Packages bound to the database and clock (services.packages; docs/packages.md). Member calls take
 * the member's id (server/http/api-packages.ts checks the member); staff calls take a ManageCtx
 * (callers check SETTLEMENT_VIEW / SETTLEMENT_EDIT).
 */
export function bindPackages(db: Db, deps: { clock: Clock; translate: Translate; notifying: <T>(fn: () => Promise<T>) => Promise<T> }) {
  const { clock } = deps;
  return {
    buy: async (memberId: string, input: BuyPackageInput) => buyPackage(db, memberId, input, clock.now(), await loadTranslators(deps.translate)),
    listMine: (memberId: string) => listMemberPackages(db, memberId),
    /** The member stops or resumes a subscription's renewal; the list as it is then. */
    setRenewal: async (memberId: string, id: number, renews: boolean) => {
      await setRenewal(db, memberId, id, renews, clock.now());
      return listMemberPackages(db, memberId);
    },
    /** Orders the next period of subscriptions ending soon (server/main.ts runs it with the hold sweep). */
    renewDue: () => deps.notifying(async () => renewPackages(db, clock.now(), await loadTranslators(deps.translate))),
    list: (q: ManagePackagesQuery) => listManagePackages(db, q),
    cancel: (ctx: ManageCtx, id: number, reason: string) =>
      deps.notifying(async () => {
        await cancelPackage(db, ctx, id, reason, clock.now(), await loadTranslators(deps.translate));
        return getManagePackage(db, id);
      }),
    /**
     * The package a visit of `planId` would draw on if marked DONE now (the staff booking page's DONE
     * form says so before it is sent), named in `lng`; null when the member has none.
     */
    drawableFor: async (memberId: string, planId: number, lng: Lng): Promise<DrawablePackage | null> => {
      const [next] = await drawablePackages(db, memberId, planId, clock.now());
      if (!next) return null;
      const [d] = await db.select({ title: deal.itemTitle }).from(deal).where(eq(deal.id, next.dealId));
      return { id: next.id, title: pickText(d?.title, lng), left: sessionsLeft(next), total: next.sessions + next.carried, expiresAt: next.expiresAt!.toISOString() };
    },
  };
}

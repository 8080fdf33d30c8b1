import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPoints } from '../../../common/constants';
import { pointsToCover, type LedgerCurrency } from '../../../common/deal-rules';
import { newIdempotencyKey } from '../../../common/idempotency-key';
import { HttpError } from '../errors/http-error';
import { confirmBox } from '../overlays/dialogs';
import { toast } from '../overlays/overlay-store';
import { withFullLoading } from '../shell/full-loading';
import { dealsApi, type DealDetail } from './api';

/** What one balance can pay of `due` now: the cents covered and (POINT) the points it takes. */
export function balanceCover(d: Pick<DealDetail, 'funds'>, from: LedgerCurrency, due: number): { cents: number; points: number } | null {
  const f = d.funds;
  if (!f || due <= 0) return null;
  if (from === 'CREDIT') return f.credit > 0 ? { cents: Math.min(f.credit, due), points: 0 } : null;
  if (f.points <= 0 || f.pointValueCents <= 0) return null;
  const cents = Math.min(f.points * f.pointValueCents, due);
  return { cents, points: pointsToCover(cents, f.pointValueCents) };
}

/**
 * "Pay with your balance" on the member's own deal while it awaits payment: each balance the member
 * holds pays as much of what is due as it can (CREDIT cent for cent, POINT at the clinic's value),
 * confirmed first; the rest, if any, is paid offline as before. One key per panel, so a double tap
 * or a retry after a lost answer pays once.
 */
export function BalancePay({ deal, due, onPaid, onStale }: { deal: DealDetail; due: number; onPaid: (d: DealDetail) => void; onStale: () => void }) {
  const { t } = useTranslation();
  const [key, setKey] = useState(newIdempotencyKey);
  const choices = (['CREDIT', 'POINT'] as const).flatMap((from) => {
    const cover = balanceCover(deal, from, due);
    return cover ? [{ from, ...cover }] : [];
  });
  if (!choices.length) return null;

  const pay = async (c: (typeof choices)[number]) => {
    const amount = formatMoney(c.cents);
    const message =
      c.from === 'CREDIT'
        ? t('pay:balancePay.confirmCredit', { amount })
        : t('pay:balancePay.confirmPoints', { amount, points: formatPoints(c.points) });
    const rest = due - c.cents;
    if (!(await confirmBox({ titleKey: 'pay:balancePay.confirmTitle', message: rest > 0 ? `${message} ${t('pay:balancePay.rest', { rest: formatMoney(rest) })}` : message }))) return;
    try {
      const r = await withFullLoading(() => dealsApi.payFromBalance(deal.id, { cents: c.cents, fromBalance: c.from, idempotencyKey: key }));
      setKey(newIdempotencyKey());
      toast(t('pay:balancePay.done'));
      onPaid(r.deal);
    } catch (err) {
      // The refusal is shown by the API client; a 409 means the deal or the balance changed first (another
      // tab, the desk): show them as they are now.
      if (err instanceof HttpError && err.status === 409) onStale();
    }
  };

  return (
    <section className="card p-5 sm:p-6" aria-labelledby="balance-pay-title" data-testid="balance-pay">
      <h2 id="balance-pay-title" className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">{t('pay:balancePay.title')}</h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('pay:balancePay.lead')}</p>
      <ul className="mt-4 space-y-3">
        {choices.map((c) => (
          <li key={c.from} className="flex flex-wrap items-center justify-between gap-3" data-testid={`balance-pay-${c.from.toLowerCase()}`}>
            <span className="text-stone-800 dark:text-stone-200">
              {c.from === 'CREDIT'
                ? t('pay:balancePay.creditHeld', { amount: formatMoney(deal.funds!.credit) })
                : t('pay:balancePay.pointsHeld', { points: formatPoints(deal.funds!.points), amount: formatMoney(deal.funds!.points * deal.funds!.pointValueCents) })}
            </span>
            <button type="button" className="btn btn-primary min-h-11" onClick={() => void pay(c)} data-testid={`balance-pay-${c.from.toLowerCase()}-submit`}>
              {c.from === 'CREDIT' ? t('pay:balancePay.useCredit', { amount: formatMoney(c.cents) }) : t('pay:balancePay.usePoints', { amount: formatMoney(c.cents) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

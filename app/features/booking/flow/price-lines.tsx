import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../common/constants';
import type { OfferOption } from '../api';
import type { priceOf } from '../flow-state';

/** What the visit costs, line by line: the offer's price struck against the plan's own. */
export function PriceLines({ price, offer }: { price: ReturnType<typeof priceOf>; offer?: OfferOption }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-1" data-testid="price-lines">
      {price.lines.map((l) => (
        <div key={l.plan.id} className="flex justify-between gap-3">
          <dt className="min-w-0 break-words">{l.plan.name}</dt>
          <dd className="shrink-0 tabular-nums">
            {l.priceCents < l.plan.priceCents && <s className="mr-1.5 text-stone-500 dark:text-stone-400">{formatMoney(l.plan.priceCents)}</s>}
            {formatMoney(l.priceCents)}
          </dd>
        </div>
      ))}
      {price.offerApplied && offer && <p className="text-xs font-medium text-emerald-800 dark:text-emerald-300" data-testid="price-offer">{t('booking:offer.applied', { title: offer.title })}</p>}
      <div className="flex justify-between gap-3 border-t border-stone-200 pt-1 font-semibold dark:border-stone-800">
        <dt>{t('booking:price.total')}</dt>
        <dd className="tabular-nums" data-testid="price-total">{formatMoney(price.totalCents)}</dd>
      </div>
    </dl>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../common/constants';
import { pickText } from '../../../common/i18n-config';
import type { PackageOffer, PackagePromotion } from '../../../common/package-rules';
import { newIdempotencyKey } from '../../../common/idempotency-key';
import { useLocale } from '../i18n/use-locale';
import { SignInLink } from '../shell/sign-in-request';
import { useUser } from '../shell/user-store';
import { packagesApi } from './api';

/**
 * A plan's package as the site sells it (docs/packages.md): "<plan name> · 10 sessions", its price
 * and validity, and "Buy package" — which orders it and opens its payment page; a visitor signs in
 * first and comes back here. While a promotion sells it for less, that price (the usual one struck
 * through) and the promotion's name, and buying orders it at that price.
 */
export function PackageOfferRow({ planId, planName, offer, promotion }: { planId: number; planName: string; offer: PackageOffer; promotion?: PackagePromotion | null }) {
  const { t } = useTranslation();
  const { to, lng } = useLocale();
  const navigate = useNavigate();
  const user = useUser();
  const key = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = t('package.name', { name: planName, n: offer.sessions });
  const buy = async () => {
    if (busy) return;
    setBusy(true);
    try {
      key.current ??= newIdempotencyKey();
      const { dealId } = await packagesApi.buy(planId, key.current, promotion?.promotionId);
      void navigate(to(`/user/deals/${dealId}`));
    } catch {
      // The popup said why; the next click is a new order.
      key.current = null;
      setBusy(false);
    }
  };
  const label = t('site:packages.buy');
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3 dark:bg-emerald-950/60" data-testid="package-offer" data-plan-id={planId}>
      <span className="min-w-0">
        <span className="block font-medium text-emerald-950 dark:text-emerald-100" data-testid="package-name">{name}</span>
        <span className="block text-sm text-stone-700 dark:text-stone-300">
          <span className="font-semibold tabular-nums" data-testid="package-price">{formatMoney(promotion?.priceCents ?? offer.priceCents)}</span>
          {promotion && (
            <>
              {' '}
              <s className="tabular-nums" data-testid="package-usual-price">
                <span className="sr-only">{t('site:packages.usualPrice')} </span>
                {formatMoney(offer.priceCents)}
              </s>
            </>
          )}
          {' · '}
          {offer.renews ? t('site:packages.renewsEvery', { days: offer.validDays }) : t('site:packages.validDays', { days: offer.validDays })}
        </span>
        {promotion && (
          <span className="block text-sm font-medium text-amber-900 dark:text-amber-200" data-testid="package-promotion">
            {t('site:packages.promotion', { title: pickText(promotion.title, lng) })}
          </span>
        )}
      </span>
      {user ? (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void buy()} aria-label={t('site:packages.buyLabel', { name })} data-testid="package-buy">
          {label}
        </button>
      ) : (
        <SignInLink view="signin" className="btn btn-primary" testId="package-buy">
          {label}
        </SignInLink>
      )}
    </div>
  );
}

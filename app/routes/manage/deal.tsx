import { useRef, useState } from 'react';
import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/constants';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { formatMemberCode } from '../../../common/validators/member-code';
import { FormSection } from '../../components/form';
import { BackLink, ReadOnlyNote, ScreenHeader } from '../../components/list/list-controls';
import { useRefresh } from '../../components/list/row-actions';
import { orNotFound } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { DealReview } from '../../features/manage/deals/deal-review';
import { DealMovements, GiveRefund, TakePayment } from '../../features/manage/deals/deal-money';
import { PrintableReceipt } from '../../components/printable-receipt';
import { DealStateBadge } from '../../components/deal-state-badge';
import { DealTimeline } from '../../features/manage/deals/deal-timeline';
import { ReceiptViewer } from '../../features/manage/deals/receipt-viewer';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { FactGrid, type Fact } from '../../features/manage/fact-grid';
import { formatDateTime } from '../../features/manage/format';
import { manageContext, serialParam } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/deal';

/**
 * manage/deals/:id — one deal: who owes what for what, what was paid and refunded, the receipts sent,
 * its history; SETTLEMENT_EDIT: the review (state WAIT), taking a payment and giving a refund.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'SETTLEMENT', 'VIEW,EDIT'));
  const id = serialParam(args.params.id);
  if (id === null) throw data(null, { status: 404 });
  const deal = await orNotFound(services.deals.get(actor, id));
  return {
    title: t('manage:deals.detailTitle', { id }),
    deal,
    canEdit: can(actor.permissions, 'SETTLEMENT_EDIT'),
    canSeeMember: canAny(actor.permissions, 'MEMBER', 'VIEW,EDIT'),
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => manageMeta(d?.title);

export default function DealScreen({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const refresh = useRefresh();
  const deal = d.deal;
  const title = pickText(deal.subject.title, lng);
  const receipts = deal.history.filter((h) => h.receipt);
  // The latest receipt unless one from the history was chosen (a reload after a review starts over).
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = receipts.find((h) => h.id === chosen) ?? receipts.at(-1) ?? null;
  const receiptBox = useRef<HTMLElement>(null);
  const show = (entryId: number) => {
    setChosen(entryId);
    receiptBox.current?.focus();
  };

  const facts: Fact[] = [
    [
      t('manage:deals.field.member'),
      d.canSeeMember ? (
        <Link key="m" to={`/manage/members/${deal.member.id}`} className="link" data-testid="deal-member">
          {deal.member.name}
        </Link>
      ) : (
        <span key="m" data-testid="deal-member">{deal.member.name}</span>
      ),
    ],
    [t('manage:deals.field.code'), <span key="c" className="font-mono tracking-wider">{formatMemberCode(deal.member.code)}</span>],
    [t('manage:deals.field.phone'), deal.member.phone],
    [
      t('manage:deals.field.subject'),
      <span key="s">
        <span className="block">{title}</span>
        <span className="block text-sm font-normal text-stone-600 dark:text-stone-400">
          {t(enumLabelKey('dealKind', deal.subject.kind))}
          {deal.subject.kind === 'EVENT' && deal.subject.link && (
            <>
              {' · '}
              <a href={deal.subject.link} target="_blank" rel="noopener" className="link">
                {t('manage:deals.eventPage')}
              </a>
            </>
          )}
        </span>
      </span>,
    ],
    ...(deal.subject.startAt && deal.subject.endAt
      ? [[t('manage:deals.field.eventTime'), `${formatDateTime(deal.subject.startAt)} – ${formatDateTime(deal.subject.endAt)}`] as Fact]
      : []),
    [t('manage:deals.field.amount'), <span key="a" className="tabular-nums" data-testid="deal-amount">{formatMoney(deal.amountCents)}</span>],
    [t('manage:deals.field.paid'), <span key="p" className="tabular-nums" data-testid="deal-paid">{formatMoney(deal.paidCents)}</span>],
    deal.paidCents < deal.amountCents && deal.state !== 'CANCELED' && [t('manage:deals.field.owed'), <span key="o" className="tabular-nums" data-testid="deal-owed">{formatMoney(deal.amountCents - deal.paidCents)}</span>],
    deal.refundedCents > 0 && [t('manage:deals.field.refunded'), <span key="rf" className="tabular-nums" data-testid="deal-refunded">{formatMoney(deal.refundedCents)}</span>],
    [t('manage:deals.field.method'), deal.method ? t(enumLabelKey('paymentMethod', deal.method)) : '—'],
    [t('manage:deals.field.state'), <DealStateBadge key="st" state={deal.state} />],
    [t('manage:deals.field.dealAt'), formatDateTime(deal.dealAt)],
    deal.holdUntil && [t('manage:deals.field.holdUntil'), formatDateTime(deal.holdUntil)],
    deal.paidAt && [t('manage:deals.field.paidAt'), formatDateTime(deal.paidAt)],
    deal.reviewAt && [t('manage:deals.field.reviewAt'), formatDateTime(deal.reviewAt)],
    deal.approver && [t('manage:deals.field.approver'), deal.approver],
    deal.createdBy && [t('manage:deals.field.createdBy'), deal.createdBy],
    deal.rejectReason && [
      t('manage:deals.field.rejectReason'),
      <span key="r" className="whitespace-pre-line" data-testid="deal-reject-reason">
        {deal.rejectReason}
      </span>,
    ],
  ];

  return (
    <div className="space-y-5" data-testid="deal-detail" data-state={deal.state}>
      <BackLink to="/manage/deals">{t('manage:deals.back')}</BackLink>
      <ScreenHeader title={d.title} lead={`${deal.member.name} · ${title}`} />
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <div className="min-w-0 space-y-5">
          <FormSection id="deal-summary" title={t('manage:deals.summary')} className="card p-4 sm:p-5">
            <FactGrid facts={facts} />
          </FormSection>
          <section ref={receiptBox} tabIndex={-1} aria-labelledby="deal-receipt" className="card space-y-3 p-4 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 sm:p-5">
            <h2 id="deal-receipt" className="text-lg font-semibold">
              {t('manage:deals.receipt.title')}
            </h2>
            {shown?.receipt ? (
              <>
                <p className="text-sm text-stone-600 dark:text-stone-400">{t('manage:deals.receipt.sentAt', { when: formatDateTime(shown.at) })}</p>
                <ReceiptViewer key={shown.receipt.url} receipt={shown.receipt} />
              </>
            ) : (
              <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="receipt-none">
                {t('manage:deals.receipt.none')}
              </p>
            )}
          </section>
        </div>
        <div className="min-w-0 space-y-5">
          {deal.canReview ? (
            <DealReview key={`${deal.state}-${deal.history.length}`} deal={deal} lng={lng} refresh={refresh} />
          ) : (
            deal.state === 'WAIT' && !d.canEdit && <ReadOnlyNote>{t('manage:deals.review.readOnly')}</ReadOnlyNote>
          )}
          {deal.state === 'ACCEPT' && (
            <FormSection id="deal-print" title={t('pay:print.title')} testId="deal-print">
              <PrintableReceipt source={`/api/manage/deals/${deal.id}/receipt-document`} />
            </FormSection>
          )}
          {deal.canRecordPayment && <TakePayment key={`pay-${deal.state}-${deal.history.length}`} deal={deal} refresh={refresh} />}
          {deal.canRefund && <GiveRefund key={`refund-${deal.history.length}`} deal={deal} refresh={refresh} />}
          <FormSection id="deal-history" title={t('manage:deals.timeline')}>
            <DealTimeline history={deal.history} shown={shown?.id ?? null} onShow={show} />
          </FormSection>
        </div>
      </div>
      <DealMovements movements={deal.movements} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPoints } from '../../../../common/constants';
import { DEAL_NOTE_MAX, PAYMENT_METHODS, pointsToCover, refundableCents } from '../../../../common/deal-rules';
import { dealPaymentInput, dealRefundInput, type DealMovement, type ManageDealDetail } from '../../../../common/deal.schema';
import { enumLabelKey } from '../../../../common/enum-labels';
import { newIdempotencyKey } from '../../../../common/idempotency-key';
import { Form, FormButtons, FormSection, MoneyField, SelectField, sendJson, TextField, useForm } from '../../../components/form';
import { DataList, type Columns } from '../../../components/list/data-list';
import { confirmBox } from '../../overlays/dialogs';
import { toast } from '../../overlays/overlay-store';
import { formatDateTime } from '../format';
import { dealStateChanged } from './deal-review';

type Props = { deal: ManageDealDetail; refresh: () => void };

/** The methods staff choose from at the desk, labelled. */
function useMethodOptions() {
  const { t } = useTranslation();
  return PAYMENT_METHODS.map((m) => ({ value: m, label: t(enumLabelKey('paymentMethod', m)) }));
}

/**
 * The form's "paid by" value as the API's source: a method, or (the values CREDIT and POINT, which no
 * method is called) the member's balance.
 */
const sourceOf = (v: string) => (v === 'CREDIT' || v === 'POINT' ? { fromBalance: v } : { method: v });

/** A movement's or a choice's "how": the method, or the balance it came from or went back to. */
function useSourceLabel() {
  const { t } = useTranslation();
  return (m: { method: DealMovement['method']; fromBalance: DealMovement['fromBalance'] }) =>
    m.fromBalance ? t('common:balanceSource', { balance: t(enumLabelKey('ledgerCurrency', m.fromBalance)) }) : m.method ? t(enumLabelKey('paymentMethod', m.method)) : '—';
}

/** "Member's credit ($120.00 available)" and "Points (1,200 = $120.00)" while the member holds some. */
function useBalanceOptions(deal: ManageDealDetail) {
  const { t } = useTranslation();
  const f = deal.funds;
  if (!f) return [];
  const out = [];
  if (f.credit > 0) out.push({ value: 'CREDIT', label: t('manage:deals.balance.creditOption', { amount: formatMoney(f.credit) }) });
  if (f.points > 0 && f.pointValueCents > 0)
    out.push({ value: 'POINT', label: t('manage:deals.balance.pointOption', { points: formatPoints(f.points), amount: formatMoney(f.points * f.pointValueCents) }) });
  return out;
}

/** A deal's payments and refunds (refunds as negative amounts with their reason), oldest first. */
export function DealMovements({ movements }: { movements: DealMovement[] }) {
  const { t } = useTranslation();
  const sourceLabel = useSourceLabel();
  const columns: Columns<DealMovement> = [
    { id: 'at', header: t('manage:deals.movements.col.at'), cardTitle: true, className: 'whitespace-nowrap tabular-nums', cell: (m) => formatDateTime(m.at) },
    { id: 'method', header: t('manage:deals.movements.col.method'), cell: sourceLabel },
    {
      id: 'amount',
      header: t('manage:deals.movements.col.amount'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (m) => (
        <span data-testid="movement-amount" className={m.cents < 0 ? 'text-red-800 dark:text-red-300' : undefined}>
          {m.cents < 0 && <span className="sr-only">{t('manage:deals.movements.refund')} </span>}
          {formatMoney(m.cents)}
        </span>
      ),
    },
    { id: 'staff', header: t('manage:deals.movements.col.staff'), cell: (m) => m.staffName ?? '—' },
    { id: 'note', header: t('manage:deals.movements.col.note'), cell: (m) => <span className="whitespace-pre-line">{m.note || '—'}</span> },
  ];
  return (
    <FormSection id="deal-movements" title={t('manage:deals.movements.title')} testId="deal-movements">
      <DataList
        caption={t('manage:deals.movements.title')}
        testId="deal-movement-list"
        rows={movements}
        columns={columns}
        empty={t('manage:deals.movements.none')}
        minRem={36}
        rowAttrs={(m) => ({ 'data-testid': 'deal-movement', 'data-cents': m.cents })}
      />
    </FormSection>
  );
}

/** Sends a desk form once per idempotency key; someone else's change first (409 DEAL_STATE_CHANGED) is said and the page reloaded. */
async function sendMovement(path: string, body: unknown, refresh: () => void, done: string) {
  try {
    await sendJson(path, 'POST', body);
  } catch (err) {
    if (dealStateChanged(err, refresh)) return;
    throw err;
  }
  toast(done);
  refresh();
}

/**
 * "Take a payment" (shown while the deal is payable, SETTLEMENT_EDIT): the amount defaults to what is
 * still owed, any part of it may be taken; the last part pays the deal. Confirmed first.
 */
export function TakePayment({ deal, refresh }: Props) {
  const { t } = useTranslation();
  const methods = [...useMethodOptions(), ...useBalanceOptions(deal)];
  const sourceLabel = useSourceLabel();
  const [key] = useState(newIdempotencyKey);
  const owed = deal.amountCents - deal.paidCents;
  const form = useForm({
    initial: { cents: owed, method: 'CASH' as string, note: '' },
    check: ({ method, ...v }) => dealPaymentInput.safeParse({ ...v, ...sourceOf(method), idempotencyKey: key }),
    send: async (body) => {
      const method = sourceLabel({ method: body.method ?? null, fromBalance: body.fromBalance ?? null });
      const params = { name: deal.member.name, amount: formatMoney(body.cents), method, owedAfter: formatMoney(owed - body.cents) };
      const points = body.fromBalance === 'POINT' && deal.funds ? pointsToCover(body.cents, deal.funds.pointValueCents) : 0;
      const ok = await confirmBox({
        titleKey: 'manage:deals.pay.confirmTitle',
        message: [
          t(body.cents >= owed ? 'manage:deals.pay.confirmFull' : 'manage:deals.pay.confirmMessage', params),
          points ? t('manage:deals.balance.pointsTaken', { points: formatPoints(points) }) : '',
        ].filter(Boolean).join(' '),
      });
      if (ok) await sendMovement(`/api/manage/deals/${deal.id}/payments`, body, refresh, t('manage:deals.pay.done'));
    },
  });
  return (
    <FormSection id="deal-pay" title={t('manage:deals.pay.title')} testId="deal-pay">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('manage:deals.pay.lead', { owed: formatMoney(owed) })}</p>
      <Form form={form} testId="deal-pay-form" className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <MoneyField {...form.field('cents')} label={t('manage:deals.pay.amount')} />
          <SelectField {...form.field('method')} label={t('manage:deals.pay.method')} options={methods} />
        </div>
        <TextField {...form.field('note')} label={t('manage:deals.pay.note')} maxLength={DEAL_NOTE_MAX} />
        <FormButtons busy={form.busy} saveLabel={t('manage:deals.pay.submit')} saveTestId="deal-pay-submit" />
      </Form>
    </FormSection>
  );
}

/**
 * "Refund" (shown while something paid is not yet given back, SETTLEMENT_EDIT): an amount up to that,
 * how it is given back and the reason (required), confirmed first. The deal itself does not change.
 */
export function GiveRefund({ deal, refresh }: Props) {
  const { t } = useTranslation();
  // A refund may go to the member's credit instead (not a credit top-up's: that is given back in money).
  const toCredit = deal.subject.kind === 'CREDIT' ? [] : [{ value: 'CREDIT', label: t('manage:deals.balance.toCredit') }];
  const methods = [...useMethodOptions(), ...toCredit];
  const sourceLabel = useSourceLabel();
  const [key] = useState(newIdempotencyKey);
  const refundable = refundableCents(deal);
  const form = useForm({
    initial: { cents: refundable, method: (deal.method ?? 'CASH') as string, reason: '' },
    check: ({ method, ...v }) => dealRefundInput.safeParse({ ...v, ...sourceOf(method), idempotencyKey: key }),
    send: async (body) => {
      const message = t('manage:deals.refund.confirmMessage', {
        name: deal.member.name,
        amount: formatMoney(body.cents),
        method: sourceLabel({ method: body.method ?? null, fromBalance: body.fromBalance ?? null }),
        reason: body.reason,
      });
      if (await confirmBox({ titleKey: 'manage:deals.refund.confirmTitle', message }))
        await sendMovement(`/api/manage/deals/${deal.id}/refunds`, body, refresh, t('manage:deals.refund.done'));
    },
  });
  const reason = form.field('reason');
  return (
    <FormSection id="deal-refund" title={t('manage:deals.refund.title')} testId="deal-refund">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('manage:deals.refund.lead', { refundable: formatMoney(refundable) })}</p>
      <Form form={form} testId="deal-refund-form" className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <MoneyField {...form.field('cents')} label={t('manage:deals.refund.amount')} />
          <SelectField {...form.field('method')} label={t('manage:deals.refund.method')} options={methods} />
        </div>
        <TextField
          {...reason}
          multiline
          label={t('manage:deals.refund.reason')}
          maxLength={DEAL_NOTE_MAX}
          hint={t('manage:deals.refund.reasonHint', { count: reason.value.length, max: DEAL_NOTE_MAX })}
        />
        <FormButtons busy={form.busy} saveLabel={t('manage:deals.refund.submit')} saveTestId="deal-refund-submit" />
      </Form>
    </FormSection>
  );
}

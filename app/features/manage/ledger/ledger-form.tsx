import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../../common/date-format';
import { LEDGER_CURRENCIES, type LedgerCurrency } from '../../../../common/deal-rules';
import { enumLabelKey } from '../../../../common/enum-labels';
import { pickText } from '../../../../common/i18n-config';
import { LEDGER_NOTE_MAX, REASON_CURRENCY, STAFF_LEDGER_REASONS, ledgerPostInput, type LedgerPostInput, type StaffLedger, type StaffLedgerReason } from '../../../../common/ledger.schema';
import { Form, FormButtons, FormSection, MoneyField, NumberField, SelectField, TextField, idFromText, sendJson, useForm } from '../../../components/form';
import { ledgerAmountText } from '../../../components/ledger-view';
import { newIdempotencyKey } from '../../../../common/idempotency-key';
import { useLocale } from '../../i18n/use-locale';
import { confirmBox } from '../../overlays/dialogs';
import { toast } from '../../overlays/overlay-store';

type Direction = 'ADD' | 'TAKE';
interface Values {
  reason: StaffLedgerReason;
  currency: LedgerCurrency;
  /** ADJUST only: give or take; SPEND and REDEEM always take. */
  direction: Direction;
  /** The amount as typed: cents for CREDIT, points for POINT (the sign comes from `direction`). */
  delta: number;
  note: string;
  bookingId: string;
}

const BLANK: Values = { reason: 'ADJUST', currency: 'CREDIT', direction: 'ADD', delta: Number.NaN, note: '', bookingId: '' };

/** The currency a reason moves: the chosen one for ADJUST, else the reason's own. */
const currencyOf = (v: Values): LedgerCurrency => (v.reason === 'ADJUST' ? v.currency : REASON_CURRENCY[v.reason]);

/**
 * Staff move a member's CREDIT or POINT by hand (SETTLEMENT_EDIT; docs/ledger.md): an adjustment
 * either way, credit spent or points redeemed at reception, with the note the member reads and
 * optionally one of their bookings. Checked with the route's schema, confirmed (the amount and the
 * balance after it), sent once per key — a double click or a retry gives back the same movement.
 */
export function LedgerForm({ ledger, refresh }: { ledger: StaffLedger; refresh: () => void }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const key = useRef<string | null>(null);
  const body = (v: Values): unknown => ({
    currency: currencyOf(v),
    // A typed minus sign is not a way to take: the amount must be positive (NaN names the field).
    delta: (v.reason === 'ADJUST' && v.direction === 'ADD' ? 1 : -1) * (v.delta >= 0 ? v.delta : Number.NaN),
    reason: v.reason,
    note: v.note,
    bookingId: idFromText(v.bookingId),
    idempotencyKey: (key.current ??= newIdempotencyKey()),
  });
  const form = useForm<Values, LedgerPostInput>({
    initial: BLANK,
    check: (v) => ledgerPostInput.safeParse(body(v)),
    send: async (data) => {
      const after = ledger.balances[data.currency] + data.delta;
      const ok = await confirmBox({
        titleKey: 'manage:ledger.form.confirmTitle',
        message: t('manage:ledger.form.confirmMessage', {
          name: ledger.member.name,
          reason: t(enumLabelKey('ledgerReason', data.reason)),
          amount: ledgerAmountText(t, data.currency, data.delta, true),
          after: ledgerAmountText(t, data.currency, after),
        }),
      });
      if (!ok) return;
      await sendJson(`/api/manage/members/${ledger.member.id}/ledger`, 'POST', data);
      key.current = null;
      toast(t('manage:ledger.form.done'));
      refresh();
      return BLANK;
    },
  });
  const v = form.values;
  const currency = currencyOf(v);
  /** A new reason or currency; an amount typed in the other currency (cents ↔ points) is cleared. */
  const pick = (patch: Partial<Values>) => {
    const next = { ...v, ...patch };
    form.change(currencyOf(next) === currency ? patch : { ...patch, delta: Number.NaN }, 'currency', 'delta');
  };
  const amount = { ...form.field('delta'), label: currency === 'CREDIT' ? t('manage:ledger.form.amount') : t('manage:ledger.form.points') };
  const bookings = ledger.bookings.map((b) => ({ value: String(b.id), label: `${formatInstant(b.startsAt, lng)} · ${pickText(b.title, lng)}` }));

  return (
    <FormSection id="ledger-post" title={t('manage:ledger.form.title')} testId="ledger-post">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('manage:ledger.form.lead')}</p>
      <Form form={form} testId="ledger-form" className="space-y-3">
        <SelectField
          {...form.field('reason')}
          onChange={(r) => pick({ reason: r as StaffLedgerReason })}
          label={t('manage:ledger.form.reason')}
          hint={t(`manage:ledger.form.reasonHint.${v.reason}`)}
          options={STAFF_LEDGER_REASONS.map((r) => ({ value: r, label: t(enumLabelKey('ledgerReason', r)) }))}
          data-testid="ledger-reason-select"
        />
        <SelectField
          {...form.field('currency')}
          value={currency}
          onChange={(c) => pick({ currency: c as LedgerCurrency })}
          disabled={v.reason !== 'ADJUST'}
          label={t('manage:ledger.form.currency')}
          options={LEDGER_CURRENCIES.map((c) => ({ value: c, label: t(enumLabelKey('ledgerCurrency', c)) }))}
          data-testid="ledger-currency-select"
        />
        {v.reason === 'ADJUST' && (
          <SelectField
            {...form.field('direction')}
            onChange={(d) => form.set('direction', d as Direction, 'delta')}
            label={t('manage:ledger.form.direction')}
            options={[
              { value: 'ADD', label: t('manage:ledger.form.add') },
              { value: 'TAKE', label: t('manage:ledger.form.take') },
            ]}
            data-testid="ledger-direction-select"
          />
        )}
        {currency === 'CREDIT' ? (
          <MoneyField key="credit" {...amount} maxLength={13} data-testid="ledger-amount" />
        ) : (
          <NumberField key="points" {...amount} min={1} step={1} data-testid="ledger-amount" />
        )}
        <SelectField {...form.field('bookingId')} label={t('manage:ledger.form.booking')} placeholder={t('manage:ledger.form.noBooking')} options={bookings} data-testid="ledger-booking-select" />
        <TextField
          {...form.field('note')}
          multiline
          label={t('manage:ledger.form.note')}
          maxLength={LEDGER_NOTE_MAX}
          hint={t('manage:ledger.form.noteHint', { count: v.note.length, max: LEDGER_NOTE_MAX })}
        />
        <FormButtons busy={form.busy} saveLabel={t('manage:ledger.form.submit')} saveTestId="ledger-submit" />
      </Form>
    </FormSection>
  );
}

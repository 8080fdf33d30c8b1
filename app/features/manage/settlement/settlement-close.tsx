import { useTranslation } from 'react-i18next';
import { isoFromYmd } from '../../../../common/clinic-time';
import { formatMoney } from '../../../../common/constants';
import { SETTLEMENT_NOTE_MAX, settlementCloseInput, type SettlementClose } from '../../../../common/settlement.schema';
import { DateField, Form, FormButtons, FormSection, sendJson, TextField, useForm } from '../../../components/form';
import { DataList, type Columns } from '../../../components/list/data-list';
import { confirmBox } from '../../overlays/dialogs';
import { toast } from '../../overlays/overlay-store';
import { formatDateTime } from '../format';

/**
 * Where the report stands against the closed periods: "Closed through <date>", and whether the period
 * shown is closed in full or in part (nothing dated inside can change any more).
 */
export function CloseStatus({ closedThrough, from, to }: { closedThrough: string | null; from: string; to: string }) {
  const { t } = useTranslation();
  const state = !closedThrough || closedThrough < from ? 'open' : closedThrough >= to ? 'closed' : 'partly';
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 text-sm" data-testid="settlement-close-status" data-state={state}>
      <span className="badge">{closedThrough ? t('manage:settlement.closed.through', { date: closedThrough }) : t('manage:settlement.closed.none')}</span>
      {state === 'closed' && <strong data-testid="settlement-period-closed">{t('manage:settlement.closed.periodClosed')}</strong>}
      {state === 'partly' && <strong data-testid="settlement-period-closed">{t('manage:settlement.closed.periodPartly', { date: closedThrough })}</strong>}
    </div>
  );
}

/**
 * "Close a period" (SETTLEMENT_EDIT): a date before today (yesterday by default) and a note,
 * confirmed first; the screen reloads to show the new closed-through date.
 */
export function ClosePeriodForm({ yesterday, refresh }: { yesterday: number; refresh: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initial: { through: yesterday, note: '' },
    check: (v) => settlementCloseInput.safeParse({ through: Number.isFinite(v.through) ? isoFromYmd(v.through) : '', note: v.note }),
    send: async (body) => {
      const ok = await confirmBox({
        titleKey: 'manage:settlement.close.confirmTitle',
        message: t('manage:settlement.close.confirmMessage', { date: body.through }),
      });
      if (!ok) return;
      await sendJson('/api/manage/settlement/close', 'POST', body);
      toast(t('manage:settlement.close.done', { date: body.through }));
      refresh();
    },
  });
  return (
    <FormSection id="settlement-close" title={t('manage:settlement.close.title')} testId="settlement-close" className="card max-w-3xl space-y-3 p-4 sm:p-5">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('manage:settlement.close.lead')}</p>
      <Form form={form} testId="settlement-close-form" className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
          <DateField {...form.field('through')} label={t('manage:settlement.close.through')} max={isoFromYmd(yesterday)} />
          <TextField {...form.field('note')} label={t('manage:settlement.close.note')} maxLength={SETTLEMENT_NOTE_MAX} />
        </div>
        <FormButtons busy={form.busy} saveLabel={t('manage:settlement.close.submit')} saveTestId="settlement-close-submit" />
      </Form>
    </FormSection>
  );
}

/** The closed periods, newest first, with the totals stored when each was closed. */
export function ClosedPeriods({ closes }: { closes: SettlementClose[] }) {
  const { t } = useTranslation();
  const columns: Columns<SettlementClose> = [
    {
      id: 'through',
      header: t('manage:settlement.close.col.through'),
      cardTitle: true,
      className: 'whitespace-nowrap tabular-nums',
      csv: (c) => c.through,
      cell: (c) => c.through,
    },
    {
      id: 'from',
      header: t('manage:settlement.close.col.from'),
      className: 'whitespace-nowrap tabular-nums',
      csv: (c) => c.from ?? '',
      cell: (c) => c.from ?? t('manage:settlement.close.fromStart'),
    },
    { id: 'count', header: t('manage:settlement.col.count'), className: 'tabular-nums', csv: (c) => c.totals.count, cell: (c) => c.totals.count },
    {
      id: 'amount',
      header: t('manage:settlement.col.amount'),
      className: 'whitespace-nowrap tabular-nums',
      csv: (c) => formatMoney(c.totals.cents),
      cell: (c) => formatMoney(c.totals.cents),
    },
    {
      id: 'closedAt',
      header: t('manage:settlement.close.col.closedAt'),
      className: 'whitespace-nowrap tabular-nums',
      csv: (c) => formatDateTime(c.closedAt),
      cell: (c) => formatDateTime(c.closedAt),
    },
    { id: 'closedBy', header: t('manage:settlement.close.col.closedBy'), csv: (c) => c.closedBy ?? '', cell: (c) => c.closedBy ?? '—' },
    { id: 'note', header: t('manage:settlement.close.col.note'), csv: (c) => c.note, cell: (c) => c.note || '—' },
  ];
  return (
    <section aria-labelledby="settlement-closes-title" className="min-w-0">
      <h2 id="settlement-closes-title" className="mb-2 text-lg font-semibold">
        {t('manage:settlement.close.history')}
      </h2>
      <DataList
        caption={t('manage:settlement.close.history')}
        testId="settlement-closes"
        rows={closes}
        columns={columns}
        empty={t('manage:settlement.closed.none')}
        minRem={40}
        rowAttrs={(c) => ({ 'data-through': c.through })}
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../common/constants';
import { PAYMENT_METHODS } from '../../../../common/deal-rules';
import { deskPaymentInput, type ManageDealDetail } from '../../../../common/deal.schema';
import { enumLabelKey } from '../../../../common/enum-labels';
import { Form, FormButtons, FormSection, SelectField, sendJson, useForm } from '../../../components/form';
import { confirmBox } from '../../overlays/dialogs';
import { toast } from '../../overlays/overlay-store';
import { dealStateChanged } from './deal-review';

/**
 * The member pays at reception (shown when `deal.canRecordPayment`): staff pick how, confirm the
 * amount, and the deal is paid in full; the screen reloads to show it.
 */
export function DeskPayment({ deal, refresh }: { deal: ManageDealDetail; refresh: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initial: { method: 'CASH' },
    check: (v) => deskPaymentInput.safeParse(v),
    send: async (body) => {
      const ok = await confirmBox({ titleKey: 'manage:deals.desk.confirmTitle', message: t('manage:deals.desk.confirmMessage', { name: deal.member.name, amount: formatMoney(deal.amountCents), method: t(enumLabelKey('paymentMethod', body.method)) }) });
      if (!ok) return;
      try {
        await sendJson(`/api/manage/deals/${deal.id}/pay`, 'POST', body);
      } catch (err) {
        if (dealStateChanged(err, refresh)) return;
        throw err;
      }
      toast(t('manage:deals.desk.done'));
      refresh();
    },
  });
  return (
    <FormSection id="deal-desk" title={t('manage:deals.desk.title')} testId="deal-desk">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('manage:deals.desk.lead', { amount: formatMoney(deal.amountCents) })}</p>
      <Form form={form} testId="deal-desk-form" className="space-y-3">
        <SelectField {...form.field('method')} label={t('manage:deals.desk.method')} options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(enumLabelKey('paymentMethod', m)) }))} />
        <FormButtons busy={form.busy} saveLabel={t('manage:deals.desk.submit')} saveTestId="deal-desk-submit" />
      </Form>
    </FormSection>
  );
}

import { useTranslation } from 'react-i18next';
import { DEAL_REJECT_REASON_MAX } from '../../../../common/deal-rules';
import { rejectDealInput, type ManageDealDetail } from '../../../../common/deal.schema';
import { formatMoney } from '../../../../common/constants';
import { pickText, type Lng } from '../../../../common/i18n-config';
import { Form, FormButtons, FormSection, sendJson, TextField, useForm } from '../../../components/form';
import { runRowAction } from '../../../components/list/row-actions';
import { HttpError } from '../../errors/http-error';
import { alertBox } from '../../overlays/dialogs';
import { toast } from '../../overlays/overlay-store';

/**
 * Someone else handled the deal first (409 DEAL_STATE_CHANGED): say so, then show its state now.
 * True when that was the failure.
 */
export function dealStateChanged(err: unknown, refresh: () => void): boolean {
  if (!(err instanceof HttpError) || err.status !== 409 || err.body?.code !== 'DEAL_STATE_CHANGED') return false;
  void alertBox({ messageKey: 'error.deal.stateChanged' }).catch(() => undefined);
  refresh();
  return true;
}

/**
 * Staff review of a receipt (shown only when `deal.canReview`): approve after a confirmation, or
 * reject with a reason the member reads (required, at most DEAL_REJECT_REASON_MAX characters).
 * Either way the screen reloads to show the new state.
 */
export function DealReview({ deal, lng, refresh }: { deal: ManageDealDetail; lng: Lng; refresh: () => void }) {
  const { t } = useTranslation();
  const base = `/api/manage/deals/${deal.id}`;
  const approve = () =>
    runRowAction({
      confirm: {
        titleKey: 'manage:deals.review.approveTitle',
        message: t('manage:deals.review.approveMessage', { name: deal.member.name, amount: formatMoney(deal.amountCents), title: pickText(deal.subject.title, lng) }),
      },
      path: `${base}/approve`,
      method: 'POST',
      doneMessage: t('manage:deals.review.approved'),
      onDone: refresh,
      onError: (err) => dealStateChanged(err, refresh),
    });

  const form = useForm({
    initial: { reason: '' },
    check: (v) => rejectDealInput.safeParse(v),
    send: async (body) => {
      try {
        await sendJson(`${base}/reject`, 'POST', body);
      } catch (err) {
        if (dealStateChanged(err, refresh)) return;
        throw err;
      }
      toast(t('manage:deals.review.rejected'));
      refresh();
    },
  });
  const reason = form.field('reason');

  return (
    <FormSection id="deal-review" title={t('manage:deals.review.title')} testId="deal-review">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('manage:deals.review.lead')}</p>
      <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={() => void approve()} disabled={form.busy} data-testid="deal-approve">
        {t('manage:deals.review.approve')}
      </button>
      <Form form={form} testId="deal-reject-form" className="space-y-3 border-t border-stone-200 pt-4 dark:border-stone-800">
        <TextField
          {...reason}
          multiline
          label={t('manage:deals.review.reason')}
          maxLength={DEAL_REJECT_REASON_MAX}
          hint={t('manage:deals.review.reasonHint', { count: reason.value.length, max: DEAL_REJECT_REASON_MAX })}
        />
        <FormButtons busy={form.busy} saveLabel={t('manage:deals.review.reject')} saveTestId="deal-reject" />
      </Form>
    </FormSection>
  );
}

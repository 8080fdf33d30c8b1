import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEAL_TITLE_MAX, PAYMENT_METHODS, RECEPTION_DEAL_KINDS } from '../../../common/deal-rules';
import { receptionDealInput, type ManageDealDetail } from '../../../common/deal.schema';
import { enumLabelKey } from '../../../common/enum-labels';
import { newIdempotencyKey } from '../../../common/idempotency-key';
import { can } from '../../../common/permissions';
import { EMPTY_TEXT, Form, FormButtons, FormSection, LocalizedField, MoneyField, SelectField, sendJson, ToggleField, useForm } from '../../components/form';
import { BackLink, ScreenHeader } from '../../components/list/list-controls';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { MemberPicker, type MemberPick } from '../../features/schedule/member-picker';
import { toast } from '../../features/overlays/overlay-store';
import type { Route } from './+types/deal-new';

/** manage/deals/new — a deal made at reception for a member (something sold, or credit bought), optionally paid at once. SETTLEMENT_EDIT. */
export async function loader(args: Route.LoaderArgs) {
  const { t } = await manageContext(args, (p) => can(p, 'SETTLEMENT_EDIT'));
  return { title: t('manage:deals.create.title') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

/** The member search the booking editor uses too (SETTLEMENT_EDIT may use it). */
const MEMBER_SEARCH = '/manage/schedule/members';

export default function NewDeal({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [key] = useState(newIdempotencyKey);
  const form = useForm({
    initial: {
      member: null as MemberPick | null,
      kind: 'OTHER' as string,
      title: EMPTY_TEXT,
      amountCents: Number.NaN,
      payNow: false,
      payCents: Number.NaN,
      payMethod: 'CASH' as string,
    },
    check: (v) =>
      receptionDealInput.safeParse({
        memberId: v.member?.id ?? '',
        kind: v.kind,
        title: v.title,
        amountCents: v.amountCents,
        payNow: v.payNow ? { method: v.payMethod, cents: Number.isNaN(v.payCents) ? v.amountCents : v.payCents } : undefined,
        idempotencyKey: key,
      }),
    send: async (body) => {
      const { deal } = await sendJson<{ deal: ManageDealDetail }>('/api/manage/deals', 'POST', body);
      toast(t('manage:deals.create.done'));
      await navigate(`/manage/deals/${deal.id}`);
    },
  });
  const v = form.values;
  return (
    <div className="space-y-4">
      <BackLink to="/manage/deals">{t('manage:deals.back')}</BackLink>
      <ScreenHeader title={d.title} lead={t('manage:deals.create.lead')} />
      <Form form={form} testId="deal-new-form" className="max-w-3xl space-y-5">
        <FormSection id="deal-new-what" title={t('manage:deals.summary')} className="card space-y-4 p-4 sm:p-5">
          <MemberPicker value={v.member} onChange={(m) => form.set('member', m, 'memberId')} searchPath={MEMBER_SEARCH} error={form.errors.memberId} />
          <SelectField
            {...form.field('kind')}
            label={t('manage:deals.create.kind')}
            options={RECEPTION_DEAL_KINDS.map((k) => ({ value: k, label: t(enumLabelKey('dealKind', k)) }))}
          />
          <div>
            <LocalizedField
              name="title"
              label={t('manage:deals.create.itemTitle')}
              value={v.title}
              onChange={(x) => form.set('title', x)}
              maxLength={DEAL_TITLE_MAX}
            />
            <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{t('manage:deals.create.itemTitleHint')}</p>
          </div>
          <MoneyField {...form.field('amountCents')} label={t('manage:deals.create.amount')} />
        </FormSection>
        <FormSection id="deal-new-pay" title={t('manage:deals.pay.title')} className="card space-y-4 p-4 sm:p-5">
          <ToggleField name="payNow" label={t('manage:deals.create.payNow')} checked={v.payNow} onChange={(x) => form.set('payNow', x)} />
          {v.payNow && (
            <div className="grid gap-3 sm:grid-cols-2">
              <MoneyField
                name="payNow.cents"
                label={t('manage:deals.create.payAmount')}
                value={Number.isNaN(v.payCents) ? v.amountCents : v.payCents}
                onChange={(c) => form.set('payCents', c, 'payNow.cents')}
              />
              <SelectField
                name="payNow.method"
                label={t('manage:deals.create.payMethod')}
                value={v.payMethod}
                onChange={(m) => form.set('payMethod', m)}
                options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(enumLabelKey('paymentMethod', m)) }))}
              />
            </div>
          )}
        </FormSection>
        <FormButtons
          busy={form.busy}
          onCancel={() => void navigate('/manage/deals')}
          saveLabel={t('manage:deals.create.submit')}
          saveTestId="deal-new-submit"
        />
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}

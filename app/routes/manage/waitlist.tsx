import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { WAITLIST_ENTRY_STATES, waitlistManageQuery, waitlistRemoveInput } from '../../../common/waitlist';
import { Form, FormButtons, TextField, sendJson, useForm } from '../../components/form';
import { modalFormOptions, openFormModal, type ModalFormProps } from '../../components/form/modal-form';
import { memberColumn, TitleCell } from '../../components/list/cells';
import { exportCsv, type Columns } from '../../components/list/data-list';
import { FilterSelect } from '../../components/list/list-filter';
import { formCallbacks } from '../../components/list/list-helpers';
import { ListScreen } from '../../components/list/list-screen';
import { RowActions, useRefresh } from '../../components/list/row-actions';
import { offerWhen, wishDates, wishTimes } from '../../components/waitlist-text';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/waitlist';

const PATH = '/manage/waitlist';

/** manage/waitlist — members waiting for a freed slot (issue 13; docs/booking.md): filter by member, plan, place and state; see the offers; remove an entry (BOOKING_EDIT, logged). */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url, lng } = await manageContext(args, (p) => canAny(p, 'BOOKING,SCHEDULE', 'VIEW,EDIT'));
  const query = waitlistManageQuery.parse(queryOf(url));
  const [entries, options] = await Promise.all([services.waitlist.listForStaff(query), services.booking.options(lng)]);
  return {
    title: t('manage:waitlist.title'),
    rows: entries,
    plans: options.plans.filter((p) => p.kind === 'basic').map((p) => ({ id: p.id, name: p.name })),
    places: options.places.map((p) => ({ id: p.id, name: p.name })),
    canEdit: can(actor.permissions, 'BOOKING_EDIT'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

type Row = Route.ComponentProps['loaderData']['rows'][number];

export default function Waitlist({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const refresh = useRefresh();
  const plan = (r: Row) => pickText(r.plan, lng);
  const remove = (r: Row) => openFormModal(t('manage:waitlist.removeTitle', { name: r.member!.name }), (api) => <RemoveEntryForm entry={r} {...formCallbacks(api, refresh)} />);
  const offersText = (r: Row) => r.offers.map((o) => `${offerWhen(o, lng)} ${t(enumLabelKey('waitlistOfferState', o.state))}`).join('; ');

  const columns: Columns<Row> = [
    memberColumn<Row>({ header: t('manage:waitlist.col.member'), labels: { code: t('manage:deals.field.code'), phone: t('manage:deals.field.phone') }, of: (r) => r.member! }),
    {
      id: 'plan',
      header: t('manage:waitlist.col.plan'),
      csv: (r) => `${plan(r)} ${pickText(r.place, lng)}`,
      cell: (r) => <TitleCell title={plan(r)} sub={[pickText(r.place, lng), r.therapist ? pickText(r.therapist, lng) : t('manage:waitlist.anyTherapist')].join(' · ')} />,
    },
    {
      id: 'when',
      header: t('manage:waitlist.col.when'),
      csv: (r) => `${wishDates(r, lng)} ${wishTimes(t, r)}`,
      cell: (r) => <TitleCell title={<span className="tabular-nums">{wishDates(r, lng)}</span>} sub={wishTimes(t, r)} />,
    },
    { id: 'state', header: t('manage:waitlist.col.state'), csv: (r) => t(enumLabelKey('waitlistState', r.state)), cell: (r) => <span data-testid="waitlist-state">{t(enumLabelKey('waitlistState', r.state))}</span> },
    {
      id: 'offers',
      header: t('manage:waitlist.col.offers'),
      csv: offersText,
      cell: (r) =>
        r.offers.length === 0 ? (
          '—'
        ) : (
          <ul className="space-y-1 text-sm" data-testid="waitlist-offers">
            {r.offers.map((o) => (
              <li key={o.id} data-offer-state={o.state} className="tabular-nums">
                {offerWhen(o, lng)} · {pickText(o.therapist, lng)} · {t(enumLabelKey('waitlistOfferState', o.state))}
                {o.state === 'OFFERED' && <> ({t('manage:waitlist.until', { time: formatDateTime(o.expiresAt) })})</>}
                {o.bookingId && (
                  <>
                    {' '}
                    <Link className="link" to={`/manage/schedule/booking/${o.bookingId}`}>#{o.bookingId}</Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        ),
    },
    { id: 'createdAt', header: t('manage:waitlist.col.createdAt'), className: 'whitespace-nowrap tabular-nums', csv: (r) => formatDateTime(r.createdAt), cell: (r) => formatDateTime(r.createdAt) },
  ];

  return (
    <ListScreen
      messages="manage:waitlist"
      title={d.title}
      path={PATH}
      filterGrid="sm:grid-cols-2 sm:items-end lg:grid-cols-[2fr_1fr_1fr_1fr]"
      filters={
        <>
          <FilterSelect name="planId" label={t('manage:waitlist.filter.plan')} all={t('manage:common.all')} options={d.plans.map((p) => ({ value: p.id, label: p.name }))} />
          <FilterSelect name="placeId" label={t('manage:waitlist.filter.place')} all={t('manage:common.all')} options={d.places.map((p) => ({ value: p.id, label: p.name }))} />
          <FilterSelect name="state" label={t('manage:waitlist.filter.state')} all={t('manage:common.all')} options={WAITLIST_ENTRY_STATES.map((s) => ({ value: s, label: t(enumLabelKey('waitlistState', s)) }))} />
        </>
      }
      list={{
        rows: d.rows,
        columns,
        rowAttrs: (r) => ({ 'data-id': r.id, 'data-state': r.state }),
        onExport: exportCsv('waitlist'),
        actions: d.canEdit
          ? (r) => <RowActions actions={[r.state === 'WAITING' && { label: t('manage:waitlist.remove'), ariaLabel: t('manage:waitlist.removeLabel', { name: `${r.member!.name} · ${plan(r)}` }), onClick: () => remove(r), danger: true }]} />
          : undefined,
      }}
    />
  );
}

/** Take a member off a waiting list with an optional reason (kept in the operation log); an open offer goes to the next member. */
function RemoveEntryForm(p: ModalFormProps & { entry: Row }) {
  const { t } = useTranslation();
  const form = useForm({
    initial: { reason: '' },
    check: (v) => waitlistRemoveInput.safeParse(v),
    send: async (body) => {
      await sendJson(`/api/manage/waitlist/${p.entry.id}/remove`, 'POST', body);
    },
    ...modalFormOptions(p, t('manage:waitlist.removed'), 'manage'),
  });
  return (
    <Form form={form} testId="waitlist-remove-form">
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('manage:waitlist.removeNote')}</p>
      <TextField {...form.field('reason')} label={t('manage:waitlist.reason')} multiline maxLength={500} data-autofocus />
      <FormButtons busy={form.busy} onCancel={p.onCancel} saveLabel={t('manage:waitlist.removeSubmit')} saveTestId="waitlist-remove-submit" />
    </Form>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}

import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { memberListQuery } from '../../../common/member-manage.schema';
import { canAny } from '../../../common/permissions';
import { formatMemberCode } from '../../../common/validators/member-code';
import type { ManagedMemberRow } from '../../../server/presenters/managed-member';
import { TitleCell } from '../../components/list/cells';
import { exportCsv, type Columns } from '../../components/list/data-list';
import { FilterSelect } from '../../components/list/list-filter';
import { ListScreen } from '../../components/list/list-screen';
import { readSort } from '../../components/list/url-state';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { listPage, manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { GoodBadge, TagBadges } from '../../features/manage/members/member-badges';
import { ScanLink } from '../../features/manage/members/scan-link';
import { formatPhone } from '../../../common/validators/phone';
import type { Route } from './+types/members';

/** manage/members — members (spec §3): search by phone, name, member code or e-mail; tag, isGood and marketing-consent filters; no creation (spec §6). */
export async function loader(args: Route.LoaderArgs) {
  const { services, t, url } = await manageContext(args, (p) => canAny(p, 'MEMBER', 'VIEW,EDIT'));
  const { list } = await listPage(url, memberListQuery, services.members.list);
  return { title: t('cms:member.title'), ...list };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Members({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const [params] = useSearchParams();
  const name = (m: ManagedMemberRow) => `${m.fullname}${m.nickname ? ` (${m.nickname})` : ''}`;

  const columns: Columns<ManagedMemberRow> = [
    {
      id: 'name',
      header: t('cms:member.col.name'),
      sort: [
        { field: 'name', label: t('cms:member.col.fullname') },
        { field: 'code', label: t('cms:member.col.code') },
      ],
      cardTitle: true,
      csv: (m) => `${name(m)} ${formatMemberCode(m.code)}`,
      cell: (m) => (
        <TitleCell
          title={
            <Link to={`/manage/members/${m.id}`} className="link" data-testid="member-link">
              {name(m)}
            </Link>
          }
          sub={
            <span className="font-mono tracking-wider whitespace-nowrap" data-testid="member-code">
              <span className="sr-only">{t('cms:member.col.code')} </span>
              {formatMemberCode(m.code)}
            </span>
          }
        />
      ),
    },
    {
      id: 'contact',
      header: t('cms:member.col.contact'),
      csv: (m) => [m.phone, m.email].filter(Boolean).join(' / '),
      cell: (m) => (
        <>
          <span className="block whitespace-nowrap">{m.phone ? formatPhone(m.phone) : '—'}</span>
          {m.email && <span className="block text-xs break-all text-stone-600 dark:text-stone-400">{m.email}</span>}
        </>
      ),
    },
    { id: 'tags', header: t('cms:member.field.tags'), cellProps: { 'data-testid': 'member-tags' }, csv: (m) => m.tags.map((x) => pickText(x.name, lng)).join(', '), cell: (m) => <TagBadges tags={m.tags} lng={lng} empty="—" /> },
    { id: 'isGood', header: t('cms:member.field.isGood'), className: 'whitespace-nowrap', csv: (m) => (m.isGood ? t('cms:member.good') : t('cms:member.notGood')), cell: (m) => <GoodBadge member={m} /> },
    { id: 'createdAt', header: t('cms:member.col.createdAt'), sort: 'createdAt', className: 'whitespace-nowrap tabular-nums', csv: (m) => formatDateTime(m.createdAt), cell: (m) => formatDateTime(m.createdAt) },
  ];

  return (
    <ListScreen messages="cms:member" title={d.title} path="/manage/members"
      keep={['sort', 'order']}
      headerActions={<ScanLink />}
      filterGrid="sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      filters={
        <>
          <FilterSelect name="tag" label={t('cms:member.field.tags')} all={t('manage:common.all')} options={d.tags.map((x) => ({ value: x.id, label: pickText(x.name, lng) }))} />
          <FilterSelect
            name="isGood"
            label={t('cms:member.field.isGood')}
            all={t('manage:common.all')}
            options={[
              { value: 'true', label: t('cms:member.good') },
              { value: 'false', label: t('cms:member.notGood') },
            ]}
          />
          <FilterSelect
            name="marketing"
            label={t('cms:member.marketing.filter')}
            all={t('manage:common.all')}
            options={(['SMS', 'EMAIL'] as const).map((c) => ({ value: c, label: t(`cms:member.marketing.channel.${c}`) }))}
          />
        </>
      }
      list={{
        rows: d.rows,
        columns,
        sort: readSort(params, 'createdAt', 'desc'),
        pagination: d.pagination,
        rowAttrs: (m) => ({ 'data-code': m.code, 'data-good': m.isGood }),
        onExport: exportCsv('members'),
      }}
    />
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}

import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../../common/enum-labels';
import { memberCorrectionInput } from '../../../../common/member-correction.schema';
import type { MemberProfile } from '../../../../server/domain/members/get-member';
import { Form, FormButtons, SelectField, TextField, sendJson, useForm } from '../../../components/form';
import { modalFormOptions, openFormModal, type ModalFormProps } from '../../../components/form/modal-form';

type Member = MemberProfile['member'];
/** Enabled countries by code, named in the screen's language (the route's loader). */
export type CountryOption = { value: string; label: string };
const GENDERS = ['f', 'm', 'x'] as const;
const DOC_TYPES = ['hk', 'cn', 'mo', 'passport'] as const;

/**
 * "Correct identity details" on a member's page (MEMBER_EDIT; issue 14): a data-correction request
 * handled by staff — name, gender, birth date, nationality and, typed again only when wrong, the
 * document — with the reason required; the server logs before, after and reason (CORRECT).
 */
export function CorrectionButton({ member, countries, onSaved }: { member: Member; countries: readonly CountryOption[]; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-ghost" data-testid="member-correct" onClick={() => openFormModal(t('cms:member.correct.title'), (api) => <CorrectionForm {...api} member={member} countries={countries} onSaved={onSaved} />)}>
      {t('cms:member.correct.open')}
    </button>
  );
}

function CorrectionForm(p: ModalFormProps & { member: Member; countries: readonly CountryOption[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const m = p.member;
  const form = useForm({
    initial: { fullname: m.fullname, gender: m.gender as string, birth: m.birth, nationality: m.nationality, docType: m.docType as string, docId: '', docNation: m.docNation ?? '', reason: '' },
    check: (v) => memberCorrectionInput.safeParse(v),
    send: async (v) => {
      await sendJson(`/api/manage/members/${encodeURIComponent(m.id)}/correction`, 'POST', { ...v, docNation: v.docType === 'passport' ? v.docNation : '' });
      p.onSaved();
    },
    ...modalFormOptions(p, t('cms:member.correct.done'), 'cms'),
  });
  const { values: v, field } = form;
  const countryOptions = p.countries;
  return (
    <Form form={form} testId="member-correction-form" className="space-y-4">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('cms:member.correct.lead')}</p>
      <TextField {...field('fullname')} label={t('cms:member.col.fullname')} maxLength={100} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...field('gender')} label={t('cms:member.col.gender')} options={GENDERS.map((g) => ({ value: g, label: t(enumLabelKey('gender', g)) }))} />
        <TextField {...field('birth')} type="date" label={t('account:field.birth')} />
      </div>
      <SelectField {...field('nationality')} label={t('account:field.nationality')} options={countryOptions} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('cms:member.correct.document')}</legend>
        <p className="text-xs text-stone-600 dark:text-stone-400">{t('cms:member.correct.docKeep', { doc: `${t(enumLabelKey('docType', m.docType))} ${m.docIdMasked}` })}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField {...field('docType')} label={t('account:field.docType')} options={DOC_TYPES.map((d) => ({ value: d, label: t(enumLabelKey('docType', d)) }))} />
          <TextField {...field('docId')} label={t('account:field.docId')} maxLength={40} autoComplete="off" hint={t(`account:docHint.${v.docType}`)} />
        </div>
        {v.docType === 'passport' && <SelectField {...field('docNation')} label={t('account:field.docNation')} placeholder="" options={countryOptions} />}
      </fieldset>
      <TextField {...field('reason')} label={t('cms:member.correct.reason')} multiline maxLength={500} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} saveLabel={t('cms:member.correct.submit')} saveTestId="member-correct-submit" />
    </Form>
  );
}

import { useTranslation } from 'react-i18next';
import { pickText, type Lng } from '../../../../common/i18n-config';
import { BACKGROUND_MAX, memberManageInput, NICKNAME_MAX, SOCIAL_HANDLE_MAX, SOCIAL_KEYS, STAFF_NOTE_MAX } from '../../../../common/member-manage.schema';
import type { MemberProfile } from '../../../../server/domain/members/get-member';
import { ConsentHistory } from './consent-history';
import { Form, FormButtons, FormSection, MultiSelectField, TextField, ToggleField, UnsavedNote, sendJson, useForm, type ChoiceOption } from '../../../components/form';

type Choice = MemberProfile['choices']['tags'][number];

/** The enabled entries of a list, and any the member already has (switched off since, marked). */
function options(all: readonly Choice[], chosen: readonly number[], lng: Lng, offHint: string): ChoiceOption[] {
  return all.filter((c) => c.isEnabled || chosen.includes(c.id)).map((c) => ({ value: c.id, label: pickText(c.name, lng), hint: c.isEnabled ? undefined : offHint }));
}

/**
 * What staff may change on a member (spec §3, §5): nickname, tags, the isGood switch (off blocks
 * booking and chat), the staff note, and the profile fields the member keeps too. Identity fields
 * stay with the member's own verified flows. Checked with the shared schema, then by the server.
 */
export function MemberForm(p: { profile: MemberProfile; lng: Lng; readOnly: boolean; onSaved: () => void }) {
  const { t } = useTranslation('cms');
  const m = p.profile.member;
  const form = useForm({
    ns: 'cms',
    readOnly: p.readOnly,
    initial: () => ({
      nickname: m.nickname,
      tags: m.tags.map((x) => x.id),
      isGood: m.isGood,
      staffNote: m.staffNote,
      social: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, m.social[k] ?? ''])) as Record<(typeof SOCIAL_KEYS)[number], string>,
      favIndustries: m.favIndustries.map((x) => x.id),
      background: m.background,
      marketingSms: m.marketingSms,
      marketingEmail: m.marketingEmail,
    }),
    check: (v) => memberManageInput.safeParse(v),
    send: async (data) => {
      await sendJson(`/api/manage/members/${m.id}`, 'PUT', data);
    },
    saved: { toast: t('cms:member.saved'), then: p.onSaved },
  });
  const { values: v, set, field } = form;
  const label = (f: string) => t(`cms:member.field.${f}`);
  const off = t('cms:member.switchedOff');
  return (
    <Form form={form} testId="member-form" className="space-y-5">
      <fieldset disabled={p.readOnly} className="space-y-5">
        <FormSection id="member-staff" title={t('cms:member.staffPart')}>
          <ToggleField name="isGood" label={label('isGood')} hint={t('cms:member.hint.isGood')} checked={v.isGood} onChange={(x) => set('isGood', x)} />
          <MultiSelectField name="tags" legend={label('tags')} emptyText={t('cms:member.noTags')} options={options(p.profile.choices.tags, v.tags, p.lng, off)} values={v.tags} onChange={(x) => set('tags', x)} />
          <TextField {...field('staffNote')} label={label('staffNote')} hint={t('cms:member.hint.staffNote')} multiline maxLength={STAFF_NOTE_MAX} />
        </FormSection>
        <FormSection id="member-profile" title={t('cms:member.profilePart')}>
          <TextField {...field('nickname')} label={label('nickname')} maxLength={NICKNAME_MAX} />
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_KEYS.map((k) => (
              <TextField key={k} name={`social.${k}`} label={t(`cms:member.social.${k}`)} autoComplete="off" maxLength={SOCIAL_HANDLE_MAX} value={v.social[k]} onChange={(x) => set('social', { ...v.social, [k]: x }, `social.${k}`)} />
            ))}
          </div>
          <MultiSelectField
            name="favIndustries"
            legend={label('favIndustries')}
            emptyText={t('cms:member.noIndustries')}
            options={options(p.profile.choices.industries, v.favIndustries, p.lng, off)}
            values={v.favIndustries}
            onChange={(x) => set('favIndustries', x)}
          />
          <TextField {...field('background')} label={label('background')} multiline maxLength={BACKGROUND_MAX} />
        </FormSection>
        <FormSection id="member-marketing" title={t('cms:member.marketing.title')} testId="member-marketing">
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('cms:member.marketing.lead')}</p>
          <ToggleField name="marketingSms" label={t('cms:member.marketing.channel.SMS')} checked={v.marketingSms} onChange={(x) => set('marketingSms', x)} />
          <ToggleField name="marketingEmail" label={t('cms:member.marketing.channel.EMAIL')} checked={v.marketingEmail} onChange={(x) => set('marketingEmail', x)} />
          <ConsentHistory consents={p.profile.consents} />
        </FormSection>
      </fieldset>
      {!p.readOnly && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <UnsavedNote dirty={form.dirty} />
          <FormButtons busy={form.busy} saveTestId="member-save" className="flex gap-2" />
        </div>
      )}
    </Form>
  );
}

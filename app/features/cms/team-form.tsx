import { useTranslation } from 'react-i18next';
import { pickText, type Lng } from '../../../common/i18n-config';
import { SORT_MAX, TEAM_ALBUM_PHOTOS_MAX, TEAM_BIO_MAX, TEAM_LINE_MAX, TEAM_NAME_MAX, TEAM_QUALIFICATIONS_MAX, TEAM_TITLE_MAX, teamProfileInput } from '../../../common/team.schema';
import type { Album } from '../../../server/presenters/media';
import type { ManagedTeamMember } from '../../../server/presenters/team';
import { EMPTY_TEXT, Form, FormButtons, LocalizedField, LocalizedListField, NumberField, SelectField, TextField, ToggleField, idFromText, rowValues, textFromId } from '../../components/form';
import { useRowForm, type ModalFormProps } from '../../components/form/modal-form';
import { PictureField } from './picture-field';

/**
 * A team member's public profile (spec §3 Staff): page address, name, title and bio in three
 * languages, qualifications as trilingual lines, a photo from the album library, an album whose
 * photos /team shows as a gallery (or none), order and whether /team shows them. Booking settings
 * have their own form.
 */
export function TeamProfileForm(p: ModalFormProps & { member: ManagedTeamMember | null; albums: readonly Pick<Album, 'id' | 'name'>[]; nextSort: number; lng: Lng; canUpload: boolean }) {
  const { t } = useTranslation('cms');
  const m = p.member;
  const { form, v, set, field, label } = useRowForm(p, {
    messages: 'cms:team',
    path: '/api/manage/staff',
    id: m?.id,
    initial: { ...rowValues(m, { slug: '', name: EMPTY_TEXT, title: EMPTY_TEXT, bio: EMPTY_TEXT, qualifications: [] as ManagedTeamMember['qualifications'], photo: '', sort: p.nextSort, isShow: true }), albumId: textFromId(m?.albumId) },
    check: ({ albumId, ...v }) => teamProfileInput.safeParse({ ...v, albumId: idFromText(albumId) }),
  });
  const albums = p.albums.map((a) => ({ value: a.id, label: pickText(a.name, p.lng) }));
  return (
    <Form form={form} testId="team-form">
      <TextField {...field('slug')} label={label('slug')} hint={t('cms:team.hint.slug')} maxLength={80} autoComplete="off" data-autofocus />
      <LocalizedField {...field('name')} label={label('name')} maxLength={TEAM_NAME_MAX} />
      <LocalizedField {...field('title')} label={label('title')} maxLength={TEAM_TITLE_MAX} />
      <LocalizedField {...field('bio')} label={label('bio')} maxLength={TEAM_BIO_MAX} multiline />
      <LocalizedListField
        {...field('qualifications')}
        label={label('qualifications')}
        hint={t('cms:team.hint.qualifications')}
        itemLabel={(n) => t('cms:team.qualification', { n })}
        max={TEAM_QUALIFICATIONS_MAX}
        maxLength={TEAM_LINE_MAX}
      />
      <PictureField {...field('photo')} label={label('photo')} hint={t('cms:team.hint.photo')} lng={p.lng} canUpload={p.canUpload} chooseText={t('cms:team.choosePhoto')} changeText={t('cms:team.changePhoto')} previewClass="aspect-square w-28" testId="team-photo-pick" />
      <SelectField {...field('albumId')} label={label('album')} hint={t('cms:team.hint.album', { n: TEAM_ALBUM_PHOTOS_MAX })} placeholder={t('cms:team.noAlbum')} options={albums} />
      <NumberField {...field('sort')} label={label('sort')} hint={t('cms:team.hint.sort')} min={0} max={SORT_MAX} empty={0} />
      <ToggleField name="isShow" label={label('isShow')} hint={t('cms:team.hint.isShow')} checked={v.isShow} onChange={(x) => set('isShow', x)} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}

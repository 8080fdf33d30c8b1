import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pickText, type Lng } from '../../../common/i18n-config';
import { ALBUM_NAME_MAX, albumInput } from '../../../common/media.schema';
import type { Album } from '../../../server/presenters/media';
import { EMPTY_TEXT, Form, FormButtons, LocalizedField, SelectField, sendJson, useForm } from '../../components/form';
import { modalFormOptions, type ModalFormProps } from '../../components/form/modal-form';
import { toast } from '../overlays/overlay-store';

/** A new album's name, or a new name for one, in three languages. */
export function AlbumForm(p: ModalFormProps & { album: Album | null }) {
  const { t } = useTranslation('cms');
  const form = useForm({
    initial: { name: p.album?.name ?? EMPTY_TEXT },
    check: (v) => albumInput.safeParse(v),
    send: async (data) => {
      await sendJson(p.album ? `/api/manage/albums/${p.album.id}` : '/api/manage/albums', p.album ? 'PUT' : 'POST', data);
    },
    ...modalFormOptions(p, t('cms:media.album.saved'), 'cms'),
  });
  return (
    <Form form={form} testId="album-form">
      <LocalizedField name="name" label={t('cms:media.album.name')} value={form.values.name} maxLength={ALBUM_NAME_MAX} onChange={(x) => form.set('name', x)} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}

const chosenAlbum = z.object({ albumId: z.coerce.number('cms:media.album.chooseFirst').int('cms:media.album.chooseFirst').min(1, 'cms:media.album.chooseFirst') });

/** Puts the images chosen on the library's list into an album picked here. */
export function AddToAlbumForm(p: ModalFormProps & { albums: readonly Album[]; mediaIds: readonly number[]; lng: Lng }) {
  const { t } = useTranslation('cms');
  const name = (id: number) => pickText(p.albums.find((a) => a.id === id)?.name ?? EMPTY_TEXT, p.lng);
  let picked = 0;
  const form = useForm({
    initial: { albumId: '' },
    check: (v) => chosenAlbum.safeParse(v),
    send: async ({ albumId }) => {
      picked = albumId;
      await sendJson(`/api/manage/albums/${albumId}/images`, 'POST', { mediaIds: p.mediaIds });
    },
    ns: 'cms',
    saved: {
      then: () => {
        toast(t('cms:media.album.added', { name: name(picked) }));
        p.onDone();
      },
    },
    onDirty: p.onDirty,
  });
  return (
    <Form form={form} testId="album-add-form">
      <SelectField
        name="albumId"
        label={t('cms:media.album.choose')}
        value={form.values.albumId}
        placeholder={t('cms:media.album.chooseFirst')}
        options={p.albums.map((a) => ({ value: String(a.id), label: pickText(a.name, p.lng) }))}
        data-autofocus
        onChange={(x) => form.set('albumId', x)}
      />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}

import { z } from 'zod';
import { albumImagesInput, albumInput, MEDIA_MAX_BYTES, mediaCropInput, mediaListQuery, mediaUpdateInput } from '../../common/media.schema';
import type { AppServices } from '../services';
import { crudRoutes } from './crud-routes';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { idParams } from './route-kit';

const uploadQuery = z.object({ name: z.string().max(255).optional() });

/**
 * The album library (/api/manage/media, /api/manage/albums, issue 11). Every route: signed in (401), staff with the
 * route's ALBUM permission (403). An upload is one image as the raw body (checked by what the bytes
 * are, never by name or header); several files are several uploads, each answered on its own.
 */
export function mediaRoutes(services: AppServices): AnyRoute[] {
  const m = services.media;
  const a = services.albums;
  return [
    ...crudRoutes({
      path: '/api/manage/media', resource: 'ALBUM', key: 'image',
      list: { query: mediaListQuery, summary: 'Library images, newest first: search in file name or alt text; each with its WebP/AVIF copies', load: (query) => m.list(query) },
      update: { body: mediaUpdateInput, summary: 'Sets an image’s alt text (zh-HK, zh-CN, en) and focal point', run: (ctx, { id }, body) => m.update(ctx, id, body) },
      remove: { summary: 'Deletes an image and its files; 409 MEDIA_IN_USE naming where it is shown', run: (ctx, { id }) => m.remove(ctx, id) },
    }),
    route({
      method: 'post', path: '/api/manage/media', access: 'staff', permission: perm.edit('ALBUM'), query: uploadQuery, upload: { maxBytes: MEDIA_MAX_BYTES, contentType: 'image/*' },
      summary: 'Adds one image (raw body; ?name= the file name): JPEG, PNG, WebP, AVIF, HEIF or GIF by content, metadata stripped, responsive copies made; the same content again answers the existing image with duplicate: true',
      handler: async (c, { ctx, bytes, query }) => c.json(await m.upload(ctx, bytes, query.name)),
    }),
    route({
      method: 'post', path: '/api/manage/media/{id}/crop', access: 'staff', permission: perm.edit('ALBUM'), params: idParams, body: mediaCropInput,
      summary: 'Cuts an area (in % of the image) to an exact aspect (16:9 or 1:1) into a new library image "cropped from #id", processed like an upload; the same cut again answers the same image (duplicate: true)',
      handler: async (c, { ctx, params, body }) => c.json(await m.crop(ctx, params.id, body)),
    }),
    ...crudRoutes({
      path: '/api/manage/albums', resource: 'ALBUM', key: 'album',
      list: { key: 'albums', summary: 'Every album (name in zh-HK, zh-CN, en) with how many images it holds, oldest first', load: () => a.list() },
      create: { body: albumInput, summary: 'Adds an album', run: (ctx, body) => a.create(ctx, body) },
      update: { body: albumInput, summary: 'Renames an album', run: (ctx, { id }, body) => a.update(ctx, id, body) },
      remove: { summary: 'Deletes an album; its images stay in the library', run: (ctx, { id }) => a.remove(ctx, id) },
    }),
    route({
      method: 'post', path: '/api/manage/albums/{id}/images', access: 'staff', permission: perm.edit('ALBUM'), params: idParams, body: albumImagesInput,
      summary: 'Puts library images into an album (those already in stay)',
      handler: async (c, { ctx, params, body }) => c.json({ album: await a.addImages(ctx, params.id, body) }),
    }),
    route({
      method: 'post', path: '/api/manage/albums/{id}/images/remove', access: 'staff', permission: perm.edit('ALBUM'), params: idParams, body: albumImagesInput,
      summary: 'Takes images out of an album (they stay in the library and in other albums)',
      handler: async (c, { ctx, params, body }) => c.json({ album: await a.removeImages(ctx, params.id, body) }),
    }),
  ];
}

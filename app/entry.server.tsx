import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router';
import type { AppServices } from '../server/services';
import { requestContext, servicesContext, type RequestValues } from './context';
import { NonceContext } from './nonce';

export const streamTimeout = 5_000;

/** Called by the server (server/http/app.ts) for each request: services and per-request values. */
export function makeLoadContext(services: AppServices, values: RequestValues) {
  const ctx = new RouterContextProvider();
  ctx.set(servicesContext, services);
  ctx.set(requestContext, values);
  return ctx;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestContext);
  // Whole documents for everyone: pages are cached and crawled, and a complete response avoids layout shift.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
      nonce,
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

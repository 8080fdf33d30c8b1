import { createContext, useContext } from 'react';

/**
 * This request's CSP nonce, for the inline scripts the document renders. Given by
 * entry.server.tsx around the router; never part of loader data, so the page cache
 * (server/http/app.ts) finds it only in `nonce="…"` attributes. Empty in the browser, where
 * those scripts have already run.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

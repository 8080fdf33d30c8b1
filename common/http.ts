/** Anti-forgery cookie and header (spec §7). */
export const XSRF_COOKIE = 'xsrf-token';
export const XSRF_HEADER = 'x-xsrf-token';
/** Every response carries the server build version (spec §4 "Version"). */
export const VERSION_HEADER = 'x-app-version';
export const REQUEST_ID_HEADER = 'x-request-id';
/** Session cookie (accounts issue); pages for requests carrying it are never served from the page cache. */
export const SESSION_COOKIE = 'aloha.sid';

/** Per-person request limits for chat (HTTP and socket alike): generous for a conversation, tight enough to stop a flood. */
export const CHAT_LIMITS = {
  send: { limit: 120, windowMs: 60_000 },
  upload: { limit: 30, windowMs: 10 * 60_000 },
  createRoom: { limit: 30, windowMs: 10 * 60_000 },
};

// Written from src/media by `VITRINE_WRITE_TS=1 cargo test api_types`. Do not edit.

/** What an avatar may weigh as sent, in bytes. */
export const AVATAR_MAX_BYTES = 15728640;

// Built-in images shown where the owner has not chosen one in the back-office.
export const HERO_IMAGE_FALLBACK = '/images/hero.svg';
export const MISSION_IMAGE_FALLBACK = '/images/mission.svg';
export const POST_IMAGE_FALLBACK = '/images/post-fallback.svg';

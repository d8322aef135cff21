// Fixed facts about the site owner that are not editable in the back-office.
export const OWNER_NAME = 'Ahmed Said Mohamed';

export const WHATSAPP_NUMBER = '+269 333 00 00';
export const WHATSAPP_URL = 'https://wa.me/2693330000';

export const HERO_IMAGE_FALLBACK = '/images/hero.svg';
export const MISSION_IMAGE_FALLBACK = '/images/mission.svg';
export const POST_IMAGE_FALLBACK = '/images/post-fallback.svg';

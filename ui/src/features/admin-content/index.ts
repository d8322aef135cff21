// What other features may use from the site-content editor: its image field (upload or address, with a preview).
export { ImageUrlField } from './ImageUrlField';

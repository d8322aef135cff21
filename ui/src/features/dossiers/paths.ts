// Where the dossier screens live in each private area, shared by the menus, the lists and the forms.
import { ADMIN_HOME, PROMOTER_HOME } from '@/lib/roles';

export const NEW_DOSSIER_PATH = `${PROMOTER_HOME}/dossier/new`;
export const PROMOTER_DOSSIER_BASE = `${PROMOTER_HOME}/dossier`;
export const STAFF_DOSSIER_BASE = `${ADMIN_HOME}/dossiers`;

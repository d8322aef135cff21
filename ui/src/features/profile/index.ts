// What other features may use from the profile: saving the signed-in account's own name.
export { saveFullName } from './profileApi';

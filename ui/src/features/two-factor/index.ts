// What other features may use from staff two-factor sign-in: the login page's second step, the profile's section and
// the super administrator's requirement switch.
export { TwoFactorLoginStep } from './TwoFactorLoginStep';
export { TwoFactorRequirement } from './TwoFactorRequirement';
export { TwoFactorSection } from './TwoFactorSection';

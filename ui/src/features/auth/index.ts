// What other features may use from sign-in: the card that frames its pages.
export { AuthCard } from './AuthCard';

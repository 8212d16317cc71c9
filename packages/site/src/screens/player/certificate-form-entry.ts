// The certificate form alone, loaded by the player route when a learner reaches it (player-route.tsx):
// a dynamic import of the whole package would keep the form in the player's own code.
export { CertificateForm } from '@dementie/auth';

import type { Decorator } from '@storybook/react-vite';
import { ConsentProvider } from '../../consent/consent-context';
import type { ConsentChoice } from '../../consent/consent-store';
import { createMemoryConsentStorage } from '../../consent/storage';

/** A story decorator: a consent provider with the given stored choice (null = not decided yet). */
export function withConsent(choice: ConsentChoice | null): Decorator {
  return (Story) => (
    <ConsentProvider adapter={createMemoryConsentStorage(choice)}>
      <Story />
    </ConsentProvider>
  );
}

/** Marketing refused. */
export const REFUSED: ConsentChoice = { statistics: false, marketing: false };
/** Everything accepted. */
export const ACCEPTED: ConsentChoice = { statistics: true, marketing: true };
